// Package errtext holds the facts of package summary about errors and their
// text that need no summary: whether a try statement or a promise's .catch
// handles the errors of its body, whether a Go return passes an error on,
// and, for RC402, which functions return raw error text as a value
// (Returned) — split from package summary, which is at the package size
// limit (checks/size_test.go).
package errtext

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errtaint"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/callname"
)

// TryCatches reports whether try statement n has a handler (except /
// catch) that does not rethrow the error it caught: a bare `raise`,
// `raise e`, `throw e`, or a new error built from its text
// (`raise ToolError(f"failed: {e}")`, `throw new Error(err.message)`) lets
// the error, or its text, out; `raise X("...") from e` and
// `new Error("...", { cause: err })` do not put its text in the message.
func TryCatches(f *model.File, n *model.Node) bool {
	catches := false
	for i := 0; i < int(n.NamedChildCount()); i++ {
		h := n.NamedChild(i)
		if h.Sym() != model.SymExceptClause && h.Sym() != model.SymCatchClause {
			continue
		}
		catches = true
		names := errtaint.Clause(f, h) // e, and locals holding its text: msg = f"failed: {e}"
		rethrows := false
		model.Walk(h, func(m *model.Node) bool {
			if rethrows {
				return false
			}
			switch m.Sym() {
			case model.SymRaiseStatement, model.SymThrowStatement:
				v := m.NamedChild(0)
				if v == nil || v.Sym() == model.SymComment || MentionsAny(f, v, names) {
					rethrows = true
				}
				return false
			case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda:
				return false
			}
			return true
		})
		if rethrows {
			return false
		}
	}
	return catches
}

// PromiseCaught returns the promise chain that call n handles when n is
// chain.catch(handler) with a handler that does not rethrow, else nil.
func PromiseCaught(f *model.File, n *model.Node) *model.Node {
	callee := model.Callee(n)
	if callee == nil || callee.Sym() != model.SymMemberExpression || f.Text(callee.ChildByFieldName("property")) != "catch" {
		return nil
	}
	h := model.Arg(n, 0)
	if h == nil {
		return nil
	}
	rethrows := false
	model.Walk(h, func(m *model.Node) bool {
		if m.Sym() == model.SymThrowStatement || m.Sym() == model.SymCallExpression && strings.HasPrefix(f.Text(m), "Promise.reject") {
			rethrows = true
		}
		return !rethrows
	})
	if rethrows {
		return nil
	}
	return callee.ChildByFieldName("object")
}

// GoReturnsErr reports whether Go return statement n passes on an error
// value: its last result mentions an identifier named like one (err, errX,
// xErr), as in `return nil, err` or `return nil, fmt.Errorf("...: %w", err)`,
// or its one result is a call of a function or method of the module
// (`return c.CreateIssueWithPayload(ctx, p)`, `return s.repo.Save(ctx, v)`):
// a tail call returns the callee's results, its error among them. A call of
// an imported package's function (`return errors.New("x")`,
// `return fmt.Errorf("no %s", k)`) builds its own.
func GoReturnsErr(f *model.File, n *model.Node) bool {
	last := n.NamedChild(int(n.NamedChildCount()) - 1)
	if last == nil {
		return false
	}
	if one := last; last.Sym() != model.SymExpressionList || last.NamedChildCount() == 1 {
		if one.Sym() == model.SymExpressionList {
			one = one.NamedChild(0)
		}
		if one.Sym() == model.SymCallExpression && goModuleCall(f, one) {
			return true
		}
	}
	if last.Sym() == model.SymExpressionList && last.NamedChildCount() > 0 {
		last = last.NamedChild(int(last.NamedChildCount()) - 1)
	}
	found := false
	model.Walk(last, func(m *model.Node) bool {
		if m.Sym() == model.SymIdentifier && GoErrName(f.Text(m)) {
			found = true
		}
		return !found
	})
	return found || last.Sym() == model.SymIdentifier && goErrVar(f, n, f.Text(last))
}

