package bridge

import (
	"database/sql"
	"net/http"

	_ "github.com/mattn/go-sqlite3"
)

type Store struct{ db *sql.DB }

func open() (*Store, error) {
	db, err := sql.Open("sqlite3", "file:store/messages.db")
	return &Store{db: db}, err
}

// clean: the helper reached from the HTTP handler queries an embedded
// SQLite file, which waits on a file lock the driver bounds, not a server.
func serveDownloads(st *Store) {
	http.HandleFunc("/api/download", func(w http.ResponseWriter, r *http.Request) {
		lookup(st, r.URL.Query().Get("id"))
	})
}

func lookup(st *Store, id string) string {
	var name string
	st.db.QueryRow("SELECT filename FROM messages WHERE id = ?", id).Scan(&name)
	return name
}

// clean: a function with the request's context that calls the embedded
// database without it (modernc's busy_timeout bounds the file lock wait;
// makesometh-ing/spotify-mcp-go's token store, judged false in batch 11).
func (st *Store) save(r *http.Request, id string) error {
	_, err := st.db.Exec("INSERT INTO messages (id) VALUES (?)", id)
	return err
}
