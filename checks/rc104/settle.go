package rc104

import "github.com/resilience-check/resilience-check/checks/model"

// settlesOnTimer reports whether timer, a JavaScript setTimeout(cb, ms)
// call, is the deadline of a Promise: it sits in the executor of a `new
// Promise((resolve, reject) => ...)` and its callback settles that Promise,
// so whoever awaits the Promise waits at most ms. A callback that calls
// reject (`setTimeout(() => reject(new Error("timed out")), ms)`) is a
// deadline wherever it is; one that calls resolve is one only in a race:
// the executor does more than arm the timer (starts a child and resolves on
// its close, or on the timer: `setTimeout(() => { child.kill(); resolve() },
// 5 * 60 * 1000)`), or the Promise is an element of `Promise.race([...])`.
// A Promise whose executor only arms a resolving timer (`new Promise(r =>
// setTimeout(r, 1000))`, `new Promise(resolve => setTimeout(() => resolve(),
// ms))`) is a sleep, which the poll reading judges (loopWaits), not a
// timeout.
func settlesOnTimer(f *model.File, timer *model.Node) bool {
	cb := model.Unwrap(model.Arg(timer, 0))
	if cb == nil || (cb.Sym() != model.SymArrowFunction && cb.Sym() != model.SymFunctionExpression && cb.Sym() != model.SymFunction) {
		return false
	}
	exec := model.EnclosingFunc(timer)
	if exec == nil || (exec.Sym() != model.SymArrowFunction && exec.Sym() != model.SymFunctionExpression && exec.Sym() != model.SymFunction) {
		return false
	}
	args := exec.Parent()
	if args == nil || args.NamedChildCount() == 0 || !same(args.NamedChild(0), exec) {
		return false
	}
	newExpr := args.Parent()
	if newExpr == nil || newExpr.Sym() != model.SymNewExpression || f.Text(newExpr.ChildByFieldName("constructor")) != "Promise" {
		return false
	}
	resolve, reject := executorParams(f, exec)
	body := cb.ChildByFieldName("body")
	if body == nil || resolve == "" && reject == "" {
		return false
	}
	calls := func(name string) bool {
		if name == "" {
			return false
		}
		found := false
		model.Walk(body, func(m *model.Node) bool {
			if found {
				return false
			}
			if m.Sym() == model.SymCallExpression && f.Text(model.Callee(m)) == name {
				found = true
			}
			return true
		})
		return found
	}
	if calls(reject) {
		return true
	}
	if !calls(resolve) {
		return false
	}
	return racing(f, exec, timer) || inRace(f, newExpr)
}

// same reports whether a and b are the same node.
func same(a, b *model.Node) bool {
	return a != nil && b != nil && a.StartByte() == b.StartByte() && a.EndByte() == b.EndByte() && a.Sym() == b.Sym()
}

// executorParams names the parameters of a Promise executor: the resolve
// and reject functions ("" when absent or not a plain name).
func executorParams(f *model.File, exec *model.Node) (resolve, reject string) {
	if p := exec.ChildByFieldName("parameter"); p != nil && p.Sym() == model.SymIdentifier { // r => ...
		return f.Text(p), ""
	}
	params := exec.ChildByFieldName("parameters")
	if params == nil {
		return "", ""
	}
	var names []string
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		if p.Sym() == model.SymRequiredParameter || p.Sym() == model.SymOptionalParameter {
			p = p.ChildByFieldName("pattern")
		}
		if p == nil || p.Sym() != model.SymIdentifier {
			names = append(names, "")
			continue
		}
		names = append(names, f.Text(p))
	}
	if len(names) > 0 {
		resolve = names[0]
	}
	if len(names) > 1 {
		reject = names[1]
	}
	return resolve, reject
}

// racing reports whether executor exec does more than arm timer: a body
// with another statement than the timer's (a child started, a listener
// that resolves first).
func racing(f *model.File, exec, timer *model.Node) bool {
	body := exec.ChildByFieldName("body")
	if body == nil || body.Sym() != model.SymStatementBlock {
		return false
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		st := body.NamedChild(i)
		if st.Sym() == model.SymComment || model.Contains(st, timer) {
			continue
		}
		return true
	}
	return false
}

// inRace reports whether newExpr is an element of the array passed to
// Promise.race.
func inRace(f *model.File, newExpr *model.Node) bool {
	arr := newExpr.Parent()
	if arr == nil || arr.Sym() != model.SymArray {
		return false
	}
	args := arr.Parent()
	if args == nil {
		return false
	}
	call := args.Parent()
	return call != nil && call.Sym() == model.SymCallExpression && f.Text(model.Callee(call)) == "Promise.race"
}
