package rc403

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC403 upstream-without-circuit-breaker (the issue's
// table names it "shared-circuit-breaker / upstream-without-circuit-breaker":
// one rule, two kinds of finding).
//
// What it does: reports (a) one circuit-breaker instance (opossum, cockatiel,
// pybreaker, aiobreaker, circuitbreaker, gobreaker, failsafe-go, hystrix-go
// commands) that guards calls to two or more different upstream hosts, at the
// use that brings in the second host; and (b), as a low-severity checklist
// signal, the first upstream HTTP call of a file that makes such calls and
// uses no circuit breaker at all.
//
// Why is this bad? Without a breaker, a failing upstream keeps being called at
// machine speed by a retrying LLM orchestrator, and every call holds a worker
// until it times out (CWE-400). A breaker shared by two upstreams opens when
// one of them fails and then cuts off the healthy one as well.
//
// Example:
//
//	shared = pybreaker.CircuitBreaker()
//	shared.call(requests.get, "https://api.weather.example/v1", timeout=10)
//	shared.call(requests.get, "https://search.example/api", timeout=10)
//
// Use instead:
//
//	weather_breaker = pybreaker.CircuitBreaker(name="weather")
//	search_breaker = pybreaker.CircuitBreaker(name="search")
//
// Source: seed 002 checklist item 2 and pattern 2 ("Each external dependency
// has its own circuit breaker instance"); CWE-400. No peer linter has this
// rule.
var Rule = &model.Rule{
	ID: "RC403", Name: "upstream-without-circuit-breaker", Severity: model.SeverityMedium, CWE: 400, Checklist: model.ItemBreaker,
	Summary: "Upstream calls without a circuit breaker, or one breaker shared by several upstreams",
	Description: "A server that calls an upstream with no circuit breaker keeps sending requests to it while it fails, so " +
		"retries from a machine-speed caller pile up on a broken dependency. A breaker shared by two upstreams opens when " +
		"one fails and cuts off the healthy one too. Give each upstream host its own breaker instance.",
	Help:      circuitBreakerHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkCircuitBreaker,
}

const circuitBreakerHelp = `## What it does
Two kinds of finding, one rule:

- **Shared breaker (medium)**: one circuit-breaker instance that guards calls to two
  or more different upstream hosts. The finding is at the use of the breaker that
  brings in the second host and names both. Breakers recognised: opossum
  ` + "`new CircuitBreaker(fn)`" + ` (` + "`.fire(url)`" + `), cockatiel ` + "`circuitBreaker(...)`" + ` policies
  (` + "`.execute(fn)`" + `, also through ` + "`wrap(...)`" + `), pybreaker / aiobreaker / circuitbreaker
  ` + "`CircuitBreaker()`" + ` instances (as a decorator, ` + "`.call(...)`" + `, ` + "`.call_async(...)`" + `,
  ` + "`with b.calling():`" + `), gobreaker ` + "`NewCircuitBreaker`" + ` (` + "`.Execute(fn)`" + `), failsafe-go
  circuit breakers (` + "`failsafe.Get(fn, cb)`" + `, ` + "`failsafe.With(cb).Run(fn)`" + `) and hystrix-go
  commands (` + "`hystrix.Do(\"name\", fn, ...)`" + `, one breaker per command name). A breaker passed
  as an argument together with a URL (` + "`guarded_get(client, breaker, url)`" + `) counts as a use
  for that URL. Hosts come from URL literals, f-strings and template strings that start
  with one, ` + "`+`" + ` concatenations, and base-URL constants whose value (or default, as in
  ` + "`os.environ.get(\"X\", \"https://...\")`" + ` or ` + "`process.env.X ?? \"https://...\"`" + `) is a URL
  literal in the same file. Calls whose host cannot be resolved are not counted.
- **No breaker (low, checklist signal)**: a file that makes upstream HTTP calls (the calls
  RC101 recognises: requests, httpx, aiohttp, urllib in Python; fetch, axios, got,
  node:http(s) in JavaScript and TypeScript; net/http clients in Go) and has no circuit
  breaker: it imports no breaker library (opossum, cockatiel, brakes, mollitia, pybreaker,
  aiobreaker, circuitbreaker, purgatory, gobreaker, failsafe-go, hystrix-go,
  go-resiliency, ...) and names nothing ` + "`*breaker*`" + ` (a hand-written or project breaker
  counts). It is reported once per file, at the first upstream call, with the number of
  other calls; in diff mode, when that call is outside the change, the finding moves to
  the first upstream call the change added or edited. Not reported: calls at module level (they run once, at start-up), calls
  to localhost, to relative paths (` + "`fetch(\"/api/items\")`" + `, the page's own origin) and to
  ` + "`blob:`" + `/` + "`data:`" + ` URLs, and files that are not a long-running server: tests and their
  fixtures, ` + "`scripts/`" + `, ` + "`.github/`" + `, ` + "`cli/`" + ` and ` + "`frontend/`" + ` folders, JSX/TSX components
  and ` + "`\"use client\"`" + ` modules.

## Why is this bad?
An LLM orchestrator retries failed tool calls within milliseconds and may fan them out
across a workflow. Without a breaker, each retry goes to the failing upstream again and
holds a worker, a socket and the caller until it times out: retry storms turn one slow
dependency into a full outage (CWE-400). A breaker converts that into fast failures the
model can reason about. It must be one breaker per dependency: a breaker shared by a
weather API and a search API opens when the search API fails and then rejects weather
calls that would have succeeded.

## Example
` + "```python" + `
breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30)

@breaker
def forecast(city):
    return requests.get("https://api.weather.example/v1/forecast", params={"q": city}, timeout=10)

@breaker
def search(q):
    return requests.get("https://search.example/api", params={"q": q}, timeout=10)
` + "```" + `

` + "```ts" + `
const resp = await fetch(` + "`${AUTHZ_URL}?user=${user}`" + `, { signal: AbortSignal.timeout(2_000) });
` + "```" + `

## Use instead
` + "```python" + `
weather_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="weather")
search_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="search")
` + "```" + `

` + "```ts" + `
import CircuitBreaker from "opossum";
const authzBreaker = new CircuitBreaker(getJson, { timeout: 10_000, resetTimeout: 30_000, name: "authz" });
const { allowed } = await authzBreaker.fire(` + "`${AUTHZ_URL}?user=${user}`" + `);
` + "```" + `

To accept a file that deliberately has no breaker (a CLI, a one-shot script), write
` + "`# resilience: ignore[RC403] reason`" + ` on the reported line.

## References
- [CWE-400: Uncontrolled Resource Consumption](https://cwe.mitre.org/data/definitions/400.html)
- Seed 002 (designing for resiliency), checklist item 2 and pattern 2: "Each external
  dependency has its own circuit breaker instance (not a shared breaker across unrelated
  services)".
- [Martin Fowler: CircuitBreaker](https://martinfowler.com/bliki/CircuitBreaker.html)
- [opossum](https://nodeshift.dev/opossum/), [cockatiel](https://github.com/connor4312/cockatiel),
  [pybreaker](https://github.com/danielfm/pybreaker), [gobreaker](https://github.com/sony/gobreaker),
  [failsafe-go circuit breaker](https://failsafe-go.dev/circuit-breaker/)

CWE-400 · checklist: each external dependency has its own circuit breaker (seed 002 checklist 2).
`

// breakerModules are import prefixes of circuit-breaker libraries.
var breakerModules = []string{
	// Python
	"pybreaker", "aiobreaker", "circuitbreaker", "purgatory", "pyresilience", "resilient_circuit",
	// JavaScript
	"opossum", "cockatiel", "brakes", "mollitia", "circuit-breaker-js", "@fastify/circuit-breaker", "circuit-fuses",
	// Go
	"github.com/sony/gobreaker", "github.com/failsafe-go/failsafe-go", "github.com/afex/hystrix-go",
	"github.com/rubyist/circuitbreaker", "github.com/eapache/go-resiliency/breaker", "github.com/mercari/go-circuitbreaker",
	"github.com/streadway/handy/breaker", "github.com/cep21/circuit",
}

// breakerCtors are qualified names of breaker constructors whose instances
// the shared-breaker check follows.
var breakerCtors = map[string]bool{
	"pybreaker.CircuitBreaker": true, "aiobreaker.CircuitBreaker": true, "circuitbreaker.CircuitBreaker": true,
	"opossum": true, "opossum.CircuitBreaker": true,
	"cockatiel.circuitBreaker":                    true,
	"github.com/sony/gobreaker.NewCircuitBreaker": true, "github.com/sony/gobreaker/v2.NewCircuitBreaker": true,
	"github.com/sony/gobreaker.NewTwoStepCircuitBreaker": true, "github.com/sony/gobreaker/v2.NewTwoStepCircuitBreaker": true,
	"github.com/failsafe-go/failsafe-go/circuitbreaker.NewWithDefaults": true,
}

// breakerCheck holds one file's pass.
type breakerCheck struct {
	p          *model.Pass
	f          *model.File
	hasLib     bool                // the file imports a breaker library
	localFetch bool                // the file defines a function named fetch
	named      bool                // an identifier names a breaker
	calls      []*model.Node       // upstream calls, in order
	hosts      map[string][]string // breaker identity -> distinct hosts seen, in order
	reported   map[string]bool
	ctorSeen   map[string]bool
	// pendingCtor is a breaker constructor seen for the first time: the
	// function it wraps (opossum) is counted at the breaker's first use.
	pendingCtor *model.Node
}

func checkCircuitBreaker(p *model.Pass) {
	f := p.File
	c := &breakerCheck{p: p, f: f, hosts: map[string][]string{}, reported: map[string]bool{},
		ctorSeen: map[string]bool{}}
	for _, mod := range f.Imports() {
		for _, b := range breakerModules {
			if mod == b || strings.HasPrefix(mod, b+".") || strings.HasPrefix(mod, b+"/") {
				c.hasLib = true
			}
		}
	}
	model.Walk(f.Root, func(n *model.Node) bool {
		switch n.Type() {
		case "identifier", "property_identifier", "field_identifier", "type_identifier", "shorthand_property_identifier":
			if !c.named && strings.Contains(strings.ToLower(f.Text(n)), "breaker") {
				c.named = true
			}
		case "call", "call_expression":
			if _, _, ok := upstreamCall(f, n); ok {
				c.calls = append(c.calls, n)
			}
			if c.hasLib {
				c.breakerCall(n)
			}
		case "function_declaration":
			if f.Text(n.ChildByFieldName("name")) == "fetch" {
				c.localFetch = true // the file's own fetch (RC101 skips it too)
			}
		case "decorator":
			if c.hasLib {
				c.breakerDecorator(n)
			}
		case "with_statement":
			if c.hasLib {
				c.breakerWith(n)
			}
		}
		return true
	})
	if c.hasLib || c.named || len(c.calls) == 0 || breakerSkipPath(f.Path) || bytes.HasPrefix(bytes.TrimSpace(f.Src), []byte(`"use client"`)) ||
		bytes.HasPrefix(bytes.TrimSpace(f.Src), []byte("'use client'")) {
		return
	}
	var sites []*model.Node
	for _, call := range c.calls {
		name, u, _ := upstreamCall(f, call)
		if isLocalHost(upstreamHost(f, u)) || f.Lang.IsJS() && relativeURL(f, u) || name == "fetch" && c.localFetch ||
			model.EnclosingFunc(call) == nil || blobURL(f, u) {
			continue
		}
		sites = append(sites, call)
	}
	if len(sites) == 0 {
		return
	}
	n := len(sites)
	fix := "wrap each upstream in its own circuit breaker (pybreaker, opossum, cockatiel, gobreaker)"
	message := func(call *model.Node) string {
		name, u, _ := upstreamCall(f, call)
		target := name
		if h := upstreamHost(f, u); h != "" {
			target = name + " to " + h
		}
		more := ""
		switch {
		case n == 2:
			more = ", nor has the file's other upstream call"
		case n > 2:
			more = fmt.Sprintf(", nor has any of the file's %d other upstream calls", n-1)
		}
		return "upstream " + target + " has no circuit breaker" + more +
			", so a failing upstream keeps being called by retries at machine speed; " + fix
	}
	// One finding per file, at its first upstream call; the other calls are
	// its other sites, so that in diff mode a change that adds or edits any
	// of them still reports it (at the first changed one).
	p.ReportSeverity(sites[0], model.SeverityLow, message(sites[0]), fix)
	for _, call := range sites[1:] {
		p.AlsoAt(call, message(call))
	}
}

// breakerSkipPath reports whether path holds code that is not a long-running
// server, where a breaker is not expected: tests and their fixtures, scripts,
// CI helpers, command-line tools and browser front ends (JSX/TSX included).
func breakerSkipPath(path string) bool {
	base := path[strings.LastIndex(path, "/")+1:]
	if strings.HasSuffix(base, "_test.go") || strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") ||
		strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") || base == "conftest.py" || base == "tests.py" ||
		strings.HasSuffix(base, ".tsx") || strings.HasSuffix(base, ".jsx") {
		return true
	}
	for _, seg := range strings.Split(path, "/") {
		switch seg {
		case "test", "tests", "__tests__", "fixtures", "e2e", "integtests", "integration-tests",
			"scripts", ".github", "cli", "frontend":
			return true
		}
	}
	return false
}

// relativeURL reports whether u is a path literal ("/api/x", `/items/${id}`):
// a call to the page's own origin, not to an upstream.
func relativeURL(f *model.File, u *model.Node) bool {
	if u == nil {
		return false
	}
	t := strings.TrimLeft(f.Text(f.Resolve(u)), "fFrRbBuU")
	t = strings.TrimLeft(t, "'\"`")
	return strings.HasPrefix(t, "/") && !strings.HasPrefix(t, "//")
}

// blobURL reports whether u is URL.createObjectURL(...) or a blob:/data: URL,
// which fetch reads locally.
func blobURL(f *model.File, u *model.Node) bool {
	if u == nil {
		return false
	}
	v := f.Resolve(u)
	if v.Type() == "call_expression" && strings.HasSuffix(f.Text(model.Callee(v)), "createObjectURL") {
		return true
	}
	t := strings.Trim(f.Text(v), "'\"`")
	return strings.HasPrefix(t, "blob:") || strings.HasPrefix(t, "data:")
}

func isLocalHost(h string) bool {
	h = strings.ToLower(h)
	if i := strings.LastIndex(h, ":"); i > 0 && !strings.Contains(h, "]") {
		h = h[:i]
	}
	return h == "localhost" || h == "127.0.0.1" || h == "[::1]" || h == "0.0.0.0"
}

// upstreamCall reports whether call is an outbound HTTP request that RC101
// recognises, with a short name for it and its URL argument (nil when it is
// not visible).
func upstreamCall(f *model.File, call *model.Node) (name string, urlArg *model.Node, ok bool) {
	fn := model.Callee(call)
	if fn == nil {
		return "", nil, false
	}
	q := model.ImportedName(f, fn)
	short := q[strings.LastIndex(q, ".")+1:]
	switch {
	case f.Lang == model.LangPython:
		switch {
		case model.PyRequestsFuncs[q], model.PyHTTPXFuncs[q]:
			return q, pyURLArg(f, call, short == "request" || short == "stream"), true
		case q == "urllib.request.urlopen":
			return q, model.Arg(call, 0), true
		case q == "urllib3.request":
			return q, pyURLArg(f, call, true), true
		case q == "aiohttp.request":
			return q, pyURLArg(f, call, true), true
		}
		if fn.Type() != "attribute" {
			return "", nil, false
		}
		method := f.Text(fn.ChildByFieldName("attribute"))
		if !model.PyHTTPMethods[method] && method != "stream" && method != "ws_connect" && method != "urlopen" {
			return "", nil, false
		}
		rq := model.CalleeName(f, f.Resolve(fn.ChildByFieldName("object")))
		if model.PySessions[rq] || model.PyHTTPXClients[rq] || model.PyAiohttpClients[rq] || model.PyPools[rq] {
			return f.Text(fn), pyURLArg(f, call, method == "request" || method == "stream" || method == "urlopen"), true
		}
	case f.Lang.IsJS():
		tc := &model.TimeoutCheck{F: f}
		switch {
		case tc.IsFetch(fn, q):
			return "fetch", model.Arg(call, 0), true
		case q == "axios", q == "got", model.JsNodeHTTP[q]:
			return q, model.Arg(call, 0), true
		case strings.HasPrefix(q, "axios.") && strings.Count(q, ".") == 1:
			if pos, ok := model.JsAxiosConfigArg[short]; ok {
				if pos == 0 {
					return q, nil, true
				}
				return q, model.Arg(call, 0), true
			}
		case strings.HasPrefix(q, "got.") && strings.Count(q, ".") == 1 && model.JsGotMethods[short]:
			return q, model.Arg(call, 0), true
		}
		if fn.Type() == "member_expression" {
			method := f.Text(fn.ChildByFieldName("property"))
			inst := f.Resolve(fn.ChildByFieldName("object"))
			if model.CalleeName(f, inst) == "axios.create" {
				if pos, ok := model.JsAxiosConfigArg[method]; ok && pos > 0 {
					base, _ := f.ObjectProp(f.Resolve(model.Arg(inst, 0)), "baseURL")
					if base == nil {
						base = model.Arg(call, 0)
					}
					return f.Text(fn), base, true
				}
			}
		}
	case f.Lang == model.LangGo:
		if model.GoDefaultClientFuncs[q] {
			return "http." + short, model.Arg(call, 0), true
		}
		if fn.Type() != "selector_expression" || !model.GoClientMethods[f.Text(fn.ChildByFieldName("field"))] {
			return "", nil, false
		}
		recv := f.Resolve(fn.ChildByFieldName("operand"))
		isClient := model.ImportedName(f, recv) == "net/http.DefaultClient"
		switch recv.Type() {
		case "composite_literal":
			isClient = isClient || model.ImportedName(f, recv.ChildByFieldName("type")) == "net/http.Client"
		case "call_expression":
			isClient = isClient || f.Text(model.Callee(recv)) == "new" && model.ImportedName(f, model.Arg(recv, 0)) == "net/http.Client"
		}
		if !isClient {
			return "", nil, false
		}
		method := f.Text(fn.ChildByFieldName("field"))
		if method != "Do" {
			return f.Text(fn), model.Arg(call, 0), true
		}
		var u *model.Node
		if req := f.Resolve(model.Arg(call, 0)); req != nil && req.Type() == "call_expression" {
			switch model.ImportedName(f, model.Callee(req)) {
			case "net/http.NewRequest":
				u = model.Arg(req, 1)
			case "net/http.NewRequestWithContext":
				u = model.Arg(req, 2)
			}
		}
		return f.Text(fn), u, true
	}
	return "", nil, false
}

// pyURLArg returns the url= keyword or the positional URL (the second
// positional argument when the method comes first).
func pyURLArg(f *model.File, call *model.Node, methodFirst bool) *model.Node {
	if u := f.Kwarg(call, "url"); u != nil {
		return u
	}
	if methodFirst {
		return model.Arg(call, 1)
	}
	return model.Arg(call, 0)
}

// upstreamHost resolves a URL expression to its host ("api.example.com" or
// "authz.internal:8080"), or "" when it cannot be told.
func upstreamHost(f *model.File, n *model.Node) string {
	for depth := 0; n != nil && depth < 6; depth++ {
		n = f.Resolve(n)
		switch n.Type() {
		case "string", "interpreted_string_literal", "raw_string_literal", "template_string", "string_fragment":
			if n.NamedChildCount() > 0 {
				first := n.NamedChild(0)
				switch first.Type() {
				case "string_start":
					if n.NamedChildCount() > 1 {
						first = n.NamedChild(1)
					}
				}
				switch first.Type() {
				case "interpolation", "template_substitution":
					if first.NamedChildCount() > 0 {
						n = first.NamedChild(0)
						continue
					}
				}
			}
			return hostOfLiteral(f.Text(n))
		case "binary_expression", "binary_operator":
			op := n.ChildByFieldName("operator")
			if op != nil && (f.Text(op) == "??" || f.Text(op) == "||") {
				n = n.ChildByFieldName("right") // process.env.X ?? "https://..."
				continue
			}
			n = n.ChildByFieldName("left")
		case "call", "call_expression":
			// os.environ.get("X", "https://..."), envOr("X", "https://..."), getenv("X") or "..."
			var lit *model.Node
			for i := 0; i < model.NumArgs(n); i++ {
				if h := hostOfLiteral(f.Text(model.Arg(n, i))); h != "" {
					lit = model.Arg(n, i)
				}
			}
			if lit == nil {
				return ""
			}
			n = lit
		case "boolean_operator": // os.getenv("X") or "https://..."
			n = n.ChildByFieldName("right")
		default:
			return ""
		}
	}
	return ""
}

// hostOfLiteral parses the text of a string literal as an absolute URL.
func hostOfLiteral(s string) string {
	s = strings.TrimLeft(s, "fFrRbBuU")
	s = strings.Trim(s, "'\"`")
	if i := strings.IndexAny(s, "{$"); i >= 0 {
		s = s[:i]
	}
	if !strings.Contains(s, "://") {
		return ""
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https" && u.Scheme != "ws" && u.Scheme != "wss") {
		return ""
	}
	return u.Host
}

// breakerOf returns a key identifying the breaker instance n refers to, and
// its display name, or "" when n is no known breaker.
func (c *breakerCheck) breakerOf(n *model.Node) (key, name string) {
	f := c.f
	if n == nil {
		return "", ""
	}
	defer func() {
		if key != "" && !c.ctorSeen[key] {
			c.ctorSeen[key] = true
			c.pendingCtor = f.Resolve(n)
		}
	}()
	name = f.Text(n)
	for hop := 0; n != nil && hop < 3; hop++ {
		v := f.Resolve(n)
		ctor := v
		if v.Type() == "type_conversion_expression" { // Go: gobreaker.NewCircuitBreaker[T](st)
			if t := v.ChildByFieldName("type"); t != nil && t.Type() == "generic_type" {
				if model.ImportedName(f, t.ChildByFieldName("type")) != "" && breakerCtors[model.ImportedName(f, t.ChildByFieldName("type"))] {
					return fmt.Sprint(v.StartByte()), name
				}
			}
			return "", ""
		}
		if v.Type() != "call" && v.Type() != "call_expression" && v.Type() != "new_expression" {
			return "", ""
		}
		fn := model.Callee(ctor)
		q := model.ImportedName(f, fn)
		if fn != nil && fn.Type() == "index_expression" { // Go generic call parsed as index
			q = model.ImportedName(f, fn.ChildByFieldName("operand"))
		}
		switch {
		case breakerCtors[q]:
			return fmt.Sprint(v.StartByte()), name
		case q == "cockatiel.wrap":
			for i := 0; i < model.NumArgs(v); i++ {
				if k, _ := c.breakerOf(model.Arg(v, i)); k != "" {
					return k, name
				}
			}
			return "", ""
		case strings.HasSuffix(q, ".circuitBreaker") && strings.HasPrefix(q, "cockatiel"):
			return fmt.Sprint(v.StartByte()), name // Policy.handleAll().circuitBreaker(...)
		case strings.HasPrefix(q, "github.com/failsafe-go/failsafe-go/circuitbreaker.") || fn != nil && fn.Type() == "selector_expression" &&
			f.Text(fn.ChildByFieldName("field")) == "Build" && strings.Contains(f.Text(fn), "circuitbreaker."):
			return fmt.Sprint(v.StartByte()), name
		}
		return "", ""
	}
	return "", ""
}

// use records that breaker key guards calls to the hosts found in nodes, and
// reports at `at` when a second host appears.
func (c *breakerCheck) use(key, name string, at *model.Node, nodes ...*model.Node) {
	f := c.f
	if ctor := c.pendingCtor; ctor != nil {
		c.pendingCtor = nil
		if ctor.Type() == "new_expression" || ctor.Type() == "call_expression" || ctor.Type() == "call" {
			if a := model.Arg(ctor, 0); a != nil {
				switch a.Type() {
				case "arrow_function", "function_expression", "function", "lambda", "func_literal":
					nodes = append([]*model.Node{a}, nodes...)
				}
			}
		}
	}
	for _, n := range nodes {
		if n == nil {
			continue
		}
		var hosts []string
		switch n.Type() {
		case "arrow_function", "function_expression", "function", "lambda", "func_literal", "block", "function_definition":
			model.Walk(n, func(m *model.Node) bool {
				if m.Type() == "call" || m.Type() == "call_expression" {
					if _, u, ok := upstreamCall(f, m); ok {
						if h := upstreamHost(f, u); h != "" {
							hosts = append(hosts, h)
						}
					}
				}
				return true
			})
		default:
			if h := upstreamHost(f, n); h != "" {
				hosts = append(hosts, h)
			}
		}
		for _, h := range hosts {
			seen := c.hosts[key]
			if model.PoolHas(seen, h) {
				continue
			}
			c.hosts[key] = append(seen, h)
			if len(c.hosts[key]) == 2 && !c.reported[key] {
				c.reported[key] = true
				fix := "give each upstream host its own breaker instance"
				c.p.Report(at, fmt.Sprintf("circuit breaker %s is shared by upstreams %s and %s, so failures of one open it "+
					"for the other too; %s", name, seen[0], h, fix), fix)
			}
		}
	}
}

// breakerCall handles b.fire(url), policy.execute(fn), b.call(f, url),
// cb.Execute(fn), failsafe.Get(fn, cb), failsafe.With(cb).Run(fn),
// hystrix.Do("cmd", fn, nil) and helpers taking a breaker and a URL.
func (c *breakerCheck) breakerCall(call *model.Node) {
	f := c.f
	fn := model.Callee(call)
	if fn == nil {
		return
	}
	args := c.argNodes(call)
	if q := model.ImportedName(f, fn); strings.HasPrefix(q, "github.com/afex/hystrix-go/hystrix.") && len(args) > 1 {
		if s := model.Arg(call, 0); s != nil && (s.Type() == "interpreted_string_literal" || s.Type() == "raw_string_literal") {
			c.use("hystrix:"+f.Text(s), "hystrix command "+f.Text(s), call, args[1:]...)
		}
		return
	}
	// Receiver: b.fire(...), b.execute(...), failsafe.With(cb).Get(fn).
	var obj *model.Node
	switch fn.Type() {
	case "member_expression", "attribute":
		obj = fn.ChildByFieldName("object")
	case "selector_expression":
		obj = fn.ChildByFieldName("operand")
	}
	if obj != nil {
		if k, name := c.breakerOf(obj); k != "" {
			c.use(k, name, call, args...)
			return
		}
		if o := model.Unwrap(obj); o.Type() == "call_expression" || o.Type() == "call" {
			for _, a := range c.argNodes(o) {
				if k, name := c.breakerOf(a); k != "" {
					c.use(k, name, call, args...)
					return
				}
			}
		}
	}
	// A breaker passed as an argument next to a URL or a function.
	for i, a := range args {
		if a.Type() != "identifier" && a.Type() != "attribute" && a.Type() != "member_expression" && a.Type() != "selector_expression" {
			continue
		}
		if k, name := c.breakerOf(a); k != "" {
			rest := append(append([]*model.Node{}, args[:i]...), args[i+1:]...)
			c.use(k, name, call, rest...)
			return
		}
	}
}

// argNodes lists a call's arguments, keyword values included.
func (c *breakerCheck) argNodes(call *model.Node) []*model.Node {
	args := model.Args(call)
	var out []*model.Node
	for j := 0; args != nil && j < int(args.NamedChildCount()); j++ {
		a := args.NamedChild(j)
		switch a.Type() {
		case "comment", "list_splat", "dictionary_splat", "spread_element":
			continue
		case "keyword_argument":
			a = a.ChildByFieldName("value")
		}
		if a != nil {
			out = append(out, a)
		}
	}
	return out
}

// breakerDecorator handles `@breaker` on a Python function.
func (c *breakerCheck) breakerDecorator(dec *model.Node) {
	if dec.NamedChildCount() == 0 {
		return
	}
	e := dec.NamedChild(0)
	if e.Type() != "identifier" && e.Type() != "attribute" {
		return
	}
	k, name := c.breakerOf(e)
	if k == "" {
		return
	}
	if d := dec.Parent(); d != nil && d.Type() == "decorated_definition" {
		if def := d.ChildByFieldName("definition"); def != nil {
			c.use(k, name, dec, def.ChildByFieldName("body"))
		}
	}
}

// breakerWith handles `with breaker.calling():` in Python.
func (c *breakerCheck) breakerWith(w *model.Node) {
	model.Walk(w, func(n *model.Node) bool {
		if n.Type() == "block" {
			return false
		}
		if n.Type() == "call" {
			if fn := model.Callee(n); fn != nil && fn.Type() == "attribute" {
				if k, name := c.breakerOf(fn.ChildByFieldName("object")); k != "" {
					c.use(k, name, n, w.ChildByFieldName("body"))
				}
			}
			return false
		}
		return true
	})
}
