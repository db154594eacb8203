package rc104

import (
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/heldtry"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file charges a client's own timeout, written where the client is
// built once, to the tools that make requests on it: `self.client =
// httpx.Client(timeout=httpx.Timeout(120.0))` in a project API client's
// __init__ (ScrapeGraphAI/scrapegraph-mcp's ScapeGraphClient), or
// `this.http = axios.create({ timeout: 120_000 })` in a constructor, is the
// timeout of every `self.client.post(...)` the class's methods make, and a
// tool that calls such a method waits that long. The constructor runs
// outside every handler, so the wait is charged where the client is used,
// as startupUses charges a library default of a start-up client (the same
// walk: a method call whose receiver resolves to the construction, once
// per function, reported at the timeout, where the fix goes). A request
// that passes a timeout of its own (Python `timeout=` or `**kwargs`; a
// JavaScript argument that names a timeout or a signal) is bounded by that
// instead and is not charged. Only a tool-budget timeout (`timeout=`, a
// `timeout:` option) of the construction held in a variable or member is
// read: a connect timeout bounds only the connect, done once.

// heldClients adds to startupUses the written timeouts of seen (check's
// judged timeouts) that a client construction at a start-up place holds.
func heldClients(p *model.Pass, seen []seenTimeout, b model.Budgets, judgeUse func(at, use *model.Node, d time.Duration, what string)) {
	f := p.File
	starts := map[*model.Node]startupGap{}
	for _, s := range seen {
		if s.library || s.kind != handlerBudget || s.d <= min(b.Tool, b.Resource) {
			continue
		}
		if ctor := heldCtorOf(f, s.at); ctor != nil && startupPlace(f, ctor) {
			if _, ok := starts[ctor]; !ok {
				starts[ctor] = startupGap{g: bounds.BoundGap{At: s.at, Default: s.d, HasDefault: true}, what: s.what}
			}
		}
	}
	if len(starts) == 0 {
		return
	}
	done := map[[2]*model.Node]bool{} // function, construction
	f.NodesOf(startupSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil || (callee.Sym() != model.SymAttribute && callee.Sym() != model.SymMemberExpression) {
			return true
		}
		ctor := heldRoot(f, callee)
		s, ok := starts[ctor]
		if !ok {
			return true
		}
		fn := model.EnclosingFunc(call)
		if fn == nil || model.Contains(fn, ctor) || done[[2]*model.Node{fn, ctor}] || notRequest[startupMethod(f, callee, ctor)] {
			return true
		}
		if ownTimeout(f, call) || startupBounded(f, call, fn) {
			return true
		}
		done[[2]*model.Node{fn, ctor}] = true
		judgeUse(s.g.At, call, s.g.Default, s.what)
		return true
	})
}

// notRequest are the client members whose call makes no request: closing
// the client, reading or setting its configuration, mounting a transport,
// listening for its events.
var notRequest = map[string]bool{"close": true, "aclose": true, "headers": true, "cookies": true, "base_url": true,
	"is_closed": true, "mount": true, "build_request": true, "params": true, "auth": true, "timeout": true,
	"event_hooks": true, "on": true, "off": true, "once": true, "interceptors": true, "defaults": true,
	"destroy": true, "removeAllListeners": true, "__enter__": true, "__aenter__": true, "__exit__": true, "__aexit__": true}

// heldRoot follows a call's attribute chain (self.client.post,
// this.http.get, api.client.chat.completions.create) down to its root and
// returns the construction it holds: a self./this. member its class binds
// once (tval.HeldMember, class by class), or the value an identifier was
// last bound to (File.Resolve); nil when the root is neither.
func heldRoot(f *model.File, callee *model.Node) *model.Node {
	obj := callee
	for depth := 0; obj != nil && depth < 6; depth++ {
		if obj.Sym() != model.SymAttribute && obj.Sym() != model.SymMemberExpression {
			return nil
		}
		obj = model.Unwrap(obj.ChildByFieldName("object"))
		if obj == nil {
			return nil
		}
		if model.IsSelfMember(f.Text(obj)) {
			return model.Unwrap(tval.HeldMember(f, obj))
		}
		if obj.Sym() == model.SymIdentifier {
			if v := model.Unwrap(f.Resolve(obj)); v != obj {
				return v
			}
			return nil
		}
	}
	return nil
}

