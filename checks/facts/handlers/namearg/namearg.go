// Package namearg follows, in JavaScript and TypeScript, a tool call
// handler that hands the tool's name to an imported function as an
// argument other than the first (`executeTool(client, request.params.name,
// args)`, conarti/mattermost-mcp; `handleTool(client, name, args, cfg)`,
// scottlepp/confluence-mcp), and reads that function: its branches on the
// parameter that receives the name are the tools (as package namefwd reads
// a first-parameter dispatcher), and a lookup of the parameter in a
// name-keyed table (`const handler = toolHandlers[toolName]`) makes the
// table's values the tools' handlers, followed by the handlers package's
// data flow into the modules that define them. A function that receives
// the name at another argument again hands it on (`handleCommentTool(client,
// toolName, args)`): the chain is followed the same way.
//
// Unknown stays unknown: a callee that is not an imported plain function, a
// lookup of a computed key, a table that is not a binding the flow model
// resolves, adds nothing.
//
// Source: blind-set RC601 misses (/work/notes/rc601s33.md, "low-level
// CallToolRequestSchema handlers that call a function of another file");
// peer practice: CodeQL's JS call graph passes an argument to the callee's
// parameter of the same position (DataFlow::ParameterNode), and a property
// read with that value as key reads the object's properties
// (DataFlow::PropRead with an unknown name reads every property).
package namearg

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/namefwd"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Call is a call of a plain function (identifier callee) with the tool's
// name as its argument at Index (1 or more: the first is namefwd's).
type Call struct {
	Callee string
	Index  int
}

// Calls returns the calls in the bodies of funcs (not in functions nested
// in them) whose argument at a position after the first isName says is
// the tool's name, each callee and index once, in document order.
func Calls(f *model.File, funcs []*model.Node, isName func(*model.Node) bool) []Call {
	var out []Call
	seen := map[Call]bool{}
	namefwd.BodyCalls(funcs, func(n *model.Node) {
		if n.Sym() != model.SymCallExpression {
			return
		}
		c := model.Callee(n)
		if c == nil || c.Sym() != model.SymIdentifier {
			return
		}
		for i := 1; i < model.NumArgs(n); i++ {
			if a := model.Arg(n, i); a != nil && isName(a) {
				k := Call{f.Text(c), i}
				if !seen[k] {
					seen[k] = true
					out = append(out, k)
				}
				break
			}
		}
	})
	return out
}

// Param returns the name of JS function fn's parameter at index i, "" when
// it is no plain identifier (a pattern, a rest element) or absent.
func Param(f *model.File, fn *model.Node, i int) string {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		return ""
	}
	k := 0
	for j := 0; j < int(params.NamedChildCount()); j++ {
		p := params.NamedChild(j)
		if p.Sym() == syntax.SymComment {
			continue
		}
		if k == i {
			if pat := p.ChildByFieldName("pattern"); pat != nil { // TS required_parameter
				p = pat
			}
			if p.Sym() != model.SymIdentifier {
				return ""
			}
			return f.Text(p)
		}
		k++
	}
	return ""
}

// IsFunc reports whether n is a JS function declaration or expression.
func IsFunc(n *model.Node) bool {
	switch n.Sym() {
	case model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymMethodDefinition:
		return true
	}
	return false
}

// Lookups returns the subscripts of fn's body (not of functions nested in
// it) that index a plain name with param (`toolHandlers[toolName]`): the
// table's values are the functions the call runs.
func Lookups(f *model.File, fn *model.Node, param string) []*model.Node {
	body := fn.ChildByFieldName("body")
	if body == nil || param == "" {
		return nil
	}
	var out []*model.Node
	model.Walk(body, func(n *model.Node) bool {
		if n != body && n.IsScope() {
			return false
		}
		if n.Sym() != model.SymSubscriptExpression {
			return true
		}
		obj, idx := n.ChildByFieldName("object"), model.Unwrap(n.ChildByFieldName("index"))
		if obj != nil && obj.Sym() == model.SymIdentifier && idx != nil && idx.Sym() == model.SymIdentifier && f.Text(idx) == param {
			out = append(out, n)
		}
		return true
	})
	return out
}
