package rc104

import (
	"fmt"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// pollSyms are the loop statements pollDeadlines reads.
var pollSyms = model.NewSymBitset(model.SymForStatement, model.SymWhileStatement)

// seenTimeout is a timeout check read: where, how long, of which budget,
// and its description; library is true for a library's default.
type seenTimeout struct {
	at      *model.Node
	d       time.Duration
	kind    budget
	what    string
	library bool
}

// loopWaits judges the wait of a counted loop as a timeout: a loop of at
// most N passes waits up to N times what one pass waits, the sum of its
// sleeps' delays and of the timeouts written for the calls it makes.
//
// A poll (ask again until a state changes) or a retry that sleeps a fixed
// S each pass waits N × S, and `for attempt in range(30): ...
// time.sleep(20)` in a tool is a ten-minute wait however no timeout is
// written. A retry that re-runs a call with a per-attempt timeout T (`for
// attempt in range(3): requests.get(url, timeout=20)`) waits N × T plus its
// sleeps: each attempt gets the whole T, and the sum is what the handler's
// client waits (the same holds for a counted loop of N calls one after the
// other). A timeout over the budget by itself is judged alone, not again
// in the sum; a library's default is not summed.
//
// Pagination, stream, queue and redirect loops (retry.LoopKindOf) are left
// alone: their sleeps and timeouts pace a walk whose length is the data's.
// N is the loop's bound (range(N), i < N); each value is a literal, a
// constant of the module, an environment read with a default (product), or
// a local variable every assignment of which in the function is a literal
// (the largest is taken). A loop whose bound cannot be read is not judged,
// nor a sleep-only loop with a sleep that cannot be read; in a loop with
// timeouts such a sleep (a computed backoff) adds nothing to the sum. A
// loop whose deadline (deadlines, from deadlineLoops) is shorter than the
// sum is judged by that deadline alone.
func loopWaits(p *model.Pass, seen []seenTimeout, overAlone func(at *model.Node, d time.Duration, kind budget) bool,
	judge func(at *model.Node, d time.Duration, kind budget, what string), deadlines map[*model.Node]time.Duration) {
	f := p.File
	if len(seen) == 0 && !f.ContainsFold("sleep") && !f.Contains("setTimeout") {
		return
	}
	locals := map[localKey]localValue{}
	f.NodesOf(pollSyms, func(loop *model.Node) bool {
		switch retry.LoopKindOf(f, loop) {
		case retry.LoopPagination, retry.LoopStream, retry.LoopQueue, retry.LoopRedirect:
			return true // its sleeps pace a walk, not a wait for one result
		}
		body := loop.ChildByFieldName("body")
		if body == nil {
			return true
		}
		passes, ok := pollPasses(f, loop, locals)
		if !ok || passes <= 1 {
			return true
		}
		// the timeouts of one pass: written in the body, in the loop's own
		// function, not a connect timeout (part of a request's read wait)
		var per time.Duration
		var first *seenTimeout
		fn := model.EnclosingFunc(loop)
		for i := range seen {
			t := &seen[i]
			if t.library || t.kind == connectBudget || !model.Contains(body, t.at) || model.EnclosingFunc(t.at) != fn {
				continue
			}
			if overAlone(t.at, t.d, t.kind) {
				return true // reported by itself
			}
			per += t.d
			if first == nil {
				first = t
			}
		}
		var wait time.Duration
		backoff := false
		l := &retry.RetryLoop{Loop: loop, Body: body}
		sleeps := retry.LoopSleeps(f, l)
		if len(sleeps) == 0 && first == nil {
			return true
		}
		for _, s := range sleeps {
			d, ok := pollDelay(f, s.Call, s.Delay, locals)
			if !ok {
				if first == nil {
					return true
				}
				backoff = true // a computed backoff: the sum is the least the loop waits
				continue
			}
			wait += d
		}
		total := time.Duration(passes) * (wait + per)
		if d, ok := deadlines[loop]; ok && d < total {
			return true // its deadline ends it first, and was judged (deadlineLoops)
		}
		if first == nil {
			judge(loop, total, handlerBudget, fmt.Sprintf("the poll %s: up to %d passes × a %s wait", retry.LoopHeader(f, l), passes, show(wait)))
			return true
		}
		kind := "loop"
		if retry.LoopKindOf(f, loop) == retry.LoopRetry {
			kind = "retry loop"
		}
		timeouts := "a " + show(per) + " timeout (" + first.what + ")"
		if per != first.d {
			timeouts = "timeouts of " + show(per) + " in all (" + first.what + ", ...)"
		}
		what := fmt.Sprintf("the %s %s: up to %d passes × %s per pass", kind, retry.LoopHeader(f, l), passes, timeouts)
		if wait > 0 {
			what += " + a " + show(wait) + " wait"
		}
		if backoff {
			what += " + its backoff"
		}
		judge(loop, total, handlerBudget, what)
		return true
	})
}

// pollPasses reads the bound of a counting loop: Python `for _ in
// range(N)` (or range(0|1, N)) and `while i < N`; JS and Go `for (...; i <
// N; ...)` and `while (i < N)`.
func pollPasses(f *model.File, loop *model.Node, locals map[localKey]localValue) (int, bool) {
	if f.Lang == model.LangPython && loop.Sym() == model.SymForStatement {
		r := model.Unwrap(loop.ChildByFieldName("right"))
		if r == nil || r.Sym() != model.SymCall || f.Text(model.Callee(r)) != "range" {
			return 0, false
		}
		switch model.NumArgs(r) {
		case 1:
			return pollCount(f, locals, loop, model.Arg(r, 0))
		case 2:
			if s := f.Text(model.Arg(r, 0)); s == "0" || s == "1" {
				n, ok := pollCount(f, locals, loop, model.Arg(r, 1))
				if s == "1" {
					n--
				}
				return n, ok
			}
		}
		return 0, false
	}
	head := loop
	for i := 0; i < int(loop.NamedChildCount()); i++ {
		if c := loop.NamedChild(i); c.Sym() == model.SymForClause { // Go: for i := 0; i < n; i++
			head = c
		}
	}
	cond := model.Unwrap(head.ChildByFieldName("condition"))
	if cond != nil && cond.Sym() == model.SymExpressionStatement && cond.NamedChildCount() == 1 {
		cond = model.Unwrap(cond.NamedChild(0)) // JS for (...; i < n; ...): the condition is a statement
	}
	if cond == nil || (cond.Sym() != model.SymComparisonOperator && cond.Sym() != model.SymBinaryExpression) {
		return 0, false
	}
	if lhs := cond.NamedChild(0); elapsed(f, lhs, 0) || isClock(f, lhs) {
		return 0, false // `while time.time() - start < 600`: a deadline (deadlineLoops), not a count
	}
	if f.Lang == model.LangPython {
		if cond.NamedChildCount() != 2 || cond.ChildCount() != 3 {
			return 0, false
		}
		op := f.Text(cond.Child(1))
		n, ok := pollCount(f, locals, loop, cond.NamedChild(1))
		if op == "<=" {
			n++
		}
		return n, ok && (op == "<" || op == "<=")
	}
	op := cond.ChildByFieldName("operator")
	if op == nil || (f.Text(op) != "<" && f.Text(op) != "<=") {
		return 0, false
	}
	n, ok := pollCount(f, locals, loop, cond.ChildByFieldName("right"))
	if f.Text(op) == "<=" {
		n++
	}
	return n, ok
}

// pollCount evaluates a loop bound to a whole number.
func pollCount(f *model.File, locals map[localKey]localValue, loop, n *model.Node) (int, bool) {
	v, ok := pollValue(f, locals, loop, n)
	if !ok || v < 1 || v > 1e6 {
		return 0, false
	}
	return int(v), true
}

// pollDelay evaluates a sleep's delay: seconds in Python, milliseconds in
// JS (setTimeout, a sleep or delay helper), a duration in Go.
func pollDelay(f *model.File, call, d *model.Node, locals map[localKey]localValue) (time.Duration, bool) {
	if d == nil {
		return 0, false
	}
	if f.Lang == model.LangGo {
		if n := model.Unwrap(d); n != nil && n.Sym() == model.SymIdentifier && goConsts(f)[f.Text(n)] != nil {
			d = goConsts(f)[f.Text(n)]
		}
		return goDuration(f, d)
	}
	v, ok := pollValue(f, locals, call, d)
	if !ok || v <= 0 {
		return 0, false
	}
	if f.Lang == model.LangPython {
		return time.Duration(v * float64(time.Second)), true
	}
	return time.Duration(v * float64(time.Millisecond)), true
}

// localKey names a local variable: its function and name.
type localKey struct {
	fn   *model.Node
	name string
}

// localValue is pollValue's answer for a local variable.
type localValue struct {
	v  float64
	ok bool
}

// pollValue is product, or for a local variable of the function around at
// the largest literal any of its assignments there gives it (every one must
// be a literal); locals keeps the answer per function and name, so a
// function of many loops is walked once per name.
func pollValue(f *model.File, locals map[localKey]localValue, at, n *model.Node) (float64, bool) {
	if v, ok := product(f, n); ok {
		return v, true
	}
	n = model.Unwrap(n)
	if f.Lang == model.LangGo && n != nil && n.Sym() == model.SymIdentifier {
		if c := goConsts(f)[f.Text(n)]; c != nil { // a constant of the file (few loops get here)
			return product(f, c)
		}
	}
	fn := model.EnclosingFunc(at)
	if n == nil || n.Sym() != model.SymIdentifier || fn == nil {
		return 0, false
	}
	key := localKey{fn, f.Text(n)}
	if r, done := locals[key]; done {
		return r.v, r.ok
	}
	name, best, seen, ok := f.Text(n), 0.0, false, true
	model.Walk(fn, func(m *model.Node) bool {
		if !ok {
			return false
		}
		left, right := adapt.BindingParts(m)
		switch m.Sym() {
		case model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression:
			if f.Text(m.ChildByFieldName("left")) == name {
				ok = false
			}
			return true
		}
		if left == nil || f.Text(left) != name { // not a binding of name (BindingParts: nil for other nodes)
			return true
		}
		v, lit := product(f, right)
		if !lit {
			ok = false
			return false
		}
		seen, best = true, max(best, v)
		return true
	})
	locals[key] = localValue{best, ok && seen}
	return best, ok && seen
}
