package model

import (
	"regexp"
	"sync"
)

// HTTP client libraries: the names of their calls, clients and options, read
// by IsOutboundCall (upstream.go), the blocking-call check and RC101.

// Python names the rule knows.
var (
	PyRequestsFuncs = map[string]bool{}
	PyHTTPXFuncs    = map[string]bool{}
	PyHTTPMethods   = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true,
		"head": true, "options": true, "request": true}
	// PyStdlibConns maps stdlib constructors to the position of their timeout parameter.
	PyStdlibConns = map[string]int{"urllib.request.urlopen": 2, "http.client.HTTPConnection": 2,
		"http.client.HTTPSConnection": 2, "socket.create_connection": 1}
	PySessions = map[string]bool{"requests.Session": true, "requests.session": true,
		"requests.sessions.Session": true, "requests.sessions.session": true}
	PyPools = map[string]bool{"urllib3.PoolManager": true, "urllib3.ProxyManager": true, "urllib3.poolmanager.PoolManager": true}
	// PyClientMethods are the methods of sessions, pools and clients that send a request.
	PyClientMethods  = map[string]bool{"urlopen": true, "stream": true, "ws_connect": true}
	PyHTTPXClients   = map[string]bool{"httpx.Client": true, "httpx.AsyncClient": true}
	PyAiohttpClients = map[string]bool{"aiohttp.ClientSession": true, "aiohttp.client.ClientSession": true, "aiohttp.request": true}
)

// JavaScript and Go names.
var (
	jsFetchImports = map[string]bool{"node-fetch": true, "undici.fetch": true, "cross-fetch": true,
		"isomorphic-fetch": true, "node-fetch.default": true}
	// JsAxiosConfigArg is the position of the config argument of axios methods.
	JsAxiosConfigArg = map[string]int{"request": 0, "get": 1, "delete": 1, "head": 1, "options": 1,
		"post": 2, "put": 2, "patch": 2, "postForm": 2, "putForm": 2, "patchForm": 2}
	JsGotMethods = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true,
		"head": true, "options": true, "stream": true}
	JsNodeHTTP = map[string]bool{"http.request": true, "http.get": true, "https.request": true, "https.get": true}
	// JsURLName matches variable names that hold a URL rather than an options object.
	JsURLName = regexp.MustCompile(`(?i)(url|uri|href|endpoint|link|address|host)s?$`)
	// JsRequestName matches expressions that likely hold a Request object (event.request, req).
	JsRequestName = regexp.MustCompile(`(?i)(^|\.)req(uest)?$`)
	// JsOptionsName matches variable names that hold an options object rather than a callback.
	JsOptionsName = regexp.MustCompile(`(?i)(opt|config|conf|settings|params|init)`)

	GoDefaultClientFuncs = map[string]bool{"net/http.Get": true, "net/http.Post": true, "net/http.Head": true, "net/http.PostForm": true}
	GoClientMethods      = map[string]bool{"Do": true, "Get": true, "Post": true, "Head": true, "PostForm": true}
)

func init() {
	for m := range PyHTTPMethods {
		PyRequestsFuncs["requests."+m] = true
		PyRequestsFuncs["requests.api."+m] = true
		PyHTTPXFuncs["httpx."+m] = true
	}
	PyHTTPXFuncs["httpx.stream"] = true
	for m := range PyHTTPMethods {
		PyClientMethods[m] = true
	}
}

// ImportsPyClient reports whether the file's imports can name a requests
// session, urllib3 pool, httpx client or aiohttp client (importsAnyOf): each
// case of pyMethod compares the receiver's ImportedName with those, so
// without such an import no receiver needs resolving. Computed once per file.
func (f *File) ImportsPyClient() bool {
	if f.pyClient == 0 {
		f.pyClient = 1
		if f.importsAnyOf(pyClientNames()) {
			f.pyClient = 2
		}
	}
	return f.pyClient == 2
}

// pyClientNames returns the keys of PySessions, PyPools, PyHTTPXClients and
// PyAiohttpClients.
var pyClientNames = sync.OnceValue(func() []string {
	var names []string
	for _, m := range []map[string]bool{PySessions, PyPools, PyHTTPXClients, PyAiohttpClients} {
		for k := range m {
			names = append(names, k)
		}
	}
	return names
})

// IsFetch reports whether fn (whose qualified name is q) names the global fetch or one imported from
// node-fetch, undici or a fetch polyfill.
func IsFetch(f *File, fn *Node, q string) bool {
	if jsFetchImports[q] {
		return true
	}
	switch f.Text(fn) {
	case "fetch":
		_, imported := f.Imports()["fetch"]
		return !imported && f.Lookup("fetch", fn) == nil && !JsIsParam(f, fn, "fetch")
	case "globalThis.fetch", "window.fetch", "global.fetch":
		return true
	}
	return fn.Sym() == SymIdentifier && jsParamDefault(f, fn, f.Text(fn)) == "fetch"
}

// jsParamDefault returns the text of the default value of parameter name of
// the function enclosing n (`fetchFn = fetch`, `fetchFn: typeof fetch =
// fetch`), or "".
func jsParamDefault(f *File, n *Node, name string) string {
	fn := EnclosingFunc(n)
	if fn == nil {
		return ""
	}
	params := fn.ChildByFieldName("parameters")
	out := ""
	Walk(params, func(p *Node) bool {
		switch p.Sym() {
		case SymAssignmentPattern: // JS: name = value
			if f.Text(p.ChildByFieldName("left")) == name {
				out = f.Text(p.ChildByFieldName("right"))
			}
			return false
		case SymRequiredParameter, SymOptionalParameter: // TS: name: T = value
			if f.Text(p.ChildByFieldName("pattern")) == name {
				if v := p.ChildByFieldName("value"); v != nil {
					out = f.Text(v)
				}
			}
			return false
		}
		return true
	})
	return out
}

// JsIsParam reports whether name is a parameter of a function enclosing n
// (`function client({ fetch }) { ... }`), so it is no global.
func JsIsParam(f *File, n *Node, name string) bool {
	for fn := EnclosingFunc(n); fn != nil; fn = EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			params = fn.ChildByFieldName("parameter") // x => ...
		}
		found := false
		Walk(params, func(p *Node) bool {
			t := p.Type()
			found = found || (t == "identifier" || t == "shorthand_property_identifier_pattern") && f.Text(p) == name
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
