package rc101

import "github.com/resilience-check/resilience-check/checks/model"

// goGuardedLiteral returns the http.Client literal without Timeout that the
// variable operand names at call when a later, conditional copy may replace
// it (`client := http.Client{}; if a.HTTPClient != nil { client =
// *a.HTTPClient }; client.Do(req)`): on the path where the condition is false
// the literal sends the request, so the literal is unbounded whatever the
// copy holds. Only a replacement inside an if without an else counts as
// conditional (an if/else that replaces the client on both paths leaves the
// literal unused); a replacement in the literal's own block or any enclosing
// block of the call makes the literal dead, and it returns nil. issue 18,
// batch 4 (buildkite-mcp-server artifacts.go): f.Resolve follows the last
// binding before the use, the copy, and saw no literal.
func (c *TimeoutCheck) goGuardedLiteral(operand, call *model.Node) *model.Node {
	f := c.F
	if operand == nil || operand.Sym() != model.SymIdentifier {
		return nil
	}
	name, fn := f.Text(operand), model.EnclosingFunc(call)
	if fn == nil {
		return nil
	}
	var lit *model.Node
	guarded := false
	model.Walk(fn, func(n *model.Node) bool {
		if n.StartByte() >= call.StartByte() {
			return false
		}
		if n != fn && n.IsScope() {
			return false // a nested function's bindings are its own
		}
		if n.Sym() != model.SymShortVarDeclaration && n.Sym() != model.SymAssignmentStatement {
			return true
		}
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if left == nil || right == nil || left.NamedChildCount() != 1 || f.Text(left.NamedChild(0)) != name || right.NamedChildCount() != 1 {
			return true
		}
		block := n.Parent()
		if block != nil && model.Contains(block, call) { // dominates the call: the new value replaces any before
			lit, guarded = c.goClientLiteral(model.Unwrap(right.NamedChild(0))), false
			return false
		}
		if lit != nil && onlyIfThen(n, fn) {
			guarded = true
		} else {
			lit = nil // replaced on a path this reading does not follow
		}
		return false
	})
	if !guarded {
		return nil
	}
	return lit
}

// onlyIfThen reports whether statement n sits in the then-branch of an if
// statement without else (inside fn), so a path skips it.
func onlyIfThen(n, fn *model.Node) bool {
	for p := n.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() == model.SymIfStatement {
			return p.ChildByFieldName("alternative") == nil
		}
	}
	return false
}
