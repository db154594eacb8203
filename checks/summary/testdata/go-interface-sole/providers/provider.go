package providers

import (
	"context"
	"database/sql"
)

// Provider searches; two types of the package implement it.
type Provider interface {
	Search(ctx context.Context, q string) (string, error)
}

type sqlProvider struct{ db *sql.DB }

func (s *sqlProvider) Search(ctx context.Context, q string) (string, error) {
	row := s.db.QueryRowContext(ctx, q)
	var out string
	return out, row.Scan(&out)
}

type memProvider struct{}

func (m *memProvider) Search(ctx context.Context, q string) (string, error) { return q, nil }
