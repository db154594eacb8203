package jobs

import (
	"context"
	"database/sql"
)

// SQLStore puts jobs in a database.
type SQLStore struct{ db *sql.DB }

// Put inserts the job.
func (s *SQLStore) Put(ctx context.Context, name string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO jobs VALUES ($1)", name)
	return err
}

// MemStore keeps jobs in memory.
type MemStore struct{ m map[string]bool }

// Put keeps the job.
func (s *MemStore) Put(ctx context.Context, name string) error { s.m[name] = true; return nil }
