// Package heldtry links a retry loop's attempt to the timeout of the client
// it sends on when that timeout is written where the client is built, not in
// the loop: `client = await self._get_client()` before `while retries <=
// self.max_retries: await client.request(...)` with `self._client =
// httpx.AsyncClient(timeout=httpx.Timeout(30.0))` in the accessor
// (cventers/youtrack-mcp), `client = self._client_for(key)` and
// `self._send_once(client, ...)` in the loop with `return
// httpx.Client(timeout=_DEFAULT_TIMEOUT_SECONDS)` in a factory the accessor
// calls (ccwellness/klaviyo-mcp), `self.http.get(...)` on a member built in
// the constructor, a module client (`const http = axios.create({ timeout:
// 20000 })`) or an `async with httpx.AsyncClient(timeout=20) as client:`
// around the loop. Each attempt gets the client's whole timeout, so the
// loop waits attempts × (timeout + wait): RC104's loopWaits sums it as it
// sums a timeout written in the loop's body.
//
// Sources: httpx timeouts apply per request
// (https://www.python-httpx.org/advanced/timeouts/), axios `timeout` per
// request (https://axios-http.com/docs/req_config); CWE-400, CWE-1088
// (synchronous access of a remote resource without timeout); peer step
// RC104's held client (checks/rc104/heldclient.go), which charges a client's
// timeout over the budget to the tools using it.
package heldtry

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Via returns the index in ats (timeouts the rule read in file f, each the
// `timeout` keyword or option of its node) of the one whose client a pass
// of loop (body its body) sends on, -1 for none. A timeout counts when it is
// the `timeout` keyword or option of a client construction outside the body
// and the loop's function reaches that client: through the member the
// construction is assigned to (same class), a name bound to it (at module
// level, or in the loop's own function, `async with ... as client`), or a
// function that builds or hands it out (a factory returning it, an
// accessor assigning it to a member; or a method of the class calling one)
// whose result the body uses, directly or through a local bound to it. A
// helper that makes the request itself and returns its result (`response =
// requests.post(url, timeout=30); return response.json()`) is such a
// function too: each call of it in a pass waits up to its timeout.
func Via(f *model.File, loop, body *model.Node, ats []*model.Node) int {
	if f.Lang == model.LangGo {
		return -1
	}
	fn := model.EnclosingFunc(loop)
	if fn == nil {
		return -1
	}
	cls := tval.ClassOf(loop)
	for i, at := range ats {
		ctor := construction(f, at)
		if ctor == nil || model.Contains(body, ctor) {
			continue
		}
		if reaches(f, fn, cls, body, ctor) {
			return i
		}
	}
	return -1
}

// construction returns the client construction whose `timeout` keyword or
// option at is (through argument lists, option objects and timeout objects
// such as `httpx.Timeout(30.0)`), nil when at is not one.
func construction(f *model.File, at *model.Node) *model.Node {
	named := false
	for q := at.Parent(); q != nil; q = q.Parent() {
		switch q.Sym() {
		case model.SymKeywordArgument:
			if n := q.ChildByFieldName("name"); n != nil {
				named = f.Text(n) == "timeout"
			}
		case model.SymPair:
			if k := q.ChildByFieldName("key"); k != nil {
				named = strings.Trim(f.Text(k), `"'`) == "timeout"
			}
		case model.SymArgumentList, model.SymArguments, model.SymObject, model.SymParenthesizedExpression:
		case model.SymCall, model.SymCallExpression, model.SymNewExpression:
			if c := model.Callee(q); c != nil && strings.HasSuffix(f.Text(c), "Timeout") {
				continue // httpx.Timeout(30.0): the client is the call around it
			}
			if !named {
				return nil
			}
			return q
		default:
			return nil
		}
	}
	return nil
}

// holder is how a construction's client is held: a self./this. member, a
// name (module-level, or local to one function), or functions that return
// it or assign it to a member.
type holder struct {
	member    string      // "self._client"
	name      string      // "client"
	nameScope *model.Node // the function the name is local to; nil at module level
	factories map[string]bool
}

// holderOf reads how ctor's value is held.
func holderOf(f *model.File, ctor *model.Node) holder {
	h := holder{factories: map[string]bool{}}
	owner := model.EnclosingFunc(ctor)
	q := ctor.Parent()
	for q != nil && (q.Sym() == model.SymAwait || q.Sym() == model.SymAwaitExpression || q.Sym() == model.SymParenthesizedExpression) {
		q = q.Parent()
	}
	if q == nil {
		return h
	}
	switch q.Sym() {
	case model.SymReturnStatement:
		if owner != nil {
			h.factories[model.FuncName(f, owner)] = true
		}
	case model.SymAsPattern:
		if a := q.ChildByFieldName("alias"); a != nil {
			h.name, h.nameScope = strings.TrimSpace(f.Text(a)), owner
		}
	case model.SymAssignment, model.SymAssignmentExpression, model.SymVariableDeclarator:
		l, _ := adapt.BindingParts(q)
		if l == nil {
			return h
		}
		t := f.Text(l)
		switch {
		case model.IsSelfMember(t):
			h.member = t
			if owner != nil {
				h.factories[model.FuncName(f, owner)] = true // a lazy accessor: `self._client = ...; return self._client`
			}
		case l.Sym() == model.SymIdentifier:
			h.name, h.nameScope = t, owner
			if owner != nil && returnsName(f, owner, t) {
				h.factories[model.FuncName(f, owner)] = true // the helper's request: its result, or the client, is returned
			}
		}
	}
	delete(h.factories, "")
	delete(h.factories, "__init__")
	delete(h.factories, "constructor")
	return h
}

// reaches reports whether a pass of the loop in fn (of class cls, nil for
// none) uses ctor's client.
func reaches(f *model.File, fn, cls, body, ctor *model.Node) bool {
	h := holderOf(f, ctor)
	ctorCls := tval.ClassOf(ctor)
	if h.member != "" && ctorCls != nil && ctorCls == cls && usesMember(f, body, h.member) {
		return true
	}
	if h.name != "" && (h.nameScope == nil || h.nameScope == fn) && usesName(f, body, h.name) {
		return true
	}
	if len(h.factories) == 0 {
		return false
	}
	// methods of the class that call a factory hand its client out too
	if ctorCls != nil {
		if ctorCls != cls {
			return false
		}
		for name := range callersIn(f, ctorCls, h.factories) {
			h.factories[name] = true
		}
	}
	// the body calls a factory, or uses a local of fn bound to a factory's result
	found := false
	model.Walk(fn, func(n *model.Node) bool {
		if found {
			return false
		}
		switch n.Sym() {
		case model.SymCall, model.SymCallExpression:
			if !callsFactory(f, n, h.factories, ctorCls != nil) {
				return true
			}
			if model.Contains(body, n) {
				found = true
				return false
			}
			if v := boundName(f, n); v != "" && usesName(f, body, v) {
				found = true
				return false
			}
		}
		return true
	})
	return found
}

// callsFactory reports whether call calls one of factories: as a method of
// self/this when the factories are methods, by plain name otherwise.
func callsFactory(f *model.File, call *model.Node, factories map[string]bool, method bool) bool {
	c := model.Callee(call)
	if c == nil {
		return false
	}
	name := f.Text(c)
	if method {
		if !model.IsSelfMember(name) {
			return false
		}
		name = name[strings.LastIndexByte(name, '.')+1:]
	} else if strings.Contains(name, ".") {
		return false
	}
	return factories[name]
}

// callersIn returns the names of cls's methods whose body calls one of
// factories on self/this.
func callersIn(f *model.File, cls *model.Node, factories map[string]bool) map[string]bool {
	out := map[string]bool{}
	model.Walk(cls, func(n *model.Node) bool {
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		if callsFactory(f, n, factories, true) {
			if m := model.EnclosingFunc(n); m != nil && tval.ClassOf(m) == cls {
				if name := model.FuncName(f, m); name != "" && name != "__init__" && name != "constructor" {
					out[name] = true
				}
			}
		}
		return true
	})
	return out
}

// boundName returns the local name call's result (awaited or not) is
// assigned to, "" for none.
func boundName(f *model.File, call *model.Node) string {
	q := call.Parent()
	for q != nil && (q.Sym() == model.SymAwait || q.Sym() == model.SymAwaitExpression || q.Sym() == model.SymParenthesizedExpression) {
		q = q.Parent()
	}
	if q == nil {
		return ""
	}
	switch q.Sym() {
	case model.SymAssignment, model.SymAssignmentExpression, model.SymVariableDeclarator:
		if l, _ := adapt.BindingParts(q); l != nil && l.Sym() == model.SymIdentifier {
			return f.Text(l)
		}
	}
	return ""
}

// usesName reports whether body reads identifier name.
func usesName(f *model.File, body *model.Node, name string) bool {
	found := false
	model.Walk(body, func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() == model.SymIdentifier && f.Text(n) == name {
			found = true
		}
		return !found
	})
	return found
}

// usesMember reports whether body reads member (self._client, this.http).
func usesMember(f *model.File, body *model.Node, member string) bool {
	found := false
	model.Walk(body, func(n *model.Node) bool {
		if found {
			return false
		}
		if (n.Sym() == model.SymAttribute || n.Sym() == model.SymMemberExpression) && f.Text(n) == member {
			found = true
		}
		return !found
	})
	return found
}

// returnsName reports whether fn returns name or a value read from it
// (`return client`, `return response.json()`).
func returnsName(f *model.File, fn *model.Node, name string) bool {
	found := false
	model.Walk(fn, func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() == model.SymReturnStatement && model.EnclosingFunc(n) == fn {
			t := strings.TrimSpace(strings.TrimPrefix(f.Text(n), "return"))
			if t == name || strings.HasPrefix(t, name+".") {
				found = true
			}
		}
		return !found
	})
	return found
}
