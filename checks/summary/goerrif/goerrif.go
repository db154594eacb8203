// Package goerrif binds a Go error check to the call whose error it
// checks, for the function summaries (checks/summary): in
// `x, err := h.client.Do(req); if err != nil { return h.handleError(err), nil }`
// (or `if x, err := call(); err != nil { ... }`) the err handed on in the
// if's body is the error of that call, as a Python or JS catch clause's
// error is that of its try block's calls (Go spec, "Short variable
// declarations", "If statements"; Effective Go, "Errors"). The summaries
// then treat the if's body like a catch clause (Call.ErrArg, Call.CatchOf)
// and the assignment like its try block, so a helper in any file that puts
// its error parameter's text into a tool result gets the call's origin.
// It is split from checks/summary, which is at the package size limit
// (checks/size_test.go).
package goerrif

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// Of returns, for Go if statement n whose condition is `V != nil`, the
// name V and the statement that last assigned V from a single call right
// before the if (its initializer, or the statement just before it in the
// same block), and the if's consequence block; "" and nils otherwise.
func Of(f *model.File, n *model.Node) (string, *model.Node, *model.Node) {
	if f.Lang != model.LangGo || n == nil || n.Sym() != model.SymIfStatement {
		return "", nil, nil
	}
	cond, body := n.ChildByFieldName("condition"), n.ChildByFieldName("consequence")
	if cond == nil || body == nil || cond.Sym() != model.SymBinaryExpression || f.Text(cond.ChildByFieldName("operator")) != "!=" {
		return "", nil, nil
	}
	l, r := cond.ChildByFieldName("left"), cond.ChildByFieldName("right")
	if l == nil || r == nil || l.Sym() != model.SymIdentifier || r.Sym() != model.SymNil {
		return "", nil, nil
	}
	name := f.Text(l)
	assign := n.ChildByFieldName("initializer")
	if assign == nil {
		assign = n.PrevNamedSibling()
		for assign != nil && assign.Sym() == model.SymComment {
			assign = assign.PrevNamedSibling()
		}
	}
	if !assigns(f, assign, name) {
		return "", nil, nil
	}
	return name, assign, body
}

// assigns reports whether statement s is `a, name := call(...)` or
// `a, name = call(...)`: name among its left side, one call on its right.
func assigns(f *model.File, s *model.Node, name string) bool {
	if s == nil || s.Sym() != model.SymShortVarDeclaration && s.Sym() != model.SymAssignmentStatement {
		return false
	}
	left, right := s.ChildByFieldName("left"), s.ChildByFieldName("right")
	if left == nil || right == nil || right.NamedChildCount() != 1 {
		return false
	}
	if v := model.Unwrap(right.NamedChild(0)); v == nil || v.Sym() != model.SymCallExpression {
		return false
	}
	for i := 0; i < int(left.NamedChildCount()); i++ {
		if c := left.NamedChild(i); c.Sym() == model.SymIdentifier && f.Text(c) == name {
			return true
		}
	}
	return false
}
