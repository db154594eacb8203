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
// flow follows to the function a tool object built by the call holds:
// when want names a member (`t.fn` of `t = Tool.from_function(fn=f)`,
// `d.handler` of `d = ToolDefinition(handler=f)`), the value of the
// keyword of that name; when the registration takes the object itself
// (`mcp.add_tool(Tool.from_function(fn=f))`), the value of keyword `fn`,
// the parameter the SDKs' Tool.from_function takes the function by. Other
// keywords (`serializer=`, `on_error=`, `name=`) are the object's other
// parts, not the function the tool runs. Nil for other languages and when
// the call passes no such keyword.
func Values(f *model.File, n *model.Node, want string) []*model.Node {
	if f.Lang != model.LangPython || model.Args(n) == nil {
		return nil
	}
	key := want
	if key == "" {
		key = "fn"
	}
	if dispatch.DataKeys[key] {
		return nil
	}
	if v := model.Unwrap(f.Kwarg(n, key)); v != nil {
		return []*model.Node{v}
	}
	return nil
}
