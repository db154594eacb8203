package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

func stopVM(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if err := api.StopVM(ctx, name); err != nil {
		return errorResult("stop %s failed: %v", name, err), nil // want: RC402
	}
	if err := api.StartVM(ctx, name); err != nil {
		return errorResult("start failed: %v", err), nil // want: RC402
	}
	return nil, nil
}

func resetVM(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if err := api.ResetVM(ctx, name); err != nil {
		return logged("reset %s failed: %v", name, err), nil
	}
	if err := api.ResetVM(ctx, name); err != nil {
		return errorResult("reset %s failed", name), nil
	}
	return nil, nil
}
