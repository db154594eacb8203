package retry

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// helperDelay classifies a delay computed by a function of the same file
// (`_backoff_seconds(attempt, ...)`, `self._backoff(attempt)`, a Go method of
// the file, `c.backoffFor(attempt)`) by its body:
// anything random in it (random.uniform, Math.random(), a name with jitter
// in it) is jitter; a power or shift (`2 ** attempt`, `1 << n`, pow) with
// nothing random grows without jitter; anything else, or a function the file
// does not define, is unknown. A helper that honours a server's Retry-After
// when present still backs off in step when the header is absent, which is
// what RC302 reports.
func helperDelay(f *model.File, call *model.Node) DelayKind {
	fn := model.Callee(call)
	if fn == nil {
		return DelayUnknown
	}
	def := f.LocalFunc(fn)
	if def == nil && f.Lang == model.LangGo && fn.Sym() == model.SymSelectorExpression {
		// c.backoffFor(attempt): a method of the file, by its name
		if m := f.LocalFunc(fn.ChildByFieldName("field")); m != nil && m.Sym() == model.SymMethodDeclaration {
			def = m
		}
	}
	if def == nil {
		return DelayUnknown
	}
	return BodyDelay(f, def.ChildByFieldName("body"))
}

// BodyDelay classifies the body of a function computing a delay as
// helperDelay does: anything random is jitter, a power or shift with nothing
// random grows, anything else is unknown. RC302 also reads an axios-retry
// `retryDelay` callback with it.
func BodyDelay(f *model.File, body *model.Node) DelayKind {
	if body == nil {
		return DelayUnknown
	}
	kind := DelayUnknown
	model.Walk(body, func(n *model.Node) bool {
		if kind == DelayJitter {
			return false
		}
		switch n.Sym() {
		case model.SymIdentifier, model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
			if randomName.MatchString(f.Text(n)) {
				kind = DelayJitter
				return false
			}
		case model.SymBinaryOperator, model.SymBinaryExpression:
			if op := n.ChildByFieldName("operator"); op != nil && (f.Text(op) == "**" || f.Text(op) == "<<") {
				kind = DelayGrows
			}
		case model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression, model.SymAssignmentStatement:
			// `d *= 2` / `d <<= 1` doubling the delay in a loop of the helper
			if op := n.ChildByFieldName("operator"); op != nil && (f.Text(op) == "*=" || f.Text(op) == "<<=") {
				kind = DelayGrows
			}
		case model.SymCall, model.SymCallExpression:
			if t := f.Text(model.Callee(n)); t == "pow" || t == "math.pow" || t == "Math.pow" || t == "math.Pow" {
				kind = DelayGrows
			}
		}
		return true
	})
	return kind
}

// delayValue reports whether a call named like a wait (`_backoff_seconds(n)`)
// computes a value the code uses (an argument, the right side of an
// assignment) rather than waiting itself: it is then a delay, which the
// wait that takes it judges (helperDelay).
func delayValue(f *model.File, call *model.Node) bool {
	p := call.Parent()
	for p != nil && (p.Sym() == model.SymParenthesizedExpression) {
		p = p.Parent()
	}
	if p != nil && p.Sym() == model.SymExpressionList {
		p = p.Parent() // Go: `delay := c.backoff(attempt, resp)`
	}
	if p == nil {
		return false
	}
	switch p.Sym() {
	case model.SymArgumentList, model.SymArguments, model.SymKeywordArgument, model.SymVariableDeclarator:
		return true
	case model.SymShortVarDeclaration: // not `err := c.limiter.Wait(ctx)`: that waits and reports its error
		l := p.ChildByFieldName("left")
		return l != nil && l.NamedChildCount() == 1 && !strings.Contains(strings.ToLower(f.Text(l)), "err")
	case model.SymAssignment, model.SymAssignmentExpression:
		r := p.ChildByFieldName("right")
		return r != nil && model.SameSpan(r, call)
	}
	return false
}
