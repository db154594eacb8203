package store

import (
	"database/sql"
	"fmt"

	_ "github.com/go-sql-driver/mysql"
	"github.com/jmoiron/sqlx"
)

// go-sql-driver/mysql's readTimeout and timeout are 0 (none) by default: a
// DSN that sets neither lets a query whose reply never comes wait forever.

var DSN string

func configure(user, pass, host string, port int, db string) {
	if DSN == "" {
		DSN = fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?parseTime=true", user, pass, host, port, db)
	}
}

func connect() (*sqlx.DB, error) {
	return sqlx.Connect("mysql", DSN) // want: RC103
}

// FormatDSN builds the DSN another file opens: reported where it is built.
func FormatDSN(user, pass, host string, port int) string {
	dsn := fmt.Sprintf("%s:%s@tcp(%s:%d)/", user, pass, host, port) // want: RC103
	return dsn + "?parseTime=true"
}

// ---- clean look-alikes ----

// a DSN masked for display is no connection
func ConnectionString(user, host string, port int) string {
	return fmt.Sprintf("%s:***@tcp(%s:%d)/", user, host, port)
}

// options formatted in from elsewhere may carry the timeouts
func withOptions(user, pass, host, opts string) (*sql.DB, error) {
	return sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(%s)/app?%s", user, pass, host, opts))
}
