package rc104

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/goheldcfg"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC104 timeout-over-budget: a literal timeout inside an MCP tool or
// resource handler that is longer than the budget of its kind (checklist
// item "every upstream call has a timeout" with the budgets of the MCP
// Security Standard's MCP-INPUT-03 "Timeout Enforcement": tool 30 s, resource
// 10 s, connect 5 s, database query 15 s; the configuration's `timeouts:`
// overrides them). CWE-400. No peer linter has this rule.
var Rule = &model.Rule{
	ID: "RC104", Name: "timeout-over-budget", Severity: model.SeverityLow, CWE: 400, Checklist: model.ItemTimeouts,
	Summary: "Timeout longer than the budget of its handler",
	Description: "A tool call has a time budget (30 s by default) that the client waits for; a timeout inside it that is " +
		"longer lets a slow upstream hold the call past that budget. Keep each timeout within the budget of its kind.",
	Help:      help,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     check,
}

const help = `## What it does
Reports a timeout written as a literal inside an MCP tool or resource handler (or a
function nested in one) that is longer than the budget of its kind:

- any timeout in a **tool** handler above the tool budget (30 s), in a **resource**
  handler above the resource budget (10 s);
- a **connect** timeout (the first value of a requests ` + "`(connect, read)`" + ` tuple, httpx
  ` + "`connect=`" + `, aiohttp ` + "`sock_connect=`" + `, ` + "`connectionTimeoutMillis`" + `) above the connect budget (5 s);
- a **database** statement timeout (` + "`command_timeout=`" + `, ` + "`statement_timeout`" + `, ` + "`query_timeout`" + `)
  above the database budget (15 s).

Timeouts read: Python ` + "`timeout=`" + `, ` + "`read_timeout=`" + ` (botocore's ` + "`Config`" + `), ` + "`request_timeout=`" + ` (opensearch-py, elasticsearch-py), ` + "`_request_timeout=`" + ` (OpenAPI-generated clients), ` + "`requests_timeout=`" + ` (spotipy, pycti), ` + "`connect=`" + `, ` + "`sock_connect=`" + `, ` + "`command_timeout=`" + `
(seconds, numbers and tuples; milliseconds on a call of Playwright's Python API, or Patchright's, in a file
that imports it, ` + "`page.goto(url, timeout=30000)`" + `, also through a function of the file that hands its ` + "`timeout`" + ` on
to one, and when the value's name states milliseconds, ` + "`timeout=NAV_TIMEOUT_MS`" + `), ` + "`asyncio.wait_for(..., N)`" + `, ` + "`asyncio.timeout(N)`" + `, ` + "`anyio.fail_after(N)`" + `, ` + "`anyio.move_on_after(N)`" + `, a socket's
` + "`settimeout(N)`" + `;
JavaScript and TypeScript ` + "`AbortSignal.timeout(ms)`" + `, an abort timer (` + "`setTimeout(() => controller.abort(), ms)`" + `), a timer that settles the Promise whose executor arms it (` + "`setTimeout(() => reject(new Error(\"timed out\")), ms)`" + `; one that resolves only when the executor also starts other work or the Promise is in ` + "`Promise.race`" + `: a Promise that only waits on its timer is a sleep, reported at the timer) and ` + "`timeout:`" + `,
` + "`connectionTimeoutMillis:`" + `, ` + "`statement_timeout:`" + `, ` + "`query_timeout:`" + ` properties (milliseconds,
products such as ` + "`5 * 60 * 1000`" + `; not the ` + "`timeout:`" + ` of a circuit breaker other than opossum's, ` + "`new CircuitBreaker({ timeout: 60000 })`" + `,
which may be how long the circuit stays open); Go ` + "`context.WithTimeout(ctx, d)`" + ` and ` + "`Timeout: d`" + ` fields, also set by an assignment (` + "`install.Timeout = 5 * time.Minute`" + `)
(` + "`30 * time.Second`" + `, ` + "`time.Minute`" + `, ` + "`time.Duration(n) * time.Second`" + ` of a number read as below, or a constant of the file holding one, also a package variable the file never assigns again: ` + "`var waitMax = 45 * time.Second`" + `, a seam for tests; a field of a method's receiver the file sets in one composite literal and assigns nowhere, ` + "`c.timeout`" + ` with ` + "`return &Client{timeout: timeout}`" + ` in the constructor, and a project's environment reader's default, ` + "`getEnvInt(\"X_TIMEOUT\", 240)`" + `, ` + "`getenvDuration(\"X_TIMEOUT\", 2*time.Minute)`" + `, ` + "`parseTimeoutOrDefault(os.Getenv(\"X\"), 90*time.Second)`" + `, also the first of the two values of ` + "`waitSec, err := intEnv(\"X\", int(defaultWait/time.Second))`" + `, a duration constant divided by its unit). Go handlers are
functions taking a CallToolRequest or ReadResourceRequest, or passed to a registering call
(` + "`AddTool`" + `, a server's own ` + "`MustTool`" + ` wrapper of typed handlers). A timeout set inside a helper the
handler calls (in another file or outside the handler, up to 5 calls down) is reported where it
is set, with the handlers' calls as related locations, each one over the budget, not only the longest of the
chain (a helper's own ` + "`timeout=60`" + ` and the 120 s of a helper it calls are two findings); when that place is not reported (an
unchanged helper in diff mode) the handler's call is, with the chain (docs/cross-file.md). A timeout held in a name is
judged by the one value the name holds: a local variable its function binds once (` + "`limit = 5 * 60`" + `, Go
` + "`maxWait := 300 * time.Second`" + `; one bound twice, augmented or by a loop stays unknown; reported where the function binds it, the place to change it; a Go local declared with a default and rebound only under an if, clamped, when the caller sets it, ` + "`timeout := defaultTimeout; if ms > 0 { timeout = min(time.Duration(ms)*time.Millisecond, maxTimeout) }`" + `, is judged by its default, what a client that leaves the argument out waits, and by the clamp's bound, the longest a caller may ask, each reported where the file's constant it names is written; one none of whose overrides is clamped stays unknown, as a name bound twice), an ES shorthand
property (` + "`{ encoding, timeout }`" + ` is the variable ` + "`timeout`" + `), an attribute its class binds once
(` + "`self.timeout = ...`" + ` in ` + "`__init__`" + `, ` + "`this.timeoutMs = ...`" + `, a TypeScript class field, a Python
class attribute read as ` + "`self._QUERY_TIMEOUT`" + `), reported where the class binds it; a constructor's fallback
for a parameter the caller leaves out (` + "`self.timeout = timeout or httpx.Timeout(read=60.0)`" + `,
` + "`opts.timeoutMs ?? 120_000`" + `, a parameter's default) is that fallback. A timeout object is a timeout where it
is built: ` + "`httpx.Timeout(120)`" + ` (its first argument or ` + "`read=`" + `), ` + "`aiohttp.ClientTimeout(total=300)`" + `; one built once as a constant of the module (` + "`_QS_TIMEOUT = httpx.Timeout(connect=5.0, read=120.0)`" + `) is the timeout of each request made with it, reported where the module builds it. A Go
constant of another file of the package (` + "`context.WithTimeout(ctx, DefaultTimeout)`" + ` in a helper, with
` + "`DefaultTimeout = 5 * time.Minute`" + ` in helpers.go), or of another package of the repository the file imports (` + "`Timeout: constants.DefaultHTTPTimeout`" + `), is read from that file by the function summaries; in a
handler itself it stays unknown. One held in a constant
of the module (` + "`DEFAULT_TIMEOUT = 300`" + `) or a JavaScript ` + "`const`" + ` of the function, or read from the environment with a default
(` + "`int(os.environ.get(\"X_TIMEOUT\", \"300\"))`" + `, ` + "`Number(process.env.X_TIMEOUT ?? 300_000)`" + `, or a
project's own reader named for the environment: ` + "`_positive_int_from_env(\"X\", 300)`" + `, or handed the raw value and a default: ` + "`parseTimerMs(process.env.X_MS, 120000)`" + `, ` + "`parse_int(os.getenv(\"X\"), 3600)`" + `; a conditional on the read, ` + "`process.env.X ? Number(process.env.X) : DEFAULT_TIMEOUT`" + `, ` + "`int(os.environ[\"X\"]) if \"X\" in os.environ else 300`" + `; a Python ` + "`int(os.getenv(\"X\") or 300)`" + `; package checks/facts/envdflt), or read from a dictionary parameter of the function, a tool's arguments, with a default under a key that names a timeout (` + "`params.get(\"timeout\", 120)`" + `, ` + "`args.get(\"timeout_seconds\", 45)`" + `: the model leaves the key out unless it chooses a wait), is judged by
that value: over budget unless someone sets the variable (or the key) is over budget by default. So is a Python or JavaScript constant of this kind that a helper imports from another module of the repository (` + "`from .config import DEFAULT_TIMEOUT`" + `, ` + "`import { API_TIMEOUT_MS } from './const.js'`" + `), read by the function summaries from the module that defines it and reported where that module binds it (each helper that imports it waits on that one value, and it is the place to change it; a configuration class's field below stays reported at its use), in the unit of its place (Python seconds, JavaScript milliseconds) unless its name states milliseconds (` + "`NAVIGATION_TIMEOUT_MS`" + `); a JavaScript one named in seconds (` + "`WAIT_SECONDS`" + `) stays unknown; in a handler itself it stays unknown. A Go timeout read from a struct field in a helper (` + "`context.WithTimeout(ctx, s.apiTimeout)`" + `, ` + "`time.Duration(c.CommandTimeout) * time.Second`" + `) is judged in a whole-repository scan by the largest value any write of a field so named holds, reported where that value is written: a composite literal of a type not the standard library's (` + "`Config{Timeout: 120 * time.Second}`" + `), an assignment (` + "`if c.F == 0 { c.F = 120 }`" + `), a flag's default (` + "`flag.IntVar(&c.F, \"timeout\", 600, ...)`" + `, kingpin's ` + "`.Default(\"1m\").Duration()`" + ` read through its pointer), a copy of another field (` + "`apiTimeout: cfg.Timeout`" + `; one between fields of the same name, ` + "`Deps{JobWait: cfg.JobWait}`" + `, holds one of the other writes and adds none); one write that does not read, a write in the helper itself, or a diff scan (which reads only some files) leaves it unknown, but not an override that applies only when someone configures a value, which keeps the default otherwise: the field's address handed to a project's environment setter (` + "`setDuration(\"MCP_MEDIA_TIMEOUT\", &cfg.Media.Timeout)`" + `) or a string parsed under a test that it parsed (` + "`if t, err := strconv.Atoi(s); err == nil { c.Timeout = t }`" + `) (packages checks/facts/gofieldw, checks/summary/gofield). So is the Timeout of an ` + "`http.Client`" + ` held in a field of a struct and set from such a field (` + "`&http.Client{Timeout: opts.Timeout}`" + `, also through a local the constructor rebinds only when the field is zero), charged to the methods that send requests on it (package checks/facts/goheldcfg). A value chosen by a condition between two read values (` + "`attempt === 1 ? 60000 : 45000`" + `, ` + "`120 if wait_for_close else 10`" + `) waits up to the larger, unless the condition reads the environment. A caller's
value clamped to a maximum (` + "`min(timeout, MAX_TIMEOUT)`" + `, ` + "`Math.min(ms, 600_000)`" + `) is judged by the
maximum. A timeout held in a parameter of its function is judged at the calls of the function:
the argument a call passes (` + "`" + `spawnGit(args, cwd, GIT_TIMEOUT_MS)` + "`" + `), in the same file or, through the function summaries, another
(` + "`" + `run_command(cmd, 600)` + "`" + ` of a tools module, Go ` + "`" + `c.Do(ctx, req, 300*time.Second)` + "`" + `: a number or Go duration the caller's file reads, reported
where the call writes it; one whose name states another unit than the place, ` + "`" + `TIMEOUT_MS` + "`" + ` where seconds are read, stays unknown; a caller's own
parameter handed on as is is judged at that caller's calls in turn, package ` + "`" + `checks/summary/argval` + "`" + `), and the
parameter's default (` + "`def run(cmd, timeout=300)`" + `) at a call, in any file, that leaves it out; so is the
default of a property a function destructures from an options parameter (` + "`const { timeout = 180000 } = options`" + `,
` + "`function run(cmd, { timeout = 120_000 } = {})`" + `) at a call that leaves the options out (one that passes them
may set the property, and is not judged by the default), or passes undefined or an object literal without the property and without a spread (` + "`{ contentType }`" + `), which leaves it to the default too.
So is the fallback a function gives a parameter its caller leaves out, when the parameter's own default
leaves it unset (none, ` + "`None`" + `, ` + "`undefined`" + `): ` + "`timeout or DEFAULT_TIMEOUT`" + `, ` + "`opts?.timeoutMs ?? 120_000`" + `
(an options parameter's member: judged at a call that leaves the options out, or passes an object literal without the
member, or one that sets it from an argument of the tool's input its zod schema declares without a default, ` + "`runPrediction({ model, timeoutMs: params.timeout_ms })`" + `:
a model that leaves the argument out leaves the member undefined),
` + "`if timeout is None: timeout = DEFAULT_TIMEOUT`" + `, ` + "`timeout ??= 60_000`" + `, also a constant imported from another
module; a fallback read from an attribute (` + "`timeout or self.timeout`" + `) is reported where the class binds it.
A Python keyword-only parameter (after ` + "`*`" + ` or ` + "`*args`" + `, set by name only) and a parameter of an outer function
read in a callback (` + "`setTimeout(() => reject(...), timeoutMs)`" + ` inside ` + "`new Promise`" + `) are parameters too.
A handler's own parameter handed on to such a function of the file is judged by its default
(` + "`def wait_run(run_id, timeout: float = 3600): return _poll(run_id, timeout=timeout)`" + `): a client that
leaves the argument out, as a model calling a tool usually does, waits that long. A handler's
parameter passed straight to a library call is not judged by its default: a ` + "`timeout=`" + ` there may
be the remote operation's own (Proxmox's shutdown ` + "`timeout`" + `), not the request's. One that bounds a wait of the handler's own (a child process's ` + "`subprocess.run(..., timeout=timeout)`" + `, ` + "`asyncio.wait_for`" + `) is judged by its default. A value a tool handler takes from its caller as given is judged by what the caller may ask, not its default: a property of the handler's arguments (` + "`{ timeout: args.timeout || 30000 }`" + `, Go ` + "`time.Duration(args.TimeoutSeconds) * time.Second`" + `), a name destructured from them (` + "`const { timeout = 30 } = args`" + `), a parameter of a Python function registered as a tool (` + "`def geocode(q, timeout: int = 10)`" + `) that no ` + "`min()`" + `, ` + "`Math.min`" + `, comparison (other than a floor test, ` + "`t <= 0`" + `), assignment, ` + "`le=`" + ` or zod ` + "`.max()`" + ` caps is reported where it is used: one call asking for an hour holds the tool call an hour (package checks/facts/toolinput). Its fallback for such an argument the caller leaves out, as a model calling a tool usually does (JavaScript and TypeScript: ` + "`const timeout = timeout_ms ?? DEFAULT_TIMEOUT_MS`" + ` in ` + "`async ({ command, timeout_ms }) => ...`" + `, also read in a callback nested in the handler; the argument declared in a zod schema of the file without a ` + "`.default(...)`" + `, which the SDK would fill in), is judged as a default is, whatever caps the argument, and reported where it is set (the module constant it names) (package checks/facts/inputfb). A pydantic ` + "`Field`" + `'s ` + "`default=`" + ` (or first argument) is the parameter's default. A field of a Python configuration object is the default its class declares (` + "`timeout: int = 120`" + ` in a pydantic model, a pydantic-settings class, a dataclass or a plain class without an ` + "`__init__`" + ` of its own) when the instance's class is known: a module-level instance (` + "`config = ServerConfig(timeout=60)`" + `: the keyword when passed), a parameter's annotation (` + "`def fetch(config: ServerConfig)`" + `), a constructor's annotated parameter held in a member (` + "`self.config = config`" + `), or an accessor of the module: a function without parameters every return of which is one construction of the class, directly, through a local or a module global that is otherwise only ` + "`None`" + ` (` + "`settings = get_settings()`" + ` with ` + "`return Settings()`" + ` under ` + "`@lru_cache`" + `, the ` + "`global _config; if _config is None: _config = Config(); return _config`" + ` singleton); a setting that reads its variable holds the default unless someone sets it. A property of a JavaScript constant object of the module (` + "`export const config = { search: { timeout: 120_000 } }`" + ` read as ` + "`config.search.timeout`" + `, ` + "`TIMEOUTS.SLOW_MS`" + ` of an ` + "`as const`" + ` object) is its number unless the module assigns the path again. Both are also read from another module of the repository by the function summaries.
A call the handler does not wait for (` + "`void f()`" + `, Go ` + "`go f()`" + `) is not charged with what f waits for. Neither
is a timeout that waits for a person or the client rather than an upstream (an elicitation, a
sampling ` + "`createMessage`" + `, the ` + "`wait_for_callback(timeout=300)`" + ` of an OAuth loopback redirect server
waiting for the person to log in in the browser, RFC 8252 section 7.3).

A library's documented default is a timeout too (docs/libraries.md): a client built with no
timeout keeps it, and one above the tool budget but within the request budget (botocore's 60 s,
zenpy's and the Notion clients' 60 s; a longer or missing one is RC101's) is judged where the
client is built in a handler or a helper it calls (Python: also a method of an instance the code
built, looked up by its class: ` + "`session = boto3.Session(); session.client(\"s3\")`" + ` is
` + "`boto3.Session.client`" + `). A library that re-sends a request that got no
answer (the row's ` + "`retries`" + ` with ` + "`timeouts: true`" + `: contentful-management's 30 s × 6 attempts)
waits its default once per attempt, and that product is judged, unless the file names the switch
that turns the retries off (` + "`retryOnError`" + `). A client built once at start-up (at module
level, in a class constructor or in a Python lifespan that yields it to the tools:
` + "`zd = Zenpy(...)`" + `, ` + "`self.s3 = boto3.client(\"s3\")`" + ` in ` + "`__init__`" + `,
` + "`yield {\"s3\": s3}`" + ` read as ` + "`ctx.request_context.lifespan_context[\"s3\"]`" + `) is charged to the tools
that use it: a method call on it (also one handed to ` + "`asyncio.to_thread`" + `, not one under
` + "`asyncio.wait_for`" + ` or ` + "`asyncio.timeout`" + `) in a tool, or in a helper a tool calls in any file, is
reported at the constructor, where the timeout goes.
A finite default longer than the request budget is RC101's where RC101 matches the row by its calls
(the OpenAI and Anthropic SDKs' 10 minutes) and RC104's where the row's default says ` + "`judge: handler`" + `
(docs/libraries.md): a default that bounds the whole request (a total), which RC101 leaves alone since it is a
bound, not a missing one (Ruff's S113 and Bandit's B113, request-without-timeout, likewise leave a client with
a finite default alone). A default that bounds only a phase of the request or a pause in it (the LLM SDKs'
httpx read timeout of 600 s per read, retried twice; undici's 300 s headersTimeout and bodyTimeout, which restart
with each chunk) leaves the call itself unbounded and stays RC101's. aiohttp's ` + "`ClientSession()`" + ` built without ` + "`timeout=`" + ` keeps
` + "`ClientTimeout(total=300)`" + ` (aiohttp client.py ` + "`DEFAULT_TIMEOUT`" + `,
https://docs.aiohttp.org/en/stable/client_quickstart.html#timeouts), as long a wait as ` + "`timeout=300`" + ` written
there, and is judged where the session is built, as above (in a handler, a helper it calls, or at start-up for the
tools that use it), unless a request on it passes a ` + "`timeout=`" + ` of its own, which overrides the session's
(one on a session the file cannot follow, held in another object's field, leaves every such session of the file unjudged).
So is a timeout written where such a client is built (` + "`self.client = httpx.Client(timeout=httpx.Timeout(120.0))`" + `
in a project API client's ` + "`__init__`" + `, ` + "`this.http = axios.create({ timeout: 120_000 })`" + ` in a constructor): a
request a method makes on the member (one its class binds once) waits that long, and a tool that calls such a
method is charged with it at the timeout, unless the request passes a timeout of its own (` + "`timeout=`" + `, ` + "`**kwargs`" + `;
in JavaScript an argument that names a timeout or a signal). A connect timeout, which bounds only the
connect, is not charged, nor a call that closes or configures the client.
In Go, an ` + "`http.Client{Timeout: d}`" + ` held in a field of a struct the file builds in one composite literal
(` + "`return &Client{http: &http.Client{Timeout: 2 * time.Minute}}`" + `, also through a local the constructor binds once)
is the timeout of each request a method of the struct sends on the field (` + "`c.http.Do(req)`" + `, ` + "`Get`" + `, ` + "`Post`" + `),
reported at the Timeout; not when the method sets a deadline of its own (` + "`context.WithTimeout`" + `) or the file assigns
the field again (an option that swaps the client).

A counted loop that sleeps is a wait too: a poll or a retry in a handler of at most N passes
that sleeps a fixed S each pass (` + "`for attempt in range(30): ... time.sleep(20)`" + `,
` + "`while (attempts < maxAttempts) { ...; await new Promise(r => setTimeout(r, 1000)) }`" + `, Go
` + "`for i := 0; i < maxPolls; i++ { ...; time.Sleep(3 * time.Second) }`" + `) can wait N × S, and that
product is judged against the handler's budget as a timeout would be. A retry (or any counted
loop) that re-runs a call with a per-attempt timeout T waits N × T plus its sleeps (an abort or settling timer of the attempt, ` + "`setTimeout(() => controller.abort(), T)`" + `, is its timeout, counted once, not a sleep too)
(` + "`for attempt in range(3): requests.get(url, timeout=20)`" + ` is 60 s), judged the same way, with
the message saying how the sum is made; a timeout over budget by itself is reported alone. So
does a request on a requests session with urllib3 retries mounted
(` + "`session.mount(\"https://\", HTTPAdapter(max_retries=Retry(total=3)))`" + `, in the same file, also
through a function of the file that returns such a session): a call with ` + "`timeout=T`" + ` of a
method the Retry re-sends (urllib3's default leaves POST and PATCH out) waits up to (N + 1) × T. N and S are read as
above (literals, constants, environment defaults, products and quotients of them: ` + "`range(60 // 5)`" + ` is 12 passes) and also from a local variable whose every
assignment in the function is a literal (the largest counts); a loop whose bound or sleep is
not read that way (a computed backoff) is not judged; a bound held in a parameter of the
loop's function (` + "`def wait_for_job(job, max_attempts=60)`" + ` looping ` + "`range(max_attempts)`" + `) is judged
at the calls, by the value passed or the default, as a timeout parameter is (a computed backoff there adds to the passes' timeouts, as with a written count: the product is the least it waits). A loop whose condition joins the count
to other tests with ` + "`and` / `&&`" + ` (` + "`while (status === 'PENDING' && attempts < maxAttempts)`" + `, ` + "`while not done and retries < 60`" + `,
Go ` + "`for i := 0; i < 40 && !ready; i++`" + `) stops after N passes at the latest and is judged by that count, when the
compared name is a counter the loop steps by one (` + "`attempts++`" + `, ` + "`retries += 1`" + `; ` + "`done.size < 3`" + ` counts nothing); one
joined with ` + "`or` / `||`" + ` is not judged. Neither is a pagination, stream,
queue or redirect loop, whose sleeps pace a walk rather than wait for one result.
A poll that sleeps each pass until the clock passes a deadline waits up to that deadline,
judged as a timeout where it is written: ` + "`while time.time() - start < T`" + `,
` + "`if time.monotonic() - t0 > T: raise`" + `, ` + "`deadline = time.time() + T; while time.time() < deadline`" + `,
` + "`while (Date.now() - start < T)`" + `, Go ` + "`deadline := time.Now().Add(T); for time.Now().Before(deadline)`" + `
or ` + "`if time.Since(start) > T`" + ` (T read as timeouts are, also from a parameter); a counted poll whose
passes end first is judged by its passes, and a loop that does not sleep is not a poll.

A sleep for the Retry-After a response carries, taken as sent (` + "`time.sleep(float(resp.headers.get(\"Retry-After\")))`" + `,
` + "`await sleep(parseInt(res.headers.get(\"retry-after\") || \"60\") * 1000)`" + `, through conversions and local names), is a
wait over every budget: the server chooses its length (RFC 9110 section 10.2.3), and a 429 that asks for an hour
holds the call an hour. One capped with ` + "`min(...)`" + ` / ` + "`Math.min(...)`" + `, compared with a ceiling in its function, or
returned by a project's own parser of another file (which may clamp it) is not reported. A floor is not a cap
(` + "`max(1, retry_after)`" + `, ` + "`Math.max(500, ms)`" + ` is at least what the server asks), and a parser of the same file that
calls no min and clamps nothing is read by its body: it returns the header as sent when one of its returns is the
header (` + "`return max(1.0, float(retry_after))`" + ` with ` + "`retry_after = response.headers.get(\"Retry-After\")`" + `) or the
parameter the call hands the header to (` + "`parse(resp.headers.get(\"Retry-After\"))`" + ` returning ` + "`float(value)`" + `). A name bound on several paths is read on each path that reaches the sleep (` + "`wait = int(ra)`" + ` when the header parses, a backoff otherwise: the sleep waits what the server asks on the first path; a binding every path to the sleep passes, or one in another branch, hides the others), a sum is at least the header it adds to (` + "`ra + jitter`" + `, ` + "`int(ra) + 1`" + `), and a min whose value goes to another name caps that name only (` + "`jitter = min(ra * 0.5, 2.0)`" + `, package checks/facts/rabind).

The budgets come from ` + "`timeouts:`" + ` in the configuration (` + "`tool`" + `, ` + "`resource`" + `, ` + "`connect`" + `,
` + "`db`" + `); the defaults are those of the MCP Security Standard's MCP-INPUT-03 "Timeout
Enforcement" (https://mcp-security-standard.org/en/v0.1.0/controls/input/mcp-input-03-timeout-enforcement).

## Severity
Low: a missing default is advice about where timeouts should come from; the calls themselves are judged by RC101. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
An MCP client waits a bounded time for a tool result; an upstream call inside the tool
that may take longer than that keeps running after the client has given up, holding a
worker, a connection and the upstream's capacity for nothing, and the caller retries on
top of it (CWE-400). A timeout longer than the handler's budget is as good as none.

## Example
` + "```python" + `
@mcp.tool()
def report(q: str) -> str:
    return requests.get(REPORT_URL, params={"q": q}, timeout=300).text
` + "```" + `

## Use instead
` + "```python" + `
@mcp.tool()
def report(q: str) -> str:
    return requests.get(REPORT_URL, params={"q": q}, timeout=(5, 25)).text
` + "```" + `

## References
- [CWE-400: Uncontrolled Resource Consumption](https://cwe.mitre.org/data/definitions/400.html)
- [MCP specification: timeouts](https://modelcontextprotocol.io/specification/2025-06-18/basic/lifecycle#timeouts)
- [Requests: timeouts](https://requests.readthedocs.io/en/latest/user/advanced/#timeouts)

CWE-400 · checklist: every upstream network call has an explicit timeout.
`

