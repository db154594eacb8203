package rc103

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/godbctx"
	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/goxtype"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/jsbuilt"
	"github.com/resilience-check/resilience-check/checks/facts/splatkw"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Rule is RC103 db-call-without-timeout.
//
// What it does: reports PostgreSQL connections and pools opened without a
// connect timeout or without a statement (query) timeout: psycopg2, psycopg 3
// and their pools, asyncpg connect/create_pool, and node `pg` Pool/Client;
// and Go database/sql Query/QueryRow/Exec calls that use the non-Context form
// inside a function that has a context.Context or an *http.Request.
//
// Why is this bad? libpq and node-postgres wait forever by default: for a
// connection to an unreachable database, and for a query that never returns
// (a lock wait, a runaway plan). The caller, its worker and a pooled
// connection are held for as long as that lasts; a few such calls exhaust the
// server (CWE-400). Go's non-Context forms ignore the request's cancellation
// and deadline, so a client that gave up still holds a connection.
//
// Example:
//
//	conn = psycopg2.connect(os.environ["DATABASE_URL"])
//
// Use instead:
//
//	conn = psycopg2.connect(os.environ["DATABASE_URL"], connect_timeout=5,
//	                        options="-c statement_timeout=15000")
//
// Source: the MCP Security Standard's MCP-INPUT-03 "Timeout Enforcement"
// (red flag "database queries without statement timeout", 15 s database
// budget); SkillAudit's "Designing for resiliency" checklist item 1 (a
// timeout on every upstream call, database queries included),
// checklist item ItemSubprocessDB ("Subprocess and database calls have
// timeouts", the item that names database calls); CWE-400. Peers: semgrep has rules for Go's
// context-less database/sql calls in some rule packs; Ruff and Bandit have
// none for database timeouts.
var Rule = &model.Rule{
	ID: "RC103", Name: "db-call-without-timeout", Severity: model.SeverityMedium, CWE: 400, Checklist: model.ItemSubprocessDB,
	Summary: "Database connection or query without a connect or statement timeout",
	Description: "A database connection opened without a connect timeout waits forever for an unreachable server, and " +
		"one without a statement timeout lets a query that never returns hold its caller and its pooled connection " +
		"indefinitely. Set a connect timeout and a statement (query) timeout, and in Go pass the request's context " +
		"with a deadline to QueryContext/ExecContext.",
	Help:      dbTimeoutHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkDBTimeout,
}

