package main

import (
	"context"
	"log"

	"example.com/repos/internal/git"
	"github.com/mark3labs/mcp-go/mcp"
)

func cloneTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := git.Clone(ctx, req.GetString("url", ""), "/tmp/x") // want: RC102 RC402 diff-only
	return mcp.NewToolResultText(res.Detail), nil
}

func describeTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := git.Describe(req.GetString("path", "")) // want: RC402 diff-only
	return mcp.NewToolResultText(text), nil
}

func quietTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	log.Print(git.Quiet(req.GetString("path", "")))
	return mcp.NewToolResultText("done"), nil
}
