package checks

import (
	"bytes"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// ruleRetryNonIdempotent is RC301 retry-of-non-idempotent-request.
//
// What it does: reports POST and PATCH requests that are retried without an
// Idempotency-Key header: sent inside a hand-written retry loop (see
// retry.go), inside a function decorated with tenacity, backoff or retrying,
// passed to a file-local retry helper, p-retry or async-retry; and retry
// configurations that retry every method: urllib3 `Retry(allowed_methods=None)`
// or an allowed set with POST/PATCH (also the old `method_whitelist`),
// axios-retry with a `retryCondition` that ignores the method, got/ky
// `retry: { methods: [..., 'POST'] }`, and Go's go-retryablehttp client
// sending POST.
//
// Why is this bad? When a POST times out or the connection drops after the
// upstream processed it, the retry performs the operation again: a second
// ticket, a second payment, a second grant (CWE-703). An idempotency key lets
// the upstream recognise the repeat and return the first result.
//
// Example:
//
//	for attempt in range(5):
//	    try:
//	        return requests.post(TICKETS_URL, json=payload, timeout=10)
//	    except requests.RequestException:
//	        time.sleep(random.uniform(0, 2**attempt))
//
// Use instead:
//
//	headers = {"Idempotency-Key": key}  # one key for all attempts
//	for attempt in range(5):
//	    try:
//	        return requests.post(TICKETS_URL, json=payload, headers=headers, timeout=10)
//	    ...
//
// Source: seed 000 high-confidence "Retrying non-idempotent operations by
// default" and manual item "Avoid retries for non-idempotent requests;
// implement idempotency keys where needed"; seed 002 pattern 6 and checklist
// item 5 (ItemIdempotency). CWE-703. Peers: urllib3's default
// allowed_methods, axios-retry's isNetworkOrIdempotentRequestError, got's
// default retry methods; no Ruff or semgrep rule.
var ruleRetryNonIdempotent = register(&Rule{
	ID: "RC301", Name: "retry-of-non-idempotent-request", Severity: SeverityHigh, CWE: 703, Checklist: ItemIdempotency,
	Summary: "Non-idempotent request (POST/PATCH) retried without an idempotency key",
	Description: "Retrying a POST or PATCH whose response was lost repeats the operation on the upstream: a " +
		"second ticket, payment or grant. Retry only idempotent methods, or send an Idempotency-Key header that " +
		"stays the same across the attempts.",
	Help:      retryNonIdempotentHelp,
	Languages: []Language{LangPython, LangJavaScript, LangTypeScript, LangGo},
	Check:     checkRetryNonIdempotent,
})

const retryNonIdempotentHelp = `## What it does
Reports POST and PATCH requests that are retried without an idempotency key,
and retry settings that retry every HTTP method.

- **Hand-written retry loops** (Python, JavaScript/TypeScript, Go; a loop that repeats an
  outbound call on failure and leaves on success, as RC303 defines it) whose retried
  code sends a POST or PATCH: ` + "`requests.post`" + `, ` + "`session.patch`" + `, ` + "`httpx`" + ` / aiohttp
  clients, ` + "`.request(\"POST\", ...)`" + `, ` + "`fetch(url, { method: \"POST\" })`" + `, ` + "`axios.post`" + `,
  ` + "`axios({ method: \"post\" })`" + `, ` + "`got.post`" + `, ` + "`http.Post`" + `, ` + "`client.Post`" + `, and ` + "`client.Do(req)`" + `
  with ` + "`req`" + ` from ` + "`http.NewRequest(\"POST\", ...)`" + ` / ` + "`http.MethodPost`" + `.
- **Retry wrappers**: the same requests inside a function decorated with tenacity
  ` + "`@retry`" + `, ` + "`@backoff.on_exception`" + ` / ` + "`on_predicate`" + ` or retrying ` + "`@retry`" + `; inside the
  function passed to p-retry or async-retry; inside the callback passed to a retry
  helper defined in the same file (a function whose retry loop calls its parameter,
  such as ` + "`withRetry(() => axios.post(...))`" + `).
- **Retry settings**: urllib3 ` + "`Retry(allowed_methods=None)`" + ` (or ` + "`False`" + `, which retry every
  verb) or an allowed set that includes POST or PATCH, also under the old name
  ` + "`method_whitelist`" + `; axios-retry with a ` + "`retryCondition`" + ` that does not look at the method
  (` + "`() => true`" + `, ` + "`isRetryableError`" + `, ` + "`isNetworkError`" + `); got or ky ` + "`retry: { methods: [...] }`" + `
  with POST or PATCH; Go go-retryablehttp clients (which retry every method) sending a
  POST or PATCH.

A request is not reported when the function that sends it mentions an idempotency
key (` + "`Idempotency-Key`" + `, ` + "`idempotency_key`" + `, ` + "`idempotencyKey`" + `), or when its method or
headers come from a variable the rule cannot resolve. PUT and DELETE are
idempotent by definition and are not reported.

## Why is this bad?
A timeout or a dropped connection does not tell the client whether the upstream
processed the request. Retrying a POST or PATCH then repeats the operation: a second
ticket, a second payment, a permission granted twice, a partially applied update
(CWE-703, improper check or handling of exceptional conditions). An LLM orchestrator
that retries a failing tool multiplies the duplicates. The resilience checklist asks
that non-idempotent requests are not retried, or carry an idempotency key that the
upstream uses to return the first result.

## Example
` + "```python\nfor attempt in range(5):\n    try:\n        return requests.post(TICKETS_URL, json=payload, timeout=10).json()\n    except requests.RequestException:\n        time.sleep(random.uniform(0, 2**attempt))\n\nsession.mount(\"https://\", HTTPAdapter(max_retries=Retry(total=3, allowed_methods=None, backoff_factor=0.5)))\n```" + `

` + "```ts\nfor (let attempt = 0; attempt < 5; attempt++) {\n  try {\n    return await fetch(TICKETS_URL, { method: \"POST\", body, signal: AbortSignal.timeout(10_000) });\n  } catch {\n    await sleep(Math.random() * 200 * 2 ** attempt);\n  }\n}\n```" + `

## Use instead
` + "```python\nheaders = {\"Idempotency-Key\": idempotency_key}  # the same key on every attempt\nfor attempt in range(5):\n    try:\n        return requests.post(TICKETS_URL, json=payload, headers=headers, timeout=10).json()\n    except requests.RequestException:\n        time.sleep(random.uniform(0, 2**attempt))\n\nsession.mount(\"https://\", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5)))  # default: idempotent methods only\n```" + `

` + "```ts\nconst headers = { \"Idempotency-Key\": idempotencyKey };\nfor (let attempt = 0; attempt < 5; attempt++) {\n  try {\n    return await fetch(TICKETS_URL, { method: \"POST\", body, headers, signal: AbortSignal.timeout(10_000) });\n  } catch {\n    await sleep(Math.random() * 200 * 2 ** attempt);\n  }\n}\n```" + `

## References
- CWE-703: Improper Check or Handling of Exceptional Conditions: https://cwe.mitre.org/data/definitions/703.html
- Checklist: "Mutating tools accept and enforce an idempotency key" (seed 002 checklist 5, pattern 6; seed 000 "Retrying non-idempotent operations by default", "Avoid retries for non-idempotent requests; implement idempotency keys where needed")
- MDN, idempotent methods: https://developer.mozilla.org/docs/Glossary/Idempotent
- IETF draft, the Idempotency-Key HTTP header: https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/
- urllib3 Retry allowed_methods: https://urllib3.readthedocs.io/en/stable/reference/urllib3.util.html#urllib3.util.Retry
- axios-retry retryCondition: https://github.com/softonic/axios-retry#options

CWE-703 · seed item: no retries of non-idempotent requests without an idempotency key (ItemIdempotency)
`

var (
	idempotencyRE = regexp.MustCompile(`(?i)idempot`)
	// methodAware matches a retryCondition that looks at the request method.
	methodAware  = regexp.MustCompile(`(?i)(method|idempot|safe)`)
	mutatingVerb = map[string]bool{"POST": true, "PATCH": true}
)

var nonIdempotentHints = [][]byte{[]byte("post"), []byte("POST"), []byte("Post"), []byte("patch"), []byte("PATCH"), []byte("Patch"), []byte("allowed_methods"), []byte("method_whitelist"), []byte("retryCondition")}

func checkRetryNonIdempotent(p *Pass) {
	f := p.File
	hinted := false
	for _, h := range nonIdempotentHints {
		hinted = hinted || bytes.Contains(f.Src, h)
	}
	if !hinted {
		return
	}
	reported := map[uint32]bool{}
	report := func(call *sitter.Node, method, why string) {
		if reported[call.StartByte()] {
			return
		}
		reported[call.StartByte()] = true
		fix := `headers={"Idempotency-Key": key}`
		switch {
		case f.Lang.IsJS():
			fix = `headers: { "Idempotency-Key": key }`
		case f.Lang == LangGo:
			fix = `req.Header.Set("Idempotency-Key", key)`
		}
		p.Report(call, f.Text(Callee(call))+" sends a "+method+" that is retried "+why+" without an Idempotency-Key header, "+
			"so a lost response makes the upstream perform it twice; send an Idempotency-Key that stays the same across attempts",
			fix)
	}
	// scan looks for mutating requests in region that is retried.
	scan := func(region *sitter.Node, why string) {
		if region == nil || idempotencyRE.Match(f.Src[funcSpan(f, region)[0]:funcSpan(f, region)[1]]) {
			return
		}
		Walk(region, func(n *sitter.Node) bool {
			if n.Type() == "call" || n.Type() == "call_expression" {
				if m := f.mutatingRequest(n); m != "" {
					report(n, m, why)
				}
			}
			return true
		})
	}
	helpers := map[string]bool{}
	for _, l := range f.retryLoops() {
		for _, a := range l.Attempts {
			scan(a.Region, "by the loop at line "+itoa(lineOf(f, l.Loop)))
			if a.Call != nil {
				if fn := Callee(a.Call); fn != nil && fn.Type() == "identifier" && isParamOf(f, fn, f.Text(fn)) {
					if name := funcName(f, EnclosingFunc(a.Call)); name != "" {
						helpers[name] = true
					}
				}
			}
		}
	}
	if f.Lang == LangPython {
		for _, c := range f.pyRetryConfigs() {
			if c.Wrapped != nil {
				scan(c.Wrapped.ChildByFieldName("body"), "by "+c.Name)
			}
		}
	}
	wrappers := len(helpers) > 0
	for _, imp := range f.Imports() {
		wrappers = wrappers || strings.HasPrefix(imp, "p-retry") || strings.HasPrefix(imp, "async-retry")
	}
	Walk(f.Root, func(n *sitter.Node) bool {
		switch n.Type() {
		case "call", "call_expression":
			if wrappers {
				f.retryWrapperCall(n, helpers, scan)
			}
			if f.Lang == LangPython && urllib3Retry(f, n) {
				allowedMethodsAll(p, n)
			}
			if f.Lang == LangGo {
				if m := f.goRetryableHTTP(n); m != "" && !idempotencyRE.Match(f.Src[funcSpan(f, n)[0]:funcSpan(f, n)[1]]) {
					report(n, m, "by go-retryablehttp (which retries every method)")
				}
			}
		case "pair":
			if f.Lang.IsJS() {
				jsRetryMethods(p, n)
			}
		}
		return true
	})
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	neg := i < 0
	if neg {
		i = -i
	}
	var b []byte
	for i > 0 {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

func lineOf(f *File, n *sitter.Node) int {
	l, _ := f.Position(int(n.StartByte()))
	return l
}

// funcSpan returns the byte span of the function enclosing n (the file when
// at module level), where an idempotency key would be set up.
func funcSpan(f *File, n *sitter.Node) [2]uint32 {
	fn := EnclosingFunc(n)
	for fn != nil && (fn.Type() == "arrow_function" || fn.Type() == "lambda" || fn.Type() == "func_literal") {
		if outer := EnclosingFunc(fn); outer != nil {
			fn = outer
		} else {
			break
		}
	}
	if fn == nil {
		return [2]uint32{0, uint32(len(f.Src))}
	}
	return [2]uint32{fn.StartByte(), fn.EndByte()}
}

// funcName returns the name a function is called by in this file.
func funcName(f *File, fn *sitter.Node) string {
	if fn == nil {
		return ""
	}
	if name := fn.ChildByFieldName("name"); name != nil {
		return f.Text(name)
	}
	if d := fn.Parent(); d != nil && d.Type() == "variable_declarator" {
		return f.Text(d.ChildByFieldName("name"))
	}
	return ""
}

// retryWrapperCall handles a call that retries a callback: a file-local
// retry helper, p-retry, async-retry.
func (f *File) retryWrapperCall(call *sitter.Node, helpers map[string]bool, scan func(*sitter.Node, string)) {
	fn := Callee(call)
	if fn == nil {
		return
	}
	name := f.Text(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	q := importedName(f, fn)
	lib := ""
	switch {
	case q == "p-retry" || q == "async-retry" || q == "p-retry.default" || q == "async-retry.default":
		lib = q
	case helpers[last] && (fn.Type() == "identifier" || strings.HasPrefix(name, "this.") || strings.HasPrefix(name, "self.")):
		lib = last
	default:
		return
	}
	args := Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Type() == "keyword_argument" {
			continue
		}
		v := f.Resolve(a)
		if scopeTypes[v.Type()] || v.Type() == "function_declaration" {
			scan(v, "by "+lib)
		}
	}
}

// mutatingRequest returns "POST" or "PATCH" when call sends such an HTTP
// request, else "".
func (f *File) mutatingRequest(call *sitter.Node) string {
	fn := Callee(call)
	if fn == nil {
		return ""
	}
	name := f.Text(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	obj := strings.TrimSuffix(name, "."+last)
	hasObj := obj != name
	switch {
	case f.Lang == LangPython:
		if !hasObj {
			if q := importedName(f, fn); q == "requests.post" || q == "requests.patch" || q == "httpx.post" || q == "httpx.patch" {
				return strings.ToUpper(q[strings.LastIndex(q, ".")+1:])
			}
			return ""
		}
		switch last {
		case "post", "patch":
			if f.pyHTTPReceiver(fn.ChildByFieldName("object")) {
				return strings.ToUpper(last)
			}
		case "request":
			if !f.pyHTTPReceiver(fn.ChildByFieldName("object")) {
				return ""
			}
			m := f.Kwarg(call, "method")
			if m == nil {
				m = Arg(call, 0)
			}
			return f.verbOf(m)
		}
	case f.Lang.IsJS():
		q := importedName(f, fn)
		switch {
		case name == "fetch" || q == "node-fetch" || q == "undici.fetch" || name == "globalThis.fetch":
			return f.jsMethodOpt(Arg(call, 1))
		case q == "axios" || q == "got" || q == "ky":
			if m := f.jsMethodOpt(Arg(call, 0)); m != "" {
				return m
			}
			return f.jsMethodOpt(Arg(call, 1))
		case hasObj && (last == "post" || last == "patch"):
			if q != "" || clientReceiver.MatchString(obj) || f.jsClientValue(fn.ChildByFieldName("object")) {
				return strings.ToUpper(last)
			}
		case hasObj && last == "request" && (q != "" || clientReceiver.MatchString(obj)):
			return f.jsMethodOpt(Arg(call, 0))
		}
	case f.Lang == LangGo:
		q := importedName(f, fn)
		switch {
		case q == "net/http.Post" || q == "net/http.PostForm":
			return "POST"
		case hasObj && (last == "Post" || last == "PostForm") && fn.Type() == "selector_expression" && q == "":
			if clientReceiver.MatchString(obj) || f.goHTTPClient(fn.ChildByFieldName("operand")) {
				return "POST"
			}
		case hasObj && last == "Do" && q == "":
			return f.goRequestMethod(Arg(call, 0))
		}
	}
	return ""
}

// pyHTTPReceiver reports whether a Python receiver is an HTTP client: the
// requests/httpx/aiohttp module or a session/client built from them, or a
// name that says so (session, client, http, api).
func (f *File) pyHTTPReceiver(obj *sitter.Node) bool {
	if obj == nil {
		return false
	}
	if q := importedName(f, obj); q == "requests" || q == "httpx" || q == "aiohttp" {
		return true
	}
	v := f.Resolve(obj)
	if v.Type() == "call" {
		q := calleeName(f, v)
		return strings.HasPrefix(q, "requests.") || strings.HasPrefix(q, "httpx.") || strings.HasPrefix(q, "aiohttp.")
	}
	return clientReceiver.MatchString(f.Text(obj))
}

func (f *File) jsClientValue(obj *sitter.Node) bool {
	v := f.Resolve(obj)
	if v == nil || (v.Type() != "call_expression" && v.Type() != "new_expression") {
		return false
	}
	q := calleeName(f, v)
	return q == "axios.create" || q == "got.extend" || q == "ky.create" || q == "ky.extend"
}

// verbOf reads an HTTP method from a string literal or a variable bound to
// one; "" when it is not POST/PATCH or unknown.
func (f *File) verbOf(n *sitter.Node) string {
	if n == nil {
		return ""
	}
	v := f.Resolve(n)
	t := strings.ToUpper(strings.Trim(f.Text(v), "'\"`"))
	if v.Type() == "string" || v.Type() == "interpreted_string_literal" || v.Type() == "raw_string_literal" || v.Type() == "template_string" {
		if mutatingVerb[t] {
			return t
		}
		return ""
	}
	switch f.Text(v) {
	case "http.MethodPost":
		return "POST"
	case "http.MethodPatch":
		return "PATCH"
	}
	return ""
}

func (f *File) jsMethodOpt(opts *sitter.Node) string {
	if opts == nil {
		return ""
	}
	obj := f.Resolve(opts)
	m, _ := f.ObjectProp(obj, "method")
	if m == nil {
		return ""
	}
	if obj.Type() == "object" && idempotencyRE.MatchString(f.Text(obj)) {
		return ""
	}
	return f.verbOf(m)
}

// goRequestMethod resolves req to http.NewRequest[WithContext](method, ...)
// (or retryablehttp.NewRequest) and returns POST/PATCH.
func (f *File) goRequestMethod(req *sitter.Node) string {
	if req == nil {
		return ""
	}
	r := f.Resolve(req)
	if r.Type() != "call_expression" {
		return ""
	}
	switch q := importedName(f, Callee(r)); {
	case q == "net/http.NewRequest" || strings.HasSuffix(q, "retryablehttp.NewRequest"):
		return f.verbOf(Arg(r, 0))
	case q == "net/http.NewRequestWithContext" || strings.HasSuffix(q, "retryablehttp.NewRequestWithContext"):
		return f.verbOf(Arg(r, 1))
	}
	return ""
}

func (f *File) goHTTPClient(operand *sitter.Node) bool {
	v := f.Resolve(operand)
	switch v.Type() {
	case "composite_literal":
		return importedName(f, v.ChildByFieldName("type")) == "net/http.Client"
	case "selector_expression":
		return importedName(f, v) == "net/http.DefaultClient"
	}
	return false
}

// goRetryableHTTP reports POST/PATCH sent through a go-retryablehttp client.
func (f *File) goRetryableHTTP(call *sitter.Node) string {
	fn := Callee(call)
	if fn == nil {
		return ""
	}
	q := importedName(f, fn)
	if strings.HasSuffix(q, "retryablehttp.Post") || strings.HasSuffix(q, "retryablehttp.PostForm") {
		return "POST"
	}
	if fn.Type() != "selector_expression" {
		return ""
	}
	recv := f.Resolve(fn.ChildByFieldName("operand"))
	if recv.Type() == "selector_expression" && f.Text(recv.ChildByFieldName("field")) == "StandardClient" {
		return ""
	}
	if !strings.HasSuffix(calleeName(f, recv), "retryablehttp.NewClient") {
		return ""
	}
	switch f.Text(fn.ChildByFieldName("field")) {
	case "Post", "PostForm":
		return "POST"
	case "Do":
		return f.goRequestMethod(Arg(call, 0))
	}
	return ""
}

// allowedMethodsAll reports urllib3 Retry settings that retry POST/PATCH.
func allowedMethodsAll(p *Pass, call *sitter.Node) {
	f := p.File
	for _, k := range []string{"allowed_methods", "method_whitelist"} {
		v := f.Kwarg(call, k)
		if v == nil {
			continue
		}
		r := f.Resolve(v)
		if IsNone(r) || f.Text(r) == "False" {
			p.Report(v, k+"="+f.Text(r)+" makes urllib3 retry every method, POST and PATCH included, so a lost response repeats the operation; "+
				"leave the default (idempotent methods only) or send an Idempotency-Key",
				"remove "+k)
			return
		}
		found := ""
		var visit func(n *sitter.Node, depth int)
		visit = func(n *sitter.Node, depth int) {
			if n == nil || found != "" || depth > 3 {
				return
			}
			Walk(n, func(c *sitter.Node) bool {
				switch c.Type() {
				case "string":
					if t := strings.ToUpper(strings.Trim(f.Text(c), "'\"")); mutatingVerb[t] {
						found = t
					}
					return false
				case "identifier":
					if lv := f.Lookup(f.Text(c), c); lv != nil {
						visit(lv, depth+1)
					}
				}
				return found == ""
			})
		}
		visit(v, 0)
		if found != "" && (EnclosingFunc(call) == nil || !idempotencyRE.Match(f.Src[funcSpan(f, call)[0]:funcSpan(f, call)[1]])) {
			p.Report(v, k+" includes "+found+", so urllib3 retries a non-idempotent request and a lost response repeats the operation; "+
				"drop "+found+" or send an Idempotency-Key", "remove "+found)
		}
	}
}

// jsRetryMethods reports got/ky `retry: { methods: [..."POST"] }` and
// axios-retry retryCondition functions that ignore the method.
func jsRetryMethods(p *Pass, pair *sitter.Node) {
	f := p.File
	key := strings.Trim(f.Text(pair.ChildByFieldName("key")), "'\"`")
	val := pair.ChildByFieldName("value")
	if val == nil {
		return
	}
	switch key {
	case "methods":
		parent := pair.Parent() // object { methods: [...] }
		if parent == nil || parent.Parent() == nil || parent.Parent().Type() != "pair" {
			return
		}
		if k := strings.Trim(f.Text(parent.Parent().ChildByFieldName("key")), "'\"`"); k != "retry" {
			return
		}
		arr := f.Resolve(val)
		if arr.Type() != "array" {
			return
		}
		for i := 0; i < int(arr.NamedChildCount()); i++ {
			if m := f.verbOf(arr.NamedChild(i)); m != "" {
				p.Report(pair, "retry.methods includes "+m+", so a non-idempotent request is retried and a lost response repeats the operation; "+
					"retry only idempotent methods or send an Idempotency-Key", "remove "+m)
				return
			}
		}
	case "retryCondition":
		call := Ancestor(pair, "call_expression")
		if call == nil || calleeName(f, call) != "axios-retry" {
			return
		}
		v := f.Resolve(val)
		t := f.Text(v)
		bad := false
		switch {
		case scopeTypes[v.Type()]:
			bad = !methodAware.MatchString(t)
		default:
			bad = strings.HasSuffix(t, "isRetryableError") || strings.HasSuffix(t, "isNetworkError")
		}
		if bad {
			p.Report(pair, "this retryCondition ignores the request method, so axios-retry also retries POST and PATCH and a lost response repeats the operation; "+
				"use isNetworkOrIdempotentRequestError or check error.config.method", "retryCondition: axiosRetry.isNetworkOrIdempotentRequestError")
		}
	}
}