const dbTimeoutHelp = `## What it does
Reports PostgreSQL connections and pools opened without a connect timeout or a
statement (query) timeout, and Go database calls that cannot be cancelled.

- **Python**: ` + "`psycopg2.connect`" + `, ` + "`psycopg.connect`" + ` (also
  ` + "`Connection.connect`" + ` / ` + "`AsyncConnection.connect`" + `), ` + "`psycopg2.pool.SimpleConnectionPool`" + ` /
  ` + "`ThreadedConnectionPool`" + ` and ` + "`psycopg_pool.ConnectionPool`" + ` / ` + "`AsyncConnectionPool`" + ` (their
  ` + "`kwargs={...}`" + `) without a statement timeout (` + "`options=\"-c statement_timeout=...\"`" + `,
  or ` + "`statement_timeout`" + ` in the DSN), and psycopg2 ones also without ` + "`connect_timeout`" + `
  (keyword, or in a DSN the file spells out; psycopg 3 has a connect timeout of its own).
  ` + "`asyncpg.connect`" + ` / ` + "`create_pool`" + ` without
  ` + "`command_timeout`" + ` (or a ` + "`statement_timeout`" + ` in ` + "`server_settings`" + `), or with
  ` + "`timeout=None`" + ` (asyncpg's connect timeout otherwise defaults to 60 s).
  redis-py clients (` + "`redis.Redis`" + `, ` + "`RedisCluster`" + `, their ` + "`redis.asyncio`" + ` forms, also through a
  variable that holds the class, and ` + "`from_url`" + ` of either, whose keywords go to the pool's
  connections) built without ` + "`socket_timeout`" + `; keywords passed as
  ` + "`**params`" + ` are read from the dict the file builds (a literal, a module-level dict, a copy,
  a function's returned dict, filled or ` + "`update`" + `d with string keys): one known to lack
  ` + "`socket_timeout`" + ` is reported. A ` + "`from_url`" + ` URL may carry
  ` + "`socket_timeout`" + ` in its query: otherwise a file that names ` + "`socket_timeout`" + ` anywhere (such a URL
  literal) is not judged, and a URL from elsewhere is read as carrying none, as a DSN from
  the environment is.
- **Library rows** (libmodels, ` + "`kind: database`" + ` or ` + "`cache`" + `): a driver call that leaves the row's
  bound unset when the library's documented default is none or above the database budget
  (mysql.connector, PyMySQL, asyncmy, pymssql, pymongo, motor, neo4j, clickhouse, MariaDB, MongoDB, ioredis,
  node-redis's ` + "`createClient`" + ` without ` + "`socket: { socketTimeout }`" + `, ...);
  ioredis's options object is read after a connection URL, a port or a host (` + "`new Redis(url, { ... })`" + `,
  ` + "`new Redis(port, host, { ... })`" + `: row flag ` + "`after_scalars`" + `), and ` + "`new Redis(url)`" + ` alone keeps the
  default, since a URL's query cannot set ` + "`commandTimeout`" + ` (ioredis arms the timer only for a number);
  an argument of unknown type before the options leaves the call unknown;
  neo4j-driver's ` + "`session.executeRead`" + ` / ` + "`executeWrite`" + ` without a ` + "`{ timeout }`" + ` transaction config, the session
  found by its declared type (a parameter, or the return type of the method of the class that opens it).
  In JavaScript and TypeScript an options object built by a function or method of the file
  (` + "`mariadb.createPool(await this.dsnParser.parse(dsn, cfg))`" + `) is read too: a bound set only
  when configured (` + "`...(seconds !== undefined && { queryTimeout: ... })`" + `) is absent by default.
- **SQLAlchemy engines**: ` + "`create_engine`" + ` / ` + "`create_async_engine`" + ` of a URL whose dialect+driver
  the file spells out (a literal, an f-string, a variable bound to one, or a function or method of
  the file every return of which gives one: ` + "`self._build_dsn()`" + ` returning ` + "`f\"mysql+pymysql://...\"`" + `)
  when that driver has no query bound by default: ` + "`postgresql`" + ` (psycopg2), ` + "`+psycopg`" + `, ` + "`+asyncpg`" + `,
  ` + "`mysql+pymysql`" + ` / ` + "`mariadb+pymysql`" + `, ` + "`+asyncmy`" + `, ` + "`+mysqlconnector`" + ` (the engine passes
  ` + "`connect_args`" + ` to the driver's connect). Not judged: a URL from the environment or a parameter
  (the driver is unknown), SQLite and dialects not listed, an engine given ` + "`**kwargs`" + ` or a
  ` + "`connect_args`" + ` the file does not spell out as a dict, and a file that names
  ` + "`statement_timeout`" + `, ` + "`command_timeout`" + `, ` + "`read_timeout`" + `, ` + "`max_execution_time`" + ` or
  ` + "`max_statement_time`" + ` anywhere (the URL's query, ` + "`connect_args`" + `, a ` + "`SET`" + ` run on connect).
- **Node mysql2 / mysql queries**: ` + "`conn.query(sql)`" + ` / ` + "`execute(sql)`" + ` of SQL held in a variable
  (a parameter, the model's) on a connection from ` + "`getConnection()`" + ` or a pool the file makes (also a ` + "`this.`" + ` member every assignment of
  which in its class makes one or resets it to ` + "`null`" + `: ` + "`connect()`" + ` and ` + "`close()`" + ` of an adapter class), with
  no per-query ` + "`timeout`" + ` (or one from a member set only when configured): neither driver has a
  default query timeout. Not judged in a file that sets ` + "`max_execution_time`" + ` or
  ` + "`max_statement_time`" + `; SQL the file spells out is left alone.
- **postgres.js queries** (npm ` + "`postgres`" + `, which has no query timeout: ` + "`idle_timeout`" + ` 0,
  ` + "`connect_timeout`" + ` 30 s bounds only connecting): a tagged-template query (` + "`sql` + a template literal" + `) or
  ` + "`sql.unsafe(q)`" + ` in a function, on a client the file makes with ` + "`postgres(...)`" + ` (a variable bound to
  it, a module variable a function assigns, or a function of the file that returns it), in a file that
  never names ` + "`statement_timeout`" + ` (` + "`connection: { statement_timeout }`" + ` in the options, a DSN
  parameter or SQL). A tag the file cannot trace to the call (a transaction callback's parameter, an
  import) is not judged.
- **Node MongoDB reads**: ` + "`collection.find(filter)`" + `, ` + "`aggregate`" + `, ` + "`countDocuments`" + `, ` + "`findOne`" + `, ` + "`distinct`" + ` (on
  ` + "`X.collection(name)`" + ` or a parameter typed ` + "`Collection`" + `) and ` + "`db.admin().command({...})`" + ` with no ` + "`maxTimeMS`" + `,
  in a function that names no MongoDB bound, when every non-test JS/TS file of the repository that
  builds a ` + "`MongoClient`" + ` names neither ` + "`timeoutMS`" + ` nor ` + "`socketTimeoutMS`" + ` (the driver has no default bound
  on either side). Options the file does not write as an object literal, a spread, and a read raced
  against a timer (` + "`Promise.race`" + `) are not judged; the client's construction keeps its own finding.
- **Python DB-API queries** (mysql.connector, PyMySQL: ` + "`read_timeout`" + ` defaults to none):
  ` + "`cursor.execute(sql)`" + ` of SQL held in a variable on a connection made in the same function
  whose keywords come as ` + "`**config`" + ` from a dict the file builds (a literal, or a function of the
  file such as ` + "`get_db_config()`" + `), in a file that never names the bound: the keywords
  cannot carry it.
- **JavaScript / TypeScript**: ` + "`new Pool(...)`" + ` / ` + "`new Client(...)`" + ` from ` + "`pg`" + ` (or
  ` + "`pg-pool`" + `) whose config has neither ` + "`statement_timeout`" + ` nor ` + "`query_timeout`" + ` (nor
  ` + "`options: \"-c statement_timeout=...\"`" + `), and a ` + "`Client`" + ` whose config has no
  ` + "`connectionTimeoutMillis`" + ` (or sets it to 0, which means none). A Pool's
  ` + "`connectionTimeoutMillis`" + ` is its acquire timeout, reported by RC501 (unbounded-pool). A
  config held in a variable is followed to its object literal (a spread of a conditional literal,
  ` + "`...(readonly ? { options: \"-c default_transaction_read_only=on\" } : {})`" + ` or ` + "`...(ms && { ... })`" + `,
  adds only the keys both sides of a ` + "`?:`" + ` set; any other spread makes the config unknown),
  and ` + "`cfg.query_timeout = ...`" + `
  before ` + "`new Pool(cfg)`" + ` counts, unless it is set only under a condition that does not test
  the key (` + "`if (seconds !== undefined) cfg.query_timeout = ...`" + `: absent by default, and the
  default is what runs); a test that the value's positive fallback passes (` + "`const t = opts.timeout ?? 30_000;`" + `
  ` + "`if (t > 0) cfg.statement_timeout = t`" + `) sets it by default. A config built by a function or method of the file (a DSN parser's
  ` + "`parse()`" + ` returning an object literal) is judged the same way.
- **Go**: ` + "`Query`" + `, ` + "`QueryRow`" + `, ` + "`Exec`" + `, ` + "`Ping`" + ` and ` + "`Prepare`" + ` (and sqlx's ` + "`Get`" + `, ` + "`Select`" + `,
  ` + "`Queryx`" + `, ` + "`QueryRowx`" + `, ` + "`NamedExec`" + `, ` + "`MustExec`" + `), and ` + "`Begin`" + `/` + "`Beginx`" + ` (` + "`BeginTx`" + ` is the
  Context form: Begin uses context.Background), on a ` + "`*sql.DB`" + `,
  ` + "`*sql.Tx`" + `, ` + "`*sqlx.DB`" + ` or ` + "`*sqlx.Tx`" + ` (a parameter, variable or struct field the file
  declares with that type, or a variable from ` + "`sql.Open`" + `, ` + "`Begin`" + ` or a function of the
  file that returns one) inside a function
  that has a ` + "`context.Context`" + ` or ` + "`*http.Request`" + ` parameter: a request path whose
  context the call ignores. A function without such a parameter is judged the same when a
  handler of the file (an MCP tool handler such as an ` + "`AddTool`" + ` closure, or a function taking
  a context or a request, other than start-up ones: ` + "`main`" + `, ` + "`run`" + `, ` + "`setup`" + `, ...)
  reaches it through calls of the file (` + "`DoQuery(query)`" + ` called from a tool's ` + "`HandleQuery`" + `),
  as golangci-lint's noctx and contextcheck follow a request's context. A function of another file
  that takes no context (a store's s.db.Query(q), or stmt.Exec on a statement from s.db.Prepare) is
  judged the same when an MCP tool handler, or a function taking a request's context, calls it
  (a whole scan; docs/cross-file.md). Neither is reported when the
  file's databases are embedded ones (SQLite, DuckDB drivers), whose waits are on a local file.
  The Context forms (` + "`QueryContext`" + `, ` + "`ExecContext`" + `, ...) given the context an MCP SDK
  hands a handler, when the SDK gives it no deadline (mcp-go, the go-sdk: the ` + "`default: none`" + `
  of their registration rows in libmodels), in the handler or a helper of the file every call
  of which passes it, with no ` + "`context.WithTimeout`" + ` on the way: low severity, since the MCP
  client may still cancel the request.
- **Go, across files** (docs/cross-file.md): a function of another file or package whose
  database/sql or sqlx Context-form call (` + "`" + `QueryContext` + "`" + `, ` + "`" + `ExecContext` + "`" + `, ` + "`" + `BeginTx` + "`" + `, ...) runs on
  the function's own ` + "`" + `context.Context` + "`" + ` parameter, with no ` + "`" + `context.WithTimeout` + "`" + ` or
  ` + "`" + `WithDeadline` + "`" + ` in it (a repository wrapper, ` + "`" + `tx.QueryContext(ctx, q)` + "`" + ` -> ` + "`" + `d.executor.QueryContext(ctx, q)` + "`" + `,
  followed through methods, interfaces with one implementation and callers that pass their
  context on, up to 5 calls), is bounded only by the context its callers pass: a call that passes
  ` + "`" + `context.Background()` + "`" + ` or ` + "`" + `context.TODO()` + "`" + ` is reported (medium), and a call in an MCP tool
  handler that passes the handler's own context (the SDK gives it no deadline) is reported low,
  as the in-file case. Not in a file whose only drivers are embedded ones (SQLite, DuckDB).
  The same holds for a query of a driver whose calls take a context (the rows below: pgx's
  ` + "`" + `r.pool.QueryRow(ctx, q)` + "`" + `, mongo-go-driver's ` + "`" + `r.notes.Find(ctx, filter)` + "`" + `) on the helper's own
  context parameter, when the row's default is none and the helper's file names none of the row's
  client-level settings: reported at the handler's call (` + "`" + `repo.Insert(ctx, doc)` + "`" + ` in a handler, also one a
  factory returns as a ` + "`" + `server.ToolHandlerFunc` + "`" + `), with the query as a related location. The
  default library rows are read (a summary does not depend on the configuration).
- **Go drivers whose calls take a context** (library rows with a ` + "`context`" + ` bound, ` + "`libmodels/data/go-db.yml`" + `:
  pgx's ` + "`Connect`" + `, ` + "`Conn`" + `, ` + "`Tx`" + ` and ` + "`pgxpool.Pool`" + `, mongo-go-driver's ` + "`Client`" + `, ` + "`Database`" + ` and
  ` + "`Collection`" + `, neo4j-go-driver's ` + "`ExecuteQuery`" + ` and sessions, clickhouse-go's ` + "`driver.Conn`" + `, whose
  300 s default read timeout is above the budget): a query on such a handle (built in the file, declared with the row's type as a
  parameter, field or package variable, or returned by one of its methods: ` + "`tx := conn.BeginTx(...)`" + `,
  ` + "`client.Database(d).Collection(c)`" + `) given ` + "`context.Background()`" + ` or ` + "`context.TODO()`" + ` on a
  request path (not start-up code such as a migration run by ` + "`main`" + `), or given an MCP handler's own
  context as above (low severity), unless the file names one of the row's client-level
  settings (` + "`statement_timeout`" + ` in the DSN or ` + "`RuntimeParams`" + `, ` + "`SetTimeout`" + ` or ` + "`timeoutMS`" + `,
  ` + "`SetMaxTime`" + ` on an operation, ` + "`neo4j.WithTxTimeout`" + `, ClickHouse's ` + "`max_execution_time`" + `), which
  bound every call of the client. A connect function (` + "`pgx.Connect(ctx, dsn)`" + `) is judged by its own
  context too; a constructor that only builds a lazy client (` + "`pgxpool.New`" + `, ` + "`mongo.Connect`" + `) is not,
  except one whose row lists client keys (` + "`client:`" + `, mongo-go-driver's ` + "`SetTimeout`" + ` / ` + "`timeoutMS`" + `, nil by
  default) built with none of them from options the file spells out (` + "`options.Client().ApplyURI(uri)`" + `, inline
  or in a variable of the function), in a file that names none of the row's settings and runs none of the
  client's operations (a start-up ` + "`Ping`" + ` aside): its queries all run in other files, each bounded only by
  its caller's context, and the construction is reported (checks/facts/goescdb).
  A user row of the same shape (` + "`libraries:`" + ` in the configuration) is read the same way.
  A handle typed in another file of the package or in a package of the repository's module counts the same
  (checks/facts/goxtype reads their declarations as text): ` + "`pool := dbClient.GetPoolFor(s)`" + ` where internal/database
  declares ` + "`func (c *Client) GetPoolFor(connStr string) *pgxpool.Pool`" + `, a method of the type of a receiver's
  field (` + "`t.tool.Database(name)`" + ` where the file's struct declares ` + "`tool *Tool`" + ` and the package declares
  ` + "`func (t *Tool) Database(name *string) (*mongo.Database, error)`" + `), a field of a struct declared there, a
  package variable such as ` + "`client.DB`" + `; the row's client-level settings then count when a package the file's
  lookups read names them, and a scan that cannot list that package's files leaves the call unknown. A ` + "`*sql.DB`" + ` or
  ` + "`*sqlx.DB`" + ` so typed is judged as a database/sql handle above only when that package opens its pools itself with
  a database server's literal driver name (` + "`sql.Open(\"postgres\", dsn)`" + `) and imports no embedded driver: a pool
  opened elsewhere may be SQLite's, unknown.

Where findings are placed: a missing statement timeout of an asyncpg, psycopg or pg
connection or pool is reported where it is made (the bound goes there) and at each query the file runs on it (` + "`conn.fetch`" + `,
` + "`cursor.execute`" + `, ` + "`pool.query`" + `, also through ` + "`pool.acquire()`" + `, ` + "`pool.connect()`" + `,
psycopg's ` + "`pool.connection()`" + ` and ` + "`conn.cursor()`" + `, a function such as ` + "`get_pool()`" + ` or a
method such as ` + "`self._get_connection()`" + ` that returns it, a class member such as ` + "`this.client`" + `
whose one constructor call in the class is otherwise only reset to ` + "`null`" + ` / ` + "`None`" + `), since that is
where a hung query holds its caller and where a per-call bound can go (asyncpg ` + "`timeout=`" + `, pg
` + "`query_timeout`" + ` in the query config); a query that passes one is not reported, nor a
session-control or liveness literal (` + "`SET ...`" + `, ` + "`BEGIN`" + `, ` + "`SELECT 1`" + `). A pg query's first argument
of unknown origin may be a query config carrying ` + "`query_timeout`" + `, unless it is SQL text: a
TypeScript parameter annotated ` + "`string`" + ` or a string method's result (` + "`query.replace(...)`" + `). On a
member-held client, SQL the file spells out and queries of unknown configuration leave the
constructor the finding. When the file runs no other query on it, the constructor is reported; when every
query on it passes a bound (or the file sets ` + "`statement_timeout`" + ` per session), neither is. Everything else is reported at the connect or constructor.

A timeout, DSN or config whose value the file does not show (a parameter, a
call, ` + "`**kwargs`" + `, a spread) counts as set, except that a DSN from the
environment is read as "no timeouts in it", and a psycopg DSN the file does not
show is read as carrying no ` + "`statement_timeout`" + ` (a server option a user's DSN rarely
has; it may carry ` + "`connect_timeout`" + `): write them as keywords where the
reader can see them. Likewise ` + "`**params`" + ` in Python, when params is a dict the file builds where it can be
seen (checks/facts/splatkw): one binding to a dict literal, or to a function or method of the file
whose every return is one, in the function of the call, filled only by string-keyed assignments
(` + "`params[\"role\"] = r`" + `): its keys are read like keywords (` + "`snowflake.connector.connect(**conn_params)`" + `
with no ` + "`network_timeout`" + ` among them is reported); a parameter, a dict passed to another call,
updated, reassigned or given a computed key stays unknown.
A string anywhere in the file that mentions
` + "`statement_timeout`" + ` (` + "`SET statement_timeout = 15000`" + ` run on connect) counts as the
statement timeout for every connection in the file. ` + "`PGCONNECT_TIMEOUT`" + ` and
` + "`PGOPTIONS`" + ` set in the environment are invisible to this rule: suppress the finding
with a reason if you rely on them.

To accept a deliberate case, write ` + "`# resilience: ignore[RC103] reason`" + ` on the line.

## Severity
Medium: a query or connection that never returns holds a pooled connection and the request waiting on it. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
libpq (psycopg) and node-postgres have no connect timeout by default, and
PostgreSQL has no statement timeout by default. A database that stops answering,
a lock wait or a runaway query then holds the caller, its worker and a pooled
connection for as long as it lasts; an LLM orchestrator that fans out tool calls
soon has every connection stuck. In Go, ` + "`db.Query`" + ` without a context keeps
running after the client gave up and the handler's deadline passed. This is
uncontrolled resource consumption (CWE-400). The MCP Security Standard's MCP-INPUT-03
names "database queries without statement timeout" as a red flag and sets a 15 s
database budget (connect 5 s); SkillAudit's resiliency checklist asks for a timeout on
every upstream call, database queries included.

## Example
` + "```python\nconn = psycopg2.connect(os.environ[\"DATABASE_URL\"])\npool = await asyncpg.create_pool(dsn, max_size=10)\n```" + `

` + "```ts\nconst pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });\n```" + `

` + "```go\nfunc (s *Store) Notes(ctx context.Context, user string) (*sql.Rows, error) {\n\treturn s.db.Query(\"SELECT body FROM notes WHERE owner = $1\", user)\n}\n```" + `

## Use instead
` + "```python\nconn = psycopg2.connect(os.environ[\"DATABASE_URL\"], connect_timeout=5,\n                        options=\"-c statement_timeout=15000\")\npool = await asyncpg.create_pool(dsn, max_size=10, timeout=5, command_timeout=15)\n```" + `

` + "```ts\nconst pool = new Pool({\n  connectionString: process.env.DATABASE_URL,\n  max: 10,\n  connectionTimeoutMillis: 5_000,\n  statement_timeout: 15_000,\n});\n```" + `

` + "```go\nfunc (s *Store) Notes(ctx context.Context, user string) (*sql.Rows, error) {\n\tctx, cancel := context.WithTimeout(ctx, 15*time.Second)\n\tdefer cancel()\n\treturn s.db.QueryContext(ctx, \"SELECT body FROM notes WHERE owner = $1\", user)\n}\n```" + `

(With ` + "`QueryContext`" + `, cancel only after the rows are read, or read them inside the
function.)

## References
- [CWE-400: Uncontrolled Resource Consumption](https://cwe.mitre.org/data/definitions/400.html)
- [MCP Security Standard, MCP-INPUT-03 Timeout Enforcement](https://mcp-security-standard.org/en/v0.1.0/controls/input/mcp-input-03-timeout-enforcement): red flag
  "database queries without statement timeout", budgets connect 5 s / database query 15 s.
- [SkillAudit, Designing for resiliency](https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/), checklist item 1.
- [libpq connect_timeout and options](https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-PARAMKEYWORDS)
- [PostgreSQL statement_timeout](https://www.postgresql.org/docs/current/runtime-config-client.html#GUC-STATEMENT-TIMEOUT)
- [asyncpg connect (timeout, command_timeout)](https://magicstack.github.io/asyncpg/current/api/index.html#asyncpg.connection.connect)
- [node-postgres Client options](https://node-postgres.com/apis/client)
- [Go: canceling in-progress database operations](https://go.dev/doc/database/cancel-operations)
- [pgx ConnectConfig](https://pkg.go.dev/github.com/jackc/pgx/v5#ConnectConfig), [pgconn ParseConfig (connect_timeout)](https://pkg.go.dev/github.com/jackc/pgx/v5/pgconn#ParseConfig)
- [mongo-go-driver ClientOptions.SetTimeout](https://pkg.go.dev/go.mongodb.org/mongo-driver/mongo/options#ClientOptions.SetTimeout)
- Ruff and Bandit have no rule for database timeouts; RC501 (unbounded-pool) covers pool sizes.

CWE-400 · checklist: subprocess and database calls have timeouts (MCP-INPUT-03 red flags; SkillAudit checklist item 1).
`

