package rc104

import (
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/godflt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goRebound judges a Go timeout v held in a local that its function
// declares with a default and rebinds under a condition (godflt.Bindings:
// `timeout := defaultTimeout; if ms > 0 { timeout = min(d, maxTimeout) }`):
// the default is what a client that leaves the argument out waits, and
// the bound of a clamped override (`min(d, maxTimeout)`, Go's built-in
// min) what one that asks for more may get. A local none of whose
// overrides is clamped stays unknown, as a name bound twice: a plain
// override is the value in force only when its condition holds, and a
// default the author bounds nowhere may be under a deadline the handler's
// context already carries (langazov/go-kubernetes-mcp-server's drain_node,
// `timeout := 2 * time.Minute; if d > 0 { timeout = d }` under the 30 s
// deadline its registering wrapper sets). Each is judged
// at its binding (which says in which handler it waits) and reported
// where its value is written: the file's constant a binding names
// (`defaultTimeout = 2 * time.Minute`), the place to change it, else the
// binding; a constant that several handlers' bindings name is reported
// once. ok is false when v is not such a local. read is the plain duration
// reader: a clamped argument from the tool's input is not an uncapped
// input (uncapped.go). Source: mark3labs/mcphost internal/builtin (bash,
// fetch, http servers); peer: RC104's local bound once (tval.HeldOnce).
func goRebound(f *model.File, v *model.Node, read unitReader, consts map[string]*model.Node, kind budget, what string, judge func(at *model.Node, d time.Duration, kind budget, what string)) bool {
	bs := godflt.Bindings(f, v)
	clamped := false
	for _, b := range bs[min(1, len(bs)):] {
		clamped = clamped || godflt.Clamp(f, b) != nil
	}
	if !clamped {
		return false
	}
	for i, b := range bs {
		src, d, ok := b, time.Duration(0), false
		if args := godflt.Clamp(f, b); args != nil {
			for _, a := range args {
				if x, xok := read(f, a); xok && x > 0 && (!ok || x < d) {
					src, d, ok = a, x, true
				}
			}
		} else if i == 0 {
			d, ok = read(f, b)
		}
		if !ok || d <= 0 || d == paramMark {
			continue
		}
		rep := src
		if id := model.Unwrap(src); id != nil && id.Sym() == model.SymIdentifier && consts[f.Text(id)] != nil {
			rep = consts[f.Text(id)]
		}
		reps := model.Fact(f, reboundKey, func(*model.File) map[*model.Node]*model.Node { return map[*model.Node]*model.Node{} })
		if reps[rep] != nil && f.HandlerOf(reps[rep]) == f.HandlerOf(b) {
			continue // a constant two handlers' bindings name: one finding where it is written
		}
		reps[b], reps[rep] = rep, b
		how := ", its default " + f.Text(src)
		if i > 0 {
			how = ", at most " + f.Text(src) + " when the caller sets it"
		}
		judge(b, d, kind, what+how)
	}
	return true
}

// reboundKey keeps, per file, where goRebound's bindings are reported.
var reboundKey = model.NewFactKey[map[*model.Node]*model.Node]("rc104.rebound")

// reboundAt returns where a binding goRebound judged is reported; nil for
// any other node.
func reboundAt(f *model.File, at *model.Node) *model.Node {
	return model.Fact(f, reboundKey, func(*model.File) map[*model.Node]*model.Node { return map[*model.Node]*model.Node{} })[at]
}
