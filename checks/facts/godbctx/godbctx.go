// Package godbctx finds the Go database calls whose only bound is the
// context their function is given (RC103 across files, docs/cross-file.md):
// `d.executor.QueryContext(ctx, query)` in a helper that takes ctx and sets
// no deadline of its own is bounded by whatever context its callers pass.
// A caller that passes context.Background() leaves the query unbounded; an
// MCP tool handler that passes its own context leaves it bounded only by the
// client's cancellation, since the Go MCP SDKs (mcp-go, the go-sdk) give a
// handler a context without a deadline (libmodels/data/mcp.yml: their
// registration rows' default none).
package godbctx

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// methods are database/sql's Context forms (https://pkg.go.dev/database/sql#DB.QueryContext)
// and sqlx's (https://pkg.go.dev/github.com/jmoiron/sqlx#DB.GetContext): a
// statement that runs until the context given ends.
var methods = map[string]bool{"QueryContext": true, "QueryRowContext": true, "ExecContext": true, "PrepareContext": true,
	"PingContext": true, "BeginTx": true, "GetContext": true, "SelectContext": true, "QueryxContext": true,
	"QueryRowxContext": true, "NamedExecContext": true, "NamedQueryContext": true}

// serverDrivers are import paths of database/sql drivers of database
// servers: a file that imports one beside an embedded driver (a multi-driver
// connection layer) has server queries too.
var serverDrivers = []string{"go-sql-driver/mysql", "lib/pq", "jackc/pgx", "go-mssqldb", "clickhouse-go", "sijms/go-ora",
	"gosnowflake", "firebolt-go-sdk"}

// Call reports whether Go call n (its callee) is a database/sql or sqlx
// Context-form method call whose first argument is the identifier ctx, in
// a file that imports database/sql or sqlx and no embedded database driver
// without a server's (SQLite, DuckDB: a lock wait on a local file the driver
// bounds, as RC103 judges in a file), inside a function that derives no deadline of its own
// (context.WithTimeout or WithDeadline anywhere in it).
func Call(f *model.File, n, callee *model.Node, ctx string) bool {
	if f.Lang != model.LangGo || ctx == "" || ctx == "_" || callee == nil || callee.Sym() != model.SymSelectorExpression ||
		!methods[f.Text(callee.ChildByFieldName("field"))] {
		return false
	}
	if a := model.Arg(n, 0); a == nil || f.Text(a) != ctx {
		return false
	}
	sql, embedded, server := false, false, false
	for _, imp := range f.Imports() {
		switch {
		case imp == "database/sql" || imp == "github.com/jmoiron/sqlx":
			sql = true
		case strings.Contains(imp, "sqlite") || strings.Contains(imp, "duckdb"):
			embedded = true
		}
		for _, d := range serverDrivers {
			server = server || strings.Contains(imp, d)
		}
	}
	if !sql || embedded && !server {
		return false
	}
	return NoDeadline(f, n)
}

// RowCall reports whether Go call n is a call of a library row that the
// hook arg reads as bounded only by its context (xfacts.DBContextArg:
// pgx's pool.QueryRow(ctx, ...), mongo-go-driver's coll.Find(ctx, ...)),
// given identifier ctx at that argument, inside a function that derives no
// deadline of its own (NoDeadline). A nil hook reads nothing.
func RowCall(f *model.File, n *model.Node, ctx string, arg func(*model.File, *model.Node) int) bool {
	if f.Lang != model.LangGo || ctx == "" || ctx == "_" || arg == nil {
		return false
	}
	i := arg(f, n)
	if a := model.Arg(n, i); i < 0 || a == nil || f.Text(a) != ctx {
		return false
	}
	return NoDeadline(f, n)
}

// NoDeadline reports whether the function around node n (a declaration,
// method or func literal) derives no deadline: no context.WithTimeout or
// WithDeadline anywhere in it; false outside a function.
func NoDeadline(f *model.File, n *model.Node) bool {
	fn := model.Ancestor(n, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral)
	if fn == nil {
		return false
	}
	body := f.Text(fn)
	return !strings.Contains(body, "context.WithTimeout(") && !strings.Contains(body, "context.WithDeadline(")
}

// HandlerCtx returns the name of the context.Context parameter of Go
// function node fn (a tool handler), or "" when it has none or derives a
// deadline (context.WithTimeout or WithDeadline anywhere in it: the name may
// then hold the bounded context).
func HandlerCtx(f *model.File, fn *model.Node) string {
	if fn == nil || f.Lang != model.LangGo || strings.Contains(f.Text(fn), "context.WithTimeout(") || strings.Contains(f.Text(fn), "context.WithDeadline(") {
		return ""
	}
	ps := fn.ChildByFieldName("parameters")
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		if p.Sym() != model.SymParameterDeclaration || f.Text(p.ChildByFieldName("type")) != "context.Context" {
			continue
		}
		if nm := p.ChildByFieldName("name"); nm != nil {
			return f.Text(nm)
		}
	}
	return ""
}
