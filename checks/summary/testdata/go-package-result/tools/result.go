package tools

import (
	"log"

	"github.com/mark3labs/mcp-go/mcp"
)

// result builds the tool result from its text (tektoncd/mcp-server's
// internal/tools/tools.go shape): what a handler of another file hands it
// reaches the client.
func result(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: s}},
	}
}

// failed logs its text and returns a fixed result: the text stays on the server.
func failed(s string) *mcp.CallToolResult {
	log.Printf("tool failed: %s", s)
	return &mcp.CallToolResult{
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "the operation failed"}},
		IsError: true,
	}
}
