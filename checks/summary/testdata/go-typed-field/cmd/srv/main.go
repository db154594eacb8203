package main

import (
	"context"
	"fmt"
	"log"

	"example.com/issues/internal/api"
	"example.com/issues/internal/config"
	"github.com/mark3labs/mcp-go/mcp"
)

// Local holds a client in a struct of this package.
type Local struct {
	tracker *api.Client
}

// IssueHandler returns the get_issue tool's handler: the client is a field
// of its parameter's struct, declared in another package.
func IssueHandler(deps *config.Deps) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if err := deps.Tracker.Check(id); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		title, err := deps.Tracker.Issue(id) // want: RC402 diff-only
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to get issue: %v", err)), nil // want: RC402
		}
		return mcp.NewToolResultText(title), nil
	}
}

// LocalHandler: a local of a struct type of this package.
func LocalHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	l := Local{tracker: api.New("k")}
	title, err := l.tracker.Issue(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(title), nil
}

// QuietHandler logs the client's error and returns a fixed text.
func QuietHandler(deps *config.Deps) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		title, err := deps.Tracker.Issue(req.GetString("id", ""))
		if err != nil {
			log.Printf("get issue: %v", err)
			return mcp.NewToolResultError("failed to get issue"), nil
		}
		return mcp.NewToolResultText(title), nil
	}
}
