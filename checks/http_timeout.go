package checks

import (
	"bytes"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// ruleHTTPTimeout is RC101 http-call-without-timeout.
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
var ruleHTTPTimeout = register(&Rule{
	ID: "RC101", Name: "http-call-without-timeout", Severity: SeverityMedium, CWE: 400, Checklist: ItemTimeouts,
	Summary: "Outbound HTTP or socket call without an explicit timeout",
	Description: "An outbound HTTP or socket call with no timeout (or with the timeout turned off) waits as long as the " +
		"peer keeps the connection open, so one slow upstream can hold workers and sockets until the service runs out " +
		"of them. Pass an explicit connect and read timeout, an abort signal, or use a client that has one.",
	Help:      httpTimeoutHelp,
	Languages: []Language{LangPython, LangJavaScript, LangTypeScript, LangGo},
	Check:     checkHTTPTimeout,
})

const httpTimeoutHelp = `## What it does
Reports outbound HTTP and socket calls that have no timeout, or whose timeout
is explicitly turned off.

- **Python**: ` + "`requests.get/post/put/patch/delete/head/options/request`" + ` and the
  same methods on a ` + "`requests.Session()`" + ` without ` + "`timeout=`" + ` or with
  ` + "`timeout=None`" + ` (requests has no session-wide timeout, so every session call
  needs one); ` + "`urllib.request.urlopen`" + `, ` + "`http.client.HTTPConnection`" + ` /
  ` + "`HTTPSConnection`" + ` and ` + "`socket.create_connection`" + ` without a timeout (unless
  the file calls ` + "`socket.setdefaulttimeout`" + `); ` + "`urllib3.request`" + ` and
  ` + "`PoolManager().request`" + ` when neither the call nor the pool sets one; httpx
  calls and clients given ` + "`timeout=None`" + ` (httpx otherwise defaults to 5 s);
  aiohttp sessions and requests given a ` + "`ClientTimeout`" + ` with no bound.
- **JavaScript / TypeScript**: ` + "`fetch`" + ` (global, node-fetch, undici) without a
  ` + "`signal`" + `; ` + "`axios(...)`" + ` / ` + "`axios.get(...)`" + ` without ` + "`timeout`" + ` (unless the file
  sets ` + "`axios.defaults.timeout`" + `) and ` + "`axios.create()`" + ` without ` + "`timeout`" + `;
  ` + "`got`" + ` without ` + "`timeout`" + `; ` + "`http(s).request/get`" + ` without a ` + "`timeout`" + ` or
  ` + "`signal`" + ` option and without ` + "`req.setTimeout(...)`" + `, ` + "`req.on('timeout', ...)`" + ` or a
  timer that destroys the request in the same function.
- **Go**: ` + "`http.Get/Post/Head/PostForm`" + ` and ` + "`http.DefaultClient`" + ` (no timeout);
  an ` + "`http.Client`" + ` literal without ` + "`Timeout`" + ` that the file uses for requests;
  ` + "`net.Dial`" + ` and ` + "`tls.Dial`" + `.

A timeout passed through a variable, ` + "`**kwargs`" + `, ` + "`*args`" + ` or a spread is treated
as set. Clients that come from parameters or other files are not judged, nor
are a requests session with a custom adapter mounted or its ` + "`request`" + ` method
replaced (` + "`s.request = functools.partial(s.request, timeout=10)`" + `), a ` + "`fetch`" + ` that
the file defines or receives as a parameter, and a Go ` + "`Do(req)`" + ` whose request was
built by ` + "`http.NewRequestWithContext`" + ` from a ` + "`context.WithTimeout`" + ` context.

Where findings are placed: at the call, except for clients whose constructor is
where the fix goes — ` + "`axios.create()`" + `, an ` + "`http.Client{}`" + ` literal (reported once,
when the file makes a request with it), ` + "`httpx.Client(timeout=None)`" + ` and
` + "`aiohttp.ClientSession(timeout=...)`" + `. Calls on an ` + "`axios.create()`" + ` instance are
not reported one by one.

aiohttp's default is a 5-minute total timeout, so a ` + "`ClientSession()`" + ` without
` + "`timeout`" + ` is not reported; only an explicit ` + "`ClientTimeout`" + ` with no total,
connect, sock_connect or sock_read bound is.

To accept a deliberate case, write ` + "`# resilience: ignore[RC101] reason`" + ` on the line;
Ruff's ` + "`# noqa: S113`" + ` and ` + "`# nosemgrep: ...use-timeout`" + ` are honoured too.

## Why is this bad?
A call without a timeout waits as long as the peer keeps the connection open.
One slow or black-holed upstream then holds a worker, a socket and the caller's
request indefinitely, and enough of them exhaust the server: uncontrolled
resource consumption (CWE-400). The resilience checklist item "Every upstream
network call has an explicit timeout" (seed 002 checklist 1, seed 000) asks
for a connect and a read timeout on every call, e.g. 5 s / 20 s.

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
- Checklist: "Every upstream network call has an explicit timeout" (seed 002 checklist 1; seed 000)
- Ruff S113 request-without-timeout: https://docs.astral.sh/ruff/rules/request-without-timeout/
- Bandit B113 request_without_timeout: https://bandit.readthedocs.io/en/latest/plugins/b113_request_without_timeout.html
- semgrep python.requests.best-practice.use-timeout
- Requests timeouts: https://requests.readthedocs.io/en/latest/user/advanced/#timeouts
- httpx timeouts: https://www.python-httpx.org/advanced/timeouts/
- AbortSignal.timeout: https://developer.mozilla.org/docs/Web/API/AbortSignal/timeout_static
- Go net/http client timeouts: https://pkg.go.dev/net/http#Client
`

// Python names the rule knows.
var (
	pyRequestsFuncs = map[string]bool{}
	pyHTTPXFuncs    = map[string]bool{}
	pyHTTPMethods   = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true,
		"head": true, "options": true, "request": true}
	// pyStdlibConns maps stdlib constructors to the position of their timeout parameter.
	pyStdlibConns = map[string]int{"urllib.request.urlopen": 2, "http.client.HTTPConnection": 2,
		"http.client.HTTPSConnection": 2, "socket.create_connection": 1}
	pySessions = map[string]bool{"requests.Session": true, "requests.session": true,
		"requests.sessions.Session": true, "requests.sessions.session": true}
	pyPools = map[string]bool{"urllib3.PoolManager": true, "urllib3.ProxyManager": true, "urllib3.poolmanager.PoolManager": true}
	// pyClientMethods are the methods of sessions, pools and clients that send a request.
	pyClientMethods  = map[string]bool{"urlopen": true, "stream": true, "ws_connect": true}
	pyHTTPXClients   = map[string]bool{"httpx.Client": true, "httpx.AsyncClient": true}
	pyAiohttpClients = map[string]bool{"aiohttp.ClientSession": true, "aiohttp.client.ClientSession": true, "aiohttp.request": true}
)

