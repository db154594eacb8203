package pgtools

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tools struct{ pool *pgxpool.Pool }

func (t *Tools) register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run_query"), t.runQuery)
	s.AddTool(mcp.NewTool("count_rows"), t.countRows)
	s.AddTool(mcp.NewTool("list_tables"), t.listTables)
	s.AddTool(mcp.NewTool("stats"), t.stats)
}

// positive: pgx connects and queries on the handler's context, which
// mcp-go gives no deadline, with no connect or statement timeout set
func (t *Tools) runQuery(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := pgx.Connect(ctx, req.GetString("dsn", "")) // want: RC103 low
	if err != nil {
		return nil, err
	}
	defer conn.Close(ctx)
	tx, err := conn.BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadOnly})
	if err != nil {
		return nil, err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	rows, err := tx.Query(ctx, req.GetString("sql", "")) // want: RC103 low
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return mcp.NewToolResultText("ok"), nil
}

// positive: a pool field queried with a context that has no deadline
func (t *Tools) countRows(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var n int
	if err := t.pool.QueryRow(context.Background(), "SELECT count(*) FROM notes").Scan(&n); err != nil { // want: RC103
		return nil, err
	}
	return mcp.NewToolResultText("ok"), nil
}

// clean: the handler bounds the query
func (t *Tools) listTables(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	rows, err := t.pool.Query(ctx, "SELECT tablename FROM pg_tables")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return mcp.NewToolResultText("ok"), nil
}

// clean: a helper's context is its callers' to bound (no caller here)
func (t *Tools) exists(ctx context.Context, id string) error {
	_, err := t.pool.Exec(ctx, "SELECT 1 FROM notes WHERE id = $1", id)
	return err
}

// clean: start-up code, no request waits on it
func setup() (*pgxpool.Pool, error) {
	pool, err := pgxpool.New(context.Background(), "postgres://localhost/app")
	if err != nil {
		return nil, err
	}
	_, err = pool.Exec(context.Background(), "CREATE TABLE IF NOT EXISTS notes (id text)")
	return pool, err
}

func (t *Tools) stats(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}
