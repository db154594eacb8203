package rc101

import (
	"bytes"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// goAddImport returns the edit that adds import path to a Go file: into
// the first parenthesized import block (in sorted position among the
// standard-library imports at its top), or as a new import line after the
// package clause. ok is false when the file has no package clause.
func goAddImport(f *model.File, path string) (model.Edit, bool) {
	quoted := `"` + path + `"`
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		decl := f.Root.NamedChild(i)
		if decl.Sym() != model.SymImportDeclaration {
			continue
		}
		list := decl.NamedChild(0)
		if list == nil || list.Sym() != model.SymImportSpecList {
			continue
		}
		// after the last standard-library import that sorts before path,
		// else before the first import
		var after, first *model.Node
		for j := 0; j < int(list.NamedChildCount()); j++ {
			spec := list.NamedChild(j)
			if spec.Sym() != model.SymImportSpec {
				continue
			}
			if first == nil {
				first = spec
			}
			if p := f.Text(spec.ChildByFieldName("path")); !strings.Contains(p, ".") && p < quoted {
				after = spec
			}
		}
		switch {
		case after != nil:
			at := int(after.EndByte())
			if i := bytes.IndexByte(f.Src[at:], '\n'); i >= 0 {
				at += i + 1
			}
			return model.Edit{Start: at, End: at, Text: f.LineIndent(int(after.StartByte())) + quoted + "\n"}, true
		case first != nil:
			indent := f.LineIndent(int(first.StartByte()))
			at := int(first.StartByte()) - len(indent)
			return model.Edit{Start: at, End: at, Text: indent + quoted + "\n"}, true
		}
		at := int(list.EndByte()) - 1 // an empty block: before ")"
		return model.Edit{Start: at, End: at, Text: "\t" + quoted + "\n"}, true
	}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		if pc := f.Root.NamedChild(i); pc.Sym() == model.SymPackageClause {
			return model.Edit{Start: int(pc.EndByte()), End: int(pc.EndByte()), Text: "\n\nimport " + quoted}, true
		}
	}
	return model.Edit{}, false
}
