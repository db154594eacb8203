package rc103

import (
	"bytes"
	"strconv"

	"github.com/resilience-check/resilience-check/checks/model"
)

// postgresJSDoc is the page that lists postgres.js's connection options: no
// query or statement timeout of its own (idle_timeout 0, none;
// connect_timeout 30 s bounds only connecting), and `connection` passes
// server parameters such as statement_timeout to every connection.
const postgresJSDoc = "https://github.com/porsager/postgres#connection-details"

// postgresJSSyms are the nodes reportPostgresJSQueries looks at.
var postgresJSSyms = model.NewSymBitset(model.SymCallExpression)

// postgresJSMaxHops bounds how far a query's tag is followed back to the
// postgres() call that made it (variables, functions of the file that
// return it).
const postgresJSMaxHops = 4

// reportPostgresJSQueries reports queries of postgres.js (the npm package
// "postgres"): a tagged template `sql\`SELECT ...\“ or `sql.unsafe(q)` run
// on a client the file makes with postgres(...), in a file that never names
// statement_timeout. postgres.js has no query timeout: a query waits until
// the server answers, so a slow or locked query holds its connection and the
// tool call forever unless the server's statement_timeout ends it (set per
// client with `connection: { statement_timeout: ... }`, or in SQL). The
// client is found through a variable bound to the call (`const sql =
// postgres(url)`, or a module variable a function assigns: `let sql; ...
// sql = postgres(url, opts)`) and through functions of the file that return
// it (`const db = getDatabase()`); a tag that leads anywhere else (a
// transaction's callback parameter, an import) is not judged. Blind rows:
// Success-co-saas/mcp-success-co tools/core.js and oauth-validator.js
// ("library unknown to the tool": postgres.js sets connect_timeout only).
func reportPostgresJSQueries(p *model.Pass) {
	f := p.File
	if !f.Lang.IsJS() {
		return
	}
	imported := false
	for _, m := range f.Imports() {
		if m == "postgres" {
			imported = true
		}
	}
	if !imported || bytes.Contains(f.Src, []byte("statement_timeout")) {
		return
	}
	f.NodesOf(postgresJSSyms, func(call *model.Node) bool {
		if model.EnclosingFunc(call) == nil {
			return true // top-level statements run once at start-up
		}
		fn := model.Unwrap(call.ChildByFieldName("function"))
		args := call.ChildByFieldName("arguments")
		if fn == nil || args == nil {
			return true
		}
		tag := fn
		switch {
		case args.Sym() == model.SymTemplateString && fn.Sym() == model.SymIdentifier:
		case fn.Sym() == model.SymMemberExpression && f.Text(fn.ChildByFieldName("property")) == "unsafe":
			tag = model.Unwrap(fn.ChildByFieldName("object"))
			if tag == nil || tag.Sym() != model.SymIdentifier {
				return true
			}
		default:
			return true
		}
		ctor := postgresJSClient(f, tag, 0)
		if ctor == nil {
			return true
		}
		const fix = "pass connection: { statement_timeout: 15000 } in postgres()'s options"
		name := f.Text(tag) + "`...`"
		if tag != fn {
			name = f.Text(tag) + ".unsafe"
		}
		p.Report(fn, name+" runs a query on the postgres.js client made at line "+strconv.Itoa(model.LineOf(f, ctor))+
			" with no statement_timeout, and postgres.js has no query timeout of its own ("+postgresJSDoc+
			"), so a slow or locked query holds its connection and the tool call forever; "+fix, fix)
		return true
	})
}

// postgresJSClient returns the postgres(...) call that identifier n, a
// query's tag, holds, or nil when it cannot tell.
func postgresJSClient(f *model.File, n *model.Node, depth int) *model.Node {
	if n == nil || depth > postgresJSMaxHops {
		return nil
	}
	v := model.Unwrap(f.Resolve(n))
	if v == nil {
		return nil
	}
	if v.Sym() == model.SymAwaitExpression && v.NamedChildCount() > 0 {
		v = model.Unwrap(v.NamedChild(0))
	}
	switch {
	case v.Sym() == model.SymCallExpression:
		return postgresJSCall(f, v, depth)
	case v == model.Unwrap(n) || v.Sym() == model.SymNull || v.Sym() == model.SymUndefined:
		// a variable declared without a value (`let sql;`, `let sql = null`)
		// that a function assigns: the calls assigned to it
		if n.Sym() != model.SymIdentifier {
			return nil
		}
		name := f.Text(n)
		var found *model.Node
		f.NodesOf(memberAssignSyms, func(a *model.Node) bool {
			if f.Text(a.ChildByFieldName("left")) != name {
				return true
			}
			if r := model.Unwrap(a.ChildByFieldName("right")); r != nil && r.Sym() == model.SymCallExpression {
				found = postgresJSCall(f, r, depth)
			}
			return found == nil
		})
		return found
	}
	return nil
}

// postgresJSCall returns call when it is postgres(...) of the "postgres"
// module, or the postgres(...) call a function of the file that call names
// returns, else nil.
func postgresJSCall(f *model.File, call *model.Node, depth int) *model.Node {
	if model.CalleeName(f, call) == "postgres" {
		return call
	}
	callee := model.Unwrap(model.Callee(call))
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return nil
	}
	def := f.LocalFunc(callee)
	if def == nil {
		return nil
	}
	for _, r := range dbFuncReturns(def) {
		r = model.Unwrap(r)
		if r.Sym() == model.SymIdentifier {
			if c := postgresJSClient(f, r, depth+1); c != nil {
				return c
			}
		} else if r.Sym() == model.SymCallExpression {
			if c := postgresJSCall(f, r, depth+1); c != nil {
				return c
			}
		}
	}
	return nil
}
