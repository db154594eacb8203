package model

import (
	"bytes"
	"net/url"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/libmodels"
)

// BreakerModules are import prefixes of circuit-breaker libraries: the
// modules of the circuit-breaker rows (libmodels/data/breakers.yml).
var BreakerModules = func() []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range libs.Select(func(r *libmodels.Row) bool { return r.Kind == libmodels.Breaker }) {
		if !seen[r.Module] {
			seen[r.Module] = true
			out = append(out, r.Module)
		}
	}
	return out
}()

// BreakerSkipPath reports whether path holds code that is not a long-running
// server, where a breaker is not expected: tests and their fixtures, scripts,
// CI helpers, command-line tools and browser front ends (JSX/TSX included).
func BreakerSkipPath(path string) bool {
	base := path[strings.LastIndex(path, "/")+1:]
	if strings.HasSuffix(base, "_test.go") || strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") ||
		strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") || base == "conftest.py" || base == "tests.py" ||
		strings.HasSuffix(base, ".tsx") || strings.HasSuffix(base, ".jsx") {
		return true
	}
	for _, seg := range strings.Split(path, "/") {
		switch seg {
		case "test", "tests", "__tests__", "fixtures", "e2e", "integtests", "integration-tests", "integration_tests",
			"scripts", ".github", "cli", "frontend":
			return true
		}
	}
	return false
}

// underModule reports whether module name mod is b or inside it (b.x, b/x):
// mod == b || strings.HasPrefix(mod, b+".") || strings.HasPrefix(mod, b+"/")
// without building the prefixes.
func underModule(mod, b string) bool {
	return strings.HasPrefix(mod, b) && (len(mod) == len(b) || mod[len(b)] == '.' || mod[len(b)] == '/')
}

// RelativeURL reports whether u is a path literal ("/api/x", `/items/${id}`),
// a template that starts with a constant path (`${API_BASE}/x` where
// API_BASE = "/api") or a choice of two of them (id ? `/a/${id}` : "/a"):
// a call to the page's own origin, not to an upstream.
func RelativeURL(f *File, u *Node) bool { return relativeURL(f, u, 0) }

func relativeURL(f *File, u *Node, depth int) bool {
	if u == nil || depth > 3 {
		return false
	}
	v := f.Resolve(u)
	switch v.Sym() {
	case SymTernaryExpression:
		return relativeURL(f, v.ChildByFieldName("consequence"), depth+1) && relativeURL(f, v.ChildByFieldName("alternative"), depth+1)
	case SymTemplateString:
		if c := v.NamedChild(0); c != nil && c.Sym() == SymTemplateSubstitution && c.StartByte() == v.StartByte()+1 {
			return relativeURL(f, c.NamedChild(0), depth+1)
		}
	}
	t := strings.TrimLeft(f.Text(v), "fFrRbBuU")
	t = strings.TrimLeft(t, "'\"`")
	return strings.HasPrefix(t, "/") && !strings.HasPrefix(t, "//")
}

// BlobURL reports whether u is URL.createObjectURL(...) or a blob:/data: URL,
// which fetch reads locally.
func BlobURL(f *File, u *Node) bool {
	if u == nil {
		return false
	}
	v := f.Resolve(u)
	if v.Sym() == SymCallExpression && strings.HasSuffix(f.Text(Callee(v)), "createObjectURL") {
		return true
	}
	t := strings.Trim(f.Text(v), "'\"`")
	return strings.HasPrefix(t, "blob:") || strings.HasPrefix(t, "data:")
}

// IsLocalHost reports whether host h (with or without a port) is the
// loopback or unspecified address: a call to it is not an upstream dependency.
func IsLocalHost(h string) bool {
	h = strings.ToLower(h)
	if i := strings.LastIndex(h, ":"); i > 0 && !strings.Contains(h, "]") {
		h = h[:i]
	}
	return h == "localhost" || h == "127.0.0.1" || h == "[::1]" || h == "0.0.0.0"
}