// libs are the built-in library rows (libmodels/data).
var libs = libmodels.Builtin()

var (
	// pyPsycopgConnects maps psycopg connect functions and pools to the
	// position of their DSN argument.
	pyPsycopgConnects = map[string]int{"psycopg2.connect": 0, "psycopg.connect": 0,
		"psycopg.Connection.connect": 0, "psycopg.AsyncConnection.connect": 0,
		"psycopg2.pool.SimpleConnectionPool": 2, "psycopg2.pool.ThreadedConnectionPool": 2,
		"psycopg_pool.ConnectionPool": 0, "psycopg_pool.AsyncConnectionPool": 0}
	// pyAsyncpgConnects are asyncpg's connect and pool functions (library rows).
	pyAsyncpgConnects = libs.NameSet(libmodels.And(libmodels.Is(libmodels.Python, "", "asyncpg"), func(r *libmodels.Row) bool {
		return r.API == libmodels.Function || r.API == libmodels.Constructor
	}))
	// pyRedisClients are redis-py's client constructors (sync and asyncio):
	// without socket_timeout a command on a stalled connection waits forever.
	pyRedisClients = libs.NameSet(libmodels.And(libmodels.Is(libmodels.Python, libmodels.Constructor, "redis"), func(r *libmodels.Row) bool {
		return r.Bound != nil && r.Bound.Name == "socket_timeout"
	}))
	// jsPgClients maps node-postgres constructors to Pool or Client.
	jsPgClients = func() map[string]string {
		out := map[string]string{}
		for _, r := range libs.Select(libmodels.Is(libmodels.JavaScript, libmodels.Constructor, "pg", "pg-pool")) {
			kind := "Pool"
			if strings.HasSuffix(r.Name, "Client") {
				kind = "Client"
			}
			for _, n := range r.Names() {
				out[n] = kind
			}
		}
		return out
	}()
	// goSQLTypes are the database handle types whose queries take a context.
	goSQLTypes = libs.NameSet(libmodels.And(libmodels.Is(libmodels.Go, libmodels.Type), func(r *libmodels.Row) bool {
		return r.Kind == libmodels.Database && r.Bound != nil && r.Bound.Where == libmodels.Context
	}))
	// goSQLMethods maps context-less methods to their Context form.
	goSQLMethods = map[string]string{"Query": "QueryContext", "QueryRow": "QueryRowContext", "Exec": "ExecContext",
		"Get": "GetContext", "Select": "SelectContext", "Queryx": "QueryxContext", "QueryRowx": "QueryRowxContext",
		"NamedExec": "NamedExecContext", "MustExec": "MustExecContext", "Ping": "PingContext", "Prepare": "PrepareContext"}
	// goSQLCtxMethods are the Context forms (goSQLMethods' values).
	goSQLCtxMethods = func() map[string]bool {
		out := map[string]bool{}
		for _, m := range goSQLMethods {
			out[m] = true
		}
		return out
	}()
	goSQLBegins = map[string]bool{"Begin": true, "Beginx": true, "MustBegin": true, "BeginTx": true, "BeginTxx": true,
		"MustBeginTx": true}
	// goSQLBeginForms maps the context-less begins to their Context form:
	// Begin takes a pooled connection and sends BEGIN with
	// context.Background (https://pkg.go.dev/database/sql#DB.Begin: "Begin uses
	// context.Background internally"), so it waits on the server as a query
	// does. Their Context forms are judged through the transaction's queries.
	goSQLBeginForms = map[string]string{"Begin": "BeginTx", "Beginx": "BeginTxx", "MustBegin": "MustBeginTx"}
	// goSQLPrepares make a statement (*sql.Stmt, *sqlx.Stmt) on their receiver's database
	// (https://pkg.go.dev/database/sql#DB.Prepare): its Query, QueryRow and Exec
	// have Context forms and wait on that database as the DB's own do.
	goSQLPrepares = map[string]bool{"Prepare": true, "Preparex": true, "PrepareContext": true, "PreparexContext": true}
)

// goSQLModules are the Go modules whose handles goxSQL types across
// packages.
var goSQLModules = map[string]bool{"database/sql": true, "github.com/jmoiron/sqlx": true}

var dbTimeoutHints = model.Hints{
	model.LangPython:     {"psycopg", "asyncpg", "redis"},
	model.LangJavaScript: {`pg'`, `pg"`, "pg-pool"},
	model.LangGo:         {`"database/sql"`, `"github.com/jmoiron/sqlx"`},
}

// dbCheck is one file's pass; findings wait until the walk has seen the whole
// file, since a statement_timeout string or a struct field's type may come
// after the call.
type dbCheck struct {
	p          *model.Pass
	f          *model.File
	stmtSeen   bool // a string in the file mentions statement_timeout
	pending    []dbFinding
	pyDefs     map[string][]*model.Node // Python: function and class names -> the scopes that define them
	funcs      map[string]*model.Node   // functions the file defines by name (the last one wins)
	uses       []dbUse
	traced     map[uint32]bool          // constructors (by start byte) whose statement part went to their queries
	moved      map[uint32]bool          // traced constructors at least one of whose queries is reported
	resetCtors map[uint32]bool          // asyncpg/pg constructors found through a member that is otherwise only reset (traceMember)
	jsSet      map[string]bool          // JS: "cfg.query_timeout" for each `cfg.query_timeout = ...` seen so far
	returns    map[uint32][]*model.Node // return values per function (by start byte), computed once

	// Go facts.
	decls  map[string]*goDecl // name@scope-start -> declaration
	fields map[string]int     // struct field name -> 1 sql-typed, 2 typed otherwise, 3 both
	reqFns map[uint32]bool    // start bytes of functions with a context.Context or *http.Request parameter
	sqlFns map[string]bool    // functions of the file whose first result is an sql DB or Tx
	goSQL  []goSQLCall
}

