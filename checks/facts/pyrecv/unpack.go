package pyrecv

import "github.com/resilience-check/resilience-check/checks/model"

// Unpacked returns the constructor call behind Python identifier id when
// id is bound by tuple unpacking of a call of a function of the file
// (`client, user_id, error = _get_authenticated_client()`) and that
// function's returns put a call, or a name unpacked the same way from
// another function of the file, at id's position (`return WebClient(token=t),
// user_id`): RC402 takes the origin of `client.conversations_history()`'s
// errors from the WebClient(...) built there (blind set: duolingo's
// slack-mcp). Python's assignment statement unpacks an iterable into the
// target list (https://docs.python.org/3/reference/simple_stmts.html#assignment-statements).
func Unpacked(f *model.File, id *model.Node) *model.Node { return unpacked(f, id, 0) }

func unpacked(f *model.File, id *model.Node, depth int) *model.Node {
	if f.Lang != model.LangPython || id == nil || id.Sym() != model.SymIdentifier || depth > 3 {
		return nil
	}
	scope := model.EnclosingFunc(id)
	if scope == nil {
		return nil
	}
	var right *model.Node
	idx := -1
	for _, b := range model.Fact(f, bindingsKey, tupleBindings)[f.Text(id)] {
		if b.scope == scope && b.at < id.StartByte() {
			right, idx = b.right, b.idx // the last one before id
		}
	}
	call := model.Unwrap(right)
	if call == nil || call.Sym() != model.SymCall {
		return nil
	}
	def := f.LocalFunc(model.Callee(call))
	if def == nil || def.Sym() != model.SymFunctionDefinition {
		return nil
	}
	var out *model.Node
	f.WalkSyms(def.ChildByFieldName("body"), returnSyms, func(n *model.Node) bool {
		if out != nil || n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda {
			return false
		}
		if n.Sym() != model.SymReturnStatement || n.NamedChildCount() == 0 {
			return true
		}
		v := model.Unwrap(n.NamedChild(0))
		if v == nil || (v.Sym() != model.SymExpressionList && v.Sym() != model.SymTuple) || int(v.NamedChildCount()) <= idx {
			return false
		}
		switch el := model.Unwrap(v.NamedChild(idx)); el.Sym() {
		case model.SymCall:
			out = el
		case model.SymIdentifier:
			if c := model.Unwrap(f.Lookup(f.Text(el), el)); c != nil && c.Sym() == model.SymCall {
				out = c
			} else {
				out = unpacked(f, el, depth+1)
			}
		}
		return false
	})
	return out
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
// (`a, b = g()`) to its bindings, in source order: one walk of the file,
// read per lookup (a function of many calls stays linear).
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

var bindingsKey = model.NewFactKey[map[string][]binding]("pyrecv.tupleBindings")

var (
	assignSyms = model.NewSymBitset(model.SymAssignment)
	returnSyms = model.NewSymBitset(model.SymReturnStatement, model.SymFunctionDefinition, model.SymLambda)
)
