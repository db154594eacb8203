package tools

import (
	"context"

	"example.com/fx/internal/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch"), fetch)
	s.AddTool(mcp.NewTool("quick"), quick)
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := client.NewClient()
	_, err := c.Get("https://api.example/x")
	return nil, err // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
}

func quick(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := client.NewQuickClient()
	_, err := c.Get("https://api.example/x")
	return nil, err // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
}