// JavaScript and Go names.
var (
	jsFetchImports = map[string]bool{"node-fetch": true, "undici.fetch": true, "cross-fetch": true,
		"isomorphic-fetch": true, "node-fetch.default": true}
	// jsAxiosConfigArg is the position of the config argument of axios methods.
	jsAxiosConfigArg = map[string]int{"request": 0, "get": 1, "delete": 1, "head": 1, "options": 1,
		"post": 2, "put": 2, "patch": 2, "postForm": 2, "putForm": 2, "patchForm": 2}
	jsGotMethods = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true,
		"head": true, "options": true, "stream": true}
	jsNodeHTTP = map[string]bool{"http.request": true, "http.get": true, "https.request": true, "https.get": true}
	// jsURLName matches variable names that hold a URL rather than an options object.
	jsURLName = regexp.MustCompile(`(?i)(url|uri|href|endpoint|link|address|host)s?$`)
	// jsRequestName matches expressions that likely hold a Request object (event.request, req).
	jsRequestName = regexp.MustCompile(`(?i)(^|\.)req(uest)?$`)
	// jsOptionsName matches variable names that hold an options object rather than a callback.
	jsOptionsName = regexp.MustCompile(`(?i)(opt|config|conf|settings|params|init)`)

	goDefaultClientFuncs = map[string]bool{"net/http.Get": true, "net/http.Post": true, "net/http.Head": true, "net/http.PostForm": true}
	goClientMethods      = map[string]bool{"Do": true, "Get": true, "Post": true, "Head": true, "PostForm": true}
)