// budget names the limit a timeout is judged against.
type budget int

const (
	handlerBudget budget = iota // the tool or resource budget
	connectBudget
	dbBudget
)

// budgetSyms are the node types check's visitors look at, per language family.
var budgetSyms = adapt.PerLang[*model.SymBitset]{
	Python: model.NewSymBitset(model.SymKeywordArgument, model.SymCall),
	JS:     model.NewSymBitset(model.SymCallExpression, model.SymPair, model.SymShorthandPropertyIdentifier),
	Go:     model.NewSymBitset(model.SymCallExpression, model.SymKeyedElement, model.SymAssignmentStatement),
}

func check(p *model.Pass) {
	f := p.File
	b := model.DefaultBudgets
	if p.Settings != nil {
		b = p.Settings.Budgets.WithDefaults()
	}
	// limitAt is the budget a timeout of kind at node at is judged
	// against, and its name; ok is false outside tool and resource
	// handlers (h is then NotHandler for a helper a handler may call).
	limitAt := func(at *model.Node, kind budget) (limit time.Duration, name string, h model.HandlerKind, ok bool) {
		h = f.HandlerOf(at)
		if h != model.ToolHandler && h != model.ResourceHandler {
			return 0, "", h, false
		}
		limit, name = b.Tool, "tool"
		if h == model.ResourceHandler {
			limit, name = b.Resource, "resource"
		}
		switch kind {
		case connectBudget:
			limit, name = min(limit, b.Connect), "connect"
		case dbBudget:
			limit, name = min(limit, b.DB), "database query"
		}
		return limit, name, h, true
	}
	// overAlone reports whether a timeout is over its budget by itself, so
	// that a loop's sum of it is not a second finding; outside a handler the
	// tool budget stands for the handlers that may call it.
	overAlone := func(at *model.Node, d time.Duration, kind budget) bool {
		limit, _, h, ok := limitAt(at, kind)
		if !ok {
			return h == model.NotHandler && d > b.Tool
		}
		return d > limit
	}
	var seen []seenTimeout // every timeout read, for the loops that repeat them
	judge := func(at *model.Node, d time.Duration, kind budget, what string) {
		if waitsForPerson(f, at) {
			return
		}
		seen = append(seen, seenTimeout{at: at, d: d, kind: kind, what: what})
		// an attribute's timeout is reported where the class binds it,
		// where it is changed, and charged to the function that uses it
		rep := tval.HeldAt(f, at)
		if r := reboundAt(f, at); r != nil {
			rep = r // a default or a clamp's bound of a rebound Go local (gorebound.go)
		}
		if f.HandlerOf(at) == model.NotHandler {
			recordBoundAt(f, rep, at, d, kind, what) // a handler that calls this function waits for it
			return
		}
		limit, name, h, ok := limitAt(at, kind)
		if !ok || d <= limit {
			return
		}
		p.Report(rep, fmt.Sprintf("this timeout (%s) is %s, over the %s budget of %s, so a slow upstream holds this %s call past what its client waits; "+
			"keep it at %s or less (timeouts: in the configuration sets the budgets)",
			what, show(d), name, show(limit), handlerName(h), show(limit)), "")
	}
	// judgeUse judges a start-up client's default (at, its constructor) in
	// the function that uses it (use): reported at the constructor once,
	// for the first handler of the file that uses it, or recorded for the
	// handlers that call a helper that does (startupUses).
	reportedAt := map[*model.Node]bool{}
	judgeUse := func(at, use *model.Node, d time.Duration, what string) {
		if f.HandlerOf(use) == model.NotHandler {
			recordUse(f, at, use, d, what)
			return
		}
		limit, name, h, ok := limitAt(use, handlerBudget)
		if !ok || d <= limit || reportedAt[at] {
			return
		}
		reportedAt[at] = true
		line, _ := f.Position(int(use.StartByte()))
		p.Report(at, fmt.Sprintf("this timeout (%s) is %s, over the %s budget of %s, and the %s handler that calls %s at line %d waits on it, so a slow upstream holds that call past what its client waits; "+
			"keep it at %s or less (timeouts: in the configuration sets the budgets)",
			what, show(d), name, show(limit), handlerName(h), shortCall(f, use), line, show(limit)), "")
	}
	libraryDefaults(p, b, func(at *model.Node, d time.Duration, kind budget, what string) {
		n := len(seen)
		judge(at, d, kind, what)
		if len(seen) > n {
			seen[n].library = true // a default, not a timeout someone wrote for each pass
		}
	}, judgeUse)
	if f.Lang == model.LangGo {
		recordGoConsts(f)
	} else {
		recordNumConsts(f)
	}
	deadlines := map[*model.Node]time.Duration{}
	var inputs inputSites // values of tool handlers the readers could not resolve (uncapped.go)
	written(f, judge, deadlines, &inputs)
	uncappedInputs(p, b, &inputs)
	heldClients(p, seen, b, judgeUse)   // a client built with a long timeout, used by the tools (heldclient.go)
	goHeldClients(p, seen, b, judgeUse) // the same for a Go http.Client held in a struct field (goheld.go)
	// and one whose Timeout is set from configuration, for the summaries (goheldcfg)
	goheldcfg.Record(f, "the Timeout of the http.Client the request is sent on, ", diagPending)
	loopWaits(p, seen, overAlone, judge, deadlines)
	sessionWaits(f, seen, overAlone, judge)
	serverWaits(f, judge) // after the loops: a wait with no end is judged alone
}

