package retry

import (
	"regexp"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jsfetch"
	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
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

// RetryWrapperCall handles a call that retries a callback: a file-local
// retry helper, p-retry, async-retry, or (JavaScript and TypeScript) a
// retrier object's run method (RetrierCall: `this.retrier.execute(() =>
// ...)`, `this.retryHandler.executeWithRetry(...)`, cockatiel's
// `retryPolicy.execute(...)`).
func RetryWrapperCall(f *model.File, call *model.Node, helpers map[string]bool, scan func(*model.Node, string)) {
	fn := model.Callee(call)
	if fn == nil {
		return
	}
	name := f.Text(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	q := model.ImportedName(f, fn)
	lib := ""
	switch {
	case q == "p-retry" || q == "async-retry" || q == "p-retry.default" || q == "async-retry.default":
		lib = q
	case helpers[last] && (fn.Sym() == model.SymIdentifier || strings.HasPrefix(name, "this.") || strings.HasPrefix(name, "self.")):
		lib = last
	case fn.Sym() == model.SymIdentifier && q != "" && RetryHelperName.MatchString(name) && f.LocalFunc(fn) == nil:
		// retryWithBackoff(() => ...) imported from the project's own module
		lib = name
	case f.Lang.IsJS() && RetrierCall(f, fn):
		lib = name
	default:
		return
	}
	args := model.Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() == model.SymKeywordArgument {
			continue
		}
		v := f.Resolve(a)
		if v.IsScope() || v.Sym() == model.SymFunctionDeclaration {
			scan(v, "by "+lib)
		}
	}
}

// readWords are endpoint words of APIs that take a POST for a read or a
// pure transform (a search or query body too large for a URL, a document
// to parse): repeating them changes nothing upstream.
// Rendering, evaluating, previewing and validating take a POST body and
// change nothing either (a template render, a feature-flag evaluation, a
// config validation).
var readWords = map[string]bool{"search": true, "query": true, "lookup": true, "find": true, "contents": true,
	"list": true, "read": true, "retrieve": true, "count": true, "parse": true, "render": true, "evaluate": true,
	"preview": true, "validate": true}

// readEndpoints are the last two words of API endpoints that are reads by
// their API's documentation though no read word names them: Home
// Assistant's POST /api/template renders a Jinja template and returns the
// text (https://developers.home-assistant.io/docs/api/rest/, "POST
// /api/template: Render a Home Assistant template"); Flask-AppBuilder's
// POST /api/v1/security/refresh (Superset, Airflow 2) hands out a new JWT
// access token for the refresh token and changes nothing else
// (https://superset.apache.org/developer-docs/api/create-security-refresh,
// "Use the refresh token to get a new JWT access token"), as a sign-in does.
//
// analyticsRead: an analytics API's metrics or raw-data endpoints under
// /analytics/ take the query's filters as a POST body and return the
// aggregates, changing nothing (PagerDuty's "Get aggregated incident data",
// POST /analytics/metrics/incidents/all:
// https://developer.pagerduty.com/api-reference/c2d493e995071-get-aggregated-incident-data);
// ReadTarget takes "analytics" followed by "metrics" or "raw" for a read.
var readEndpoints = map[[2]string]bool{{"api", "template"}: true, {"security", "refresh"}: true}

// authWords are endpoint words of a sign-in or token exchange
// (hub.docker.com/v2/users/login, /oauth/token) or of an OAuth
// authorization request (RFC 6749 section 3.1 /authorize, RFC 8628 device
// authorization /oauth2/v1/device/authorize): a repeat hands out another
// token or code and leaves no other state, so it is no mutation a retry
// repeats.
var authWords = map[string]bool{"login": true, "signin": true, "logon": true, "authenticate": true, "token": true,
	"authorize": true}

// ReadOverPost reports whether a mutating call's target names a read
// endpoint (or a sign-in, authWords) by a whole word: fetch("/v1/search", {method: "POST"}),
// api.request(ENDPOINTS.SEARCH, "POST", body), requests.post(QUERY_URL).
// RESEARCH or "/researches" are not "search": words are split at
// punctuation and camelCase boundaries and compared whole.
func ReadOverPost(f *model.File, call *model.Node) bool {
	target := f.Kwarg(call, "url")
	if target == nil {
		target = model.Arg(call, 0)
	}
	return ReadTarget(f, target)
}

// ReadTarget is ReadOverPost for the expression that names a request's
// target (a helper's path argument: `self._make_request("POST",
// "/v1/search")`, package checks/facts/methodarg); false for nil.
func ReadTarget(f *model.File, target *model.Node) bool {
	if target == nil {
		return false
	}
	text := f.Text(target)
	if v := f.Resolve(target); v != nil && v != target && (v.Sym() == model.SymString || v.Sym() == model.SymTemplateString) {
		text += " " + f.Text(v)
	}
	words := endpointWords(placeholderRE.ReplaceAllString(text, " "+placeholderWord+" "))
	for i, w := range words {
		if w == "list" && i+1 < len(words) && words[i+1] == placeholderWord {
			continue // a List resource and its id (ClickUp's /list/{list_id}/task): a noun, no read
		}
		if readWords[w] || authWords[w] {
			return true
		}
		if w == "analytics" && i+1 < len(words) && (words[i+1] == "metrics" || words[i+1] == "raw") {
			return true // PagerDuty's POST /analytics/metrics/..., /analytics/raw/...: queries (analyticsRead)
		}
	}
	words = slices.DeleteFunc(words, func(w string) bool { return w == placeholderWord })
	return len(words) >= 2 && readEndpoints[[2]string{words[len(words)-2], words[len(words)-1]}]
}

// placeholderRE matches an id put into a URL template (JS `${list_id}`,
// `${args.listId}`, a Python f-string's or an OpenAPI path's `{list_id}`):
// the name of the id (list_id) is no word of the endpoint. A placeholder of
// any other name stays (`${SEARCH_PATH}` names the endpoint).
var placeholderRE = regexp.MustCompile(`\$?\{\s*[\w.]*(?:_id|Id|ID)\s*\}`)

// placeholderWord stands for a path parameter among an endpoint's words.
const placeholderWord = "pathparam"

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

// retrierObject matches the last segment of a JavaScript object that retries
// what it is given: retrier, retryHandler, retryPolicy, retryManager, retry.
var retrierObject = regexp.MustCompile(`^[rR]etr(?:y|ier|ies)(?:[A-Z]\w*)?$`)

// retrierMethods are the methods by which such an object runs a callback
// and retries it (cockatiel's Policy.execute, hand-written RetryHandler
// classes' execute/executeWithRetry/run).
var retrierMethods = map[string]bool{"execute": true, "run": true, "call": true, "wrap": true}

// RetrierCall reports whether callee fn is a retrier object's run method:
// `this.retrier.execute`, `retryPolicy.execute`, `this.retryHandler.run`, or
// a method whose own name says it retries (`this.http.executeWithRetry`,
// RetryHelperName).
func RetrierCall(f *model.File, fn *model.Node) bool {
	if fn == nil || fn.Sym() != model.SymMemberExpression {
		return false
	}
	prop := f.Text(fn.ChildByFieldName("property"))
	if RetryHelperName.MatchString(prop) {
		return true
	}
	if !retrierMethods[prop] {
		return false
	}
	obj := model.Unwrap(fn.ChildByFieldName("object"))
	last := f.Text(obj)
	if obj.Sym() == model.SymMemberExpression {
		last = f.Text(obj.ChildByFieldName("property"))
	} else if obj.Sym() != model.SymIdentifier {
		return false
	}
	return retrierObject.MatchString(last)
}

// MutatingRequest returns "POST" or "PATCH" when call sends such an HTTP
// request, else "".
func MutatingRequest(f *model.File, call *model.Node) string {
	fn := model.Callee(call)
	if fn == nil {
		return ""
	}
	name := f.Text(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	obj := strings.TrimSuffix(name, "."+last)
	hasObj := obj != name
	last = strings.TrimLeft(last, " \t\r\n") // a Go chain broken after its dot: `c.R().SetBody(b).\n\t\tPost(url)`
	switch {
	case f.Lang == model.LangPython:
		if !hasObj {
			if q := model.ImportedName(f, fn); q == "requests.post" || q == "requests.patch" || q == "httpx.post" || q == "httpx.patch" {
				return strings.ToUpper(q[strings.LastIndex(q, ".")+1:])
			}
			return ""
		}
		switch last {
		case "post", "patch":
			if pyHTTPReceiver(f, fn.ChildByFieldName("object")) {
				return strings.ToUpper(last)
			}
		case "request":
			if !pyHTTPReceiver(f, fn.ChildByFieldName("object")) {
				return ""
			}
			m := f.Kwarg(call, "method")
			if m == nil {
				m = model.Arg(call, 0)
			}
			return VerbOf(f, m)
		}
	case f.Lang.IsJS():
		q := model.ImportedName(f, fn)
		switch {
		case name == "fetch" || q == "node-fetch" || q == "undici.fetch" || name == "globalThis.fetch" || jsfetch.Field(f, fn):
			return jsMethodOpt(f, model.Arg(call, 1))
		case q == "axios" || q == "got" || q == "ky":
			if m := jsMethodOpt(f, model.Arg(call, 0)); m != "" {
				return m
			}
			return jsMethodOpt(f, model.Arg(call, 1))
		case hasObj && (last == "post" || last == "patch"):
			if q != "" || outbound.ClientReceiver.MatchString(obj) || jsClientValue(f, fn.ChildByFieldName("object")) {
				return strings.ToUpper(last)
			}
		case hasObj && last == "request" && (q != "" || outbound.ClientReceiver.MatchString(obj) || jsSDKClient(f, fn.ChildByFieldName("object"))):
			if m := jsMethodOpt(f, model.Arg(call, 0)); m != "" {
				return m
			}
			// sdk.request(path, "POST", body): the method as a literal argument
			if a := model.Arg(call, 1); a != nil && (a.Sym() == model.SymString || a.Sym() == model.SymTemplateString) {
				return VerbOf(f, a)
			}
		case hasObj && fn.Sym() == model.SymMemberExpression && strings.Count(name, ".") >= 2:
			// an SDK service method that creates on every call
			// (gmail.users.messages.send, management.clients.create)
			return sdkMutation(f, name, jsSDKMutations, jsSDKPathDots)
		}
	case f.Lang == model.LangGo:
		q := model.ImportedName(f, fn)
		switch {
		case q == "net/http.Post" || q == "net/http.PostForm" || q == "net/http.DefaultClient.Post" || q == "net/http.DefaultClient.PostForm":
			return "POST"
		case q == "net/http.DefaultClient.Do": // the package's shared client sends the request like a client variable's Do
			return goRequestMethod(f, model.Arg(call, 0))
		case hasObj && (last == "Post" || last == "PostForm") && fn.Sym() == model.SymSelectorExpression && q == "":
			if outbound.ClientReceiver.MatchString(obj) || goHTTPClient(f, fn.ChildByFieldName("operand")) || last == "Post" && restyRequest(f, obj) {
				return "POST"
			}
		case hasObj && last == "Do" && q == "":
			return goRequestMethod(f, model.Arg(call, 0))
		case hasObj && q == "" && fn.Sym() == model.SymSelectorExpression:
			return goSDKMutation(f, name)
		}
	}
	return ""
}

// sdkMutations maps each language's SDK modules with mutating service
// methods (a library row's Mutating, written as the member path after the
// client: Go "Issues.CreateComment", googleapis' "users.messages.send",
// node-auth0's "clients.create") to those paths. The rows list only methods
// that create a new resource (or send a message) on every call, so that a
// repeated call duplicates it. A path without a dot (a bare method name) is
// not matched here: "send" or "create" alone names too many other calls.
var sdkMutations = func() map[libmodels.Lang]map[string]map[string]bool {
	out := map[libmodels.Lang]map[string]map[string]bool{}
	for _, r := range libmodels.Builtin().Select(func(*libmodels.Row) bool { return true }) {
		for _, m := range r.Mutating {
			if !strings.Contains(m, ".") {
				continue
			}
			if out[r.Lang] == nil {
				out[r.Lang] = map[string]map[string]bool{}
			}
			if out[r.Lang][r.Module] == nil {
				out[r.Lang][r.Module] = map[string]bool{}
			}
			out[r.Lang][r.Module][m] = true
		}
	}
	return out
}()

// goSDKMutations are the Go modules' mutating paths (sdkMutations).
var goSDKMutations = sdkMutations[libmodels.Go]

// jsSDKMutations are the JavaScript and TypeScript modules' mutating paths
// (sdkMutations): gmail.users.messages.send, management.clients.create.
var jsSDKMutations = sdkMutations[libmodels.JavaScript]

// goSDKPathDots and jsSDKPathDots are the most dots in any path of
// goSDKMutations and jsSDKMutations (mostDots).
var goSDKPathDots, jsSDKPathDots = mostDots(goSDKMutations), mostDots(jsSDKMutations)

// mostDots returns the most dots in any path of muts: a call name can only
// match by a suffix with at most that many dots, so sdkMutation tries only
// those suffixes, a fixed number per call however long the selector chain
// (x.M().M()... of 2,000 links took 2 s before, O(n) suffixes of O(n)
// length per call).
func mostDots(muts map[string]map[string]bool) int {
	most := 0
	for _, paths := range muts {
		for p := range paths {
			most = max(most, strings.Count(p, "."))
		}
	}
	return most
}

// goSDKMutation returns "POST" when the Go selector call name
// (client.Issues.CreateComment) ends with a mutating service path of an SDK
// module the file imports, else "". The path is matched first (a few
// string slices), the imports only for a call that has one.
//
// A service reached through an accessor method of a client interface
// (a.client.Issues().CreateIssue, the shape of a wrapper that hides the
// SDK's service fields behind methods) is matched as the field path
// (Issues.CreateIssue): only the empty calls "()" are dropped, so a call
// with arguments on the way (Project(id).Create) stays unmatched.
func goSDKMutation(f *model.File, name string) string {
	if strings.Contains(name, "()") {
		name = strings.ReplaceAll(name, "()", "")
	}
	return sdkMutation(f, name, goSDKMutations, goSDKPathDots)
}

// sdkMutation is goSDKMutation over one language's mutating paths (muts,
// whose paths have at most dots dots): "POST" when the member call name
// ends with a mutating path of a module the file imports, else "".
func sdkMutation(f *model.File, name string, muts map[string]map[string]bool, dots int) string {
	// the receiver is at least one selector before the path; a suffix with
	// more dots than any path cannot match, so the walk starts at the
	// (dots+1)th dot from the end
	first := strings.IndexByte(name, '.')
	if first < 0 {
		return ""
	}
	start := len(name)
	for d := 0; d <= dots && start > first; d++ {
		start = strings.LastIndexByte(name[:start], '.')
	}
	for i := start; i >= 0; i = next(name, i) {
		path := name[i+1:]
		for mod, paths := range muts {
			if !paths[path] {
				continue
			}
			for _, imp := range f.Imports() {
				if imp == mod || strings.HasPrefix(imp, mod+"/") || strings.HasPrefix(imp, mod+".") { // a Go package, a JS import (googleapis.google)
					return "POST"
				}
			}
		}
	}
	return ""
}

// next returns the index of the dot after position i in s, or -1.
func next(s string, i int) int {
	j := strings.IndexByte(s[i+1:], '.')
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

// pyHTTPReceiver reports whether a Python receiver is an HTTP client: the
// requests/httpx/aiohttp module or a session/client built from them, or a
// name that says so (session, client, http, api).
func pyHTTPReceiver(f *model.File, obj *model.Node) bool {
	if obj == nil {
		return false
	}
	if q := model.ImportedName(f, obj); q == "requests" || q == "httpx" || q == "aiohttp" {
		return true
	}
	v := f.Resolve(obj)
	if v.Sym() == model.SymCall {
		return pyHTTPCtor(model.CalleeName(f, v)) || pyReturnsHTTPClient(f, v)
	}
	return outbound.ClientReceiver.MatchString(f.Text(obj))
}

func pyHTTPCtor(q string) bool {
	return strings.HasPrefix(q, "requests.") || strings.HasPrefix(q, "httpx.") || strings.HasPrefix(q, "aiohttp.")
}

// pyReturnsHTTPClient reports whether call calls a function of the file
// that gives an HTTP client: its return annotation names one (`async def
// get_client() -> httpx.AsyncClient`), or every return gives a client
// constructor or a name whose every assignment is one (a lazily built
// module global, None placeholders aside), as Pyright infers a helper's
// declared or inferred return type.
func pyReturnsHTTPClient(f *model.File, call *model.Node) bool {
	def := f.LocalFunc(model.Callee(call))
	if def == nil || def.Sym() != model.SymFunctionDefinition {
		return false
	}
	if rt := def.ChildByFieldName("return_type"); rt != nil {
		found := false
		model.Walk(rt, func(n *model.Node) bool {
			if n.Sym() == model.SymAttribute {
				found = found || pyHTTPCtor(model.ImportedName(f, n))
				return false
			}
			return !found
		})
		if found {
			return true
		}
	}
	returns, ok := 0, true
	model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymReturnStatement:
			returns++
			v := model.Unwrap(n.NamedChild(0))
			switch {
			case v == nil:
				ok = false
			case v.Sym() == model.SymCall:
				ok = ok && pyHTTPCtor(model.CalleeName(f, v))
			case v.Sym() == model.SymIdentifier:
				ok = ok && pyHTTPName(f, v)
			default:
				ok = false
			}
			return false
		}
		return ok
	})
	return ok && returns > 0
}

