// Package xmodpost finds the POST or PATCH a JavaScript or TypeScript
// function of another module of the repository always sends: the
// repository's own request helpers (`make_firecrawl_request(...)`
// declared in common/firecrawl-utils.ts, whose body calls `http_json(name,
// url, { method: 'POST', body })`). RC301 reads it for a retried callback
// that creates through such a helper (`retry_with_backoff(crawl_request)`,
// mcp-omnisearch): the retry re-sends the helper's POST.
//
// Never a guess: the helper must be a named import of a relative module
// the scan can read, a top-level function there, and its body must send
// the POST itself (retry.MutatingRequest, or a call whose options object
// sets `method: "POST"` or "PATCH" as a string literal: fetch's init shape,
// https://developer.mozilla.org/docs/Web/API/RequestInit#method); a
// method the helper takes from its parameters is its callers' and is not
// read. A helper that mentions an idempotency key, or whose POST targets a
// read (retry.ReadOverPost), sends nothing a repeat duplicates.
// Peer: the same-file retry-wrapper scan of RC301 (one hop further).
package xmodpost

import (
	"github.com/resilience-check/resilience-check/checks/facts/jsfactory"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// callSyms are the calls Send reads in a helper's body.
var callSyms = model.NewSymBitset(model.SymCallExpression)

// Send returns the method (POST or PATCH) that the repository function
// call calls sends, the helper's module path and the line of its send;
// "" when call is not such a helper call (see the package comment).
func Send(f *model.File, call *model.Node) (method, path string, line int) {
	mf, fn := jsfactory.ImportedFunc(f, call)
	if mf == nil || fn == nil {
		return "", "", 0
	}
	body := fn.ChildByFieldName("body")
	if body == nil || retry.IdempotencyRE.MatchString(mf.Text(fn)) {
		return "", "", 0
	}
	mf.WalkSyms(body, callSyms, func(n *model.Node) bool {
		if method != "" {
			return false
		}
		m := retry.MutatingRequest(mf, n)
		if m == "" {
			m = literalMethodOpt(mf, n)
		}
		if m != "" && !retry.ReadOverPost(mf, n) {
			method, line = m, model.LineOf(mf, n)
		}
		return method == ""
	})
	if method == "" {
		return "", "", 0
	}
	return method, mf.Path, line
}

// literalMethodOpt returns POST or PATCH when an argument of call is an
// object literal whose method key is that verb as a string literal
// (`http_json(name, url, { method: 'POST', body })`), else "".
func literalMethodOpt(f *model.File, call *model.Node) string {
	args := model.Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() != model.SymObject {
			continue
		}
		m, _ := f.ObjectProp(a, "method")
		if m == nil || m.Sym() != model.SymString {
			continue
		}
		if v := retry.VerbOf(f, m); v != "" {
			return v
		}
	}
	return ""
}
