package handlers

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/dispatch"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Dispatch calls (this file): a registered handler that looks the tool's
// code up at run time and calls it runs that code for the tool call, so
// the looked-up functions are handlers too. The shapes, whatever the SDK:
//
//   - a name-keyed handler map indexed by the requested name:
//     `HANDLERS[name](args)`, `handlers[name](ctx, req)` (Go),
//     `await TOOL_HANDLERS[name](**arguments)`;
//   - a definition looked up by name and its handler called:
//     `const def = toolDefinitions[request.params.name]; await
//     def.handler(args)`, `tool = TOOLS.get(name); tool.fn(arguments)`,
//     `tools.find((t) => t.name === name).handler(args)`;
//   - a lookup function of the file: `const handler = getHandler(name);
//     await handler(args)` (its returned values);
//   - a loop's element called in a wrapper the loop registers:
//     `for (const tool of tools) server.tool(tool.name, ..., async (p) =>
//     { ...; return await tool.handler(p) })`.
//
// The callee is followed by the same data flow as a registration's
// argument (flow.go: bindings, loop sources, collections, imports), so a
// map or list of another file reaches the functions there (Registry).
// Only callees whose value a run-time lookup gives are followed: a call of
// a function the file declares, of an import or of a parameter is not a
// dispatch (the call graph of the rules reads those).
//
// Peer practice: CodeQL's JavaScript call graph resolves `obj[prop](...)`
// calls on an object literal to every function the object holds
// (property-read flow with an unknown property name), and its type
// tracking follows a value read out of an array to the call of one of
// its members; this is the per-file, name-based approximation.

// dispatchCalls follows the callees of the dispatch calls in handler fn's
// own body (not in its closures).
func (w *flowWalk) dispatchCalls(fn *model.Node, depth int) {
	f := w.f
	body := fn.ChildByFieldName("body")
	if body == nil || depth >= maxFlowDepth {
		return
	}
	var callees []*model.Node
	var tried []bool
	f.NodesIn(body, model.NewSymBitset(model.SymCall, model.SymCallExpression), func(call *model.Node) bool {
		if model.EnclosingFunc(call) != fn {
			return true
		}
		if c := dispatch.Callee(f, call); c != nil {
			callees = append(callees, c)
			tried = append(tried, dispatch.InTry(call, fn))
		}
		return true
	})
	oldCall, oldWrap := w.viaCall, w.noWrap
	w.noWrap = true
	for i, c := range callees {
		w.viaCall = oldCall || tried[i] // the handler may catch what it throws
		w.fromWant(c, "", depth+1)
	}
	w.viaCall, w.noWrap = oldCall, oldWrap
}
