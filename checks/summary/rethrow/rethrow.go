// Package rethrow finds the parameter a function throws as its last word,
// for the function summaries' Func.Rethrows (docs/cross-file.md, "raises
// errors of an origin"): `function tagError(e, meta): never { ...; throw e }`
// or `def fail(e): raise RuntimeError(f"lookup failed: {e}")`, whose caller's
// catch clause that hands it the caught error lets that error out after all.
// Moved out of package summary as it was (behaviour-identical).
package rethrow

import (
	"slices"

	"github.com/resilience-check/resilience-check/checks/facts/errtaint"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/errtext"
)

// Param returns the index among params of the parameter that throw or raise
// statement n throws, as is or in a new error built from its text, when the
// function scope has no return statement (nested functions aside), so it
// never returns normally, and n is the last statement of its body or, in a
// branch, a statement outside any try of the function (railway's
// `analyzeRailwayError(error, command): never`, whose fixed messages for
// known CLI outputs end in `throw new Error(`Railway CLI error:
// ${err.message}`)`): the caller's catch clause that hands it the caught
// error may let that error's text out. The text may pass through locals of
// the function (`const err = error as RailwayError`, errtaint.Names); -1
// otherwise.
func Param(f *model.File, n, scope *model.Node, params []string) int {
	if scope == nil || n.NamedChildCount() == 0 {
		return -1
	}
	body := scope.ChildByFieldName("body")
	if body == nil || n.Parent() == nil {
		return -1
	}
	last := body.NamedChild(int(body.NamedChildCount()) - 1)
	top := n.Parent().StartByte() == body.StartByte() && n.Parent().EndByte() == body.EndByte() && last != nil && last.StartByte() == n.StartByte()
	if !top && !f.Lang.IsJS() {
		return -1 // Python: a raise in a branch is often under isinstance(e, OwnError), the project's fixed text
	}
	for a := n.Parent(); !top && a != nil && a.StartByte() >= body.StartByte() && a.EndByte() <= body.EndByte(); a = a.Parent() {
		if a.Sym() == model.SymTryStatement || a.IsScope() {
			return -1 // a try of its own may handle it; a nested function is another's throw
		}
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
	return mentioned(f, n.NamedChild(0), body, params, 0)
}

// mentioned returns the index, from the index from on, of the first of
// params whose text error value v reads (through locals of body too,
// errtaint.Names); -1 for none.
func mentioned(f *model.File, v, body *model.Node, params []string, from int) int {
	for j := from; j < len(params); j++ {
		if params[j] != "" && errtext.MentionsAny(f, v, errtaint.Names(f, body, params[j])) {
			return j
		}
	}
	return -1
}

// Add returns rs with the indexes of every parameter that throw or raise
// statement n throws (Param) added once each: not only the first one, as a
// helper's message may name its action before the error
// (`async def fail(ctx, action, exc): detail = f"{action}: {describe(exc)}";
// raise ToolError(detail) from exc`, mhajder/zabbix-mcp errors.py:62), and a
// caller hands the caught error at the later place (ErrArg).
func Add(rs []int, f *model.File, n, scope *model.Node, params []string) []int {
	j := Param(f, n, scope, params)
	for j >= 0 {
		if !slices.Contains(rs, j) {
			rs = append(rs, j)
		}
		j = mentioned(f, n.NamedChild(0), scope.ChildByFieldName("body"), params, j+1)
	}
	return rs
}
