// Package db runs its queries with no context; its one caller names the
// handle it builds after the package (db, err := db.New(url)).
package db

import (
	"context"
	"time"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

// DB holds the pool.
type DB struct{ conn *sqlx.DB }

// New connects.
func New(url string) (*DB, error) {
	conn, err := sqlx.Connect("postgres", url)
	if err != nil {
		return nil, err
	}
	return &DB{conn: conn}, nil
}

// Tables runs with no context; a tool handler calls it.
func (d *DB) Tables() ([]string, error) {
	var names []string
	err := d.conn.Select(&names, "SELECT table_name FROM information_schema.tables") // want: RC103 whole-only
	return names, err
}

// ReadOnly begins a transaction and queries with no context.
func (d *DB) ReadOnly(query string) (int, error) {
	tx, err := d.conn.Beginx() // want: RC103 whole-only
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	rows, err := tx.Queryx(query) // want: RC103 whole-only
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
	}
	return n, rows.Err()
}

// Migrate runs with no context, but only main calls it (start-up).
func (d *DB) Migrate() error {
	_, err := d.conn.Exec("CREATE TABLE IF NOT EXISTS notes (id INT)")
	return err
}

// Count begins its transaction with a deadline of its own.
func (d *DB) Count(ctx context.Context) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	tx, err := d.conn.BeginTxx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var n int
	err = tx.GetContext(ctx, &n, "SELECT count(*) FROM notes")
	return n, err
}
