package bridge

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// mcp-go's client waits for a response on the context alone: given
// context.Background(), a hung MCP server holds the call forever.
func call(c *client.Client, name string) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return c.CallTool(context.Background(), req) // want: RC101
}

// ---- clean look-alike ----

// callWithin bounds the call with a deadline of its own.
func callWithin(c *client.Client, name string) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return c.CallTool(ctx, req)
}
