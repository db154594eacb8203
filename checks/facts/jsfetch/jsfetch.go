// Package jsfetch finds the JavaScript and TypeScript names that send a
// fetch without being spelled fetch, and the options objects a local helper
// builds for one: a module variable bound to node-fetch through a wrapper
// (`let fetch = wrapWithAuthRetry(nodeFetch, cfg)`, `const f =
// fetchCookie(nodeFetch, jar)`, `const fetchImpl = custom ?? fetch`), and
// `fetch(url, { ...getFetchConfig(), method })` whose spread is a call of a
// function of the same file that returns an object literal. Rule RC101
// reads them (issue 18: batch 4's "direct" misses were fetches behind a
// wrapper with options from a helper). It reads one parsed file and depends
// on nothing but package model.
package jsfetch

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// boundingWrapper matches the names of wrappers that add a deadline of their
// own (fetchWithTimeout, withAbort, addDeadline, ...): a fetch made through one
// is bounded by it, so it is no plain fetch.
var boundingWrapper = regexp.MustCompile(`(?i)timeout|abort|deadline|signal|timed`)

// boundsInBody matches the text of a same-file wrapper's body that bounds the
// requests it sends (an AbortSignal, a controller, a timeout option).
var boundsInBody = regexp.MustCompile(`AbortSignal|AbortController|\bsignal\b|[tT]imeout`)

// namesBound reports whether s matches boundsInBody, by substring tests
// (the pattern is an alternation with no common prefix, which the regexp
// engine tries at every byte of a function's body).
func namesBound(s string) bool {
	if strings.Contains(s, "AbortSignal") || strings.Contains(s, "AbortController") || strings.Contains(s, "timeout") || strings.Contains(s, "Timeout") {
		return true
	}
	for i := 0; ; {
		j := strings.Index(s[i:], "signal")
		if j < 0 {
			return false
		}
		at := i + j
		if (at == 0 || !wordByte(s[at-1])) && (at+len("signal") == len(s) || !wordByte(s[at+len("signal")])) {
			return true
		}
		i = at + 1
	}
}

// wordByte reports an ASCII word character, as regexp's \b reads one.
func wordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// Alias returns, for callee fn, the qualified name of the fetch
// implementation it is bound to in the file ("node-fetch", "fetch", ...) and
// true, when fn is an identifier whose visible binding is a fetch, a fetch
// passed through a wrapper call that adds no deadline (its name says none and,
// when the file defines it, its body holds no signal or timeout, and no
// argument is an options object with signal or timeout), one operand of
// `??`/`||` or of a conditional, or `fetch.bind(...)`. isFetch reports whether
// a name node is a fetch implementation (model.IsFetch). The global fetch and
// node-fetch set no timeout (node-fetch README, "Request cancellation with
// AbortSignal"); fetch-cookie, fetch-retry and project auth wrappers pass the
// caller's options on, so a fetch through them is as unbounded as the fetch.
func Alias(f *model.File, fn *model.Node, isFetch func(*model.Node, string) bool) (string, bool) {
	if fn == nil || fn.Sym() != model.SymIdentifier {
		return "", false
	}
	v := f.Lookup(f.Text(fn), fn)
	if v == nil {
		return "", false
	}
	return fetchValue(f, v, isFetch, 0)
}

// fetchValue reports whether expression v evaluates to a fetch implementation
// (see Alias), and which one.
func fetchValue(f *model.File, v *model.Node, isFetch func(*model.Node, string) bool, depth int) (string, bool) {
	v = model.Unwrap(v)
	if v == nil || depth > 4 {
		return "", false
	}
	switch v.Sym() {
	case model.SymIdentifier, model.SymMemberExpression:
		if q := model.ImportedName(f, v); isFetch(v, q) {
			if q == "" || q == f.Text(v) && q != "fetch" {
				q = "fetch"
			}
			return q, true
		}
		if v.Sym() == model.SymIdentifier {
			if b := f.Lookup(f.Text(v), v); b != nil && b != v {
				return fetchValue(f, b, isFetch, depth+1)
			} else if d := paramDefault(f, v); b == nil && d != nil {
				return fetchValue(f, d, isFetch, depth+1) // `fetch: typeof nodeFetch = nodeFetch`
			}
		}
	case model.SymBinaryExpression:
		switch f.Text(v.ChildByFieldName("operator")) {
		case "??", "||":
			for _, side := range []string{"left", "right"} {
				if q, ok := fetchValue(f, v.ChildByFieldName(side), isFetch, depth+1); ok {
					return q, true
				}
			}
		}
	case model.SymTernaryExpression:
		for _, side := range []string{"consequence", "alternative"} {
			if q, ok := fetchValue(f, v.ChildByFieldName(side), isFetch, depth+1); ok {
				return q, true
			}
		}
	case model.SymCallExpression:
		return wrapped(f, v, isFetch, depth)
	}
	return "", false
}

