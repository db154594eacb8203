// Package kwflow holds the step of the handler registry's data flow
// (checks/facts/handlers, flow.go) through a Python call's keyword
// arguments: a tool object built by keyword (`Tool.from_function(fn=f,
// name=...)` of the MCP Python SDK, a project's dataclass
// `ToolDefinition(fn=f, ...)`) holds its function under the keyword's name,
// as a dict literal `{"fn": f}` holds it under the key.
//
// Source: the MCP Python SDK's Tool.from_function(fn, name=None, ...)
// (https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/server/fastmcp/tools/base.py)
// takes the function as its first parameter, which callers write by
// keyword as often as by position; Python's call semantics bind a keyword
// argument to the parameter of that name, so `.fn` of the object built
// reads it. Peer practice: CodeQL's Python data flow models a keyword
// argument as the argument at the parameter of that name
// (ArgumentPosition.isKeyword), the same step.
package kwflow

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/dispatch"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Values returns the keyword argument values of Python call n that the
// flow follows to the functions a tool object built by the call holds:
// when want names a member (`t.fn` of `t = Tool.from_function(fn=f)`)
// and the call passes a keyword of that name, only its value; otherwise
// every keyword value that is a function, lambda, name or member
// (`fn=f`, `handler=self.run`), except data keys (`name=`,
// `description=`: dispatch.DataKeys) and literals. Nil for other
// languages and calls without keyword arguments.
func Values(f *model.File, n *model.Node, want string) []*model.Node {
	if f.Lang != model.LangPython {
		return nil
	}
	args := model.Args(n)
	if args == nil {
		return nil
	}
	if want != "" {
		if v := f.Kwarg(n, want); v != nil {
			return []*model.Node{v}
		}
	}
	var out []*model.Node
	for j := 0; j < int(args.NamedChildCount()); j++ {
		a := args.NamedChild(j)
		if a.Sym() != model.SymKeywordArgument || dispatch.DataKeys[f.Text(a.ChildByFieldName("name"))] {
			continue
		}
		v := model.Unwrap(a.ChildByFieldName("value"))
		if v == nil {
			continue
		}
		switch v.Sym() {
		case model.SymLambda, model.SymIdentifier, model.SymAttribute:
			out = append(out, v)
		}
	}
	return out
}
