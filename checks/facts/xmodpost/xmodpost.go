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
	"regexp"
	"strings"

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

// readPathWords are endpoint words of synchronous reads that take a POST
// body, beyond retry.ReadTarget's: Firecrawl's POST /v1/scrape returns the
// page's content and POST /v1/map the site's links, and neither creates
// anything upstream (https://docs.firecrawl.dev/api-reference/endpoint/scrape,
// https://docs.firecrawl.dev/api-reference/endpoint/map), unlike /crawl and
// /extract, which start a job.
var readPathWords = map[string]bool{"scrape": true, "map": true}

// stringSyms are the literals ReadsOnly reads in a config value.
var stringSyms = model.NewSymBitset(model.SymString, model.SymTemplateString)

// wordRE splits an endpoint into words.
var wordRE = regexp.MustCompile(`[A-Za-z]+`)

// ReadsOnly reports whether a helper call's caller passes the helper an
// endpoint that names a read: an argument whose text retry.ReadTarget
// reads as one, or a path into an object another module of the repository
// exports (`config.processing.firecrawl_scrape.base_url`, with `export const
// config = { processing: { firecrawl_scrape: { base_url: X ? `${X}/v2/scrape`
// : 'https://api.firecrawl.dev/v2/scrape' } } }`) whose every string is such
// an endpoint. The POST such a helper sends is a read a repeat leaves as it
// was (mcp-omnisearch's scrape and map providers).
func ReadsOnly(f *model.File, call *model.Node) bool {
	args := model.Args(call)
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch a.Sym() {
		case model.SymString, model.SymTemplateString, model.SymIdentifier, model.SymMemberExpression:
		default:
			continue // a body or options object: its keys name no endpoint
		}
		if retry.ReadTarget(f, a) || readWords(f.Text(a)) {
			return true
		}
		if a.Sym() != model.SymMemberExpression {
			continue
		}
		path := strings.Split(f.Text(a), ".")
		if len(path) < 2 {
			continue
		}
		mf, v := jsfactory.ImportedValue(f, path[0])
		for _, k := range path[1:] {
			if v == nil {
				break
			}
			v, _ = mf.ObjectProp(v, k)
			v = model.Unwrap(v)
		}
		if v == nil {
			continue
		}
		n, reads := 0, true
		mf.WalkSyms(v, stringSyms, func(s *model.Node) bool {
			n++
			reads = reads && (retry.ReadTarget(mf, s) || readWords(mf.Text(s)))
			return false
		})
		if n > 0 && reads {
			return true
		}
	}
	return false
}

// readWords reports whether text names an endpoint of readPathWords by a
// whole word.
func readWords(text string) bool {
	for _, w := range wordRE.FindAllString(text, -1) {
		if readPathWords[strings.ToLower(w)] {
			return true
		}
	}
	return false
}
