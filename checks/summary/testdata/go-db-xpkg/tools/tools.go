// The pools of tools.go come from other packages of the module: the
// findings need their files listed, which the diff-mode fixture scan does
// not do (whole-only).
package tools

import (
	"context"
	"time"

	"example.com/xpkg/database"
	"example.com/xpkg/local"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools.
func Register(s *server.MCPServer, dbClient *database.Client, st *database.Store, ls *local.Store) {
	// positive: a pool of another package, queried with a context that has no deadline
	s.AddTool(mcp.NewTool("query"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		pool := dbClient.GetPool()
		rows, err := pool.Query(context.Background(), req.GetString("sql", "")) // want: RC103 whole-only
		if err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
	// clean: the same call with a deadline
	s.AddTool(mcp.NewTool("query_bounded"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tctx, cancel := context.WithTimeout(ctx, 15*time.Second)
		defer cancel()
		rows, err := dbClient.GetPool().Query(tctx, req.GetString("sql", ""))
		if err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		defer rows.Close()
		return mcp.NewToolResultText("ok"), nil
	})
	// positive: a database/sql pool of another package that opens it with a server's driver
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var n int
		if err := st.DB.QueryRow("SELECT count(*) FROM notes").Scan(&n); err != nil { // want: RC103 whole-only
			return mcp.NewToolResultError("count failed"), nil
		}
		db := st.Handle()
		if _, err := db.Exec("DELETE FROM notes WHERE id = $1", req.GetString("id", "")); err != nil { // want: RC103 whole-only
			return mcp.NewToolResultError("delete failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	// clean: the embedded SQLite store of another package
	s.AddTool(mcp.NewTool("local_count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var n int
		if err := ls.DB.QueryRow("SELECT count(*) FROM notes").Scan(&n); err != nil {
			return mcp.NewToolResultError("count failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
