package rc201

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// init gives the summaries (package checks/summary) RC201's words for a
// call from async code into a helper that blocks (xfacts.ChainText), and
// its judgement of a blocking client's method (xfacts.PyBlockingMethod).
func init() {
	xfacts.PyBlockingMethod = pyBlockingMethod
	xfacts.ChainText["RC201"] = func(c xfacts.Chain) (msg, fix string) {
		fix = "make " + c.Call + " async (the async form of " + c.What + ", with a timeout) or run it off the event loop"
		if c.Lang == model.LangPython {
			name := strings.TrimSuffix(c.Call, "()")
			fix = "make " + name + " async, or call it with await asyncio.to_thread(" + name + ", ...)"
			if strings.HasPrefix(c.Caller, "sync tool ") { // looptool: no await in the sync tool itself
				fix = "make the tool async def and call " + name + " with await asyncio.to_thread(" + name + ", ...), or make " + name + " async"
			}
		}
		return c.Call + " blocks the event loop in " + c.Caller + ": it calls " + c.What + " synchronously (" + c.Text +
			"), so no other request or task runs until it returns; " + fix, fix
	}
}

// pyBlockingMethod names the blocking client method Python call n makes
// ("requests.Session().post"), judged as pyHelperBlocks judges one in a
// sync helper: a method of a client the file builds, types or gets from a
// factory, not a socket's (which the file may make non-blocking); ""
// otherwise. One that runs only when a debug flag is on is low where the
// chain is reported (the scan's debug calls), as in JS.
func pyBlockingMethod(f *model.File, n *model.Node) string {
	callee := model.Callee(n)
	if callee == nil || callee.Sym() != model.SymAttribute {
		return ""
	}
	c := &BlockingCheck{F: f, NonBlocking: map[string]bool{}}
	method := f.Text(callee.ChildByFieldName("attribute"))
	if !model.PyBlockingMethods[method] && !c.importsWildcard() {
		return ""
	}
	obj := callee.ChildByFieldName("object")
	ctor := model.PyClientOf(f, obj)
	cl, ok := model.PyBlockingClients[ctor]
	if !ok || !blocksOn(cl, method) {
		if ctor, cl, ok = c.nestedClient(obj); !ok || !blocksOn(cl, method) {
			if ctor, cl, ok = c.factoryClient(obj); !ok || !blocksOn(cl, method) {
				return ""
			}
		}
	}
	if cl.Kind == model.BlockSocket {
		return ""
	}
	return ctor + "()." + method
}
