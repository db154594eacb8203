// Package threadrun is the one list of the Python thread runners: the
// calls that run the function they are handed in a worker thread and raise
// what it raises (asyncio.to_thread, anyio.to_thread.run_sync,
// loop.run_in_executor, starlette's run_in_threadpool). The facts that read
// a handed function (offload, unseen, errorigin, inlinerun, looptool) share
// it, each adding what its own question needs (an executor's submit, a
// Thread); review33 LOW-7 found three copies with diverging members.
// rc201's handedToThread keeps its own list.
package threadrun

import "strings"

// Runners are the thread runners by the last name of their callee, with the
// index of the function they run among their positional arguments:
// asyncio.to_thread(func, /, *args, **kwargs), anyio.to_thread.run_sync(func,
// *args), loop.run_in_executor(executor, func, *args), starlette's
// run_in_threadpool(func, *args).
var Runners = map[string]int{"to_thread": 0, "run_sync": 0, "run_in_executor": 1, "run_in_threadpool": 0}

// Is reports whether name, the last name of a callee, is a thread runner.
func Is(name string) bool {
	_, ok := Runners[name]
	return ok
}

// Mentioned reports whether text (a function's or a class's body) names a
// thread runner anywhere, as a substring.
func Mentioned(text string) bool {
	for r := range Runners {
		if strings.Contains(text, r) {
			return true
		}
	}
	return false
}
