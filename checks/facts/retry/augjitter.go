package retry

import "github.com/resilience-check/resilience-check/checks/model"

// randomIncrement reports whether the body of retry loop l adds to,
// subtracts from or scales the delay named name by a random term: an
// augmented assignment (`delay += jitter`, `delay *= rand.Float64()`) or
// a reassignment from itself (`delay = delay + jitter`) whose right side
// holds a name or call classifyDelay takes as random (randomName: rand,
// jitter, uniform, ...). The delay the loop waits is then spread, whatever
// its first binding computes; a name bound to a value with no call in it
// (`const jitterMs = 250 * time.Millisecond`) is a fixed term (fixedValue) (kyong0612/youtube-mcp's retryWithBackoff,
// blind batch 26: `delay := baseDelay * 2^(attempt-1)`, then
// `delay += jitter`). Source: AWS Architecture Blog, Exponential Backoff
// And Jitter (https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/); CWE-400.
func randomIncrement(f *model.File, l *RetryLoop, name string) bool {
	found := false
	model.Walk(l.Body, func(n *model.Node) bool {
		if found {
			return false
		}
		var left, right *model.Node
		switch n.Sym() {
		case model.SymAugmentedAssignment, model.SymAssignmentStatement, model.SymAugmentedAssignmentExpression,
			model.SymAssignment, model.SymAssignmentExpression:
			left, right = n.ChildByFieldName("left"), n.ChildByFieldName("right")
		default:
			return true
		}
		if left != nil && left.Sym() == model.SymExpressionList && left.NamedChildCount() == 1 {
			left = left.NamedChild(0)
		}
		if left == nil || right == nil || f.Text(left) != name {
			return true
		}
		model.Walk(right, func(m *model.Node) bool {
			if found {
				return false
			}
			switch m.Sym() {
			case model.SymIdentifier, model.SymCall, model.SymCallExpression, model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
				if randomName.MatchString(f.Text(m)) && f.Text(m) != name && !fixedValue(f, m) {
					found = true
					return false
				}
			}
			return true
		})
		return !found
	})
	return found
}

// fixedValue reports whether identifier n is bound in the file to a value
// that holds no call (a literal, a constant expression): whatever its name
// says, it adds the same term on every attempt. A name with no visible
// binding (a parameter, another file's variable) is not known to be fixed.
func fixedValue(f *model.File, n *model.Node) bool {
	if n.Sym() != model.SymIdentifier {
		return false
	}
	v := f.Resolve(n)
	if v == nil || v == n || v.Sym() == model.SymIdentifier && f.Text(v) == f.Text(n) {
		return false
	}
	call := false
	model.Walk(v, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymCall, model.SymCallExpression:
			call = true
		}
		return !call
	})
	return !call
}
