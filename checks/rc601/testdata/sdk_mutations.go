package main

// Mutations made through Go SDK clients (library rows' mutating paths,
// libmodels/data/saas.yml): each call creates a new issue, comment or gist,
// so a tool that makes one without an idempotency key duplicates it on a
// retry.

import (
	"context"

	jira "github.com/ctreminiom/go-atlassian/v2/jira/v3"
	"github.com/google/go-github/v69/github"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	gh *github.Client
	jc *jira.Client
)

func register(s *server.MCPServer) {
	// ---- positives ----

	s.AddTool(mcp.NewTool("add_issue_comment", mcp.WithString("body")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		body := req.GetString("body", "")
		_, _, err := gh.Issues.CreateComment(ctx, "o", "r", 1, &github.IssueComment{Body: &body})
		return nil, err
	})

	s.AddTool(mcp.NewTool("create_gist"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		_, _, err := gh.Gists.Create(ctx, &github.Gist{})
		return nil, err
	})

	s.AddTool(mcp.NewTool("add_worklog"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		_, _, err := jc.Issue.Worklog.Add(ctx, "KEY-1", nil, nil)
		return nil, err
	})

	// ---- negatives: reads and idempotent writes ----

	s.AddTool(mcp.NewTool("get_issue"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _, err := gh.Issues.Get(ctx, "o", "r", 1)
		return nil, err
	})

	s.AddTool(mcp.NewTool("add_labels"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _, err := gh.Issues.AddLabelsToIssue(ctx, "o", "r", 1, []string{"bug"})
		return nil, err
	})
}
