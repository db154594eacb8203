package tools

import (
	"fmt"
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

// errorResult formats its arguments into an error result (tphakala/centreon-mcp-go's
// tools/tools.go shape): a bare err among args is formatted with %v.
func errorResult(format string, args ...any) *mcp.CallToolResult {
	text := fmt.Sprintf(format, args...)
	return &mcp.CallToolResult{
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: text}},
		IsError: true,
	}
}

// logged logs its arguments and returns a fixed error result.
func logged(format string, args ...any) *mcp.CallToolResult {
	log.Printf(format, args...)
	return &mcp.CallToolResult{
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "the operation failed"}},
		IsError: true,
	}
}
