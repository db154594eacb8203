// Package batchpost tells whether a POST is a multipart batch that carries
// requests its callers choose: Google's batch endpoint
// (https://developers.google.com/calendar/api/guides/batch: a POST of
// Content-Type multipart/mixed whose parts are HTTP requests, each with its
// own method) built from a parameter of the function that sends it. The POST
// itself creates nothing; each part does what its own method does, so a
// retry re-sends creates only when a part is one. When the parts come from
// the function's caller and the file builds no part with a mutating method,
// the parts' methods are the callers' to choose, and RC301 reads the batch
// as it reads a request whose method the callers choose (jsanymethod.go: a
// caller the file does not show is not counted; bench/realcode/blind-unlisted.tsv:
// google-calendar-mcp BatchRequestHandler.ts:62, whose only caller batches
// GET event lists).
package batchpost

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// CallerParts reports whether JavaScript/TypeScript request call (fetch-like:
// URL then an init object) sends a multipart/mixed body (the init object's
// text names the content type) that a parameter of the function around the
// call builds (the body's value, or what the file binds it to, names that
// parameter: `body: this.createBatchBody(requests)`), and no object literal of
// the file outside the call gives a part a mutating method (`{ method:
// "POST", path }`; a request's own options, the second argument of a call,
// are no part). A body the function builds from no parameter, or a file
// that builds a POST, PATCH, PUT or DELETE part, is no caller's batch: false.
func CallerParts(f *model.File, call *model.Node) bool {
	if f == nil || !f.Lang.IsJS() || call == nil {
		return false
	}
	init := model.Arg(call, 1)
	if init == nil || init.Sym() != model.SymObject || !strings.Contains(strings.ToLower(f.Text(init)), "multipart/mixed") {
		return false
	}
	body, _ := f.ObjectProp(init, "body")
	if body == nil || !fromParam(f, call, body) {
		return false
	}
	mutating := false
	f.NodesOf(model.NewSymBitset(model.SymObject), func(o *model.Node) bool {
		if mutating || o.StartByte() >= call.StartByte() && o.EndByte() <= call.EndByte() || requestInit(o) {
			return !mutating
		}
		if m, _ := f.ObjectProp(o, "method"); m != nil {
			if !readMethod.MatchString(f.Text(m)) {
				mutating = true // a mutating part, or one whose method the file does not state
			}
		}
		return !mutating
	})
	return !mutating
}

// readMethod matches a method value that is a literal read method, also
// cast (`"GET" as const`).
var readMethod = regexp.MustCompile(`(?i)^\s*["'\x60](GET|HEAD|OPTIONS)["'\x60]`)

// requestInit reports whether object o is the second argument of a call,
// a request's own options (`fetch(url, { method: "POST" })`), not a part.
func requestInit(o *model.Node) bool {
	args := o.Parent()
	if args == nil || args.Sym() != model.SymArguments {
		return false
	}
	call := args.Parent()
	return call != nil && model.Arg(call, 1) == o
}

// fromParam reports whether expression v, or the value the file binds it to,
// names a parameter of the function around call.
func fromParam(f *model.File, call, v *model.Node) bool {
	for _, e := range []*model.Node{v, f.Resolve(v)} {
		if e == nil {
			continue
		}
		found := false
		model.Walk(e, func(n *model.Node) bool {
			if found {
				return false
			}
			if n.Sym() == model.SymIdentifier && model.IsParamOf(f, call, f.Text(n)) {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
