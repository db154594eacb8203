package pgbounded

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tools struct{ pool *pgxpool.Pool }

// clean look-alike: the pool's connections set statement_timeout, which
// bounds every query the handlers run on it
func open(ctx context.Context, dsn string) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, err
	}
	cfg.ConnConfig.RuntimeParams["statement_timeout"] = "15000"
	return pgxpool.NewWithConfig(ctx, cfg)
}

func (t *Tools) register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run_query"), t.runQuery)
}

func (t *Tools) runQuery(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := t.pool.Query(ctx, req.GetString("sql", ""))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return mcp.NewToolResultText("ok"), nil
}