// written reads the timeouts written in file f and hands each to judge.
// A timeout held in a parameter of its function is judged at the calls of
// that function in the file (paramTimeouts). The deadlines of the file's
// polls are timeouts too (deadlineLoops); deadlines keeps those judged by
// value, for loopWaits.
func written(f *model.File, judgeValue func(at *model.Node, d time.Duration, kind budget, what string), deadlines map[*model.Node]time.Duration, inputs *inputSites) {
	hasTimeout := f.ContainsFold("timeout")
	if !hasTimeout && !(hasClock(f) && (f.ContainsFold("sleep") || f.Contains("setTimeout"))) {
		return
	}
	var consts map[string]*model.Node
	if f.Lang == model.LangGo {
		consts = tval.GoConsts(f)
		for name, v := range tval.GoVars(f) { // var waitMax = 45 * time.Second, never assigned again
			consts[name] = v
		}
	}
	goDur := func(f *model.File, n *model.Node) (time.Duration, bool) {
		return tval.GoHeld(f, n, consts) // d := 5 * time.Minute, c.timeout, time.Duration(n) * time.Second
	}
	// the readers below mark a value held in a parameter (paramMark); judge
	// keeps those for paramTimeouts and hands the others to judgeValue
	marks := map[*model.Node]markedParam{}
	var params []paramTimeout
	done := map[*model.Node]bool{} // the values judged where they are written
	readSeconds, readMillis, readGo := inputReader(diagReader(markParam(f, tval.Seconds, time.Second, marks)), inputs), inputReader(diagReader(markParam(f, tval.Millis, time.Millisecond, marks)), inputs), inputReader(diagReader(markParam(f, goDur, 0, marks)), inputs)
	judge := func(at *model.Node, d time.Duration, kind budget, what string) {
		if d != paramMark {
			done[at] = true
			judgeValue(at, d, kind, what)
			return
		}
		mp := marks[at]
		fn, def, index := mp.src.fn, mp.src.def, mp.src.index
		pt := paramTimeout{fn: fn, name: mp.src.name, index: index, def: def, kind: kind, what: what, unit: mp.read}
		deflt := "default " + pt.name + "="
		if mp.src.fallback {
			deflt = "fallback for " + pt.name + " left out, "
			if mp.src.prop != "" {
				deflt = "fallback for " + pt.name + "." + mp.src.prop + " left out, "
			}
		}
		pt.deflt = deflt
		if f.HandlerOf(at) == model.NotHandler && !waitsForPerson(f, at) && ownParam(f, fn, at) {
			recordArgParam(f, at, kind, funcName(f, fn)+"()'s "+what, index+1, pt.name, mp.unit) // judged at the calls of other files (summary/argval)
		}
		if d, ok := pt.unit(f, def); def != nil && ok && d > 0 && f.HandlerOf(at) == model.NotHandler && !waitsForPerson(f, at) {
			// the default is what a call that leaves the parameter out waits
			// on, in this file or another (the summaries drop it at a call
			// that passes the parameter: xfacts.PassesArg)
			rep := at // a fallback read from a member is reported where its class binds it
			if h := tval.HeldAt(f, def); mp.src.fallback && !tval.Same(h, def) {
				rep = h
			}
			name, opt := pt.name, optionProp(f, fn, pt.name)
			if mp.src.prop != "" { // args.timeoutMs ?? D: a call whose object leaves timeoutMs out gets D
				name, opt = mp.src.prop, true
			}
			recordParamBound(f, rep, at, d, kind, funcName(f, fn)+"()'s "+deflt+f.Text(def)+", its "+what, index+1, name, opt)
			pt.recorded = true
		} else if def != nil && !ok && mp.src.fallback && f.HandlerOf(at) == model.NotHandler && !waitsForPerson(f, at) {
			// a fallback that is an imported constant (`if timeout is None:
			// timeout = DEFAULT_TIMEOUT`): read by the summaries
			pt.recorded = pendingParamImport(f, at, def, kind, funcName(f, fn)+"()'s "+deflt+f.Text(def)+", its "+what, index+1, pt.name)
		} else if d, ok := pt.unit(f, def); def != nil && ok && d > 0 && ownHandler(f, fn, at) && localWait(f, at) && !done[def] {
			// a handler's own parameter bounding a wait of its own (a child
			// process, asyncio.wait_for): a client that leaves it out waits
			// the default
			done[def] = true
			judgeValue(def, d, kind, "the "+deflt+f.Text(def)+" of the handler's own parameter, its "+what)
		}
		params = append(params, pt)
	}
	defer func() {
		paramTimeouts(f, params, func(at *model.Node, d time.Duration, kind budget, what string) {
			if !done[at] {
				judgeValue(at, d, kind, what)
			}
		})
	}()
	// An imported name is file text (the import's module, then the
	// attributes), so asyncio.wait_for / asyncio.timeout calls need
	// "asyncio" in the file and context.WithTimeout "WithTimeout": other
	// files skip the name lookup of every call.
	switch f.Lang {
	case model.LangPython:
		deadlineLoops(f, readSeconds, judge, deadlines)
	case model.LangGo:
		deadlineLoops(f, readGo, judge, deadlines)
	default:
		deadlineLoops(f, readMillis, judge, deadlines)
	}
	if !hasTimeout {
		return
	}
	pyAsyncio := f.ContainsAny("asyncio", "anyio") // read by the Python visitor only
	pyCtor := f.Contains("Timeout(")               // a timeout object (timeoutCtors), Python only
	goWithTimeout := f.Contains("WithTimeout")     // read by the Go visitor only
	// Each language's visitor looks at its budgetSyms only (each case tests
	// one).
	adapt.Visit(f, adapt.PerLang[adapt.Visitor]{
		Python: adapt.Visitor{Syms: budgetSyms.Python, Fn: func(n *model.Node) {
			switch {
			case n.Sym() == model.SymKeywordArgument:
				key := f.Text(n.ChildByFieldName("name"))
				v := model.Unwrap(n.ChildByFieldName("value"))
				switch key {
				case "timeout", "read_timeout", "request_timeout", "_request_timeout", "requests_timeout": // botocore's Config, pymysql; opensearch-py/elasticsearch-py, OpenAPI-generated clients, spotipy/pycti
					if v.Sym() == model.SymTuple && v.NamedChildCount() == 2 { // (connect, read)
						if d, ok := readSeconds(f, v.NamedChild(0)); ok {
							judge(v.NamedChild(0), d, connectBudget, "the connect timeout")
						} else {
							pendingImport(f, v.NamedChild(0), connectBudget, "the connect timeout "+f.Text(v.NamedChild(0)), time.Second)
						}
						if d, ok := readSeconds(f, v.NamedChild(1)); ok {
							judge(v.NamedChild(1), d, handlerBudget, "the read timeout")
						} else {
							pendingImport(f, v.NamedChild(1), handlerBudget, "the read timeout "+f.Text(v.NamedChild(1)), time.Second)
						}
					} else if read, unit := pyUnit(f, n, readSeconds, readMillis); true {
						if d, ok := read(f, v); ok {
							judge(v, d, handlerBudget, key+"="+f.Text(v))
						} else {
							pendingImport(f, v, handlerBudget, key+"="+f.Text(v), unit)
						}
					}
				case "connect", "sock_connect", "connect_timeout":
					if d, ok := readSeconds(f, v); ok {
						judge(v, d, connectBudget, key+"="+f.Text(v))
					} else {
						pendingImport(f, v, connectBudget, key+"="+f.Text(v), time.Second)
					}
				case "command_timeout", "statement_timeout":
					if d, ok := readSeconds(f, v); ok {
						judge(v, d, dbBudget, key+"="+f.Text(v))
					} else {
						pendingImport(f, v, dbBudget, key+"="+f.Text(v), time.Second)
					}
				}
			case pyCtor && n.Sym() == model.SymCall && tval.CtorWait(f, n) != nil:
				// httpx.Timeout(120), httpx.Timeout(connect=5, read=60),
				// aiohttp.ClientTimeout(total=300): the object's wait for a
				// response, wherever the object goes
				w := tval.CtorWait(f, n)
				if d, ok := readSeconds(f, w); ok {
					set := w
					if kw := w.Parent(); kw != nil && kw.Sym() == model.SymKeywordArgument {
						set = kw
					}
					what := f.Text(model.Callee(n)) + "(" + f.Text(set) + ")"
					if args := model.Args(n); args != nil && args.NamedChildCount() > 1 {
						what = f.Text(model.Callee(n)) + "(..., " + f.Text(set) + ")"
					}
					judge(w, d, handlerBudget, what)
				}
			case n.Sym() == model.SymCall && pySetTimeout(f, n):
				// sock.settimeout(180.0): every later read and write of the
				// socket waits up to this long
				if a := model.Arg(n, 0); a != nil {
					if d, ok := readSeconds(f, a); ok {
						judge(a, d, handlerBudget, shortCall(f, n))
					}
				}
			case pyAsyncio && n.Sym() == model.SymCall:
				switch model.CalleeName(f, n) {
				case "asyncio.wait_for":
					if a := model.Arg(n, 1); a != nil {
						if d, ok := readSeconds(f, a); ok {
							judge(a, d, handlerBudget, "asyncio.wait_for's timeout "+f.Text(a))
						} else {
							pendingImport(f, a, handlerBudget, "asyncio.wait_for's timeout "+f.Text(a), time.Second)
						}
					}
				case "asyncio.timeout", "anyio.fail_after", "anyio.move_on_after": // https://anyio.readthedocs.io/en/stable/cancellation.html#timeouts
					if a := model.Arg(n, 0); a != nil {
						what := model.CalleeName(f, n) + "(" + f.Text(a) + ")"
						if d, ok := readSeconds(f, a); ok {
							judge(a, d, handlerBudget, what)
						} else {
							pendingImport(f, a, handlerBudget, what, time.Second)
						}
					}
				}
			}
		}},
		JS: adapt.Visitor{Syms: budgetSyms.JS, Fn: func(n *model.Node) {
			switch n.Sym() {
			case model.SymCallExpression:
				if t := f.Text(model.Callee(n)); t == "AbortSignal.timeout" {
					if a := model.Arg(n, 0); a != nil {
						if d, ok := readMillis(f, a); ok {
							judge(a, d, handlerBudget, "AbortSignal.timeout("+f.Text(a)+")")
						} else {
							pendingImport(f, a, handlerBudget, "AbortSignal.timeout("+f.Text(a)+")", time.Millisecond)
						}
					}
				} else if (t == "setTimeout" || t == "globalThis.setTimeout") && settlesOnTimer(f, n) {
					// new Promise((resolve, reject) => { setTimeout(() => reject(...), ms); ... })
					if a := model.Arg(n, 1); a != nil {
						if d, ok := readMillis(f, a); ok && d == paramMark {
							judge(a, d, handlerBudget, "the Promise's timer of "+f.Text(a)+" ms")
						} else if ok {
							// reported at the timer: its delay may end a long callback
							judge(n, d, handlerBudget, "the Promise's timer of "+f.Text(a)+" ms")
						}
					}
				} else if (t == "setTimeout" || t == "globalThis.setTimeout") && abortsOnTimer(f, model.Arg(n, 0)) {
					// setTimeout(() => controller.abort(), ms): the abort is the request's timeout
					if a := model.Arg(n, 1); a != nil {
						if d, ok := readMillis(f, a); ok {
							judge(a, d, handlerBudget, "the abort timer's "+f.Text(a)+" ms")
						} else {
							pendingImport(f, a, handlerBudget, "the abort timer's "+f.Text(a)+" ms", time.Millisecond)
						}
					}
				}
			case model.SymPair, model.SymShorthandPropertyIdentifier:
				// { timeout: ms }, or the shorthand { timeout } of a variable
				// so named, which is its own value
				key, v := f.Text(n), n
				if n.Sym() == model.SymPair {
					key, v = strings.Trim(f.Text(n.ChildByFieldName("key")), `"'`), n.ChildByFieldName("value")
				}
				kind := handlerBudget
				switch key {
				case "timeout":
					if breakerOption(f, n) {
						return // a circuit breaker's open period, maybe (breaker.go)
					}
				case "connectionTimeoutMillis", "connectTimeout", "connectTimeoutMS":
					kind = connectBudget
				case "statement_timeout", "query_timeout", "statementTimeout":
					kind = dbBudget
				default:
					return
				}
				what := key + ": " + f.Text(v)
				if n.Sym() != model.SymPair {
					what = "{ " + key + " }"
				}
				if d, ok := readMillis(f, v); ok {
					judge(v, d, kind, what)
				} else if n.Sym() == model.SymPair {
					pendingImport(f, v, kind, what, time.Millisecond)
				}
			}
		}},
		Go: adapt.Visitor{Syms: budgetSyms.Go, Fn: func(n *model.Node) {
			// goField judges value v of a field whose name ends in Timeout
			// (a dial or TLS handshake one against the connect budget)
			goField := func(field, v *model.Node, what string) {
				kind := handlerBudget
				if strings.Contains(f.Text(field), "Dial") || strings.Contains(f.Text(field), "TLSHandshake") {
					kind = connectBudget
				}
				if d, ok := readGo(f, v); ok {
					judge(v, d, kind, what+f.Text(v))
				} else if !goRebound(f, v, goDur, consts, kind, what+f.Text(v), judge) {
					pendingConst(f, v, kind, what+f.Text(v), consts)
				}
			}
			switch {
			case goWithTimeout && n.Sym() == model.SymCallExpression:
				if model.ImportedName(f, model.Callee(n)) == "context.WithTimeout" {
					if a := model.Arg(n, 1); a != nil {
						if d, ok := readGo(f, a); ok {
							judge(a, d, handlerBudget, "context.WithTimeout's "+f.Text(a))
						} else if !goRebound(f, a, goDur, consts, handlerBudget, "context.WithTimeout's "+f.Text(a), judge) {
							pendingConst(f, a, handlerBudget, "context.WithTimeout's "+f.Text(a), consts)
						}
					}
				}
			case n.Sym() == model.SymKeyedElement:
				if n.NamedChildCount() == 2 && strings.HasSuffix(f.Text(n.NamedChild(0)), "Timeout") {
					goField(n.NamedChild(0), n.NamedChild(1), f.Text(n.NamedChild(0))+": ")
				}
			case n.Sym() == model.SymAssignmentStatement:
				// install.Timeout = 5 * time.Minute: the field set after the
				// value is built, as Timeout: d sets it in the literal
				if field, v, ok := goFieldAssign(f, n); ok {
					goField(field, v, f.Text(n.ChildByFieldName("left"))+" = ")
				}
			}
		}},
	})
}

