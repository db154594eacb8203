package errorigin

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// CatchAll reports whether error identifier id is bound by a handler that
// takes every error: a Python `except Exception as e` / `except
// BaseException as e` (alone or in a tuple), a JS/TS catch clause's
// parameter or the first parameter of a .catch callback. An alias
// (`last = e`) or a parameter is not followed.
func CatchAll(f *model.File, id *model.Node) bool {
	name := f.Text(id)
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause:
			head := f.Text(p)[:strings.IndexByte(f.Text(p)+":", ':')]
			if !strings.Contains(head, " as "+name) {
				continue
			}
			for _, t := range PyExceptTypeNames(f, p) {
				if t == "Exception" || t == "BaseException" {
					return true
				}
			}
			return false
		case model.SymCatchClause:
			param := p.ChildByFieldName("parameter")
			return param != nil && f.Text(param) == name
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			return true // the .catch / .then callback errRegion accepts
		case model.SymFunctionDefinition, model.SymMethodDefinition, model.SymClassDefinition,
			model.SymFunctionDeclaration, model.SymMethodDeclaration:
			return false
		}
	}
	return false
}
