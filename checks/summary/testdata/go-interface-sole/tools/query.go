package tools

import (
	"context"
	"fmt"

	"example.com/fb/db"
	"example.com/fb/providers"
	"github.com/mark3labs/mcp-go/mcp"
)

// QueryTool runs SQL.
type QueryTool struct {
	pool     db.Pool
	provider providers.Provider
}

func (t *QueryTool) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := t.pool.GetConnection("main")
	if err != nil {
		return mcp.NewToolResultError("no connection"), nil
	}
	res, err := conn.Query(ctx, req.GetString("sql", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to query: %v", err)), nil // want: RC402
	}
	return mcp.NewToolResultText(res), nil
}

func (t *QueryTool) ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := t.pool.GetConnection("main")
	if err != nil {
		return mcp.NewToolResultError("no connection"), nil
	}
	if err := conn.Ping(); err != nil {
		return mcp.NewToolResultError("ping: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (t *QueryTool) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := t.provider.Search(ctx, req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError("search: " + err.Error()), nil // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
	}
	return mcp.NewToolResultText(res), nil
}
