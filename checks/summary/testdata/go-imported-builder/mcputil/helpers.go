// Package mcputil is the project's own result builder, in a package of its
// own (jeanlopezxyz/mcp-alertmanager's pkg/mcputil): a call of
// mcputil.NewErrorResult is a tool-result sink of its text.
package mcputil

import "github.com/modelcontextprotocol/go-sdk/mcp"

// NewErrorResult builds an error result holding text.
func NewErrorResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}
