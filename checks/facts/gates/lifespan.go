package gates

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// appLifespans are the ASGI application classes whose lifespan= function
// runs once per process: the code before its yield is the application's
// start-up, run before the server accepts a request (FastAPI and
// Starlette's lifespan, https://fastapi.tiangolo.com/advanced/events/#lifespan,
// https://www.starlette.io/lifespan/). An MCP server's own lifespan
// (FastMCP(lifespan=...), Server(lifespan=...)) is not one: the SDK enters
// it for each run of the server, once per session over HTTP, while other
// sessions are served.
var appLifespans = map[string]bool{
	"fastapi.FastAPI": true, "starlette.applications.Starlette": true, "starlette.Starlette": true,
}

// lifespanStart reports whether n, in Python function fn, runs in an ASGI
// application's start-up: fn is the function the file passes as lifespan=
// to FastAPI(...) or Starlette(...) (an @asynccontextmanager generator),
// and n comes before fn's first yield, outside a while loop (as StartUpCall
// judges a start-up function's calls). What follows the
// yield is shutdown, after serving: also nothing to starve, but a call
// there is left to the rule (a lifespan with no yield is not judged).
func (j *Judge) lifespanStart(n, fn *model.Node) bool {
	f := j.f
	if f.Lang != model.LangPython || fn.Sym() != model.SymFunctionDefinition || model.EnclosingFunc(fn) != nil {
		return false
	}
	if j.lifespans == nil {
		j.lifespans = map[string]bool{}
		f.NodesOf(model.NewSymBitset(model.SymKeywordArgument), func(kw *model.Node) bool {
			v := kw.ChildByFieldName("value")
			if f.Text(kw.ChildByFieldName("name")) != "lifespan" || v == nil || v.Sym() != model.SymIdentifier {
				return true
			}
			if c := kw.Parent().Parent(); c != nil && c.Sym() == model.SymCall && appLifespans[model.ImportedName(f, model.Callee(c))] {
				j.lifespans[f.Text(v)] = true
			}
			return true
		})
	}
	if !j.lifespans[f.Text(fn.ChildByFieldName("name"))] {
		return false
	}
	first, ok := j.yields[fn]
	if !ok {
		model.Walk(fn.ChildByFieldName("body"), func(m *model.Node) bool { // fn's first yield, in its own body
			if first != nil || m.IsScope() {
				return false
			}
			if m.Sym() == model.SymYield {
				first = m
				return false
			}
			return true
		})
		if j.yields == nil {
			j.yields = map[*model.Node]*model.Node{}
		}
		j.yields[fn] = first
	}
	if first == nil || n.StartByte() >= first.StartByte() {
		return false
	}
	for p := n.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() == model.SymWhileStatement {
			return false
		}
	}
	return true
}

// nestedRunner reports whether fn is a Python function nested in another
// function (not decorated, not a method) that its enclosing function uses
// only as the coroutine of an event loop's runner (`async def run(): ...`
// then `anyio.run(run)` or `asyncio.run(run())` in run_stdio_server): a
// runner cannot start while a loop runs in the thread, so fn is the
// program's (or a worker thread's) top level, as a module-level main()
// given to asyncio.run is (StartUp).
func (j *Judge) nestedRunner(fn *model.Node) bool {
	f := j.f
	if f.Lang != model.LangPython || fn.Sym() != model.SymFunctionDefinition {
		return false
	}
	if p := fn.Parent(); p != nil && p.Sym() == model.SymDecoratedDefinition {
		return false
	}
	outer := model.EnclosingFunc(fn)
	if outer == nil || model.Ancestor(fn, model.SymClassDefinition) != nil && model.Contains(model.Ancestor(fn, model.SymClassDefinition), outer) {
		return false
	}
	name := fn.ChildByFieldName("name")
	if name == nil {
		return false
	}
	refs, ok := 0, true
	f.NodesIn(outer, identSyms, func(id *model.Node) bool {
		if f.Text(id) != f.Text(name) || model.SameSpan(id, name) || model.Contains(fn, id) {
			return true
		}
		p := id.Parent()
		if p != nil && p.Sym() == model.SymAttribute && model.SameSpan(p.ChildByFieldName("attribute"), id) {
			return true // the name of an attribute (anyio.run), not the function
		}
		switch {
		case p != nil && p.Sym() == model.SymCall && model.SameSpan(model.Callee(p), id) && j.runnerArg(p):
		case j.runnerArg(id):
		default:
			ok = false
		}
		refs++
		return ok
	})
	return ok && refs > 0
}
