package tval

import "github.com/resilience-check/resilience-check/checks/model"

// ParamOf finds parameter name of function fn: its position among the
// positional parameters (a leading self or cls not counted) and its
// default value (nil without one). ok is false when fn has no such plain
// parameter, or it follows a splat (*args, ...rest), whose positions a
// call does not fix.
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
		default: // *args, **kw, ...rest, a destructuring pattern
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
