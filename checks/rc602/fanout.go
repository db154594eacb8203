package rc602

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jscatch"
	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// This file holds the per-item fan-out shape of RC602: Promise.all over
// items.map(cb) (inline, or through a local `const ps = items.map(cb)`)
// whose callback makes one upstream request or write per item and does not
// handle its own failure. One failed item rejects the aggregate: a listing
// enriched with a detail lookup per entry (messages.list, then
// messages.get per message), the days of a date range, or a bulk of inserts
// loses every result, and for writes the caller is not told which ones went
// through. The reference is the checklist's pattern 7 (partial responses
// over total failures) and Promise.allSettled's own documentation, which
// names "multiple asynchronous tasks that are not dependent on one another"
// as its use; a batch of independent per-item calls is that case.

// fanoutVerbs are words of a method or function name that mark a per-item
// request to an upstream (a read or a write) when the call is awaited or is
// the value the map callback returns (a promise into Promise.all).
var fanoutVerbs = map[string]bool{
	// reads
	"get": true, "fetch": true, "list": true, "load": true, "query": true, "search": true, "find": true,
	"retrieve": true, "lookup": true, "describe": true, "request": true, "call": true, "invoke": true,
	"download": true, "execute": true,
	// writes
	"insert": true, "update": true, "delete": true, "remove": true, "create": true, "upsert": true,
	"replace": true, "destroy": true, "post": true, "put": true, "patch": true, "send": true,
	"modify": true, "archive": true, "upload": true, "publish": true, "cancel": true, "trash": true, "add": true,
}

// jsMapCall returns the callback of n when n is `xs.map(cb)` (cb an arrow
// function, a function expression or a function of this file named by an
// identifier), else nil.
func jsMapCall(f *model.File, n *model.Node) *model.Node {
	n = model.Unwrap(n)
	if n == nil || n.Sym() != model.SymCallExpression {
		return nil
	}
	fn := model.Callee(n)
	if fn == nil || fn.Sym() != model.SymMemberExpression || f.Text(fn.ChildByFieldName("property")) != "map" {
		return nil
	}
	cb := model.Unwrap(model.Arg(n, 0))
	if cb == nil {
		return nil
	}
	switch cb.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
		return cb
	case model.SymIdentifier:
		return f.LocalFunc(cb)
	}
	return nil
}

// jsFanOut reports Promise.all(call) over the per-item calls of cb (the
// callback of a map) when cb makes an upstream request or write that it
// does not catch, the aggregate's value is used, and the Promise.all does
// not sit in a callback handed to a local helper that catches the failure
// itself (processBatches(ids, 50, async batch => Promise.all(...)) whose
// helper retries item by item and records per-item failures).
func jsFanOut(p *model.Pass, call, fn, cb *model.Node) {
	f := p.File
	if jscatch.Catches(f, cb) || hasTry(cb) || degradesPerItem(f, cb) || !resultUsed(f, call) {
		return
	}
	up := jsFanOutUpstream(f, cb, 0)
	if up == nil || handledByCaller(f, call) {
		return
	}
	p.ReportFix(fn, fmt.Sprintf("one failed %s rejects this Promise.all over the items of a list and discards the results of every other item; "+
		"use Promise.allSettled (or catch per item) and return the items that succeeded with the failed ones named", jsCallName(f, up)),
		"Promise.allSettled", nil)
}

// jsCallName is a short name of a call for a message: the callee's last
// segment with "()" ("getPrompt()", "insertOne()").
func jsCallName(f *model.File, c *model.Node) string {
	name := f.Text(model.Callee(c))
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	if len(name) > 40 || strings.ContainsAny(name, " \n\t(") {
		return "call"
	}
	return name + "()"
}

// jsFanOutUpstream returns the first call in fn (a map callback or a helper
// of this file it calls, up to two levels deep) that reaches an upstream,
// or nil: a known HTTP client call or fetch, a method or function whose name
// has a verb of fanoutVerbs and whose promise is awaited or returned, or a
// helper of this file that makes such a call and has no catch of its own.
func jsFanOutUpstream(f *model.File, fn *model.Node, depth int) *model.Node {
	var found *model.Node
	model.Walk(fn, func(n *model.Node) bool {
		if found != nil {
			return false
		}
		if n != fn && (n.Sym() == model.SymArrowFunction || n.Sym() == model.SymFunctionExpression || n.Sym() == model.SymFunction) {
			return false // a nested callback runs later or elsewhere
		}
		if n.Sym() == model.SymCallExpression && jsUpstreamCall(f, fn, n, depth) {
			found = n
		}
		return found == nil
	})
	return found
}

