package main

import (
	"context"
	"fmt"
	"os"

	"example.com/issues/internal/api"
	"github.com/mark3labs/mcp-go/mcp"
)

func (s *Server) getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	title, err := s.api.Issue(req.GetString("id", "")) // want: RC402 diff-only
	if err != nil {
		return mcp.NewToolResultError("failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(title), nil
}

func (s *Server) checkIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.api.Check(req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError("invalid: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func issueOnce(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client := api.New(os.Getenv("TRACKER_KEY"))
	title, err := client.Issue(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed: %v", err)), nil // want: RC402
	}
	return mcp.NewToolResultText(title), nil
}
