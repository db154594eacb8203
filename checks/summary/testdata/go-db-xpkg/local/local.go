// Package local keeps notes in an embedded SQLite file: a wait on a local
// file, not judged.
package local

import (
	"database/sql"

	_ "github.com/mattn/go-sqlite3"
)

// Store holds the SQLite pool.
type Store struct {
	DB *sql.DB
}

// Open opens the file.
func Open(path string) (*Store, error) {
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		return nil, err
	}
	return &Store{DB: db}, nil
}
