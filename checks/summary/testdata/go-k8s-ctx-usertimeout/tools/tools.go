package tools

import (
	"context"

	"example.com/k8susertimeout/kube"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools; mcp-go gives a handler's context no deadline.
func Register(s *server.MCPServer, c *kube.Client) {
	s.AddTool(mcp.NewTool("pods"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := c.Pods(ctx, req.GetString("namespace", "default"))
		if err != nil {
			return mcp.NewToolResultError("pods failed"), nil
		}
		return mcp.NewToolResultText(string(rune(n))), nil
	})
}