// pyHTTPName reports whether every assignment of the file to name v (a
// module global a getter builds lazily) is an HTTP client constructor or
// None, and one at least is a constructor.
func pyHTTPName(f *model.File, v *model.Node) bool {
	ctors, ok := 0, true
	f.NodesOf(model.NewSymBitset(model.SymAssignment), func(a *model.Node) bool {
		if l := a.ChildByFieldName("left"); l == nil || l.Sym() != model.SymIdentifier || f.Text(l) != f.Text(v) {
			return true
		}
		switch r := model.Unwrap(a.ChildByFieldName("right")); {
		case r == nil || r.Sym() == model.SymNone:
		case r.Sym() == model.SymCall && pyHTTPCtor(model.CalleeName(f, r)):
			ctors++
		default:
			ok = false
		}
		return ok
	})
	return ok && ctors > 0
}

// jsSDKClient reports whether a JS receiver holds the result of a call
// that builds a client (createExaClient(cfg), new StoreClient(...)).
func jsSDKClient(f *model.File, obj *model.Node) bool {
	if obj == nil || obj.Sym() != model.SymIdentifier {
		return false
	}
	v := f.Resolve(obj)
	if v == nil || (v.Sym() != model.SymCallExpression && v.Sym() != model.SymNewExpression) {
		return false
	}
	return sdkClientCtor.MatchString(f.Text(model.Callee(v)))
}

