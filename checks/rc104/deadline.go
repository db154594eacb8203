package rc104

import (
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// clockCalls are the calls that read the wall or monotonic clock, per
// language family, in the unit the language's timeouts are read in
// (seconds in Python, milliseconds in JavaScript; Go's time.Now is a
// time.Time, compared through Before/After, Since and Until).
var clockCalls = map[string]bool{
	"time.time": true, "time.monotonic": true, "time.perf_counter": true, // Python, by imported name
	"Date.now": true, "performance.now": true, // JavaScript and TypeScript, by callee text
	"time.Now": true, // Go, by imported name
}

// deadlineLoops reads the deadline of each poll in file f: a loop that
// sleeps each pass and stops once the clock passes a bound, `while
// time.time() - start < T`, `if time.monotonic() - t0 > T: raise ...`,
// `deadline = time.time() + T; while time.time() < deadline`, JS
// `while (Date.now() - start < T)`, Go `deadline := time.Now().Add(T);
// for time.Now().Before(deadline)` or `if time.Since(start) > T`. Such a
// loop waits up to T whatever each pass does, so T is a timeout like a
// written one and is handed to judge (written's, so a T held in a
// parameter is judged at the calls that pass it, or by its default). The
// comparison may be in the loop's header or anywhere in its body outside
// nested functions and loops; the elapsed time or the deadline may be held
// in a local variable of the function. Pagination, stream, queue and
// redirect loops (retry.LoopKindOf) are left alone, as loopWaits leaves
// them, and so is a loop with no sleep: its passes are the work, not a
// wait. A counted loop whose passes × sleeps are read and come to no more
// than T is judged by that product (loopWaits), not by T; deadlines keeps,
// for loopWaits, the loops whose deadline T was read and is the shorter.
func deadlineLoops(f *model.File, read unitReader, judge func(at *model.Node, d time.Duration, kind budget, what string),
	deadlines map[*model.Node]time.Duration) {
	if !hasClock(f) {
		return
	}
	locals := map[localKey]localValue{}
	f.NodesOf(pollSyms, func(loop *model.Node) bool {
		switch retry.LoopKindOf(f, loop) {
		case retry.LoopPagination, retry.LoopStream, retry.LoopQueue, retry.LoopRedirect:
			return true
		}
		body := loop.ChildByFieldName("body")
		if body == nil {
			return true
		}
		l := &retry.RetryLoop{Loop: loop, Body: body}
		sleeps := retry.LoopSleeps(f, l)
		if len(sleeps) == 0 {
			return true
		}
		t := loopDeadline(f, loop)
		if t == nil {
			return true
		}
		d, ok := read(f, t)
		if !ok || d == 0 {
			return true
		}
		if d != paramMark {
			if cw, ok := countedWait(f, loop, l, locals); ok && cw <= d {
				return true // the passes end first: loopWaits judges them
			}
			deadlines[loop] = d
		}
		judge(t, d, handlerBudget, "poll deadline "+f.Text(t)+" of "+retry.LoopHeader(f, l))
		return true
	})
}

// hasClock reports whether file f may read a clock (a cheap text test
// before the loops are read).
func hasClock(f *model.File) bool {
	switch f.Lang {
	case model.LangPython:
		return f.Contains("time(") || f.Contains("monotonic") || f.Contains("perf_counter") // also loop.time()
	case model.LangGo:
		return f.Contains("time.Now") || f.Contains("time.Since") || f.Contains("time.Until")
	}
	return f.Contains("Date.now") || f.Contains("performance.now")
}

// countedWait is what a counted loop's passes and sleeps come to (the
// product loopWaits judges), when both are read.
func countedWait(f *model.File, loop *model.Node, l *retry.RetryLoop, locals map[localKey]localValue) (time.Duration, bool) {
	passes, ok := pollPasses(f, loop, locals)
	if !ok {
		return 0, false
	}
	var wait time.Duration
	for _, s := range retry.LoopSleeps(f, l) {
		d, ok := pollDelay(f, s.Call, s.Delay, locals)
		if !ok {
			return 0, false
		}
		wait += d
	}
	return time.Duration(passes) * wait, true
}

// loopDeadline finds the bound T a loop compares the clock with: the
// first comparison of the loop (its header, then its body, not inside a
// nested function or loop) that sets an elapsed time against T or the
// clock against a deadline made of T. nil when there is none.
func loopDeadline(f *model.File, loop *model.Node) *model.Node {
	var t *model.Node
	model.Walk(loop, func(n *model.Node) bool {
		if t != nil {
			return false
		}
		if n != loop && (n.IsScope() || n.Sym() == model.SymWhileStatement || n.Sym() == model.SymForStatement) {
			return false
		}
		switch n.Sym() {
		case model.SymComparisonOperator:
			if n.NamedChildCount() == 2 && n.ChildCount() == 3 && isOrder(f.Text(n.Child(1))) {
				t = deadlinePair(f, n.NamedChild(0), n.NamedChild(1))
			}
		case model.SymBinaryExpression:
			if op := n.ChildByFieldName("operator"); op != nil && isOrder(f.Text(op)) {
				t = deadlinePair(f, n.ChildByFieldName("left"), n.ChildByFieldName("right"))
			}
		case model.SymCallExpression:
			// Go: time.Now().Before(deadline), time.Now().After(deadline)
			if f.Lang == model.LangGo {
				fn := model.Callee(n)
				if fn != nil && fn.Sym() == model.SymSelectorExpression {
					if name := f.Text(fn.ChildByFieldName("field")); (name == "Before" || name == "After") && isClock(f, fn.ChildByFieldName("operand")) {
						t = deadlineOf(f, model.Arg(n, 0), 0)
					}
				}
			}
		}
		return true
	})
	return t
}

// isOrder reports whether op is an ordering comparison.
func isOrder(op string) bool { return op == "<" || op == "<=" || op == ">" || op == ">=" }

// deadlinePair reads a comparison's two sides: an elapsed time against T
// gives T, the clock against a deadline gives the deadline's T, and a time
// remaining (deadline - clock, Go time.Until(deadline)) against zero gives
// the deadline's T.
func deadlinePair(f *model.File, a, b *model.Node) *model.Node {
	for _, side := range [2][2]*model.Node{{a, b}, {b, a}} {
		x, y := model.Unwrap(side[0]), model.Unwrap(side[1])
		if x == nil || y == nil {
			continue
		}
		if elapsed(f, x, 0) {
			return y
		}
		if isClock(f, x) {
			if t := deadlineOf(f, y, 0); t != nil {
				return t
			}
		}
		if f.Text(y) == "0" {
			if t := remaining(f, x, 0); t != nil {
				return t
			}
		}
	}
	return nil
}

// isClock reports whether n is a call that reads the clock (clockCalls).
func isClock(f *model.File, n *model.Node) bool {
	n = model.Unwrap(n)
	if n == nil || (n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression) {
		return false
	}
	if f.Lang == model.LangPython {
		// an event loop's monotonic clock: loop.time(), asyncio.get_running_loop().time()
		if c := model.Callee(n); c != nil && c.Sym() == model.SymAttribute && f.Text(c.ChildByFieldName("attribute")) == "time" &&
			model.NumArgs(n) == 0 && strings.Contains(strings.ToLower(f.Text(c.ChildByFieldName("object"))), "loop") {
			return true
		}
	}
	if f.Lang == model.LangPython || f.Lang == model.LangGo {
		name := model.CalleeName(f, n)
		if f.Lang == model.LangGo {
			name = model.ImportedName(f, model.Callee(n))
		}
		return clockCalls[name] && (f.Lang == model.LangGo) == (name == "time.Now")
	}
	t := f.Text(model.Callee(n))
	return t == "Date.now" || t == "performance.now"
}

// local follows a name to the value the function binds it to (nil for a
// parameter, a module name or anything else): the elapsed time or the
// deadline a poll computes before it compares.
func local(f *model.File, n *model.Node, depth int) *model.Node {
	if n == nil || n.Sym() != model.SymIdentifier || depth > 2 {
		return nil
	}
	v := f.Lookup(f.Text(n), n)
	if v == nil || f.Scope(v) == f.Root {
		return nil
	}
	return model.Unwrap(v)
}

// elapsed reports whether n is the time since a start: clock - start,
// Go time.Since(start), or a local holding either.
func elapsed(f *model.File, n *model.Node, depth int) bool {
	n = model.Unwrap(n)
	if n == nil || depth > 2 {
		return false
	}
	switch n.Sym() {
	case model.SymIdentifier:
		return elapsed(f, local(f, n, depth), depth+1)
	case model.SymBinaryOperator, model.SymBinaryExpression:
		op := n.ChildByFieldName("operator")
		return op != nil && f.Text(op) == "-" && isClock(f, n.ChildByFieldName("left"))
	case model.SymCallExpression:
		return f.Lang == model.LangGo && model.ImportedName(f, model.Callee(n)) == "time.Since"
	}
	return false
}

// remaining returns the T of a time left: deadline - clock, Go
// time.Until(deadline), or a local holding either.
func remaining(f *model.File, n *model.Node, depth int) *model.Node {
	n = model.Unwrap(n)
	if n == nil || depth > 2 {
		return nil
	}
	switch n.Sym() {
	case model.SymIdentifier:
		return remaining(f, local(f, n, depth), depth+1)
	case model.SymBinaryOperator, model.SymBinaryExpression:
		if op := n.ChildByFieldName("operator"); op != nil && f.Text(op) == "-" && isClock(f, n.ChildByFieldName("right")) {
			return deadlineOf(f, n.ChildByFieldName("left"), depth+1)
		}
	case model.SymCallExpression:
		if f.Lang == model.LangGo && model.ImportedName(f, model.Callee(n)) == "time.Until" {
			return deadlineOf(f, model.Arg(n, 0), depth+1)
		}
	}
	return nil
}

// deadlineOf returns the T of a deadline: clock + T (either order), or a
// start read from the clock + T, Go time.Now().Add(T), or a local holding
// one of those.
func deadlineOf(f *model.File, n *model.Node, depth int) *model.Node {
	n = model.Unwrap(n)
	if n == nil || depth > 3 {
		return nil
	}
	switch n.Sym() {
	case model.SymIdentifier:
		return deadlineOf(f, local(f, n, depth), depth+1)
	case model.SymBinaryOperator, model.SymBinaryExpression:
		op := n.ChildByFieldName("operator")
		if op == nil || f.Text(op) != "+" {
			return nil
		}
		l, r := model.Unwrap(n.ChildByFieldName("left")), model.Unwrap(n.ChildByFieldName("right"))
		if clockish(f, l) {
			return r
		}
		if clockish(f, r) {
			return l
		}
	case model.SymCallExpression:
		if f.Lang != model.LangGo {
			return nil
		}
		fn := model.Callee(n)
		if fn != nil && fn.Sym() == model.SymSelectorExpression && f.Text(fn.ChildByFieldName("field")) == "Add" && clockish(f, fn.ChildByFieldName("operand")) {
			return model.Arg(n, 0)
		}
	}
	return nil
}

// clockish reports whether n is a clock read or a local holding one (the
// start of a poll).
func clockish(f *model.File, n *model.Node) bool {
	n = model.Unwrap(n)
	if isClock(f, n) {
		return true
	}
	v := local(f, n, 0)
	return v != nil && isClock(f, v) && !strings.Contains(f.Text(v), "+")
}
