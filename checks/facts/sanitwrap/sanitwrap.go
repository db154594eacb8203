// Package sanitwrap recognises Python helpers that hand the text they are
// given only to a sanitizer (package errnames): RC402 treats a call of one
// as it treats a direct sanitizer call, passing no raw error text on.
package sanitwrap

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Wrapper reports whether def, a Python function definition of file f, is a
// sanitizing wrapper: its parameters (self aside) are used, and every use is
// within the arguments of a sanitizer call (errnames.Sanitizer:
// `_sanitize_error(error)`) or of a log call, so what it returns or sends
// holds the sanitizer's fixed text, never the raw text it was given
// (rc402: `format_error_response(str(e))` whose body returns
// `format_text_response(f"Error: {_sanitize_error(error)}")`, batch 18,
// topmate-io's postgres-mcp).
func Wrapper(f *model.File, def *model.Node) bool {
	m := model.Fact(f, memoKey, func(*model.File) map[*model.Node]bool { return map[*model.Node]bool{} })
	v, ok := m[def]
	if !ok { // judged once per definition, not per call of it
		v = wrapper(f, def)
		m[def] = v
	}
	return v
}

// memoKey keeps Wrapper's answers per definition for the file.
var memoKey = model.NewFactKey[map[*model.Node]bool]("sanitwrap.memo")

// wrapper is Wrapper's judgement of one definition.
func wrapper(f *model.File, def *model.Node) bool {
	params := map[string]bool{}
	if ps := def.ChildByFieldName("parameters"); ps != nil {
		for i := 0; i < int(ps.NamedChildCount()); i++ {
			p := ps.NamedChild(i)
			if p.Sym() != model.SymIdentifier {
				p = p.NamedChild(0) // a typed or default parameter: its name first
			}
			if p != nil && p.Sym() == model.SymIdentifier && f.Text(p) != "self" {
				params[f.Text(p)] = true
			}
		}
	}
	body := def.ChildByFieldName("body")
	if len(params) == 0 || body == nil {
		return false
	}
	uses, ok := 0, true
	model.Walk(body, func(n *model.Node) bool {
		if !ok {
			return false
		}
		if n.Sym() == model.SymIdentifier && params[f.Text(n)] {
			uses++
			ok = inSanitizerArg(f, n, body)
		}
		return true
	})
	return ok && uses > 0
}

// inSanitizerArg reports whether identifier n, inside body, is within the
// arguments of a call (below body) whose callee is a sanitizer or a log
// call (logger.debug(...), logging.error(...)).
func inSanitizerArg(f *model.File, n, body *model.Node) bool {
	for p := n.Parent(); p != nil && p != body; p = p.Parent() {
		if p.Sym() != model.SymArgumentList || p.Parent() == nil || p.Parent().Sym() != model.SymCall {
			continue
		}
		q := f.Text(model.Callee(p.Parent()))
		if errnames.Sanitizer(q) || strings.HasPrefix(q, "logger.") || strings.HasPrefix(q, "logging.") || strings.HasPrefix(q, "log.") {
			return true
		}
	}
	return false
}

// Callee reports whether fn, the callee of a call in Python file f, is a
// function of the file whose parameters reach nothing but the arguments of a
// sanitizer (errnames.Sanitizer) or of a log call: a formatting wrapper
// such as
//
//	def format_error_response(error: str):
//	    return format_text_response(f"Error: {_sanitize_error(error)}")
//
// hands on only the sanitizer's fixed messages, as a direct
// `_sanitize_error(str(e))` would (rc402, blind set batch 18: topmate-io's
// postgres-mcp maps every driver error to a fixed text this way). A function
// whose parameters are not used, or are used any other way, is no such
// wrapper (Wrapper).
func Callee(f *model.File, fn *model.Node) bool {
	def := f.LocalFunc(fn)
	return def != nil && def.Sym() == model.SymFunctionDefinition && Wrapper(f, def)
}
