package main

import (
	"context"
	"net/http"
	"time"

	"example.com/issues/internal/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func issueTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	api := &client.Client{HTTP: &http.Client{Timeout: 10 * time.Second}}
	body, err := api.Get(ctx, "https://tracker/issue/"+req.GetString("id", "")) // want: RC402 diff-only
	if err != nil {
		return nil, err // want: RC402
	}
	return mcp.NewToolResultText(string(body)), nil
}
