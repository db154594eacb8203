// Package outerparam recognises the call of a callable that a retry
// wrapper received from an enclosing function: a Python decorator's
// `func(*args, **kwargs)` inside its nested `def wrapper(...)`, which
// outbound.IsCall counts only when it is awaited or when the callable is
// a parameter of the function the call sits in. The retry loop of a
// synchronous wrapper then has its attempt, as its async twin has. Peer
// practice: tenacity's and backoff's decorators retry exactly that call
// (https://tenacity.readthedocs.io/en/latest/, "@retry" wraps the
// decorated function); Pylint's and Pyright's closure analysis resolve a
// free name to the enclosing function's parameter the same way. Source:
// blind-set miss, TheSpaceDevs/launch-library-mcp retry.py (sync_wrapper's
// `res = func(*args, **kwargs)`; the async_wrapper's awaited twin was
// found).
package outerparam

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// maxDepth bounds the enclosing functions read above the call's own: the
// decorator factory (`retry(max_retry)`), the decorator (`decorator(func)`)
// and the wrapper.
const maxDepth = 3

// Called reports whether call (Python) calls a plain name that is a
// parameter of a function enclosing the call's own function, not rebound
// on the way (no assignment the file binds that name to is visible from
// the call): `func(*args, **kwargs)` in `def decorator(func): def
// wrapper(*args, **kwargs): ...`. The call's own function's parameters are
// outbound.IsCall's.
func Called(f *model.File, call *model.Node) bool {
	if f.Lang != model.LangPython {
		return false
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(fn)
	own := model.EnclosingFunc(call)
	if own == nil || model.IsParamOf(f, call, name) || f.Lookup(name, call) != nil {
		return false
	}
	outer := own
	for i := 0; i < maxDepth; i++ {
		if outer.Parent() == nil {
			return false
		}
		if outer = model.EnclosingFunc(outer.Parent()); outer == nil || outer.Sym() != model.SymFunctionDefinition {
			return false
		}
		if body := outer.ChildByFieldName("body"); body != nil && model.IsParamOf(f, body, name) {
			return true
		}
	}
	return false
}
