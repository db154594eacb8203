package rc103

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// sqlaEngines are SQLAlchemy's engine constructors: the engine connects
// with the DBAPI driver its URL names and passes connect_args (and the URL's
// query) to that driver's connect, so its query bound is the driver's.
var sqlaEngines = map[string]bool{"sqlalchemy.create_engine": true, "sqlalchemy.engine.create_engine": true,
	"sqlalchemy.ext.asyncio.create_async_engine": true}

// sqlaDialect is what a URL's dialect+driver connects with: the bound the
// driver reads from connect_args and the page that gives its default.
type sqlaDialect struct {
	driver, fix, url string
}

// sqlaDialects maps the dialect+driver of an engine URL to its driver, for
// the drivers whose query bound defaults to none (checked in each driver's
// documentation or source, the url). A bare postgresql names SQLAlchemy's
// default driver, psycopg2; PostgreSQL's statement_timeout is 0 (none)
// unless set. A URL of any other dialect (SQLite, an embedded engine,
// mysqlclient's bare mysql://, a driver not listed) is not judged.
var sqlaDialects = func() map[string]sqlaDialect {
	pg := sqlaDialect{"psycopg2", `connect_args={"options": "-c statement_timeout=15000"}`,
		"https://www.postgresql.org/docs/current/runtime-config-client.html#GUC-STATEMENT-TIMEOUT"}
	pg3 := pg
	pg3.driver = "psycopg"
	apg := sqlaDialect{"asyncpg", `connect_args={"command_timeout": 15}`,
		"https://magicstack.github.io/asyncpg/current/api/index.html#asyncpg.connection.connect"}
	pymysql := sqlaDialect{"PyMySQL", `connect_args={"read_timeout": 15}`,
		"https://pymysql.readthedocs.io/en/latest/modules/connections.html"}
	asyncmy := sqlaDialect{"asyncmy", `connect_args={"read_timeout": 15}`,
		"https://github.com/long2ice/asyncmy/blob/main/asyncmy/connection.pyi"}
	connector := sqlaDialect{"mysql-connector-python", `connect_args={"read_timeout": 15}`,
		"https://dev.mysql.com/doc/connector-python/en/connector-python-connectargs.html"}
	m := map[string]sqlaDialect{
		"postgresql": pg, "postgres": pg, "postgresql+psycopg2": pg, "postgresql+psycopg": pg3, "postgresql+asyncpg": apg,
	}
	for _, d := range []string{"mysql", "mariadb"} {
		m[d+"+pymysql"] = pymysql
		m[d+"+asyncmy"] = asyncmy
		m[d+"+mysqlconnector"] = connector
	}
	return m
}()

// sqlaSchemeRe reads the dialect+driver at the start of a URL string
// literal or f-string (`f"mysql+pymysql://{user}@..."`).
var sqlaSchemeRe = regexp.MustCompile(`^\(?\s*[rbuRBUfF]*(?:"|'|"""|''')([A-Za-z0-9_]+(?:\+[A-Za-z0-9_]+)?)://`)

// reportSQLAEngines reports a SQLAlchemy engine built from a URL whose
// dialect+driver the file spells out (a literal, an f-string, a function
// or method of the file that returns one) and whose driver has no query
// bound by default (sqlaDialects), when neither connect_args nor the file
// names one (statement_timeout, command_timeout, read_timeout,
// max_execution_time, max_statement_time anywhere: the URL's query,
// connect_args, a SET run on connect): every query of the engine can wait forever. A URL from the
// environment or a parameter names no driver and is not judged; nor is an
// engine given **kwargs, or connect_args the file does not spell out.
func reportSQLAEngines(p *model.Pass) {
	f := p.File
	if f.Lang != model.LangPython || !f.Contains("sqlalchemy") ||
		f.ContainsFold("statement_timeout", "command_timeout", "read_timeout", "max_execution_time", "max_statement_time") {
		return
	}
	f.NodesOf(sqlaCallSyms, func(call *model.Node) bool {
		fn := model.Callee(call)
		if fn == nil || !sqlaEngines[model.ImportedName(f, fn)] || model.HasSplat(call) {
			return true
		}
		if ca := f.Kwarg(call, "connect_args"); ca != nil {
			if v := f.Resolve(ca); v.Sym() != model.SymDictionary || strings.Contains(f.Text(v), "**") {
				return true // connect_args of unknown content
			}
		}
		u := model.Arg(call, 0)
		if u == nil {
			u = f.Kwarg(call, "url")
		}
		scheme := sqlaScheme(f, u, 0)
		d, ok := sqlaDialects[strings.ToLower(scheme)]
		if !ok {
			return true
		}
		p.Report(fn, f.Text(fn)+" of a "+scheme+" URL gives the "+d.driver+" driver no query timeout, and it has none by default ("+
			d.url+"), so a query that never returns holds its pooled connection and caller forever; pass "+d.fix,
			"pass "+d.fix)
		return true
	})
}

// sqlaCallSyms are the nodes reportSQLAEngines visits.
var sqlaCallSyms = model.NewSymBitset(model.SymCall)

// sqlaScheme returns the dialect+driver of URL expression u: a string or
// f-string, a variable bound to one, or a call of a function or method of
// the file every return of which gives the same scheme. "" when unknown.
func sqlaScheme(f *model.File, u *model.Node, depth int) string {
	if u == nil || depth > 3 {
		return ""
	}
	v := model.Unwrap(f.Resolve(u))
	if v == nil {
		return ""
	}
	if dbStringish(v) || v.Sym() == model.SymParenthesizedExpression {
		if m := sqlaSchemeRe.FindStringSubmatch(f.Text(v)); m != nil {
			return m[1]
		}
		return ""
	}
	if v.Sym() != model.SymCall {
		return ""
	}
	callee := model.Callee(v)
	name := ""
	switch {
	case callee == nil:
	case callee.Sym() == model.SymIdentifier:
		name = f.Text(callee)
	case callee.Sym() == model.SymAttribute && f.Text(callee.ChildByFieldName("object")) == "self":
		name = f.Text(callee.ChildByFieldName("attribute"))
	}
	if name == "" {
		return ""
	}
	var def *model.Node
	n := 0
	f.NodesOf(sqlaDefSyms, func(d *model.Node) bool {
		if f.Text(d.ChildByFieldName("name")) == name {
			def = d
			n++
		}
		return true
	})
	if n != 1 {
		return ""
	}
	scheme := ""
	for _, r := range dbFuncReturns(def) {
		s := sqlaScheme(f, r, depth+1)
		if s == "" || scheme != "" && s != scheme {
			return ""
		}
		scheme = s
	}
	return scheme
}

// sqlaDefSyms are the function definitions sqlaScheme follows.
var sqlaDefSyms = model.NewSymBitset(model.SymFunctionDefinition)
