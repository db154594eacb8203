// Package errhelper recognises the error parameter of a shared error helper:
// a function of the repository (formatErrorResponse(error, context),
// format_error(e), toolError(err)) that its callers hand the error their catch
// clause caught. RC402 reads it when the helper puts that parameter's raw text
// into the tool result it builds and no caller's origin is in sight (the
// callers sit in other files, their try blocks call what the summaries do not
// reach): the helper is then the sink of every caller's raw error text, as
// CodeQL's js/stack-trace-exposure follows an argument into the response a
// callee builds (CWE-209).
package errhelper

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// errName matches the names a parameter holding a caught error goes by.
var errName = regexp.MustCompile(`(?i)^(?:e|ex|exc|err|error|exception|caught|caughtError|cause)$`)

// errType matches a parameter's declared type that holds any error: a JS/TS
// Error or unknown, a Python Exception or BaseException (alone, in a union or
// Optional).
var errType = regexp.MustCompile(`(?:^|[^A-Za-z_.])(?:Error|unknown|Exception|BaseException)(?:$|[^A-Za-z_])`)

// Param reports whether parameter name of function fn (JS/TS or Python) holds
// a caught error: its declared type is Error, unknown, Exception or
// BaseException, or, untyped or typed any, its name is one errors go by
// (e, err, error, exc). A parameter typed as a class of the code's own (a
// ValidationError, an ApiError) is not: such a class's text is the code's
// choice. False for Go and when fn has no such parameter.
func Param(f *model.File, fn *model.Node, name string) bool {
	if fn == nil || f.Lang == model.LangGo {
		return false
	}
	ps := fn.ChildByFieldName("parameters")
	if ps == nil {
		if p := fn.ChildByFieldName("parameter"); p != nil && f.Text(p) == name {
			return errName.MatchString(name) && !contextTyped(fn) // e => ...: untyped
		}
		return false
	}
	for i := 0; i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		text := f.Text(p)
		head, typ, typed := strings.Cut(text, ":")
		if eq := strings.IndexByte(head, '='); eq >= 0 {
			head = head[:eq]
		}
		head = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(head), "*"))
		head = strings.TrimSuffix(head, "?")
		if head != name {
			continue
		}
		if !typed {
			return errName.MatchString(name) && !contextTyped(fn)
		}
		if eq := strings.IndexByte(typ, '='); eq >= 0 {
			typ = typ[:eq]
		}
		typ = strings.TrimSpace(typ)
		if typ == "any" || typ == "Any" {
			return errName.MatchString(name)
		}
		return errType.MatchString(typ) && !strings.Contains(typ, "Error[") && ownFree(typ)
	}
	return false
}

// ownFree reports whether every name in type text typ is a general error
// type (Error, unknown, Exception, BaseException, None, null, undefined,
// Optional): a union naming a class of the code's own is not general.
func ownFree(typ string) bool {
	for _, w := range regexp.MustCompile(`[A-Za-z_][A-Za-z_0-9.]*`).FindAllString(typ, -1) {
		switch w {
		case "Error", "unknown", "Exception", "BaseException", "None", "null", "undefined", "Optional", "typing.Optional":
		default:
			return false
		}
	}
	return true
}

// contextTyped reports whether fn is a JS/TS function expression or arrow
// function whose parameters take their types from where it stands: the
// value of a declaration with a type annotation (`const onError:
// ConnectionErrorHandler = (error, ctx) => ...`, whose error may be a class
// of the code's own) or an argument of a call (a callback whose caller
// decides what it is handed). An untyped parameter there is not known to
// hold any error.
func contextTyped(fn *model.Node) bool {
	switch fn.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
	default:
		return false
	}
	p := fn.Parent()
	if p == nil {
		return false
	}
	if p.Sym() == model.SymVariableDeclarator {
		return p.ChildByFieldName("type") != nil
	}
	return p.Sym() != model.SymAssignmentExpression && p.Sym() != model.SymPair
}

// callSyms are the call nodes of Python and JS/TS.
var callSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression)

// Calls returns the calls of function fn by its name in file f
// (`toErrorToolResult(error)`, `this.formatError(e)`, `self._error(e)`):
// callers whose catch clause the file shows. Nil when fn has no name.
func Calls(f *model.File, fn *model.Node) []*model.Node {
	name := model.FuncName(f, fn)
	if name == "" {
		return nil
	}
	var out []*model.Node
	f.NodesOf(callSyms, func(n *model.Node) bool {
		if c := model.Callee(n); c != nil {
			if t := f.Text(c); t == name || strings.HasSuffix(t, "."+name) {
				out = append(out, n)
			}
		}
		return true
	})
	return out
}
