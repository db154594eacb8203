package tools

import (
	"context"

	"example.com/dbnoctx/lite"
	"example.com/dbnoctx/store"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools.
func Register(s *server.MCPServer, st *store.Store, lt *lite.Lite) {
	s.AddTool(mcp.NewTool("notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := st.Find(req.GetString("owner", ""))
		if err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("rename"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := st.Rename(req.GetInt("id", 0), req.GetString("title", "")); err != nil {
			return mcp.NewToolResultError("rename failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := st.Count(ctx); err != nil {
			return mcp.NewToolResultError("count failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("local_notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := lt.Find(req.GetString("owner", ""))
		if err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}
