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

// tupleClientDepth is tupleClient, depth helpers down.
func tupleClientDepth(f *model.File, id *model.Node, depth int) string {
	if depth > 3 || id == nil || id.Sym() != model.SymIdentifier {
		return ""
	}
	call, idx := Unpacking(f, id)
	if call == nil {
		return ""
	}
	return tupleReturned(f, pyCalledDef(f, model.Callee(call)), idx, depth)
}

// Unpacking returns the call whose value the last tuple-unpacking
// assignment of Python identifier id's name before id, in id's function
// (or module), unpacks (`client, user_id, error = _get_authenticated_client()`)
// and id's position among its targets; nil when that assignment unpacks no
// call, or there is none. pyrecv.Unpacked reads the same bindings for RC402.
func Unpacking(f *model.File, id *model.Node) (call *model.Node, idx int) {
	if f.Lang != model.LangPython || id == nil || id.Sym() != model.SymIdentifier {
		return nil, -1
	}
	scope := model.EnclosingFunc(id)
	var right *model.Node
	idx = -1
	for _, b := range model.Fact(f, bindingsKey, tupleBindings)[f.Text(id)] {
		if b.scope == scope && b.at < id.StartByte() {
			right, idx = b.right, b.idx // the last one before id
		}
	}
	if call = model.Unwrap(right); call == nil || call.Sym() != model.SymCall {
		return nil, -1
	}
	return call, idx
}

// binding is one target of a tuple-unpacking assignment: the assignment's
// start, its function, its right-hand side and the target's position.
type binding struct {
	at    uint32
	scope *model.Node
	right *model.Node
	idx   int
}

// tupleBindings maps each name a tuple-unpacking assignment of f binds
// (`a, b = g()`, `(a, b) = g()`) to its bindings, in source order: one walk
// of the file, read per lookup (a function of many calls stays linear).
func tupleBindings(f *model.File) map[string][]binding {
	out := map[string][]binding{}
	f.NodesOf(assignSyms, func(n *model.Node) bool {
		left := n.ChildByFieldName("left")
		if left == nil || (left.Sym() != model.SymPatternList && left.Sym() != model.SymTuple) {
			return true
		}
		scope := model.EnclosingFunc(n)
		for i := 0; i < int(left.NamedChildCount()); i++ {
			if t := left.NamedChild(i); t.Sym() == model.SymIdentifier {
				out[f.Text(t)] = append(out[f.Text(t)], binding{at: n.StartByte(), scope: scope, right: n.ChildByFieldName("right"), idx: i})
			}
		}
		return true
	})
	return out
}

var bindingsKey = model.NewFactKey[map[string][]binding]("pyctor.tupleBindings")

// assignSyms are the nodes tupleBindings reads.
var assignSyms = model.NewSymBitset(model.SymAssignment)

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
