package adapt

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// HandlerVar returns the name of the error a failure handler clause binds:
// Python `except X as e:` (and `except* X as e:`) binds e, "" without `as`;
// JavaScript and TypeScript `catch (e)` bind e, "" for a bare `catch {`. Any
// other node binds "". (Go has no handler clause: its handler is the branch
// of an if that tests the error, see ErrNotNil and ErrIsNil.)
func HandlerVar(f *model.File, clause *model.Node) string {
	switch clause.Sym() {
	case model.SymExceptClause, model.SymExceptGroupClause:
		for i := 0; i < int(clause.NamedChildCount()); i++ {
			if ch := clause.NamedChild(i); ch.Sym() == model.SymAsPattern {
				if a := ch.ChildByFieldName("alias"); a != nil {
					return strings.TrimSpace(f.Text(a))
				}
			}
		}
	case model.SymCatchClause:
		return f.Text(clause.ChildByFieldName("parameter"))
	}
	return ""
}

// ErrNotNil returns the error variable that Go condition cond tests for a
// failure, `err != nil`, also inside `||` (either failure takes the
// branch), so the if's consequence is the error's handler; "" when it tests
// none, and in the other languages (a JavaScript `err != null` is no Go
// error check).
func ErrNotNil(f *model.File, cond *model.Node) string {
	if f.Lang != model.LangGo {
		return ""
	}
	return goErrCompare(f, cond, "!=", true)
}

// ErrIsNil returns the error variable that Go condition cond tests for
// success, `err == nil`, also inside `&&` (the else branch then handles the
// error); "" when it tests none, and in the other languages.
func ErrIsNil(f *model.File, cond *model.Node) string {
	if f.Lang != model.LangGo {
		return ""
	}
	return goErrCompare(f, cond, "==", false)
}

// goErrName returns n's text when n names an error variable (err, e,
// authErr, error, x.Err), else "".
func goErrName(f *model.File, n *model.Node) string {
	n = model.Unwrap(n)
	if n == nil || (n.Sym() != model.SymIdentifier && n.Sym() != model.SymSelectorExpression) {
		return ""
	}
	t := f.Text(n)
	last := t[strings.LastIndex(t, ".")+1:]
	l := strings.ToLower(last)
	if l == "e" || strings.HasSuffix(l, "err") || strings.HasSuffix(l, "error") {
		return t
	}
	return ""
}

// goErrCompare returns the error name in a condition `err <op> nil`, looking
// into && and || when or is set.
func goErrCompare(f *model.File, cond *model.Node, op string, or bool) string {
	cond = model.Unwrap(cond)
	if cond == nil || cond.Sym() != model.SymBinaryExpression {
		return ""
	}
	o := f.Text(cond.ChildByFieldName("operator"))
	l, r := cond.ChildByFieldName("left"), cond.ChildByFieldName("right")
	if o == op {
		if model.IsNone(model.Unwrap(r)) {
			return goErrName(f, l)
		}
		if model.IsNone(model.Unwrap(l)) {
			return goErrName(f, r)
		}
		return ""
	}
	if (o == "||" && or) || (o == "&&" && !or) {
		if e := goErrCompare(f, l, op, or); e != "" {
			return e
		}
		return goErrCompare(f, r, op, or)
	}
	return ""
}