// sdkClientCtor matches callees that build an API client.
var sdkClientCtor = regexp.MustCompile(`(?i)(client|sdk|api)$`)

func jsClientValue(f *model.File, obj *model.Node) bool {
	v := f.Resolve(obj)
	if v == nil || (v.Sym() != model.SymCallExpression && v.Sym() != model.SymNewExpression) {
		return false
	}
	q := model.CalleeName(f, v)
	return q == "axios.create" || q == "got.extend" || q == "ky.create" || q == "ky.extend"
}

// VerbOf reads an HTTP method from a string literal or a variable bound to
// one; "" when it is not POST/PATCH or unknown.
func VerbOf(f *model.File, n *model.Node) string {
	if n == nil {
		return ""
	}
	v := f.Resolve(n)
	t := strings.ToUpper(strings.Trim(f.Text(v), "'\"`"))
	if v.Sym() == model.SymString || v.Sym() == model.SymInterpretedStringLiteral || v.Sym() == model.SymRawStringLiteral || v.Sym() == model.SymTemplateString {
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

func jsMethodOpt(f *model.File, opts *model.Node) string {
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
	if obj.Sym() == model.SymObject && f.ContainsFold("idempot") && IdempotencyRE.MatchString(f.Text(obj)) {
		return ""
	}
	return VerbOf(f, m)
}

// goRequestMethod resolves req to http.NewRequest[WithContext](method, ...)
// (or retryablehttp.NewRequest) and returns POST/PATCH.
func goRequestMethod(f *model.File, req *model.Node) string {
	if req == nil {
		return ""
	}
	r := f.Resolve(req)
	if r.Sym() != model.SymCallExpression {
		return ""
	}
	switch q := model.ImportedName(f, model.Callee(r)); {
	case q == "net/http.NewRequest" || strings.HasSuffix(q, "retryablehttp.NewRequest"):
		return VerbOf(f, model.Arg(r, 0))
	case q == "net/http.NewRequestWithContext" || strings.HasSuffix(q, "retryablehttp.NewRequestWithContext"):
		return VerbOf(f, model.Arg(r, 1))
	}
	return ""
}

func goHTTPClient(f *model.File, operand *model.Node) bool {
	v := f.Resolve(operand)
	switch v.Sym() {
	case model.SymCompositeLiteral:
		return model.ImportedName(f, v.ChildByFieldName("type")) == "net/http.Client"
	case model.SymSelectorExpression:
		return model.ImportedName(f, v) == "net/http.DefaultClient"
	}
	return false
}

// GoRetryableHTTP reports POST/PATCH sent through a go-retryablehttp client.
func GoRetryableHTTP(f *model.File, call *model.Node) string {
	fn := model.Callee(call)
	if fn == nil {
		return ""
	}
	q := model.ImportedName(f, fn)
	if strings.HasSuffix(q, "retryablehttp.Post") || strings.HasSuffix(q, "retryablehttp.PostForm") {
		return "POST"
	}
	if fn.Sym() != model.SymSelectorExpression {
		return ""
	}
	recv := f.Resolve(fn.ChildByFieldName("operand"))
	if recv.Sym() == model.SymSelectorExpression && f.Text(recv.ChildByFieldName("field")) == "StandardClient" {
		return ""
	}
	if !strings.HasSuffix(model.CalleeName(f, recv), "retryablehttp.NewClient") {
		return ""
	}
	switch f.Text(fn.ChildByFieldName("field")) {
	case "Post", "PostForm":
		return "POST"
	case "Do":
		return goRequestMethod(f, model.Arg(call, 0))
	}
	return ""
}

// ListedGoSDK reports whether Go file f imports a module whose library row
// lists the service calls that create on every call (Row.Mutating with a
// dotted path, goSDKMutations: godo's Droplets.Create, go-github's
// Issues.Create). For such a client the row is the authority: a call it
// does not list (godo's Keys.Create, whose fingerprint is unique, or
// DropletActions.Rebuild) is not a creating call by its name alone
// (RC601's weak SDK create stands for SDKs nobody wrote a row for).
func ListedGoSDK(f *model.File) bool {
	if f.Lang != model.LangGo {
		return false
	}
	for _, imp := range f.Imports() {
		for mod := range goSDKMutations {
			if imp == mod || strings.HasPrefix(imp, mod+"/") {
				return true
			}
		}
	}
	return false
}

// restyBuild matches a request built with go-resty's Request setters
// (`client.R()`, `.SetBody(body)`, `.SetPathParams(...)`).
var restyBuild = regexp.MustCompile(`\.\s*R\(\)|\.\s*Set(?:Body|PathParams?|FormData|MultipartFields?|File|Files)\(`)

// restyRequest reports whether obj, the receiver of a Post call in a file
// that imports go-resty, is a resty Request being built: its Post sends the
// request as a POST (https://pkg.go.dev/github.com/go-resty/resty/v2#Request.Post:
// "Post method does POST HTTP request"), wherever the chain's first R()
// is written (a wrapper of the client's: `c.ManagerRequest().SetBody(b).Post(url)`).
func restyRequest(f *model.File, obj string) bool {
	return f.ContainsFold("github.com/go-resty/resty") && restyBuild.MatchString(obj)
}
