package dispatch

import "github.com/resilience-check/resilience-check/checks/model"

// offloadWrapper reports whether identifier callee names a Python function
// of the file that only hands its first parameter on to a thread offload and
// returns what the offload returns:
//
//	async def _run_sync(func, *args, **kwargs):
//	    """Run a synchronous function in the thread pool."""
//	    return await anyio.to_thread.run_sync(func, *args, **kwargs)
//
// (blind-set row Basecamp-MCP-Server basecamp_client.py:1472, whose tools
// call `await _run_sync(client.download_upload, ...)`). Awaiting such a
// wrapper waits for the function handed to it as awaiting the offload does
// (asyncio.to_thread: https://docs.python.org/3/library/asyncio-task.html#asyncio.to_thread;
// anyio.to_thread.run_sync: https://anyio.readthedocs.io/en/stable/api.html#anyio.to_thread.run_sync).
// A wrapper with any other statement (a timeout, a cache, a lock) is not read.
func offloadWrapper(f *model.File, callee *model.Node) bool {
	def := f.LocalFunc(callee)
	if def == nil || def.Sym() != model.SymFunctionDefinition {
		return false
	}
	params, body := def.ChildByFieldName("parameters"), def.ChildByFieldName("body")
	if params == nil || body == nil || params.NamedChildCount() == 0 || params.NamedChild(0).Sym() != model.SymIdentifier {
		return false
	}
	first := f.Text(params.NamedChild(0))
	var ret *model.Node
	for i := 0; i < int(body.NamedChildCount()); i++ {
		s := body.NamedChild(i)
		switch {
		case s.Sym() == model.SymComment:
		case i == 0 && s.Sym() == model.SymExpressionStatement && s.NamedChildCount() == 1 && s.NamedChild(0).Sym() == model.SymString:
			// the docstring
		case s.Sym() == model.SymReturnStatement && ret == nil:
			ret = s
		default:
			return false
		}
	}
	if ret == nil || ret.NamedChildCount() != 1 || ret.NamedChild(0).Sym() != model.SymAwait {
		return false
	}
	inner := ret.NamedChild(0).NamedChild(0)
	if inner == nil || inner.Sym() != model.SymCall {
		return false
	}
	fn := model.Callee(inner)
	if fn == nil || fn.Sym() != model.SymAttribute {
		return false
	}
	i, ok := offloads[f.Text(fn)]
	if !ok {
		if i, ok = offloads[f.Text(fn.ChildByFieldName("attribute"))]; !ok || i != 1 {
			return false
		}
	}
	a := model.Arg(inner, i)
	return a != nil && a.Sym() == model.SymIdentifier && f.Text(a) == first
}
