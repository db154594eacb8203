package checks

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// ruleBlockingAsync is RC201 blocking-call-in-async.
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
// Source: seed 000 high-confidence item "Async handlers calling sync/blocking
// HTTP libraries" (checklist item ItemNoBlocking), CWE-400, peers Ruff
// ASYNC210 / ASYNC212 / ASYNC220-222 / ASYNC251.
var ruleBlockingAsync = register(&Rule{
	ID: "RC201", Name: "blocking-call-in-async", Severity: SeverityHigh, CWE: 400, Checklist: ItemNoBlocking,
	Summary: "Blocking call inside an async function stalls the event loop",
	Description: "A synchronous HTTP request, sleep, subprocess or socket call inside an async function blocks the " +
		"event loop until it returns, so every other request the server is handling waits with it and one slow " +
		"upstream stalls the whole server. Use the async API or offload the call to a worker thread.",
	Help:      blockingAsyncHelp,
	Languages: []Language{LangPython, LangJavaScript, LangTypeScript},
	Check:     checkBlockingAsync,
})

const blockingAsyncHelp = `## What it does
Reports calls that block the thread inside an async function.

- **Python**, inside ` + "`async def`" + `: ` + "`requests.get/post/.../request`" + ` and the same methods
  (and ` + "`send`" + `) on a ` + "`requests.Session()`" + `; ` + "`urllib.request.urlopen`" + `/` + "`urlretrieve`" + `;
  ` + "`urllib3.request`" + ` and ` + "`request`" + `/` + "`urlopen`" + ` on a ` + "`PoolManager`" + ` or connection pool;
  ` + "`request`" + `/` + "`getresponse`" + `/` + "`connect`" + ` on an ` + "`http.client.HTTP(S)Connection`" + `;
  httpx's module functions (` + "`httpx.get`" + `, ...) and the methods of an ` + "`httpx.Client`" + `;
  ` + "`time.sleep`" + `; ` + "`subprocess.run/call/check_call/check_output/getoutput/getstatusoutput`" + `,
  ` + "`wait()`" + ` and ` + "`communicate()`" + ` on a ` + "`subprocess.Popen`" + `; ` + "`os.system`" + `, ` + "`os.wait*`" + ` (not
  with ` + "`WNOHANG`" + `) and ` + "`os.spawn*(os.P_WAIT, ...)`" + `; ` + "`socket.create_connection`" + `, DNS lookups
  (` + "`socket.getaddrinfo`" + `, ` + "`gethostbyname`" + `, ...) and ` + "`connect/accept/recv/send...`" + ` on a
  socket the file never makes non-blocking.
- **JavaScript / TypeScript**, inside an ` + "`async function`" + `, async arrow function or async
  method: every ` + "`*Sync`" + ` function of ` + "`fs`" + ` (also ` + "`fs-extra`" + `, ` + "`graceful-fs`" + `) and
  ` + "`child_process`" + ` ` + "`execSync`" + `, ` + "`execFileSync`" + ` and ` + "`spawnSync`" + `, through ` + "`require`" + `,
  ` + "`import`" + `, destructuring, aliases and ` + "`node:`" + ` specifiers.

Names are resolved through the file's imports (` + "`import requests as r`" + `,
` + "`from time import sleep`" + `, ` + "`const { execSync: sh } = require('node:child_process')`" + `).
A method call is reported only when its receiver is known to be a blocking client:
assigned from ` + "`requests.Session()`" + `, ` + "`httpx.Client()`" + `, ` + "`subprocess.Popen(...)`" + ` and so on
(also through ` + "`with ... as`" + ` and ` + "`self.x = ...`" + `), or a parameter annotated as one
(` + "`client: httpx.Client`" + `, ` + "`Optional[httpx.Client]`" + `). The same method on another object —
an aiohttp session, an ` + "`httpx.AsyncClient`" + `, a dict — is not reported.

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

To accept a deliberate case, write ` + "`# resilience: ignore[RC201] reason`" + ` on the line;
Ruff's ` + "`# noqa: ASYNC210`" + ` (and ASYNC212, ASYNC220-222, ASYNC251) is honoured too.

## Why is this bad?
An async server runs all its requests on one event loop thread. A blocking call
holds that thread until it returns: while ` + "`requests.get`" + ` waits for a slow upstream
or ` + "`execSync`" + ` waits for a child process, no other request, health check, timeout
or heartbeat runs. One slow dependency then stalls the whole server, and a caller
that sends many such requests can exhaust it: uncontrolled resource consumption
(CWE-400). The resilience checklist item "No blocking calls in async handlers"
(seed 000, high-confidence finding "Async handlers calling sync/blocking HTTP
libraries") asks for async clients or offloading to a thread pool.

## Example
` + "```python\n@mcp.tool()\nasync def current_conditions(city: str) -> dict:\n    data = requests.get(URL, params={\"q\": city}, timeout=(5, 20)).json()\n    if data.get(\"stale\"):\n        time.sleep(1)\n    return data\n```" + `

` + "```ts\nserver.tool(\"list_regions\", \"Known regions\", {}, async () => {\n  const out = execSync(\"radar-render --list-regions\", { timeout: 10_000 });\n  const names = fs.readFileSync(\"regions.txt\", \"utf8\");\n  return text(out + names);\n});\n```" + `

## Use instead
` + "```python\n@mcp.tool()\nasync def current_conditions(city: str) -> dict:\n    async with httpx.AsyncClient(timeout=httpx.Timeout(20.0, connect=5.0)) as client:\n        data = (await client.get(URL, params={\"q\": city})).json()\n        if data.get(\"stale\"):\n            await asyncio.sleep(1)\n    return data\n\n# or keep the sync client and move it off the loop:\ndata = await asyncio.to_thread(fetch_conditions, city)\n```" + `

` + "```ts\nconst execFileAsync = promisify(execFile);\nserver.tool(\"list_regions\", \"Known regions\", {}, async () => {\n  const { stdout } = await execFileAsync(\"radar-render\", [\"--list-regions\"], { timeout: 10_000 });\n  const names = await fs.promises.readFile(\"regions.txt\", \"utf8\");\n  return text(stdout + names);\n});\n```" + `

## References
- CWE-400: Uncontrolled Resource Consumption: https://cwe.mitre.org/data/definitions/400.html
- Checklist: "No blocking calls in async handlers" (seed 000, high-confidence item 2 and manual check "Use async HTTP in async handlers or offload sync calls via threadpool")
- Ruff ASYNC210 blocking-http-call-in-async-function: https://docs.astral.sh/ruff/rules/blocking-http-call-in-async-function/
- Ruff ASYNC212 blocking-http-call-httpx-in-async-function: https://docs.astral.sh/ruff/rules/blocking-http-call-httpx-in-async-function/
- Ruff ASYNC220/221/222 (create, run, wait for a subprocess in an async function): https://docs.astral.sh/ruff/rules/run-process-in-async-function/
- Ruff ASYNC251 blocking-sleep-in-async-function: https://docs.astral.sh/ruff/rules/blocking-sleep-in-async-function/
- flake8-async: https://flake8-async.readthedocs.io/en/latest/rules.html
- eslint-plugin-n no-sync: https://github.com/eslint-community/eslint-plugin-n/blob/master/docs/rules/no-sync.md
- asyncio.to_thread: https://docs.python.org/3/library/asyncio-task.html#asyncio.to_thread

CWE-400; seed 000 checklist item "No blocking calls in async handlers".
`

