package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the k6 tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run"), runTool)
	s.AddTool(mcp.NewTool("version"), versionTool)
	s.AddTool(mcp.NewTool("inspect"), inspectTool)
}

func runTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := runK6(ctx, req.GetString("script", "")) // want: RC104 diff-only
	if err != nil {
		return mcp.NewToolResultError("k6 run failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func versionTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := k6Version(ctx)
	if err != nil {
		return mcp.NewToolResultError("k6 version failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func inspectTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := k6Inspect(ctx, req.GetString("script", ""), true)
	if err != nil {
		return mcp.NewToolResultError("k6 inspect failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
