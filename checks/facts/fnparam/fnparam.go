// Package fnparam holds facts on a function's parameters by name: whether a
// Python or JS function has a parameter called name, its index (RC402, moved
// out of checks/rc402 unchanged), and a Python parameter's annotation.
package fnparam

import "github.com/resilience-check/resilience-check/checks/model"

// PyNamed reports whether Python function fn has a parameter called name.
func PyNamed(f *model.File, fn *model.Node, name string) bool {
	if f.Lang != model.LangPython {
		return false
	}
	return Index(f, fn, name) >= 0
}

// Index returns the index of fn's parameter called name, or -1.
func Index(f *model.File, fn *model.Node, name string) int {
	params := fn.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		pn := p
		if n := p.ChildByFieldName("name"); n != nil {
			pn = n
		} else if p.Sym() == model.SymTypedParameter || p.Sym() == model.SymDefaultParameter || p.Sym() == model.SymTypedDefaultParameter {
			pn = p.NamedChild(0)
		}
		if f.Text(pn) == name {
			return i
		}
	}
	return -1
}

// JSNamed reports whether function fn has a parameter called name.
func JSNamed(f *model.File, fn *model.Node, name string) bool {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		params = fn.ChildByFieldName("parameter")
	}
	found := false
	model.Walk(params, func(n *model.Node) bool {
		found = found || n.Sym() == model.SymIdentifier && f.Text(n) == name
		return !found
	})
	return found
}

// PyAnnotation returns the type annotation of Python function fn's
// parameter name (`mcp: FastMCP`, `mcp: FastMCP = None`, `cls: Type[M]`) as
// the grammar gives it, or nil when the parameter has none or fn has no
// parameter of that name.
func PyAnnotation(f *model.File, fn *model.Node, name string) *model.Node {
	params := fn.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		switch p.Sym() {
		case model.SymTypedParameter:
			if p.NamedChildCount() > 0 && f.Text(p.NamedChild(0)) == name {
				return p.ChildByFieldName("type")
			}
		case model.SymTypedDefaultParameter:
			if f.Text(p.ChildByFieldName("name")) == name {
				return p.ChildByFieldName("type")
			}
		}
	}
	return nil
}
