// Package ctormsg finds the argument of an exception constructor call that
// the project's own exception class formats into its message: a class whose
// constructor builds the text it hands its base class from a parameter
//
//	class GrafanaAPIError(RuntimeError):
//	    def __init__(self, status_code, message):
//	        super().__init__(f"Grafana API request failed with status {status_code}: {message}")
//
//	class ApiError extends Error {
//	    constructor(status, body) { super(`API error ${status}: ${body}`) }
//	}
//
// turns `raise GrafanaAPIError(response.status_code, response.text)` into an
// error whose message embeds the response body, as
// `raise RuntimeError(f"... {response.text}")` does (blind-set batch 19,
// grafanaFastMCP: "error text built in a custom exception class"). RC402
// reads that argument as the message of the error (retval.Message), so an
// upstream's error body raised as one of the project's classes is judged as
// the same text in a builtin error. Only classes the same file defines are
// read, and only a message built around other text (a template, f-string,
// concatenation or format call): a parameter passed on whole
// (`super().__init__(message)`) stays what retval.Message makes of it.
// Source: CWE-209; CodeQL's py/stack-trace-exposure and
// js/stack-trace-exposure follow an argument into a constructor's fields.
package ctormsg

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// classes is, per file, its exception classes by name: the parameters
// each one's constructor formats into its message (none for a class whose
// constructor formats none, or for a name two classes share).
type classes map[string][]param

// param is a constructor parameter: its position among the constructor's
// parameters (self left out) and its name.
type param struct {
	idx  int
	name string
}

var classesKey = model.NewFactKey[classes]("ctormsg.classes")

var classSyms = model.NewSymBitset(model.SymClassDefinition, model.SymClassDeclaration, model.SymClass)

// InMessage reports whether node at lies in an argument of call v
// (`Cls(a, b)`, `new Cls(a, b)`) that the constructor of Cls, an exception
// class the file defines, formats into the message it passes to its base
// class. False when v calls no such class or at is in no such argument.
func InMessage(f *model.File, v, at *model.Node) bool {
	v = model.Unwrap(v)
	if v == nil || at == nil || v.Sym() != model.SymCall && v.Sym() != model.SymCallExpression && v.Sym() != model.SymNewExpression {
		return false
	}
	callee := model.Callee(v)
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return false
	}
	ps := model.Fact(f, classesKey, index)[f.Text(callee)]
	args := model.Args(v)
	if len(ps) == 0 || args == nil {
		return false
	}
	pos := 0
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch {
		case a.Sym() == model.SymComment:
			continue
		case a.Sym() == model.SymKeywordArgument:
			if n := a.ChildByFieldName("name"); n != nil && model.Contains(a, at) {
				for _, p := range ps {
					if p.name == f.Text(n) {
						return true
					}
				}
			}
			continue
		case a.Sym() == model.SymListSplat || a.Sym() == model.SymDictionarySplat || a.Sym() == model.SymSpreadElement:
			return false // f(*args): positions unknown
		}
		if model.Contains(a, at) {
			for _, p := range ps {
				if p.idx == pos {
					return true
				}
			}
			return false
		}
		pos++
	}
	return false
}

// index reads the exception classes of f.
func index(f *model.File) classes {
	out := classes{}
	if f.Lang != model.LangPython && !f.Lang.IsJS() {
		return out
	}
	f.NodesOf(classSyms, func(c *model.Node) bool {
		name := c.ChildByFieldName("name")
		if name == nil || !exceptionClass(f, c) {
			return true
		}
		if _, dup := out[f.Text(name)]; dup {
			out[f.Text(name)] = nil // two classes of one name: which is meant is unknown
			return true
		}
		out[f.Text(name)] = messageParams(f, c)
		return true
	})
	return out
}

// exceptionClass reports whether class c derives from a class whose name
// says it is an error (Exception, RuntimeError, Error, ApiError).
func exceptionClass(f *model.File, c *model.Node) bool {
	var sup *model.Node
	if f.Lang == model.LangPython {
		sup = c.ChildByFieldName("superclasses")
	} else {
		for i := 0; i < int(c.NamedChildCount()); i++ {
			if c.NamedChild(i).Sym() == model.SymClassHeritage {
				sup = c.NamedChild(i)
			}
		}
	}
	if sup == nil {
		return false
	}
	t := f.Text(sup)
	return strings.Contains(t, "Error") || strings.Contains(t, "Exception")
}

