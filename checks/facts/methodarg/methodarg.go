// Package methodarg reads the HTTP method a call hands to a request helper
// as an argument: `self._make_request("POST", endpoint)`,
// `client.ExecuteRequest(ctx, base, http.MethodPost, path, ...)`,
// `this.request(path, { method: "POST", body })`,
// `utils.NewGiteeClient("POST", url)`. Servers wrap their HTTP client in a
// helper that takes the method from its caller; the request inside the
// helper names only a parameter (`session.request(method, url)`), so the verb
// is known at the call site alone. CodeQL's and Semgrep's taint engines
// resolve such a parameter at each call through a function summary; this
// package reads the call site, which covers helpers in other modules and
// packages too (the function summaries then carry the POST from the function
// that calls the helper to the tool, package checks/summary). It reads one
// parsed file and depends on nothing but package model.
package methodarg

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Verb returns "POST" when call hands a POST to a request helper — an
// argument that is the literal method (`"POST"`, Go's `http.MethodPost`, a
// keyword `method="POST"`) or an options object that sets it (`{ method:
// "POST" }`) — with the argument that names the request's target (the one
// argument that plainly names a path, pathArg, else the one after the method,
// else the one before it; nil when there is none); ""
// otherwise. A call of a standard-library or well-known client function
// (whose own rows say what it sends: package checks/facts/retry), of a
// server's route registration (`r.Method("POST", path, h)`,
// `router.add_route("POST", ...)`), of a comparison or a log line is none.
// The callee's name must say it sends a request (senderWords:
// `_make_request`, `ExecuteRequest`, `jfrogRequest`, `NewGiteeClient`):
// `remotecommand.NewSPDYExecutor(config, "POST", url)` runs a command, a
// route table takes a method without sending one.
func Verb(f *model.File, call *model.Node) (string, *model.Node) {
	fn := model.Callee(call)
	if fn == nil || call.Sym() != model.SymCall && call.Sym() != model.SymCallExpression {
		return "", nil
	}
	name := f.Text(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	if notSender(last) || stdlibCallee(f, fn) {
		return "", nil
	}
	args := call.ChildByFieldName("arguments")
	if args == nil {
		return "", nil
	}
	var list []*model.Node
	for i := 0; i < int(args.NamedChildCount()); i++ {
		if a := args.NamedChild(i); a.Sym() != model.SymComment {
			list = append(list, a)
		}
	}
	if !senderName(last) {
		return "", nil // NewSPDYExecutor(config, "POST", url) runs a command; a helper's name says it sends
	}
	for i, a := range list {
		if !isPost(f, a, true) {
			continue
		}
		target := pathArg(f, list, i)
		switch {
		case target != nil: // makeApiRequest(token, endpoint, params, "POST", body): the path, wherever it sits
		case a.Sym() == model.SymObject: // httpsRequest({ hostname, path: "/v1/x", method: "POST" })
			for _, k := range []string{"path", "url", "uri", "endpoint"} {
				if v, _ := f.ObjectProp(a, k); v != nil {
					target = v
					break
				}
			}
			if target == nil && i > 0 {
				target = list[i-1]
			}
		case i+1 < len(list) && a.Sym() != model.SymObject:
			target = list[i+1]
		case i > 0:
			target = list[i-1]
		}
		if target != nil && target.Sym() == model.SymKeywordArgument {
			target = target.ChildByFieldName("value")
		}
		return "POST", target
	}
	if defaultPost(f, fn, list) {
		target := pathArg(f, list, -1)
		if target == nil && len(list) > 0 && list[0].Sym() != model.SymKeywordArgument {
			target = list[0]
		}
		return "POST", target
	}
	return "", nil
}

// defaultPost reports whether call's callee fn is a function of this file
// whose method parameter (method, http_method, verb) defaults to POST, the
// call leaving it out (`async def make_request(url, method: str = "POST",
// payload=None)` called as `make_request(url, payload=payload)`), and whose
// body hands that parameter to a call (`client.request(method, url)`): the
// language gives the omitted argument its default (Python's default
// parameter values, JavaScript's `method = "POST"`), so the helper sends a
// POST. list holds the call's arguments.
func defaultPost(f *model.File, fn *model.Node, list []*model.Node) bool {
	def := f.LocalFunc(fn)
	if def == nil {
		return false
	}
	params := def.ChildByFieldName("parameters")
	if params == nil {
		return false
	}
	pos, name := -1, ""
	idx := 0
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		var pname, value *model.Node
		switch p.Sym() {
		case model.SymComment:
			continue
		case model.SymDefaultParameter, model.SymTypedDefaultParameter: // Python: method="POST", method: str = "POST"
			pname, value = p.ChildByFieldName("name"), p.ChildByFieldName("value")
		case model.SymAssignmentPattern: // JavaScript: method = "POST"
			pname, value = p.ChildByFieldName("left"), p.ChildByFieldName("right")
		case model.SymRequiredParameter, model.SymOptionalParameter: // TypeScript: method: string = "POST"
			pname, value = p.ChildByFieldName("pattern"), p.ChildByFieldName("value")
		case model.SymIdentifier:
			if idx == 0 && (f.Text(p) == "self" || f.Text(p) == "cls") && (fn.Sym() == model.SymAttribute) {
				continue // a method's receiver: not among the call's arguments
			}
		}
		if pname != nil && value != nil && pname.Sym() == model.SymIdentifier {
			switch k := strings.ToLower(f.Text(pname)); k {
			case "method", "http_method", "verb":
				if literalPost(f, value, true) {
					pos, name = idx, f.Text(pname)
				}
			}
		}
		idx++
	}
	if pos < 0 {
		return false
	}
	positional := 0
	for _, a := range list {
		if a.Sym() == model.SymKeywordArgument {
			if f.Text(a.ChildByFieldName("name")) == name {
				return false // method=... given: isPost read it
			}
			continue
		}
		if a.Sym() == model.SymListSplat || a.Sym() == model.SymDictionarySplat || a.Sym() == model.SymSpreadElement {
			return false // *args, **kw, ...rest: the method may be among them
		}
		positional++
	}
	if positional > pos {
		return false // the method given in place: isPost read it
	}
	used := false
	model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
		if used {
			return false
		}
		if n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression {
			if args := n.ChildByFieldName("arguments"); args != nil {
				for i := 0; i < int(args.NamedChildCount()); i++ {
					a := args.NamedChild(i)
					switch a.Sym() {
					case model.SymKeywordArgument: // client.request(method=method)
						a = a.ChildByFieldName("value")
					case model.SymObject: // fetch(url, { method }), fetch(url, { method: method })
						for j := 0; j < int(a.NamedChildCount()); j++ {
							p := a.NamedChild(j)
							if p.Sym() == model.SymPair {
								p = p.ChildByFieldName("value")
							}
							if p != nil && (p.Sym() == model.SymIdentifier || p.Sym() == model.SymShorthandPropertyIdentifier) && f.Text(p) == name {
								used = true
							}
						}
						continue
					}
					if a != nil && a.Sym() == model.SymIdentifier && f.Text(a) == name {
						used = true
					}
				}
			}
		}
		return !used
	})
	return used
}