func init() {
	for m := range pyHTTPMethods {
		pyRequestsFuncs["requests."+m] = true
		pyRequestsFuncs["requests.api."+m] = true
		pyHTTPXFuncs["httpx."+m] = true
	}
	pyHTTPXFuncs["httpx.stream"] = true
	for m := range pyHTTPMethods {
		pyClientMethods[m] = true
	}
}

// Facts that silence a pending finding when the file shows a timeout is set
// elsewhere. Keys with a name suffix are recorded per receiver.
const (
	factSocketDefault  = "socket.setdefaulttimeout" // Python: process-wide default socket timeout
	factSessionDefault = "session-default:"         // Python: s.mount(prefix, CustomAdapter()), s.request = partial(...)
	factDefaults       = "defaults:"                // JS: x.defaults.timeout = ...
	factLocalFetch     = "function fetch"           // JS: the file defines its own fetch
	factReqTimeout     = "req-timeout:"             // JS: req.setTimeout / req.on('timeout') / timer destroying req
	factGoTimeout      = "timeout:"                 // Go: c.Timeout = ...
)

// timeoutCheck holds one file's pass: findings wait in pending until the walk
// has seen the whole file, because a fact that cancels one may come later.
type timeoutCheck struct {
	p       *Pass
	f       *File
	facts   map[string][]uint32 // fact key -> byte offsets where it was seen
	pending []pendingFinding
}

type pendingFinding struct {
	at       *sitter.Node
	msg, fix string
	unless   []string     // fact keys any of which cancels the finding
	within   *sitter.Node // when set, only facts inside this node count
}

// httpTimeoutHints holds, per language, strings of which a file must contain
// one for the rule to find anything; other files are skipped without walking
// the tree, since most files make no network calls.
var httpTimeoutHints = map[Language][]string{
	LangPython:     {"requests", "urllib", "http.client", "httpx", "socket", "aiohttp"},
	LangJavaScript: {"fetch", "axios", "got", `http'`, `http"`, `https'`, `https"`}, // module names end in a quote
	LangGo:         {`"net/http"`, `"net"`, `"crypto/tls"`},
}

func checkHTTPTimeout(p *Pass) {
	lang := p.File.Lang
	if lang.IsJS() {
		lang = LangJavaScript
	}
	hinted := false
	for _, h := range httpTimeoutHints[lang] {
		hinted = hinted || bytes.Contains(p.File.Src, []byte(h))
	}
	if !hinted {
		return
	}
	c := &timeoutCheck{p: p, f: p.File, facts: map[string][]uint32{}}
	Walk(p.File.Root, func(n *sitter.Node) bool {
		switch {
		case c.f.Lang == LangPython:
			switch n.Type() {
			case "call":
				c.python(n)
			case "assignment": // s.request = functools.partial(s.request, timeout=10)
				if l := n.ChildByFieldName("left"); l != nil && l.Type() == "attribute" &&
					pyHTTPMethods[c.f.Text(l.ChildByFieldName("attribute"))] {
					c.fact(factSessionDefault+c.f.Text(l.ChildByFieldName("object")), n)
				}
			}
		case c.f.Lang.IsJS():
			c.js(n)
		case c.f.Lang == LangGo:
			c.golang(n)
		}
		return true
	})
	seen := map[[2]uint32]bool{}
	for _, pf := range c.pending {
		key := [2]uint32{pf.at.StartByte(), pf.at.EndByte()}
		if seen[key] || c.cancelled(pf) {
			continue
		}
		seen[key] = true
		p.Report(pf.at, pf.msg, pf.fix)
	}
}

func (c *timeoutCheck) fact(key string, at *sitter.Node) {
	c.facts[key] = append(c.facts[key], at.StartByte())
}

func (c *timeoutCheck) cancelled(pf pendingFinding) bool {
	for _, k := range pf.unless {
		for _, off := range c.facts[k] {
			if pf.within == nil || (pf.within.StartByte() <= off && off < pf.within.EndByte()) {
				return true
			}
		}
	}
	return false
}

func (c *timeoutCheck) report(at *sitter.Node, msg, fix string, unless ...string) {
	c.pending = append(c.pending, pendingFinding{at: at, msg: msg, fix: fix, unless: unless})
}