// messageParams finds class c's constructor and the parameters it formats
// into the message of its base class's constructor call.
func messageParams(f *model.File, c *model.Node) []param {
	body := c.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	var ctor *model.Node
	for i := 0; i < int(body.NamedChildCount()); i++ {
		d := body.NamedChild(i)
		if d.Sym() == model.SymDecoratedDefinition {
			continue
		}
		if n := d.ChildByFieldName("name"); n != nil && (d.Sym() == model.SymFunctionDefinition && f.Text(n) == "__init__" || d.Sym() == model.SymMethodDefinition && f.Text(n) == "constructor") {
			ctor = d
		}
	}
	if ctor == nil {
		return nil
	}
	names := paramNames(f, ctor)
	msg := superMessage(f, ctor)
	if msg == nil || len(names) == 0 {
		return nil
	}
	if msg.Sym() == model.SymIdentifier { // msg = f"... {body}"; super().__init__(msg)
		v := f.Lookup(f.Text(msg), msg)
		if v == nil || model.EnclosingFunc(v) != ctor {
			return nil
		}
		msg = model.Unwrap(v)
	}
	if !formatted(f, msg) {
		return nil
	}
	var out []param
	for i, n := range names {
		if n != "" && mentions(f, msg, n) {
			out = append(out, param{idx: i, name: n})
		}
	}
	return out
}

// paramNames lists the names of ctor's parameters, Python's self left out;
// "" for a parameter whose name is not a plain identifier.
func paramNames(f *model.File, ctor *model.Node) []string {
	ps := ctor.ChildByFieldName("parameters")
	if ps == nil {
		return nil
	}
	var out []string
	for i := 0; i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		var id *model.Node
		switch p.Sym() {
		case model.SymIdentifier:
			id = p
		case model.SymTypedParameter, model.SymDefaultParameter, model.SymTypedDefaultParameter, model.SymRequiredParameter, model.SymOptionalParameter, model.SymAssignmentPattern:
			id = p.ChildByFieldName("name")
			if id == nil {
				id = p.ChildByFieldName("pattern")
			}
			if id == nil {
				id = p.ChildByFieldName("left")
			}
			if id == nil && p.NamedChildCount() > 0 {
				id = p.NamedChild(0)
			}
		case model.SymComment:
			continue
		default:
			return out // *args, a rest parameter, a bare *: what lines up after it is not read
		}
		name := ""
		if id != nil && id.Sym() == model.SymIdentifier {
			name = f.Text(id)
		}
		out = append(out, name)
	}
	if f.Lang == model.LangPython && len(out) > 0 {
		out = out[1:] // self
	}
	return out
}

// superMessage returns the first message argument of the base-class
// constructor call in ctor: super().__init__(msg), Base.__init__(self, msg),
// super(msg).
func superMessage(f *model.File, ctor *model.Node) *model.Node {
	body := ctor.ChildByFieldName("body")
	var out *model.Node
	model.Walk(body, func(n *model.Node) bool {
		if out != nil {
			return false
		}
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymArrowFunction, model.SymFunctionExpression, model.SymClassDefinition:
			return false
		case model.SymCall, model.SymCallExpression:
			callee := model.Callee(n)
			if callee == nil {
				return true
			}
			t := f.Text(callee)
			switch {
			case f.Lang.IsJS() && t == "super":
				out = model.Unwrap(model.Arg(n, 0))
			case f.Lang == model.LangPython && strings.HasPrefix(t, "super(") && strings.HasSuffix(t, ".__init__"):
				out = model.Unwrap(model.Arg(n, 0))
			case f.Lang == model.LangPython && strings.HasSuffix(t, ".__init__"):
				if a := model.Arg(n, 0); a != nil && f.Text(a) == "self" {
					out = model.Unwrap(model.Arg(n, 1))
				}
			}
			if out != nil && out.Sym() == model.SymKeywordArgument {
				out = nil
			}
			return out == nil
		}
		return true
	})
	return out
}

// formatted reports whether msg builds text around other text: an
// f-string or template with a slot, a concatenation, a % or .format call.
func formatted(f *model.File, msg *model.Node) bool {
	switch msg.Sym() {
	case model.SymString, model.SymTemplateString, model.SymConcatenatedString:
		return true // mentions decides whether a parameter is in a slot
	case model.SymBinaryExpression, model.SymBinaryOperator:
		op := f.Text(msg.ChildByFieldName("operator"))
		return op == "+" || op == "%"
	case model.SymCall:
		if fn := model.Callee(msg); fn != nil && fn.Sym() == model.SymAttribute {
			return f.Text(fn.ChildByFieldName("attribute")) == "format"
		}
	}
	return false
}

// mentions reports whether identifier name is read in msg (not as an
// attribute's or member's name, nor as a keyword argument's name).
func mentions(f *model.File, msg *model.Node, name string) bool {
	found := false
	model.Walk(msg, func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() == model.SymIdentifier && f.Text(n) == name {
			if p := n.Parent(); p != nil {
				switch p.Sym() {
				case model.SymAttribute, model.SymMemberExpression:
					if p.ChildByFieldName("object") != n {
						return true
					}
				case model.SymKeywordArgument:
					if p.ChildByFieldName("name") == n {
						return true
					}
				}
			}
			found = true
		}
		return true
	})
	return found
}