// goErrVar reports whether the Go function around node n declares local
// name with an error type: `var toolError *errors.ToolError`, `var lastErr
// error` (the type `error`, or a named type whose name ends in Error, the
// Go convention for error types: https://go.dev/doc/effective_go#errors
// "Error strings ... by convention, error types end in Error"), so
// `return out, toolError` passes on an error whatever the local's name.
func goErrVar(f *model.File, n *model.Node, name string) bool {
	fn := n.Parent()
	for fn != nil && fn.Sym() != model.SymFunctionDeclaration && fn.Sym() != model.SymMethodDeclaration && fn.Sym() != model.SymFuncLiteral {
		fn = fn.Parent()
	}
	if fn == nil {
		return false
	}
	found := false
	model.Walk(fn, func(m *model.Node) bool {
		if found || m != fn && m.Sym() == model.SymFuncLiteral {
			return false
		}
		if m.Sym() != model.SymVarSpec {
			return true
		}
		t := m.ChildByFieldName("type")
		if t != nil && t.Sym() == model.SymPointerType && t.NamedChildCount() > 0 {
			t = t.NamedChild(0)
		}
		if t == nil || !(f.Text(t) == "error" || strings.HasSuffix(f.Text(t), "Error")) {
			return false
		}
		for i := 0; i < int(m.NamedChildCount()); i++ {
			if c := m.NamedChild(i); c.Sym() == model.SymIdentifier && f.Text(c) == name {
				found = true
			}
		}
		return false
	})
	return found
}

// GoErrName reports whether a Go identifier conventionally holds an error
// it received: err, errX / err2 / err_x, or xErr.
func GoErrName(s string) bool {
	switch {
	case s == "err":
		return true
	case len(s) > 3 && strings.HasPrefix(s, "err") && (s[3] == '_' || s[3] >= '0' && s[3] <= '9' || s[3] >= 'A' && s[3] <= 'Z'):
		return true
	}
	return len(s) > 3 && s[0] >= 'a' && s[0] <= 'z' && strings.HasSuffix(s, "Err")
}

// Mentions reports whether expression v reads identifier name, outside a
// `cause:` property (the cause is not part of the new error's message).
func Mentions(f *model.File, v *model.Node, name string) bool {
	found := false
	model.Walk(v, func(m *model.Node) bool {
		if found {
			return false
		}
		if m.Sym() == model.SymPair && strings.Trim(f.Text(m.ChildByFieldName("key")), `"'`) == "cause" {
			return false
		}
		if (m.Sym() == model.SymIdentifier || m.Sym() == model.SymShorthandPropertyIdentifier) && f.Text(m) == name {
			found = m.Sym() == model.SymIdentifier
		}
		return !found
	})
	return found
}

// MentionsAny reports whether expression v reads one of names (Mentions),
// false for none: the caught error and the locals holding its text
// (errtaint.Names).
func MentionsAny(f *model.File, v *model.Node, names []string) bool {
	for _, n := range names {
		if Mentions(f, v, n) {
			return true
		}
	}
	return false
}

// CaughtTry returns the try block whose errors the caught error in expression
// n comes from: the first identifier in n bound by an except clause (Python)
// or a catch clause (JS/TS) gives that clause's try body; nil when none.
func CaughtTry(f *model.File, n *model.Node) *model.Node {
	var body *model.Node
	model.Walk(n, func(m *model.Node) bool {
		if body != nil {
			return false
		}
		if m.Sym() != model.SymIdentifier {
			return true
		}
		name := f.Text(m)
		for p := m.Parent(); p != nil; p = p.Parent() {
			switch p.Sym() {
			case model.SymExceptClause:
				head := f.Text(p)
				if i := strings.IndexByte(head, ':'); i >= 0 {
					head = head[:i]
				}
				if strings.HasSuffix(head, " as "+name) {
					if try := p.Parent(); try != nil && try.Sym() == model.SymTryStatement {
						body = try.ChildByFieldName("body")
					}
					return false
				}
			case model.SymCatchClause:
				if param := p.ChildByFieldName("parameter"); param != nil && f.Text(param) == name {
					if try := p.Parent(); try != nil && try.Sym() == model.SymTryStatement {
						body = try.ChildByFieldName("body")
					}
					return false
				}
			}
		}
		return true
	})
	return body
}