// goFieldAssign reads a Go assignment of one value to a struct field whose
// name ends in Timeout (`install.Timeout = 5 * time.Minute`,
// `c.httpClient.Timeout = d`): the field's name node and the value. ok is
// false for any other assignment (several names, `+=`, a plain variable).
func goFieldAssign(f *model.File, n *model.Node) (field, value *model.Node, ok bool) {
	l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if l == nil || r == nil || l.NamedChildCount() != 1 || r.NamedChildCount() != 1 || n.ChildCount() < 2 || f.Text(n.Child(1)) != "=" {
		return nil, nil, false
	}
	sel := model.Unwrap(l.NamedChild(0))
	if sel == nil || sel.Sym() != model.SymSelectorExpression {
		return nil, nil, false
	}
	field = sel.ChildByFieldName("field")
	if field == nil || !strings.HasSuffix(f.Text(field), "Timeout") {
		return nil, nil, false
	}
	return field, r.NamedChild(0), true
}

// abortsOnTimer reports whether cb, the callback of a timer, is a function
// whose body only aborts a controller (`() => controller.abort()`,
// `function () { ac.abort(); }`): the JavaScript idiom for a request timeout
// before AbortSignal.timeout.
func abortsOnTimer(f *model.File, cb *model.Node) bool {
	cb = model.Unwrap(cb)
	if cb == nil || (cb.Sym() != model.SymArrowFunction && cb.Sym() != model.SymFunctionExpression && cb.Sym() != model.SymFunction) {
		return false
	}
	body := cb.ChildByFieldName("body")
	if body == nil {
		return false
	}
	text := strings.TrimSpace(strings.Trim(strings.TrimSpace(f.Text(body)), "{};"))
	return strings.HasSuffix(text, ".abort()") && !strings.ContainsAny(text, ";\n")
}

