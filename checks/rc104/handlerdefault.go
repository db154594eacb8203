package rc104

import (
	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/model"
)

// requestsOwnTimeout reports whether the client of a gap whose default the
// handler's budget judges (libmodels.Row.HandlerDefault: aiohttp's
// ClientSession, total=300 s) may be bounded request by request instead:
// aiohttp takes a `timeout=` on each request, which overrides the
// session's. True when a request of the row's methods on the construction
// (heldRoot: a name or member the construction is held in) passes a timeout
// of its own (ownTimeout: `timeout=`, `**kwargs`), or, for a construction
// the file does not hold in a name it can follow (handed to a field of
// another object), when any such request of the file does. Never a guess:
// a client that may be bounded that way is not reported.
func requestsOwnTimeout(f *model.File, g bounds.BoundGap) bool {
	if !g.Row.HandlerDefault() || g.At == nil {
		return false
	}
	ctor := g.At.Parent()
	if ctor == nil {
		return true
	}
	held, ownHeld, ownElse := false, false, false // a request on the construction; one with its own timeout; one on a client not followed
	f.NodesOf(startupSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymAttribute || !g.Row.HasMethod(f.Text(callee.ChildByFieldName("attribute"))) {
			return true
		}
		switch root := heldRoot(f, callee); {
		case root == ctor:
			held = true
			ownHeld = ownHeld || ownTimeout(f, call)
		case root == nil:
			ownElse = ownElse || ownTimeout(f, call)
		}
		return true
	})
	return ownHeld || !held && ownElse
}
