package main

// A request helper of another package that takes the method from its caller
// (atlassian-dc-mcp-go's client.ExecuteRequest(ctx, base, http.MethodPost, ...)).

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/jira/internal/client"
)

func registerHelpers(s *server.MCPServer, base *client.BaseClient) {
	s.AddTool(mcp.NewTool("jira_create_issue", mcp.WithString("summary")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		var out map[string]any
		err := client.ExecuteRequest(ctx, base, http.MethodPost, []any{"rest", "api", "2", "issue"}, nil, nil, &out)
		return mcp.NewToolResultText("ok"), err
	})
	// ---- clean look-alikes ----
	s.AddTool(mcp.NewTool("jira_issue", mcp.WithString("key")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var out map[string]any
		err := client.ExecuteRequest(ctx, base, http.MethodGet, []any{"rest", "api", "2", "issue"}, nil, nil, &out)
		return mcp.NewToolResultText("ok"), err
	})
	s.AddTool(mcp.NewTool("jira_edit_issue", mcp.WithString("key")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var out map[string]any
		err := client.ExecuteRequest(ctx, base, http.MethodPut, []any{"rest", "api", "2", "issue"}, nil, nil, &out)
		return mcp.NewToolResultText("ok"), err
	})
}