// CatchVar returns the error variable a catch or except clause binds, or ""
// for any other node.
func CatchVar(f *model.File, h *model.Node) string {
	switch h.Sym() {
	case model.SymCatchClause:
		if p := h.ChildByFieldName("parameter"); p != nil && p.Sym() == model.SymIdentifier {
			return f.Text(p)
		}
	case model.SymExceptClause:
		head, _, _ := strings.Cut(f.Text(h), ":")
		if j := strings.LastIndex(head, " as "); j >= 0 {
			return strings.TrimSpace(head[j+4:])
		}
	}
	return ""
}

// ContainsOrigin reports whether os holds o.
func ContainsOrigin(os []xfacts.Origin, o xfacts.Origin) bool {
	for _, x := range os {
		if x == o {
			return true
		}
	}
	return false
}

// SelfCall reports whether callee is a method called on self, this or cls
// (`self.connect()`): Link follows it to the method, in this file or a base
// class, and keeps what the method's own try blocks handle, where RC402's
// in-file class of the call (xfacts.CallOrigin) reads the method's calls
// whether it handles their errors or not.
func SelfCall(f *model.File, callee *model.Node) bool {
	if callee.Sym() != model.SymAttribute && callee.Sym() != model.SymMemberExpression {
		return false
	}
	obj := callee.ChildByFieldName("object")
	if obj == nil {
		return false
	}
	switch f.Text(obj) {
	case "self", "this", "cls":
		return true
	}
	return false
}

// CallOrigin is xfacts.CallOrigin, 0 when RC402 is not linked.
func CallOrigin(f *model.File, n *model.Node) xfacts.Origin {
	if xfacts.CallOrigin == nil {
		return 0
	}
	return xfacts.CallOrigin(f, n)
}

// CalleeName is the short name of a callee for a chain: "cursor.execute()",
// or only the method of a chained call ("Scan()").
func CalleeName(f *model.File, callee *model.Node) string {
	s := callname.Short(f.Text(callee))
	if strings.ContainsAny(s, "()[]") {
		s = s[strings.LastIndex(s, ".")+1:]
	}
	return s + "()"
}

// EndCol is the end column of span s for a one-line hop: its own end, or
// one past its start when it spans lines.
func EndCol(s xfacts.Span) int {
	if s.EndLine > s.Line {
		return s.Col + 1
	}
	return s.EndCol
}

// goModuleCall reports whether Go call n names a function of the package
// (`save(v)`) or a method (`c.save(v)`, `s.repo.Save(v)`), not a function
// of an imported package (`fmt.Errorf(...)`).
func goModuleCall(f *model.File, n *model.Node) bool {
	fn := n.ChildByFieldName("function")
	switch {
	case fn == nil:
		return false
	case fn.Sym() == model.SymIdentifier:
		return true
	case fn.Sym() == model.SymSelectorExpression:
		op := fn.ChildByFieldName("operand")
		if op == nil {
			return false
		}
		_, pkg := f.Imports()[f.Text(op)]
		return !pkg
	}
	return false
}

// Handing names the code of file path that hands a caught error on: a Go
// `if err != nil` block (package goerrif), or a catch clause.
func Handing(path string) string {
	if strings.HasSuffix(path, ".go") {
		return "the `if err != nil` block"
	}
	return "the catch clause"
}

// Within reports whether node n lies in one of nodes (the promise chains
// a .catch handles, around the node visited). Moved out of package summary
// as it was.
func Within(nodes []*model.Node, n *model.Node) bool {
	for _, o := range nodes {
		if o.StartByte() <= n.StartByte() && n.EndByte() <= o.EndByte() {
			return true
		}
	}
	return false
}
