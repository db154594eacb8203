package errorigin

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// offloadedOrigin is the origin of the errors of callable a, an argument of
// a Python thread runner (anyio.to_thread.run_sync, asyncio.to_thread,
// loop.run_in_executor: runsHanded), which raises out of the runner what
// the callable raises (https://anyio.readthedocs.io/en/stable/threads.html,
// https://docs.python.org/3/library/asyncio-task.html#asyncio.to_thread):
// for a function of the file handed by name, the origin of the calls of
// its body; for a lambda, the origin of the calls of its body (`lambda:
// client.create_todo(project_id, content)`); for a bound method handed
// uncalled (`client.get_projects`, `self.api.list_items`), OriginUnknown,
// which leaves the error to the function summaries (they resolve the
// method as a call of it, dispatch.Offloaded) instead of taking the
// runner's own call for the only one in the try block, as an error the
// code built. ok is false for any other argument (a value, a parameter).
// A helper of the file that hands its parameter to a runner (package
// offload) is read the same way for the argument it runs.
// Peer practice: Pyright's call-site return type inference follows a
// lambda's body; CodeQL's Python call graph treats a function reference
// passed to a known runner as called there. CWE-209.
func offloadedOrigin(f *model.File, a *model.Node, depth int) (ErrorOrigin, bool) {
	if a == nil {
		return OriginUnknown, false
	}
	switch a.Sym() {
	case model.SymIdentifier:
		if def := f.LocalFunc(a); def != nil {
			return bodyOrigin(f, def.ChildByFieldName("body"), depth+1), true
		}
	case model.SymLambda:
		body := a.ChildByFieldName("body")
		if body == nil {
			return OriginUnknown, false
		}
		return bodyOrigin(f, body, depth+1), true
	case model.SymAttribute:
		if boundRef.MatchString(f.Text(a)) {
			return OriginUnknown, true
		}
	}
	return OriginUnknown, false
}

// boundRef matches a bound method named through a chain of two or three
// plain names (`client.get_projects`, `self.client.query`).
var boundRef = regexp.MustCompile(`^[A-Za-z_]\w*(\.[A-Za-z_]\w*){1,2}$`)