// blockKind groups blocking calls by the fix that replaces them.
type blockKind int

const (
	blockHTTP      blockKind = iota // requests, urllib, urllib3, http.client
	blockHTTPX                      // httpx module functions and httpx.Client
	blockSleep                      // time.sleep
	blockProcess                    // subprocess runs, os.system, os.spawn*(P_WAIT)
	blockWait                       // Popen.wait/communicate, os.wait*
	blockDNS                        // socket name lookups
	blockSocket                     // socket connects and I/O
	blockFS                         // JS fs *Sync
	blockChildProc                  // JS child_process *Sync
)

// blockFix is the suggestion per kind; JS fs fixes are built per call.
var blockFix = map[blockKind]string{
	blockHTTP:      "use httpx.AsyncClient or aiohttp, or await asyncio.to_thread(...)",
	blockHTTPX:     "use httpx.AsyncClient and await the call",
	blockSleep:     "use await asyncio.sleep(...)",
	blockProcess:   "use await asyncio.create_subprocess_exec(...) with asyncio.wait_for, or await asyncio.to_thread(...)",
	blockWait:      "use asyncio.create_subprocess_exec and await proc.wait()/proc.communicate(), or await asyncio.to_thread(...)",
	blockDNS:       "use await loop.getaddrinfo(...)",
	blockSocket:    "use asyncio.open_connection(...) streams, or await asyncio.to_thread(...)",
	blockChildProc: "use the callback or promisified form (await promisify(execFile)(...)) with a timeout",
}

