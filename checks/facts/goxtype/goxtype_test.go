package goxtype

import "testing"

// TestBuild reads a package's declarations as the lookups see them:
// method results (plain, listed, named), struct fields, package variables,
// qualified through each file's imports (a /vN suffix and an alias).
func TestBuild(t *testing.T) {
	p := build(nil, map[string][]byte{
		"internal/database/conn.go": []byte(`package database

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5/pgxpool"
	mdb "go.mongodb.org/mongo-driver/mongo"
)

var DB *mdb.Database

var (
	Pool *pgxpool.Pool
)

type Client struct {
	pool   *pgxpool.Pool
	a, b   *sql.DB // two names
	inner  struct {
		hidden *sql.DB
	}
	name string
}

func (c *Client) GetPoolFor(connStr string) *pgxpool.Pool { return c.pool }

func (c *Client) Conn(ctx context.Context) (*pgxpool.Pool, error) { return c.pool, nil }

func (c Client) Named() (db *sql.DB, err error) { return c.a, nil }

func (c *Client) Text() string { return "" }

func helper() {
	var local *sql.DB
	_ = local
}
`)})
	cases := []struct{ got, want string }{
		{p.Method("Client", "GetPoolFor"), "github.com/jackc/pgx/v5/pgxpool.Pool"},
		{p.Method("Client", "Conn"), "github.com/jackc/pgx/v5/pgxpool.Pool"},
		{p.Method("Client", "Named"), "database/sql.DB"},
		{p.Method("Client", "Text"), ""},
		{p.Field("Client", "pool"), "github.com/jackc/pgx/v5/pgxpool.Pool"},
		{p.Field("Client", "a"), "database/sql.DB"},
		{p.Field("Client", "b"), "database/sql.DB"},
		{p.Field("Client", "hidden"), ""}, // a nested struct's field is not Client's
		{p.Var("DB"), "go.mongodb.org/mongo-driver/mongo.Database"},
		{p.Var("Pool"), "github.com/jackc/pgx/v5/pgxpool.Pool"},
		{p.Var("local"), ""}, // a function's variable is no package variable
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %q, want %q", i, c.got, c.want)
		}
	}
	if !p.ImportsAny(map[string]bool{"github.com/jackc/pgx": true}) || p.ImportsAny(map[string]bool{"github.com/lib/pq": true}) {
		t.Error("ImportsAny: want pgx's module and not lib/pq")
	}
	if p.OpensNetworkSQL(nil) {
		t.Error("OpensNetworkSQL: the package opens no pool")
	}
}

// TestOpensNetworkSQL: a pool opened with a server's literal driver name
// counts; an embedded driver's name or import, or a driver from a
// variable alone, does not.
func TestOpensNetworkSQL(t *testing.T) {
	emb := []string{"github.com/mattn/go-sqlite3"}
	src := func(s string) *Pkg { return build(nil, map[string][]byte{"a.go": []byte("package a\n\n" + s)}) }
	if !src("import \"database/sql\"\n\nfunc o() { sql.Open(\"postgres\", dsn) }\n").OpensNetworkSQL(emb) {
		t.Error("postgres: want true")
	}
	if src("import \"database/sql\"\n\nfunc o() { sql.Open(\"sqlite3\", p) }\n").OpensNetworkSQL(emb) {
		t.Error("sqlite3: want false")
	}
	if src("import (\n\t\"database/sql\"\n\t_ \"github.com/mattn/go-sqlite3\"\n)\n\nfunc o() { sql.Open(\"mysql\", p) }\n").OpensNetworkSQL(emb) {
		t.Error("an embedded driver imported: want false")
	}
	if src("import \"database/sql\"\n\nfunc o() { sql.Open(cfg.Driver, p) }\n").OpensNetworkSQL(emb) {
		t.Error("a driver from a variable: want false")
	}
}
