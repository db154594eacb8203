// Package sdkclient finds the clients a file builds from a third-party SDK
// that no library row models (libmodels), built with no timeout-like
// argument or option, and used on a path from an MCP handler of the file:
// the general half of RC101 for the SDKs nobody wrote a row for.
//
// A client is the value of a construction whose callee is imported from a
// third-party package (thirdparty.Package: not the standard library, not
// the repository's own code, not a pure library) and is named as a client
// (LinearClient, WebApi, MilvusClient, createClient, NewClient), with no
// argument that may carry a bound: a key or keyword named for a timeout, a
// deadline or a signal, an
// HTTP client, transport, session, agent, fetch or request handler of the
// caller's, options the file cannot read (a spread, **kwargs, a variable
// of options). It is used when the file calls one of its methods, through
// the variable, field or getter that holds it, in a handler or in a
// function of the file that a handler calls (by name, up to four calls
// deep). Packages that do no network I/O are left out by data: module rows
// of kind local in libmodels/data/noio.yml, each with its reason.
//
// Peer practice: CodeQL's and Semgrep's timeout queries know only the
// libraries they model; this fact reports the unmodelled rest at low
// severity, as a question ("its default timeout is unknown"), the way
// Semgrep's audit rules flag an unknown sink for review.
package sdkclient

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/genclient"
	"github.com/resilience-check/resilience-check/checks/facts/pydeps"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Client is one construction of an unmodelled third-party client that
// sets no bound and whose methods a handler path calls.
type Client struct {
	// At is the node to report: the constructor's callee (or a Go
	// composite literal's type).
	At *model.Node
	// Call is the construction (call, new expression or composite literal).
	Call *model.Node
	// Name is what the code calls, qualified by its import
	// ("@linear/sdk.LinearClient", "new Octokit").
	Name string
	// Package is the third-party package (npm package, Python top-level
	// package, Go import path).
	Package string
	// Use is the first method call on the client found on a handler path,
	// and Method that call's method name.
	Use    *model.Node
	Method string
}

var clientsKey = model.NewFactKey[[]Client]("sdkclient.clients")

// constructSyms are the construction nodes per language family.
var (
	pySyms = model.NewSymBitset(model.SymCall)
	jsSyms = model.NewSymBitset(model.SymCallExpression, model.SymNewExpression)
	goSyms = model.NewSymBitset(model.SymCallExpression, model.SymCompositeLiteral)
)

// Clients returns the file's unmodelled SDK clients (see the package doc),
// judged against the library rows of set: a construction a row names is the
// row's (bounds.BoundGaps) unless the row is of a network kind and says
// nothing of a default (a row that only recognises the client).
func Clients(f *model.File, set *libmodels.Set) []Client {
	return model.Fact(f, clientsKey, func(f *model.File) []Client { return clients(f, set) })
}

func clients(f *model.File, set *libmodels.Set) []Client {
	var syms *model.SymBitset
	lang := libmodels.Go
	switch {
	case f.Lang == model.LangPython:
		syms, lang = pySyms, libmodels.Python
	case f.Lang.IsJS():
		syms, lang = jsSyms, libmodels.JavaScript
	case f.Lang == model.LangGo:
		syms = goSyms
	default:
		return nil
	}
	if len(f.Imports()) == 0 {
		return nil
	}
	cands := map[*model.Node]*Client{}
	var order []*model.Node
	f.NodesOf(syms, func(n *model.Node) bool {
		if c := candidate(f, set, lang, n); c != nil {
			cands[n] = c
			order = append(order, n)
		}
		return true
	})
	if len(cands) == 0 {
		return nil
	}
	uses(f, cands)
	var out []Client
	for _, n := range order {
		if c := cands[n]; c.Use != nil {
			out = append(out, *c)
		}
	}
	return out
}