var (
	// pyBlockingFuncs maps module-level functions to their kind.
	pyBlockingFuncs = map[string]blockKind{
		"urllib.request.urlopen": blockHTTP, "urllib.request.urlretrieve": blockHTTP, "urllib3.request": blockHTTP,
		"time.sleep":     blockSleep,
		"subprocess.run": blockProcess, "subprocess.call": blockProcess, "subprocess.check_call": blockProcess,
		"subprocess.check_output": blockProcess, "subprocess.getoutput": blockProcess,
		"subprocess.getstatusoutput": blockProcess, "os.system": blockProcess,
		"os.wait": blockWait, "os.wait3": blockWait, "os.wait4": blockWait, "os.waitid": blockWait, "os.waitpid": blockWait,
		"socket.create_connection": blockSocket,
		"socket.getaddrinfo":       blockDNS, "socket.gethostbyname": blockDNS, "socket.gethostbyname_ex": blockDNS,
		"socket.gethostbyaddr": blockDNS, "socket.getnameinfo": blockDNS, "socket.getfqdn": blockDNS,
	}
	// pyBlockingClients maps constructors of blocking clients to their kind and
	// blocking methods.
	pyBlockingClients = map[string]struct {
		kind    blockKind
		methods map[string]bool
	}{}
	pySpawnFuncs = map[string]bool{"os.spawnl": true, "os.spawnle": true, "os.spawnlp": true, "os.spawnlpe": true,
		"os.spawnv": true, "os.spawnve": true, "os.spawnvp": true, "os.spawnvpe": true}

	// jsFSModules are the modules whose *Sync functions touch the file system.
	jsFSModules        = map[string]bool{"fs": true, "fs-extra": true, "graceful-fs": true}
	jsChildProcessSync = map[string]bool{"execSync": true, "execFileSync": true, "spawnSync": true}
	// jsInlineCallbacks are array methods whose callback runs before they return.
	jsInlineCallbacks = map[string]bool{"forEach": true, "map": true, "filter": true, "reduce": true,
		"reduceRight": true, "some": true, "every": true, "find": true, "findIndex": true, "findLast": true,
		"findLastIndex": true, "flatMap": true}
)

