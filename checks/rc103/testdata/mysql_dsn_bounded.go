package store

import (
	"database/sql"
	"fmt"

	_ "github.com/go-sql-driver/mysql"
)

// ---- clean look-alike: the DSN sets the driver's timeouts ----

func open(user, pass, host string) (*sql.DB, error) {
	dsn := fmt.Sprintf("%s:%s@tcp(%s)/app?parseTime=true&timeout=5s&readTimeout=15s&writeTimeout=15s", user, pass, host)
	return sql.Open("mysql", dsn)
}