// waitsForPerson reports whether the timeout at n belongs to a request that
// waits for the user or the client, not an upstream: an elicitation
// (elicitInput, ElicitResultSchema), a sampling request (createMessage), or
// the wait of an OAuth loopback redirect server for the browser's callback
// after the user logged in (callback_server.wait_for_callback(timeout=300);
// RFC 8252 section 7.3: a native app receives the authorization response on
// a loopback redirect when the person has finished in the browser).
func waitsForPerson(f *model.File, n *model.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymCall, model.SymCallExpression:
			t := f.Text(p)
			if strings.Contains(t, "licit") || strings.Contains(t, "createMessage") || strings.Contains(t, "create_message") {
				return true
			}
			if callee := strings.ToLower(f.Text(model.Callee(p))); strings.Contains(callee, "wait") && strings.HasSuffix(strings.ReplaceAll(callee, "_", ""), "forcallback") {
				return true
			}
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymFuncLiteral, model.SymMethodDeclaration:
			return false
		}
	}
	return false
}

func handlerName(h model.HandlerKind) string {
	if h == model.ResourceHandler {
		return "resource"
	}
	return "tool"
}

// show prints a duration in seconds ("300 s", "0.5 s").
func show(d time.Duration) string {
	if d >= unboundedWait {
		return "as long as the upstream asks (no cap)"
	}
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " s"
}
