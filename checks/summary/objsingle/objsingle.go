// Package objsingle reads a JS/TS module-level object literal bound to a
// const (`export const api = { async listItems() { ... } }`), a singleton
// service the way a class with one instance is: its shorthand methods are
// the methods of a class named by the const, so `api.listItems()` in a
// module that imports api, `this.listItems()` in a sibling method and the
// same call in the module itself resolve to the method as
// `TaskService.createTask()` does. Source: ECMAScript method definitions
// (an object literal's method is called with the object as this, ES2015
// 14.3); docs/cross-file.md "Classes".
package objsingle

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// Name returns, for a JS/TS variable declarator n at module level (the
// caller checks that), the name of the const it declares when its value is
// an object literal (through parentheses, `as const` and `satisfies`) with
// at least one shorthand method (`m() {}`, `async m() {}`); "" otherwise
// (a `let` / `var`, a destructuring pattern, an object of arrow-function
// properties only, any other value).
func Name(f *model.File, n *model.Node) string {
	if n == nil || !f.Lang.IsJS() || n.Sym() != model.SymVariableDeclarator {
		return ""
	}
	decl := n.Parent()
	if decl == nil || decl.Type() != "lexical_declaration" || decl.ChildCount() == 0 || f.Text(decl.Child(0)) != "const" {
		return ""
	}
	nm := n.ChildByFieldName("name")
	v := model.Unwrap(n.ChildByFieldName("value"))
	if nm == nil || nm.Sym() != model.SymIdentifier || v == nil || v.Type() != "object" {
		return ""
	}
	for i := 0; i < int(v.NamedChildCount()); i++ {
		if ch := v.NamedChild(i); ch.Sym() == model.SymMethodDefinition {
			return f.Text(nm)
		}
	}
	return ""
}
