package rc101

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsFuncs are the JavaScript function nodes: an abort inside one nested in
// the fetch's function runs on its own schedule (a timer, an event).
var jsFuncs = []model.Sym{model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression,
	model.SymMethodDefinition, model.SymFunction}

// timerlessController returns the name of the AbortController whose signal
// an awaited fetch call passes (`await fetch(url, { signal: ctl.signal })`)
// when nothing can abort it while the fetch waits: ctl is a local `new
// AbortController()` of the fetch's own function, every use of it there is
// `ctl.signal` or a `ctl.abort()` called in that function's own body (at
// least one, and none in a nested function: a timer's or an event's
// callback), and it goes nowhere else. Such an abort runs only once the awaited fetch has settled
// (the function is suspended until then), so the signal bounds nothing
// (the WHATWG fetch standard's "abort a fetch" needs the signal aborted
// while the request is pending: https://fetch.spec.whatwg.org/#abort-fetch;
// CWE-400). "" for any other call.
func timerlessController(f *model.File, call *model.Node) string {
	if p := call.Parent(); p == nil || p.Sym() != model.SymAwaitExpression {
		return ""
	}
	opts := model.Arg(call, 1)
	if opts == nil || model.HasSplat(call) {
		return ""
	}
	if opts = model.Unwrap(opts); opts.Sym() != model.SymObject || model.HasSplat(opts) {
		return ""
	}
	var sig *model.Node
	for i := 0; i < int(opts.NamedChildCount()); i++ {
		p := opts.NamedChild(i)
		if p.Sym() == model.SymPair && f.Text(p.ChildByFieldName("key")) == "signal" {
			sig = model.Unwrap(p.ChildByFieldName("value"))
		} else if p.Sym() != model.SymPair {
			return "" // a shorthand or a method: the options are not all in sight
		}
	}
	if sig == nil || sig.Sym() != model.SymMemberExpression || f.Text(sig.ChildByFieldName("property")) != "signal" {
		return ""
	}
	ctl := model.Unwrap(sig.ChildByFieldName("object"))
	if ctl == nil || ctl.Sym() != model.SymIdentifier {
		return ""
	}
	fn := model.Ancestor(call, jsFuncs...)
	v := f.Resolve(ctl)
	if fn == nil || v == nil || v.Sym() != model.SymNewExpression || f.Text(model.Callee(v)) != "AbortController" || model.Ancestor(v, jsFuncs...) != fn {
		return ""
	}
	name, ok, aborts := f.Text(ctl), true, 0
	model.Walk(fn, func(n *model.Node) bool {
		if !ok || n.Sym() != model.SymIdentifier || f.Text(n) != name {
			return ok
		}
		p := n.Parent()
		switch {
		case p != nil && p.Sym() == model.SymVariableDeclarator && p.ChildByFieldName("name") == n && p.ChildByFieldName("value") != nil &&
			model.Unwrap(p.ChildByFieldName("value")) == v:
		case p != nil && p.Sym() == model.SymMemberExpression && p.ChildByFieldName("object") == n && f.Text(p.ChildByFieldName("property")) == "signal":
		case p != nil && p.Sym() == model.SymMemberExpression && p.ChildByFieldName("object") == n && f.Text(p.ChildByFieldName("property")) == "abort" &&
			p.Parent() != nil && p.Parent().Sym() == model.SymCallExpression && model.Ancestor(p, jsFuncs...) == fn:
			aborts++
		default:
			ok = false // handed on, aborted from a callback, or reassigned
		}
		return ok
	})
	if !ok || aborts == 0 {
		return "" // never aborted: left as any signal of unknown use is
	}
	return name
}