type dbFinding struct {
	at        *model.Node
	msg, fix  string
	autofix   *model.Fix // the edits for fix, when they can be written
	otherAuto *model.Fix // the edits for otherFix
	stmt      bool       // the finding is (partly) about a missing statement timeout
	other     string     // when stmtSeen cancels the statement part, the message that remains ("" = none)
	otherFix  string
	ident     string      // Python: a bare callee name, cancelled when the file defines a function of that name
	ctor      *model.Node // asyncpg / pg: the constructor call; its queries found in the file take the statement part
	kind      string      // for ctor: "asyncpg" or "pg"
	pgKind    string      // "Pool" or "Client"
	low       string      // the finding is of low severity, for this reason
	made      *model.Node // a query's finding: the constructor of its connection or pool (related location)
}

// dbUse is a query call (conn.fetch, pool.query) judged after the walk
// against the constructor its receiver comes from.
type dbUse struct {
	call, callee, recv *model.Node
	perCall            bool // the call carries its own timeout (asyncpg timeout=, pg query_timeout)
}

// goDecl is a Go variable or parameter: sql-typed, or derived from the
// receiver of a Begin call (judged at the end).
type goDecl struct {
	sql       bool
	beginRecv *model.Node
	fromFunc  string      // the value of a call to this function of the file (judged by its result type)
	fromCall  *model.Node // the value of a method call (judged by goxSQL)
	embedded  bool        // opened with an embedded database's driver (goEmbeddedName)
}

type goSQLCall struct {
	call, callee, recv *model.Node
	method             string
}

// rowKinds are the kinds of library rows RC103 reports (bounds.BoundGaps):
// databases and caches.
func rowKinds(r *libmodels.Row) bool {
	return r.Kind == libmodels.Database || r.Kind == libmodels.Cache
}

func checkDBTimeout(p *model.Pass) {
	reportBoundGaps(p)
	reportEscapedGo(p)
	reportBuiltGaps(p)
	reportMySQLJSQueries(p)
	reportMongoJSQueries(p)
	reportPostgresJSQueries(p)
	reportDBAPIQueries(p)
	reportMySQLDSN(p)
	reportSQLAEngines(p)
	f := p.File
	if !f.HasHint(dbTimeoutHints) && !(f.Lang == model.LangGo && goxtype.ImportsVia(f, goSQLModules)) {
		return // (a database/sql pool may come from another package of the module: goxSQL)
	}
	c := &dbCheck{p: p, f: f,
		decls: map[string]*goDecl{}, fields: map[string]int{}, reqFns: map[uint32]bool{}, pyDefs: map[string][]*model.Node{}, funcs: map[string]*model.Node{}, traced: map[uint32]bool{}, moved: map[uint32]bool{}, resetCtors: map[uint32]bool{}, jsSet: map[string]bool{}, sqlFns: map[string]bool{}, returns: map[uint32][]*model.Node{}}
	adapt.Visit(f, adapt.PerLang[adapt.Visitor]{
		Python: adapt.Visitor{Syms: dbWalkSyms.Python, Fn: c.pyNode},
		JS:     adapt.Visitor{Syms: dbWalkSyms.JS, Fn: c.jsNode},
		Go:     adapt.Visitor{Syms: dbWalkSyms.Go, Fn: c.golang},
	})
	if f.Lang == model.LangGo {
		c.goJudge()
	}
	c.judgeUses()
	for _, d := range c.pending {
		if c.pyDefined(d) {
			continue // a function of the file shadows the import
		}
		msg, fix, auto := d.msg, d.fix, d.autofix
		if d.ctor != nil && c.traced[d.ctor.StartByte()] && !c.moved[d.ctor.StartByte()] {
			if d.other == "" {
				continue // its queries carry a bound, or the file sets one per session
			}
			msg, fix, auto = d.other, d.otherFix, d.otherAuto
		} else if d.ctor != nil && c.moved[d.ctor.StartByte()] {
			// Reported at its queries too: the constructor keeps its whole finding,
			// since that is where the bound is set.
		} else if d.stmt && c.stmtSeen {
			if d.other == "" {
				continue
			}
			msg, fix, auto = d.other, d.otherFix, d.otherAuto
		}
		p.ReportFix(d.at, msg, fix, auto)
		if d.made != nil && c.moved[d.made.StartByte()] { // the constructor is reported too: the bound goes there
			last := &p.Findings[len(p.Findings)-1]
			sl, sc := f.Position(int(d.made.StartByte()))
			el, ec := f.Position(int(d.made.EndByte()))
			last.Related = append(last.Related, finding.Related{Path: f.Path, StartLine: sl, StartCol: sc, EndLine: el, EndCol: ec,
				Message: "connection or pool made here without a statement timeout"})
		}
		if d.low != "" {
			impact.Apply(p, model.Impact{Severity: model.SeverityLow, Why: d.low})
		}
	}
}

// dbWalkSyms are the node types checkDBTimeout's visitors act on, per
// language family (pyNode's, jsNode's and golang's cases).
var dbWalkSyms = adapt.PerLang[*model.SymBitset]{
	Python: model.NewSymBitset(model.SymString, model.SymCall, model.SymFunctionDefinition, model.SymClassDefinition),
	JS: model.NewSymBitset(model.SymString, model.SymTemplateString, model.SymNewExpression, model.SymCallExpression,
		model.SymAssignmentExpression, model.SymFunctionDeclaration),
	Go: model.NewSymBitset(model.SymParameterList, model.SymVarSpec, model.SymShortVarDeclaration, model.SymAssignmentStatement,
		model.SymFunctionDeclaration, model.SymFieldDeclaration, model.SymCallExpression),
}

// dbSetStatementTimeout matches SQL that sets a session's statement timeout.
var dbSetStatementTimeout = regexp.MustCompile(`(?i)\bset\s+(session\s+|local\s+)?statement_timeout\b|set_config\(\s*'statement_timeout'`)

// pyDefined reports whether a finding's bare callee names a function or
// class defined in a scope that contains the call.
func (c *dbCheck) pyDefined(d dbFinding) bool {
	for _, s := range c.pyDefs[d.ident] {
		if d.ident != "" && model.Contains(s, d.at) {
			return true
		}
	}
	return false
}

func (c *dbCheck) noteStmtString(n *model.Node) {
	if !c.stmtSeen && bytes.Contains(c.f.Src[n.StartByte():n.EndByte()], []byte("statement_timeout")) &&
		dbSetStatementTimeout.MatchString(c.f.Text(n)) {
		c.stmtSeen = true
	}
}

// dbOff reports whether a timeout value turns the timeout off: None, null,
// undefined or 0 (both libpq and node-postgres read 0 as "no timeout").
func (c *dbCheck) dbOff(v *model.Node) bool {
	v = c.f.Resolve(v)
	if model.IsNone(v) {
		return true
	}
	t := strings.Trim(c.f.Text(v), `'"`)
	return t == "0"
}

// dbStringish reports whether n is a string the file spells out (a literal,
// an f-string, a concatenation or a template), so its text can be searched.
func dbStringish(n *model.Node) bool {
	switch n.Sym() {
	case model.SymString, model.SymConcatenatedString, model.SymBinaryOperator, model.SymTemplateString, model.SymBinaryExpression:
		return true
	}
	return false
}

// dbFromEnv reports whether n reads the environment (os.environ[...],
// os.getenv(...), os.environ.get(...), process.env.X): a DSN from there is
// read as carrying no timeouts.
func (c *dbCheck) dbFromEnv(n *model.Node) bool {
	t := c.f.Text(n)
	return strings.HasPrefix(t, "os.environ") || strings.HasPrefix(t, "os.getenv(") || strings.HasPrefix(t, "getenv(") ||
		strings.HasPrefix(t, "environ[") || strings.HasPrefix(t, "environ.get(") || strings.HasPrefix(t, "process.env")
}

func (c *dbCheck) pyCall(call *model.Node) {
	f := c.f
	fn := model.Callee(call)
	if fn == nil {
		return
	}
	q := model.ImportedName(f, fn)
	if c.pyRedis(call, fn, q) {
		return
	}
	pos, psy := pyPsycopgConnects[q]
	if !psy && !pyAsyncpgConnects[q] {
		return
	}
	if model.Shadowed(c.f, fn) || model.HasSplat(call) && !splatLacks(f, call, pySplatKeys) {
		return
	}
	before := len(c.pending)
	if psy {
		c.pyPsycopg(call, fn, q, pos)
	} else {
		c.pyAsyncpg(call, fn, q)
	}
	if fn.Sym() == model.SymIdentifier {
		for i := before; i < len(c.pending); i++ {
			c.pending[i].ident = f.Text(fn)
		}
	}
}

// pyRedis reports a redis-py client built without socket_timeout and
// returns whether call constructs one. The class may be named directly
// (redis.Redis(...)) or through a variable assigned the class
// (cls = redis.cluster.RedisCluster; cls(**params)). Keyword arguments
// passed as **params are read first as splatkw reads them (a dict the file
// builds, filled and updated with string keys: known to lack
// socket_timeout is reported even where the file names socket_timeout
// elsewhere); otherwise from the dict literal params is bound to; params of
// unknown origin, or any mention of socket_timeout in the file
// (params["socket_timeout"] = ...), count as set.
func (c *dbCheck) pyRedis(call, fn *model.Node, q string) bool {
	f := c.f
	direct := pyRedisClients[q]
	if !direct && fn.Sym() == model.SymIdentifier {
		if v := model.Unwrap(f.Lookup(f.Text(fn), fn)); v != nil && (v.Sym() == model.SymAttribute || v.Sym() == model.SymIdentifier) {
			q = model.ImportedName(f, v)
		}
	}
	if !pyRedisClients[q] {
		return false
	}
	if direct && model.Shadowed(c.f, fn) {
		return true
	}
	if model.HasSplat(call) && f.Kwarg(call, "socket_timeout") == nil && splatLacks(f, call, []string{"socket_timeout"}) {
		c.pyRedisFinding(fn, q) // **params from a dict the file builds, without socket_timeout
		return true
	}
	if bytes.Contains(f.Src, []byte("socket_timeout")) {
		return true
	}
	args := model.Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch a.Sym() {
		case model.SymListSplat:
			return true // positional arguments not known
		case model.SymDictionarySplat:
			d := f.Resolve(a.NamedChild(0))
			if d == nil || d.Sym() != model.SymDictionary {
				return true // keywords of unknown origin
			}
			if _, spread := f.DictKey(d, ""); spread {
				return true
			}
		}
	}
	c.pyRedisFinding(fn, q)
	return true
}

