package main

import (
	"context"

	"example.com/runner/internal/runner"
	"github.com/mark3labs/mcp-go/mcp"
)

func runTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := runner.Run(ctx, "kubectl", "get", req.GetString("kind", "pods"))
	if err != nil {
		return mcp.NewToolResultError("kubectl failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(out), nil
}

func quietTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := runner.Quiet(ctx, "kubectl", "get", req.GetString("kind", "pods"))
	if err != nil {
		return mcp.NewToolResultError("kubectl failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}
