package retry

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/model"
)

// ContinueCapped reports whether an infinite retry loop can only start a
// new pass through a continue guarded by a counter, limit or deadline
// condition, and otherwise leaves: its body ends with an exit (return,
// throw, raise, break), so the end of the body never loops back, and every
// continue of the loop sits under an if whose condition compares (<, <=, >,
// >=) a variable the loop assigns, its counter or a bound's name (attempt,
// max, deadline: capCompare):
//
//	while (true) {
//	  const res = await fetch(url);
//	  if (res.status === 429 && attempt < maxAttempts) { attempt++; await sleep(d); continue; }
//	  if (!res.ok) throw new ApiError(res.status);
//	  return res.json();
//	}
//
// The cap guards the retry rather than the exit (airtable-mcp-server's 429
// loop), which HasCap, looking for a guarded exit, does not see. A labelled
// continue (to an outer loop) or a loop without any continue is not read.
func ContinueCapped(f *model.File, l *RetryLoop) bool {
	if l == nil || l.Body == nil || !endsInExit(f, l.Body) {
		return false
	}
	assigned := loopAssigned(f, l)
	names := func(t string) bool {
		if capCompare.MatchString(t) || (l.Counter != "" && regflow.WordIn(t, l.Counter)) {
			return true
		}
		for name := range assigned {
			if name != "" && regflow.WordIn(t, name) {
				return true
			}
		}
		return false
	}
	guarded := func(cond *model.Node) bool {
		found := false
		model.Walk(cond, func(n *model.Node) bool {
			if found {
				return false
			}
			if (n.Sym() == model.SymBinaryExpression || n.Sym() == model.SymComparisonOperator) && relational(f, n) && names(f.Text(n)) {
				found = true
			}
			return !found
		})
		return found
	}
	continues, capped := 0, true
	loopStatements(f, l.Body, func(s *model.Node, _ bool) {
		if !capped || s.Sym() != model.SymContinueStatement {
			return
		}
		continues++
		if s.NamedChildCount() > 0 { // continue outer: a pass of another loop
			capped = false
			return
		}
		for p := s.Parent(); p != nil && p != l.Body; p = p.Parent() {
			switch p.Sym() {
			case model.SymIfStatement, model.SymElifClause:
				if c := p.ChildByFieldName("condition"); c != nil && guarded(c) {
					return
				}
			}
		}
		capped = false
	})
	return continues > 0 && capped
}

// capCompare matches the words of a bound a comparison tests: an attempt
// count against its maximum, a deadline, the time elapsed or left.
var capCompare = regexp.MustCompile(`(?i)(attempt|retr|tries|tried|max|limit|deadline|elapsed|budget|remaining)`)

// relational reports whether binary expression or comparison n compares
// with <, <=, > or >=.
func relational(f *model.File, n *model.Node) bool {
	for i := 0; i < int(n.ChildCount()); i++ {
		if c := n.Child(i); !c.IsNamed() {
			switch f.Text(c) {
			case "<", "<=", ">", ">=":
				return true
			}
		}
	}
	return false
}

// endsInExit reports whether the last statement of a loop body (comments
// aside) leaves the loop.
func endsInExit(f *model.File, body *model.Node) bool {
	for i := int(body.NamedChildCount()) - 1; i >= 0; i-- {
		c := body.NamedChild(i)
		if c.Sym() == model.SymComment {
			continue
		}
		if c.Sym() == model.SymExpressionStatement && c.NamedChildCount() == 1 {
			c = c.NamedChild(0)
		}
		return isExit(f, c)
	}
	return false
}
