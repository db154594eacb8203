// Package database builds the server's pools; the tools package queries
// them through the accessors (goxtype types them across packages).
package database

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5/pgxpool"
	_ "github.com/lib/pq"
)

// Client holds a pgx pool built with no statement timeout.
type Client struct {
	pool *pgxpool.Pool
}

// New builds the client's pool.
func New(ctx context.Context, dsn string) (*Client, error) {
	p, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, err
	}
	return &Client{pool: p}, nil
}

// GetPool returns the pool.
func (c *Client) GetPool() *pgxpool.Pool { return c.pool }

// Store holds a database/sql pool of a PostgreSQL server.
type Store struct {
	DB *sql.DB
}

// Open opens the store.
func Open(dsn string) (*Store, error) {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	return &Store{DB: db}, nil
}

// Handle returns the store's pool.
func (s *Store) Handle() *sql.DB { return s.DB }
