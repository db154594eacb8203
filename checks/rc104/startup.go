package rc104

import (
	"regexp"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// startupGap is a library-default gap (libraryDefaults) whose client is
// built once at start-up: at module level or in a constructor (__init__,
// constructor), where no handler's call chain reaches it.
type startupGap struct {
	g    bounds.BoundGap
	what string // the wait as the message says it (libraryDefaults)
}

// startupSyms are the calls startupUses reads, per language family.
var startupSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression)

// startupUses judges the requests made on a client built at start-up with
// a library default over the budget: botocore's 60 s read timeout of
// `self.s3 = boto3.client("s3")` in an __init__, or of a module-level
// `zd = Zenpy(...)`, is what each tool that calls `self.s3.get_object(...)`
// or `zd.tickets(...)` waits. The constructor itself runs outside every
// handler, so the wait is charged where the client is used: a method call
// whose receiver (an identifier, or a self./this. member, through an
// attribute chain such as zd.tickets.update) resolves to the constructor,
// also when the bound method is handed to asyncio.to_thread. Each function
// is charged once per client, at its first such call, and the finding sits
// at the constructor, where the fix goes (judgeUse): from a handler of the
// file directly, from a helper through the handlers that call it
// (recordUse, the function summaries). This is the flow CodeQL's and Semgrep's taint modes follow
// from a source (the client built without a timeout) to a sink (its use in
// a request path), kept to one file.
func startupUses(p *model.Pass, starts map[*model.Node]startupGap, judgeUse func(at, use *model.Node, d time.Duration, what string)) {
	if len(starts) == 0 {
		return
	}
	f := p.File
	lifespan := lifespanClients(f, starts)
	done := map[[2]*model.Node]bool{} // function, constructor
	f.NodesOf(startupSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil {
			return true
		}
		if f.Lang == model.LangPython && model.NumArgs(call) > 0 {
			switch model.CalleeName(f, call) {
			case "asyncio.to_thread", "anyio.to_thread.run_sync":
				callee = model.Unwrap(model.Arg(call, 0)) // asyncio.to_thread(self.client.get_object, ...)
			}
		}
		if callee == nil || (callee.Sym() != model.SymAttribute && callee.Sym() != model.SymMemberExpression) {
			return true
		}
		ctor, s, ok := startupRoot(f, callee, starts, lifespan)
		if !ok {
			return true
		}
		fn := model.EnclosingFunc(call)
		if fn == nil || model.Contains(fn, ctor) || done[[2]*model.Node{fn, ctor}] {
			return true
		}
		if r := s.g.Row; len(r.Methods) > 0 && !r.HasMethod(startupMethod(f, callee, ctor)) {
			return true
		}
		if startupBounded(f, call, fn) {
			return true
		}
		done[[2]*model.Node{fn, ctor}] = true
		judgeUse(s.g.At, call, s.g.Default, s.what)
		return true
	})
}

// startupRoot follows an attribute chain (zd.tickets.update,
// self.client.get_object) down to its root value, the receiver or a self.
// or this. member, and returns the start-up constructor it resolves to.
func startupRoot(f *model.File, callee *model.Node, starts map[*model.Node]startupGap, lifespan map[string]*model.Node) (*model.Node, startupGap, bool) {
	fromLifespan := func(n *model.Node) (*model.Node, startupGap, bool) {
		if len(lifespan) == 0 || n == nil {
			return nil, startupGap{}, false
		}
		if c := lifespan[lifespanKey(f.Text(n))]; c != nil {
			return c, starts[c], true
		}
		return nil, startupGap{}, false
	}
	obj := callee
	for depth := 0; obj != nil && depth < 6; depth++ {
		if obj.Sym() != model.SymAttribute && obj.Sym() != model.SymMemberExpression {
			return nil, startupGap{}, false
		}
		obj = model.Unwrap(obj.ChildByFieldName("object"))
		if c, s, ok := fromLifespan(obj); ok {
			return c, s, true
		}
		if obj == nil {
			break
		}
		if obj.Sym() == model.SymIdentifier || model.IsSelfMember(f.Text(obj)) {
			v := model.Unwrap(f.Resolve(obj))
			if v == nil {
				break
			}
			if s, ok := starts[v]; ok {
				return v, s, true
			}
			return fromLifespan(v) // db = ctx.request_context.lifespan_context["db"]
		}
	}
	return nil, startupGap{}, false
}

// startupMethod names the method a call makes on the client: the attribute
// right after the client in the chain (s3.get_object -> get_object,
// zd.tickets.update -> tickets).
func startupMethod(f *model.File, callee, ctor *model.Node) string {
	name := ""
	for obj := callee; obj != nil && (obj.Sym() == model.SymAttribute || obj.Sym() == model.SymMemberExpression); {
		for _, field := range []string{"attribute", "property"} {
			if m := obj.ChildByFieldName(field); m != nil {
				name = f.Text(m)
			}
		}
		next := model.Unwrap(obj.ChildByFieldName("object"))
		if next == nil || next.Sym() == model.SymIdentifier || model.IsSelfMember(f.Text(next)) || lifespanKey(f.Text(next)) != "" {
			break
		}
		obj = next
	}
	return name
}