// importedName is File.QualifiedName for names whose first segment the file
// imports, and "" otherwise, so a local `requests` or `http` is not mistaken
// for the library.
func importedName(f *File, n *sitter.Node) string {
	parts, ok := f.nameParts(n)
	if !ok {
		return ""
	}
	if _, ok := f.Imports()[parts[0]]; !ok {
		return ""
	}
	return f.QualifiedName(n)
}

// calleeName is importedName of a call's function, or "" when n is no call.
func calleeName(f *File, n *sitter.Node) string {
	if n == nil || (n.Type() != "call" && n.Type() != "call_expression" && n.Type() != "new_expression") {
		return ""
	}
	return importedName(f, Callee(n))
}

// ---- Python ----

func (c *timeoutCheck) python(call *sitter.Node) {
	f := c.f
	fn := Callee(call)
	q := importedName(f, fn)
	switch {
	case q == "socket.setdefaulttimeout":
		if a := Arg(call, 0); a != nil && !c.pyUnbounded(a) {
			c.fact(factSocketDefault, call)
		}
	case pyRequestsFuncs[q]:
		c.pyTimeout(call, fn, "requests."+q[strings.LastIndex(q, ".")+1:], -1, "", "timeout=(5, 20)")
	case q == "urllib3.request":
		c.pyTimeout(call, fn, q, -1, "", "timeout=urllib3.Timeout(connect=5, read=20)", factSocketDefault)
	case pyStdlibConns[q] > 0:
		fix := "timeout=20"
		if q == "socket.create_connection" {
			fix = "timeout=5"
		}
		c.pyTimeout(call, fn, q, pyStdlibConns[q], "", fix, factSocketDefault)
	case pyHTTPXFuncs[q], pyHTTPXClients[q]:
		c.pyHTTPXNone(call, fn, q)
	case pyAiohttpClients[q]:
		c.pyAiohttpUnbounded(call, fn, q)
	case fn.Type() == "attribute":
		c.pyMethod(call, fn)
	}
}

// pyMethod handles calls on objects: requests sessions, urllib3 pools, httpx
// and aiohttp clients, and records session.mount(...) of custom adapters.
func (c *timeoutCheck) pyMethod(call, fn *sitter.Node) {
	f := c.f
	obj := fn.ChildByFieldName("object")
	method := f.Text(fn.ChildByFieldName("attribute"))
	if method == "mount" {
		if a := Arg(call, 1); a != nil && !strings.HasSuffix(calleeName(f, f.Resolve(a)), ".HTTPAdapter") {
			c.fact(factSessionDefault+f.Text(obj), call) // a custom adapter may add a default timeout
		}
		return
	}
	if !pyClientMethods[method] {
		return
	}
	recv := f.Resolve(obj)
	rq := calleeName(f, recv)
	switch {
	case pySessions[rq] && pyHTTPMethods[method]:
		c.pyTimeout(call, fn, f.Text(fn), -1, " (a requests.Session has no default timeout)", "timeout=(5, 20)",
			factSessionDefault+f.Text(obj))
	case pyPools[rq] && (method == "request" || method == "urlopen"):
		if f.Kwarg(recv, "timeout") == nil && !HasSplat(recv) {
			c.pyTimeout(call, fn, f.Text(fn), -1, " (its "+rq[strings.LastIndex(rq, ".")+1:]+" sets none either)",
				"timeout=urllib3.Timeout(connect=5, read=20)", factSocketDefault)
		}
	case pyHTTPXClients[rq] && (pyHTTPMethods[method] || method == "stream"):
		c.pyHTTPXNone(call, fn, f.Text(fn))
	case pyAiohttpClients[rq] && (pyHTTPMethods[method] || method == "ws_connect"):
		c.pyAiohttpUnbounded(call, fn, f.Text(fn))
	}
}

// pyTimeout reports call when it passes no timeout (keyword, or positional at
// pos when pos >= 0) or passes one that is None.
func (c *timeoutCheck) pyTimeout(call, at *sitter.Node, name string, pos int, why, fix string, unless ...string) {
	v := c.f.Kwarg(call, "timeout")
	if v == nil && pos >= 0 {
		v = Arg(call, pos)
	}
	switch {
	case v == nil && !HasSplat(call):
		c.report(at, name+" has no timeout"+why+" and can hang forever; pass "+fix, fix, unless...)
	case v != nil && c.pyUnbounded(v):
		what := " sets timeout=None"
		if c.pyValue(v).Type() == "tuple" {
			what = " has no read timeout (None)"
		}
		c.report(at, name+what+" and can hang forever; pass "+fix, fix, unless...)
	}
}

