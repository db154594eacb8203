package tval

import "github.com/resilience-check/resilience-check/checks/model"

// KeywordOnly is the index ParamOf gives a Python keyword-only parameter
// (one after a bare `*` or `*args`, PEP 3102): a call sets it only by its
// name, never by a position, so no call's positional arguments reach it.
const KeywordOnly = 1 << 20

// ParamOf finds parameter name of function fn: its position among the
// positional parameters (a leading self or cls not counted; KeywordOnly for
// a Python keyword-only one) and its default value (nil without one). ok
// is false when fn has no such plain parameter, or it follows a JavaScript
// rest parameter (...rest), whose positions a call does not fix.
func ParamOf(f *model.File, fn *model.Node, name string) (index int, def *model.Node, self bool, ok bool) {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		return 0, nil, false, false
	}
	k := 0
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		var id, dv *model.Node
		switch p.Sym() {
		case model.SymIdentifier:
			id = p
		case model.SymTypedParameter:
			if p.NamedChildCount() > 0 {
				id = p.NamedChild(0)
			}
		case model.SymDefaultParameter, model.SymTypedDefaultParameter:
			id, dv = p.ChildByFieldName("name"), p.ChildByFieldName("value")
		case model.SymAssignmentPattern:
			id, dv = p.ChildByFieldName("left"), p.ChildByFieldName("right")
		case model.SymRequiredParameter, model.SymOptionalParameter:
			id, dv = p.ChildByFieldName("pattern"), p.ChildByFieldName("value")
		case model.SymParameterDeclaration: // Go: a, b int
			for j := 0; j < int(p.NamedChildCount()); j++ {
				c := p.NamedChild(j)
				if c.Sym() != model.SymIdentifier {
					continue
				}
				if f.Text(c) == name {
					return k, nil, false, true
				}
				k++
			}
			continue
		case model.SymComment:
			continue
		case model.SymListSplatPattern: // *args: the parameters after it are keyword-only
			if f.Lang == model.LangPython {
				k = KeywordOnly
				continue
			}
			return 0, nil, false, false
		default: // **kw, ...rest, a destructuring pattern; Python's bare * separator
			if f.Lang == model.LangPython && f.Text(p) == "*" {
				k = KeywordOnly
				continue
			}
			return 0, nil, false, false
		}
		if id == nil || id.Sym() != model.SymIdentifier {
			return 0, nil, false, false
		}
		t := f.Text(id)
		if k == 0 && i == 0 && f.Lang == model.LangPython && (t == "self" || t == "cls") {
			self = true
			continue
		}
		if t == name {
			return k, dv, self, true
		}
		k++
	}
	return 0, nil, false, false
}