// jsUpstreamCall reports whether call c inside function fn reaches an
// upstream (see jsFanOutUpstream).
func jsUpstreamCall(f *model.File, fn, c *model.Node, depth int) bool {
	return jsUpstreamCallP(f, fn, c, depth, false)
}

// jsUpstreamCallP is jsUpstreamCall; promise says the call's promise is
// known to be kept (pushed into the array a Promise.all awaits), so a
// request verb counts without an await.
func jsUpstreamCallP(f *model.File, fn, c *model.Node, depth int, promise bool) bool {
	callee := model.Callee(c)
	if callee == nil {
		return false
	}
	name := f.Text(callee)
	if jsLocalWork(name) || jsSetupCall.MatchString(name) || jsLifecycle.MatchString(name) ||
		strings.HasPrefix(name, "Promise.") || strings.HasPrefix(name, "console.") || strings.HasPrefix(name, "JSON.") {
		return false
	}
	if localLibChain(f, c) {
		return false // sharp(buf).removeAlpha(): a library of in-process work (localwork.go)
	}
	if _, _, ok := model.UpstreamCall(f, c); ok || name == "fetch" {
		return true
	}
	if callee.Sym() == model.SymIdentifier || model.IsSelfMember(name) {
		if h := f.LocalFunc(callee); h != nil {
			// a helper of this file: what it does decides
			return depth < 2 && h != fn && !jscatch.Catches(f, h) && jsFanOutUpstream(f, h, depth+1) != nil
		}
	}
	if !promise && !awaitedOrReturned(c, fn) {
		return false
	}
	last := name[strings.LastIndexByte(name, '.')+1:]
	for _, w := range outbound.NameWords(last) {
		if fanoutVerbs[w] {
			return true
		}
	}
	return false
}

// awaitedOrReturned reports whether the promise of call c is awaited, or is
// the value function fn returns (an expression body, or a return
// statement of fn itself), through chained .then calls.
func awaitedOrReturned(c, fn *model.Node) bool {
	n := c
	for {
		parent := n.Parent()
		if parent == nil {
			return false
		}
		switch parent.Sym() {
		case model.SymAwaitExpression, model.SymParenthesizedExpression, model.SymAsExpression, model.SymNonNullExpression:
			if parent.Sym() == model.SymAwaitExpression {
				return true
			}
			n = parent
			continue
		case model.SymMemberExpression:
			// api.get(x).then(r => r.data): the chain carries the promise
			if outer := parent.Parent(); outer != nil && outer.Sym() == model.SymCallExpression && model.Callee(outer) == parent {
				n = outer
				continue
			}
			return false
		case model.SymReturnStatement:
			return model.EnclosingFunc(parent) == fn
		}
		return parent == fn // the expression body of an arrow function
	}
}

// handledByCaller reports whether the function holding call is a callback
// passed to a helper of this file that catches failures itself (a batch
// runner that retries item by item and records per-item failures), or to
// a retry or fallback helper named for it.
func handledByCaller(f *model.File, call *model.Node) bool {
	enc := model.EnclosingFunc(call)
	if enc == nil {
		return false
	}
	args := enc.Parent()
	if args == nil || args.Sym() != model.SymArguments {
		return false
	}
	outer := args.Parent()
	if outer == nil || outer.Sym() != model.SymCallExpression {
		return false
	}
	callee := model.Callee(outer)
	if callee == nil {
		return false
	}
	if jscatch.FallbackName.MatchString(f.Text(callee)) || retry.RetryHelperName.MatchString(f.Text(callee)) {
		return true
	}
	if h := f.LocalFunc(callee); h != nil && jscatch.Catches(f, h) {
		return true
	}
	return false
}

// jsArrayElements returns the elements of a local array literal arr bound to
// name, and the arguments of its name.push(...) calls that come before use
// in the same function: the aggregate Promise.all(name) awaits. It returns
// nil for an empty literal (an accumulator filled in a loop) and when a push
// spreads a collection.
func jsArrayElements(f *model.File, arr *model.Node, name string, use *model.Node) []*model.Node {
	if arr.NamedChildCount() == 0 {
		return nil
	}
	var elems []*model.Node
	for i := 0; i < int(arr.NamedChildCount()); i++ {
		elems = append(elems, arr.NamedChild(i))
	}
	scope := model.EnclosingFunc(use)
	if scope == nil || model.EnclosingFunc(arr) != scope {
		return elems
	}
	ok := true
	model.Walk(scope, func(n *model.Node) bool {
		if n.StartByte() >= use.StartByte() {
			return false
		}
		if n.Sym() != model.SymCallExpression {
			return true
		}
		c := model.Callee(n)
		if c == nil || c.Sym() != model.SymMemberExpression || f.Text(c.ChildByFieldName("object")) != name ||
			f.Text(c.ChildByFieldName("property")) != "push" {
			return true
		}
		args := model.Args(n)
		for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
			a := args.NamedChild(i)
			if a.Sym() == model.SymSpreadElement {
				ok = false
			}
			elems = append(elems, a)
		}
		return true
	})
	if !ok {
		return nil
	}
	return elems
}

