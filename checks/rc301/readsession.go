package rc301

import (
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// readOnlySession reports whether urllib3 Retry call retry is mounted
// (through HTTPAdapter(max_retries=...) and session.mount) on a session
// whose every POST or PATCH in the file goes to a read endpoint
// (retry.ReadOverPost: /calls/stream_query, /search): retrying those
// repeats a read, so allowing POST there repeats no operation. There must
// be at least one such call; a session the file never posts with, or posts
// with to a create, is not read-only (wandb-mcp-server's Weave client, batch 7).
// Only the class (or module) that builds the Retry is read.
func readOnlySession(f *model.File, call *model.Node) bool {
	// self.session is one class's: the walks stay in the class (or the
	// module) that builds the Retry
	scope := model.Ancestor(call, model.SymClassDefinition)
	if scope == nil {
		scope = f.Root
	}
	adapter := enclosingCall(f, call, "HTTPAdapter")
	if adapter == nil {
		name := assignedName(f, call)
		if name == "" {
			return false
		}
		f.NodesIn(scope, callSyms, func(n *model.Node) bool {
			if adapter == nil && calleeLast(f, n) == "HTTPAdapter" {
				if v := f.Kwarg(n, "max_retries"); v != nil && f.Text(v) == name {
					adapter = n
				}
			}
			return adapter == nil
		})
	}
	if adapter == nil {
		return false
	}
	var sessions []string
	mountedArg := func(n *model.Node, a string) bool {
		arg := model.Arg(n, 1)
		return arg != nil && (f.Text(arg) == a || model.SameSpan(arg, adapter))
	}
	aname := assignedName(f, adapter)
	f.NodesIn(scope, callSyms, func(n *model.Node) bool {
		callee := model.Callee(n)
		if callee != nil && callee.Sym() == model.SymAttribute && calleeLast(f, n) == "mount" && mountedArg(n, aname) {
			sessions = append(sessions, f.Text(callee.ChildByFieldName("object")))
		}
		return true
	})
	if len(sessions) == 0 {
		return false
	}
	reads, other := 0, false
	f.NodesIn(scope, callSyms, func(n *model.Node) bool {
		callee := model.Callee(n)
		if callee == nil || callee.Sym() != model.SymAttribute {
			return true
		}
		obj := f.Text(callee.ChildByFieldName("object"))
		for _, s := range sessions {
			if obj != s || retry.MutatingRequest(f, n) == "" {
				continue
			}
			if retry.ReadOverPost(f, n) {
				reads++
			} else {
				other = true
			}
		}
		return !other
	})
	return reads > 0 && !other
}

// enclosingCall returns the call of a function named name whose argument
// (or keyword argument) n is, or nil.
func enclosingCall(f *model.File, n *model.Node, name string) *model.Node {
	p := n.Parent()
	if p != nil && p.Sym() == model.SymKeywordArgument {
		p = p.Parent()
	}
	if p == nil || p.Sym() != model.SymArgumentList || p.Parent() == nil || p.Parent().Sym() != model.SymCall {
		return nil
	}
	if calleeLast(f, p.Parent()) != name {
		return nil
	}
	return p.Parent()
}

// assignedName is the name call n is assigned to (`x = n`, `self.x = n`), or "".
func assignedName(f *model.File, n *model.Node) string {
	p := n.Parent()
	if p == nil || p.Sym() != model.SymAssignment || !model.SameSpan(p.ChildByFieldName("right"), n) {
		return ""
	}
	return f.Text(p.ChildByFieldName("left"))
}

// calleeLast is the last name of call n's callee: HTTPAdapter for
// requests.adapters.HTTPAdapter(...).
func calleeLast(f *model.File, n *model.Node) string {
	callee := model.Callee(n)
	if callee == nil {
		return ""
	}
	if callee.Sym() == model.SymAttribute {
		return f.Text(callee.ChildByFieldName("attribute"))
	}
	return f.Text(callee)
}
