package rc201

import (
	"fmt"

	"github.com/resilience-check/resilience-check/checks/facts/gates"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/looptool"
	"github.com/resilience-check/resilience-check/checks/facts/memo"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC201 blocking-call-in-async.
//
// What it does: reports calls that block the thread inside an async
// function: synchronous HTTP (requests, urllib, urllib3, http.client, httpx's
// sync API), time.sleep, subprocess runs and waits, os.system and blocking
// socket calls in a Python `async def`; fs `*Sync` and child_process
// execSync/execFileSync/spawnSync in a JavaScript or TypeScript async
// function, async arrow function or async method.
//
// Why is this bad? An async server runs every request on one event loop. A
// blocking call stops the loop until it returns, so every other request,
// health check and timer waits too; one slow upstream then stalls the whole
// server (CWE-400). Ruff ASYNC210/212/220-222/251 and flake8-async report the
// Python calls; eslint-plugin-n no-sync reports the JavaScript ones anywhere.
//
// Example:
//
//	async def handler(url):
//	    data = requests.get(url, timeout=10).json()
//
// Use instead:
//
//	async def handler(url):
//	    async with httpx.AsyncClient(timeout=10) as client:
//	        data = (await client.get(url)).json()
//
// Source: Python's asyncio documentation, "Running Blocking Code"
// (checklist item ItemNoBlocking), CWE-400, peers Ruff
// ASYNC210 / ASYNC212 / ASYNC220-222 / ASYNC251.
var Rule = &model.Rule{
	ID: "RC201", Name: "blocking-call-in-async", Severity: model.SeverityHigh, CWE: 400, Checklist: model.ItemNoBlocking,
	Summary: "Blocking call inside an async function stalls the event loop",
	Description: "A synchronous HTTP request, sleep, subprocess or socket call inside an async function blocks the " +
		"event loop until it returns, so every other request the server is handling waits with it and one slow " +
		"upstream stalls the whole server. Use the async API or offload the call to a worker thread.",
	Help:      blockingAsyncHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript},
	Check:     checkBlockingAsync,
}