// pyRedisFinding reports the redis-py client built at fn (canonical name q)
// without socket_timeout.
func (c *dbCheck) pyRedisFinding(fn *model.Node, q string) {
	const fix = "socket_timeout=5, socket_connect_timeout=5"
	c.pending = append(c.pending, dbFinding{at: fn, fix: fix,
		msg: "the redis client (" + q + ") is built without socket_timeout, so a command on a stalled or half-open connection blocks its " +
			"caller forever; pass " + fix})
}

// hasDictSplat reports whether a Python call passes a **kw splat.
func hasDictSplat(call *model.Node) bool {
	args := model.Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		if args.NamedChild(i).Sym() == model.SymDictionarySplat {
			return true
		}
	}
	return false
}

// pySplatKeys are the keywords the psycopg and asyncpg readings look at: a
// call whose **params may hold one of them is left alone.
var pySplatKeys = []string{"dsn", "conninfo", "connect_timeout", "options", "kwargs", "timeout", "command_timeout", "server_settings"}

// splatLacks reports whether every **params of call is a dict the file
// builds (splatkw) and none holds any of keys: the call's plain keywords
// then say all there is to say about them.
func splatLacks(f *model.File, call *model.Node, keys []string) bool {
	v, known := splatkw.Keyword(f, call, keys) // the first of keys found, or nil
	return known && v == nil
}

// pyDSN returns what is known of a DSN argument: its text when the file spells
// it out or reads it from the environment (""), and known=false when it comes
// from somewhere the rule cannot see.
func (c *dbCheck) pyDSN(dsn *model.Node) (text string, known bool) {
	if dsn == nil {
		return "", true
	}
	v := c.f.Resolve(dsn)
	switch {
	case dbStringish(v):
		return c.f.Text(v), true
	case c.dbFromEnv(v):
		return "", true
	}
	return "", false
}

func (c *dbCheck) pyPsycopg(call, fn *model.Node, q string, dsnPos int) {
	f := c.f
	kw := func(k string) *model.Node { return f.Kwarg(call, k) }
	dsn := f.Kwarg(call, "dsn")
	if dsn == nil {
		dsn = f.Kwarg(call, "conninfo")
	}
	if dsn == nil {
		dsn = model.Arg(call, dsnPos)
	}
	if strings.HasPrefix(q, "psycopg_pool.") {
		kwargs := f.Kwarg(call, "kwargs")
		var d *model.Node
		if kwargs != nil {
			if d = f.Resolve(kwargs); d.Sym() != model.SymDictionary {
				return // connection arguments of unknown origin
			}
			if _, spread := f.DictKey(d, ""); spread {
				return
			}
		}
		kw = func(k string) *model.Node { v, _ := f.DictKey(d, k); return v }
	}
	// A DSN the file does not show (a parameter, a setting) may carry a
	// connect_timeout, but it is read as carrying no statement_timeout: that
	// is a server option (options='-c statement_timeout=...'), which a DSN
	// handed to an MCP server by its user rarely has.
	dsnText, known := c.pyDSN(dsn)
	// psycopg 3 bounds a connect without connect_timeout by a default of its
	// own (130 s), so only psycopg2 (plain libpq: forever) is judged on it.
	connect := !known || strings.Contains(dsnText, "connect_timeout") || !strings.HasPrefix(q, "psycopg2")
	noConnect := "sets no connect_timeout"
	if v := kw("connect_timeout"); v != nil {
		if connect = !c.dbOff(v); !connect {
			noConnect = "sets connect_timeout=" + f.Text(v) + ", which means no limit"
		}
	}
	stmt := strings.Contains(dsnText, "statement_timeout")
	if v := kw("options"); v != nil {
		if o := f.Resolve(v); dbStringish(o) {
			stmt = stmt || strings.Contains(f.Text(o), "statement_timeout")
		} else {
			stmt = true // options of unknown origin
		}
	}
	name := dbPyName(f, fn, q)
	const connFix, stmtFix = "connect_timeout=5", `options="-c statement_timeout=15000"`
	connMsg := name + " " + noConnect + ", so connecting to an unreachable database waits forever; pass " + connFix
	switch {
	case !connect && !stmt:
		fix := connFix + ", " + stmtFix
		c.pending = append(c.pending, dbFinding{at: fn, stmt: true, fix: fix, other: connMsg, otherFix: connFix, ctor: call, kind: "psycopg",
			msg: name + " sets no connect_timeout and no statement_timeout, so an unreachable database or a query that " +
				"never returns blocks its caller forever; pass " + fix})
	case !connect:
		c.pending = append(c.pending, dbFinding{at: fn, msg: connMsg, fix: connFix})
	case !stmt:
		c.pending = append(c.pending, dbFinding{at: fn, stmt: true, fix: stmtFix, ctor: call, kind: "psycopg",
			msg: name + " sets no statement_timeout, so a query that never returns holds this connection and its caller " +
				"forever; pass " + stmtFix})
	}
}

func (c *dbCheck) pyAsyncpg(call, fn *model.Node, q string) {
	f := c.f
	name := dbPyName(f, fn, q)
	if t := f.Kwarg(call, "timeout"); t != nil && model.IsNone(f.Resolve(t)) {
		const fix = "timeout=5"
		c.pending = append(c.pending, dbFinding{at: fn, fix: fix,
			msg: name + " sets timeout=None, so connecting to an unreachable database waits forever; pass " + fix})
		return
	}
	what := "sets no command_timeout"
	if ct := f.Kwarg(call, "command_timeout"); ct != nil {
		if !c.dbOff(ct) {
			return
		}
		what = "sets command_timeout=" + f.Text(ct) + ", which means no limit"
	} else {
		if ss := f.Kwarg(call, "server_settings"); ss != nil {
			d := f.Resolve(ss)
			if d.Sym() != model.SymDictionary {
				return // settings of unknown origin
			}
			if v, spread := f.DictKey(d, "statement_timeout"); v != nil || spread {
				return
			}
		}
		dsn := f.Kwarg(call, "dsn")
		if dsn == nil {
			dsn = model.Arg(call, 0)
		}
		text, known := c.pyDSN(dsn)
		if !known || strings.Contains(text, "statement_timeout") || strings.Contains(text, "command_timeout") {
			return
		}
	}
	const fix = "command_timeout=15"
	var autofix *model.Fix
	if e, ok := f.SetKeyword(call, "command_timeout", "15"); ok {
		autofix = &model.Fix{Applicability: model.FixSafe, Message: "add " + fix, Edits: []model.Edit{e}}
	}
	c.pending = append(c.pending, dbFinding{at: fn, stmt: true, fix: fix, autofix: autofix, ctor: call, kind: "asyncpg",
		msg: name + " " + what + ", so a query that never returns holds this connection and its caller forever; pass " + fix})
}

// dbPyName is the callee as written, or its canonical name when that is long
// or starts with a capital (messages start lowercase).
func dbPyName(f *model.File, fn *model.Node, q string) string {
	name := f.Text(fn)
	if len(name) > 50 || name == "" || name[0] >= 'A' && name[0] <= 'Z' {
		return q
	}
	return name
}

