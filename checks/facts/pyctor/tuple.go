package pyctor

import (
	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// tupleClient names the client a name unpacked from a helper's tuple holds:
// `client, user_id, error = _get_authenticated_client()` where every return
// of the helper (a function or method of the file) gives, at that position,
// one client, None, or a name unpacked the same way from another helper
// (duolingo/slack-mcp: `return WebClient(token=t), user_id` and
// `return None, None` two helpers down). The assignment is the last one of
// that name before id in id's function; "" when none, or when a return
// gives anything else at that position.
// Source: Python's assignment statement, target lists
// (https://docs.python.org/3/reference/simple_stmts.html#assignment-statements).
func tupleClient(f *model.File, id *model.Node) string {
	return tupleClientDepth(f, id, 0)
}

// assignSyms are the nodes tupleClient reads.
var assignSyms = model.NewSymBitset(model.SymAssignment)

// tupleClientDepth is tupleClient, depth helpers down.
func tupleClientDepth(f *model.File, id *model.Node, depth int) string {
	if depth > 3 || id == nil || id.Sym() != model.SymIdentifier {
		return ""
	}
	fn := model.EnclosingFunc(id)
	scope := fn
	if scope == nil {
		scope = f.Root
	}
	name := f.Text(id)
	var call *model.Node
	idx := -1
	f.NodesIn(scope, assignSyms, func(n *model.Node) bool {
		if n.StartByte() >= id.StartByte() {
			return false
		}
		l := n.ChildByFieldName("left")
		if l == nil || l.Sym() != model.SymPatternList || model.EnclosingFunc(n) != fn {
			return true // not an unpacking, or one in a nested function
		}
		for i := 0; i < int(l.NamedChildCount()); i++ {
			if c := l.NamedChild(i); c.Sym() == model.SymIdentifier && f.Text(c) == name {
				r := model.Unwrap(n.ChildByFieldName("right"))
				if r != nil && r.Sym() == model.SymCall {
					call, idx = r, i
				} else {
					call, idx = nil, -1
				}
			}
		}
		return true
	})
	if call == nil {
		return ""
	}
	return tupleReturned(f, pyCalledDef(f, model.Callee(call)), idx, depth)
}

// tupleReturned names the one client every return of def gives at position
// idx of the tuple it returns (None placeholders aside), else "".
func tupleReturned(f *model.File, def *model.Node, idx, depth int) string {
	if def == nil {
		return ""
	}
	found := ""
	for _, r := range adapt.PyReturns(def) {
		v := model.Unwrap(r)
		if v == nil || v.Sym() != model.SymExpressionList && v.Sym() != model.SymTuple || int(v.NamedChildCount()) <= idx {
			return ""
		}
		e := model.Unwrap(v.NamedChild(idx))
		c := ""
		switch e.Sym() {
		case model.SymNone:
			continue
		case model.SymCall:
			c = pyCallClient(f, e)
		case model.SymIdentifier:
			c = tupleClientDepth(f, e, depth+1)
		}
		if _, known := model.PyBlockingClients[c]; !known && !Assumed(f, c) {
			return ""
		}
		if found != "" && !sameClient(found, c) {
			return ""
		}
		if found == "" {
			found = c
		}
	}
	return found
}
