package tools

import (
	"context"
	"database/sql"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// pinned is a pinned connection taken from the pool at start-up (db.Conn(ctx)),
// the shape of betterde/mysql-mcp-server's internal/mysql package variable.
var pinned *sql.Conn

func registerPinned(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "select"}, pinnedSelect)
	mcp.AddTool(srv, &mcp.Tool{Name: "ping"}, pinnedPing)
}

// positive: a *sql.Conn query on the handler's own context (no deadline)
func pinnedSelect(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	rows, err := pinned.QueryContext(ctx, in.Query) // want: RC103 low
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	return &mcp.CallToolResult{}, nil, nil
}

// clean: the handler bounds the ping
func pinnedPing(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := pinned.PingContext(ctx); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{}, nil, nil
}
