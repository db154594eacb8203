// Package jscb tells whether a JavaScript or TypeScript callback runs while
// the function around it runs, because the call it is handed to is awaited or
// returned: `return this.handleRequest(async () => this.http.post(...))`,
// `await pRetry(() => fetch(url), { retries: 3 })`, `await
// db.transaction(async (tx) => ...)`, `return limiter.schedule(() => ...)`.
// A retry wrapper, a queue, a transaction or a tracing span runs the callback
// and settles with its result, so what the callback does (a POST, a fetch
// without a signal, an upstream error) is what the function does. The
// function summaries (checks/summary) count such a callback's calls as the
// function's own, as they count a Promise executor's (bench/realcode
// blind7-misses.tsv, "summary: request inside a callback passed to a wrapper
// not followed": mcp-server-trello's handleRequest). A callback registered for
// later (a tool or route handler, a timer, an event listener) is not awaited
// and stays apart; a callback run in a browser page (page.evaluate) or a
// worker is not the function's own work either.
package jscb

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Awaited reports whether function expression fn (an arrow function or a
// function expression) is an argument of a call that is awaited or returned
// as is (`await wrap(fn)`, `return wrap(fn)`, `return await wrap(fn)`, an
// arrow function's expression body `() => wrap(fn)`), and the callee is not
// a browser-page or worker runner (evaluate, $eval, runInWorker, ...).
func Awaited(f *model.File, fn *model.Node) bool {
	if !f.Lang.IsJS() {
		return false
	}
	switch fn.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
	default:
		return false
	}
	args := fn.Parent()
	if args == nil || args.Sym() != model.SymArguments {
		return false
	}
	call := args.Parent()
	if call == nil || call.Sym() != model.SymCallExpression {
		return false
	}
	callee := model.Callee(call)
	if callee == nil {
		return false
	}
	name := f.Text(callee)
	low := strings.ToLower(name[strings.LastIndex(name, ".")+1:])
	if notOwn[low] || strings.Contains(low, "eval") || strings.Contains(low, "worker") || strings.Contains(low, "thread") {
		return false
	}
	p := call.Parent()
	for p != nil && p.Sym() == model.SymParenthesizedExpression {
		p = p.Parent()
	}
	if p == nil {
		return false
	}
	switch p.Sym() {
	case model.SymAwaitExpression, model.SymReturnStatement:
		return true
	case model.SymArrowFunction:
		return model.SameSpan(p.ChildByFieldName("body"), call)
	}
	return false
}

// notOwn are callees (last segment, lower case) whose callback runs later or
// elsewhere even when the call is awaited: timers, listeners, registrations.
var notOwn = map[string]bool{"settimeout": true, "setinterval": true, "setimmediate": true, "nexttick": true,
	"on": true, "once": true, "addlistener": true, "addeventlistener": true, "listen": true, "tool": true,
	"registertool": true, "setrequesthandler": true, "resource": true, "prompt": true, "exposefunction": true,
	"addinitscript": true, "route": true, "use": true}

// jsInline are the array methods whose callback runs before they return
// (RC201's list).
var jsInline = map[string]bool{"forEach": true, "map": true, "filter": true, "reduce": true,
	"reduceRight": true, "some": true, "every": true, "find": true, "findIndex": true, "findLast": true,
	"findLastIndex": true, "flatMap": true}

// RunsInline reports whether a JS function expression runs before the call
// it is the first argument of returns: a Promise executor or an array
// iteration callback.
func RunsInline(f *model.File, fn *model.Node) bool {
	args := fn.Parent()
	if args == nil || args.Sym() != model.SymArguments || args.NamedChildCount() == 0 || !model.SameSpan(args.NamedChild(0), fn) {
		return false
	}
	call := args.Parent()
	if call == nil {
		return false
	}
	callee := model.Callee(call)
	switch {
	case call.Sym() == model.SymNewExpression:
		return f.Text(callee) == "Promise"
	case call.Sym() == model.SymCallExpression && callee != nil && callee.Sym() == model.SymMemberExpression:
		return jsInline[f.Text(callee.ChildByFieldName("property"))]
	}
	return false
}