// pathArg returns the one argument of list other than the method (at
// index skip) that plainly names a request's target: a string or template
// literal that begins with "/" or "http", or an identifier or member named
// for one (path, url, uri, endpoint, route). A helper that takes the method
// after its path and before its body (`makeApiRequest(token, endpoint,
// params, "POST", body)`) names its target this way; nil when no argument or
// more than one does, and the caller falls back to the neighbours of the
// method.
func pathArg(f *model.File, list []*model.Node, skip int) *model.Node {
	var found *model.Node
	for i, a := range list {
		if i == skip || !pathLike(f, a) {
			continue
		}
		if found != nil {
			return nil
		}
		found = a
	}
	return found
}

// pathLike reports whether argument a plainly names a request target
// (pathArg).
func pathLike(f *model.File, a *model.Node) bool {
	if a.Sym() == model.SymKeywordArgument {
		a = a.ChildByFieldName("value")
	}
	a = model.Unwrap(a)
	if a == nil {
		return false
	}
	switch a.Sym() {
	case model.SymString, model.SymTemplateString, model.SymInterpretedStringLiteral, model.SymRawStringLiteral:
		t := strings.TrimLeft(f.Text(a), "'\"`fFrRbB")
		return strings.HasPrefix(t, "/") || strings.HasPrefix(t, "http")
	case model.SymIdentifier, model.SymMemberExpression, model.SymAttribute, model.SymSelectorExpression:
		name := f.Text(a)
		name = name[strings.LastIndex(name, ".")+1:]
		for _, w := range words(name) {
			switch w {
			case "path", "url", "uri", "endpoint", "route":
				return true
			}
		}
	}
	return false
}

// isPost reports whether argument a gives the method POST: the literal,
// http.MethodPost, a keyword method="POST" (Python) or an object literal
// with `method: "POST"` (JavaScript options).
func isPost(f *model.File, a *model.Node, sender bool) bool {
	switch a.Sym() {
	case model.SymKeywordArgument:
		k := strings.ToLower(f.Text(a.ChildByFieldName("name")))
		return (k == "method" || k == "http_method" || k == "verb") && literalPost(f, a.ChildByFieldName("value"), true)
	case model.SymObject:
		for i := 0; i < int(a.NamedChildCount()); i++ {
			p := a.NamedChild(i)
			if p.Sym() == model.SymPair && strings.Trim(f.Text(p.ChildByFieldName("key")), `'"`) == "method" {
				return literalPost(f, p.ChildByFieldName("value"), true)
			}
		}
		return false
	}
	return literalPost(f, a, sender)
}

// literalPost reports whether n is the string POST (any case when anyCase)
// or Go's http.MethodPost.
func literalPost(f *model.File, n *model.Node, anyCase bool) bool {
	n = model.Unwrap(n)
	if n == nil {
		return false
	}
	switch n.Sym() {
	case model.SymString, model.SymInterpretedStringLiteral, model.SymRawStringLiteral:
		t := strings.Trim(f.Text(n), "'\"`")
		return t == "POST" || anyCase && strings.EqualFold(t, "post")
	case model.SymTemplateString:
		return f.Text(n) == "`POST`"
	case model.SymSelectorExpression:
		return model.ImportedName(f, n) == "net/http.MethodPost"
	}
	return false
}