func init() {
	set := func(names ...string) map[string]bool {
		m := map[string]bool{}
		for _, n := range names {
			m[n] = true
		}
		return m
	}
	for m := range pyHTTPMethods {
		pyBlockingFuncs["requests."+m] = blockHTTP
		pyBlockingFuncs["requests.api."+m] = blockHTTP
		pyBlockingFuncs["httpx."+m] = blockHTTPX
	}
	pyBlockingFuncs["httpx.stream"] = blockHTTPX
	httpMethods := []string{"get", "post", "put", "patch", "delete", "head", "options", "request", "send"}
	type client = struct {
		kind    blockKind
		methods map[string]bool
	}
	for _, c := range []string{"requests.Session", "requests.session", "requests.sessions.Session", "requests.sessions.session"} {
		pyBlockingClients[c] = client{blockHTTP, set(httpMethods...)}
	}
	pyBlockingClients["httpx.Client"] = client{blockHTTPX, set(append(httpMethods, "stream")...)}
	for _, c := range []string{"urllib3.PoolManager", "urllib3.ProxyManager", "urllib3.poolmanager.PoolManager",
		"urllib3.HTTPConnectionPool", "urllib3.HTTPSConnectionPool", "urllib3.connection_from_url"} {
		pyBlockingClients[c] = client{blockHTTP, set("request", "urlopen", "request_encode_url", "request_encode_body")}
	}
	for _, c := range []string{"http.client.HTTPConnection", "http.client.HTTPSConnection"} {
		pyBlockingClients[c] = client{blockHTTP, set("request", "getresponse", "connect")}
	}
	pyBlockingClients["subprocess.Popen"] = client{blockWait, set("wait", "communicate")}
	for _, c := range []string{"socket.socket", "socket.create_connection"} {
		pyBlockingClients[c] = client{blockSocket, set("connect", "accept", "recv", "recv_into", "recvfrom",
			"recvfrom_into", "send", "sendall", "sendto", "sendfile")}
	}
}

// blockingCheck is one file's pass. Socket findings wait in pending until the
// walk has seen whether the file makes that socket non-blocking.
type blockingCheck struct {
	p           *Pass
	f           *File
	nonBlocking map[string]bool // receiver text -> setblocking(False) / settimeout(0) seen
	pending     []blockingFinding
}

type blockingFinding struct {
	at       *sitter.Node
	msg, fix string
	recv     string // socket receiver text, or ""
}

func checkBlockingAsync(p *Pass) {
	f := p.File
	if !bytes.Contains(f.Src, []byte("async")) {
		return
	}
	if f.Lang.IsJS() && !bytes.Contains(f.Src, []byte("Sync")) {
		return
	}
	c := &blockingCheck{p: p, f: f, nonBlocking: map[string]bool{}}
	c.walk(f.Root, nil)
	for _, b := range c.pending {
		if b.recv == "" || !c.nonBlocking[b.recv] {
			p.Report(b.at, b.msg, b.fix)
		}
	}
}

// walk visits n's subtree once. fn is the async function whose body the
// code runs in, or nil when it runs in sync code (module level, a sync
// function, a lambda). Each function-like node starts a new context.
func (c *blockingCheck) walk(n *sitter.Node, fn *sitter.Node) {
	Walk(n, func(m *sitter.Node) bool {
		if m != n && scopeTypes[m.Type()] {
			c.enter(m, fn)
			return false
		}
		switch m.Type() {
		case "call":
			c.python(m, fn)
		case "call_expression":
			c.js(m, fn)
		}
		return true
	})
}

// enter walks a function-like node: its body in its own context, and (Python)
// its parameters' default values and annotations in the enclosing one.
func (c *blockingCheck) enter(m, outer *sitter.Node) {
	inner := (*sitter.Node)(nil)
	if c.isAsync(m) {
		inner = m
	} else if c.f.Lang.IsJS() && c.jsRunsInline(m) {
		inner = outer
	}
	if c.f.Lang != LangPython {
		c.walk(m, inner)
		return
	}
	for i := 0; i < int(m.ChildCount()); i++ {
		if m.FieldNameForChild(i) == "body" {
			c.walkChild(m.Child(i), inner)
		} else {
			c.walkChild(m.Child(i), outer)
		}
	}
}

// walkChild walks n in context fn, entering n itself when it is a function.
func (c *blockingCheck) walkChild(n, fn *sitter.Node) {
	if scopeTypes[n.Type()] {
		c.enter(n, fn)
		return
	}
	c.walk(n, fn)
}

// isAsync is IsAsync, tolerant of modifiers (static, override, get) before async.
func (c *blockingCheck) isAsync(fn *sitter.Node) bool {
	if fn.Type() == "lambda" {
		return false
	}
	for i := 0; i < int(fn.ChildCount()); i++ {
		switch fn.FieldNameForChild(i) {
		case "name", "parameters", "parameter", "body":
			return false
		}
		if fn.Child(i).Type() == "async" {
			return true
		}
	}
	return false
}

