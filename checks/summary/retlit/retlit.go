// Package retlit tells whether an anonymous function is the value its
// enclosing function returns: a handler factory (`func newCreateNoteHandler(base
// string) server.ToolHandlerFunc { return func(ctx, req) {...} }`,
// `export function handleCreateComment(svc) { return async (args) => {...} }`).
// Registering `newCreateNoteHandler(base)` as a tool's handler runs the
// returned function on every call of the tool, so the function summaries
// count a mutation it makes as the factory's (RC601, issue 18).
package retlit

import "github.com/resilience-check/resilience-check/checks/model"

// Returned reports whether n, a Go func literal or a JavaScript/TypeScript
// arrow function or function expression, is returned as it stands by the
// function around it (`return func(...) {...}`, `return async (args) => {...}`,
// also inside parentheses). A function stored first (`h := func...; return h`)
// or passed to a call is not.
func Returned(n *model.Node) bool {
	switch n.Sym() {
	case model.SymFuncLiteral, model.SymArrowFunction, model.SymFunctionExpression:
	default:
		return false
	}
	p := n.Parent()
	for p != nil && (p.Type() == "parenthesized_expression" || p.Type() == "expression_list" && p.NamedChildCount() == 1) {
		p = p.Parent()
	}
	return p != nil && p.Sym() == model.SymReturnStatement
}