// UpstreamCall reports whether call is an outbound HTTP request that RC101
// recognises, with a short name for it and its URL argument (nil when it is
// not visible).
func UpstreamCall(f *File, call *Node) (name string, urlArg *Node, ok bool) {
	fn := Callee(call)
	if fn == nil {
		return "", nil, false
	}
	q := ImportedName(f, fn)
	short := q[strings.LastIndex(q, ".")+1:]
	switch {
	case f.Lang == LangPython:
		switch {
		case PyRequestsFuncs[q], PyHTTPXFuncs[q]:
			return q, pyURLArg(f, call, short == "request" || short == "stream"), true
		case q == "urllib.request.urlopen":
			return q, Arg(call, 0), true
		case q == "urllib3.request":
			return q, pyURLArg(f, call, true), true
		case q == "aiohttp.request":
			return q, pyURLArg(f, call, true), true
		}
		if fn.Sym() != SymAttribute {
			return "", nil, false
		}
		method := f.Text(fn.ChildByFieldName("attribute"))
		if !PyHTTPMethods[method] && method != "stream" && method != "ws_connect" && method != "urlopen" {
			return "", nil, false
		}
		rq := CalleeName(f, f.Resolve(fn.ChildByFieldName("object")))
		if PySessions[rq] || PyHTTPXClients[rq] || PyAiohttpClients[rq] || PyPools[rq] {
			return f.Text(fn), pyURLArg(f, call, method == "request" || method == "stream" || method == "urlopen"), true
		}
	case f.Lang.IsJS():
		switch {
		case IsFetch(f, fn, q):
			return "fetch", Arg(call, 0), true
		case q == "axios", q == "got", JsNodeHTTP[q]:
			return q, Arg(call, 0), true
		case strings.HasPrefix(q, "axios.") && strings.Count(q, ".") == 1:
			if pos, ok := JsAxiosConfigArg[short]; ok {
				if pos == 0 {
					return q, nil, true
				}
				return q, Arg(call, 0), true
			}
		case strings.HasPrefix(q, "got.") && strings.Count(q, ".") == 1 && JsGotMethods[short]:
			return q, Arg(call, 0), true
		}
		if fn.Sym() == SymMemberExpression {
			method := f.Text(fn.ChildByFieldName("property"))
			inst := f.Resolve(fn.ChildByFieldName("object"))
			if CalleeName(f, inst) == "axios.create" {
				if pos, ok := JsAxiosConfigArg[method]; ok && pos > 0 {
					base, _ := f.ObjectProp(f.Resolve(Arg(inst, 0)), "baseURL")
					if base == nil {
						base = Arg(call, 0)
					}
					return f.Text(fn), base, true
				}
			}
		}
	case f.Lang == LangGo:
		if GoDefaultClientFuncs[q] {
			return "http." + short, Arg(call, 0), true
		}
		if fn.Sym() != SymSelectorExpression || !GoClientMethods[f.Text(fn.ChildByFieldName("field"))] {
			return "", nil, false
		}
		recv := f.Resolve(fn.ChildByFieldName("operand"))
		isClient := ImportedName(f, recv) == "net/http.DefaultClient"
		switch recv.Sym() {
		case SymCompositeLiteral:
			isClient = isClient || ImportedName(f, recv.ChildByFieldName("type")) == "net/http.Client"
		case SymCallExpression:
			isClient = isClient || f.Text(Callee(recv)) == "new" && ImportedName(f, Arg(recv, 0)) == "net/http.Client"
		}
		if !isClient {
			return "", nil, false
		}
		method := f.Text(fn.ChildByFieldName("field"))
		if method != "Do" {
			return f.Text(fn), Arg(call, 0), true
		}
		var u *Node
		if req := f.Resolve(Arg(call, 0)); req != nil && req.Sym() == SymCallExpression {
			switch ImportedName(f, Callee(req)) {
			case "net/http.NewRequest":
				u = Arg(req, 1)
			case "net/http.NewRequestWithContext":
				u = Arg(req, 2)
			}
		}
		return f.Text(fn), u, true
	}
	return "", nil, false
}

