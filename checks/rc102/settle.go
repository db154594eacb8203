package rc102

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// A long-lived child is often started inside a Promise executor that settles
// on a sign of readiness ("Forwarding from ..." on stdout) and is rejected by
// a timer when that sign does not come in time:
//
//	return new Promise((resolve, reject) => {
//	  const child = spawn("kubectl", ["port-forward", ...]);
//	  child.stdout.on("data", (d) => { if (ready(d)) resolve(child.pid); });
//	  setTimeout(() => reject(new Error("no success message")), 5000);
//	});
//
// The caller's wait is bounded by the timer, and the child is meant to
// outlive the call (it is stopped later, by pid or by another tool), so a
// timeout on the child would kill what the call exists to start. Issue 21
// found this shape judged clean by a reviewer and reported by RC102
// (a Kubernetes server's port-forward tool). No peer linter checks child
// process timeouts, so this follows the reviewer's verdict.

// jsTimerSettles reports whether call is made directly in the executor of a
// `new Promise((resolve, reject) => ...)` whose body also arms a setTimeout
// whose callback calls reject or resolve: the promise the caller awaits
// settles by that timer whatever the child does.
func jsTimerSettles(f *model.File, call *model.Node) bool {
	exec := enclosingFunc(call)
	if exec == nil {
		return false
	}
	args := exec.Parent()
	if args == nil || args.Sym() != model.SymArguments || args.NamedChild(0) != exec {
		return false
	}
	ne := args.Parent()
	if ne == nil || ne.Sym() != model.SymNewExpression || f.Text(ne.ChildByFieldName("constructor")) != "Promise" {
		return false
	}
	settlers := executorParams(f, exec)
	if len(settlers) == 0 {
		return false
	}
	body := exec.ChildByFieldName("body")
	found := false
	model.Walk(body, func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() != model.SymCallExpression || f.Text(model.Callee(n)) != "setTimeout" {
			return true
		}
		cb := model.Arg(n, 0)
		if cb == nil || (cb.Sym() != model.SymArrowFunction && cb.Sym() != model.SymFunctionExpression) {
			return true
		}
		model.Walk(cb, func(m *model.Node) bool {
			if m.Sym() == model.SymCallExpression && settlers[f.Text(model.Callee(m))] {
				found = true
			}
			return !found
		})
		return !found
	})
	return found
}

// enclosingFunc returns the nearest function (arrow, expression or
// declaration) around n, or nil.
func enclosingFunc(n *model.Node) *model.Node {
	return model.Ancestor(n, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDeclaration)
}

// executorParams returns the names of a Promise executor's resolve and
// reject parameters (whatever they are called); nil when it has none.
func executorParams(f *model.File, fn *model.Node) map[string]bool {
	names := map[string]bool{}
	if p := fn.ChildByFieldName("parameter"); p != nil { // resolve => ...
		names[f.Text(p)] = true
		return names
	}
	ps := fn.ChildByFieldName("parameters")
	if ps == nil {
		return nil
	}
	for i := 0; i < int(ps.NamedChildCount()) && i < 2; i++ {
		p := ps.NamedChild(i)
		if p.Sym() == model.SymRequiredParameter { // TypeScript wraps the name
			if pat := p.ChildByFieldName("pattern"); pat != nil {
				p = pat
			}
		}
		if p.Sym() == model.SymIdentifier {
			names[f.Text(p)] = true
		}
	}
	if len(names) == 0 {
		return nil
	}
	return names
}
