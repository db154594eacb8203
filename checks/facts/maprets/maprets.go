// Package maprets finds, for RC402, the values a JS/TS array callback
// returns from a catch clause of its own: a batch tool that maps its items
// to promises and collects each item's outcome (`await
// Promise.all(ids.map(async (id) => { try { await wpPut(...); return { id,
// success: true } } catch (e) { return { id, success: false, error:
// String(e) } } }))`) puts the caught error's text into the array it
// returns to the client (batch 34, cvrt-jh/wordpress-mcp
// src/tools/comments.ts:98). The value of `xs.map(fn)` is the array of what
// fn returns (MDN, Array.prototype.map:
// https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/map),
// and Promise.all's the array of what those promises resolve to; CodeQL's
// js/stack-trace-exposure follows the same flow through a callback's
// return (https://codeql.github.com/codeql-query-help/javascript/js-stack-trace-exposure/);
// CWE-209 (https://cwe.mitre.org/data/definitions/209.html). Only returns
// inside a catch clause of the callback are read: a callback's other
// returns are the items' data, whose error-looking fields (`issues.map((e)
// => e.message)`, a validation library's messages) are no caught error.
package maprets

import "github.com/resilience-check/resilience-check/checks/model"

// CatchReturns returns, for call n of a JS/TS file that maps an array with a
// function literal (`xs.map(async (x) => { ... })`, `xs.flatMap(...)`), the
// values the function literal returns from inside a catch clause of its own
// body (not of a function nested in it). Nil otherwise.
func CatchReturns(f *model.File, n *model.Node) []*model.Node {
	if !f.Lang.IsJS() || n == nil || n.Sym() != model.SymCallExpression {
		return nil
	}
	callee := model.Callee(n)
	if callee == nil || callee.Sym() != model.SymMemberExpression {
		return nil
	}
	if p := f.Text(callee.ChildByFieldName("property")); p != "map" && p != "flatMap" {
		return nil
	}
	fn := model.Unwrap(model.Arg(n, 0))
	if fn == nil || fn.Sym() != model.SymArrowFunction && fn.Sym() != model.SymFunctionExpression && fn.Sym() != model.SymFunction {
		return nil
	}
	body := fn.ChildByFieldName("body")
	if body == nil || body.Sym() != model.SymStatementBlock {
		return nil
	}
	var out []*model.Node
	var walk func(m *model.Node, inCatch bool)
	walk = func(m *model.Node, inCatch bool) {
		switch m.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymClassDeclaration:
			return
		case model.SymCatchClause:
			inCatch = true
		case model.SymReturnStatement:
			if v := m.NamedChild(0); inCatch && v != nil && v.Sym() != model.SymComment {
				out = append(out, v)
			}
			return
		}
		for i := 0; i < int(m.NamedChildCount()); i++ {
			walk(m.NamedChild(i), inCatch)
		}
	}
	walk(body, false)
	return out
}
