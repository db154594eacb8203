package notes

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/jmoiron/sqlx"
)

type Store struct {
	db    *sql.DB
	cache *Cache
	x     *sqlx.DB
}

type Cache struct{}

func (c *Cache) Exec(q string) error     { return nil }
func (c *Cache) Query(q string) []string { return nil }

var pkgDB *sql.DB

// ---- positives ----

func (s *Store) Notes(ctx context.Context, owner string) (*sql.Rows, error) {
	return s.db.Query("SELECT body FROM notes WHERE owner = $1", owner) // want: RC103
}

func (s *Store) Count(ctx context.Context) (n int, err error) {
	err = s.db.QueryRow("SELECT count(*) FROM notes").Scan(&n) // want: RC103
	return n, err
}

func DeleteHandler(w http.ResponseWriter, r *http.Request) {
	if _, err := pkgDB.Exec("DELETE FROM notes WHERE id = $1", r.URL.Query().Get("id")); err != nil { // want: RC103
		http.Error(w, "delete failed", http.StatusInternalServerError)
	}
}

func Archive(ctx context.Context, db *sql.DB) error {
	tx, err := db.Begin() // want: RC103 (Begin waits for a connection and BEGIN with context.Background)
	if err != nil {
		return err
	}
	if _, err := tx.Exec("UPDATE notes SET archived = true"); err != nil { // want: RC103
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func Open(ctx context.Context, dsn string) error {
	conn, err := sql.Open("pgx", dsn)
	if err != nil {
		return err
	}
	_, err = conn.Exec("SELECT 1") // want: RC103
	return err
}

func (s *Store) Titles(ctx context.Context) ([]string, error) {
	var out []string
	err := s.x.Select(&out, "SELECT title FROM notes") // want: RC103
	return out, err
}

func (s *Store) Watch(ctx context.Context) {
	go func() {
		s.db.Exec("UPDATE notes SET seen = now()") // want: RC103
	}()
}

func Tool(_ context.Context, db *sqlx.DB, id string) error {
	var title string
	return db.Get(&title, "SELECT title FROM notes WHERE id = $1", id) // want: RC103
}

// ---- negatives ----

func (s *Store) NotesCtx(ctx context.Context, owner string) (*sql.Rows, error) {
	ctx, cancel := context.WithTimeout(ctx, 15e9)
	defer cancel()
	return s.db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = $1", owner)
}

func Migrate(db *sql.DB) error { // no request path: a start-up job
	_, err := db.Exec("CREATE TABLE IF NOT EXISTS notes (id text)")
	return err
}

func (s *Store) Warm(ctx context.Context) {
	s.cache.Exec("warm") // a method of the same name on an unrelated type
	_ = s.cache.Query("all")
}

func Remote(ctx context.Context, db RemoteDB) error {
	_, err := db.Exec("ping") // an interface the file does not tie to database/sql
	return err
}

type RemoteDB interface {
	Exec(q string) (int, error)
}

func Rows(ctx context.Context, rows *sql.Rows) error {
	return rows.Scan()
}

func Shadow(ctx context.Context) error {
	pkgDB := &Cache{}
	return pkgDB.Exec("x")
}

func Callback(fn func(ctx context.Context) error) {
	_, _ = pkgDB.Exec("SELECT 1") // the context belongs to the callback's type, not this function
}

func Stmt(ctx context.Context, st *sql.Stmt) error {
	_, err := st.ExecContext(ctx)
	return err
}

func currentTx(id string) (*sql.Tx, error) { return nil, nil }

func currentCache() (*Cache, error) { return nil, nil }

func Apply(ctx context.Context, id, stmt string) error {
	tx, err := currentTx(id)
	if err != nil {
		return err
	}
	_, err = tx.Exec(stmt) // want: RC103
	cache, _ := currentCache()
	return cache.Exec(stmt)
}