const blockingAsyncHelp = `## What it does
Reports calls that block the thread inside an async function.

Not reported in scripts and command-line programs (files under ` + "`scripts/`" + `, ` + "`bin/`" + `,
` + "`cli/`" + `, ` + "`examples/`" + `, ` + "`benchmarks/`" + `, files starting with ` + "`#!`" + `, a ` + "`cli.*`" + ` module, and entry
points such as ` + "`if __name__ == \"__main__\"`" + ` or a top-level ` + "`main()`" + ` call that start no server; a
Python module with such a guard that another serving file of the scan imports is a library, not a script,
and so is a JavaScript or TypeScript module in a script folder, such as a ` + "`cli/`" + ` wrapper that the
tool handlers run, or named ` + "`cli.*`" + ` (not an entry point itself), that serving code imports, directly or through other modules):
blocking a one-shot program's event loop starves no other request. Nor in a function that
ends the process (` + "`process.exit`" + `, ` + "`sys.exit`" + `): that is start-up code, run before anything is
served, or shutdown code; nor in a call chain from a function whose own body ends the process (a signal handler's ` + "`shutdown()`" + ` ending in ` + "`process.exit(0)`" + `, not one that exits only in a branch; summary ` + "`Func.Exits`" + `). Nor in a server's start-up function: a module-level function the file calls only from its
entry code (` + "`main()`" + ` or ` + "`main().catch(...)`" + ` at module level, ` + "`asyncio.run(main())`" + `, another such
function), a coroutine nested in a function and given only to an event loop's runner
(` + "`async def run(): ...`" + ` then ` + "`anyio.run(run)`" + ` in ` + "`run_stdio_server()`" + `), or a module-level ` + "`(async () => { ... })()`" + `, outside a ` + "`while`" + ` loop, which reads its
configuration and checks its connection once before it serves, as Ruff's ASYNC rules would flag but a reviewer does not (a function that is also
passed as a callback or called from a handler is not one); nor before the ` + "`yield`" + ` of the function a file passes as
` + "`lifespan=`" + ` to ` + "`FastAPI(...)`" + ` or Starlette (outside a ` + "`while`" + ` loop): the application's start-up, run once
before it accepts a request (an MCP server's own ` + "`lifespan=`" + ` is not one: the SDK can enter it per session).
` + "`scripts-are-servers: true`" + ` in the configuration reports there too.

- **Python**, inside ` + "`async def`" + `, and inside a plain ` + "`def`" + ` that mcp 1.x's FastMCP
  (` + "`from mcp.server.fastmcp import FastMCP`" + `) registers as a tool, resource or prompt
  (` + "`@mcp.tool()`" + ` on a server the file builds, also through a module-level factory of the file that returns one, ` + "`mcp = create_mcp_server()`" + `): that SDK calls a sync handler inline on its
  event loop, so it blocks as an ` + "`async def`" + ` would (python-sdk issue 1646; mcp 2.x and the
  fastmcp package's 3.x run sync tools in a worker thread), and inside a plain ` + "`def`" + ` that the
  fastmcp package registers where the project's dependency manifests show a 2.x release (a lock
  file's version, ` + "`==2.x`" + `, or an upper bound such as ` + "`<3`" + `, ` + "`~=2.8`" + `, ` + "`^2.8`" + `, in the nearest
  uv.lock, poetry.lock, pdm.lock, requirements.txt, pyproject.toml, setup.cfg or setup.py up
  from the file): FastMCP 2.x also calls sync tools inline, 3.0 runs them in a worker thread
  (PrefectHQ/fastmcp pull request 2865); a floor alone (` + "`fastmcp>=2.8`" + `) installs 3.x today and
  is not reported; nor is a file that imports ` + "`FastMCP`" + ` from both (a ` + "`try`/`except ImportError`" + `
  fallback leaves the framework to the environment). The registration rows with ` + "`blocks: true`" + ` (and ` + "`blocks_before`" + `) in
  ` + "`libmodels/data/mcp.yml`" + ` say which SDKs do this: ` + "`requests.get/post/.../request`" + ` and the same methods
  (and ` + "`send`" + `) on a ` + "`requests.Session()`" + `; ` + "`urllib.request.urlopen`" + `/` + "`urlretrieve`" + `;
  ` + "`urllib3.request`" + ` and ` + "`request`" + `/` + "`urlopen`" + ` on a ` + "`PoolManager`" + ` or connection pool;
  ` + "`request`" + `/` + "`getresponse`" + `/` + "`connect`" + ` on an ` + "`http.client.HTTP(S)Connection`" + `;
  httpx's module functions (` + "`httpx.get`" + `, ...) and the methods of an ` + "`httpx.Client`" + `;
  commands (` + "`get`" + `, ` + "`set`" + `, ` + "`hgetall`" + `, ` + "`xrange`" + `, ...) on a synchronous redis-py client
  (` + "`redis.Redis`" + `, ` + "`RedisCluster`" + `, ` + "`redis.from_url`" + `; not ` + "`redis.asyncio`" + `), named by its
  constructor or an annotation such as ` + "`r: Redis = ...`" + `; collection calls (` + "`list_collections`" + `,
  ` + "`get_collection`" + `, ...) on a synchronous chromadb client (` + "`HttpClient`" + `, ` + "`PersistentClient`" + `, ...);
  the synchronous SDK clients of the library rows (` + "`libmodels/data`" + `): Slack's ` + "`WebClient`" + `,
  Qdrant, boto3 clients (every operation but local helpers such as ` + "`get_paginator`" + `),
  ` + "`smtplib.SMTP`" + `, ` + "`ftplib.FTP`" + `, ` + "`imaplib`" + `/` + "`poplib`" + ` clients, paramiko's ` + "`SSHClient`" + `,
  ` + "`websocket.create_connection`" + `, ` + "`httplib2.Http`" + `, ` + "`ollama.Client`" + `, python-jenkins,
  SendGrid's ` + "`SendGridAPIClient`" + `, OAuth flows (` + "`Flow.fetch_token`" + `, ` + "`OAuth2Session`" + `),
  Google Cloud's ` + "`storage.Client`" + ` and ` + "`bigquery.Client`" + ` requests, the synchronous database
  drivers' connect and connection commands (` + "`psycopg2.connect`" + `, ` + "`psycopg.connect`" + `,
  ` + "`pymysql.connect`" + `, ` + "`mysql.connector.connect`" + `, ` + "`pymssql.connect`" + `, ` + "`oracledb.connect`" + `,
  ` + "`snowflake.connector.connect`" + `, ` + "`clickhouse_connect.get_client`" + ` and its queries,
  clickhouse-driver, duckdb, the standard library's ` + "`sqlite3.connect`" + ` (an embedded engine: each statement runs on the calling thread
  and waits up to the busy timeout for another connection's lock; aiosqlite is its async form), the sync neo4j driver's ` + "`execute_query`" + `, ` + "`pyodbc.connect`" + `, cassandra-driver's
  ` + "`Session.execute`" + `, pymemcache, influxdb-client's query API, Trino, Databricks SQL) and the DB-API 2.0
  cursors of those connections (PEP 249: ` + "`cur = conn.cursor(); cur.execute(q)`" + `, ` + "`with conn.cursor() as cur:`" + `,
  ` + "`conn.cursor().executemany(...)`" + `, a cursor a class keeps in ` + "`self._cursor = self.conn.cursor()`" + `; ` + "`execute`" + `, ` + "`executemany`" + ` and ` + "`callproc`" + ` run the statement on the
  connection's socket; package checks/facts/dbcursor), also of a connection a function or a module-level
  manager of another module returns (` + "`conn = connection_manager.get_connection()`" + `), the synchronous
  broker clients (` + "`kind: queue`" + ` rows: pika's ` + "`BlockingConnection`" + `, confluent-kafka's ` + "`flush`" + `/` + "`poll`" + `,
  kafka-python), the SaaS, model and HTTP SDK rows of ` + "`libmodels/data/sdks-py6.yml`" + ` (curl_cffi,
  Tweepy, DeepL, ZenML, Databricks' ` + "`*_and_wait`" + `, Azure Identity credentials, hvac, MinIO, ccxt,
  alpaca-py, LiteLLM, Netmiko, Fabric, ...) and of ` + "`libmodels/data/sdks-rc201d26.yml`" + ` (futu-api's quote and
  trade contexts, Selenium's WebDriver, the Oxylabs AI Studio apps, Langfuse's ` + "`api`" + ` client, nested, the other azure.identity credentials and a value typed by azure.core's sync ` + "`TokenCredential`" + `), a client a class keeps in ` + "`self`" + ` from a builder chain
  (` + "`self.session = Session.builder.configs(c).create()`" + `), and
  clients whose row is ` + "`nested`" + ` (the Docker SDK, PyGithub, jira, Twilio), whose collections and
  returned objects make requests too (` + "`client.containers.get(id).logs()`" + `), named by their
  constructor, a parameter or module-level annotation (` + "`_docker: docker.DockerClient`" + `);
  a module variable the file builds in functions that declare it ` + "`global`" + ` (` + "`quote_ctx = None`" + ` at module
  level, ` + "`global quote_ctx; quote_ctx = OpenQuoteContext(...)`" + ` in a connect function) holds that client where
  an async function reads it, when every such assignment and the module-level one build the same client
  (None placeholders aside; a function assigning the name without ` + "`global`" + ` binds a local of its own);
  a client may also come from a helper of the file that returns it (a ` + "`get_client()`" + ` that
  builds a module-level client on first use), when every client it can return is
  one of these, from one package, or from a function of another module of the repository
  whose every return gives one client (` + "`iam = get_iam_client(); iam.list_users()`" + ` with
  ` + "`get_iam_client`" + ` returning ` + "`boto3.client(\"iam\")`" + ` or ` + "`Session(profile_name=p).client(\"iam\")`" + `:
  reported at its calls that block, the first only for a client every method of which requests,
  as boto3's, with the factory as related location; a call it awaits is not one; since
  package checks/facts/pyfactory the client is also named at the call, through a local, a
  self field or a chain, self.glue = AwsHelper.create_boto3_client("glue"), and a
  module-level client imported from another module, from .db import session, counts when
  that module assigns it one client at its top level; a factory whose every return calls another
  factory, of its module or one it imports, is followed one level further: ` + "`initialize_client()`" + `
  returning ` + "`initialize_client_with_cluster(info)`" + ` that returns ` + "`Elasticsearch(...)`" + `), or from a method of another object that a row names
  (` + "`session = boto3.session.Session(); ec2 = session.client(\"ec2\")`" + `), also when that object is
  a blocking client held in a field or a parameter (` + "`index = self.client.index(uid)`" + ` with
  ` + "`self.client`" + ` a ` + "`meilisearch.Client`" + `: the Index's methods request), a session a helper of
  the file returns (` + "`session = get_aws_session(region)`" + ` with ` + "`return boto3.Session(...)`" + `,
  ` + "`self._get_session().client(\"sts\")`" + `) or a parameter annotated with the session class
  (` + "`session: boto3.Session`" + `); a client cached on a class that a classmethod returns
  (` + "`cls._client = session.client(...)`" + `, ` + "`return cls._client`" + `: every assignment of that
  attribute in the class, its bases and subclasses of the file must give the one client,
  None placeholders aside); a client a helper builds from the class its caller hands it
  (` + "`_get_client(context, client.CoreV1Api)`" + ` returning ` + "`client_class(api_client=...)`" + `); an attribute
  of self that the class sets only to what a function of another module returns
  (` + "`self.glue_client = AwsHelper.create_boto3_client(\"glue\")`" + `, judged as a local bound to
  that call is, at most four such calls per function);
  ` + "`time.sleep`" + `; ` + "`subprocess.run/call/check_call/check_output/getoutput/getstatusoutput`" + `,
  ` + "`wait()`" + ` and ` + "`communicate()`" + ` on a ` + "`subprocess.Popen`" + `; ` + "`os.system`" + `, ` + "`os.wait*`" + ` (not
  with ` + "`WNOHANG`" + `) and ` + "`os.spawn*(os.P_WAIT, ...)`" + `; ` + "`socket.create_connection`" + `, DNS lookups
  (` + "`socket.getaddrinfo`" + `, ` + "`gethostbyname`" + `, ...) and ` + "`connect/accept/recv/send...`" + ` on a
  socket the file never makes non-blocking; a wait on a ` + "`concurrent.futures`" + ` Future:
  ` + "`future.result()`" + ` / ` + "`exception()`" + ` of a future from ` + "`submit`" + ` on a ` + "`ThreadPoolExecutor`" + ` or
  ` + "`ProcessPoolExecutor`" + ` the file builds, and ` + "`concurrent.futures.wait(...)`" + ` (the loop waits for the
  worker; ` + "`await asyncio.wrap_future(future)`" + ` does not).
- **JavaScript / TypeScript**, inside an ` + "`async function`" + `, async arrow function or async
  method: every ` + "`*Sync`" + ` function of ` + "`fs`" + ` (also ` + "`fs-extra`" + `, ` + "`graceful-fs`" + `) and
  ` + "`child_process`" + ` ` + "`execSync`" + `, ` + "`execFileSync`" + ` and ` + "`spawnSync`" + `, any function of a package
  named with Node's ` + "`Sync`" + ` suffix for a blocking twin (protobufjs ` + "`loadSync`" + `, zlib ` + "`gunzipSync`" + `,
  bcrypt ` + "`hashSync`" + `; not a module of the project), through ` + "`require`" + `,
  ` + "`import`" + `, destructuring, aliases and ` + "`node:`" + ` specifiers.

A call of a plain (sync) function of the same file whose body makes one of these calls,
itself or through up to three further sync functions of the file, is reported at the
call in the async function (` + "`return get_regions()`" + ` where ` + "`get_regions`" + ` calls
` + "`ec2.describe_regions()`" + `; a sync bridge ` + "`run_async(coro)`" + ` that waits on
` + "`executor.submit(...).result(timeout=30)`" + `), as Pyright's and Ruff's ASYNC rules do not (they see only the
call written in the async body), also where the call is an argument of another call
(` + "`str(helper())`" + `, and ` + "`asyncio.to_thread(helper(x))`" + `, which runs helper on the loop
and hands its result to the thread); a helper handed to a thread (` + "`asyncio.to_thread(helper)`" + `,
` + "`loop.run_in_executor(None, helper)`" + `, ` + "`functools.partial(helper, ...)`" + `) is not.

Names are resolved through the file's imports (` + "`import requests as r`" + `,
` + "`from time import sleep`" + `, ` + "`const { execSync: sh } = require('node:child_process')`" + `).
A method call is reported only when its receiver is known to be a blocking client:
assigned from ` + "`requests.Session()`" + `, ` + "`httpx.Client()`" + `, ` + "`subprocess.Popen(...)`" + ` and so on
(also through ` + "`with ... as`" + ` and ` + "`self.x = ...`" + `), or a parameter annotated as one
(` + "`client: httpx.Client`" + `, ` + "`Optional[httpx.Client]`" + `), also once ` + "`__init__`" + ` stores it in a field
(` + "`def __init__(self, client: PortClient): self._client = client`" + `, unless the parameter is
rebound first), or a property of the class that returns one (` + "`@property def conn(self) -> sqlite3.Connection`" + `, a
connection opened on first use: its return annotation, else what its returns give), or a name unpacked
from the tuple a helper of the file returns (` + "`client, user_id, err = get_authenticated_client()`" + ` where every
return gives, at that position, one client or None, directly or unpacked from another helper). A field annotated with a
class and assigned from its library's function (` + "`self._conn: Optional[sqlite3.Connection] = None`" + `, then
` + "`self._conn = sqlite3.connect(path)`" + `) holds one client: the names of one library row agree. An annotation counts through ` + "`Optional`" + `, ` + "`Union`" + ` and ` + "`Annotated`" + `, not inside
a container (` + "`ContextVar[Optional[Session]]`" + `, ` + "`list[Client]`" + `: its ` + "`.get()`" + ` is no request).
The sync clients of the OpenAI and Anthropic SDKs (` + "`OpenAI`" + `, ` + "`AzureOpenAI`" + `, ` + "`Anthropic`" + `)
and a SQLAlchemy ORM ` + "`Session`" + ` block like ` + "`requests`" + `; their ` + "`Async*`" + ` forms do not. The same
method on another object — an aiohttp session, an ` + "`httpx.AsyncClient`" + `, a dict — is not reported.

A synchronous SDK that no library row names is assumed from the shape of its call (package
checks/facts/syncsdk): a method called without ` + "`await`" + ` on an object of a class imported from
a third-party package (not the standard library, not a pure library such as pydantic, FastAPI
or the MCP SDK, not the repository's own code, not a package any library row describes)
whose name ends in ` + "`Client`" + `, ` + "`API`" + `, ` + "`Session`" + ` or ` + "`Connection`" + `
(` + "`AdbClient(config).describe_dbclusters(req)`" + `, ` + "`ZabbixAPI(url).login()`" + `), built in place,
held in a variable or field, typed by a parameter's annotation (` + "`client: AdbClient`" + `), or returned
by a helper of the file or a factory of another module; or an object such a package's
function builds by the name shape of a client factory, ` + "`connect`, `get_client`" + `,
` + "`create_<x>_client`, `get_<x>_connection` (`timeplus_connect.get_client(**cfg).command(q)`" + `,
` + "`acme_warehouse.connect(dsn).fetch_rows(q)`" + `), unless the file awaits that function's call
(` + "`await nats.connect(url)`" + `: an async client) or its name carries an async mark. A method of the repository's own class that
calls such a client held in a field (a repository wrapper, ` + "`self.client = AcmeClient(url)`" + `) blocks as
well, through the summaries: ` + "`repo.list_items()`" + ` in async code is reported at that call, with the
wrapper's method as related location, whether ` + "`repo`" + ` is a module-level instance, a field or an
annotated parameter.
The message says the client is assumed synchronous and why. Not assumed: a class with
` + "`Async`" + `, ` + "`Aio`" + ` or ` + "`async`" + ` in its qualified name; a class whose methods the file awaits, or
that it enters with ` + "`async with`" + ` (an async SDK); ` + "`<X>Api`" + ` classes (OpenAPI Generator's family
row judges those); test doubles, ` + "`FastAPI`" + `, ` + "`InferenceSession`" + `, ` + "`FuturesSession`" + `; methods that make
no request (` + "`close`" + `, ` + "`set_*`" + `, ` + "`with_*`" + `, ` + "`*_paginator`" + `, private ones).

Not reported: calls inside a nested sync function, lambda or arrow function
(they run when something calls them, often in a worker thread), so
` + "`await asyncio.to_thread(requests.get, url)`" + `, ` + "`loop.run_in_executor(None, lambda: ...)`" + ` and
` + "`anyio.to_thread.run_sync(...)`" + ` are fine. The exception is a JavaScript callback that runs
at once: the executor of ` + "`new Promise(...)`" + ` and the callback of an array's ` + "`forEach`" + `,
` + "`map`" + `, ` + "`filter`" + `, ` + "`reduce`" + `, ` + "`some`" + `, ` + "`every`" + `, ` + "`find`" + ` or ` + "`flatMap`" + ` are part of the
async function's own run. Default argument values of a Python ` + "`async def`" + ` are
evaluated when the function is defined, not on the loop, and are not reported.

Python file I/O (` + "`open(...).read()`" + `, ` + "`pathlib.Path.read_text`" + `) is left out on purpose:
local file access is usually fast and reporting it buries the network and
process calls (Ruff has it separately as ASYNC230/ASYNC240).

Through calls into other files: an async function that calls a sync helper which,
up to five calls down, makes one of these calls (any of the blocking functions above, a DNS
lookup such as ` + "`socket.gethostbyname`" + ` and a driver's connect among them) is reported at its call of the helper,
with the chain as related locations. A Python helper that calls a function its caller hands it
(` + "`self._safe_call(call_fn)`" + ` running ` + "`f()`" + `, no thread runner in it; package checks/summary/handed) runs
that function's blocking calls in its caller, and so does a dispatcher's call of a method on a local it looks
up by name (` + "`handler = get_tool_handler(name); handler.run_tool(args)`" + `, ` + "`tool = tools[name]; tool.execute(**args)`" + `)
when the one base class of the repository defining that method has a subclass whose override blocks
(subimpl.Index.Family: class-hierarchy analysis of the call) and the file shows the table holding that subclass:
a dict or list literal of its instances or classes, a store of one into the table (` + "`T[h.name] = h`" + ` with
` + "`register(tools.ListFiles())`" + `), or a function returning one. A table of dicts or threads
(` + "`section = cache[name]; section.update(extra)`" + `, ` + "`t = WORKERS.get(name); t.run()`" + `) holds no such class
and is not resolved. In a scan of the whole repository the calls of one
helper that reach the same blocking call are reported once, at the first, whose message
counts them and whose related locations list the others after the chain (CodeQL and
Semgrep report a sink reached along many paths once, with the paths), when they are low:
the helper blocks once per key, or only for a small file operation, one defect, the
helper's. A call that blocks on every request keeps its finding at each call: it is a
defect of its async caller, whose fix (awaiting the helper's async form) is there. In a pull request each changed call keeps its own finding.

To accept a deliberate case, write ` + "`# resilience: ignore[RC201] reason`" + ` on the line;
Ruff's ` + "`# noqa: ASYNC210`" + ` (and ASYNC212, ASYNC220-222, ASYNC251) is honoured too.

## Severity
High: a blocked event loop stalls every request and task of the server at once; in a handler the message says so ("in a tool handler"). Low for a small local file operation (exists, mkdir, stat, access, unlink, rename, a write of a literal or JSON text, an append to a file whose path names a log: a log line): it takes milliseconds. Reads of whole files or folders and writes of data of unknown size stay high. A chain into another file is rated as its blocking call would be in the file (a helper that only stats or creates a folder is low; one that also reads a whole file is rated by the read). Low also for a call cached on first use, in the file or at any call of a chain: its result stored in a module variable or an instance field that a guard tests first (` + "`if (!cache[k]) cache[k] = fs.readFileSync(p)`" + `, ` + "`if (!this.clients.has(url)) this.clients.set(url, this.create(url))`" + `, ` + "`x ??= read()`" + `, ` + "`if self._cfg is None: ...`" + `), or made by a ` + "`functools.cache`" + ` / ` + "`lru_cache`" + ` / ` + "`memoize(...)`" + ` function: it blocks once per key, not on every request. Low also for a call that runs only when a debug or verbose flag is on, in the file or at any call of a chain: in the branch of an if (or after an early return) that tests a module variable, a configuration field, an environment variable or a command-line switch named debug or verbose (` + "`if (debugLogPath)`" + `, ` + "`if DEBUG:`" + `, ` + "`process.env.DEBUG && ...`" + `, ` + "`if (process.env.NODE_ENV !== \"development\") return;`" + `): a debug aid, off in normal use (a flag the request passes, ` + "`args.debug`" + `, is not one). One-shot scripts are not reported. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
An async server runs all its requests on one event loop thread. A blocking call
holds that thread until it returns: while ` + "`requests.get`" + ` waits for a slow upstream
or ` + "`execSync`" + ` waits for a child process, no other request, health check, timeout
or heartbeat runs. One slow dependency then stalls the whole server, and a caller
that sends many such requests can exhaust it: uncontrolled resource consumption
(CWE-400). The resilience checklist item "No blocking calls in async handlers"
asks for async clients or offloading to a thread pool, as Python's asyncio
documentation does ("Running Blocking Code").

## Example
` + "```python\n@mcp.tool()\nasync def current_conditions(city: str) -> dict:\n    data = requests.get(URL, params={\"q\": city}, timeout=(5, 20)).json()\n    if data.get(\"stale\"):\n        time.sleep(1)\n    return data\n```" + `

` + "```ts\nserver.tool(\"list_regions\", \"Known regions\", {}, async () => {\n  const out = execSync(\"radar-render --list-regions\", { timeout: 10_000 });\n  const names = fs.readFileSync(\"regions.txt\", \"utf8\");\n  return text(out + names);\n});\n```" + `

## Use instead
` + "```python\n@mcp.tool()\nasync def current_conditions(city: str) -> dict:\n    async with httpx.AsyncClient(timeout=httpx.Timeout(20.0, connect=5.0)) as client:\n        data = (await client.get(URL, params={\"q\": city})).json()\n        if data.get(\"stale\"):\n            await asyncio.sleep(1)\n    return data\n\n# or keep the sync client and move it off the loop:\ndata = await asyncio.to_thread(fetch_conditions, city)\n```" + `

` + "```ts\nconst execFileAsync = promisify(execFile);\nserver.tool(\"list_regions\", \"Known regions\", {}, async () => {\n  const { stdout } = await execFileAsync(\"radar-render\", [\"--list-regions\"], { timeout: 10_000 });\n  const names = await fs.promises.readFile(\"regions.txt\", \"utf8\");\n  return text(stdout + names);\n});\n```" + `

## References
- CWE-400: Uncontrolled Resource Consumption: https://cwe.mitre.org/data/definitions/400.html
- Checklist: "No blocking calls in async handlers"
- Python asyncio, running blocking code: https://docs.python.org/3/library/asyncio-dev.html#running-blocking-code
- MCP Python SDK, sync tools run on the event loop in 1.x: https://github.com/modelcontextprotocol/python-sdk/issues/1646
- Ruff ASYNC210 blocking-http-call-in-async-function: https://docs.astral.sh/ruff/rules/blocking-http-call-in-async-function/
- Ruff ASYNC212 blocking-http-call-httpx-in-async-function: https://docs.astral.sh/ruff/rules/blocking-http-call-httpx-in-async-function/
- Ruff ASYNC220/221/222 (create, run, wait for a subprocess in an async function): https://docs.astral.sh/ruff/rules/run-process-in-async-function/
- Ruff ASYNC251 blocking-sleep-in-async-function: https://docs.astral.sh/ruff/rules/blocking-sleep-in-async-function/
- flake8-async: https://flake8-async.readthedocs.io/en/latest/rules.html
- eslint-plugin-n no-sync: https://github.com/eslint-community/eslint-plugin-n/blob/master/docs/rules/no-sync.md
- asyncio.to_thread: https://docs.python.org/3/library/asyncio-task.html#asyncio.to_thread

CWE-400 · checklist: no blocking calls in async handlers (ItemNoBlocking).
`

