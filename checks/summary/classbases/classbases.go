// Package classbases reads the base classes a class declaration names, the
// text the function summaries keep per class (summary.File.Classes) to
// resolve a method a class inherits from a base declared in another module.
package classbases

import "github.com/resilience-check/resilience-check/checks/model"

// Of returns the bases class declaration n names, in source order, as
// written: a Python class's superclasses (`class A(Base, mod.Mixin)`), a
// JS/TS class's extends clause (`class A extends B`, `extends ns.B`).
// Arguments that are not names (keyword arguments, calls) are left out;
// an empty result is a class with no readable base.
func Of(f *model.File, n *model.Node) []string {
	var bases []string
	add := func(b *model.Node) {
		if b != nil && (b.Sym() == model.SymIdentifier || b.Sym() == model.SymAttribute || b.Sym() == model.SymMemberExpression) {
			bases = append(bases, f.Text(b))
		}
	}
	if sc := n.ChildByFieldName("superclasses"); sc != nil { // Python
		for i := 0; i < int(sc.NamedChildCount()); i++ {
			add(sc.NamedChild(i))
		}
	}
	for i := 0; i < int(n.NamedChildCount()); i++ { // JS/TS: class A extends B
		if h := n.NamedChild(i); h.Sym() == model.SymClassHeritage {
			model.Walk(h, func(m *model.Node) bool {
				if m.Type() == "extends_clause" {
					add(m.ChildByFieldName("value"))
					return false
				}
				if m.Sym() == model.SymIdentifier || m.Sym() == model.SymMemberExpression {
					add(m)
					return false
				}
				return true
			})
		}
	}
	return bases
}
