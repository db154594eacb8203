package tools

import (
	"context"
	"strings"

	"example.com/kube/k"
	"github.com/mark3labs/mcp-go/mcp"
)

// KubeServer serves the pod tools.
type KubeServer struct {
	kube *k.Kube
}

func (m *KubeServer) kubeFor(ctx context.Context) (*k.Kube, error) {
	return m.kube, nil
}

func (m *KubeServer) getPod(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kube, err := m.kubeFor(ctx)
	if err != nil {
		return mcp.NewToolResultError("no client"), nil
	}
	name, err := kube.GetResource(ctx, "default", req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(name), nil
}

func (m *KubeServer) listNames(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kube, err := m.kubeFor(ctx)
	if err != nil {
		return mcp.NewToolResultError("no client"), nil
	}
	names, err := kube.Names(ctx)
	if err != nil {
		return mcp.NewToolResultError("failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(strings.Join(names, ",")), nil
}
