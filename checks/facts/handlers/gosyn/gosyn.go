// Package gosyn holds the readings of a parsed Go file that the handler
// model (checks/facts/handlers) makes of its top-level declarations and of
// a tool definition's literals: the functions and type specs by name, a
// composite literal's keyed field, a tool's name from its string literals.
// They read one file's syntax only (tree-sitter-go node kinds through
// checks/model) and know nothing of handlers.
package gosyn

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Decls maps the names of the file's top-level functions to their
// declarations.
func Decls(f *model.File) map[string]*model.Node {
	out := map[string]*model.Node{}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		if d := f.Root.NamedChild(i); d.Sym() == model.SymFunctionDeclaration {
			out[f.Text(d.ChildByFieldName("name"))] = d
		}
	}
	return out
}

// Keyed returns the value of field key in a Go composite literal or in
// an element literal whose type the list gives (`[]T{{Name: "x"}}`), or nil.
func Keyed(f *model.File, lit *model.Node, key string) *model.Node {
	if lit == nil {
		return nil
	}
	if lit.Sym() == model.SymCompositeLiteral {
		return f.GoKeyed(lit, key)
	}
	if lit.Sym() != model.SymLiteralValue {
		return nil
	}
	return f.GoKeyedIn(lit, key)
}

// Name returns a Go tool's name: the string literal n is, or the string
// literals of the value a variable n was bound to, joined
// (`name := prefix() + "_get_logs"` gives "_get_logs": enough for the words
// of the name); "" when none shows.
func Name(f *model.File, n *model.Node) string {
	if n.Sym() == model.SymIdentifier {
		n = f.Resolve(n)
	}
	var b strings.Builder
	model.Walk(n, func(m *model.Node) bool {
		if m.Sym() == model.SymInterpretedStringLiteral || m.Sym() == model.SymRawStringLiteral {
			b.WriteString(strings.Trim(f.Text(m), "`\""))
			return false
		}
		return m.Sym() == model.SymBinaryExpression || m == n
	})
	return b.String()
}

// TypeSpecs maps the names of the file's top-level type declarations to
// their type specs.
func TypeSpecs(f *model.File) map[string]*model.Node {
	out := map[string]*model.Node{}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		d := f.Root.NamedChild(i)
		if d.Sym() != model.SymTypeDeclaration {
			continue
		}
		for j := 0; j < int(d.NamedChildCount()); j++ {
			if s := d.NamedChild(j); s.Sym() == model.SymTypeSpec {
				out[f.Text(s.ChildByFieldName("name"))] = s
			}
		}
	}
	return out
}
