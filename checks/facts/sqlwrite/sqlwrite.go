// Package sqlwrite recognises a write-query tool: an MCP tool that runs a
// write statement the caller writes (`write_query(query)` of the SQL
// servers, `write_neo4j_cypher`, dolt's `exec` "Executes a WRITE query."),
// and the call in its handler that sends the statement. A retried call
// after a lost response runs the statement again: an INSERT inserts its rows
// a second time (CWE-837), so RC601 counts the call as the tool's mutation.
// The tool cannot tell an INSERT from an idempotent UPDATE in text it never
// sees; the name says the tool is there to write, and the blind set's
// reviewers mark such tools defects (dolt exec, snowflake and go-mcp-mysql
// write_query, altinity write_query, mcp-go-mysql execute).
//
// A read tool (`read_query`, `execute_query`, `run_sql` with no write in
// its name) is none: it may run anything, but nothing says it writes. A
// tool declared idempotent is left to RC601's hint handling.
package sqlwrite

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/toolname"
	"github.com/resilience-check/resilience-check/checks/model"
)

// What names the mutation in RC601's message: "performs a write query the
// caller wrote (db.execute_query at line 12)".
const What = "write query the caller wrote"

// statementWords name what a write-query tool takes: a query, SQL, a
// statement, Cypher or DML.
var statementWords = map[string]bool{"query": true, "queries": true, "sql": true, "statement": true, "statements": true, "cypher": true, "dml": true}

// execWords are the verbs of a generic execute tool (`exec`, `execute_sql`,
// `run_statement`), a write one only when its description says so.
var execWords = map[string]bool{"exec": true, "execute": true, "run": true}

// writeDescRE finds a description that says the tool runs a write
// statement: "Executes a WRITE query.", "Execute a write SQL query".
var writeDescRE = regexp.MustCompile(`(?i)\bexecutes?\s+an?\s+write\s+(sql\s+)?(query|statement)`)

// Tool reports whether a tool named name, whose schema and description
// texts are texts, runs a write statement the caller gives: its name joins
// "write" to a statement word (`write_query`, `run_write_query`,
// `write_neo4j_cypher`), or it is a bare execute tool (`exec`, `execute_sql`:
// no word beside an execute verb and statement words) whose description says
// it executes a write query.
func Tool(name string, texts []string) bool {
	ws := toolname.Words(name)
	write, stmt, other, exec := false, false, false, false
	for _, w := range ws {
		switch {
		case w == "write":
			write = true
		case statementWords[w]:
			stmt = true
		case execWords[w]:
			exec = true
		case w == "handle" || w == "tool":
		default:
			other = true
		}
	}
	if write && (stmt || strings.Contains(strings.ToLower(name), "cypher")) {
		return true
	}
	if !exec || write || other {
		return false
	}
	for _, t := range texts {
		if writeDescRE.MatchString(t) {
			return true
		}
	}
	return false
}

// execCalleeRE matches the last name of a call that sends a statement:
// execute, exec, query, run and their compounds (`execute_query`, `dbRun`,
// `ExecContext`, `executeWrite`, `HandleExec`, `writeQuery`).
var execCalleeRE = regexp.MustCompile(`(?i)(exec|query|run$|^run_|write)`)

// checkCalleeRE matches a call that inspects the statement rather than
// sends it (`dialect.ValidateWriteQuery`, `_is_write_query`,
// `checkQuery`, `log_query`).
var checkCalleeRE = regexp.MustCompile(`(?i)^_*(validate|valid|is|check|ensure|assert|verify|parse|format|log|sanitize|guard|has|should|can|get|explain|classify|detect|split|strip|normalize|clean|build|print|debug|info|warn|error)`)

// argWordRE finds a statement argument: an identifier or a key named query,
// sql, statement or cypher (`query`, `args.query`, `arguments["query"]`,
// `req.SQL`).
var argWordRE = regexp.MustCompile(`(?i)\b(query|sql|statement|cypher|stmt)\b`)

// Exec returns the first call of handler (in source order) that sends the
// caller's statement: a call whose last name executes (execCalleeRE) and one
// of whose arguments names the statement (argWordRE); nil when none shows.
func Exec(f *model.File, handler *model.Node) *model.Node {
	var found *model.Node
	model.Walk(handler, func(n *model.Node) bool {
		if found != nil {
			return false
		}
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		fn := model.Callee(n)
		if fn == nil {
			return true
		}
		last := f.Text(fn)
		if i := strings.LastIndexAny(last, ".>"); i >= 0 {
			last = last[i+1:]
		}
		if !execCalleeRE.MatchString(last) || checkCalleeRE.MatchString(last) {
			return true
		}
		for i := 0; i < model.NumArgs(n); i++ {
			if a := model.Arg(n, i); a != nil && argWordRE.MatchString(f.Text(a)) {
				found = n
				return false
			}
		}
		return true
	})
	return found
}
