package rc201

import (
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
)

// poolCtors are the concurrent.futures executors whose submit returns a
// concurrent.futures.Future: its result() blocks the calling thread until
// the worker finishes (https://docs.python.org/3/library/concurrent.futures.html).
var poolCtors = map[string]bool{
	"concurrent.futures.ThreadPoolExecutor":          true,
	"concurrent.futures.ProcessPoolExecutor":         true,
	"concurrent.futures.thread.ThreadPoolExecutor":   true,
	"concurrent.futures.process.ProcessPoolExecutor": true,
}

// futureFix is the fix for a Future waited on in async code.
const futureFix = "await asyncio.wrap_future(future) (or submit with loop.run_in_executor and await it) instead of future.result()"

// pyFutureWait reports, in async function fn, a wait on a
// concurrent.futures Future (futureWait). It reports whether it reported.
func (c *BlockingCheck) pyFutureWait(call, callee, fn *model.Node) bool {
	name := c.futureWait(callee)
	if name == "" {
		return false
	}
	fix := futureFix
	if reg, ok := c.syncTool(fn); ok {
		fix = reg.Fix
	}
	msg := name + " blocks the event loop in " + c.fnName(fn) + ", so no other request or task runs until the worker finishes; " + fix
	c.Pending = append(c.Pending, blockingFinding{At: callee, Msg: msg, Fix: fix, Wait: model.WaitRemote})
	return true
}

// futureWait names the wait on a concurrent.futures Future that a call
// with this callee is ("concurrent.futures.Future.result()"), or "" when
// it is none: future.result() or future.exception() where future comes
// from submit on a ThreadPoolExecutor or ProcessPoolExecutor the file
// builds (also through `with ... as`), and concurrent.futures.wait(...).
// Both block the calling thread until the worker finishes
// (wandb-mcp-server's count and root futures, batch 7); an asyncio
// Future's result() does not wait and is not one.
func (c *BlockingCheck) futureWait(callee *model.Node) string {
	f := c.F
	switch {
	case model.ImportedName(f, callee) == "concurrent.futures.wait" && !model.Shadowed(f, callee):
		return "concurrent.futures.wait()"
	case callee.Sym() == model.SymAttribute:
		m := f.Text(callee.ChildByFieldName("attribute"))
		if m != "result" && m != "exception" {
			return ""
		}
		fut := model.Unwrap(callee.ChildByFieldName("object"))
		if fut != nil && fut.Sym() == model.SymIdentifier {
			fut = model.Unwrap(f.Resolve(fut))
		}
		if fut == nil || fut.Sym() != model.SymCall {
			return ""
		}
		submit := model.Callee(fut)
		if submit == nil || submit.Sym() != model.SymAttribute || f.Text(submit.ChildByFieldName("attribute")) != "submit" ||
			!poolCtors[pyctor.Of(f, submit.ChildByFieldName("object"))] {
			return ""
		}
		return "concurrent.futures.Future." + m + "()"
	}
	return ""
}
