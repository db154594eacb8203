package retry

import "github.com/resilience-check/resilience-check/checks/model"

// randomIncrement reports whether the body of retry loop l adds to,
// subtracts from or scales the delay named name by a random term: an
// augmented assignment (`delay += jitter`, `delay *= rand.Float64()`) or
// a reassignment from itself (`delay = delay + jitter`) whose right side
// holds a name or call classifyDelay takes as random (randomName: rand,
// jitter, uniform, ...). The delay the loop waits is then spread, whatever
// its first binding computes (kyong0612/youtube-mcp's retryWithBackoff,
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
				if randomName.MatchString(f.Text(m)) && f.Text(m) != name {
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