// candidate returns the client construction n makes, when it is one of an
// unmodelled third-party package with no bound among its arguments.
func candidate(f *model.File, set *libmodels.Set, lang libmodels.Lang, n *model.Node) *Client {
	var at *model.Node
	var q string
	if n.Sym() == model.SymCompositeLiteral {
		at = n.ChildByFieldName("type")
		q = model.ImportedName(f, at)
	} else {
		at = model.Callee(n)
		if at == nil {
			return nil
		}
		q = model.CalleeName(f, n)
	}
	if q == "" {
		return nil
	}
	pkg := thirdparty.Package(f, q)
	if pkg == "" || thirdparty.Pure(f, q) {
		return nil
	}
	if f.Lang.IsJS() && thirdparty.Workspace(f, pkg) {
		return nil
	}
	name := q[len(pkg):]
	name = strings.TrimPrefix(name, ".")
	if name == "" || name == "default" { // a default import: the local name the code uses
		name = f.Text(at)
		if i := strings.LastIndexByte(name, '.'); i >= 0 {
			name = name[i+1:]
		}
	}
	last := name[strings.LastIndexByte(name, '.')+1:]
	if !clientName(f.Lang, pkg, last, n) {
		return nil
	}
	if !unmodelled(f, set, lang, q, pkg) || genclient.Lookup(f, set, lang, q) != nil && set.Lookup(lang, q) == nil {
		return nil
	}
	if mayBound(f, n) || boundLater(f, n) {
		return nil
	}
	disp := q
	if n.Sym() == model.SymNewExpression {
		disp = "new " + f.Text(at)
	}
	return &Client{At: at, Call: n, Name: disp, Package: pkg}
}

// unmodelled reports whether the construction q of package pkg is one no
// row models: no row names it, or the row that does only recognises a
// network client (matched generically, no bound, no default: "recognised
// only"), and no module
// row covers the package (a module row of a network kind says the library
// is known, e.g. every @google-cloud/* client, whose per-method defaults
// are the library's; one of another kind says it does no network I/O or
// belongs to another rule). A row wins: bounds.BoundGaps reports a row's
// client when its default is none or long.
func unmodelled(f *model.File, set *libmodels.Set, lang libmodels.Lang, q, pkg string) bool {
	if r := set.Lookup(lang, q); r != nil {
		// only a generically matched network row that says nothing of a
		// bound; a row a rule reads by code (chromadb's clients, in-memory
		// ones among them) is modelled there; a row whose default holds
		// only before a major version the project is not shown to install
		// says nothing either (pydeps.DefaultHolds)
		recognised := r.Default == nil && r.Bound == nil || !pydeps.DefaultHolds(f, r)
		return r.Matched() == libmodels.ByCall && recognised && networkKind(r.Kind)
	}
	for p := pkg; p != ""; {
		if r := set.Lookup(lang, p); r != nil && r.API == libmodels.Module {
			return false
		}
		i := strings.LastIndexAny(p, "./")
		if i <= 0 {
			break
		}
		p = p[:i]
	}
	return true
}

// networkKind reports a row kind whose calls go over the network to a
// service RC101 bounds.
func networkKind(k libmodels.Kind) bool {
	switch k {
	case libmodels.HTTP, libmodels.LLMSDK, libmodels.CloudSDK, libmodels.GRPC, libmodels.VectorDB, libmodels.Socket:
		return true
	}
	return false
}

// clientWords are the last words of a class, factory or Go constructor
// name that name a client of a service: LinearClient, WebApi, DriveService,
// Connection (@solana/web3.js), TwitterApi, PaymentGateway.
var clientWords = []string{"Client", "Api", "API", "Sdk", "SDK", "Service", "Connection", "Gateway"}

// notClientWords are words that, anywhere in a name, make it something
// other than a live client: its options, errors, test doubles, builders.
var notClientWords = []string{"Option", "Config", "Error", "Exception", "Mock", "Fake", "Stub", "Test", "Builder", "Request",
	"Response", "Schema", "Param", "Settings", "Factory", "Wrapper", "Base", "Abstract", "Interface", "Type", "Info", "Local", "Memory",
	"InMemory", "Dummy", "Noop", "NoOp"}

