package main

// A wrapper interface that hides GitLab client-go's service fields behind
// accessor methods (c.Issues().CreateIssue): the call is the SDK's
// Issues.CreateIssue (libmodels/data/clients.yml mutating), a new issue per
// call. An accessor with an argument on the way is not taken for the field.

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gitlab "gitlab.com/gitlab-org/api/client-go"
)

// GitLabClient is the wrapper's view of the SDK client.
type GitLabClient interface {
	Issues() gitlab.IssuesServiceInterface
	Project(id string) gitlab.IssuesServiceInterface
}

var gl GitLabClient

func registerAccessor(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("open_issue", mcp.WithString("title")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
		title := req.GetString("title", "")
		_, _, err := gl.Issues().CreateIssue("group/project", &gitlab.CreateIssueOptions{Title: &title})
		return nil, err
	})

	// ---- negatives: a read through the accessor, an accessor with an argument ----

	s.AddTool(mcp.NewTool("issue_details"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _, err := gl.Issues().GetIssue("group/project", 1)
		return nil, err
	})

	s.AddTool(mcp.NewTool("issue_in_project"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, _, err := gl.Project("group/project").CreateIssue("group/project", nil)
		return nil, err
	})
}
