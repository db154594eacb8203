package rc501

import (
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/jsbuilt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC501 unbounded-pool.
//
// What it does: reports database connection pools created without the limits
// that keep them bounded: a node `pg` Pool without max, idleTimeoutMillis or
// connectionTimeoutMillis; a mysql2 createPool with an unbounded wait queue;
// an asyncpg pool without an explicit max_size or connect timeout; a
// SQLAlchemy engine whose pool limits are explicitly turned off; a Go
// database/sql pool (sql.Open, sqlx) that never gets SetMaxOpenConns.
//
// Why is this bad? Without a cap, a burst of parallel tool calls opens
// connections until the database refuses them or the process runs out of
// file descriptors; without an acquire timeout, callers wait forever for a
// free connection (CWE-770, allocation of resources without limits).
//
// Example:
//
//	const pool = new Pool({ connectionString: process.env.DATABASE_URL });
//
// Use instead:
//
//	const pool = new Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
//
// Source: SkillAudit's "Designing for resiliency" checklist item 7 and
// pattern 8 ("Database connection pools
// have explicit max, idleTimeoutMillis and connectionTimeoutMillis set");
// CWE-770. No peer linter has this rule.
var Rule = &model.Rule{
	ID: "RC501", Name: "unbounded-pool", Severity: model.SeverityLow, CWE: 770, Checklist: model.ItemPools,
	Summary: "Database connection pool without a size cap, idle limit or acquire timeout",
	Description: "A connection pool with no maximum size opens connections until the database or the process runs out, " +
		"and one with no acquire timeout makes callers wait forever for a free connection when all are busy. Set the " +
		"pool's maximum size, idle timeout and connection (acquire) timeout explicitly.",
	Help:      unboundedPoolHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkUnboundedPool,
}

const unboundedPoolHelp = `## What it does
Reports database connection pools created without the limits that keep them
bounded:

- **JavaScript / TypeScript**: ` + "`new Pool(...)`" + ` from ` + "`pg`" + ` (or ` + "`pg-pool`" + `) whose options
  lack any of ` + "`max`" + `, ` + "`idleTimeoutMillis`" + ` and ` + "`connectionTimeoutMillis`" + `, or set
  ` + "`connectionTimeoutMillis: 0`" + ` / ` + "`idleTimeoutMillis: 0`" + ` (both mean "no limit"). pg's
  ` + "`connectionTimeoutMillis`" + ` defaults to 0: a caller waits forever for a free
  connection. mysql2 / mysql ` + "`createPool(...)`" + ` without ` + "`connectionLimit`" + `, or whose wait
  queue is unbounded (no ` + "`queueLimit`" + ` or ` + "`queueLimit: 0`" + `, with ` + "`waitForConnections`" + ` left on).
  Options built by a function or method of the file (a DSN parser:
  ` + "`new Pool(await this.dsnParser.parse(dsn, cfg))`" + `, ` + "`createPool(options(dsn))`" + `) are followed
  to the object literal it returns and the keys it assigns to it; a limit assigned only under a
  condition (` + "`if (seconds !== undefined) cfg.connectionTimeoutMillis = ...`" + `) is absent by
  default and counts as missing (a default set when the key is missing,
  ` + "`if (!cfg.max) cfg.max = 10`" + `, counts as set, as does one under a test that the value's positive
  fallback passes: ` + "`const ms = opts.timeout ?? 5000; if (ms > 0) cfg.connectionTimeoutMillis = ms`" + `). Such a finding carries no fix: the literal is
  shared by the helper's other callers.
- **Python**: ` + "`asyncpg.create_pool(...)`" + ` without an explicit ` + "`max_size`" + ` or connect
  ` + "`timeout`" + ` (asyncpg has no acquire timeout by default, so pass ` + "`timeout=`" + ` to
  ` + "`pool.acquire()`" + ` too). SQLAlchemy ` + "`create_engine`" + ` / ` + "`create_async_engine`" + ` only when a
  limit is explicitly turned off: ` + "`pool_size=0`" + ` (no limit), ` + "`max_overflow=-1`" + ` (no overflow
  limit) or ` + "`pool_timeout=None`" + ` (wait forever). SQLAlchemy's defaults (5 connections plus
  10 overflow, 30 s checkout timeout) are bounded, so an engine without pool arguments is
  not reported; ` + "`poolclass=NullPool`" + ` keeps no pool and is not reported either.
- **Go**: ` + "`sql.Open`" + `, ` + "`sql.OpenDB`" + ` and ` + "`sqlx.Open/Connect`" + ` whose pool never gets
  ` + "`SetMaxOpenConns`" + ` in the file (database/sql allows unlimited open connections by
  default). Idle connections are capped at 2 by default, so ` + "`SetMaxIdleConns`" + ` /
  ` + "`SetConnMaxIdleTime`" + ` are suggested but not required.

Not reported: options of unknown origin (a variable from another file, ` + "`**kwargs`" + `,
a spread), Go pools returned to the caller, which may configure them
(` + "`return sql.Open(...)`" + `, ` + "`return db, nil`" + `), ` + "`pgxpool`" + ` (its ` + "`MaxConns`" + ` defaults to max(4, CPUs)), psycopg_pool
(defaults bounded: max_size = min_size, timeout 30 s) and Go ` + "`http.Transport`" + ` (an HTTP
keep-alive pool; its idle connections are capped by ` + "`MaxIdleConnsPerHost`" + ` = 2, and
` + "`MaxConnsPerHost`" + ` is a concurrency gate rather than a pool bound).

## Severity
Low: an unbounded pool is a capacity risk under load, not a hang on its own. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
An LLM orchestrator can issue many tool calls in parallel. A pool without a cap
opens a connection for each until the database's ` + "`max_connections`" + ` or the
process's file descriptors run out, which fails every client of that database, not
just this server. A pool without an acquire timeout turns a spike into requests that
queue forever with no useful error. Uncontrolled allocation without limits is CWE-770.

## Example
` + "```ts\nimport { Pool } from \"pg\";\nconst pool = new Pool({ connectionString: process.env.DATABASE_URL });\n```" + `

` + "```python\npool = await asyncpg.create_pool(DATABASE_URL)\nengine = create_engine(url, max_overflow=-1, pool_timeout=None)\n```" + `

` + "```go\ndb, err := sql.Open(\"pgx\", dsn)\n```" + `

## Use instead
` + "```ts\nconst pool = new Pool({\n  connectionString: process.env.DATABASE_URL,\n  max: 10,\n  idleTimeoutMillis: 30_000,\n  connectionTimeoutMillis: 5_000,\n});\n```" + `

` + "```python\npool = await asyncpg.create_pool(DATABASE_URL, max_size=10, timeout=5,\n                                 max_inactive_connection_lifetime=300)\nasync with pool.acquire(timeout=5) as conn: ...\nengine = create_engine(url, pool_size=5, max_overflow=10, pool_timeout=30)\n```" + `

` + "```go\ndb, err := sql.Open(\"pgx\", dsn)\ndb.SetMaxOpenConns(10)\ndb.SetMaxIdleConns(5)\ndb.SetConnMaxIdleTime(5 * time.Minute)\n```" + `

## References
- [CWE-770: Allocation of Resources Without Limits or Throttling](https://cwe.mitre.org/data/definitions/770.html)
- [SkillAudit, Designing for resiliency](https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/), checklist item 7 and pattern 8: "Database connection
  pools have explicit max, idleTimeoutMillis, and connectionTimeoutMillis set".
- [node-postgres Pool options](https://node-postgres.com/apis/pool)
- [mysql2 pool options](https://sidorares.github.io/node-mysql2/docs#using-connection-pools)
- [SQLAlchemy create_engine pool arguments](https://docs.sqlalchemy.org/en/20/core/engines.html#sqlalchemy.create_engine)
  and [QueuePool](https://docs.sqlalchemy.org/en/20/core/pooling.html#sqlalchemy.pool.QueuePool)
- [asyncpg create_pool](https://magicstack.github.io/asyncpg/current/api/index.html#asyncpg.pool.create_pool)
- [Go database/sql: managing connections](https://go.dev/doc/database/manage-connections)

CWE-770 · checklist: connection pools have max, idle and acquire limits (SkillAudit checklist item 7).
`

// unboundedPoolHints holds, per language, words of which a file must contain
// one for the rule to find anything. A JS pool's qualified name starts with
// its module, named by a string in the file: "pg" (then a closing quote),
// "pg-pool", "mysql" or "mysql2"; the quote makes a word the file's trigram
// set can reject, where "pg" alone needed a search of every file.
var unboundedPoolHints = model.Hints{
	model.LangPython:     {"asyncpg", "sqlalchemy"},
	model.LangJavaScript: {`pg'`, `pg"`, "pg`", "pg-pool", "mysql"},
	model.LangGo:         {`"database/sql"`, `"github.com/jmoiron/sqlx"`},
}

// goPool is a Go database/sql pool created in the file, judged after the walk.
type goPool struct {
	at      *model.Node
	name    string // variable it is bound to, "" when not bound
	local   bool   // declared in its function (:=, var), so only that function can configure it
	escapes bool   // returned from its function
}

// goScopeKey names a receiver within one function, for local pools.
func goScopeKey(n *model.Node, name string) string {
	if fn := model.EnclosingFunc(n); fn != nil {
		return name + "@" + strconv.Itoa(int(fn.StartByte()))
	}
	return name
}

func checkUnboundedPool(p *model.Pass) {
	f := p.File
	if !f.HasHint(unboundedPoolHints) {
		return
	}
	g := &goPools{f: f, setMax: map[string]bool{}}
	// every call (and JavaScript's new expressions), to the file's language's handler
	adapt.Calls(f, true, adapt.PerLang[func(*model.Node)]{
		Python: func(n *model.Node) { poolPy(p, n) },
		JS:     func(n *model.Node) { poolJS(p, n) },
		Go:     g.call,
	}.For(f.Lang))
	pools, setMax := g.pools, g.setMax
	for _, gp := range pools {
		key := gp.name
		if gp.local {
			key = goScopeKey(gp.at, gp.name)
		}
		if setMax[key] || gp.escapes || gp.name == "" {
			continue // configured, or returned to a caller that may configure it
		}
		fn := model.Callee(gp.at)
		p.Report(fn, f.Text(fn)+" pool never gets SetMaxOpenConns, so it opens connections without limit under load; "+
			"call "+gp.name+".SetMaxOpenConns(10) and SetConnMaxIdleTime", gp.name+".SetMaxOpenConns(10)")
	}
}

// goPoolOf finds the variable a Go pool constructor is bound to and whether
// that variable (or the call itself) is returned from the function.
func goPoolOf(f *model.File, call *model.Node) goPool {
	gp := goPool{at: call}
	par := call.Parent()
	if par != nil && par.Sym() == model.SymExpressionList {
		if par.Parent() != nil && par.Parent().Sym() == model.SymReturnStatement {
			gp.escapes = true
			return gp
		}
		if stmt := par.Parent(); stmt != nil && (stmt.Sym() == model.SymShortVarDeclaration || stmt.Sym() == model.SymAssignmentStatement) {
			if l := stmt.ChildByFieldName("left"); l != nil && l.NamedChildCount() > 0 {
				gp.name = f.Text(l.NamedChild(0))
				gp.local = stmt.Sym() == model.SymShortVarDeclaration
			}
		}
	} else if par != nil && par.Sym() == model.SymVarSpec {
		if nm := par.ChildByFieldName("name"); nm != nil {
			gp.name = f.Text(nm)
			gp.local = model.EnclosingFunc(call) != nil
		}
	}
	if gp.name == "" || gp.name == "_" {
		gp.name = ""
		return gp
	}
	scope := model.EnclosingFunc(call)
	if scope == nil {
		return gp
	}
	model.Walk(scope, func(n *model.Node) bool {
		if n.Sym() == model.SymFuncLiteral && n != scope {
			return false
		}
		if n.Sym() == model.SymReturnStatement {
			model.Walk(n, func(m *model.Node) bool {
				if m.Sym() == model.SymIdentifier && f.Text(m) == gp.name {
					gp.escapes = true
				}
				return !gp.escapes
			})
			return false
		}
		return !gp.escapes
	})
	return gp
}

// poolJS checks node pg pools and mysql2 pools.
func poolJS(p *model.Pass, call *model.Node) {
	f := p.File
	fn := model.Callee(call)
	if fn == nil {
		return
	}
	q := model.ImportedName(f, fn)
	switch {
	case call.Sym() == model.SymNewExpression && model.JsPgPools[q]:
		if model.HasSplat(call) {
			return
		}
		opts := model.Arg(call, 0)
		var obj *model.Node
		if opts != nil {
			if obj = f.Resolve(opts); obj.Sym() != model.SymObject {
				builtPool(p, call, opts, "pg Pool", []string{"max", "idleTimeoutMillis", "connectionTimeoutMillis"},
					"connectionTimeoutMillis", "max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000")
				return // options of unknown origin, or built by a helper (builtPool)
			}
		}
		var missing, off []string
		for _, k := range []string{"max", "idleTimeoutMillis", "connectionTimeoutMillis"} {
			v, spread := f.ObjectProp(obj, k)
			switch {
			case spread:
				return
			case v == nil:
				missing = append(missing, k)
			case k != "max" && f.Text(f.Resolve(v)) == "0":
				off = append(off, k+": 0")
			}
		}
		if len(missing) == 0 && len(off) == 0 {
			return
		}
		var why []string
		if len(missing) > 0 {
			why = append(why, "sets no "+poolJoin(missing, "or"))
		}
		if len(off) > 0 {
			why = append(why, "turns a limit off with "+poolJoin(off, "and"))
		}
		consequence := "its limits are left to defaults nobody chose"
		if model.PoolHas(missing, "connectionTimeoutMillis") || model.PoolHas(off, "connectionTimeoutMillis: 0") {
			consequence = "a caller waits forever for a free connection when the pool is exhausted"
		}
		fix := "max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000"
		p.ReportFix(call, "pg Pool "+strings.Join(why, " and ")+", so "+consequence+"; set "+fix, fix,
			optionsFix(f, call, obj, map[string]string{"max": "10", "idleTimeoutMillis": "30_000", "connectionTimeoutMillis": "5_000"},
				[]string{"max", "idleTimeoutMillis", "connectionTimeoutMillis"}, missing, off))
	case model.JsMysqlPools[q]:
		if model.HasSplat(call) {
			return
		}
		obj := f.Resolve(model.Arg(call, 0))
		if obj == nil || obj.Sym() != model.SymObject {
			if obj != nil && obj.Sym() == model.SymCallExpression {
				builtPool(p, call, model.Arg(call, 0), q[strings.LastIndex(q, ".")+1:], []string{"connectionLimit", "queueLimit"},
					"queueLimit", "connectionLimit: 10, queueLimit: 100")
			}
			return // a URI string or options of unknown origin, or built by a helper (builtPool)
		}
		limit, s1 := f.ObjectProp(obj, "connectionLimit")
		queue, s2 := f.ObjectProp(obj, "queueLimit")
		wait, s3 := f.ObjectProp(obj, "waitForConnections")
		if s1 || s2 || s3 {
			return
		}
		unboundedQueue := (queue == nil || f.Text(f.Resolve(queue)) == "0") && (wait == nil || f.Text(wait) != "false")
		if limit != nil && !unboundedQueue {
			return
		}
		var why []string
		if limit == nil {
			why = append(why, "sets no connectionLimit")
		}
		if unboundedQueue {
			why = append(why, "queues callers without limit (queueLimit 0) and mysql2 has no acquire timeout")
		}
		fix := "connectionLimit: 10, queueLimit: 100"
		name := q[strings.LastIndex(q, ".")+1:]
		var missing, off []string
		if limit == nil {
			missing = append(missing, "connectionLimit")
		}
		if unboundedQueue {
			if queue == nil {
				missing = append(missing, "queueLimit")
			} else {
				off = append(off, "queueLimit: 0")
			}
		}
		p.ReportFix(call, name+" "+strings.Join(why, " and ")+", so callers can wait forever when the pool is exhausted; set "+fix, fix,
			optionsFix(f, call, obj, map[string]string{"connectionLimit": "10", "queueLimit": "100"},
				[]string{"connectionLimit", "queueLimit"}, missing, off))
	}
}

// poolPy checks asyncpg pools and SQLAlchemy engines.
func poolPy(p *model.Pass, call *model.Node) {
	f := p.File
	fn := model.Callee(call)
	q := model.ImportedName(f, fn)
	if fn != nil && fn.Sym() == model.SymIdentifier && model.JsIsParam(f, fn, f.Text(fn)) {
		return // a parameter shadows the import
	}
	val := func(k string) *model.Node {
		v := f.Kwarg(call, k)
		if v != nil && model.Unwrap(v).Sym() == model.SymIdentifier {
			v = f.Resolve(v)
		}
		return v
	}
	switch {
	case model.PyAsyncpgPools[q]:
		if model.HasSplat(call) {
			return
		}
		var missing []string
		for _, k := range []string{"max_size", "timeout"} {
			if f.Kwarg(call, k) == nil {
				missing = append(missing, k)
			}
		}
		if len(missing) == 0 {
			return
		}
		fix := "max_size=10, timeout=5, max_inactive_connection_lifetime=300"
		var autofix *model.Fix
		if args := call.ChildByFieldName("arguments"); args != nil && args.Sym() == model.SymArgumentList {
			values := map[string]string{"max_size": "max_size=10", "timeout": "timeout=5"}
			var items []string
			for _, k := range missing {
				items = append(items, values[k])
			}
			e := f.AppendItems(args, items...)
			autofix = &model.Fix{Applicability: model.FixSafe, Message: "add " + strings.Join(items, ", "), Edits: []model.Edit{e}}
		}
		p.ReportFix(fn, f.Text(fn)+" sets no explicit "+poolJoin(missing, "or")+", and asyncpg's pool.acquire() waits forever by default, "+
			"so a burst of calls queues without bound; pass "+fix+" and acquire(timeout=5)", fix, autofix)
	case model.PySQLAEngines[q]:
		if pc := f.Kwarg(call, "poolclass"); pc != nil && strings.HasSuffix(f.Text(pc), "NullPool") {
			return
		}
		var off []string
		if v := val("pool_size"); v != nil && f.Text(v) == "0" {
			off = append(off, "pool_size=0 (no limit)")
		}
		if v := val("max_overflow"); v != nil && strings.ReplaceAll(f.Text(v), " ", "") == "-1" {
			off = append(off, "max_overflow=-1 (no overflow limit)")
		}
		if v := val("pool_timeout"); v != nil && model.IsNone(v) {
			off = append(off, "pool_timeout=None (wait forever for a connection)")
		}
		if len(off) == 0 {
			return
		}
		fix := "pool_size=5, max_overflow=10, pool_timeout=30"
		p.Report(fn, f.Text(fn)+" turns off its pool limits with "+poolJoin(off, "and")+", so load can open or wait for "+
			"connections without bound; pass "+fix, fix)
	}
}

// poolJoin joins words as "a, b and c" (or "a, b or c" with conj "or").
func poolJoin(words []string, conj string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conj + " " + words[len(words)-1]
}

// optionsFix writes the missing pool options into a JS options object (or a
// new one when the call has none) and replaces limits turned off ("key: 0"
// in off) with values[key]. It is safe when the object is written in the
// call, unsafe when it was found through a variable (other pools may share
// it). order fixes the order in which missing options are added.
func optionsFix(f *model.File, call, obj *model.Node, values map[string]string, order, missing, off []string) *model.Fix {
	var edits []model.Edit
	var items []string
	for _, k := range order {
		if model.PoolHas(missing, k) {
			items = append(items, k+": "+values[k])
		}
	}
	for _, o := range off {
		k := strings.TrimSuffix(o, ": 0")
		v, _ := f.ObjectProp(obj, k)
		if v == nil || f.Resolve(v) != v {
			return nil
		}
		edits = append(edits, model.Edit{Start: int(v.StartByte()), End: int(v.EndByte()), Text: values[k]})
	}
	app := model.FixSafe
	switch {
	case obj == nil:
		args := call.ChildByFieldName("arguments")
		if args == nil {
			return nil
		}
		edits = append(edits, f.AppendItem(args, "{ "+strings.Join(items, ", ")+" }"))
	case len(items) > 0:
		edits = append(edits, f.AppendItems(obj, items...))
	}
	if obj != nil && !model.Contains(call, obj) {
		app = model.FixUnsafe
	}
	if len(edits) == 0 {
		return nil
	}
	return &model.Fix{Applicability: app, Message: "set " + strings.Join(append(items, off...), ", "), Edits: edits}
}

// builtPool reports a JS pool whose options a function or method of the same
// file builds (jsbuilt.Resolve: `new Pool(await this.dsnParser.parse(dsn,
// cfg))`) when one of keys is never set, or set only under a condition
// (`if (connectionTimeoutSeconds !== undefined) cfg.connectionTimeoutMillis =
// ...`): absent by default, and the default is what runs. waitKey is the key
// whose absence lets a caller wait forever for a connection. The finding
// carries no autofix: the literal is in another function, which other
// callers may share. issue 18, batch 4 (dbhub's connectors).
func builtPool(p *model.Pass, call, arg *model.Node, name string, keys []string, waitKey, fix string) {
	f := p.File
	b, ok := jsbuilt.Resolve(f, arg)
	if !ok {
		return
	}
	_, onlyIf, missing, spread := jsbuilt.Keys(f, b, call, f.Resolve(arg), keys...)
	if spread || len(onlyIf)+len(missing) == 0 {
		return
	}
	var why []string
	if len(missing) > 0 {
		why = append(why, "sets no "+poolJoin(missing, "or"))
	}
	if len(onlyIf) > 0 {
		why = append(why, "sets "+poolJoin(onlyIf, "and")+" only when configured (absent by default)")
	}
	consequence := "its limits are left to defaults nobody chose"
	if model.PoolHas(missing, waitKey) || model.PoolHas(onlyIf, waitKey) {
		consequence = "a caller waits forever for a free connection when the pool is exhausted"
	}
	p.ReportFix(call, name+" (options built at line "+model.Itoa(model.LineOf(f, b.Obj))+") "+strings.Join(why, " and ")+", so "+consequence+"; set "+fix, fix, nil)
}
