// Package lite keeps the notes in an embedded SQLite file.
package lite

import (
	"database/sql"

	_ "github.com/mattn/go-sqlite3"
)

// Lite holds the local database.
type Lite struct{ db *sql.DB }

// Find waits only on a local file, which the driver's busy timeout bounds.
func (l *Lite) Find(owner string) (*sql.Rows, error) {
	return l.db.Query("SELECT body FROM notes WHERE owner = ?", owner)
}
