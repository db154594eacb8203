package store

import (
	"database/sql"
	dbsql "database/sql"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
)

var global, archive *sql.DB

// ---- positives ----

func openPlain(dsn string) {
	db, err := sql.Open("pgx", dsn) // want: RC501
	if err != nil {
		panic(err)
	}
	use(db)
}

func openGlobal(dsn string) {
	var err error
	archive, err = sql.Open("postgres", dsn) // want: RC501
	if err != nil {
		panic(err)
	}
}

func openAliased(dsn string) {
	conn, _ := dbsql.Open("mysql", dsn) // want: RC501
	conn.SetMaxIdleConns(2)
	conn.SetConnMaxIdleTime(time.Minute)
	use(conn)
}

func openSqlx(dsn string) {
	x, err := sqlx.Connect("postgres", dsn) // want: RC501
	if err != nil {
		return
	}
	x.MustExec("select 1")
}

func openSqlxMust(dsn string) {
	x := sqlx.MustOpen("postgres", dsn) // want: RC501
	use2(x)
}

func openConnector(c driverConnector) {
	db := sql.OpenDB(c) // want: RC501
	use(db)
}

func otherVarConfigured(dsn string) {
	a, _ := sql.Open("pgx", dsn) // want: RC501
	b, _ := sql.Open("pgx", dsn)
	b.SetMaxOpenConns(5)
	use(a)
	use(b)
}

type server struct{ db, reader *sql.DB }

func (s *server) init(dsn string) {
	s.reader, _ = sql.Open("pgx", dsn) // want: RC501
}

// ---- negatives ----

func openBounded(dsn string) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		panic(err)
	}
	db.SetMaxOpenConns(10)
	db.SetConnMaxIdleTime(5 * time.Minute)
	use(db)
}

func openReturned(dsn string) (*sql.DB, error) {
	return sql.Open("pgx", dsn) // the caller configures it
}

func openReturnedVar(dsn string) (*sql.DB, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	return db, nil
}

func openSqlxConfigured(dsn string) {
	x := sqlx.MustConnect("postgres", dsn)
	x.DB.SetMaxOpenConns(8)
	use2(x)
}

func openGlobalConfiguredElsewhere(dsn string) {
	global, _ = sql.Open("pgx", dsn)
}

func init() {
	global.SetMaxOpenConns(20)
}

func (s *server) initBounded(dsn string) {
	s.db, _ = sql.Open("pgx", dsn)
	s.db.SetMaxOpenConns(10)
}

func pgx(ctx context.Context, dsn string) {
	pool, _ := pgxpool.New(ctx, dsn) // MaxConns defaults to max(4, NumCPU)
	defer pool.Close()
}

type opener struct{}

func (opener) Open(a, b string) (*sql.DB, error) { return nil, nil }

func unrelatedOpen(o opener, dsn string) {
	db, _ := o.Open("pgx", dsn) // not database/sql
	use(db)
}

func transport() *http.Transport {
	return &http.Transport{MaxIdleConnsPerHost: 10} // HTTP pools are not judged
}
