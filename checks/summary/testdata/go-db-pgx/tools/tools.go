package tools

import (
	"context"
	"time"

	"example.com/pgxctx/repo"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// StoreHandler returns the store tool's handler (a factory, registered in
// Register).
func StoreHandler(r *repo.Repository) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := r.Insert(ctx, req.GetString("body", "")); err != nil { // want: RC103
			return mcp.NewToolResultError("store failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

// Register adds the tools.
func Register(s *server.MCPServer, r *repo.Repository) {
	s.AddTool(mcp.NewTool("store"), StoreHandler(r))
	s.AddTool(mcp.NewTool("find"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cur, err := r.Find(ctx, req.GetString("owner", "")) // want: RC103
		if err != nil {
			return mcp.NewToolResultError("find failed"), nil
		}
		defer cur.Close(ctx)
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("store_bounded"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if _, err := r.Insert(ctx, req.GetString("body", "")); err != nil {
			return mcp.NewToolResultError("store failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := r.Count(ctx); err != nil {
			return mcp.NewToolResultError("count failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
