package rc103

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jsbuilt"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// mysqlJSQueryDoc is the page that states node mysql's query timeout: an
// optional per-query inactivity `timeout`, none unless given (mysql2 keeps
// the option and its absence of a default; its pool and connection configs
// have no query timeout at all).
const mysqlJSQueryDoc = "https://github.com/mysqljs/mysql#timeouts"

var (
	// mysqlJSModules are the node MySQL drivers whose queries take a
	// per-query timeout option and have no default one.
	mysqlJSModules = map[string]bool{"mysql2": true, "mysql2/promise": true, "mysql": true}
	// mysqlJSMakers make a pool or a connection of those drivers.
	mysqlJSMakers = map[string]bool{"createPool": true, "createConnection": true, "createPoolCluster": true}
	// mysqlJSQueryMethods run SQL on a pool or connection.
	mysqlJSQueryMethods = map[string]bool{"query": true, "execute": true}
	// mysqlStmtLimit matches SQL or a setting that bounds a MySQL or MariaDB
	// statement's run time on the server.
	mysqlStmtLimit = regexp.MustCompile(`(?i)max_execution_time|max_statement_time`)
	// mysqlJSSyms are the nodes reportMySQLJSQueries looks at.
	mysqlJSSyms = model.NewSymBitset(model.SymCallExpression)
)

// reportMySQLJSQueries reports queries of node's mysql2 and mysql drivers
// that run SQL the file does not spell out (the caller's, the model's) with
// no timeout option: neither driver has a query timeout in its pool or
// connection config, and a query runs without one unless it passes
// `{ sql, timeout }` (mysqljs "Timeouts"). A query counts as on such a
// driver when its receiver is a connection from `X.getConnection()` or a
// pool or connection the file makes with createPool / createConnection
// (through variables and this./self. members). A file that mentions
// max_execution_time or max_statement_time (a server-side limit set per
// session) is not judged. Only SQL held in a variable the file does not fill
// with a literal is reported (a parameter, a value computed from one): the
// defect is the unbounded SQL a tool passes through, and statements the file
// spells out (schema reads, SET ..., a setup script's DDL) are left alone
// (blind rows: benborla's mcp-server-mysql write and read paths, dbhub's
// mysql connector, whose timeout is set only when configured).
func reportMySQLJSQueries(p *model.Pass) {
	f := p.File
	if f.Lang != model.LangJavaScript && f.Lang != model.LangTypeScript {
		return
	}
	imported := false
	for _, m := range f.Imports() {
		if mysqlJSModules[m] {
			imported = true
		}
	}
	if !imported || mysqlStmtLimit.Match(f.Src) {
		return
	}
	f.NodesOf(mysqlJSSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymMemberExpression || !mysqlJSQueryMethods[f.Text(callee.ChildByFieldName("property"))] {
			return true
		}
		if !mysqlJSConn(f, callee.ChildByFieldName("object"), 0) {
			return true
		}
		a := model.Arg(call, 0)
		if a == nil || model.HasSplat(call) {
			return true
		}
		sql := model.Unwrap(a)
		onlyIf := false
		if sql.Sym() == model.SymObject {
			if t, spread := f.ObjectProp(sql, "timeout"); spread || t != nil && !mysqlUnsetMember(f, t) {
				return true
			} else if t != nil {
				onlyIf = true
			}
			sql, _ = f.ObjectProp(sql, "sql")
		}
		// SQL held in a variable the file does not fill with a literal: a
		// parameter, a value computed from one (the tool's, the model's)
		if sql == nil || (sql.Sym() != model.SymIdentifier && sql.Sym() != model.SymShorthandPropertyIdentifier) {
			return true
		}
		if v := f.Resolve(sql); v != nil && v != sql && dbStringish(v) {
			return true
		}
		const fix = "pass { sql, timeout: 15_000 } (or SET SESSION max_execution_time=15000)"
		name := f.Text(callee)
		if len(name) > 50 || strings.Contains(name, "\n") {
			name = f.Text(callee.ChildByFieldName("property"))
		}
		how := "with no timeout option"
		if onlyIf {
			how = "with a timeout option that is set only when configured"
		}
		p.Report(callee, name+" runs SQL the file does not spell out "+how+", and the mysql driver has no default query "+
			"timeout ("+mysqlJSQueryDoc+"), so a slow or locked query holds its connection and the tool call forever; "+fix, fix)
		return true
	})
}

