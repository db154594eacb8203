package main

import (
	"context"
	"os"

	"example.com/dbshadow/db"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	// The local db shadows package db from here on: its initializer's db is
	// still the package, so db.Tables() below is (*db.DB).Tables.
	db, err := db.New(os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	if err := db.Migrate(); err != nil {
		panic(err)
	}
	s := server.NewMCPServer("shadow", "1.0.0")
	s.AddTool(mcp.NewTool("tables"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := db.Tables(); err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("query"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := db.ReadOnly(req.GetString("sql", "")); err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := db.Count(ctx); err != nil {
			return mcp.NewToolResultError("count failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	_ = server.ServeStdio(s)
}
