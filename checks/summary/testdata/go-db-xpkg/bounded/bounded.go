// Package bounded builds a pgx pool whose statements are bounded by the
// server (statement_timeout in RuntimeParams): its calls are not judged.
package bounded

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Client holds a bounded pool.
type Client struct {
	pool *pgxpool.Pool
}

// New builds the pool with a statement timeout.
func New(ctx context.Context, dsn string) (*Client, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, err
	}
	cfg.ConnConfig.RuntimeParams["statement_timeout"] = "15000"
	p, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return &Client{pool: p}, nil
}

// GetPool returns the pool.
func (c *Client) GetPool() *pgxpool.Pool { return c.pool }