// mysqlUnsetMember reports whether a timeout value is a this. member that
// the file assigns only under a condition that does not test it, and never
// initialises (`private queryTimeoutMs?: number`, `if (cfg.seconds !==
// undefined) this.queryTimeoutMs = ...`): undefined, so no timeout, by default.
func mysqlUnsetMember(f *model.File, t *model.Node) bool {
	t = model.Unwrap(t)
	if t.Sym() != model.SymMemberExpression || f.Text(t.ChildByFieldName("object")) != "this" {
		return false
	}
	name, prop := f.Text(t), f.Text(t.ChildByFieldName("property"))
	assigned, always := false, false
	f.NodesOf(memberAssignSyms, func(a *model.Node) bool {
		if f.Text(a.ChildByFieldName("left")) != name {
			return true
		}
		assigned = true
		if fn := model.EnclosingFunc(a); fn == nil || !jsbuilt.Conditional(f, a, fn, prop) {
			always = true
		}
		return !always
	})
	if !assigned || always {
		return false
	}
	initialised := false
	f.NodesOf(fieldSyms, func(d *model.Node) bool {
		if n := d.ChildByFieldName("name"); n != nil && f.Text(n) == prop && d.ChildByFieldName("value") != nil {
			initialised = true // a class field with a value
		}
		return !initialised
	})
	return !initialised
}

// fieldSyms are the class field declarations mysqlUnsetMember reads.
var fieldSyms = model.NewSymBitset(model.SymPublicFieldDefinition, model.SymFieldDefinition)

// mysqlJSConn reports whether receiver n is a connection or pool of node's
// mysql drivers: the value of `X.getConnection()`, of createPool /
// createConnection of an imported mysql module, through variables and the
// calls assigned to a this./self. member.
func mysqlJSConn(f *model.File, n *model.Node, depth int) bool {
	if n == nil || depth > 4 {
		return false
	}
	u := model.Unwrap(n)
	if u.Sym() == model.SymMemberExpression {
		if o := f.Text(u.ChildByFieldName("object")); o == "this" || o == "self" {
			// every assignment of the member makes a mysql pool or
			// connection or resets it (null, undefined), and one makes
			// it: `this.connection = await mysql.createConnection(cfg)`
			// in connect(), `this.connection = null` in close()
			name, made, other, cls := f.Text(u), false, false, tval.ClassOf(u)
			f.NodesOf(memberAssignSyms, func(a *model.Node) bool {
				if f.Text(a.ChildByFieldName("left")) == name && tval.ClassOf(a) == cls {
					switch r := model.Unwrap(a.ChildByFieldName("right")); {
					case mysqlJSMade(f, r):
						made = true
					case r != nil && (r.Sym() == model.SymNull || r.Sym() == model.SymUndefined):
					default:
						other = true
					}
				}
				return true
			})
			if made && !other {
				return true
			}
			if other {
				return false // it may hold another driver's client: unknown
			}
		}
	}
	return mysqlJSMade(f, f.Resolve(n))
}

// mysqlJSMade reports whether v is a call that makes or hands out a mysql
// pool or connection.
func mysqlJSMade(f *model.File, v *model.Node) bool {
	if v == nil || v.Sym() != model.SymCallExpression {
		return false
	}
	callee := model.Callee(v)
	if callee == nil || callee.Sym() != model.SymMemberExpression {
		return false
	}
	m := f.Text(callee.ChildByFieldName("property"))
	if m == "getConnection" {
		return true
	}
	if !mysqlJSMakers[m] {
		return false
	}
	q := model.ImportedName(f, callee)
	i := strings.LastIndexByte(q, '.')
	return i > 0 && (mysqlJSModules[q[:i]] || mysqlJSModules[strings.TrimSuffix(q[:i], ".default")])
}
