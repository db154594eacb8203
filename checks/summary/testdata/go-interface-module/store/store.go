package store

import (
	"context"
	"database/sql"
	"fmt"
)

// SQLStore is one of two implementations of tools' Store.
type SQLStore struct{ db *sql.DB }

// Save inserts.
func (s *SQLStore) Save(ctx context.Context, v string) error {
	if _, err := s.db.ExecContext(ctx, "INSERT INTO t VALUES ($1)", v); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return nil
}

// MemStore is the other.
type MemStore struct{ m map[string]bool }

// Save keeps v.
func (s *MemStore) Save(ctx context.Context, v string) error { s.m[v] = true; return nil }