// jsRunsInline reports whether a JS function expression runs before the call
// it is passed to returns: a Promise executor or an array iteration callback.
func (c *blockingCheck) jsRunsInline(fn *sitter.Node) bool {
	args := fn.Parent()
	if args == nil || args.Type() != "arguments" || args.NamedChildCount() == 0 || !sameSpan(args.NamedChild(0), fn) {
		return false
	}
	call := args.Parent()
	if call == nil {
		return false
	}
	callee := Callee(call)
	switch {
	case call.Type() == "new_expression":
		return c.f.Text(callee) == "Promise"
	case call.Type() == "call_expression" && callee != nil && callee.Type() == "member_expression":
		return jsInlineCallbacks[c.f.Text(callee.ChildByFieldName("property"))]
	}
	return false
}

// fnName describes the async function for messages.
func (c *blockingCheck) fnName(fn *sitter.Node) string {
	f := c.f
	kind := "async function "
	switch {
	case f.Lang == LangPython:
		kind = "async def "
	case fn.Type() == "method_definition":
		kind = "async method "
	}
	if name := fn.ChildByFieldName("name"); name != nil {
		return kind + f.Text(name)
	}
	if d := fn.Parent(); d != nil {
		switch d.Type() {
		case "variable_declarator", "public_field_definition", "field_definition":
			if name := d.ChildByFieldName("name"); name != nil {
				return kind + f.Text(name)
			}
			if name := d.ChildByFieldName("property"); name != nil {
				return kind + f.Text(name)
			}
		case "pair":
			return kind + strings.Trim(f.Text(d.ChildByFieldName("key")), "'\"`")
		case "arguments":
			if call := d.Parent(); call != nil && call.Type() == "call_expression" {
				if callee := f.Text(Callee(call)); len(callee) <= 40 && !strings.Contains(callee, "\n") {
					return "an async callback of " + callee
				}
			}
		}
	}
	return "an async callback"
}

func (c *blockingCheck) report(at, fn *sitter.Node, name string, kind blockKind, fix, recv string) {
	if fix == "" {
		fix = blockFix[kind]
	}
	until := "until it returns"
	switch kind {
	case blockSleep:
		until = "until the sleep ends"
	case blockProcess, blockWait, blockChildProc:
		until = "until the process exits"
	}
	msg := name + " blocks the event loop in " + c.fnName(fn) + ", so no other request or task runs " + until + "; " + fix
	c.pending = append(c.pending, blockingFinding{at: at, msg: msg, fix: fix, recv: recv})
}

// shadowed reports whether the first segment of a dotted callee is rebound
// locally (a parameter or assignment), so it no longer names the import.
func (c *blockingCheck) shadowed(callee *sitter.Node) bool {
	parts, ok := c.f.nameParts(callee)
	if !ok {
		return false // require('fs').x: no name to rebind
	}
	if v := c.f.Lookup(parts[0], callee); v != nil && !c.isImportBinding(v) {
		return true
	}
	return c.isParam(parts[0], callee)
}

// isImportBinding reports whether a binding value is itself an import
// (JS `const fs = require('fs')` is both a binding and an import).
func (c *blockingCheck) isImportBinding(v *sitter.Node) bool {
	_, ok := jsRequire(c.f, Unwrap(v))
	return ok
}

// isParam reports whether name is a parameter of a function enclosing n.
func (c *blockingCheck) isParam(name string, n *sitter.Node) bool {
	return c.param(name, n) != nil
}