func (c *timeoutCheck) pyHTTPXNone(call, at *sitter.Node, name string) {
	if v := c.f.Kwarg(call, "timeout"); v != nil && c.pyUnbounded(v) {
		fix := "timeout=httpx.Timeout(20.0, connect=5.0)"
		c.report(at, name+" turns off httpx's 5 s default timeout with None and can hang forever; pass "+fix, fix)
	}
}

func (c *timeoutCheck) pyAiohttpUnbounded(call, at *sitter.Node, name string) {
	v := c.f.Kwarg(call, "timeout")
	if v == nil || calleeName(c.f, c.pyValue(v)) == "" || !c.pyUnbounded(v) {
		return // aiohttp's own default is total=300 s; newer aiohttp reads a bare None as that default too
	}
	fix := "timeout=aiohttp.ClientTimeout(total=30, sock_connect=5)"
	c.report(at, name+" gets a ClientTimeout with no bound and can hang forever; pass "+fix, fix)
}

// pyValue follows a plain variable to its value; attributes such as
// self.timeout are left alone, since they are usually configured elsewhere.
func (c *timeoutCheck) pyValue(v *sitter.Node) *sitter.Node {
	if v = Unwrap(v); v.Type() == "identifier" {
		return c.f.Resolve(v)
	}
	return v
}

// pyUnbounded reports whether a Python timeout value turns the timeout off:
// None, a (connect, None) tuple, or an httpx.Timeout / aiohttp.ClientTimeout
// whose every bound is None.
func (c *timeoutCheck) pyUnbounded(v *sitter.Node) bool {
	f := c.f
	v = c.pyValue(v)
	switch v.Type() {
	case "none":
		return true
	case "tuple":
		return v.NamedChildCount() == 2 && IsNone(c.pyValue(v.NamedChild(1)))
	case "call":
		var bounds []string
		switch calleeName(f, v) {
		case "httpx.Timeout":
			bounds = []string{"timeout", "connect", "read", "write", "pool"}
		case "aiohttp.ClientTimeout", "aiohttp.client.ClientTimeout":
			bounds = []string{"total", "connect", "sock_read", "sock_connect"}
		default:
			return false
		}
		if HasSplat(v) || (Arg(v, 0) != nil && !IsNone(c.pyValue(Arg(v, 0)))) || NumArgs(v) > 1 {
			return false
		}
		for _, b := range bounds {
			if kv := f.Kwarg(v, b); kv != nil && !IsNone(c.pyValue(kv)) {
				return false
			}
		}
		return true
	}
	return false
}

// ---- JavaScript / TypeScript ----

func (c *timeoutCheck) js(n *sitter.Node) {
	f := c.f
	switch n.Type() {
	case "assignment_expression": // axios.defaults.timeout = 10_000
		if l := n.ChildByFieldName("left"); l != nil && l.Type() == "member_expression" {
			if t := f.Text(l); strings.HasSuffix(t, ".defaults.timeout") {
				c.fact(factDefaults+strings.TrimSuffix(t, ".defaults.timeout"), n)
			}
		}
	case "function_declaration":
		if f.Text(n.ChildByFieldName("name")) == "fetch" {
			c.fact(factLocalFetch, n)
		}
	case "call_expression":
		c.jsCall(n)
	}
}