// heldCtorOf returns the construction timeout at is written in when that
// construction's value is held by an assignment (`self.client =
// httpx.Client(timeout=...)`, `const http = axios.create({ timeout })`,
// `this.client = new OpenAI({ timeout })`): the outermost call or `new`
// between at and the assignment, through keyword arguments, argument
// lists, option objects and timeout objects (`httpx.Timeout(120.0)`,
// `aiohttp.ClientTimeout(total=300)`). nil otherwise. The timeout must be
// the construction's `timeout` keyword or option.
func heldCtorOf(f *model.File, at *model.Node) *model.Node {
	var ctor *model.Node
	named := false
	for q := at.Parent(); q != nil; q = q.Parent() {
		switch q.Sym() {
		case model.SymKeywordArgument:
			if n := q.ChildByFieldName("name"); n != nil && ctor == nil {
				named = f.Text(n) == "timeout"
			}
		case model.SymPair:
			if k := q.ChildByFieldName("key"); k != nil && ctor == nil {
				named = strings.Trim(f.Text(k), `"'`) == "timeout"
			}
		case model.SymArgumentList, model.SymArguments, model.SymObject, model.SymAwait, model.SymAwaitExpression, model.SymParenthesizedExpression:
		case model.SymCall, model.SymCallExpression, model.SymNewExpression:
			name := model.CalleeName(f, q)
			if ctor == nil && strings.HasSuffix(name, "Timeout") {
				continue // httpx.Timeout(120.0): a timeout object, the client's is the call around it
			}
			if ctor != nil {
				return nil // a call around the construction: not held as built
			}
			ctor = q
		case model.SymAssignment, model.SymAssignmentExpression, model.SymVariableDeclarator:
			if ctor == nil || !named {
				return nil
			}
			l, r := adapt.BindingParts(q)
			if l == nil || r == nil || !model.Contains(r, ctor) {
				return nil
			}
			return ctor
		default:
			return nil
		}
	}
	return nil
}

// ownTimeout reports whether request call use passes a bound of its own:
// Python `timeout=` or `**kwargs`, a JavaScript argument whose text names a
// timeout or a signal (`{ timeout: 5000 }`, `{ signal }`), or an argument
// the reader cannot see into (a spread, an options variable).
func ownTimeout(f *model.File, use *model.Node) bool {
	args := use.ChildByFieldName("arguments")
	if args == nil {
		return false
	}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch a.Sym() {
		case model.SymKeywordArgument:
			if n := a.ChildByFieldName("name"); n != nil && strings.Contains(f.Text(n), "timeout") {
				return true
			}
		case model.SymDictionarySplat, model.SymSpreadElement:
			return true
		}
		if f.Lang.IsJS() {
			t := strings.ToLower(f.Text(a))
			if strings.Contains(t, "timeout") || strings.Contains(t, "signal") {
				return true
			}
		}
	}
	return false
}

// heldAttempt returns the judged timeout of seen written where the client a
// pass of loop sends on is built (heldtry.Via), and its duration.
func heldAttempt(f *model.File, loop, body *model.Node, seen []seenTimeout) (*seenTimeout, time.Duration) {
	var ats []*model.Node
	var idx []int
	for i, t := range seen {
		if !t.library && t.kind == handlerBudget {
			ats, idx = append(ats, t.at), append(idx, i)
		}
	}
	if i := heldtry.Via(f, loop, body, ats); i >= 0 {
		return &seen[idx[i]], seen[idx[i]].d
	}
	return nil, 0
}

// countedLoop reports whether loop's passes are counted: a Python `for ...
// in range(...)`, or a condition one conjunct of which compares a counter
// the loop steps (counts); `while len(items) < limit` is a walk whose
// passes the data decides.
func countedLoop(f *model.File, loop *model.Node) bool {
	if f.Lang == model.LangPython && loop.Sym() == model.SymForStatement {
		return true
	}
	for _, c := range conjuncts(f, loopCond(loop)) {
		if counts(f, loop, c) {
			return true
		}
	}
	return false
}