// clientName reports whether a construction named last (the callee's last
// segment) of package pkg builds a client: a class whose last word is one
// of clientWords (new LinearClient, MilvusClient(...); Go New<...>Client,
// &pkg.Client{}), a factory named for a client (createClient,
// create_api_client), or Go's New of a package named for a client, an SDK
// or an API. A class named only after its package (new Langfuse, new
// FormData, new PizZip) is not taken: too many of them are local.
func clientName(lang model.Language, pkg, last string, n *model.Node) bool {
	for _, w := range notClientWords {
		if strings.Contains(last, w) {
			return false
		}
	}
	if lang == model.LangGo {
		if n.Sym() == model.SymCompositeLiteral {
			return strings.HasSuffix(last, "Client")
		}
		if last == "New" {
			low := strings.ToLower(pkgBase(pkg))
			return strings.Contains(low, "client") || strings.Contains(low, "sdk") || strings.Contains(low, "api")
		}
		rest, ok := strings.CutPrefix(last, "New")
		return ok && hasClientSuffix(rest)
	}
	if last == "" {
		return false
	}
	if last[0] >= 'A' && last[0] <= 'Z' {
		// a class: new LinearClient(...), MilvusClient(...)
		return (n.Sym() == model.SymNewExpression || lang == model.LangPython) && hasClientSuffix(last)
	}
	// a factory: createClient, createApiClient, create_client, make_client
	low := strings.ToLower(last)
	for _, p := range []string{"create", "make", "new"} {
		if rest, ok := strings.CutPrefix(low, p); ok {
			rest = strings.TrimPrefix(rest, "_")
			return strings.HasSuffix(rest, "client") || strings.HasSuffix(rest, "api") || strings.HasSuffix(rest, "sdk")
		}
	}
	return false
}

// hasClientSuffix reports a name whose last CamelCase word is one of
// clientWords (LinearClient, OAuth2Client, WebApi; not ClientOptions).
func hasClientSuffix(name string) bool {
	for _, w := range clientWords {
		if strings.HasSuffix(name, w) {
			return true // the word starts with a capital: a CamelCase word of its own
		}
	}
	return false
}

// pkgBase is the last name of a package: "pinecone" of
// "@pinecone-database/pinecone", "razorpay-go" of
// "github.com/razorpay/razorpay-go", the Go package's folder with a /vN
// major version dropped.
func pkgBase(pkg string) string {
	parts := strings.Split(pkg, "/")
	b := parts[len(parts)-1]
	if len(parts) > 1 && len(b) >= 2 && b[0] == 'v' && b[1] >= '0' && b[1] <= '9' {
		b = parts[len(parts)-2]
	}
	return b
}

// mayBound reports whether construction n passes something that may bound
// its calls, or options the file cannot read: a keyword, key or field named
// for a timeout, a deadline, a signal, an HTTP client, a transport, a
// session, an agent or a fetch; a spread or **kwargs; a variable or call
// named for options, a configuration or a client (never a guess: an
// options object of the caller's may hold a timeout).
func mayBound(f *model.File, n *model.Node) bool {
	if n.Sym() == model.SymCompositeLiteral {
		return literalMayBound(f, n, 0)
	}
	if model.HasSplat(n) {
		return true
	}
	args := model.Args(n)
	if args == nil {
		return false
	}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch a.Sym() {
		case model.SymComment:
			continue
		case model.SymKeywordArgument:
			if boundKey(f.Text(a.ChildByFieldName("name"))) {
				return true
			}
			if v := a.ChildByFieldName("value"); v != nil && valueMayBound(f, v, 1) {
				return true
			}
			continue
		}
		if valueMayBound(f, a, 0) {
			return true
		}
	}
	return false
}

