package rc602

import (
	"fmt"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds the Python per-item fan-out of RC602, the counterpart of
// fanout.go: asyncio.gather(*[client.get(x) for x in xs]) (a list or
// generator comprehension, inline or bound to a local name) without
// return_exceptions=True, whose per-item coroutine is an upstream request
// or write, and whose result is used. One failed item raises out of gather
// and the results of every other item are lost.

// pyFanOut reports gather call (callee fn) over the splat argument splat
// when it is such a fan-out; it reports whether splat was a comprehension
// it could judge (reported or not).
func pyFanOut(p *model.Pass, call, fn, splat *model.Node) {
	f := p.File
	if splat.NamedChildCount() == 0 {
		return
	}
	coll := model.Unwrap(splat.NamedChild(0))
	var body *model.Node
	if coll.Sym() == model.SymIdentifier {
		v := f.Lookup(f.Text(coll), coll)
		if v == nil {
			return
		}
		if v = model.Unwrap(v); v.Sym() == model.SymList && v.NamedChildCount() == 0 {
			// tasks = []; for x in xs: tasks.append(client.get(x))
			body = pyAppended(f, f.Text(coll), call)
		}
		coll = v
	}
	if body == nil && !isComprehension(coll) {
		return
	}
	if body == nil {
		body = model.Unwrap(coll.ChildByFieldName("body"))
	}
	body = unwrapTask(f, body)
	if body == nil || body.Sym() != model.SymCall || !pyItemUpstream(f, body, 0) || !resultUsed(f, call) {
		return
	}
	p.Report(fn, fmt.Sprintf("one failed %s raises out of this asyncio.gather over the items of a list and discards the results of every other item; "+
		"pass return_exceptions=True (or catch per item) and return the items that succeeded with the failed ones named", jsCallName(f, body)),
		"return_exceptions=True")
}

// pyItemUpstream reports whether a per-item coroutine call reaches an
// upstream: a known HTTP client call, a method whose name has a request or
// write verb (client.get_issue(i), session.fetch(u)) or whose receiver chain
// names a client, or a helper of this file (a def or self method, up to
// pyHelperDepth levels deep) that awaits such a call with no try of its own
// that answers without raising (a try whose handlers re-raise, wrap and
// raise, or raise on all but a not-found answer does not stop the failure).
func pyItemUpstream(f *model.File, c *model.Node, depth int) bool {
	if _, _, ok := model.UpstreamCall(f, c); ok {
		return true
	}
	callee := model.Callee(c)
	if callee == nil {
		return false
	}
	if h := f.LocalFunc(callee); h != nil {
		if depth >= pyHelperDepth || swallowingTry(h) {
			return false
		}
		found := false
		model.Walk(h, func(n *model.Node) bool {
			if found {
				return false
			}
			if n.Sym() == model.SymAwait && n.NamedChildCount() > 0 {
				if a := model.Unwrap(n.NamedChild(0)); a.Sym() == model.SymCall && pyItemUpstream(f, a, depth+1) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	if callee.Sym() != model.SymAttribute {
		return false
	}
	name := f.Text(callee.ChildByFieldName("attribute"))
	if pyLocalWork(f.Text(callee)) || accumulatorCall.MatchString(name) {
		return false
	}
	for _, w := range splitWords(name) {
		if fanoutVerbs[w] {
			return true
		}
	}
	return loopUpstream(f, nil, c)
}

// pyHelperDepth is how many helpers of the file deep pyItemUpstream follows a
// per-item call to its request: self.get -> self._cached_get -> self._fetch
// -> self._http.get is three.
const pyHelperDepth = 4

// swallowingTry reports whether a Python function has a try statement of its
// own (outside nested functions) whose except clauses all answer without
// raising (pyHandlersSwallow).
func swallowingTry(fn *model.Node) bool {
	found := false
	model.Walk(fn, func(n *model.Node) bool {
		if n != fn && (n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda) {
			return false
		}
		found = found || (n.Sym() == model.SymTryStatement && pyHandlersSwallow(n))
		return !found
	})
	return found
}

// pyAppended returns the first call appended to list name inside a loop of
// the function holding use, before use (create_task wrappers removed), or nil.
func pyAppended(f *model.File, name string, use *model.Node) *model.Node {
	scope := model.EnclosingFunc(use)
	if scope == nil {
		return nil
	}
	var got *model.Node
	model.Walk(scope, func(n *model.Node) bool {
		if got != nil || n.StartByte() >= use.StartByte() {
			return false
		}
		if n.Sym() != model.SymCall {
			return true
		}
		c := model.Callee(n)
		if c == nil || c.Sym() != model.SymAttribute || f.Text(c.ChildByFieldName("object")) != name ||
			f.Text(c.ChildByFieldName("attribute")) != "append" || !inLoop(n, scope) {
			return true
		}
		if a := unwrapTask(f, model.Unwrap(model.Arg(n, 0))); a != nil && a.Sym() == model.SymCall {
			got = a
		}
		return true
	})
	return got
}

// unwrapTask returns the coroutine call inside asyncio.create_task(c) or
// asyncio.ensure_future(c), else c itself.
func unwrapTask(f *model.File, c *model.Node) *model.Node {
	if c == nil || c.Sym() != model.SymCall {
		return c
	}
	switch f.QualifiedName(model.Callee(c)) {
	case "asyncio.create_task", "asyncio.ensure_future":
		if a := model.Unwrap(model.Arg(c, 0)); a != nil {
			return a
		}
	}
	if n := f.Text(model.Callee(c)); n == "tg.create_task" || n == "loop.create_task" {
		if a := model.Unwrap(model.Arg(c, 0)); a != nil {
			return a
		}
	}
	return c
}

// isComprehension reports whether n is a Python comprehension (list,
// generator, set): a node with a body field and a for_in_clause.
func isComprehension(n *model.Node) bool {
	if n.ChildByFieldName("body") == nil {
		return false
	}
	for i := 0; i < int(n.NamedChildCount()); i++ {
		if n.NamedChild(i).Sym() == model.SymForInClause {
			return true
		}
	}
	return false
}
