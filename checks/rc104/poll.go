package rc104

import (
	"fmt"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
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
// other). When no timeout is written in the body, the timeout of the
// client a pass sends on, written where that client is built (an accessor,
// a factory, a member, `async with ... as client` around the loop:
// heldtry.Via), is each pass's. A timeout over the budget by itself is
// judged alone, not again
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
	var params []paramTimeout // polls whose bound is a parameter, judged at the calls (paramTimeouts)
	defer func() { paramTimeouts(f, params, judge) }()
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
		var bp *paramTimeout // a bound held in a parameter of the loop's function
		if !ok {
			if bp = boundParam(f, loop); bp == nil {
				return true
			}
		} else if passes <= 1 {
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
		if first == nil && countedLoop(f, loop) {
			first, per = heldAttempt(f, loop, body, seen) // the client a pass sends on (checks/facts/heldtry)
			if first != nil && overAlone(first.at, first.d, first.kind) {
				return true
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
			if timerTimeout(f, s.Call) {
				continue // an abort or settling timer: the pass's timeout (seen), not a sleep
			}
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
		if bp != nil {
			if wait+per > 0 {
				params = append(params, paramPoll(f, loop, l, bp, wait, per, first, backoff))
			}
			return true
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
	conds := conjuncts(f, loopCond(loop))
	for _, cond := range conds {
		if len(conds) > 1 && !counts(f, loop, cond) {
			continue // `done.size < 3` beside the count: no number of passes
		}
		if n, ok := countBound(f, locals, loop, cond); ok {
			return n, true // one count of an && chain ends the loop by then at the latest
		}
	}
	return 0, false
}

// counts reports whether comparison cond of loop's condition compares a
// counter: a plain name the loop steps by one (`attempts++`, `++i`,
// `retries += 1`, `i = i + 1`, in its body or a for clause's update). In a
// chain of conjunctions only such a comparison counts passes.
func counts(f *model.File, loop, cond *model.Node) bool {
	lhs := model.Unwrap(cond.NamedChild(0))
	if lhs == nil || lhs.Sym() != model.SymIdentifier {
		return false
	}
	name, found := f.Text(lhs), false
	model.Walk(loop, func(m *model.Node) bool {
		if found {
			return false
		}
		switch m.Sym() {
		case model.SymUpdateExpression, model.SymIncStatement:
			found = f.Text(m) == name+"++" || f.Text(m) == "++"+name
		case model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression, model.SymAssignmentStatement:
			found = f.Text(m.ChildByFieldName("left")) == name && (strings.ReplaceAll(f.Text(m), " ", "") == name+"+=1")
		case model.SymAssignment, model.SymAssignmentExpression:
			found = f.Text(m.ChildByFieldName("left")) == name && strings.ReplaceAll(f.Text(m.ChildByFieldName("right")), " ", "") == name+"+1"
		}
		return true
	})
	return found
}

// loopCond returns the condition of a while loop or of a JS or Go for
// loop's clause (a JS condition statement unwrapped), nil for none.
func loopCond(loop *model.Node) *model.Node {
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
	return cond
}

// conjuncts returns the operands of a chain of conjunctions (Python
// `and`, JS and Go `&&`), cond itself when it is none: a loop that runs
// while all of them hold stops at the latest when any one fails, so the
// bound of one counting conjunct (`while (status === 'PENDING' && attempts
// < maxAttempts)`, `while not done and retries < 5`) bounds its passes. A
// disjunction (`||`, `or`) bounds nothing and is returned whole (no count
// reads it).
func conjuncts(f *model.File, cond *model.Node) []*model.Node {
	cond = model.Unwrap(cond)
	if cond == nil {
		return nil
	}
	op := f.Text(cond.ChildByFieldName("operator"))
	if (cond.Sym() == model.SymBooleanOperator && op == "and") || (cond.Sym() == model.SymBinaryExpression && op == "&&") {
		return append(conjuncts(f, cond.ChildByFieldName("left")), conjuncts(f, cond.ChildByFieldName("right"))...)
	}
	return []*model.Node{cond}
}

// countBound reads one comparison `i < N` (or `<=`) of a loop's condition
// as its number of passes.
func countBound(f *model.File, locals map[localKey]localValue, loop, cond *model.Node) (int, bool) {
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
		if n := model.Unwrap(d); n != nil && n.Sym() == model.SymIdentifier && tval.GoConsts(f)[f.Text(n)] != nil {
			d = tval.GoConsts(f)[f.Text(n)]
		}
		return tval.GoDuration(f, d)
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
	if v, ok := tval.Product(f, n); ok {
		return v, true
	}
	n = model.Unwrap(n)
	if f.Lang == model.LangGo && n != nil && n.Sym() == model.SymIdentifier {
		if c := tval.GoConsts(f)[f.Text(n)]; c != nil { // a constant of the file (few loops get here)
			return tval.Product(f, c)
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
		v, lit := tval.Product(f, right)
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

// boundParam returns the parameter a counted loop's bound is, as a
// paramTimeout without its unit (paramPoll sets it): `for _ in
// range(max_attempts)`, `while attempt < max_attempts`, `for (let i = 0; i
// < maxAttempts; i++)` in a function that takes max_attempts and does not
// rebind it. nil for any other bound, and for a loop in a handler (whose
// own parameters the client sets).
func boundParam(f *model.File, loop *model.Node) *paramTimeout {
	var b *model.Node
	if f.Lang == model.LangPython && loop.Sym() == model.SymForStatement {
		r := model.Unwrap(loop.ChildByFieldName("right"))
		if r == nil || r.Sym() != model.SymCall || f.Text(model.Callee(r)) != "range" {
			return nil
		}
		switch {
		case model.NumArgs(r) == 1:
			b = model.Arg(r, 0)
		case model.NumArgs(r) == 2 && f.Text(model.Arg(r, 0)) == "0":
			b = model.Arg(r, 1)
		}
	} else {
		conds := conjuncts(f, loopCond(loop))
		for _, cond := range conds {
			if len(conds) > 1 && !counts(f, loop, cond) {
				continue
			}
			switch {
			case cond.Sym() == model.SymComparisonOperator && cond.NamedChildCount() == 2 && cond.ChildCount() == 3 && f.Text(cond.Child(1)) == "<":
				b = cond.NamedChild(1)
			case cond.Sym() == model.SymBinaryExpression && f.Text(cond.ChildByFieldName("operator")) == "<":
				b = cond.ChildByFieldName("right")
			}
			if b != nil {
				break
			}
		}
	}
	id := model.Unwrap(b)
	if id == nil || id.Sym() != model.SymIdentifier || f.Lookup(f.Text(id), id) != nil || f.HandlerOf(loop) != model.NotHandler {
		return nil
	}
	fn := model.EnclosingFunc(loop)
	if fn == nil || model.EnclosingFunc(id) != fn {
		return nil
	}
	index, def, _, ok := tval.ParamOf(f, fn, f.Text(id))
	if !ok {
		return nil
	}
	return &paramTimeout{fn: fn, name: f.Text(id), index: index, def: def, kind: handlerBudget}
}

// paramPoll completes the paramTimeout of a poll whose bound is parameter
// bp: a value passed for it (or its default) is a number of passes, each
// waiting wait in sleeps and per in timeouts (plus a backoff the loop
// computes, when backoff: the product is then the least it waits, as for a
// bound written in the header); its default is kept for the summaries
// (recordParamBound), as written keeps a timeout parameter's.
func paramPoll(f *model.File, loop *model.Node, l *retry.RetryLoop, bp *paramTimeout, wait, per time.Duration, first *seenTimeout, backoff bool) paramTimeout {
	pt := *bp
	pt.what = fmt.Sprintf("the poll %s: %s passes × a %s wait", retry.LoopHeader(f, l), pt.name, show(wait+per))
	if first != nil {
		pt.what += " (" + first.what + " each)"
	}
	if backoff {
		pt.what += " + its backoff" // a computed backoff: the product is the least the loop waits
	}
	pt.unit = func(f *model.File, n *model.Node) (time.Duration, bool) {
		v, ok := tval.Product(f, n)
		if !ok || v < 2 || v > 1e6 {
			return 0, false
		}
		return time.Duration(int(v)) * (wait + per), true
	}
	if pt.def != nil {
		if d, ok := pt.unit(f, pt.def); ok {
			recordParamBound(f, loop, loop, d, handlerBudget, funcName(f, pt.fn)+"()'s default "+pt.name+"="+f.Text(pt.def)+", "+pt.what, pt.index+1, pt.name, optionProp(f, pt.fn, pt.name))
			pt.recorded = true
		}
	}
	return pt
}

// timerTimeout reports whether call is a JavaScript timer that bounds a
// wait rather than pausing one: an abort timer (abortsOnTimer) or one that
// settles the Promise whose executor arms it (settlesOnTimer). written
// reads it as a timeout of its pass, so a loop does not count it again as
// a sleep (`setTimeout(() => controller.abort(), this.timeoutMs)` in a
// retry loop is each attempt's timeout, once).
func timerTimeout(f *model.File, call *model.Node) bool {
	if !f.Lang.IsJS() || call == nil || call.Sym() != model.SymCallExpression {
		return false
	}
	if t := f.Text(model.Callee(call)); t != "setTimeout" && t != "globalThis.setTimeout" {
		return false
	}
	return abortsOnTimer(f, model.Arg(call, 0)) || settlesOnTimer(f, call)
}
