// Package rethrow finds the parameter a function throws as its last word,
// for the function summaries' Func.Rethrows (docs/cross-file.md, "raises
// errors of an origin"): `function tagError(e, meta): never { ...; throw e }`
// or `def fail(e): raise RuntimeError(f"lookup failed: {e}")`, whose caller's
// catch clause that hands it the caught error lets that error out after all.
// Moved out of package summary as it was (behaviour-identical).
package rethrow

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/errtext"
)

// Param returns the index among params of the parameter that throw or raise
// statement n throws, as is or in a new error built from its text, when n is
// the last statement of the body of function scope and the function has no
// return statement (nested functions aside); -1 otherwise.
func Param(f *model.File, n, scope *model.Node, params []string) int {
	if scope == nil || n.NamedChildCount() == 0 {
		return -1
	}
	body := scope.ChildByFieldName("body")
	if body == nil || n.Parent() == nil || n.Parent().StartByte() != body.StartByte() || n.Parent().EndByte() != body.EndByte() {
		return -1
	}
	last := body.NamedChild(int(body.NamedChildCount()) - 1)
	if last == nil || last.StartByte() != n.StartByte() {
		return -1
	}
	returns := false
	model.Walk(body, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymReturnStatement:
			returns = true
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda:
			return false
		}
		return !returns
	})
	if returns {
		return -1
	}
	v := n.NamedChild(0)
	for j, p := range params {
		if p != "" && errtext.Mentions(f, v, p) {
			return j
		}
	}
	return -1
}