// pyURLArg returns the url= keyword or the positional URL (the second
// positional argument when the method comes first).
func pyURLArg(f *File, call *Node, methodFirst bool) *Node {
	if u := f.Kwarg(call, "url"); u != nil {
		return u
	}
	if methodFirst {
		return Arg(call, 1)
	}
	return Arg(call, 0)
}

// UpstreamHost resolves a URL expression to its host ("api.example.com" or
// "authz.internal:8080"), or "" when it cannot be told.
func UpstreamHost(f *File, n *Node) string {
	for depth := 0; n != nil && depth < 6; depth++ {
		n = f.Resolve(n)
		switch n.Sym() {
		case SymString, SymInterpretedStringLiteral, SymRawStringLiteral, SymTemplateString, SymStringFragment:
			if n.NamedChildCount() > 0 {
				first := n.NamedChild(0)
				switch first.Sym() {
				case SymStringStart:
					if n.NamedChildCount() > 1 {
						first = n.NamedChild(1)
					}
				}
				switch first.Sym() {
				case SymInterpolation, SymTemplateSubstitution:
					if first.NamedChildCount() > 0 {
						n = first.NamedChild(0)
						continue
					}
				}
			}
			return HostOfLiteral(f.Text(n))
		case SymBinaryExpression, SymBinaryOperator:
			op := n.ChildByFieldName("operator")
			if op != nil && (f.Text(op) == "??" || f.Text(op) == "||") {
				n = n.ChildByFieldName("right") // process.env.X ?? "https://..."
				continue
			}
			n = n.ChildByFieldName("left")
		case SymCall, SymCallExpression:
			// os.environ.get("X", "https://..."), envOr("X", "https://..."), getenv("X") or "..."
			var lit *Node
			for i := 0; i < NumArgs(n); i++ {
				if h := HostOfLiteral(f.Text(Arg(n, i))); h != "" {
					lit = Arg(n, i)
				}
			}
			if lit == nil {
				return ""
			}
			n = lit
		case SymBooleanOperator: // os.getenv("X") or "https://..."
			n = n.ChildByFieldName("right")
		default:
			return ""
		}
	}
	return ""
}

