package tools

import (
	"context"
	"fmt"

	"example.com/kube/k"
	"github.com/mark3labs/mcp-go/mcp"
)

// Server serves the cluster's tools.
type Server struct {
	kc *k.Client
}

func (m *Server) clientFor(ctx context.Context) (*k.Client, error) {
	return m.kc, nil
}

func (m *Server) clientForContext(ctx context.Context) *k.Client {
	return m.kc
}

func (m *Server) getResource(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client, err := m.clientFor(ctx)
	if err != nil {
		return mcp.NewToolResultError("no client"), nil
	}
	res, err := client.Get(req.GetString("name", "")) // want: RC402 diff-only
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to get resource: %v", err)), nil // want: RC402
	}
	return mcp.NewToolResultText(res), nil
}

func (m *Server) postResource(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client := m.clientForContext(ctx)
	res, err := client.Get(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(res), nil
}

func (m *Server) checkResource(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client, err := m.clientFor(ctx)
	if err != nil {
		return mcp.NewToolResultError("no client"), nil
	}
	if err := client.Check(req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError("invalid: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
