package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/retval"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Error text a function returns as a value, reported where a call of it
// reaches a sink (package retval; xfacts.Leak.Owners, xfacts.Facts.Results).

// noteResult records call n, read while a sink's value is traced, as a call
// whose returned value reaches the client (xfacts.Facts.Results).
func (c *leakCheck) noteResult(n *model.Node) {
	if n == nil || !c.recording || n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
		return
	}
	if fn := model.Callee(n); fn != nil {
		l, col := c.f.Position(int(fn.StartByte()))
		xfacts.Of(c.f).AddResult(l, col)
	}
}

// noteRead notes, while a sink's value is traced, the call whose result
// expression n reads: `res.Detail`, `result.error` or a shorthand `{ text }`
// of a variable bound to a call (taint itself follows only error values
// through fields).
func (c *leakCheck) noteRead(n *model.Node) {
	if !c.recording {
		return
	}
	switch n.Sym() {
	case model.SymSelectorExpression, model.SymMemberExpression, model.SymAttribute:
		obj := n.ChildByFieldName("object")
		if obj == nil {
			obj = n.ChildByFieldName("operand")
		}
		c.noteRead(model.Unwrap(obj))
	case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
		if v := c.f.Lookup(c.f.Text(n), n); v != nil && !model.Contains(v, n) {
			c.noteResult(model.Unwrap(v))
		}
	default:
		c.noteResult(n)
	}
}

// valueLeaks records the returns among rets, outside any handler, whose
// value carries the raw text of a caught error.
func (c *leakCheck) valueLeaks(rets []*model.Node) {
	f := c.f
	handler := map[*model.Node]bool{} // per function: HandlerOf, once (500 returns in one function)
	for _, r := range rets {
		fn := model.EnclosingFunc(r)
		if _, ok := handler[fn]; !ok {
			handler[fn] = f.HandlerOf(r) != model.NotHandler
		}
		if handler[fn] {
			continue // a handler's return is a sink of its own
		}
		var src, thrown *leakSource
		c.sinkAt = r
		for _, v := range retval.Values(f, r) {
			src = better(src, c.taint(v, false, 0))
		}
		for _, v := range retval.Errors(f, r) { // an upstream's error body in a message the code composes (upbody)
			m, s := retval.Message(f, v), c.taint(v, true, 0)
			if s != nil && s.errAt == nil && s.origin == OriginNetwork && src == nil && m != nil && model.Contains(m, s.at) {
				src, thrown = s, s
			}
		}
		c.sinkAt = nil
		if src == nil || c.seen[src.at.StartByte()] {
			continue
		}
		var owners [][2]int
		name := ""
		for fn := model.EnclosingFunc(r); fn != nil && len(owners) < 3; fn = model.EnclosingFunc(fn) {
			l, col := f.Position(int(fn.StartByte()))
			owners = append(owners, [2]int{l, col})
			if name == "" {
				name = retval.FuncName(f, fn)
			}
		}
		if name == "" {
			name = "this function"
		} else {
			name = "`" + name + "()`"
		}
		what := src.what
		if len(what) > 60 {
			what = what[:57] + "..."
		}
		l := xfacts.Leak{At: xfacts.SpanOf(f, src.at), What: what, Sink: "the value " + name + " returns", Reader: "the model",
			Fix: leakAdvices.For(f.Lang).fix, LineText: f.Line(xfacts.SpanOf(f, src.at).Line), Owners: owners, Thrown: thrown != nil}
		if thrown != nil {
			l.Sink = "the error " + name + " raises"
		}
		switch {
		case src.origin.Internal():
			l.What += " (" + originLabel(f, src.at, src.origin) + ")"
			l.Origin = xfacts.Origin(src.origin)
		case src.origin == OriginUnknown && src.errAt != nil:
			region := errRegion(f, src.errAt)
			if region == nil {
				continue
			}
			l.Region, l.Excludes = xfacts.SpanOf(f, region), excludedClasses(f, src.errAt)
		default:
			continue
		}
		xfacts.Of(f).AddLeak(l)
	}
}

// paramKey is a parameter of a function, by name.
type paramKey struct {
	fn   *model.Node
	name string
}