func (c *timeoutCheck) jsCall(call *sitter.Node) {
	f := c.f
	fn := Callee(call)
	if fn == nil {
		return
	}
	if fn.Type() == "member_expression" {
		c.jsRequestTimeoutFact(call, fn)
	}
	q := importedName(f, fn)
	method := q[strings.LastIndex(q, ".")+1:]
	switch {
	case c.isFetch(fn, q):
		c.jsFetch(call, fn, q)
	case q == "axios":
		cfg := Arg(call, 0)
		if a := f.Resolve(cfg); a != nil && (a.Type() == "string" || a.Type() == "template_string" || jsURLName.MatchString(f.Text(a))) {
			cfg = Arg(call, 1)
		}
		c.jsAxios(call, fn, "axios", cfg, factDefaults+"axios")
	case q == "axios.create":
		unless := []string{factDefaults + "axios"}
		if d := Ancestor(call, "variable_declarator", "assignment_expression", "public_field_definition"); d != nil {
			name := d.ChildByFieldName("name")
			if name == nil {
				name = d.ChildByFieldName("left")
			}
			unless = append(unless, factDefaults+f.Text(name), factDefaults+"this."+f.Text(name))
		}
		c.jsAxios(call, fn, "axios.create", Arg(call, 0), unless...)
	case strings.HasPrefix(q, "axios.") && strings.Count(q, ".") == 1:
		if pos, ok := jsAxiosConfigArg[method]; ok {
			c.jsAxios(call, fn, q, Arg(call, pos), factDefaults+"axios")
		}
	case q == "got" || (strings.HasPrefix(q, "got.") && strings.Count(q, ".") == 1 && jsGotMethods[method]):
		opts := Arg(call, 1)
		if a := f.Resolve(Arg(call, 0)); a != nil && a.Type() == "object" {
			opts = a
		}
		if c.jsOptionsMissing(call, opts, "timeout", "signal") {
			fix := "timeout: { request: 10_000 }"
			c.report(fn, q+" has no timeout and got sets none by default, so it can hang forever; pass "+fix, fix)
		}
	case jsNodeHTTP[q]:
		c.jsNodeRequest(call, fn, q)
	}
}

// isFetch reports whether fn names the global fetch or one imported from
// node-fetch, undici or a fetch polyfill.
func (c *timeoutCheck) isFetch(fn *sitter.Node, q string) bool {
	if jsFetchImports[q] {
		return true
	}
	switch c.f.Text(fn) {
	case "fetch":
		_, imported := c.f.Imports()["fetch"]
		return !imported && c.f.Lookup("fetch", fn) == nil && !c.jsIsParam(fn, "fetch")
	case "globalThis.fetch", "window.fetch", "global.fetch":
		return true
	}
	return false
}

