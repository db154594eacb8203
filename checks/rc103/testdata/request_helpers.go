package mysqltool

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/jmoiron/sqlx"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var DB *sqlx.DB

func GetDB() (*sqlx.DB, error) {
	if DB != nil {
		return DB, nil
	}
	return sqlx.Connect("mysql", "dsn")
}

// ---- positives: helpers without a context, reached from tool handlers ----

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_query"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := HandleQuery(req.GetString("query", ""))
		if err != nil {
			return mcp.NewToolResultError("query failed"), nil
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("write_query"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := HandleExec(req.GetString("query", ""))
		if err != nil {
			return mcp.NewToolResultError("exec failed"), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}

func HandleQuery(query string) (string, error) {
	rows, err := DoQuery(query)
	return fmt.Sprint(rows), err
}

func DoQuery(query string) ([]string, error) {
	db, err := GetDB()
	if err != nil {
		return nil, err
	}
	rows, err := db.Queryx(query) // want: RC103
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return nil, nil
}

func HandleExec(query string) (string, error) {
	db, err := GetDB()
	if err != nil {
		return "", err
	}
	res, err := db.Exec(query) // want: RC103
	if err != nil {
		return "", err
	}
	n, _ := res.RowsAffected()
	return fmt.Sprint(n), nil
}

type Tx struct{ db *sql.DB }

func NewTransaction(ctx context.Context, dsn string) (*Tx, error) {
	db, err := openDB(dsn)
	if err != nil {
		return nil, err
	}
	return &Tx{db: db}, nil
}

func openDB(dsn string) (*sql.DB, error) {
	db, err := sql.Open("mysql", dsn)
	if err != nil {
		return nil, err
	}
	if err := db.Ping(); err != nil { // want: RC103
		return nil, err
	}
	return db, nil
}

// ---- negatives ----

// main's helpers run once at start-up, not on a request.
func main() {
	db, err := sql.Open("mysql", "dsn")
	if err != nil {
		panic(err)
	}
	migrate(db)
}

func run(ctx context.Context) error {
	return initSchema()
}

func migrate(db *sql.DB) {
	db.Exec("CREATE TABLE IF NOT EXISTS notes (id int)")
}

func initSchema() error {
	db, err := sql.Open("mysql", "dsn")
	if err != nil {
		return err
	}
	return db.Ping()
}

// a helper no handler calls
func report(db *sql.DB) {
	db.Query("SELECT 1")
}

// the handler passes its context down: the Context form is bounded by it
func countRows(ctx context.Context, db *sql.DB) error {
	return countWith(ctx, db)
}

func countWith(ctx context.Context, db *sql.DB) error {
	_, err := db.QueryContext(ctx, "SELECT count(*) FROM notes")
	return err
}

// clean: an embedded database opened by a driver constant declared elsewhere
func NewLiteTransaction(ctx context.Context, path string) (*Tx, error) {
	db, err := openLite(path)
	return &Tx{db: db}, err
}

func openLite(path string) (*sql.DB, error) {
	db, err := sql.Open(doltLiteDriverName, path)
	if err != nil {
		return nil, err
	}
	return db, db.Ping()
}

const doltLiteDriverName = "doltlite"

// ---- a field of the handler's receiver whose type the file declares ----

type Notes struct{ db *sql.DB }

type NotesServer struct {
	store *Notes
	other *sql.DB
}

func (s *NotesServer) handleList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s.store.List()
	return nil, nil
}

func (n *Notes) List() {
	n.db.Query("SELECT body FROM notes") // want: RC103
}

// clean: no handler calls archiveAll
func (n *Notes) archiveAll() {
	n.db.Exec("UPDATE notes SET archived = true")
}
