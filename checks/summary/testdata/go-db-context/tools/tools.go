package tools

import (
	"context"
	"time"

	"example.com/dbctx/store"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools.
func Register(s *server.MCPServer, st *store.Store) {
	s.AddTool(mcp.NewTool("notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := st.Search(ctx, req.GetString("owner", "")) // want: RC103
		if err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := st.Count(ctx); err != nil {
			return mcp.NewToolResultError("count failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("notes_bounded"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		rows, err := st.Notes(ctx, req.GetString("owner", ""))
		if err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}