// wrapped reports whether call wraps a fetch implementation without adding a
// deadline: `wrap(nodeFetch, cfg)`, `fetchCookie(nodeFetch, jar)`,
// `fetch.bind(globalThis)`.
func wrapped(f *model.File, call *model.Node, isFetch func(*model.Node, string) bool, depth int) (string, bool) {
	callee := model.Callee(call)
	if callee == nil {
		return "", false
	}
	if callee.Sym() == model.SymMemberExpression && f.Text(callee.ChildByFieldName("property")) == "bind" {
		return fetchValue(f, callee.ChildByFieldName("object"), isFetch, depth+1)
	}
	if boundingWrapper.MatchString(f.Text(callee)) {
		return "", false
	}
	if def := f.LocalFunc(callee); def != nil && namesBound(f.Text(def)) {
		return "", false
	}
	q, found := "", false
	for i := 0; model.Arg(call, i) != nil; i++ {
		a := model.Unwrap(model.Arg(call, i))
		if a.Sym() == model.SymObject {
			for _, k := range []string{"signal", "timeout"} {
				if p, spread := f.ObjectProp(a, k); p != nil || spread {
					return "", false
				}
			}
			continue
		}
		if !found {
			q, found = fetchValue(f, a, isFetch, depth+1)
		}
	}
	return q, found
}

// ReturnedObjects returns the object literals a call of a function of the
// same file returns (`const getFetchConfig = () => { ...; return { headers,
// agent }; }`, `() => ({ headers })`), or nil when the callee is not defined
// in the file, or one of its returns is not an object literal (a value of
// unknown shape may hold anything).
func ReturnedObjects(f *model.File, call *model.Node) []*model.Node {
	callee := model.Callee(call)
	if callee == nil || (callee.Sym() != model.SymIdentifier && callee.Sym() != model.SymMemberExpression) {
		return nil
	}
	return ReturnedObjectsOf(f, f.LocalFunc(callee))
}

// ReturnedObjectsOf is ReturnedObjects for function definition def (a
// function declaration, an arrow function or a function expression): the
// object literals it returns, or nil when def is nil, its body names a
// bound, or one of its returns is not an object literal.
func ReturnedObjectsOf(f *model.File, def *model.Node) []*model.Node {
	if def == nil {
		return nil
	}
	body := def.ChildByFieldName("body")
	if body == nil || namesBound(f.Text(body)) {
		return nil // the helper may set a bound some way this reading does not follow
	}
	if b := model.Unwrap(body); b.Sym() == model.SymObject { // () => ({ ... })
		return []*model.Node{b}
	}
	var out []*model.Node
	ok := true
	model.Walk(body, func(n *model.Node) bool {
		if !ok {
			return false
		}
		if n != body && n.IsScope() {
			return false // a nested function's returns are its own
		}
		if n.Sym() != model.SymReturnStatement {
			return true
		}
		r := model.Unwrap(n.NamedChild(0))
		if r == nil {
			ok = false
			return false
		}
		if r.Sym() != model.SymObject {
			r = model.Unwrap(f.Resolve(r))
		}
		if r == nil || r.Sym() != model.SymObject {
			ok = false
			return false
		}
		out = append(out, r)
		return false
	})
	if !ok {
		return nil
	}
	return out
}

// paramDefault is the default value of the parameter of the function
// enclosing identifier v that v names (`constructor(key, fetch: typeof
// nodeFetch = nodeFetch)`, `fetchFn = undiciFetch`), or nil: a caller that
// passes none gets that value, so, as for the global fetch (model.IsFetch),
// the default decides what the name holds (Semgrep's and CodeQL's dataflow
// take a parameter's default as one of its values).
func paramDefault(f *model.File, v *model.Node) *model.Node {
	fn := model.EnclosingFunc(v)
	if fn == nil {
		return nil
	}
	ps := fn.ChildByFieldName("parameters")
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		switch p := ps.NamedChild(i); p.Sym() {
		case model.SymRequiredParameter, model.SymOptionalParameter:
			if f.Text(p.ChildByFieldName("pattern")) == f.Text(v) {
				return p.ChildByFieldName("value")
			}
		case model.SymAssignmentPattern:
			if f.Text(p.ChildByFieldName("left")) == f.Text(v) {
				return p.ChildByFieldName("right")
			}
		}
	}
	return nil
}
