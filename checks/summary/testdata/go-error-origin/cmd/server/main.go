package main

import (
	"context"
	"database/sql"

	"example.com/users/internal/store"
	"github.com/mark3labs/mcp-go/mcp"
)

var db *sql.DB

func userTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if err := store.Validate(id); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	name, err := store.Name(ctx, db, id)
	if err != nil {
		return mcp.NewToolResultError("lookup failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(name), nil
}

func quietTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := store.NameQuiet(ctx, db, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("lookup failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(name), nil
}
