package rc301

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/splatkw"
	"github.com/resilience-check/resilience-check/checks/model"
)

// anyMethodSend returns, for a call in a retried Python function (by
// tenacity, backoff or retrying, or by a retry loop of its own), the
// line of the code that makes its request's method a caller's choice, or
// 0: the method-generic request helpers of API clients, which tenacity
// then retries for POST as much as for GET (the urllib3
// `allowed_methods=None` case this rule already reports, written by hand):
//
//   - `client.request(method, url, ...)` (or `method.upper()`) or `client.build_request(method=method, ...)`
//     whose method is a parameter of the retried function, also when the
//     keyword comes from a dict the function builds (`client.request(
//     **request_kwargs)` with `request_kwargs = {"method": method, ...}`,
//     read by checks/facts/splatkw: airtable-mcp-server-oauth);
//   - `client.send(request)` whose request is a parameter of the retried
//     function while a function of the file builds requests from a method
//     parameter (supabase-mcp-server's `send_request(self, request)`
//     retried by tenacity, fed by `prepare_request(method, ...)` with the
//     method the tool's caller chose).
//
// The receiver's name must say it is a client (client, session, http).
//
// In JavaScript and TypeScript it is jsAnyMethodSend (a fetch whose init
// object is the retried function's parameter).
func anyMethodSend(f *model.File, call *model.Node, retried *model.Node) int {
	if f.Lang.IsJS() {
		return jsAnyMethodSend(f, call, retried)
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymAttribute {
		return 0
	}
	recv := strings.ToLower(f.Text(fn.ChildByFieldName("object")))
	if !strings.HasSuffix(recv, "client") && !strings.HasSuffix(recv, "session") && !strings.HasSuffix(recv, "http") {
		return 0
	}
	switch f.Text(fn.ChildByFieldName("attribute")) {
	case "request", "build_request":
		m := f.Kwarg(call, "method")
		if m == nil {
			m = model.Arg(call, 0)
		}
		if m == nil { // `client.request(**request_kwargs)` with request_kwargs = {"method": method, ...} (checks/facts/splatkw)
			m, _ = splatkw.Keyword(f, call, []string{"method"})
		}
		m = caseFolded(f, m)
		if m != nil && m.Sym() == model.SymIdentifier && paramOf(f, retried, f.Text(m)) && !onlySafeCallers(f, retried, f.Text(m)) {
			return model.LineOf(f, call)
		}
	case "send":
		a := model.Arg(call, 0)
		if a == nil || a.Sym() != model.SymIdentifier || !paramOf(f, retried, f.Text(a)) {
			return 0
		}
		return methodBuilder(f)
	}
	return 0
}

// paramOf reports whether function fn has a parameter called name.
func paramOf(f *model.File, fn *model.Node, name string) bool {
	params := fn.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		if paramName(f, params.NamedChild(i)) == name {
			return true
		}
	}
	return false
}

// paramName returns the name of parameter node p: the node itself for a
// bare identifier, its name field (`x=1`, `x: int = 1`), else its first named
// child (`x: int`).
func paramName(f *model.File, p *model.Node) string {
	if v := p.ChildByFieldName("name"); v != nil {
		return f.Text(v)
	}
	if p.NamedChildCount() > 0 && p.Sym() != model.SymIdentifier {
		return f.Text(p.NamedChild(0))
	}
	return f.Text(p)
}

// methodBuilder returns the line of the file's first call that builds a
// request from a method parameter of the function around it
// (`self.client.build_request(method=method, ...)`, `httpx.Request(method,
// url)`), or 0.
func methodBuilder(f *model.File) int {
	line := 0
	f.NodesOf(callSyms, func(n *model.Node) bool {
		if line != 0 {
			return false
		}
		fn := model.Callee(n)
		if fn == nil {
			return true
		}
		name := f.Text(fn)
		last := name[strings.LastIndex(name, ".")+1:]
		if last != "build_request" && last != "Request" {
			return true
		}
		m := f.Kwarg(n, "method")
		if m == nil {
			m = model.Arg(n, 0)
		}
		if enc := model.EnclosingFunc(n); m != nil && m.Sym() == model.SymIdentifier && enc != nil && paramOf(f, enc, f.Text(m)) {
			line = model.LineOf(f, n)
		}
		return true
	})
	return line
}

// writeModeParams are parameter names that switch a SQL runner between
// reading and writing: readonly=True by default, False for a write.
var writeModeParams = map[string]bool{"readonly": true, "read_only": true, "readOnly": true, "allow_writes": true,
	"allow_write": true, "write": true, "unsafe": true, "unsafe_mode": true}

// sqlWriteMode returns the parameter of retried Python function fn that
// turns writes on (writeModeParams) when fn runs SQL (its name says it
// executes a query or statement: execute_query, run_sql), else "". Such a
// retry re-runs a write whose COMMIT reached the server before the
// connection dropped (supabase-mcp-server's execute_query, retried by
// tenacity on ConnectionDoesNotExistError and OSError).
func sqlWriteMode(f *model.File, fn *model.Node) string {
	name := strings.ToLower(f.Text(fn.ChildByFieldName("name")))
	if !strings.Contains(name, "query") && !strings.Contains(name, "sql") && !strings.Contains(name, "statement") {
		return ""
	}
	params := fn.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		if pn := paramName(f, params.NamedChild(i)); writeModeParams[pn] {
			return pn
		}
	}
	return ""
}

// caseFolded returns the string a case-folding call folds (`method.upper()`,
// `method.lower()` give method), else m: the method stays the caller's.
func caseFolded(f *model.File, m *model.Node) *model.Node {
	if m == nil || m.Sym() != model.SymCall || model.NumArgs(m) != 0 {
		return m
	}
	fn := model.Callee(m)
	if fn == nil || fn.Sym() != model.SymAttribute {
		return m
	}
	switch f.Text(fn.ChildByFieldName("attribute")) {
	case "upper", "lower", "casefold":
		return fn.ChildByFieldName("object")
	}
	return m
}
