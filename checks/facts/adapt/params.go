package adapt

import "github.com/resilience-check/resilience-check/checks/model"

// GoParamType returns the type node of the parameter called name in a Go
// parameter list (a function's `parameters` or a method's `receiver`:
// `client *api.Client` gives `*api.Client`), or nil when the list is nil or
// declares no parameter of that name.
func GoParamType(f *model.File, list *model.Node, name string) *model.Node {
	for i := 0; list != nil && i < int(list.NamedChildCount()); i++ {
		p := list.NamedChild(i)
		if p.Sym() != model.SymParameterDeclaration {
			continue
		}
		for j := 0; j < int(p.NamedChildCount()); j++ {
			if c := p.NamedChild(j); c.FieldName() == "name" && f.Text(c) == name {
				return p.ChildByFieldName("type")
			}
		}
	}
	return nil
}
