package main

// A bare execute tool is a write-query tool when its description says it
// executes a write query (dolt's exec: "Executes a WRITE query."): a retry
// runs the caller's INSERT again (checks/facts/sqlwrite).

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("exec", // want: RC601
		mcp.WithDescription("Executes a WRITE query."),
		mcp.WithString("query", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		query := req.GetString("query", "")
		if _, err := db.ExecContext(ctx, query); err != nil {
			return mcp.NewToolResultError("the statement failed"), nil
		}
		return mcp.NewToolResultText("done"), nil
	})
	// clean twin: the description does not say it writes
	s.AddTool(mcp.NewTool("execute",
		mcp.WithDescription("Executes a query."),
		mcp.WithString("query", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		query := req.GetString("query", "")
		if _, err := db.ExecContext(ctx, query); err != nil {
			return mcp.NewToolResultError("the statement failed"), nil
		}
		return mcp.NewToolResultText("done"), nil
	})
}
