package main

import (
	"context"
	"fmt"
	"log"

	"example.com/issues/internal/api"
	"github.com/mark3labs/mcp-go/mcp"
)

// IssueHandler returns the get_issue tool's handler.
func IssueHandler(client *api.Client) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if err := client.Check(id); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		title, err := client.Issue(id) // want: RC402 diff-only
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to get issue: %v", err)), nil // want: RC402
		}
		return mcp.NewToolResultText(title), nil
	}
}

// QuietHandler logs the client's error and returns a fixed text.
func QuietHandler(client *api.Client) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		title, err := client.Issue(req.GetString("id", ""))
		if err != nil {
			log.Printf("get issue: %v", err)
			return mcp.NewToolResultError("failed to get issue"), nil
		}
		return mcp.NewToolResultText(title), nil
	}
}
