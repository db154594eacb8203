// Package gonewtool recognizes a Go tool definition among the values a
// function returns with the tool's handler (checks/facts/handlers
// goFactories): a composite literal of a type named Tool (`mcp.Tool{Name:
// "create_build"}`, buildkite-mcp-server) or a call of mcp-go's
// constructor `mcp.NewTool("producerMessages", opts...)` whose first
// argument is the tool's name
// (https://pkg.go.dev/github.com/mark3labs/mcp-go/mcp#NewTool). The second
// is the shape of servers whose tool functions return
// `(tool mcp.Tool, handler server.ToolHandlerFunc)` for `s.AddTool(F(cfg))`
// (https://pkg.go.dev/github.com/mark3labs/mcp-go/server#MCPServer.AddTool,
// CefBoud/kafka-mcp-server's ProducerMessagesTool); RC601 reads the tool's
// parameters from the call's options and its mutation from the handler.
package gonewtool

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Def reports whether a, a value of a return statement's list, defines a
// tool: a composite literal of a type whose name ends in Tool, or a call of
// a function or method named NewTool whose first argument is a string
// literal.
func Def(f *model.File, a *model.Node) bool {
	a = model.Unwrap(a)
	switch a.Sym() {
	case model.SymCompositeLiteral:
		return strings.HasSuffix(f.Text(a.ChildByFieldName("type")), "Tool")
	case model.SymCallExpression:
		c := model.Callee(a)
		if c == nil || c.Sym() != model.SymSelectorExpression || f.Text(c.ChildByFieldName("field")) != "NewTool" {
			return false
		}
		n := model.Unwrap(model.Arg(a, 0))
		return n != nil && (n.Sym() == model.SymInterpretedStringLiteral || n.Sym() == model.SymRawStringLiteral)
	}
	return false
}
