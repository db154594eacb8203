package rc101

import (
	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Rule is RC101 http-call-without-timeout.
//
// What it does: reports outbound HTTP and socket calls that have no timeout,
// or whose timeout is explicitly turned off: requests, urllib, urllib3,
// http.client, socket, httpx and aiohttp in Python; fetch, axios, got and
// node:http(s) in JavaScript and TypeScript; net/http and net.Dial in Go.
//
// Why is this bad? A call without a timeout waits as long as the peer keeps
// the connection open. One slow upstream then holds a worker, a socket and
// the caller's request forever, and enough of them exhaust the server
// (CWE-400). Ruff S113, Bandit B113 and semgrep use-timeout report the same
// for requests.
//
// Example:
//
//	resp = requests.get(url)
//
// Use instead:
//
//	resp = requests.get(url, timeout=(5, 20))
//
// References: the Help text below.
var Rule = &model.Rule{
	ID: "RC101", Name: "http-call-without-timeout", Severity: model.SeverityMedium, CWE: 400, Checklist: model.ItemTimeouts,
	Summary: "Outbound HTTP or socket call without an explicit timeout",
	Description: "An outbound HTTP or socket call with no timeout (or with the timeout turned off) waits as long as the " +
		"peer keeps the connection open, so one slow upstream can hold workers and sockets until the service runs out " +
		"of them. Pass an explicit connect and read timeout, an abort signal, or use a client that has one.",
	Help:      httpTimeoutHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkHTTPTimeout,
}

const httpTimeoutHelp = `## What it does
Reports outbound HTTP and socket calls that have no timeout, or whose timeout
is explicitly turned off.

- **Python**: ` + "`requests.get/post/put/patch/delete/head/options/request`" + ` and the
  same methods on a ` + "`requests.Session()`" + ` without ` + "`timeout=`" + ` or with
  ` + "`timeout=None`" + ` (requests has no session-wide timeout, so every session call
  needs one; also a session reached through another object's attribute,
  ` + "`self.client.session.post(...)`" + `, when the repository's non-test Python files assign that
  attribute only ` + "`requests.Session()`" + ` and mount no adapter there); ` + "`urllib.request.urlopen`" + `, ` + "`http.client.HTTPConnection`" + ` /
  ` + "`HTTPSConnection`" + ` and ` + "`socket.create_connection`" + ` without a timeout, and
  ` + "`sock.connect(...)`" + ` on a ` + "`socket.socket()`" + ` with no ` + "`settimeout`" + ` / ` + "`setblocking`" + ` before it in the
  function (or the class's ` + "`__init__`" + `) (unless the file calls ` + "`socket.setdefaulttimeout`" + `); ` + "`urllib3.request`" + ` and
  ` + "`PoolManager().request`" + ` when neither the call nor the pool sets one; httpx
  calls and clients given ` + "`timeout=None`" + ` (httpx otherwise defaults to 5 s);
  aiohttp sessions and requests given a ` + "`ClientTimeout`" + ` with no bound. A timeout that only
  looks like a bound counts as None: ` + "`timeout=timeout`" + ` whose parameter defaults to None
  when a call in the file leaves it unset, and ` + "`timeout=self.timeout`" + ` (also a library
  row's keyword bound) set only in ` + "`__init__`" + ` from a parameter that defaults to None and
  that no non-test Python file of the repository passes, assigns or names as a string.
- **JavaScript / TypeScript**: ` + "`fetch`" + ` (global, node-fetch, undici) without a
  ` + "`signal`" + `, also through a variable bound to one or to a wrapper of one that adds no
  deadline (` + "`let fetch = wrapWithAuthRetry(nodeFetch, cfg)`" + `, ` + "`fetchCookie(nodeFetch, jar)`" + `,
  ` + "`custom ?? fetch`" + `; a wrapper named for a timeout or abort, one of the file whose body sets a
  signal or timeout, or one given a ` + "`timeout`" + `/` + "`signal`" + ` option is not), with options
  spread from a helper of the file that returns an object literal without ` + "`signal`" + `
  (` + "`{ ...getFetchConfig(), method }`" + `); ` + "`axios(...)`" + ` / ` + "`axios.get(...)`" + ` without ` + "`timeout`" + ` (unless the file
  sets ` + "`axios.defaults.timeout`" + `) and ` + "`axios.create()`" + ` without ` + "`timeout`" + `;
  ` + "`got`" + ` without ` + "`timeout`" + `; ` + "`http(s).request/get`" + ` (also on a local that picks one of the two
  modules, ` + "`const protocol = url.protocol === 'https:' ? https : http`" + `) without a ` + "`timeout`" + ` or
  ` + "`signal`" + ` option and without ` + "`req.setTimeout(...)`" + `, ` + "`req.on('timeout', ...)`" + ` or a
  timer that destroys the request in the same function. An awaited ` + "`fetch`" + ` whose ` + "`signal`" + ` is
  ` + "`ctl.signal`" + ` of a local ` + "`AbortController`" + ` that the function aborts only in its own body
  (never from a timer or another callback, never handed on) counts as without a signal: the abort
  can run only after the fetch settles.
- **Go**: ` + "`http.Get/Post/Head/PostForm`" + ` and ` + "`http.DefaultClient`" + ` (no timeout);
  an ` + "`http.Client`" + ` literal without ` + "`Timeout`" + ` that the file uses for requests, or
  that leaves the function (stored in a struct, returned, passed to a call), directly or
  through the variable it is assigned to, unless that variable's ` + "`Timeout`" + ` is set there
  (also when an ` + "`if`" + ` without ` + "`else`" + ` may replace it by a copy of another client: on the
  other path the literal sends the request); each request made on such a literal, and on one a
  method's receiver holds in a field the file sets in its one composite literal
  (` + "`w.client.Do(req)`" + ` with ` + "`&WhatsAppClient{client: &http.Client{}}`" + ` in the constructor; also
  ` + "`http.DefaultClient`" + ` held so), is reported too, at the request, when the request carries no context
  deadline (` + "`Get`" + `, ` + "`Post`" + `, ` + "`Head`" + `, ` + "`PostForm`" + `; a ` + "`Do`" + ` of a request the function builds with ` + "`http.NewRequest`" + ` or from
  ` + "`context.Background()`" + `, or from the function's own context parameter when no non-test Go file of the
  repository derives a deadline (` + "`context.WithTimeout`" + `, ` + "`WithDeadline`" + `, ` + "`http.TimeoutHandler`" + `, a router's timeout middleware, ` + "`time.AfterFunc`" + `) or is served
  by a framework that hands one to its handlers (AWS Lambda, Temporal, a gRPC server): the MCP SDKs and
  net/http give a handler's context none, so the request ends only if the caller cancels (a diff scan
  searches the repository's Go files with git grep; the bot, which has none, does not judge it); a DefaultClient request as above)
  (a field the file writes again, an option that swaps the client, is not followed);
  such a request is also reported when its client is what a function of the same package returns,
  possibly from another file (` + "`httpClient: newBasicAuthClient(u, p)`" + ` with ` + "`return &http.Client{Transport: ...}`" + `,
  or ` + "`return oauth2.NewClient(nil, ts)`" + `: http.DefaultClient underneath), every return giving nil or a
  client without Timeout; and a ` + "`Do`" + ` of an unexported function's request parameter counts as without a
  deadline when every call of it, all in its file, builds that request so (` + "`p.do(req)`" + ` after
  ` + "`http.NewRequestWithContext(ctx, ...)`" + ` from the caller's context parameter, as above);
  ` + "`net.Dial`" + ` and ` + "`tls.Dial`" + `;
  a Kubernetes API request of client-go (a typed clientset's ` + "`cs.CoreV1().Pods(ns).List(ctx, ...)`" + `, a dynamic
  client's ` + "`dyn.Resource(gvr).Namespace(ns).Get(ctx, ...)`" + `, a pod log ` + "`GetLogs(...).Stream(ctx)`" + `, a discovery
  call such as ` + "`cs.Discovery().ServerVersion()`" + `, which takes no context) given ` + "`context.Background()`" + `, an MCP
  tool handler's context (when no tool or router middleware and no ` + "`time.AfterFunc`" + ` cancel bounds the
  handlers), or a declared function's own context parameter in a repository that derives no
  deadline (as above), when no non-test Go file that imports a ` + "`k8s.io`" + ` package names ` + "`Timeout`" + ` and
  none sets a config's (` + "`cfg.Timeout = d`" + ` on a project helper's config):
  ` + "`rest.Config.Timeout`" + ` zero means no timeout, and a kubeconfig carries none (a diff scan, and a scan of
  named paths in a git work tree, search the repository's Go files with git grep; the bot does not judge it).
- **SDK clients of the library rows** (` + "`libmodels/data`" + `, listed in ` + "`docs/libraries.md`" + `):
  a constructor, function or per-call method of an HTTP, model, cloud, gRPC or vector-store
  client, or of a client of another protocol over a socket (` + "`smtplib.SMTP`" + `, ` + "`ftplib.FTP`" + `,
  ` + "`imaplib.IMAP4_SSL`" + `, paramiko's ` + "`SSHClient.connect`" + ` / ` + "`exec_command`" + `,
  ` + "`websocket.create_connection`" + `, dockerode's ` + "`new Docker()`" + ` without ` + "`timeout`" + `), that leaves the row's bound unset while the library's
  documented default is none or above the budget (the row's default URL is in the
  message): ` + "`OpenAI()`" + ` (10 min), ` + "`gitlab.Gitlab(url)`" + `, ` + "`Flow.fetch_token(...)`" + `
  (requests-oauthlib's ` + "`timeout=None`" + `), ` + "`google.drive({ version, auth })`" + ` (gaxios' 0),
  an Azure ARM ` + "`New...Client(sub, cred, nil)`" + ` (no ` + "`Retry.TryTimeout`" + `), GitLab's Go
  ` + "`NewClient(token)`" + ` without ` + "`WithHTTPClient`" + `. A per-call method is also found through the
  attributes of a client whose row is ` + "`nested`" + ` (` + "`w.genie.start_conversation_and_wait(...)`" + ` of a
  Databricks ` + "`WorkspaceClient`" + `, built in the file, held in ` + "`self`" + ` or annotated on a parameter:
  its ` + "`*_and_wait`" + ` waiters poll for 20 min unless given ` + "`timeout=`" + `). The stdlib protocol clients follow the
  same rule as ` + "`socket.create_connection`" + `: without ` + "`timeout=`" + ` they use the global default,
  none unless ` + "`socket.setdefaulttimeout`" + ` was called (Bandit's and Semgrep's
  requests-without-timeout rules, extended to the other protocols).
  A client whose library takes no timeout at all (` + "`@line/bot-sdk`" + `'s clients) is reported
  where it is built: each of its calls needs a deadline of the caller's. A Go client whose
  calls are bounded only by their context (whatsmeow's ` + "`Upload`" + `) is reported at a call
  given ` + "`context.Background()`" + ` or ` + "`context.TODO()`" + `, the client found by its constructor or
  its declared type (a parameter, a ` + "`var`" + `, a field of the method's receiver, or the first
  result a function or method of the file declares: ` + "`rt, err := g.getRuntime()`" + `). Given an MCP
  tool handler's own context, which mcp-go and the go-sdk give no deadline, such a call is reported
  at low severity (only the MCP client's cancellation ends it), as RC103 reports a database call so
  given; and a helper of another file or package that makes such a call on its own
  ` + "`context.Context`" + ` parameter, deriving no deadline, is reported at the handler's call that
  passes its context (` + "`k.Consume(ctx)`" + ` -> ` + "`c.cl.PollFetches(ctx)`" + `, low) or at a call that
  passes ` + "`context.Background()`" + ` (medium), with the library call as a related location. A JavaScript
  client whose calls take no timeout (twitter-api-v2's ` + "`v2.tweet`" + `, ` + "`v2.search`" + `) is reported
  at each call, the client found the same way, or held in a field of ` + "`this`" + ` that the class
  declares with the client's type or only ever sets to a new client.
  A per-call client whose row names client-level keys (` + "`bound.client`" + `: openapi-fetch's
  ` + "`createClient`" + ` with ` + "`fetch`, `signal` or `requestInitExt`" + `) is also reported where it is
  built, at its argument list, when the construction sets none of them (an object literal
  without them and without a spread, or no options) and the file makes no call on it: it
  only registers middleware (` + "`client.use`" + `) and hands the client out (` + "`return client`" + `, an
  arrow's body, a field a getter returns, a map's ` + "`set(id, client)`" + `), so its calls sit in
  other modules behind a getter, a lazy holder or a client manager (package ` + "`checks/facts/escclient`" + `). A file
  that names a signal (` + "`AbortSignal`, `AbortController`, `signal`" + `) may bound the calls in a
  middleware or in calls of its own and is not judged.

- **SDK clients no row models**: a client built from a third-party package (not the
  standard library, not the repository's own code or workspace, not a pure library) and
  named as a client (` + "`new LinearClient(...)`" + `, ` + "`MilvusClient(...)`" + `, ` + "`createClient(...)`" + `,
  Go ` + "`pkg.NewClient(...)`" + `), with no argument that may carry a bound (a timeout,
  deadline, signal, HTTP client, transport, session, agent or fetch option, options the
  file cannot read, a callback; nor a later ` + "`client.HTTPClient = ...`" + ` or
  ` + "`client.SetTimeout(...)`" + `), whose methods a handler of the file calls (directly or
  through functions of the file it calls), is reported once at its constructor at
  **low** severity: its default timeout is unknown. Set a timeout, or declare the
  library's bound and documented default in a ` + "`libraries:`" + ` row; a row wins over
  this rule. Libraries that do no network I/O (embedded databases, local indexes) are
  left out by data (` + "`libmodels/data/noio.yml`" + `), as is any library a row models.

A Go request that reads a stream (its function asks for ` + "`text/event-stream`" + ` or is named for a
stream, SSE, an event source or a websocket) gets other advice: a client ` + "`Timeout`" + ` covers reading
the body and would cut the stream, so the finding asks for a transport with dial, TLS handshake
and response-header timeouts and a request context that ends the stream, and carries no fix.

A timeout passed through a variable, ` + "`**kwargs`" + `, ` + "`*args`" + ` or a spread is treated
as set, except a spread into a library client's options object that the file shows holds
object literals only (` + "`{ ...authParams, ...basicAuth(u, p) }`" + ` where the helpers of the file
return literals, or a variable bound to one that nothing adds keys to): those are read
like the object's own keys. The options of fetch and axios are read the same way from a
const of the file bound to an object literal (spread in), from a helper of the file that
returns one (` + "`fetch(url, buildInit())`" + `), and from such a const or helper imported from a
module of the repository (followed through re-exports); an options source that cannot be
resolved to a literal stays treated as set. Likewise ` + "`**params`" + ` in Python, when params is a dict the file builds where it can be
seen (checks/facts/splatkw): one binding to a dict literal, or to a function or method of the file
whose every return is one, in the function of the call, filled only by string-keyed assignments
(` + "`params[\"role\"] = r`" + `): its keys are read like keywords (` + "`snowflake.connector.connect(**conn_params)`" + `
with no ` + "`network_timeout`" + ` among them is reported); a parameter, a dict passed to another call,
updated, reassigned or given a computed key stays unknown.
In a whole-repository scan, a helper that passes its own options on (` + "`fetch(url, { ...options, headers })`" + `,
Python ` + "`requests.post(url, **kwargs)`" + ` or ` + "`self.session.request(method, url, **kwargs)`" + ` on a
requests.Session the file builds) is reported at that call when no caller in the repository gives them a
signal or ` + "`timeout=`" + ` (callers that pass their own parameter on are followed up); the options
may be the helper's parameter, a property it destructures from an object parameter
(` + "`async function req({ path, options = {} })`" + `), or a parameter of the function a closure is declared
in (` + "`const call = async (base) => fetch(base + path, { ...options })`" + ` inside ` + "`apiRequest(path, options)`" + `).
Clients that come from parameters or other files are not judged, nor
are a requests session with a custom adapter mounted or its ` + "`request`" + ` method
replaced (` + "`s.request = functools.partial(s.request, timeout=10)`" + `), a ` + "`fetch`" + ` that
the file defines or receives as a parameter, and a Go ` + "`Do(req)`" + ` whose request was
built by ` + "`http.NewRequestWithContext`" + ` from a ` + "`context.WithTimeout`" + ` context, also
through the file's own helpers (a request builder that passes its context parameter on, a method
that returns ` + "`context.WithTimeout(ctx, d)`" + `, an unexported function every call of which in the
file passes such a context); a client without ` + "`Timeout`" + ` held in an unexported struct field is
not reported when the file uses the field only for such ` + "`Do(req)`" + ` calls (checks/facts/goctxdl).
A ` + "`fetch`" + ` of a relative path (` + "`/api/x`" + `: a page calling its own origin) or of a
` + "`blob:`" + ` / ` + "`data:`" + ` URL is not an upstream call and is not reported.

A call or client whose comment right above (or on its line) says the missing
timeout is deliberate and bounded another way — it mentions a timeout with
"intentionally", "deliberate", "on purpose", "bounded by" or "deadline", and is
no TODO or FIXME — is a documented suppression: the finding is marked
suppressed with the comment as its reason, counted with the suppressed
findings and carried in SARIF as suppressed, never dropped silently.

Where findings are placed: at the call, except for clients whose constructor is
where the fix goes — ` + "`axios.create()`" + `, an ` + "`http.Client{}`" + ` literal (reported there
when the file makes a request with it, and at each such request as well: the request is where the
wait happens, and the place a change to a request method shows in a diff), ` + "`httpx.Client(timeout=None)`" + ` and
` + "`aiohttp.ClientSession(timeout=...)`" + `. An ` + "`axios.create()`" + ` instance without a timeout is
reported at the construction and, like an ` + "`http.Client{}`" + ` literal, at each request made through it
(` + "`inst.get/post/put/patch/delete/head/options/request(...)`" + `) that sets no ` + "`timeout`" + ` or
` + "`signal`" + ` of its own: in the file that builds it, and in any module that imports the instance, or a
factory of the repository that returns it, by an ES import (` + "`const client = getClient(); client.post(...)`" + `),
or holds it in a class field. The message names the construction, which is also the finding's related location
and where the fix goes; a new request added through an unchanged client is therefore reported in a diff. The
instance's module is read only when the scan can see it; an instance whose config is not a literal, a module
that sets ` + "`inst.defaults.timeout`" + ` or a request interceptor that writes a timeout or signal, a rebound
name or a parameter leave the request unreported (unknown is not guessed). Peers: Ruff S113 and Bandit B113
report each ` + "`requests`" + ` call without a timeout; CodeQL reports at the sink with the path from the source.

aiohttp's default is a 5-minute total timeout, so a ` + "`ClientSession()`" + ` without
` + "`timeout`" + ` is not reported; only an explicit ` + "`ClientTimeout`" + ` with no total,
connect, sock_connect or sock_read bound is; RC104 judges that 300 s default against the handler's budget (docs/rules/RC104.md).

To accept a deliberate case, write ` + "`# resilience: ignore[RC101] reason`" + ` or
` + "`# noqa: RC101`" + ` on the line; Ruff's ` + "`# noqa: S113`" + ` and ` + "`# nosemgrep: ...use-timeout`" + ` are
honoured too.

## Severity
Medium: an upstream that stops answering holds a worker, a socket and the caller's request for as long as the connection stays open; in an MCP tool, resource or prompt handler the message says so ("in a tool handler"). Low in a command-line program or script ("in a CLI: a person can interrupt"), in browser code (a tab waits, no server resource is held) and in tests and test support code (a mock or fake package, a testutil folder). High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
A call without a timeout waits as long as the peer keeps the connection open.
One slow or black-holed upstream then holds a worker, a socket and the caller's
request indefinitely, and enough of them exhaust the server: uncontrolled
resource consumption (CWE-400). The resilience checklist item "Every upstream
network call has an explicit timeout" (SkillAudit's "Designing for resiliency",
checklist item 1) asks for a connect and a read timeout on every call, e.g. 5 s / 20 s.

## Example
` + "```python\nresp = requests.get(url)\nwith requests.Session() as s:\n    s.post(url, json=body)\n```" + `

` + "```ts\nconst res = await fetch(url);\nconst data = await axios.get(url);\n```" + `

` + "```go\nresp, err := http.Get(url)\n```" + `

## Use instead
` + "```python\nresp = requests.get(url, timeout=(5, 20))\nwith requests.Session() as s:\n    s.post(url, json=body, timeout=(5, 20))\n```" + `

` + "```ts\nconst res = await fetch(url, { signal: AbortSignal.timeout(10_000) });\nconst data = await axios.get(url, { timeout: 10_000 });\n```" + `

` + "```go\nclient := &http.Client{Timeout: 10 * time.Second}\nresp, err := client.Get(url)\n```" + `

## References
- CWE-400: Uncontrolled Resource Consumption
- Checklist: "Every upstream network call has an explicit timeout" (SkillAudit, Designing for resiliency, checklist item 1): https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/
- Requests timeouts: https://requests.readthedocs.io/en/latest/user/advanced/#timeouts
- AWS Builders' Library, Timeouts, retries, and backoff with jitter: https://aws.amazon.com/builders-library/timeouts-retries-and-backoff-with-jitter/
- Ruff S113 request-without-timeout: https://docs.astral.sh/ruff/rules/request-without-timeout/
- Bandit B113 request_without_timeout: https://bandit.readthedocs.io/en/latest/plugins/b113_request_without_timeout.html
- semgrep python.requests.best-practice.use-timeout
- Requests timeouts: https://requests.readthedocs.io/en/latest/user/advanced/#timeouts
- httpx timeouts: https://www.python-httpx.org/advanced/timeouts/
- AbortSignal.timeout: https://developer.mozilla.org/docs/Web/API/AbortSignal/timeout_static
- Go net/http client timeouts: https://pkg.go.dev/net/http#Client
`

// httpTimeoutHints holds, per language, strings of which a file must contain
// one for the rule to find anything; other files are skipped without walking
// the tree, since most files make no network calls.
var httpTimeoutHints = model.Hints{
	model.LangPython: {"requests", "urllib", "http.client", "httpx", "socket", "aiohttp",
		"session.get(", "session.post(", "session.put(", "session.patch(", "session.delete(", "session.request(", "session.head("}, // another object's requests session (pysessattr)
	// module names end in a quote; a request method's call may go through
	// an axios instance another module builds (axios_calls.go)
	model.LangJavaScript: {"fetch", "axios", "got", `http'`, `http"`, `https'`, `https"`, ".get(", ".post(", ".put(", ".patch(", ".delete(", ".request(", ".head(", ".options("},
	model.LangGo:         {`"net/http"`, `"net"`, `"crypto/tls"`, `k8s.io/`}, // k8s.io/: client-go requests (go_k8s.go)
}

// timeoutSyms are the node types checkHTTPTimeout's pass looks at, per
// language family.
var timeoutSyms = adapt.PerLang[*model.SymBitset]{
	Python: model.NewSymBitset(model.SymCall, model.SymAssignment),
	JS:     model.NewSymBitset(model.SymAssignmentExpression, model.SymFunctionDeclaration, model.SymCallExpression),
	Go:     model.NewSymBitset(model.SymAssignmentStatement, model.SymCallExpression, model.SymCompositeLiteral),
}

// rowKinds are the kinds of library rows RC101 reports (bounds.BoundGaps):
// outbound HTTP, model, cloud and gRPC APIs, search engines, and clients of
// other protocols over a socket (SMTP, FTP, IMAP, SSH, websockets), and
// message-broker clients (pika's blocked connection, franz-go's polls).
func rowKinds(r *libmodels.Row) bool {
	switch r.Kind {
	case libmodels.HTTP, libmodels.LLMSDK, libmodels.CloudSDK, libmodels.GRPC, libmodels.VectorDB, libmodels.Socket, libmodels.Queue:
		return true
	}
	return false
}

func checkHTTPTimeout(p *model.Pass) {
	// a deliberate-no-timeout note suppresses these as any RC101 finding
	// (checks/suppress.go)
	from := len(p.Findings)
	handlerCtx := reportBoundGaps(p)
	impact.Since(p, from, model.WaitRemote) // SDK clients in a CLI, an example or browser code: low too
	reportHandlerCtx(p, handlerCtx)
	reportUnknownSDKs(p)
	if !p.File.HasHint(httpTimeoutHints) {
		return
	}
	c := &TimeoutCheck{P: p, F: p.File, Facts: map[string][]uint32{}}
	// Each language's visitor looks at a few node types (timeoutSyms) and
	// does nothing for the others.
	adapt.Visit(p.File, adapt.PerLang[adapt.Visitor]{
		Python: adapt.Visitor{Syms: timeoutSyms.Python, Fn: c.pyNode},
		JS:     adapt.Visitor{Syms: timeoutSyms.JS, Fn: c.Js},
		Go:     adapt.Visitor{Syms: timeoutSyms.Go, Fn: c.Golang},
	})
	seen := map[[2]uint32]bool{}
	for _, pf := range c.Pending {
		key := [2]uint32{pf.At.StartByte(), pf.At.EndByte()}
		if seen[key] || c.Cancelled(pf) {
			continue
		}
		seen[key] = true
		if pf.imported != nil {
			c.recordImported(pf) // the summaries judge it (imported_opts.go)
			continue
		}
		p.ReportFix(pf.At, pf.Msg, pf.Fix, pf.Autofix)
		if pf.related != nil {
			last := &p.Findings[len(p.Findings)-1]
			last.Related = append(last.Related, *pf.related)
		}
		if pf.handlerCtx { // instead of the tool handler's medium: one severity note
			impact.Apply(p, model.Impact{Severity: model.SeverityLow, Why: "the MCP client may still cancel the request"})
		} else {
			impact.Apply(p, impact.Of(p.File, p.Rule.Severity, pf.At, model.WaitRemote, p.Settings))
		}
	}
}