func checkBlockingAsync(p *model.Pass) {
	f := p.File
	if !f.Contains("async") && !looptool.Possible(f) {
		return
	}
	if f.IsScript() && (p.Settings == nil || !p.Settings.ScriptsAreServers) {
		return // a one-shot script has no other requests to starve
	}
	if f.Lang.IsJS() && !f.Contains("Sync") {
		return
	}
	c := &BlockingCheck{P: p, F: f, NonBlocking: map[string]bool{}}
	c.Walk(f.Root, nil)
	var mj *memo.Judge // memoised reads, judged per file
	var sj *gates.Judge
	for _, b := range c.Pending {
		if impact.ExitsProcess(f, model.EnclosingFunc(b.At)) {
			continue // start-up code that exits the process on failure: nothing is served yet
		}
		if sj == nil {
			sj = gates.NewJudge(f)
		}
		if sj.StartUpCall(b.At) && (p.Settings == nil || !p.Settings.ScriptsAreServers) {
			continue // the module's entry code (main()), run once: nothing is served yet
		}
		if b.Recv == "" || !c.NonBlocking[b.Recv] {
			p.ReportFix(b.At, b.Msg, b.Fix, b.Autofix)
			im := impact.Of(f, p.Rule.Severity, b.At, b.Wait, p.Settings)
			if mj == nil {
				mj = memo.NewJudge(f)
			}
			if im.Severity != model.SeverityLow && mj.Once(b.At) {
				im = model.Impact{Severity: model.SeverityLow, Why: memo.Why} // a memoised read: once per key
			}
			if flag, ok := gates.Debug(f, b.At); ok && im.Severity != model.SeverityLow {
				im = model.Impact{Severity: model.SeverityLow, Why: fmt.Sprintf(gates.DebugWhy, flag)} // a debug aid
			}
			impact.Apply(p, im)
		}
	}
}
