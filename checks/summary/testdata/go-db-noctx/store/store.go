// Package store runs its queries with no context: only its callers tell
// whether a request waits on them.
package store

import (
	"context"
	"database/sql"
	"time"

	_ "github.com/go-sql-driver/mysql"
)

// Store holds the pool.
type Store struct{ db *sql.DB }

// Find runs with no context; a tool handler in another package calls it.
func (s *Store) Find(owner string) (*sql.Rows, error) {
	return s.db.Query("SELECT body FROM notes WHERE owner = ?", owner) // want: RC103 whole-only
}

// Rename prepares a statement and runs it with no context.
func (s *Store) Rename(id int, title string) error {
	stmt, err := s.db.Prepare("UPDATE notes SET title = ? WHERE id = ?") // want: RC103 whole-only
	if err != nil {
		return err
	}
	defer stmt.Close()
	_, err = stmt.Exec(title, id) // want: RC103 whole-only
	return err
}

// Migrate runs with no context, but only main calls it (start-up).
func (s *Store) Migrate() error {
	_, err := s.db.Exec("CREATE TABLE IF NOT EXISTS notes (id INT, owner TEXT, title TEXT, body TEXT)")
	return err
}

// Count sets a deadline of its own.
func (s *Store) Count(ctx context.Context) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM notes").Scan(&n)
	return n, err
}