// param returns the parameter node that binds name for a use at n, or nil.
func (c *blockingCheck) param(name string, n *sitter.Node) *sitter.Node {
	for fn := EnclosingFunc(n); fn != nil; fn = EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			params = fn.ChildByFieldName("parameter")
		}
		if params == nil {
			continue
		}
		if params.Type() == "identifier" {
			if c.f.Text(params) == name {
				return params
			}
			continue
		}
		for i := 0; i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			var id *sitter.Node
			switch p.Type() {
			case "identifier":
				id = p
			case "typed_parameter":
				if p.NamedChildCount() > 0 {
					id = p.NamedChild(0)
				}
			case "default_parameter", "typed_default_parameter":
				id = p.ChildByFieldName("name")
			case "required_parameter", "optional_parameter":
				id = p.ChildByFieldName("pattern")
			case "assignment_pattern":
				id = p.ChildByFieldName("left")
			}
			if id != nil && c.f.Text(id) == name {
				return p
			}
		}
	}
	return nil
}

// ---- Python ----

func (c *blockingCheck) python(call, fn *sitter.Node) {
	f := c.f
	callee := Callee(call)
	if callee == nil {
		return
	}
	if callee.Type() == "attribute" {
		c.pySocketFact(call, callee)
	}
	if fn == nil {
		return
	}
	q := importedName(f, callee)
	if kind, ok := pyBlockingFuncs[q]; ok && !c.shadowed(callee) {
		if kind == blockWait && strings.Contains(f.Text(Args(call)), "WNOHANG") {
			return // a non-blocking poll
		}
		if a := Arg(call, 0); kind == blockSleep && a != nil && (f.Text(a) == "0" || f.Text(a) == "0.0") {
			return // time.sleep(0) only yields the GIL
		}
		c.report(callee, fn, q, kind, "", "")
		return
	}
	if pySpawnFuncs[q] && !c.shadowed(callee) {
		mode := f.Kwarg(call, "mode")
		if mode == nil {
			mode = Arg(call, 0)
		}
		if mode != nil && c.pyIsPWait(mode) {
			c.report(callee, fn, q+"(os.P_WAIT)", blockProcess, "", "")
		}
		return
	}
	if callee.Type() != "attribute" {
		return
	}
	method := f.Text(callee.ChildByFieldName("attribute"))
	obj := callee.ChildByFieldName("object")
	ctor := c.pyClientOf(obj)
	cl, ok := pyBlockingClients[ctor]
	if !ok || !cl.methods[method] {
		return
	}
	recv := ""
	if cl.kind == blockSocket {
		recv = f.Text(obj)
	}
	name := f.Text(callee)
	if len(name) > 60 || strings.Contains(name, "\n") {
		name = ctor + "()." + method
	}
	c.report(callee, fn, name, cl.kind, "", recv)
}

// pyIsPWait reports whether an os.spawn* mode argument is os.P_WAIT (0).
func (c *blockingCheck) pyIsPWait(mode *sitter.Node) bool {
	v := Unwrap(mode)
	if v.Type() == "identifier" {
		v = c.f.Resolve(v)
	}
	return importedName(c.f, v) == "os.P_WAIT" || c.f.Text(v) == "0"
}

// pyClientOf returns the constructor name ("requests.Session") of the
// object a method is called on: the value it was assigned from (through
// `with ... as`, `self.x = ...`, annotated assignments), a call made in
// place (`requests.Session().get`), or the annotation of a parameter.
func (c *blockingCheck) pyClientOf(obj *sitter.Node) string {
	f := c.f
	obj = Unwrap(obj)
	if obj.Type() == "call" {
		return calleeName(f, obj)
	}
	if obj.Type() == "attribute" && isSelfMember(f.Text(obj)) {
		return c.pySelfClient(obj)
	}
	if obj.Type() != "identifier" {
		return ""
	}
	v := f.Lookup(f.Text(obj), obj)
	if v == nil {
		if obj.Type() == "identifier" {
			if p := c.param(f.Text(obj), obj); p != nil {
				return c.pyAnnotated(p.ChildByFieldName("type"))
			}
		}
		return ""
	}
	if a := v.Parent(); a != nil && a.Type() == "assignment" && a.ChildByFieldName("type") != nil {
		if t := c.pyAnnotated(a.ChildByFieldName("type")); t != "" {
			return t
		}
	}
	r := f.Resolve(obj)
	if r.Type() == "call" {
		return calleeName(f, r)
	}
	return ""
}