func (c *dbCheck) jsNew(n *model.Node) {
	f := c.f
	fn := model.Callee(n)
	if fn == nil {
		return
	}
	kind, ok := jsPgClients[model.ImportedName(f, fn)]
	if !ok || model.HasSplat(n) || model.Shadowed(c.f, fn) {
		return
	}
	connect, stmt := false, false
	noConnect := "sets no connectionTimeoutMillis"
	if a := model.Arg(n, 0); a != nil && a.Sym() == model.SymIdentifier { // cfg.statement_timeout = ... before new Pool(cfg)
		name := f.Text(a)
		connect = c.jsSet[name+".connectionTimeoutMillis"]
		stmt = c.jsSet[name+".statement_timeout"] || c.jsSet[name+".query_timeout"] || c.jsSet[name+".options"]
	}
	if a := model.Arg(n, 0); a != nil {
		cfg := f.Resolve(a)
		switch {
		case cfg.Sym() == model.SymObject:
			if _, spread := f.ObjectProp(cfg, ""); spread {
				always, ok := jsConditionalSpreads(f, cfg, "connectionTimeoutMillis", "statement_timeout", "query_timeout", "options", "connectionString")
				if !ok || always["options"] || always["connectionString"] {
					return // keys of unknown origin, or an options string the spread always sets
				}
				connect = connect || always["connectionTimeoutMillis"]
				stmt = stmt || always["statement_timeout"] || always["query_timeout"]
			}
			if v, _ := f.ObjectProp(cfg, "connectionTimeoutMillis"); v != nil {
				if !connect {
					connect = !c.dbOff(v)
				}
				if !connect {
					noConnect = "sets connectionTimeoutMillis: " + f.Text(v) + ", which means no limit"
				}
			}
			for _, k := range []string{"statement_timeout", "query_timeout"} {
				if v, _ := f.ObjectProp(cfg, k); v != nil && !c.dbOff(v) {
					stmt = true
				}
			}
			if v, _ := f.ObjectProp(cfg, "options"); v != nil {
				o := f.Resolve(v)
				stmt = stmt || !dbStringish(o) || strings.Contains(f.Text(o), "statement_timeout")
			}
			if v, _ := f.ObjectProp(cfg, "connectionString"); v != nil {
				if s := f.Resolve(v); dbStringish(s) {
					connect = connect || strings.Contains(f.Text(s), "connect_timeout")
					stmt = stmt || strings.Contains(f.Text(s), "statement_timeout")
				}
			}
		case dbStringish(cfg):
			connect = strings.Contains(f.Text(cfg), "connect_timeout")
			stmt = strings.Contains(f.Text(cfg), "statement_timeout")
		case cfg.Sym() == model.SymCallExpression:
			// built by a function or method of the file (a DSN parser): a key
			// set only when configured is absent by default
			b, ok := jsbuilt.Resolve(f, a)
			if !ok {
				return
			}
			set, _, _, spread := jsbuilt.Keys(f, b, n, cfg, "connectionTimeoutMillis", "statement_timeout", "query_timeout", "options")
			if spread {
				return
			}
			connect = connect || model.PoolHas(set, "connectionTimeoutMillis")
			stmt = stmt || model.PoolHas(set, "statement_timeout") || model.PoolHas(set, "query_timeout") ||
				model.PoolHas(set, "options") // options may carry -c statement_timeout=...
		default:
			return // a config of unknown origin
		}
	}
	if kind == "Pool" {
		connect = true // a Pool's connectionTimeoutMillis (its acquire timeout) is RC501's
	}
	const connFix, stmtFix = "connectionTimeoutMillis: 5_000", "statement_timeout: 15_000"
	name := "pg " + kind
	waits := "connecting to an unreachable database waits forever"
	connMsg := name + " " + noConnect + ", so " + waits + "; set " + connFix
	connOpt, stmtOpt := [2]string{"connectionTimeoutMillis", "5_000"}, [2]string{"statement_timeout", "15_000"}
	switch {
	case !connect && !stmt:
		fix := connFix + ", " + stmtFix
		c.pending = append(c.pending, dbFinding{at: fn, stmt: true, fix: fix, other: connMsg, otherFix: connFix, ctor: n, kind: "pg", pgKind: kind,
			autofix: pgOptionsFix(f, n, connOpt, stmtOpt), otherAuto: pgOptionsFix(f, n, connOpt),
			msg: name + " sets no connectionTimeoutMillis and no statement_timeout or query_timeout, so an unreachable " +
				"database or a query that never returns holds its caller forever; set " + fix})
	case !connect:
		c.pending = append(c.pending, dbFinding{at: fn, msg: connMsg, fix: connFix, autofix: pgOptionsFix(f, n, connOpt)})
	case !stmt:
		c.pending = append(c.pending, dbFinding{at: fn, stmt: true, fix: stmtFix, ctor: n, kind: "pg", pgKind: kind,
			autofix: pgOptionsFix(f, n, stmtOpt),
			msg: name + " sets no statement_timeout or query_timeout, so a query that never returns holds its connection " +
				"and caller forever; set " + stmtFix})
	}
}

var (
	pyQueryMethods = map[string]bool{"fetch": true, "fetchrow": true, "fetchval": true, "execute": true, "executemany": true}
	jsQueryMethods = map[string]bool{"query": true}
	// dbAcquireMethods hand out a connection of the pool they are called on.
	// psycopg: pool.connection() and pool.getconn() hand out a connection,
	// conn.cursor() a cursor whose execute runs on it.
	dbAcquireMethods = map[string]bool{"acquire": true, "connect": true, "connection": true, "getconn": true, "cursor": true}
)

// noteUse records a call of a query method on some receiver.
func (c *dbCheck) noteUse(call *model.Node, methods map[string]bool) {
	f := c.f
	callee := model.Callee(call)
	if callee == nil || (callee.Sym() != model.SymAttribute && callee.Sym() != model.SymMemberExpression) {
		return
	}
	prop := callee.ChildByFieldName("attribute")
	recv := callee.ChildByFieldName("object")
	if callee.Sym() == model.SymMemberExpression {
		prop = callee.ChildByFieldName("property")
	}
	if !methods[f.Text(prop)] {
		return
	}
	u := dbUse{call: call, callee: callee, recv: recv, perCall: model.HasSplat(call)}
	if f.Lang == model.LangPython {
		// asyncpg's timeout is keyword-only (fetch(query, *args, timeout=None)):
		// a *params splat carries query arguments, only **kw may carry it.
		u.perCall = hasDictSplat(call)
		if t := f.Kwarg(call, "timeout"); t != nil && !model.IsNone(f.Resolve(t)) {
			u.perCall = true
		}
	} else if a := model.Arg(call, 0); a != nil {
		switch v := f.Resolve(a); {
		case v.Sym() == model.SymObject:
			q, spread := f.ObjectProp(v, "query_timeout")
			u.perCall = spread || q != nil && !c.dbOff(q)
		case !dbStringish(v) && !jsSQLText(f, a, v):
			u.perCall = true // a query config of unknown origin
		}
	}
	c.uses = append(c.uses, u)
}

// judgeUses moves the statement-timeout finding of each asyncpg or pg
// constructor to the queries the file runs on it, when it has any: that is
// where a hung query holds its caller, and where a per-call timeout can go.
func (c *dbCheck) judgeUses() {
	f := c.f
	ctors := map[uint32]*dbFinding{}
	for i := range c.pending {
		if d := &c.pending[i]; d.ctor != nil {
			ctors[d.ctor.StartByte()] = d
		}
	}
	if len(ctors) == 0 {
		return
	}
	for _, u := range c.uses {
		ctor := c.traceCtor(u.recv, 0)
		if ctor == nil {
			continue
		}
		d, ok := ctors[ctor.StartByte()]
		if !ok {
			continue
		}
		if c.resetCtors[ctor.StartByte()] && jsSpelledSQL(f, u.call) {
			continue // SQL the file spells out, on a member-held client: the constructor stays the finding
		}
		if dbSessionStatement(f, u.call) {
			continue // SET, BEGIN, COMMIT, ROLLBACK: session control, not a query that can run long
		}
		if c.resetCtors[ctor.StartByte()] && (u.perCall || c.stmtSeen) {
			continue // a member-held client: the constructor stays the finding unless a query takes it over
		}
		c.traced[ctor.StartByte()] = true
		if u.perCall || c.stmtSeen {
			continue
		}
		line, _ := f.Position(int(ctor.StartByte()))
		name := f.Text(u.callee)
		if len(name) > 50 || strings.Contains(name, "\n") {
			name = f.Text(u.callee.ChildByFieldName("attribute")) + f.Text(u.callee.ChildByFieldName("property"))
		}
		var msg, fix string
		switch d.kind {
		case "psycopg":
			fix = `options="-c statement_timeout=15000"`
			msg = name + " runs on a psycopg connection or pool (line " + strconv.Itoa(line) + ") with no statement_timeout, so a " +
				"query that never returns holds this connection and its caller forever; pass " + fix + " where it is made"
		case "asyncpg":
			fix = "timeout=15"
			msg = name + " has no timeout and its pool or connection (line " + strconv.Itoa(line) + ") sets no command_timeout, so a " +
				"query that never returns holds this connection and its caller forever; pass " + fix + " or set command_timeout=15"
		default:
			fix = "statement_timeout: 15_000"
			msg = name + " runs on a pg " + d.pgKind + " (line " + strconv.Itoa(line) + ") with no statement_timeout or query_timeout, so " +
				"a query that never returns holds its connection and caller forever; set " + fix + " in its config"
		}
		c.moved[ctor.StartByte()] = true
		c.pending = append(c.pending, dbFinding{at: u.callee, msg: msg, fix: fix, made: ctor})
	}
}

// dbSessionRe matches the text of a session-control statement.
var dbSessionRe = regexp.MustCompile(`(?i)^[rbuf]*["']+\s*(set|begin|start\s+transaction|commit|rollback|savepoint|release|select\s+1\s*;?\s*["'])`)

// dbSessionStatement reports whether a query call's first argument is a
// string literal of a session-control statement (SET TRANSACTION READ ONLY,
// BEGIN, COMMIT) or a liveness probe (SELECT 1): it returns at once, so a
// missing statement timeout is not reported there, and a pool whose only
// queries in the file are such is reported where it is made.
func dbSessionStatement(f *model.File, call *model.Node) bool {
	a := model.Arg(call, 0)
	return a != nil && a.Sym() == model.SymString && dbSessionRe.MatchString(f.Text(a))
}

// traceCtor follows a query's receiver back to the constructor call it comes
// from: through variables, self./this. members, `async with pool.acquire()
// as conn`, `await pool.connect()`, and the return values of functions the
// file defines (get_pool()). It returns nil when the trail leaves the file.
func (c *dbCheck) traceCtor(n *model.Node, depth int) *model.Node {
	f := c.f
	if n == nil || depth > 6 {
		return nil
	}
	v := f.Resolve(n)
	switch v.Sym() {
	case model.SymCall, model.SymCallExpression, model.SymNewExpression:
	default:
		// self.pool resolves to its last assignment in the file, which may
		// reset it (self.pool = None): try every call assigned to it
		if u := model.Unwrap(n); u.Sym() == model.SymAttribute || u.Sym() == model.SymMemberExpression {
			if o := f.Text(u.ChildByFieldName("object")); o == "self" || o == "this" {
				return c.traceMember(f.Text(u), n, depth)
			}
		}
		return nil
	}
	if v.Sym() == model.SymNewExpression || pyAsyncpgConnects[model.CalleeName(f, v)] {
		return v
	}
	if _, psy := pyPsycopgConnects[model.ImportedName(f, model.Callee(v))]; psy {
		return v
	}
	callee := model.Callee(v)
	switch callee.Sym() {
	case model.SymAttribute, model.SymMemberExpression:
		m := f.Text(callee.ChildByFieldName("attribute")) + f.Text(callee.ChildByFieldName("property"))
		if dbAcquireMethods[m] {
			return c.traceCtor(callee.ChildByFieldName("object"), depth+1)
		}
		// a method of the file's class that hands out a connection (self._get_connection())
		if o := f.Text(callee.ChildByFieldName("object")); (o == "self" || o == "this") && c.funcs[m] != nil {
			return c.traceReturns(c.funcs[m], depth)
		}
	case model.SymIdentifier:
		if fn := c.funcs[f.Text(callee)]; fn != nil {
			return c.traceReturns(fn, depth)
		}
	}
	return nil
}

// memberAssignSyms are the assignments traceMember reads.
var memberAssignSyms = model.NewSymBitset(model.SymAssignment, model.SymAssignmentExpression)

