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

// PairMethod returns the key of pair p (`execute: async (input) => {...}`,
// `run: function () {...}`) when p is a property of the object literal of
// a const Name reads as a singleton named class, and its value is a
// function: such a property is called as the object's method
// (`createProduct.execute(args)` in the module that imports createProduct,
// benwmerritt/shopify-mcp and GeLi2001/shopify-mcp's tool modules, which
// also declare `initialize(client) {...}`), so it is a method of that class
// too. "" otherwise (a nested object's property, a non-function value, a
// computed key).
func PairMethod(f *model.File, p *model.Node, class string) string {
	if p == nil || class == "" || p.Sym() != model.SymPair {
		return ""
	}
	v := model.Unwrap(p.ChildByFieldName("value"))
	if v == nil || v.Sym() != model.SymArrowFunction && v.Sym() != model.SymFunctionExpression && v.Sym() != model.SymFunction {
		return ""
	}
	obj := p.Parent()
	if obj == nil || obj.Type() != "object" {
		return ""
	}
	decl := obj.Parent()
	if decl == nil || decl.Sym() != model.SymVariableDeclarator || Name(f, decl) != class {
		return ""
	}
	k := p.ChildByFieldName("key")
	if k == nil || k.Type() != "property_identifier" {
		return ""
	}
	return f.Text(k)
}
