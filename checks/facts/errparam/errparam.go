// Package errparam says when the error whose raw text RC402
// (error-detail-leak) follows is a parameter of the function it is used in
// (`function formatToolError(error: unknown) { return { content: [{ type:
// "text", text: error.message }], isError: true } }`, `def make_error(e):
// return f"failed: {e}"`): the text's origin is then that of the errors the
// function's callers pass in that position from a catch clause, which the
// function summaries judge (xfacts.Leak.ParamName, summary.Call.ErrArg), as
// CodeQL's dataflow follows an argument into a callee's parameter.
package errparam

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// Of returns the name of id when it names a positional parameter of the
// function around it (JS/TS, Python or Go), and that function's start (line,
// column: xfacts.Leak.Owners' form); "" otherwise.
func Of(f *model.File, id *model.Node) (string, [2]int) {
	if id == nil || id.Sym() != model.SymIdentifier {
		return "", [2]int{}
	}
	name := f.Text(id)
	fn := model.EnclosingFunc(id)
	if fn == nil {
		return "", [2]int{}
	}
	if f.Lang == model.LangGo {
		return goParam(f, fn, name)
	}
	ps := fn.ChildByFieldName("parameters")
	if ps == nil {
		ps = fn.ChildByFieldName("parameter") // e => ...
	}
	for i := 0; ps != nil && i < int(ps.NamedChildCount())+1; i++ {
		p := ps
		if ps.Sym() != model.SymIdentifier {
			if i == int(ps.NamedChildCount()) {
				break
			}
			p = ps.NamedChild(i)
		}
		for _, field := range []string{"pattern", "left", "name"} { // TS required_parameter, JS default, Python default_parameter
			if c := p.ChildByFieldName(field); c != nil {
				p = c
				break
			}
		}
		if p.Sym() != model.SymIdentifier && p.NamedChildCount() > 0 { // Python typed_parameter
			p = p.NamedChild(0)
		}
		if p.Sym() == model.SymIdentifier && f.Text(p) == name {
			l, col := f.Position(int(fn.StartByte()))
			return name, [2]int{l, col}
		}
		if ps.Sym() == model.SymIdentifier {
			break
		}
	}
	return "", [2]int{}
}

// Ident returns the error identifier that RC402's source expression n
// reads (`e` of str(e), err.message, String(err)), as its errRegion
// descends to it; nil when it reads none.
func Ident(n *model.Node) *model.Node {
	for hops := 0; hops < 6; hops++ {
		n = model.Unwrap(n)
		if n == nil {
			return nil
		}
		switch n.Sym() {
		case model.SymCall, model.SymCallExpression:
			fn := model.Callee(n)
			if fn != nil && (fn.Sym() == model.SymAttribute || fn.Sym() == model.SymMemberExpression || fn.Sym() == model.SymSelectorExpression) {
				n = MemberObject(fn)
			} else {
				n = model.Arg(n, 0)
			}
		case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
			n = MemberObject(n)
		case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
			return n
		default:
			return nil
		}
	}
	return nil
}

// MemberObject is the object of member expression n (JS object, Python
// and Go operand).
func MemberObject(n *model.Node) *model.Node {
	if o := n.ChildByFieldName("object"); o != nil {
		return o
	}
	return n.ChildByFieldName("operand")
}

// goParam is Of for Go: name among the names of a parameter_declaration of
// function, method or function literal fn (`func (h *H) handleError(err
// error)`, `func fail(msg string, err error)`), not its receiver.
func goParam(f *model.File, fn *model.Node, name string) (string, [2]int) {
	ps := fn.ChildByFieldName("parameters")
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		if p.Sym() != model.SymParameterDeclaration {
			continue
		}
		for j := 0; j < int(p.NamedChildCount()); j++ {
			if c := p.NamedChild(j); c.FieldName() == "name" && f.Text(c) == name {
				l, col := f.Position(int(fn.StartByte()))
				return name, [2]int{l, col}
			}
		}
	}
	return "", [2]int{}
}

// GoError reports whether parameter idx (0-based, counting names as
// helper sinks do: `(tool string, err error)` has err at 1) of Go function
// def is declared `error`: a result builder of one file of a package that
// formats the error itself (`func errResult(err error) *mcp.CallToolResult
// { return mcp.NewToolResultError(err.Error()) }`), whose sink RC402 reports
// in the builder when a handler of another file of the package hands it an
// error of an origin that carries internal detail, as it does for a builder
// of the handler's own file (the leak in the helper, errparam) and as CodeQL's
// go/stack-trace-exposure reports the sink, not the call passing the error.
func GoError(f *model.File, def *model.Node, idx int) bool {
	ps, k := def.ChildByFieldName("parameters"), 0
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		for j := 0; j < int(p.NamedChildCount()); j++ {
			if p.NamedChild(j).Sym() != model.SymIdentifier {
				continue
			}
			if k == idx {
				t := p.ChildByFieldName("type")
				return p.Sym() == model.SymParameterDeclaration && t != nil && f.Text(t) == "error"
			}
			k++
		}
	}
	return false
}

// Forwards reports whether Go sink value n is a bare name handed on to a
// function of the package (`return upstreamError(err)`, pkgCall or a
// function of the file): that function's own sink reports the text, not
// this hop.
func Forwards(f *model.File, n *model.Node, pkgCall func(*model.Node) bool) bool {
	call := n.Parent()
	if call != nil && call.Sym() == model.SymArgumentList {
		call = call.Parent()
	}
	return model.Unwrap(n).Sym() == model.SymIdentifier && call != nil && call.Sym() == model.SymCallExpression &&
		(pkgCall(call) || f.LocalFunc(model.Callee(call)) != nil)
}
