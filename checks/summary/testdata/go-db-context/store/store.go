// Package store runs the queries with the context its callers pass.
package store

import (
	"context"
	"database/sql"
	"time"
)

// Store holds the pool.
type Store struct{ db *sql.DB }

// Notes is bounded only by the context its callers pass.
func (s *Store) Notes(ctx context.Context, owner string) (*sql.Rows, error) {
	return s.db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = $1", owner)
}

// Count sets a deadline of its own.
func (s *Store) Count(ctx context.Context) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM notes").Scan(&n)
	return n, err
}

// Search passes its context on to Notes.
func (s *Store) Search(ctx context.Context, owner string) (*sql.Rows, error) {
	return s.Notes(ctx, owner)
}
