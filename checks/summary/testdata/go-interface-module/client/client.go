package client

import (
	"context"
	"database/sql"
	"fmt"
)

// APIClient is the module's one implementation of tools' serviceRepoClient.
type APIClient struct{ db *sql.DB }

// CreateService runs the insert.
func (c *APIClient) CreateService(ctx context.Context, name string) (string, error) {
	rows, err := c.db.QueryContext(ctx, "INSERT INTO services VALUES ($1)", name)
	if err != nil {
		return "", fmt.Errorf("create: %w", err)
	}
	defer rows.Close()
	return name, nil
}

// GetService reads one.
func (c *APIClient) GetService(ctx context.Context, id string) (string, error) { return id, nil }

// Lookup has the name of Finder's method but not its other one.
func (c *APIClient) Lookup(ctx context.Context, id string) (string, error) {
	rows, err := c.db.QueryContext(ctx, "SELECT 1 WHERE $1", id)
	if err != nil {
		return "", fmt.Errorf("lookup: %w", err)
	}
	defer rows.Close()
	return id, nil
}