// degradesPerItem reports whether a map callback checks an upstream
// result for failure and returns a fallback entry for that item
// (`if (!r.ok) return { ...item, answers: [] }`): a client that answers
// {ok: false} instead of rejecting, already degraded item by item.
func degradesPerItem(f *model.File, cb *model.Node) bool {
	found := false
	model.Walk(cb, func(n *model.Node) bool {
		if found {
			return false
		}
		if n != cb && (n.Sym() == model.SymArrowFunction || n.Sym() == model.SymFunctionExpression || n.Sym() == model.SymFunction) {
			return false
		}
		if n.Sym() != model.SymIfStatement {
			return true
		}
		cond := f.Text(n.ChildByFieldName("condition"))
		if !failureTest.MatchString(cond) {
			return true
		}
		model.Walk(n.ChildByFieldName("consequence"), func(c *model.Node) bool {
			found = found || c.Sym() == model.SymReturnStatement
			return !found && c.Sym() != model.SymThrowStatement
		})
		return !found
	})
	return found
}

// failureTest matches the condition of an if that tests a result for
// failure: !r.ok, r.error, !res.success, r.status !== 200.
var failureTest = regexp.MustCompile(`!\s*[\w.]+\.(ok|success)\b|\.(error|errors|err)\b|\.status(Code)?\s*[!=<>]`)

// hasTry reports whether function fn has a try statement of its own (not
// in a nested function): an item whose failure is caught and rethrown with
// a message ("All entities must have a version") was failed as a whole on
// purpose — the parts of one bulk request, meaningless alone.
func hasTry(fn *model.Node) bool {
	found := false
	model.Walk(fn, func(n *model.Node) bool {
		if n != fn && (n.Sym() == model.SymArrowFunction || n.Sym() == model.SymFunctionExpression || n.Sym() == model.SymFunction) {
			return false
		}
		found = found || n.Sym() == model.SymTryStatement
		return !found
	})
	return found
}

// jsPushedFanOut reports Promise.all(name) (call, callee fn) over an array
// that starts empty and is filled by name.push(call) inside a loop, when a
// pushed call reaches an upstream: the loop form of items.map(cb).
func jsPushedFanOut(p *model.Pass, call, fn *model.Node, name string) {
	f := p.File
	scope := model.EnclosingFunc(call)
	if scope == nil || !resultUsed(f, call) {
		return
	}
	var up *model.Node
	model.Walk(scope, func(n *model.Node) bool {
		if up != nil || n.StartByte() >= call.StartByte() {
			return false
		}
		if n.Sym() != model.SymCallExpression {
			return true
		}
		c := model.Callee(n)
		if c == nil || c.Sym() != model.SymMemberExpression || f.Text(c.ChildByFieldName("object")) != name ||
			f.Text(c.ChildByFieldName("property")) != "push" || !inLoop(n, scope) {
			return true
		}
		if e := model.Unwrap(model.Arg(n, 0)); e != nil && e.Sym() == model.SymCallExpression &&
			jsElementKind(f, e) == elemCall && jsUpstreamCallP(f, scope, e, 0, true) {
			up = e
		}
		return true
	})
	if up == nil || handledByCaller(f, call) {
		return
	}
	p.Report(fn, fmt.Sprintf("one failed %s rejects this Promise.all over the items of a list and discards the results of every other item; "+
		"use Promise.allSettled (or catch per item) and return the items that succeeded with the failed ones named", jsCallName(f, up)),
		"Promise.allSettled")
}

// inLoop reports whether n sits in the body of a loop inside scope.
func inLoop(n, scope *model.Node) bool {
	for p := n.Parent(); p != nil && p != scope; p = p.Parent() {
		switch p.Sym() {
		case model.SymForStatement, model.SymWhileStatement, syntax.SymForInStatement, syntax.SymDoStatement:
			return true
		}
	}
	return false
}
