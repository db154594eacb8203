package model

import (
	"regexp"
	"strings"
)

var (
	// IdempotencyRE matches names and header keys that carry an idempotency key
	// (Idempotency-Key, idempotency_key, idempotentKey), not the MCP tool
	// annotation idempotentHint / idempotent_hint, which only describes the
	// tool (and is often false on exactly the tools that need a key).
	IdempotencyRE = regexp.MustCompile(`(?i)idempot(?:ency|ent(?:[^h_]|_[^h]|$))`)
	// MethodAware matches a retryCondition that looks at the request method.
	MethodAware = regexp.MustCompile(`(?i)(method|idempot|safe)`)
	// MutatingVerb matches the HTTP methods that are not idempotent (RFC 9110
	// section 9.2.2): POST and PATCH.
	MutatingVerb = map[string]bool{"POST": true, "PATCH": true}
)

// Itoa formats n in decimal.
func Itoa(i int) string {
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

// LineOf returns the 1-based line of node n in f.
func LineOf(f *File, n *Node) int {
	l, _ := f.Position(int(n.StartByte()))
	return l
}

// FuncName returns the name a function is called by in this file.
func FuncName(f *File, fn *Node) string {
	if fn == nil {
		return ""
	}
	if name := fn.ChildByFieldName("name"); name != nil {
		return f.Text(name)
	}
	if d := fn.Parent(); d != nil && d.Sym() == SymVariableDeclarator {
		return f.Text(d.ChildByFieldName("name"))
	}
	return ""
}

// RetryWrapperCall handles a call that retries a callback: a file-local
// retry helper, p-retry, async-retry.
func (f *File) RetryWrapperCall(call *Node, helpers map[string]bool, scan func(*Node, string)) {
	fn := Callee(call)
	if fn == nil {
		return
	}
	name := f.Text(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	q := ImportedName(f, fn)
	lib := ""
	switch {
	case q == "p-retry" || q == "async-retry" || q == "p-retry.default" || q == "async-retry.default":
		lib = q
	case helpers[last] && (fn.Sym() == SymIdentifier || strings.HasPrefix(name, "this.") || strings.HasPrefix(name, "self.")):
		lib = last
	case fn.Sym() == SymIdentifier && q != "" && RetryHelperName.MatchString(name) && f.localFunc(fn) == nil:
		// retryWithBackoff(() => ...) imported from the project's own module
		lib = name
	default:
		return
	}
	args := Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() == SymKeywordArgument {
			continue
		}
		v := f.Resolve(a)
		if v.IsScope() || v.Sym() == SymFunctionDeclaration {
			scan(v, "by "+lib)
		}
	}
}

// readWords are endpoint words of APIs that take a POST for a read or a
// pure transform (a search or query body too large for a URL, a document
// to parse): repeating them changes nothing upstream.
var readWords = map[string]bool{"search": true, "query": true, "lookup": true, "find": true, "contents": true,
	"list": true, "read": true, "retrieve": true, "count": true, "parse": true}

// ReadOverPost reports whether a mutating call's target names a read
// endpoint by a whole word: fetch("/v1/search", {method: "POST"}),
// api.request(ENDPOINTS.SEARCH, "POST", body), requests.post(QUERY_URL).
// RESEARCH or "/researches" are not "search": words are split at
// punctuation and camelCase boundaries and compared whole.
func (f *File) ReadOverPost(call *Node) bool {
	target := f.Kwarg(call, "url")
	if target == nil {
		target = Arg(call, 0)
	}
	if target == nil {
		return false
	}
	text := f.Text(target)
	if v := f.Resolve(target); v != nil && v != target && (v.Sym() == SymString || v.Sym() == SymTemplateString) {
		text += " " + f.Text(v)
	}
	for _, w := range endpointWords(text) {
		if readWords[w] {
			return true
		}
	}
	return false
}

// endpointWords splits s into lowercase words at non-letters and at
// lower-to-upper camelCase boundaries.
func endpointWords(s string) []string {
	var out []string
	start := -1
	flush := func(i int) {
		if start >= 0 {
			out = append(out, strings.ToLower(s[start:i]))
			start = -1
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		switch {
		case !letter:
			flush(i)
		case start >= 0 && c >= 'A' && c <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z':
			flush(i)
			start = i
		case start < 0:
			start = i
		}
	}
	flush(len(s))
	return out
}

// RetryHelperName matches the names of functions that retry the callback
// they are given (retry, retryWithBackoff, retry_on_transient, withRetry,
// callWithRetries), not predicates such as isRetryable or shouldRetry.
var RetryHelperName = regexp.MustCompile(`^(?:[wW]ith_?)?[rR]etr(?:y|ies)(?:[A-Z_]\w*)?$|^\w*(?:[wW]ith|[cC]all|[rR]un|[dD]o)_?[rR]etr(?:y|ies)$`)

// MutatingRequest returns "POST" or "PATCH" when call sends such an HTTP
// request, else "".
func (f *File) MutatingRequest(call *Node) string {
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
			if q := ImportedName(f, fn); q == "requests.post" || q == "requests.patch" || q == "httpx.post" || q == "httpx.patch" {
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
			return f.VerbOf(m)
		}
	case f.Lang.IsJS():
		q := ImportedName(f, fn)
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
		case hasObj && last == "request" && (q != "" || clientReceiver.MatchString(obj) || f.jsSDKClient(fn.ChildByFieldName("object"))):
			if m := f.jsMethodOpt(Arg(call, 0)); m != "" {
				return m
			}
			// sdk.request(path, "POST", body): the method as a literal argument
			if a := Arg(call, 1); a != nil && (a.Sym() == SymString || a.Sym() == SymTemplateString) {
				return f.VerbOf(a)
			}
		}
	case f.Lang == LangGo:
		q := ImportedName(f, fn)
		switch {
		case q == "net/http.Post" || q == "net/http.PostForm":
			return "POST"
		case hasObj && (last == "Post" || last == "PostForm") && fn.Sym() == SymSelectorExpression && q == "":
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
func (f *File) pyHTTPReceiver(obj *Node) bool {
	if obj == nil {
		return false
	}
	if q := ImportedName(f, obj); q == "requests" || q == "httpx" || q == "aiohttp" {
		return true
	}
	v := f.Resolve(obj)
	if v.Sym() == SymCall {
		q := CalleeName(f, v)
		return strings.HasPrefix(q, "requests.") || strings.HasPrefix(q, "httpx.") || strings.HasPrefix(q, "aiohttp.")
	}
	return clientReceiver.MatchString(f.Text(obj))
}

// jsSDKClient reports whether a JS receiver holds the result of a call
// that builds a client (createExaClient(cfg), new StoreClient(...)).
func (f *File) jsSDKClient(obj *Node) bool {
	if obj == nil || obj.Sym() != SymIdentifier {
		return false
	}
	v := f.Resolve(obj)
	if v == nil || (v.Sym() != SymCallExpression && v.Sym() != SymNewExpression) {
		return false
	}
	return sdkClientCtor.MatchString(f.Text(Callee(v)))
}

// sdkClientCtor matches callees that build an API client.
var sdkClientCtor = regexp.MustCompile(`(?i)(client|sdk|api)$`)

func (f *File) jsClientValue(obj *Node) bool {
	v := f.Resolve(obj)
	if v == nil || (v.Sym() != SymCallExpression && v.Sym() != SymNewExpression) {
		return false
	}
	q := CalleeName(f, v)
	return q == "axios.create" || q == "got.extend" || q == "ky.create" || q == "ky.extend"
}

// VerbOf reads an HTTP method from a string literal or a variable bound to
// one; "" when it is not POST/PATCH or unknown.
func (f *File) VerbOf(n *Node) string {
	if n == nil {
		return ""
	}
	v := f.Resolve(n)
	t := strings.ToUpper(strings.Trim(f.Text(v), "'\"`"))
	if v.Sym() == SymString || v.Sym() == SymInterpretedStringLiteral || v.Sym() == SymRawStringLiteral || v.Sym() == SymTemplateString {
		if MutatingVerb[t] {
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

func (f *File) jsMethodOpt(opts *Node) string {
	if opts == nil {
		return ""
	}
	obj := f.Resolve(opts)
	m, _ := f.ObjectProp(obj, "method")
	if m == nil {
		return ""
	}
	// IdempotencyRE needs "idempot" in some ASCII case (none of its letters
	// folds to a non-ASCII one): a file without it skips the regexp.
	if obj.Sym() == SymObject && f.ContainsFold("idempot") && IdempotencyRE.MatchString(f.Text(obj)) {
		return ""
	}
	return f.VerbOf(m)
}

// goRequestMethod resolves req to http.NewRequest[WithContext](method, ...)
// (or retryablehttp.NewRequest) and returns POST/PATCH.
func (f *File) goRequestMethod(req *Node) string {
	if req == nil {
		return ""
	}
	r := f.Resolve(req)
	if r.Sym() != SymCallExpression {
		return ""
	}
	switch q := ImportedName(f, Callee(r)); {
	case q == "net/http.NewRequest" || strings.HasSuffix(q, "retryablehttp.NewRequest"):
		return f.VerbOf(Arg(r, 0))
	case q == "net/http.NewRequestWithContext" || strings.HasSuffix(q, "retryablehttp.NewRequestWithContext"):
		return f.VerbOf(Arg(r, 1))
	}
	return ""
}

func (f *File) goHTTPClient(operand *Node) bool {
	v := f.Resolve(operand)
	switch v.Sym() {
	case SymCompositeLiteral:
		return ImportedName(f, v.ChildByFieldName("type")) == "net/http.Client"
	case SymSelectorExpression:
		return ImportedName(f, v) == "net/http.DefaultClient"
	}
	return false
}

// GoRetryableHTTP reports POST/PATCH sent through a go-retryablehttp client.
func (f *File) GoRetryableHTTP(call *Node) string {
	fn := Callee(call)
	if fn == nil {
		return ""
	}
	q := ImportedName(f, fn)
	if strings.HasSuffix(q, "retryablehttp.Post") || strings.HasSuffix(q, "retryablehttp.PostForm") {
		return "POST"
	}
	if fn.Sym() != SymSelectorExpression {
		return ""
	}
	recv := f.Resolve(fn.ChildByFieldName("operand"))
	if recv.Sym() == SymSelectorExpression && f.Text(recv.ChildByFieldName("field")) == "StandardClient" {
		return ""
	}
	if !strings.HasSuffix(CalleeName(f, recv), "retryablehttp.NewClient") {
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