// traceMember is traceCtor over the calls the file assigns to a self./this.
// member (`self.pool = AsyncConnectionPool(...)`, whatever else resets it):
// the first that leads to a psycopg constructor. An asyncpg or pg
// constructor is returned only when it is the one call the file assigns to
// the member and every other assignment is a reset (`this.client = null` in
// close()) in the class of the use (use): the member then holds that client
// or nothing.
func (c *dbCheck) traceMember(name string, use *model.Node, depth int) *model.Node {
	f := c.f
	var found, other *model.Node
	calls, resets, rest := 0, 0, 0
	cls := memberClass(use)
	f.NodesOf(memberAssignSyms, func(a *model.Node) bool {
		if f.Text(a.ChildByFieldName("left")) != name {
			return true
		}
		r := model.Unwrap(a.ChildByFieldName("right"))
		same := cls != nil && memberClass(a) == cls
		switch {
		case r != nil && (r.Sym() == model.SymCall || r.Sym() == model.SymCallExpression || r.Sym() == model.SymNewExpression):
			if same {
				calls++
			}
			if got := c.traceCtor(r, depth+1); got != nil {
				if _, psy := pyPsycopgConnects[model.ImportedName(f, model.Callee(got))]; psy {
					found = got
				} else if same && other == nil {
					other = got
				}
			}
		case !same:
		case model.IsNone(r):
			resets++
		default:
			rest++
		}
		return found == nil
	})
	if found == nil && other != nil && calls == 1 && resets > 0 && rest == 0 {
		c.resetCtors[other.StartByte()] = true
		return other // the member holds this asyncpg or pg client or nothing
	}
	return found
}

// memberClass is the class (Python or JavaScript/TypeScript) whose code
// holds n, or nil outside a class.
func memberClass(n *model.Node) *model.Node {
	return model.Ancestor(n, model.SymClassDeclaration, model.SymClass, model.SymClassDefinition)
}

// traceReturns is traceCtor over the values function fn returns: the first
// that leads to a constructor.
func (c *dbCheck) traceReturns(fn *model.Node, depth int) *model.Node {
	rets, ok := c.returns[fn.StartByte()]
	if !ok {
		rets = dbFuncReturns(fn)
		c.returns[fn.StartByte()] = rets
	}
	for _, r := range rets {
		if found := c.traceCtor(r, depth+1); found != nil {
			return found
		}
	}
	return nil
}

// dbFuncReturns lists the values a function returns, skipping nested functions.
func dbFuncReturns(fn *model.Node) []*model.Node {
	var out []*model.Node
	body := fn.ChildByFieldName("body")
	model.Walk(body, func(n *model.Node) bool {
		switch {
		case n.Sym() == model.SymReturnStatement:
			if n.NamedChildCount() > 0 {
				out = append(out, n.NamedChild(0))
			}
			return false
		case n.IsScope() && n != body:
			return false
		}
		return true
	})
	return out
}

func (c *dbCheck) golang(n *model.Node) {
	f := c.f
	switch n.Sym() {
	case model.SymParameterList:
		fn := n.Parent()
		if fn == nil || !fn.IsScope() && fn.Sym() != model.SymFunctionDeclaration {
			return
		}
		if ps := fn.ChildByFieldName("parameters"); ps == nil || !model.SameSpan(ps, n) {
			return
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			pd := n.NamedChild(i)
			if pd.Sym() != model.SymParameterDeclaration && pd.Sym() != model.SymVariadicParameterDeclaration {
				continue
			}
			t := pd.ChildByFieldName("type")
			switch dbGoTypeName(f, t) {
			case "context.Context", "*net/http.Request":
				c.reqFns[fn.StartByte()] = true
			}
			c.goDeclare(pd, fn.StartByte(), t, nil)
		}
	case model.SymVarSpec:
		scope := uint32(0)
		if fn := dbGoFunc(n); fn != nil {
			scope = fn.StartByte()
		}
		t := n.ChildByFieldName("type")
		var val *model.Node
		if v := n.ChildByFieldName("value"); v != nil && v.NamedChildCount() > 0 {
			val = v.NamedChild(0)
		}
		c.goDeclare(n, scope, t, val)
	case model.SymShortVarDeclaration, model.SymAssignmentStatement:
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if left == nil || right == nil || right.NamedChildCount() == 0 {
			return
		}
		scope := uint32(0)
		if fn := dbGoFunc(n); fn != nil {
			scope = fn.StartByte()
		}
		d := c.goValueDecl(right.NamedChild(0))
		for i := 0; i < int(left.NamedChildCount()); i++ {
			l := left.NamedChild(i)
			if i > 0 && right.NamedChildCount() == 1 {
				d = nil // c, err := f(): only the first name gets the value
			}
			if right.NamedChildCount() == left.NamedChildCount() {
				d = c.goValueDecl(right.NamedChild(i))
			}
			switch {
			case l.Sym() == model.SymIdentifier && n.Sym() == model.SymShortVarDeclaration:
				if d == nil {
					d = &goDecl{}
				}
				c.decls[f.Text(l)+"@"+strconv.Itoa(int(scope))] = d
			case l.Sym() == model.SymSelectorExpression && d != nil && d.sql:
				c.fields[f.Text(l.ChildByFieldName("field"))] |= 1
			}
		}
	case model.SymFunctionDeclaration: // func currentTx() (*sql.Tx, error)
		res := n.ChildByFieldName("result")
		if res != nil && res.Sym() == model.SymParameterList && res.NamedChildCount() > 0 {
			res = res.NamedChild(0).ChildByFieldName("type")
		}
		if goSQLTypes[strings.TrimPrefix(dbGoTypeName(f, res), "*")] {
			c.sqlFns[f.Text(n.ChildByFieldName("name"))] = true
		}
	case model.SymFieldDeclaration:
		sql := goSQLTypes[strings.TrimPrefix(dbGoTypeName(f, n.ChildByFieldName("type")), "*")]
		for i := 0; i < int(n.ChildCount()); i++ {
			if n.FieldNameForChild(i) == "name" {
				if sql {
					c.fields[f.Text(n.Child(i))] |= 1
				} else {
					c.fields[f.Text(n.Child(i))] |= 2
				}
			}
		}
	case model.SymCallExpression:
		fn := model.Callee(n)
		if fn == nil || fn.Sym() != model.SymSelectorExpression {
			return
		}
		m := f.Text(fn.ChildByFieldName("field"))
		if _, ok := goSQLMethods[m]; ok || goSQLCtxMethods[m] || goSQLBeginForms[m] != "" {
			c.goSQL = append(c.goSQL, goSQLCall{call: n, callee: fn, recv: fn.ChildByFieldName("operand"), method: m})
		}
	}
}

// dbGoFunc is the nearest enclosing Go function (declaration, method or
// literal) of n, or nil.
func dbGoFunc(n *model.Node) *model.Node {
	return model.Ancestor(n, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral)
}

// dbGoTypeName is the import-qualified name of a Go type, with a leading "*"
// for pointers: "*database/sql.DB", "context.Context"; "" for other types.
func dbGoTypeName(f *model.File, t *model.Node) string {
	if t == nil {
		return ""
	}
	if t.Sym() == model.SymPointerType && t.NamedChildCount() == 1 {
		if s := dbGoTypeName(f, t.NamedChild(0)); s != "" && s[0] != '*' {
			return "*" + s
		}
		return ""
	}
	if t.Sym() != model.SymQualifiedType {
		return ""
	}
	return model.ImportedName(f, t)
}

// goDeclare records the names declared by a parameter or var spec with type t
// (or, without a type, the value val).
func (c *dbCheck) goDeclare(n *model.Node, scope uint32, t, val *model.Node) {
	f := c.f
	var d *goDecl
	if t != nil {
		d = &goDecl{sql: goSQLTypes[strings.TrimPrefix(dbGoTypeName(f, t), "*")]}
	} else if val != nil {
		d = c.goValueDecl(val)
	}
	if d == nil {
		d = &goDecl{}
	}
	for i := 0; i < int(n.ChildCount()); i++ {
		if n.FieldNameForChild(i) == "name" {
			c.decls[f.Text(n.Child(i))+"@"+strconv.Itoa(int(scope))] = d
		}
	}
}

// goValueDecl describes what a Go value makes a variable: an sql pool
// (sql.Open, sqlx.Connect, ...), a transaction begun on some receiver (judged
// later), or nil for anything else.
func (c *dbCheck) goValueDecl(v *model.Node) *goDecl {
	f := c.f
	v = model.Unwrap(v)
	if v == nil || v.Sym() != model.SymCallExpression {
		return nil
	}
	fn := model.Callee(v)
	if model.GoSQLOpens[model.ImportedName(f, fn)] {
		return &goDecl{sql: true, embedded: goEmbeddedName(f, model.Arg(v, 0))}
	}
	if fn != nil && fn.Sym() == model.SymSelectorExpression && (goSQLBegins[f.Text(fn.ChildByFieldName("field"))] || goSQLPrepares[f.Text(fn.ChildByFieldName("field"))]) {
		return &goDecl{beginRecv: fn.ChildByFieldName("operand")}
	}
	if fn != nil && fn.Sym() == model.SymIdentifier {
		return &goDecl{fromFunc: f.Text(fn)}
	}
	if fn != nil && fn.Sym() == model.SymSelectorExpression {
		return &goDecl{fromCall: fn}
	}
	return nil
}

// goIsSQL reports whether a Go receiver expression is known to be a
// database/sql or sqlx DB or Tx.
func (c *dbCheck) goIsSQL(recv *model.Node, depth int) bool {
	f := c.f
	if recv == nil || depth > 4 {
		return false
	}
	recv = model.Unwrap(recv)
	switch recv.Sym() {
	case model.SymIdentifier:
		name := f.Text(recv)
		for fn := dbGoFunc(recv); ; fn = dbGoFunc(fn) {
			scope := uint32(0)
			if fn != nil {
				scope = fn.StartByte()
			}
			if d, ok := c.decls[name+"@"+strconv.Itoa(int(scope))]; ok {
				if d.beginRecv != nil {
					return c.goIsSQL(d.beginRecv, depth+1)
				}
				if d.fromFunc != "" {
					return c.sqlFns[d.fromFunc]
				}
				if d.fromCall != nil {
					return goxSQL(f, d.fromCall, goxtype.MethodOf)
				}
				return d.sql
			}
			if fn == nil {
				return false
			}
		}
	case model.SymSelectorExpression:
		if v := c.fields[f.Text(recv.ChildByFieldName("field"))]; v != 0 {
			return v == 1
		}
		return goxSQL(f, recv, goxtype.FieldOf)
	}
	return false
}

