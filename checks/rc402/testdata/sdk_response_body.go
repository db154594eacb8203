package tools

import (
	"bytes"
	"context"
	"fmt"

	jira "github.com/ctreminiom/go-atlassian/jira/v3"
	"github.com/ctreminiom/go-atlassian/pkg/infra/models"
	"github.com/mark3labs/mcp-go/mcp"
)

var client *jira.Client

// go-atlassian's ResponseScheme.Bytes holds the upstream's raw answer also
// when the call failed: read under `if err != nil` it is an error body.
func getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, response, err := client.Issue.Get(ctx, "KP-1", nil, nil)
	if err != nil {
		if response != nil {
			return nil, fmt.Errorf("failed to get issue: %s (endpoint: %s)", response.Bytes.String(), response.Endpoint) // want: RC402
		}
		return nil, fmt.Errorf("failed to get issue")
	}
	return mcp.NewToolResultText(issue.Key), nil
}

func moveIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	response, err := client.Issue.Move(ctx, "KP-1", "31", nil)
	if err != nil {
		return mcp.NewToolResultError("move failed: " + string(response.Bytes.Bytes())), nil // want: RC402
	}
	return mcp.NewToolResultText("moved"), nil
}

// Clean twin: the body read on the success path is the tool's answer.
func rawIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, response, err := client.Issue.Get(ctx, "KP-2", nil, nil)
	if err != nil {
		return mcp.NewToolResultError("failed to get issue"), nil
	}
	return mcp.NewToolResultText(response.Bytes.String()), nil
}

// Clean twin: a local buffer named like the field, not a response.
type page struct{ Bytes bytes.Buffer }

func render(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := page{}
	_ = models.ResponseScheme{}
	if err := fill(&p); err != nil {
		return mcp.NewToolResultError("render failed: " + p.Bytes.String()), nil
	}
	return mcp.NewToolResultText(p.Bytes.String()), nil
}

func fill(p *page) error { return nil }
