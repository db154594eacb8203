package main

// A request helper of the server's own module whose go.mod names it without
// a host (`module atlassian-dc-mcp-go`, step-chen/atlassian-dc-mcp-go): the
// import path has no dot, yet it is no standard library package, so its
// ExecuteRequest is the server's helper (methodarg.stdlibCallee, goStdTop).

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"atlassian-dc-mcp-go/internal/client"
)

func registerOwnHelpers(s *server.MCPServer, base *client.BaseClient) {
	s.AddTool(mcp.NewTool("jira_add_worklog", mcp.WithString("issue")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		var out map[string]any
		err := client.ExecuteRequest(ctx, base, http.MethodPost, []any{"rest", "api", "2", "worklog"}, nil, nil, &out)
		return mcp.NewToolResultText("ok"), err
	})
	// ---- clean look-alikes ----
	s.AddTool(mcp.NewTool("jira_worklog", mcp.WithString("issue")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var out map[string]any
		err := client.ExecuteRequest(ctx, base, http.MethodGet, []any{"rest", "api", "2", "worklog"}, nil, nil, &out)
		return mcp.NewToolResultText("ok"), err
	})
	s.AddTool(mcp.NewTool("jira_log", mcp.WithString("text")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// a standard library function taking a method is no request helper
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://localhost/log", nil)
		_ = r
		return mcp.NewToolResultText("ok"), err
	})
}