// valueMayBound reports whether an argument value may carry a bound (see
// mayBound); depth limits the objects followed.
func valueMayBound(f *model.File, v *model.Node, depth int) bool {
	v = model.Unwrap(v)
	if v == nil || depth > 3 {
		return v != nil
	}
	switch v.Sym() {
	case model.SymObject, model.SymDictionary:
		return objectMayBound(f, v, depth)
	case model.SymCompositeLiteral:
		if t := f.Text(v.ChildByFieldName("type")); opaqueName(t) {
			return true // &http.Client{...}, a transport, options of the caller's
		}
		return literalMayBound(f, v, depth)
	case model.SymIdentifier:
		if opaqueName(f.Text(v)) {
			return true
		}
		if r := model.Unwrap(f.Resolve(v)); r != nil && r != v && (r.Sym() == model.SymObject || r.Sym() == model.SymDictionary) {
			return objectMayBound(f, r, depth+1)
		}
		return false
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		t := f.Text(v)
		return opaqueName(t[strings.LastIndexByte(t, '.')+1:])
	case model.SymCall, model.SymCallExpression:
		fn := model.Callee(v)
		if fn == nil || model.HasSplat(v) || !plainCall(f.Text(fn)) {
			return true // a value of the caller's making: it may be a client, a transport or options with a bound
		}
		// os.environ.get("X"), os.Getenv("X"), String(x): their arguments
		args := model.Args(v)
		for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
			if a := args.NamedChild(i); a.Sym() != model.SymKeywordArgument && a.Sym() != model.SymComment && valueMayBound(f, a, depth+1) {
				return true
			}
		}
		return false
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFuncLiteral, model.SymLambda:
		return true // a callback of the caller's (a fetch, a request hook)
	case model.SymSpreadElement, model.SymDictionarySplat, model.SymListSplat:
		return true
	}
	return f.Lang == model.LangGo && strings.HasSuffix(f.Text(v), "...") // Go's opts...
}

// plainCall reports a callee whose result is a plain value, not a client
// or options: an environment read (os.getenv, os.environ.get,
// process.env lookups, viper-less Getenv) or a string or number conversion
// or formatting.
func plainCall(callee string) bool {
	low := strings.ToLower(callee)
	if strings.Contains(low, "env") || strings.Contains(low, "secret") || strings.Contains(low, "token") || strings.Contains(low, "key") {
		return true
	}
	last := low[strings.LastIndexByte(low, '.')+1:]
	switch last {
	case "str", "string", "int", "float", "bool", "number", "boolean", "parseint", "parsefloat", "sprintf", "format", "join", "trim",
		"trimspace", "strip", "rstrip", "lower", "upper", "tolowercase", "touppercase", "replace", "urljoin", "encodeuricomponent",
		"trimsuffix", "trimprefix", "getpass", "expanduser", "abspath", "resolve", "get":
		return true
	}
	return false
}

// objectMayBound reads a JS object literal or a Python dict: a key that
// names a bound, a spread, or a value that may carry one.
func objectMayBound(f *model.File, obj *model.Node, depth int) bool {
	for i := 0; i < int(obj.NamedChildCount()); i++ {
		p := obj.NamedChild(i)
		switch p.Sym() {
		case model.SymComment:
		case model.SymPair:
			k := strings.Trim(f.Text(p.ChildByFieldName("key")), `"'`+"`")
			if boundKey(k) {
				return true
			}
			if valueMayBound(f, p.ChildByFieldName("value"), depth+1) {
				return true
			}
		case model.SymShorthandPropertyIdentifier:
			if boundKey(f.Text(p)) {
				return true
			}
		default: // a spread, a method, a computed key: not readable
			return true
		}
	}
	return false
}

// literalMayBound reads a Go composite literal's keyed fields.
func literalMayBound(f *model.File, lit *model.Node, depth int) bool {
	body := lit.ChildByFieldName("body")
	if body == nil {
		return false
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		e := body.NamedChild(i)
		if e.Sym() != model.SymKeyedElement {
			if e.Sym() != model.SymComment && valueMayBound(f, litElem(e), depth+1) {
				return true
			}
			continue
		}
		if e.NamedChildCount() < 2 {
			continue
		}
		if boundKey(f.Text(e.NamedChild(0))) || valueMayBound(f, litElem(e.NamedChild(1)), depth+1) {
			return true
		}
	}
	return false
}

