package retry

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// fallbackDelay judges a delay that classifyDelay leaves unknown because part
// of it is read from the answer or chosen by a condition: the Retry-After
// header when the server sends one, and otherwise a backoff computed by the
// loop (`delay = retryAfter ? parseInt(retryAfter) * 1000 : 1000 * 2 ** attempt`,
// `wait = 2 ** attempt; if retry_after: wait = float(retry_after)`,
// `wait = min((retry_after or 5) * 2 ** attempt, 60)`). When the fallback grows
// with the attempt and nothing in the delay is random or computed elsewhere,
// callers that got no header back off in step: DelayGrows, as helperDelay
// already judges a helper of the file that honours a Retry-After. Anything
// else stays unknown (a fixed fallback is not judged: the server may pace it).
//
// Source: the RC302 miss RETRYAFTER-FALLBACK of blind batches 16-22
// (/tmp/rc302exp-causes.tsv): microsoft_graph_mcp_server, teams-mcp-python,
// wanadev/gitlab-mcp, softspark/jira-mcp, structured-world/gitlab-mcp.
func fallbackDelay(f *model.File, l *RetryLoop, d *model.Node) DelayKind {
	if k, _ := classifyDelayServer(f, l, d, true); k == DelayGrows {
		return DelayGrows
	}
	return DelayUnknown
}

// conditionalValues returns the value branches of a conditional expression
// (`a if c else b` in Python, `c ? a : b` in JavaScript), not its condition.
func conditionalValues(n *model.Node) []*model.Node {
	if n.Sym() == model.SymTernaryExpression {
		return []*model.Node{n.ChildByFieldName("consequence"), n.ChildByFieldName("alternative")}
	}
	var out []*model.Node
	for i := 0; i < int(n.NamedChildCount()); i++ {
		if c := n.NamedChild(i); c.Sym() != model.SymComment {
			out = append(out, c)
		}
	}
	if len(out) == 3 { // consequence, condition, alternative
		return []*model.Node{out[0], out[2]}
	}
	return nil
}

// literalConst reports whether name, seen at node at, is bound to a number
// or arithmetic over numbers (`RATE_LIMIT_BACKOFF_SECONDS = 5`, `5 * 60`).
func literalConst(f *model.File, name string, at *model.Node) bool {
	v := f.Lookup(name, at)
	return v != nil && numericLiteral(v, 0)
}

// numericLiteral reports whether n is made only of number literals and
// arithmetic operators.
func numericLiteral(n *model.Node, depth int) bool {
	n = model.Unwrap(n)
	if n == nil || depth > 4 {
		return false
	}
	switch n.Sym() {
	case model.SymInteger, model.SymFloat, model.SymNumber, model.SymIntLiteral, model.SymFloatLiteral:
		return true
	case model.SymBinaryOperator, model.SymBinaryExpression:
		l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		return l != nil && r != nil && numericLiteral(l, depth+1) && numericLiteral(r, depth+1)
	}
	return false
}

// loopBindings returns the values a retry loop's body binds to name with a
// plain assignment before node at (not in nested functions): `wait = 2 **
// attempt` and then `if retry_after: wait = float(retry_after)` are both
// values the wait may take.
func loopBindings(f *model.File, l *RetryLoop, name string, at *model.Node) []*model.Node {
	var out []*model.Node
	end := at.StartByte()
	model.Walk(l.Body, func(n *model.Node) bool {
		if n.StartByte() >= end || n != l.Body && n.IsScope() {
			return false
		}
		var left, right *model.Node
		switch n.Sym() {
		case model.SymAssignment, model.SymAssignmentExpression:
			left, right = n.ChildByFieldName("left"), n.ChildByFieldName("right")
		case model.SymVariableDeclarator:
			left, right = n.ChildByFieldName("name"), n.ChildByFieldName("value")
		case model.SymShortVarDeclaration, model.SymAssignmentStatement:
			if op := n.ChildByFieldName("operator"); op != nil && f.Text(op) != "=" && f.Text(op) != ":=" {
				return true
			}
			left, right = n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if left != nil && right != nil && left.NamedChildCount() == 1 && right.NamedChildCount() == 1 {
				left, right = left.NamedChild(0), right.NamedChild(0)
			} else {
				left, right = nil, nil
			}
		}
		if left != nil && right != nil && f.Text(left) == name && fallsThrough(f, n, at) {
			out = append(out, right)
		}
		return true
	})
	return out
}

// fallsThrough reports whether the binding n can reach node at: no block
// between n and the first ancestor holding at ends by leaving the path
// (continue, return, raise, throw, break), as another failure branch that
// waits and continues on its own does.
func fallsThrough(f *model.File, n, at *model.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.StartByte() <= at.StartByte() && at.EndByte() <= p.EndByte() {
			return true
		}
		if c := p.NamedChildCount(); c > 0 && (p.Sym() == model.SymBlock || p.Sym() == model.SymStatementBlock) {
			last := strings.TrimSpace(f.Text(p.NamedChild(int(c) - 1)))
			for _, w := range []string{"continue", "return", "raise", "throw", "break"} {
				if strings.HasPrefix(last, w) {
					return false
				}
			}
		}
	}
	return true
}
