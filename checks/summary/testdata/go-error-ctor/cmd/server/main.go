package main

import (
	"context"

	"example.com/panel/internal/api"
	"github.com/mark3labs/mcp-go/mcp"
)

func fixedTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := api.Get(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError("fetch failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(string(body)), nil
}

func wrappedTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := api.GetWrapped(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError("fetch failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(string(body)), nil
}

func codedTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := api.GetCoded(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError("fetch failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(string(body)), nil
}