// goxSQL reports whether sel (`s.db`, or the callee `c.DB` of c.DB()) is a
// field or method result of a type of another file or package of the
// repository (goxtype) declared as a database/sql or sqlx handle, in a
// package that opens its pools itself with a database server's driver
// (goxtype.Pkg.OpensNetworkSQL): a pool opened elsewhere may be an
// embedded database's, unknown.
func goxSQL(f *model.File, sel *model.Node, of func(*model.File, *model.Node, string) (string, *goxtype.Pkg)) bool {
	base, field := model.Unwrap(sel.ChildByFieldName("operand")), sel.ChildByFieldName("field")
	if base == nil || field == nil || base.Sym() != model.SymIdentifier {
		return false
	}
	t, p := of(f, base, f.Text(field))
	i := strings.LastIndexByte(t, '.')
	return i > 0 && goSQLModules[t[:i]] && goSQLTypes[t] && p.OpensNetworkSQL(goNoIOModules) // (pgx's types are the library rows')
}

func (c *dbCheck) goJudge() {
	f := c.f
	for _, s := range c.goSQL {
		if goSQLCtxMethods[s.method] {
			c.goHandlerCtx(s)
			continue
		}
		req := false
		for fn := dbGoFunc(s.call); fn != nil && !req; fn = dbGoFunc(fn) {
			req = c.reqFns[fn.StartByte()]
		}
		if goEmbeddedOnly(f) || c.goRecvEmbedded(s.recv) {
			continue // an embedded database waits on a local file, request path or not
		}
		var via goreach.Reach
		if !req {
			r, ok := goreach.Of(f, s.call)
			if !ok || r.Self {
				if !ok && c.goIsSQL(s.recv, 0) {
					godbctx.MarkNoCtx(f, s.callee) // callers in other files judge it (summary)
				}
				continue
			}
			via = r
		}
		if !c.goIsSQL(s.recv, 0) {
			continue
		}
		recv := f.Text(s.recv)
		if len(recv) > 40 || strings.Contains(recv, "\n") {
			recv = "db"
		}
		ctxForm := goSQLMethods[s.method] + goSQLBeginForms[s.method]
		fix := recv + "." + ctxForm + "(ctx, ...) with a deadline from context.WithTimeout"
		msg := recv + "." + s.method + " ignores the request's context and has no deadline, so a slow query keeps " +
			"holding a connection after the caller gave up; use " + fix
		if via.Root != nil {
			fix = "pass the handler's context down to " + goreachName(f, dbGoFunc(s.call)) + " and use " + fix
			msg = recv + "." + s.method + " runs on a request path (" + goreachWho(f, via.Root) + " reaches " +
				goreachName(f, dbGoFunc(s.call)) + ") with no context and no deadline, so a slow or unreachable database holds the call " +
				"and a connection after the caller gave up; " + fix
		}
		c.pending = append(c.pending, dbFinding{at: s.callee, fix: recv + "." + ctxForm + "(ctx, ...)", msg: msg})
	}
}

// goHandlerCtx reports a Context-form query (QueryContext, ExecContext, ...)
// on a database/sql or sqlx handle that gets an MCP handler's own context
// (goreach.HandlerCtx: the SDK gives it no deadline), at low severity: the
// client may still cancel the request, but one that waits leaves the query
// running as long as the database takes.
func (c *dbCheck) goHandlerCtx(s goSQLCall) {
	f := c.f
	arg := model.Arg(s.call, 0)
	_, url, ok := goreach.HandlerCtx(f, arg)
	if !ok || !c.goIsSQL(s.recv, 0) || goEmbeddedOnly(f) || c.goRecvEmbedded(s.recv) {
		return
	}
	recv := f.Text(s.recv)
	if len(recv) > 40 || strings.Contains(recv, "\n") {
		recv = "db"
	}
	ctx := f.Text(arg)
	fix := "ctx, cancel := context.WithTimeout(" + ctx + ", 15*time.Second); defer cancel()"
	c.pending = append(c.pending, dbFinding{at: s.callee, fix: fix, stmt: true, low: "the MCP client may still cancel the request",
		msg: recv + "." + s.method + " gets the handler's context " + ctx + ", which the MCP SDK gives no deadline (" + url +
			"), so a slow query holds the call and a connection until the client cancels; " + fix})
}

// goEmbeddedDrivers are the database/sql driver names of embedded databases
// (a file in the process, no network) as sql.Open takes them; a query on
// them waits on a file lock, which the drivers bound themselves
// (mattn/go-sqlite3's _busy_timeout defaults to 5 s), not on a server.
var goEmbeddedDrivers = map[string]bool{"sqlite3": true, "sqlite": true, "duckdb": true}

// goNoIOModules are the Go modules of libmodels' no-I/O rows (kind local:
// data/noio.yml, the embedded SQLite drivers among them).
var goNoIOModules = func() []string {
	var out []string
	for _, r := range libs.Select(libmodels.Is(libmodels.Go, libmodels.Module)) {
		if r.Kind == libmodels.Local {
			out = append(out, r.Module)
		}
	}
	return out
}()

// goEmbeddedName reports whether the driver argument of an sql.Open names
// an embedded database: a literal of goEmbeddedDrivers, or a literal or a
// constant's name that says SQLite-like or DuckDB ("doltlite",
// doltLiteDriverName, sqliteDriver), the value of a constant declared in
// another file being out of sight.
func goEmbeddedName(f *model.File, a *model.Node) bool {
	if a == nil {
		return false
	}
	t := strings.ToLower(strings.Trim(f.Text(a), "`\""))
	return goEmbeddedDrivers[t] || (a.Sym() == model.SymIdentifier || a.Sym() == model.SymInterpretedStringLiteral) &&
		(strings.Contains(t, "lite") || strings.Contains(t, "duckdb"))
}

// goRecvEmbedded reports whether a Go receiver is a variable of the
// function (or the file) opened with an embedded database's driver.
func (c *dbCheck) goRecvEmbedded(recv *model.Node) bool {
	recv = model.Unwrap(recv)
	if recv == nil || recv.Sym() != model.SymIdentifier {
		return false
	}
	name := c.f.Text(recv)
	for fn := dbGoFunc(recv); ; fn = dbGoFunc(fn) {
		scope := uint32(0)
		if fn != nil {
			scope = fn.StartByte()
		}
		if d, ok := c.decls[name+"@"+strconv.Itoa(int(scope))]; ok {
			return d.embedded
		}
		if fn == nil {
			return false
		}
	}
}

// goEmbeddedOnly reports whether the Go file's databases are embedded
// ones: it imports a no-I/O module (goNoIOModules) or opens a pool by an
// embedded driver's name, and opens none with another literal driver name.
func goEmbeddedOnly(f *model.File) bool {
	embedded := false
	f.NodesOf(model.NewSymBitset(model.SymImportSpec), func(n *model.Node) bool { // blank imports too: _ "github.com/mattn/go-sqlite3"
		if p := n.ChildByFieldName("path"); p != nil {
			path := strings.Trim(f.Text(p), "`\"")
			for _, m := range goNoIOModules {
				if path == m || strings.HasPrefix(path, m+"/") {
					embedded = true
				}
			}
		}
		return true
	})
	other := false
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(n *model.Node) bool {
		if !model.GoSQLOpens[model.ImportedName(f, model.Callee(n))] {
			return true
		}
		if a := model.Arg(n, 0); a != nil && (a.Sym() == model.SymInterpretedStringLiteral || a.Sym() == model.SymRawStringLiteral) {
			if goEmbeddedDrivers[strings.Trim(f.Text(a), "`\"")] {
				embedded = true
			} else {
				other = true
			}
		}
		return true
	})
	return embedded && !other
}

// goreachName names a Go function for a message: "DoQuery()", or "a
// function literal".
func goreachName(f *model.File, fn *model.Node) string {
	if n := goreach.Name(f, fn); n != "" {
		return n + "()"
	}
	return "a function literal"
}

// goreachWho names the handler a helper is reached from, with its line.
func goreachWho(f *model.File, root *model.Node) string {
	line, _ := f.Position(int(root.StartByte()))
	who := "the handler"
	if !goreach.Handler(f, root) {
		who = "the request function"
	}
	if n := goreach.Name(f, root); n != "" {
		return fmt.Sprintf("%s %s() at line %d", who, n, line)
	}
	return fmt.Sprintf("%s at line %d", who, line)
}

// pgOptionsFix sets the given options (key, value) on a pg Pool or Client:
// in the options object written in the call (safe) or found through a
// variable (unsafe: other clients may share it), replacing a value that turns
// the limit off, or in a new options object when the call has none. It
// returns nil for a connection string or options of unknown shape.
func pgOptionsFix(f *model.File, ctor *model.Node, opts ...[2]string) *model.Fix {
	var items, names []string
	var edits []model.Edit
	arg := model.Arg(ctor, 0)
	var obj *model.Node
	if arg != nil {
		if obj = f.Resolve(arg); obj == nil || obj.Sym() != model.SymObject {
			return nil
		}
	}
	for _, o := range opts {
		names = append(names, o[0]+": "+o[1])
		if obj != nil {
			if v, _ := f.ObjectProp(obj, o[0]); v != nil {
				if f.Resolve(v) != v {
					return nil
				}
				edits = append(edits, model.Edit{Start: int(v.StartByte()), End: int(v.EndByte()), Text: o[1]})
				continue
			}
		}
		items = append(items, o[0]+": "+o[1])
	}
	app := model.FixSafe
	switch {
	case obj == nil:
		args := ctor.ChildByFieldName("arguments")
		if args == nil {
			return nil
		}
		edits = append(edits, f.AppendItem(args, "{ "+strings.Join(items, ", ")+" }"))
	case len(items) > 0:
		edits = append(edits, f.AppendItems(obj, items...))
	}
	if obj != nil && !model.Contains(ctor, obj) {
		app = model.FixUnsafe
	}
	return &model.Fix{Applicability: app, Message: "set " + strings.Join(names, ", "), Edits: edits}
}
