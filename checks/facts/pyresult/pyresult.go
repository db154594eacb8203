// Package pyresult finds, for RC402 (error-detail-leak), an MCP tool result
// a Python server writes as a JSON dict rather than through the SDK's types:
// a text content item {"type": "text", "text": X} or a result marked
// {"content": [...], "isError": True}, the wire form of CallToolResult
// (MCP specification, "Tools": CallToolResult.content, isError). A
// hand-written JSON-RPC server (a tools/call dispatcher of its own) and a
// helper building the low-level Server's result return these; whatever text
// they carry reaches the model as the tool's answer, as TextContent(...)
// does. RC402's JS/TS visitor reads the same two object shapes.
package pyresult

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Sink returns the node of Python dict literal d that becomes a tool
// result's text: the value of "text" in a dict whose "type" is the string
// "text", or d itself when its "isError" is True; nil for any other dict.
func Sink(f *model.File, d *model.Node) *model.Node {
	if d == nil || d.Sym() != model.SymDictionary || d.NamedChildCount() < 2 {
		return nil
	}
	if t, _ := f.DictKey(d, "type"); t != nil && t.Sym() == model.SymString && strings.Trim(f.Text(t), "'\"") == "text" {
		if v, _ := f.DictKey(d, "text"); v != nil {
			return v
		}
	}
	if v, _ := f.DictKey(d, "isError"); v != nil && f.Text(v) == "True" {
		return d
	}
	return nil
}
