package tools

import (
	"context"
	"fmt"

	"example.com/pv/pool"
	"example.com/pv/server"
	"github.com/mark3labs/mcp-go/mcp"
)

var clientPool pool.Provider

func getUsers(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := server.GetUsers(ctx, clientPool, req.GetString("instance", "")); err != nil {
		return nil, fmt.Errorf("user.get failed: %w", err) // want: RC402
	}
	return mcp.NewToolResultText("ok"), nil
}
