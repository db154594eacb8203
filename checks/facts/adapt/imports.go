package adapt

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// JSImportClause calls fn for each name a JavaScript or TypeScript import
// statement binds, with the name the module exports it as: "default" for
// `import x from "m"`, "*" for `import * as ns from "m"`, the exported
// name for `import { a, b as c } from "m"` (the specifier's text as written,
// quotes included for a string name). The module (the statement's source)
// is the caller's.
func JSImportClause(f *model.File, stmt *model.Node, fn func(local, exported string)) {
	for i := 0; i < int(stmt.NamedChildCount()); i++ {
		clause := stmt.NamedChild(i)
		if clause.Sym() != model.SymImportClause {
			continue
		}
		for j := 0; j < int(clause.NamedChildCount()); j++ {
			c := clause.NamedChild(j)
			switch c.Sym() {
			case model.SymIdentifier:
				fn(f.Text(c), "default")
			case model.SymNamespaceImport:
				if c.NamedChildCount() > 0 {
					fn(f.Text(c.NamedChild(0)), "*")
				}
			case model.SymNamedImports:
				for k := 0; k < int(c.NamedChildCount()); k++ {
					spec := c.NamedChild(k)
					if spec.Sym() != model.SymImportSpecifier {
						continue
					}
					name := f.Text(spec.ChildByFieldName("name"))
					local := name
					if a := spec.ChildByFieldName("alias"); a != nil {
						local = f.Text(a)
					}
					fn(local, name)
				}
			}
		}
	}
}

// PyFromImportNames calls fn for each name a Python `from m import a, b as
// c` statement binds, with the name it has in the module (a, b). The module
// (module_name) is the caller's.
func PyFromImportNames(f *model.File, stmt *model.Node, fn func(local, name string)) {
	for i := 0; i < int(stmt.ChildCount()); i++ {
		if stmt.FieldNameForChild(i) != "name" {
			continue
		}
		c := stmt.Child(i)
		switch c.Sym() {
		case model.SymDottedName:
			fn(f.Text(c), f.Text(c))
		case model.SymAliasedImport:
			fn(f.Text(c.ChildByFieldName("alias")), f.Text(c.ChildByFieldName("name")))
		}
	}
}

// PyFromImport finds the `from SPEC import NAME [as local]` of Python file
// f that binds local (only one at module level when moduleLevel is set) and
// returns its module without leading dots (spec), their count (level: 0 for
// an absolute import) and the name imported.
func PyFromImport(f *model.File, local string, moduleLevel bool) (spec, name string, level int, ok bool) {
	f.NodesOf(model.NewSymBitset(model.SymImportFromStatement), func(n *model.Node) bool {
		mod := n.ChildByFieldName("module_name")
		if mod == nil || moduleLevel && model.EnclosingFunc(n) != nil {
			return false
		}
		PyFromImportNames(f, n, func(bound, orig string) {
			if bound == local { // a later import of the name rebinds it
				m := f.Text(mod)
				level = len(m) - len(strings.TrimLeft(m, "."))
				spec, name, ok = strings.TrimLeft(m, "."), orig, true
			}
		})
		return false
	})
	return spec, name, level, ok
}