// boundKey reports an option, keyword or field name that sets or may set a
// bound: a timeout, a deadline, a signal, or the HTTP client, transport,
// session, agent, fetch or request handler the client sends through.
func boundKey(k string) bool {
	low := strings.ToLower(k)
	for _, w := range []string{"timeout", "deadline", "signal", "abort", "fetch", "agent", "transport", "session", "requesthandler",
		"request_handler", "adapter", "connector", "dispatcher", "httpclient", "http_client", "httpx", "requester", "interceptor",
		"middleware", "retry", "retries", "withhttp", "httpoptions", "http_options", "clientoptions", "client_options"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return low == "http" || low == "client" || low == "config" || low == "options" || low == "opts" || low == "transport"
}

// opaqueName reports a variable, field or function whose name says it
// holds options, a configuration or a client the file cannot read.
func opaqueName(name string) bool {
	low := strings.ToLower(name)
	if low == "" {
		return false
	}
	for _, w := range []string{"config", "cfg", "option", "opts", "setting", "param", "client", "session", "transport",
		"agent", "http", "fetch", "timeout", "deadline", "signal", "props", "args"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// funcSyms are the function nodes whose names the handler reach follows.
var funcSyms = model.NewSymBitset(model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition,
	model.SymMethodDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFuncLiteral)

// callSyms are the method calls a use is looked for among.
var callSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression)

// maxReach is how many calls deep from a handler a function of the file
// is followed by name.
const maxReach = 4

// uses sets each candidate's Use: the first method call on it, through the
// variable, self/this field, Go struct field or getter function that holds
// it, in a handler of the file or a function a handler reaches (by name,
// maxReach calls deep).
func uses(f *model.File, cands map[*model.Node]*Client) {
	var calls []*model.Node
	f.NodesOf(callSyms, func(n *model.Node) bool {
		calls = append(calls, n)
		return true
	})
	reached := reach(f, calls)
	inReach := func(n *model.Node) bool {
		for s := model.EnclosingFunc(n); s != nil; s = model.EnclosingFunc(s) {
			if reached[s] {
				return true
			}
		}
		return false
	}
	h := &holders{f: f, cands: cands, getters: map[*model.Node]*Client{}, fields: goFields(f, cands)}
	for _, call := range calls {
		fn := model.Callee(call)
		if fn == nil || !inReach(call) {
			continue
		}
		obj, prop := adapt.MemberParts(fn)
		if obj == nil && prop == nil {
			continue
		}
		if c := h.clientOf(obj, 0); c != nil && c.Use == nil {
			c.Use, c.Method = call, f.Text(prop)
		}
	}
}

// reach returns the functions of the file that run for a handler: the
// handlers (model.File.HandlerOf) and the functions of the file a reached
// function calls by name (a method by its name), maxReach calls deep.
func reach(f *model.File, calls []*model.Node) map[*model.Node]bool {
	reached := map[*model.Node]bool{}
	byName := map[string][]*model.Node{}
	f.NodesOf(funcSyms, func(fn *model.Node) bool {
		body := fn.ChildByFieldName("body")
		if body != nil && f.HandlerOf(body) != model.NotHandler {
			reached[fn] = true
		}
		if name := model.FuncName(f, fn); name != "" {
			byName[name] = append(byName[name], fn)
		}
		return true
	})
	if len(reached) == 0 {
		return reached
	}
	inReach := func(n *model.Node) bool {
		for s := model.EnclosingFunc(n); s != nil; s = model.EnclosingFunc(s) {
			if reached[s] {
				return true
			}
		}
		return false
	}
	for round := 0; round < maxReach; round++ {
		grew := false
		for _, call := range calls {
			fn := model.Callee(call)
			if fn == nil || !inReach(call) {
				continue
			}
			t := f.Text(fn)
			for _, d := range byName[t[strings.LastIndexByte(t, '.')+1:]] {
				if !reached[d] {
					reached[d], grew = true, true
				}
			}
		}
		if !grew {
			break
		}
	}
	return reached
}

// holders finds the candidate client an expression holds.
type holders struct {
	f       *model.File
	cands   map[*model.Node]*Client
	getters map[*model.Node]*Client // a function of the file -> the client it returns (nil: none)
	fields  map[string]*Client      // Go: a struct field -> the client stored in it
}

// clientOf returns the candidate client expression e holds: the
// construction itself, a variable or self/this field bound to it, a call of
// a function of the file that returns it, a Go field it is stored in, or
// the root of a chain on one (client.users of client.users.list()).
func (h *holders) clientOf(e *model.Node, depth int) *Client {
	f := h.f
	e = model.Unwrap(e)
	if e == nil || depth > 6 {
		return nil
	}
	if c := h.cands[e]; c != nil {
		return c
	}
	switch e.Sym() {
	case model.SymCall, model.SymCallExpression:
		fn := model.Callee(e)
		if fn == nil {
			return nil
		}
		if d := f.LocalFunc(fn); d != nil {
			return h.returned(d, depth)
		}
		switch fn.Sym() {
		case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression: // client.users().list()
			return h.clientOf(adapt.MemberObject(fn), depth+1)
		}
	case model.SymIdentifier, model.SymAttribute, model.SymMemberExpression:
		if r := model.Unwrap(f.Resolve(e)); r != nil && r != e {
			if c := h.clientOf(r, depth+1); c != nil {
				return c
			}
		}
		if e.Sym() != model.SymIdentifier {
			return h.clientOf(adapt.MemberObject(e), depth+1)
		}
	case model.SymSelectorExpression:
		if c := h.fields[f.Text(e.ChildByFieldName("field"))]; c != nil {
			return c
		}
		if r := model.Unwrap(f.Resolve(e.ChildByFieldName("operand"))); r != nil && h.cands[r] != nil {
			return h.cands[r]
		}
		return h.clientOf(e.ChildByFieldName("operand"), depth+1)
	}
	return nil
}

// returned returns the candidate client function d of the file returns
// (return X(...), return client where client = X(...), an arrow's
// expression body), memoized.
func (h *holders) returned(d *model.Node, depth int) *Client {
	if c, ok := h.getters[d]; ok {
		return c
	}
	h.getters[d] = nil // a recursive getter
	var out *model.Node
	if b := d.ChildByFieldName("body"); b != nil && b.Sym() != model.SymStatementBlock && b.Sym() != model.SymBlock {
		out = b // an arrow's expression body
	}
	var found *Client
	if out != nil {
		found = h.clientOf(out, depth+1)
	}
	if found == nil {
		model.Walk(d, func(n *model.Node) bool {
			if found != nil {
				return false
			}
			if n != d && n.IsScope() {
				return false // a nested function's returns are its own
			}
			if n.Sym() == model.SymReturnStatement && n.NamedChildCount() > 0 {
				found = h.clientOf(n.NamedChild(0), depth+1)
			}
			return true
		})
	}
	h.getters[d] = found
	return found
}

// goFields maps the Go struct fields a candidate client is stored in
// (Server{client: c}, s.client = c) to it.
func goFields(f *model.File, cands map[*model.Node]*Client) map[string]*Client {
	if f.Lang != model.LangGo {
		return nil
	}
	out := map[string]*Client{}
	h := &holders{f: f, cands: cands, getters: map[*model.Node]*Client{}}
	f.NodesOf(model.NewSymBitset(model.SymKeyedElement, model.SymAssignmentStatement), func(n *model.Node) bool {
		var key, val *model.Node
		switch n.Sym() {
		case model.SymKeyedElement:
			if n.NamedChildCount() == 2 {
				key, val = n.NamedChild(0), litElem(n.NamedChild(1))
			}
		case model.SymAssignmentStatement:
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if l != nil && r != nil && l.NamedChildCount() == 1 && r.NamedChildCount() == 1 && l.NamedChild(0).Sym() == model.SymSelectorExpression {
				key, val = l.NamedChild(0).ChildByFieldName("field"), r.NamedChild(0)
			}
		}
		if key == nil || val == nil {
			return true
		}
		if c := h.clientOf(val, 0); c != nil {
			out[f.Text(key)] = c
		}
		return true
	})
	return out
}

// litElem is the expression of a Go literal_element (the grammar wraps
// each value and key of a composite literal in one), or n itself.
func litElem(n *model.Node) *model.Node {
	if n != nil && n.Sym() == model.SymLiteralElement && n.NamedChildCount() == 1 {
		return n.NamedChild(0)
	}
	return n
}

// boundLater reports whether the file sets a bound on the client construction
// n builds after building it, through the name it is bound to: an
// assignment to a field of it named for a bound (client.HTTPClient = hc,
// client.timeout = 30, axios-like client.defaults.timeout = ...) or a call
// of a method of it named for one (client.SetTimeout(...),
// client.set_timeout(30), session.mount(...)).
func boundLater(f *model.File, n *model.Node) bool {
	name := boundName(f, n)
	if name == "" {
		return false
	}
	prefix := name + "."
	m := model.Fact(f, laterKey, laterIndex)
	for _, t := range m {
		if rest, ok := strings.CutPrefix(t, prefix); ok {
			for _, seg := range strings.Split(rest, ".") {
				if laterBound(seg) {
					return true
				}
			}
		}
	}
	return false
}

// boundName is the variable or field the construction n is assigned to
// (client, self.client, this.client, s.client), or "".
func boundName(f *model.File, n *model.Node) string {
	p := n.Parent()
	for p != nil && (p.Sym() == model.SymAwaitExpression || p.Sym() == model.SymAwait || p.Sym() == model.SymParenthesizedExpression ||
		p.Sym() == model.SymAsExpression || p.Sym() == model.SymUnaryExpression || p.Sym() == model.SymExpressionList) {
		p = p.Parent()
	}
	if p == nil {
		return ""
	}
	switch p.Sym() {
	case model.SymVariableDeclarator:
		return f.Text(p.ChildByFieldName("name"))
	case model.SymAssignment, model.SymAssignmentExpression, model.SymAssignmentStatement, model.SymShortVarDeclaration:
		l := p.ChildByFieldName("left")
		if l != nil && l.Sym() == model.SymExpressionList && l.NamedChildCount() > 0 {
			l = l.NamedChild(0)
		}
		if l != nil {
			return f.Text(l)
		}
	}
	return ""
}

// laterBound reports a field or method name that sets a bound on a built
// client: one named for a timeout or a deadline, its HTTP client,
// transport, session, agent, dispatcher or request handler, its defaults,
// or a mounted adapter (a setter of any of them: SetHTTPClient).
func laterBound(seg string) bool {
	low := strings.TrimPrefix(strings.ToLower(seg), "set")
	low = strings.TrimPrefix(low, "_")
	if strings.Contains(low, "timeout") || strings.Contains(low, "deadline") {
		return true
	}
	switch low {
	case "httpclient", "http_client", "transport", "session", "agent", "dispatcher", "requesthandler", "defaults", "mount",
		"adapter", "client", "retryclient", "httpagent", "httpsagent", "options", "config":
		return true
	}
	return false
}

var laterKey = model.NewFactKey[[]string]("sdkclient.later")

// laterSyms are the nodes laterIndex reads.
var laterSyms = model.NewSymBitset(model.SymAssignment, model.SymAssignmentExpression, model.SymAssignmentStatement, model.SymCall,
	model.SymCallExpression)

// laterIndex lists the texts of the file's assignment targets and callees
// that are member chains (client.HTTPClient, client.set_timeout).
func laterIndex(f *model.File) []string {
	var out []string
	f.NodesOf(laterSyms, func(n *model.Node) bool {
		var t *model.Node
		switch n.Sym() {
		case model.SymCall, model.SymCallExpression:
			t = model.Callee(n)
		default:
			t = n.ChildByFieldName("left")
			if t != nil && t.Sym() == model.SymExpressionList && t.NamedChildCount() > 0 {
				t = t.NamedChild(0)
			}
		}
		if t != nil && (t.Sym() == model.SymAttribute || t.Sym() == model.SymMemberExpression || t.Sym() == model.SymSelectorExpression) {
			out = append(out, f.Text(t))
		}
		return true
	})
	return out
}