// senderWords are words of a callee's name that say it sends a request.
var senderWords = []string{"request", "fetch", "http", "api", "call", "send", "execute", "invoke", "query", "rest", "client",
	// a generic write helper (opik's write_json(method, path, body)): it sends the write it is handed
	"write"}

// senderName reports whether a callee's name says it sends a request
// (`_make_request`, `apiCall`, `doHTTP`, `fetchJSON`).
func senderName(last string) bool {
	low := strings.ToLower(last)
	for _, w := range senderWords {
		if strings.Contains(low, w) {
			return true
		}
	}
	return low == "do" || low == "_do" || strings.HasPrefix(low, "do_") || strings.HasPrefix(last, "do") && len(last) > 2 && last[2] >= 'A' && last[2] <= 'Z'
}

// notSenderWords are words of callee names that take a method without
// sending it: route registrations, comparisons, logging, signing for a
// request built elsewhere is kept (the request follows), mocks.
var notSenderWords = map[string]bool{"route": true, "routes": true, "handle": true, "handler": true, "method": true, "methods": true,
	"register": true, "on": true, "use": true, "mount": true, "match": true, "matches": true, "equal": true, "equals": true,
	"fold": true, "compare": true, "contains": true, "includes": true, "has": true, "is": true, "startswith": true,
	"log": true, "debug": true, "info": true, "warn": true, "warning": true, "error": true, "print": true, "printf": true,
	"println": true, "sprintf": true, "errorf": true, "format": true, "assert": true, "expect": true, "mock": true,
	"nock": true, "intercept": true, "stub": true, "spy": true, "push": true, "append": true, "add": true, "set": true,
	"get": true, "index": true, "lower": true, "upper": true, "cors": true, "allow": true, "allowed": true}

// notSender reports whether a callee's name says it takes a method without
// sending a request (notSenderWords). The words after a "with" say how the
// helper does its work, not what it does (`makeApiRequestWithErrorHandling`,
// `callWithLogging`, `fetch_with_error_handling`): they are not read, so the
// "error" of an error-handling wrapper does not make it a log call, while
// `logWithContext` and `handleWithRetry` stay none.
func notSender(last string) bool {
	for _, w := range words(last) {
		if w == "with" {
			break
		}
		if notSenderWords[w] {
			return true
		}
	}
	return false
}

// words splits a name into lowercase words at underscores and camelCase
// boundaries.
func words(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '_' || i > start && s[i] >= 'A' && s[i] <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z' {
			if i > start {
				out = append(out, strings.ToLower(strings.Trim(s[start:i], "_")))
			}
			start = i
			if i < len(s) && s[i] == '_' {
				start = i + 1
			}
		}
	}
	return out
}

// stdlibCallee reports whether fn is a function of a standard library or
// of a well-known HTTP client, whose rows in package checks/facts/retry say
// what it sends (Go's http.NewRequest builds a request the Do call sends;
// requests.request, axios): not a helper of the server's own.
func stdlibCallee(f *model.File, fn *model.Node) bool {
	q := model.ImportedName(f, fn)
	if q == "" {
		return false
	}
	if f.Lang == model.LangGo {
		head, _, _ := strings.Cut(q, "/")
		// net/http, strings, ...: no module host, and a top-level folder of
		// the standard library; a module of the server's own may have no
		// host either (go.mod's `module atlassian-dc-mcp-go`, imported as
		// atlassian-dc-mcp-go/internal/client): its helper is the server's
		return !strings.Contains(head, ".") && goStdTop[head]
	}
	mod := q
	if i := strings.IndexAny(q, "."); i >= 0 && !strings.HasPrefix(q, ".") {
		mod = q[:i]
	}
	switch mod {
	case "requests", "httpx", "aiohttp", "urllib3", "urllib", "http", "axios", "got", "ky", "node-fetch", "undici", "superagent":
		return true
	}
	return false
}

// goStdTop are the top-level folders of Go's standard library
// (https://pkg.go.dev/std): an import path without a module host whose
// first element is none of them is a module of the repository's own (a
// go.mod `module name` without a host, https://go.dev/ref/mod#module-path).
var goStdTop = map[string]bool{"archive": true, "bufio": true, "builtin": true, "bytes": true, "cmp": true, "compress": true,
	"container": true, "context": true, "crypto": true, "database": true, "debug": true, "embed": true, "encoding": true,
	"errors": true, "expvar": true, "flag": true, "fmt": true, "go": true, "hash": true, "html": true, "image": true,
	"index": true, "io": true, "iter": true, "log": true, "maps": true, "math": true, "mime": true, "net": true, "os": true,
	"path": true, "plugin": true, "reflect": true, "regexp": true, "runtime": true, "slices": true, "sort": true,
	"strconv": true, "strings": true, "structs": true, "sync": true, "syscall": true, "testing": true, "text": true,
	"time": true, "unicode": true, "unique": true, "unsafe": true, "weak": true}
