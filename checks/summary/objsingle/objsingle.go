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

// Method returns, for an arrow function or function expression fn that is
// the value of a property of an object literal Name reads as a class
// (`const createProduct = { initialize(c) {...}, execute: async (input) =>
// {...} }`, the shopify-mcp tools), the property's name: a method of that
// class as the shorthand methods are (ES2015 12.2.6: a property whose
// value is a function is called as obj.execute() like a method, with the
// object as this for a function expression); "" otherwise (a computed or
// string key, a property of a nested object, an object Name rejects).
func Method(f *model.File, fn *model.Node) string {
	if fn == nil || !f.Lang.IsJS() || fn.Sym() != model.SymArrowFunction && fn.Sym() != model.SymFunctionExpression && fn.Sym() != model.SymFunction {
		return ""
	}
	pair := fn.Parent()
	if pair == nil || pair.Sym() != model.SymPair || pair.ChildByFieldName("value") != fn {
		return ""
	}
	key := pair.ChildByFieldName("key")
	obj := pair.Parent()
	if key == nil || key.Type() != "property_identifier" || obj == nil || obj.Type() != "object" {
		return ""
	}
	d := obj.Parent()
	for d != nil && (d.Type() == "parenthesized_expression" || d.Type() == "as_expression" || d.Type() == "satisfies_expression") {
		d = d.Parent()
	}
	if d == nil || d.Sym() != model.SymVariableDeclarator || model.Unwrap(d.ChildByFieldName("value")) != obj || Name(f, d) == "" {
		return ""
	}
	return f.Text(key)
}
