package db

import (
	"context"
	"database/sql"
	"fmt"
)

// Pool hands out connections.
type Pool interface {
	GetConnection(name string) (Connection, error)
}

// Connection runs queries.
type Connection interface {
	Query(ctx context.Context, q string) (string, error)
	Ping() error
}

type poolImpl struct{ db *sql.DB }

// NewPool returns the pool.
func NewPool(db *sql.DB) Pool { return &poolImpl{db: db} }

func (p *poolImpl) GetConnection(name string) (Connection, error) {
	return &connectionImpl{db: p.db}, nil
}

type connectionImpl struct{ db *sql.DB }

func (c *connectionImpl) Query(ctx context.Context, q string) (string, error) {
	rows, err := c.db.QueryContext(ctx, q)
	if err != nil {
		return "", fmt.Errorf("query: %w", err)
	}
	defer rows.Close()
	return "ok", nil
}

func (c *connectionImpl) Ping() error { return nil }