// HostOfLiteral parses the text of a string literal as an absolute URL.
func HostOfLiteral(s string) string {
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

// Upstreams is what a file says about its upstream dependencies, computed
// once per file (see File.Upstreams).
type Upstreams struct {
	// Calls are the file's outbound HTTP calls (UpstreamCall), in order.
	Calls []*Node
	// Sites are the calls that reach a remote dependency from request-time
	// code: Calls minus those to localhost, to relative paths (JS), to blob:
	// and data: URLs, to the file's own fetch function, and calls at module
	// level (they run once, at start-up). Empty for files that are not a
	// long-running server (BreakerSkipPath, "use client" modules).
	Sites []*Node
	// BreakerLib is set when the file imports a circuit-breaker library
	// (BreakerModules).
	BreakerLib bool
	// BreakerNamed is set when an identifier names a breaker ("*breaker*"):
	// a hand-written or project breaker.
	BreakerNamed bool
}

// HasBreaker reports whether the file uses a circuit breaker of any kind.
func (u *Upstreams) HasBreaker() bool { return u.BreakerLib || u.BreakerNamed }

// Upstreams returns the file's upstream calls and breaker use (one walk,
// cached).
func (f *File) Upstreams() *Upstreams {
	if f.upstream != nil {
		return f.upstream
	}
	u := &Upstreams{}
	for _, mod := range f.Imports() {
		for _, b := range BreakerModules {
			if underModule(mod, b) {
				u.BreakerLib = true
			}
		}
	}
	localFetch := false
	// Identifiers matter only while no breaker name is found, and only when
	// the source contains "breaker" in some case: an identifier is a part of
	// the source. Calls (and function declarations, for a local fetch) only
	// when UpstreamCall can recognise one (upstreamImported).
	calls, names := f.upstreamImported(), f.ContainsFold("breaker")
	var set SymBitset
	switch {
	case calls && names:
		set = *upstreamSyms
	case calls:
		set = *upstreamCallSyms
	case names:
		set = *upstreamNameSyms
	}
	f.NodesOf(&set, func(n *Node) bool {
		switch n.Sym() {
		case SymIdentifier, SymPropertyIdentifier, SymFieldIdentifier, SymTypeIdentifier, SymShorthandPropertyIdentifier:
			if !u.BreakerNamed && ContainsFoldAny(f.Text(n), "breaker") {
				u.BreakerNamed = true
				if calls {
					set = *upstreamCallSyms // the identifiers have said what they can
				} else {
					set = SymBitset{}
				}
			}
		case SymCall, SymCallExpression:
			if _, _, ok := UpstreamCall(f, n); ok {
				u.Calls = append(u.Calls, n)
			}
		case SymFunctionDeclaration:
			if f.Text(n.ChildByFieldName("name")) == "fetch" {
				localFetch = true // the file's own fetch (RC101 skips it too)
			}
		}
		return true
	})
	trimmed := bytes.TrimSpace(f.Src)
	if !BreakerSkipPath(f.Path) && !bytes.HasPrefix(trimmed, []byte(`"use client"`)) && !bytes.HasPrefix(trimmed, []byte("'use client'")) {
		for _, call := range u.Calls {
			name, arg, _ := UpstreamCall(f, call)
			if IsLocalHost(UpstreamHost(f, arg)) || f.Lang.IsJS() && RelativeURL(f, arg) || name == "fetch" && localFetch ||
				EnclosingFunc(call) == nil || BlobURL(f, arg) {
				continue
			}
			u.Sites = append(u.Sites, call)
		}
	}
	f.upstream = u
	return u
}

// upstreamCallSyms are the nodes Upstreams looks at: calls, and function
// declarations (a local fetch); upstreamNameSyms the identifiers that may
// name a breaker; upstreamSyms both.
var (
	upstreamCallSyms = NewSymBitset(SymCall, SymCallExpression, SymFunctionDeclaration)
	upstreamNameSyms = NewSymBitset(SymIdentifier, SymPropertyIdentifier, SymFieldIdentifier, SymTypeIdentifier,
		SymShorthandPropertyIdentifier)
	upstreamSyms = NewSymBitset(SymCall, SymCallExpression, SymFunctionDeclaration,
		SymIdentifier, SymPropertyIdentifier, SymFieldIdentifier, SymTypeIdentifier, SymShorthandPropertyIdentifier)
)

// upstreamImported reports whether UpstreamCall can recognise a call in the
// file. In Python and Go it recognises a call only by a qualified name
// (ImportedName, also of the resolved receiver of a method), so the file
// must import a module of one of upstreamNames; JS has fetch, a global.
func (f *File) upstreamImported() bool {
	switch f.Lang {
	case LangPython:
		return f.importsAnyOf(pyUpstreamNames())
	case LangGo:
		return f.importsAnyOf(goUpstreamNames())
	}
	return true
}

// goUpstreamNames returns the qualified names UpstreamCall compares in Go:
// the default client's functions, the default client and the client type.
var goUpstreamNames = sync.OnceValue(func() []string {
	names := []string{"net/http.DefaultClient", "net/http.Client"}
	for k := range GoDefaultClientFuncs {
		names = append(names, k)
	}
	return names
})

// pyUpstreamNames returns the qualified names UpstreamCall compares in
// Python: the requests and httpx functions, the stdlib and urllib3 and
// aiohttp request functions, and the sessions, clients and pools whose
// methods send requests; listed once, from the maps.
var pyUpstreamNames = sync.OnceValue(func() []string {
	names := []string{"urllib.request.urlopen", "urllib3.request", "aiohttp.request"}
	for _, m := range []map[string]bool{PyRequestsFuncs, PyHTTPXFuncs, PySessions, PyHTTPXClients, PyAiohttpClients, PyPools} {
		for k := range m {
			names = append(names, k)
		}
	}
	return names
})