// jsIsParam reports whether name is a parameter of a function enclosing n
// (`function client({ fetch }) { ... }`), so it is no global.
func (c *timeoutCheck) jsIsParam(n *sitter.Node, name string) bool {
	for fn := EnclosingFunc(n); fn != nil; fn = EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			params = fn.ChildByFieldName("parameter") // x => ...
		}
		found := false
		Walk(params, func(p *sitter.Node) bool {
			t := p.Type()
			found = found || (t == "identifier" || t == "shorthand_property_identifier_pattern") && c.f.Text(p) == name
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

func (c *timeoutCheck) jsFetch(call, fn *sitter.Node, q string) {
	f := c.f
	if req := f.Resolve(Arg(call, 0)); req != nil && (req.Type() == "new_expression" && f.Text(Callee(req)) == "Request" ||
		jsRequestName.MatchString(f.Text(req))) {
		return // a Request object may carry its own signal
	}
	keys := []string{"signal"}
	if strings.HasPrefix(q, "node-fetch") {
		keys = append(keys, "timeout") // node-fetch v2 has a timeout option
	}
	if c.jsOptionsMissing(call, Arg(call, 1), keys...) {
		fix := "signal: AbortSignal.timeout(10_000)"
		c.pending = append(c.pending, pendingFinding{at: fn,
			msg: "fetch has no abort signal and can hang for minutes or forever; pass " + fix, fix: fix,
			unless: []string{factLocalFetch}})
	}
}

func (c *timeoutCheck) jsAxios(call, fn *sitter.Node, name string, cfg *sitter.Node, unless ...string) {
	f := c.f
	fix := "timeout: 10_000"
	if v, _ := f.ObjectProp(f.Resolve(cfg), "timeout"); v != nil && f.Text(v) == "0" {
		c.report(fn, name+" sets timeout: 0, which means no timeout, and can hang forever; pass "+fix, fix)
		return
	}
	if !c.jsOptionsMissing(call, cfg, "timeout", "signal") {
		return
	}
	msg := name + " has no timeout and axios sets none by default, so it can hang forever; pass " + fix
	if name == "axios.create" {
		msg = "axios.create makes an instance with no timeout, so its requests can hang forever; pass " + fix
	}
	c.report(fn, msg, fix, unless...)
}

// jsOptionsMissing reports whether a call's options argument is known to lack
// every key in keys: the argument is absent, or resolves to an object literal
// without those keys and without a spread. Spread arguments and options of
// unknown origin count as having them.
func (c *timeoutCheck) jsOptionsMissing(call, opts *sitter.Node, keys ...string) bool {
	if HasSplat(call) {
		return false
	}
	if opts == nil {
		return true
	}
	obj := c.f.Resolve(opts)
	if obj.Type() != "object" {
		return false
	}
	for _, k := range keys {
		if v, spread := c.f.ObjectProp(obj, k); v != nil || spread {
			return false
		}
	}
	return true
}

// jsNodeRequest checks http(s).request/get(url|options, [options], [cb]):
// options with timeout or signal, a chained .setTimeout(...) or
// .on('timeout', ...), or such a call on the request variable in the same
// function. Options of unknown origin count as bounding the request.
func (c *timeoutCheck) jsNodeRequest(call, fn *sitter.Node, q string) {
	f := c.f
	for i := 0; i < 2; i++ {
		a := Arg(call, i)
		if a == nil {
			break
		}
		v := f.Resolve(a)
		switch v.Type() {
		case "object":
			if !c.jsOptionsMissing(call, v, "timeout", "signal") {
				return
			}
			i = 2 // options seen: what follows is the callback
		case "string", "template_string", "binary_expression", "new_expression",
			"arrow_function", "function_expression", "function":
		case "identifier", "member_expression":
			if i == 0 && !jsURLName.MatchString(f.Text(v)) || i == 1 && jsOptionsName.MatchString(f.Text(v)) {
				return
			}
		default:
			return
		}
	}
	if HasSplat(call) {
		return
	}
	// A chain such as https.get(...).on('error', h).setTimeout(5000).
	cur := call
	for {
		m := cur.Parent()
		if m == nil || m.Type() != "member_expression" || m.Parent() == nil || m.Parent().Type() != "call_expression" {
			break
		}
		if c.isTimeoutCall(m.Parent(), m) {
			return
		}
		cur = m.Parent()
	}
	var unless []string
	if d := cur.Parent(); d != nil {
		switch d.Type() {
		case "variable_declarator":
			unless = append(unless, factReqTimeout+f.Text(d.ChildByFieldName("name")))
		case "assignment_expression":
			unless = append(unless, factReqTimeout+f.Text(d.ChildByFieldName("left")))
		}
	}
	fix := "signal: AbortSignal.timeout(10_000)"
	c.pending = append(c.pending, pendingFinding{at: fn,
		msg: q + " has no timeout and can hang forever; pass " + fix + " or call req.setTimeout and destroy the request",
		fix: fix, unless: unless, within: f.Scope(call)})
}

// isTimeoutCall reports whether call (whose function is the member
// expression m) bounds a request: x.setTimeout(...), x.on('timeout', ...).
func (c *timeoutCheck) isTimeoutCall(call, m *sitter.Node) bool {
	switch c.f.Text(m.ChildByFieldName("property")) {
	case "setTimeout":
		return true
	case "on", "once", "addListener":
		a := Arg(call, 0)
		return a != nil && strings.Trim(c.f.Text(a), "'\"`") == "timeout"
	}
	return false
}

// jsRequestTimeoutFact records req.setTimeout(...), req.on('timeout', ...)
// and req.destroy()/req.abort() inside a setTimeout(...) timer.
func (c *timeoutCheck) jsRequestTimeoutFact(call, fn *sitter.Node) {
	f := c.f
	obj := f.Text(fn.ChildByFieldName("object"))
	switch f.Text(fn.ChildByFieldName("property")) {
	case "destroy", "abort":
		for p := call.Parent(); p != nil; p = p.Parent() {
			if p.Type() == "call_expression" && f.Text(Callee(p)) == "setTimeout" {
				c.fact(factReqTimeout+obj, call)
				return
			}
		}
	default:
		if c.isTimeoutCall(call, fn) {
			c.fact(factReqTimeout+obj, call)
		}
	}
}

// ---- Go ----

func (c *timeoutCheck) golang(n *sitter.Node) {
	f := c.f
	switch n.Type() {
	case "assignment_statement": // c.Timeout = 10 * time.Second
		left := n.ChildByFieldName("left")
		for i := 0; left != nil && i < int(left.NamedChildCount()); i++ {
			l := left.NamedChild(i)
			if l.Type() == "selector_expression" && f.Text(l.ChildByFieldName("field")) == "Timeout" {
				c.fact(factGoTimeout+goName(f, l.ChildByFieldName("operand")), n)
			}
		}
	case "call_expression":
		c.goCall(n)
	}
}

// goName is the import-qualified name of an expression, or its text.
func goName(f *File, n *sitter.Node) string {
	if q := importedName(f, n); q != "" {
		return q
	}
	return f.Text(n)
}

func (c *timeoutCheck) goCall(call *sitter.Node) {
	f := c.f
	fn := Callee(call)
	if fn == nil {
		return
	}
	const clientFix = "&http.Client{Timeout: 10 * time.Second}"
	switch q := importedName(f, fn); {
	case goDefaultClientFuncs[q]:
		name := "http." + q[strings.LastIndex(q, ".")+1:]
		c.report(fn, name+" uses http.DefaultClient, which has no timeout, and can hang forever; use a client such as "+clientFix,
			clientFix, factGoTimeout+"net/http.DefaultClient")
		return
	case q == "net.Dial", q == "crypto/tls.Dial":
		fix := "net.DialTimeout(network, address, 5*time.Second)"
		if q == "crypto/tls.Dial" {
			fix = "tls.DialWithDialer(&net.Dialer{Timeout: 5 * time.Second}, network, address, config)"
		}
		name := strings.TrimPrefix(q, "crypto/")
		c.report(fn, name+" has no timeout and can wait minutes for the operating system to give up; use "+fix, fix)
		return
	}
	if fn.Type() != "selector_expression" || !goClientMethods[f.Text(fn.ChildByFieldName("field"))] {
		return
	}
	operand := fn.ChildByFieldName("operand")
	recv := f.Resolve(operand)
	if f.Text(fn.ChildByFieldName("field")) == "Do" && c.goRequestHasDeadline(Arg(call, 0)) {
		return
	}
	if importedName(f, recv) == "net/http.DefaultClient" {
		c.report(fn, "http.DefaultClient has no timeout, so this request can hang forever; use a client such as "+clientFix,
			clientFix, factGoTimeout+"net/http.DefaultClient")
		return
	}
	if lit := c.goClientLiteral(recv); lit != nil {
		at := lit
		if t := lit.ChildByFieldName("type"); t != nil {
			at = t
		}
		fix := "Timeout: 10 * time.Second"
		c.report(at, "http.Client has no Timeout and is used for requests that can hang forever; set "+fix,
			fix, factGoTimeout+goName(f, operand))
	}
}

// goClientLiteral returns n when it is an http.Client{...} literal without a
// Timeout field, or new(http.Client); nil otherwise.
func (c *timeoutCheck) goClientLiteral(n *sitter.Node) *sitter.Node {
	f := c.f
	switch n.Type() {
	case "composite_literal":
		if importedName(f, n.ChildByFieldName("type")) == "net/http.Client" && f.GoKeyed(n, "Timeout") == nil {
			return n
		}
	case "call_expression":
		if f.Text(Callee(n)) == "new" && importedName(f, Arg(n, 0)) == "net/http.Client" {
			return n
		}
	}
	return nil
}

// goRequestHasDeadline reports whether req resolves to
// http.NewRequestWithContext(ctx, ...) with ctx from context.WithTimeout or
// context.WithDeadline.
func (c *timeoutCheck) goRequestHasDeadline(req *sitter.Node) bool {
	f := c.f
	if req == nil {
		return false
	}
	r := f.Resolve(req)
	if r.Type() != "call_expression" || importedName(f, Callee(r)) != "net/http.NewRequestWithContext" {
		return false
	}
	ctx := f.Resolve(Arg(r, 0))
	switch calleeName(f, ctx) {
	case "context.WithTimeout", "context.WithDeadline", "context.WithTimeoutCause", "context.WithDeadlineCause":
		return true
	}
	return false
}
