// Package goasguard recognises, for RC402 in Go, a predicate function of the
// file's package that only asks errors.As or errors.Is about its error
// parameter:
//
//	func isTraceUpstreamError(err error) bool {
//		var upstreamErr *traceUpstreamError
//		return errors.As(err, &upstreamErr)
//	}
//
// `if isTraceUpstreamError(err) { return traceToolErrorResult(err), nil, nil }`
// is then the same guard as `if errors.As(err, &upstreamErr) {...}` written
// in place, which RC402 already takes as the project's own error type (its
// Error() text the project's; batch 12, last9/last9-mcp-server
// internal/telemetry/traces: 5 findings of session 28 read false). The errors package:
// https://pkg.go.dev/errors#As. The reading is textual over the package's
// files (handlers.GoPackageSources): a predicate with any other statement
// is no guard.
package goasguard

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/srcmemo"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// predRE matches a top-level `func name(p error) bool {` whose body is at
// most one `var x T` (or `x := ...` of a new value) and a `return
// errors.As(p, ...)` / `return errors.Is(p, ...)`, capturing the name.
var predRE = regexp.MustCompile(`(?m)^func ([A-Za-z_]\w*)\((\w+) error\) bool \{\s*(?:var \w+ \*?[\w.]+\s*|\w+ := (?:&|new\()?[\w.]+(?:\{\}|\))?\s*)?return errors\.(?:As|Is)\((\w+),[^\n]*\)\s*\}`)

// predNL is predRE with the newline before the line start in place of
// (?m)^ (predicates).
var predNL = regexp.MustCompile(`\n` + strings.TrimPrefix(predRE.String(), `(?m)^`))

// Guards returns the names of the package's errors.As / errors.Is
// predicates (the file's own included), read once per folder.
func Guards(f *model.File) map[string]bool {
	if f.Lang != model.LangGo {
		return nil
	}
	return thirdparty.Of(f).Memo("goasguard:"+f.Path, func() any {
		out := map[string]bool{}
		add := func(src []byte) {
			for _, name := range predicates(src) {
				out[name] = true
			}
		}
		add(f.Src)
		for p, src := range handlers.GoPackageSources(f) {
			// each file of the package is read once per scan, not once
			// per file of the package that asks (srcmemo)
			for _, name := range srcmemo.Of(f, "goasguard", p, src, func(b []byte) any { return predicates(b) }).([]string) {
				out[name] = true
			}
		}
		return out
	}).(map[string]bool)
}

// predicates returns the names of the predicates src declares (predRE).
func predicates(src []byte) []string {
	var out []string
	// predNL on "\n"+src finds what predRE finds on src, the newline a
	// line start's (one prepended for src's start): a match ends with "}",
	// so the next match of the one never starts at the other's last byte.
	// The literal "\nfunc " lets the matcher skip to the next candidate
	// (a pattern that begins with (?m)^ is tried at every byte).
	t := make([]byte, 0, len(src)+1)
	t = append(append(t, '\n'), src...)
	for _, m := range predNL.FindAllSubmatch(t, -1) {
		if string(m[2]) == string(m[3]) {
			out = append(out, string(m[1]))
		}
	}
	return out
}

// Guarded reports whether Go node n lies in the body of an `if` whose
// condition asks errors.As or errors.Is, directly or through one of the
// package's predicates (Guards), in the function around n: the error
// handed on there is the project's own (the function summaries then do not
// take such a call as handing a caught error to a helper).
func Guarded(f *model.File, n *model.Node) bool {
	if f.Lang != model.LangGo {
		return false
	}
	prev := n
	for p := n.Parent(); p != nil; prev, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
			return false
		case model.SymIfStatement:
			if cons := p.ChildByFieldName("consequence"); cons != nil && model.Contains(cons, prev) && asks(f, p.ChildByFieldName("condition")) {
				return true
			}
		}
	}
	return false
}

// asks reports whether cond calls errors.As, errors.Is or a Guards
// predicate.
func asks(f *model.File, cond *model.Node) bool {
	found := false
	model.Walk(cond, func(x *model.Node) bool {
		if x.Sym() == model.SymCallExpression {
			if fn := model.Callee(x); fn != nil {
				q := f.Text(fn)
				found = q == "errors.As" || q == "errors.Is" || fn.Sym() == model.SymIdentifier && Guards(f)[q]
			}
		}
		return !found
	})
	return found
}
