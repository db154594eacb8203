package tools

import (
	"context"
	"fmt"

	"example.com/kube/k"
	"github.com/mark3labs/mcp-go/mcp"
)

func readSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := k.VaultFromContext(ctx) // want: RC104 diff-only
	if err != nil {
		return mcp.NewToolResultError("no vault client"), nil
	}
	secret, err := v.Logical().Read(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("read failed: %v", err)), nil // want: RC402
	}
	return mcp.NewToolResultText(fmt.Sprint(secret.Data)), nil
}

func checkConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cfg, err := k.ConfigFromContext(ctx)
	if err != nil {
		return mcp.NewToolResultError("no config"), nil
	}
	err = cfg.Validate()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("invalid: %v", err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