// startupPlace reports whether a constructor call runs once at start-up:
// at module level, or in a class constructor (__init__, constructor).
func startupPlace(f *model.File, call *model.Node) bool {
	fn := model.EnclosingFunc(call)
	if fn == nil {
		return true
	}
	switch name := model.FuncName(f, fn); {
	case name == "__init__", name == "constructor":
		return true
	case f.Lang == model.LangPython && strings.Contains(strings.ToLower(name), "lifespan"):
		return true // FastMCP(lifespan=app_lifespan): runs once, yields the tools' clients
	}
	return false
}

// lifespanKeyRe matches the read of a lifespan value in a tool
// (ctx.request_context.lifespan_context["db"], ....lifespan_context.db,
// ....lifespan_context.get("db")) and captures its key.
var lifespanKeyRe = regexp.MustCompile(`lifespan_context(?:\[\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*\]|\.get\(\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*\)|\.([A-Za-z_][A-Za-z0-9_]*))$`)

// lifespanKey returns the key a lifespan read takes, or "".
func lifespanKey(text string) string {
	if !strings.Contains(text, "lifespan_context") {
		return ""
	}
	m := lifespanKeyRe.FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	for _, k := range m[1:] {
		if k != "" {
			return k
		}
	}
	return ""
}

// lifespanYieldSyms are the nodes lifespanClients reads.
var lifespanYieldSyms = model.NewSymBitset(model.SymYield)

// lifespanClients maps the keys a Python lifespan function yields to the
// tools (`yield {"db": db}`, `yield AppContext(db=db)`) to the start-up
// constructors of starts their values resolve to.
func lifespanClients(f *model.File, starts map[*model.Node]startupGap) map[string]*model.Node {
	if f.Lang != model.LangPython || !f.Contains("lifespan") {
		return nil
	}
	out := map[string]*model.Node{}
	bind := func(key string, v *model.Node) {
		v = model.Unwrap(v)
		if v != nil && v.Sym() == model.SymIdentifier {
			v = model.Unwrap(f.Resolve(v))
		}
		if _, ok := starts[v]; ok && key != "" {
			out[key] = v
		}
	}
	f.NodesOf(lifespanYieldSyms, func(y *model.Node) bool {
		fn := model.EnclosingFunc(y)
		if fn == nil || !strings.Contains(strings.ToLower(model.FuncName(f, fn)), "lifespan") || y.NamedChildCount() == 0 {
			return true
		}
		switch v := model.Unwrap(y.NamedChild(0)); v.Sym() {
		case model.SymDictionary:
			for i := 0; i < int(v.NamedChildCount()); i++ {
				if pr := v.NamedChild(i); pr.Sym() == model.SymPair {
					bind(strings.Trim(f.Text(pr.ChildByFieldName("key")), `"'`), pr.ChildByFieldName("value"))
				}
			}
		case model.SymCall:
			if args := v.ChildByFieldName("arguments"); args != nil {
				for i := 0; i < int(args.NamedChildCount()); i++ {
					if a := args.NamedChild(i); a.Sym() == model.SymKeywordArgument {
						bind(f.Text(a.ChildByFieldName("name")), a.ChildByFieldName("value"))
					}
				}
			}
		}
		return true
	})
	return out
}

// recordUse keeps a start-up client's default for the function summaries:
// the function around use (a helper) waits on it, and a handler in any file
// that calls that function is charged with it at the constructor at.
func recordUse(f *model.File, at, use *model.Node, d time.Duration, what string) {
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Dur: d, Kind: int(handlerBudget), What: what, Off: int(use.StartByte())})
}

// startupBounded reports whether a use of a client already runs under a
// deadline of its own, inside function fn: an enclosing asyncio.wait_for or
// asyncio.to_thread wrapped in one, or a with block that sets one
// (asyncio.timeout, anyio.fail_after or move_on_after, async_timeout).
// That deadline, not the library's default, bounds the wait (a deadline too
// long is judged where it is written).
func startupBounded(f *model.File, use, fn *model.Node) bool {
	for q := use.Parent(); q != nil && q != fn; q = q.Parent() {
		switch q.Sym() {
		case model.SymCall, model.SymCallExpression:
			switch model.CalleeName(f, q) {
			case "asyncio.wait_for", "asyncio.timeout", "anyio.fail_after", "anyio.move_on_after":
				return true
			}
		case model.SymWithStatement:
			for _, w := range []string{"timeout(", "fail_after(", "move_on_after(", "Timeout("} {
				if strings.Contains(f.Text(q.NamedChild(0)), w) {
					return true
				}
			}
		}
	}
	return false
}
