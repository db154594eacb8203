package model

import (
	"regexp"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/libmodels"
)

// HTTP client libraries: the names of their calls, clients and options, read
// by IsOutboundCall (upstream.go), the blocking-call check and RC101.

// Python names the rule knows, from the library rows (libmodels/data).
var (
	// PyRequestsFuncs are the requests module's request functions.
	PyRequestsFuncs = libs.NameSet(py(libmodels.Function, "requests"))
	// PyHTTPXFuncs are the httpx module's request functions.
	PyHTTPXFuncs = libs.NameSet(py(libmodels.Function, "httpx"))
	// PyHTTPMethods are the HTTP verbs requests has a function for.
	PyHTTPMethods = lastSegments(py(libmodels.Function, "requests"))
	// PyStdlibConns maps stdlib constructors to the position of their timeout parameter.
	PyStdlibConns = boundPositions(and(py(""), byCode, func(r *libmodels.Row) bool {
		return r.Bound != nil && r.Bound.Position != nil
	}))
	// PySessions are requests' session constructors (no session-wide timeout).
	PySessions = libs.NameSet(py(libmodels.Constructor, "requests"))
	// PyPools are urllib3's pool constructors that take a pool-wide timeout.
	PyPools = libs.NameSet(and(py(libmodels.Constructor, "urllib3"), hasBound))
	// PyClientMethods are the methods of sessions, pools and clients that send a request.
	PyClientMethods = libs.MethodSet(and(py(libmodels.Constructor, "requests", "urllib3", "httpx", "aiohttp"), byCode))
	// PyHTTPXClients are httpx's client constructors.
	PyHTTPXClients = libs.NameSet(py(libmodels.Constructor, "httpx"))
	// PyAiohttpClients are aiohttp's session constructor and request function.
	PyAiohttpClients = libs.NameSet(and(py("", "aiohttp"), func(r *libmodels.Row) bool {
		return r.API == libmodels.Constructor || r.API == libmodels.Function
	}))
)

// JavaScript and Go names.
var (
	// jsFetchImports are fetch implementations imported from a module.
	jsFetchImports = libs.NameSet(and(js(libmodels.Function), byCode, func(r *libmodels.Row) bool {
		return r.Bound != nil && r.Bound.Where == libmodels.Signal
	}))
	// JsAxiosConfigArg is the position of the config argument of axios methods.
	JsAxiosConfigArg = shortPositions(and(js(libmodels.Function, "axios"), libmodels.OfKind(libmodels.HTTP)))
	// JsGotMethods are got's request shortcuts (got.get, ...).
	JsGotMethods = libs.MethodSet(js(libmodels.Function, "got"))
	// JsNodeHTTP are node's http and https request functions.
	JsNodeHTTP = libs.NameSet(js(libmodels.Function, "http", "https"))
	// JsURLName matches variable names that hold a URL rather than an options object.
	JsURLName = regexp.MustCompile(`(?i)(url|uri|href|endpoint|link|address|host)s?$`)
	// JsRequestName matches expressions that likely hold a Request object (event.request, req).
	JsRequestName = regexp.MustCompile(`(?i)(^|\.)req(uest)?$`)
	// JsOptionsName matches variable names that hold an options object rather than a callback.
	JsOptionsName = regexp.MustCompile(`(?i)(opt|config|conf|settings|params|init)`)

	// GoDefaultClientFuncs are net/http's functions that use http.DefaultClient.
	GoDefaultClientFuncs = libs.NameSet(and(gorows(libmodels.Function, "net/http"), libmodels.OfKind(libmodels.HTTP)))
	// GoClientMethods are the request methods of *http.Client.
	GoClientMethods = libs.MethodSet(gorows(libmodels.Type, "net/http"))
)

// boundPositions maps the names of the rows keep accepts to the position of
// their bound argument.
func boundPositions(keep func(*libmodels.Row) bool) map[string]int {
	out := map[string]int{}
	for _, r := range libs.Select(keep) {
		for _, n := range r.Names() {
			out[n] = *r.Bound.Position
		}
	}
	return out
}

// shortPositions maps the last segment of the rows keep accepts to the
// position of their bound (options) argument.
func shortPositions(keep func(*libmodels.Row) bool) map[string]int {
	out := map[string]int{}
	for _, r := range libs.Select(keep) {
		if r.Bound != nil && r.Bound.Position != nil {
			out[r.Name[strings.LastIndex(r.Name, ".")+1:]] = *r.Bound.Position
		}
	}
	return out
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
	if fn.Sym() == SymMemberExpression && FetchField != nil {
		return FetchField(f, fn)
	}
	return fn.Sym() == SymIdentifier && jsParamDefault(f, fn, f.Text(fn)) == "fetch"
}

// FetchField, when set (package checks/facts/jsfetch sets it), reports whether
// member callee fn is a class field holding a fetch (`this.fetch(url)`).
var FetchField func(f *File, fn *Node) bool

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
