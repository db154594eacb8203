package bounds

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// PyAwaitScoped reports whether Python call n is awaited under a deadline
// of its own function: an argument of asyncio.wait_for(coro, timeout), or
// awaited in the body of an `async with` whose context manager is a
// timeout-scope row of set (asyncio.timeout, anyio.fail_after, ...), with a
// timeout that is not a literal None. Only awaited calls count: such a scope
// cancels the awaiting coroutine, never a synchronous call blocking the
// thread. Sources: https://docs.python.org/3/library/asyncio-task.html#asyncio.wait_for
// and #asyncio.timeout.
func PyAwaitScoped(f *model.File, set *libmodels.Set, n *model.Node) bool {
	awaited := n.Parent() != nil && (n.Parent().Sym() == model.SymAwait || n.Parent().Sym() == model.SymAwaitExpression)
	for p, child := n.Parent(), n; p != nil; p, child = p.Parent(), p {
		switch p.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymArgumentList:
			call := p.Parent()
			if call == nil || call.Sym() != model.SymCall || model.CalleeName(f, call) != "asyncio.wait_for" {
				continue
			}
			if first := model.Arg(call, 0); first != nil && model.SameSpan(first, child) {
				t := model.Arg(call, 1)
				if t == nil {
					t = f.Kwarg(call, "timeout")
				}
				return t != nil && f.Text(t) != "None"
			}
		case model.SymWithStatement:
			if !awaited || child == p.NamedChild(0) {
				continue
			}
			scoped := false
			model.Walk(p.NamedChild(0), func(m *model.Node) bool {
				switch m.Sym() {
				case model.SymWithClause, model.SymWithItem, model.SymAsPattern:
					return true
				case model.SymCall:
					if r := set.Lookup(libmodels.Python, model.CalleeName(f, m)); r != nil && r.Kind == libmodels.TimeoutScope {
						a := model.Arg(m, 0)
						scoped = a == nil || f.Text(a) != "None"
					}
				}
				return false
			})
			if scoped {
				return true
			}
		}
	}
	return false
}