// pySelfClient resolves self.x through every assignment to it in the
// enclosing class: it names a client constructor only when all the calls
// assigned agree (`self.s = None` placeholders aside). An assignment from a
// parameter or an unknown call makes it unknown, so a class that stores an
// injected or lazily built async client is not judged.
func (c *blockingCheck) pySelfClient(obj *sitter.Node) string {
	f := c.f
	cls := Ancestor(obj, "class_definition")
	found := ""
	bs := f.bindings()
	for _, i := range f.bindingsNamed(f.Text(obj)) {
		b := bs[i]
		if cls != nil && !contains(cls, b.value) {
			continue
		}
		ctor := ""
		if a := b.value.Parent(); a != nil && a.Type() == "assignment" {
			ctor = c.pyAnnotated(a.ChildByFieldName("type"))
		}
		if v := Unwrap(b.value); ctor == "" {
			switch v.Type() {
			case "none":
				continue
			case "call":
				ctor = calleeName(f, v)
			}
		}
		if ctor == "" || (found != "" && ctor != found) {
			return ""
		}
		found = ctor
	}
	return found
}

// pyAnnotated returns the client constructor an annotation names, looking
// through Optional[X], Union[X, None] and X | None.
func (c *blockingCheck) pyAnnotated(t *sitter.Node) string {
	if t == nil {
		return ""
	}
	found := ""
	Walk(t, func(n *sitter.Node) bool {
		if found != "" {
			return false
		}
		switch n.Type() {
		case "identifier", "attribute":
			if q := importedName(c.f, n); q != "" {
				if _, ok := pyBlockingClients[q]; ok {
					found = q
				}
			}
			return false
		}
		return true
	})
	return found
}

// pySocketFact records sock.setblocking(False) and sock.settimeout(0): the
// socket is then non-blocking and its calls return at once.
func (c *blockingCheck) pySocketFact(call, callee *sitter.Node) {
	f := c.f
	a := Arg(call, 0)
	if a == nil {
		return
	}
	v := strings.TrimSpace(f.Text(a))
	switch f.Text(callee.ChildByFieldName("attribute")) {
	case "setblocking":
		if v == "False" || v == "0" {
			c.nonBlocking[f.Text(callee.ChildByFieldName("object"))] = true
		}
	case "settimeout":
		if v == "0" || v == "0.0" {
			c.nonBlocking[f.Text(callee.ChildByFieldName("object"))] = true
		}
	}
}

// ---- JavaScript / TypeScript ----

func (c *blockingCheck) js(call, fn *sitter.Node) {
	if fn == nil {
		return
	}
	f := c.f
	callee := Callee(call)
	if callee == nil {
		return
	}
	at := callee
	q := importedName(f, callee)
	if q == "" && callee.Type() == "member_expression" {
		obj := Unwrap(callee.ChildByFieldName("object")) // (fs as typeof import("fs")).readFileSync
		if mod, ok := jsRequire(f, obj); ok {            // require('fs').readFileSync
			q = mod + "." + f.Text(callee.ChildByFieldName("property"))
		} else if obj.Type() == "identifier" && importedName(f, obj) != "" {
			q = importedName(f, obj) + "." + f.Text(callee.ChildByFieldName("property"))
			callee = obj
		}
	}
	if q != "" && c.shadowed(callee) {
		return
	}
	i := strings.LastIndex(q, ".")
	if i < 0 {
		return
	}
	mod, name := q[:i], q[i+1:]
	switch {
	case jsFSModules[mod] && strings.HasSuffix(name, "Sync") && len(name) > 4:
		base := strings.TrimSuffix(name, "Sync")
		fix := "use await fs.promises." + base + "(...)"
		switch {
		case mod != "fs":
			fix = "use await " + mod + "." + base + "(...)"
		case base == "exists":
			fix = "use await fs.promises.access(...) or stat(...)"
		}
		c.report(at, fn, mod+"."+name, blockFS, fix, "")
	case mod == "child_process" && jsChildProcessSync[name]:
		c.report(at, fn, "child_process."+name, blockChildProc, "", "")
	}
}
