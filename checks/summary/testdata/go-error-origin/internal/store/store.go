package store

import (
	"context"
	"database/sql"
	"errors"
)

// Name loads a user's name.
func Name(ctx context.Context, db *sql.DB, id string) (string, error) {
	var name string
	err := db.QueryRowContext(ctx, "SELECT name FROM users WHERE id = $1", id).Scan(&name)
	return name, err
}

// Validate checks an id.
func Validate(id string) error {
	if id == "" {
		return errors.New("empty id")
	}
	return nil
}

// NameQuiet loads a user's name; what it returns on failure is its own.
func NameQuiet(ctx context.Context, db *sql.DB, id string) (string, error) {
	var name string
	if err := db.QueryRowContext(ctx, "SELECT name FROM users WHERE id = $1", id).Scan(&name); err != nil {
		return "", errors.New("user not found")
	}
	return name, nil
}
