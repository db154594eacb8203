package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Error text returned as a value (issue 18, blind-set misses "summary: error
// text returned as value by helper"): a function that is no handler catches
// an error and returns its text (`return {"error": str(e)}`, `return
// \`Error: ${err.message}\``, `return fmt.Sprintf("failed: %v", err)`), and
// a handler in this file or another sends that value on (`result =
// list_databases(db); return json.dumps(result)`). Each such return is
// recorded (xfacts.Leak with Owners) and reported by the summaries only where
// a call of its function reaches a sink (xfacts.Facts.Results), so a helper
// whose text no client sees is not reported; CodeQL's py/stack-trace-exposure
// and js/stack-trace-exposure follow the same flow through return values.

// noteResult records call n, read while a sink's value is traced, as a call
// whose returned value reaches the client (xfacts.Facts.Results).
func (c *leakCheck) noteResult(n *model.Node) {
	if n == nil || !c.recording || n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
		return
	}
	if fn := model.Callee(n); fn != nil {
		l, col := c.f.Position(int(fn.StartByte()))
		x := xfacts.Of(c.f)
		x.Results = append(x.Results, [2]int{l, col})
	}
}

// valueLeaks records the returns among rets, outside any handler, whose
// value carries the raw text of a caught error.
func (c *leakCheck) valueLeaks(rets []*model.Node) {
	f := c.f
	for _, r := range rets {
		if f.HandlerOf(r) != model.NotHandler {
			continue // a handler's return is a sink of its own
		}
		var src *leakSource
		for _, v := range c.returnedValues(r) {
			src = better(src, c.taint(v, false, 0))
		}
		if src == nil || c.seen[src.at.StartByte()] {
			continue
		}
		var owners [][2]int
		name := ""
		for fn := model.EnclosingFunc(r); fn != nil && len(owners) < 3; fn = model.EnclosingFunc(fn) {
			l, col := f.Position(int(fn.StartByte()))
			owners = append(owners, [2]int{l, col})
			if name == "" {
				name = funcName(f, fn)
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
			Fix: leakAdvices.For(f.Lang).fix, LineText: f.Line(xfacts.SpanOf(f, src.at).Line), Owners: owners}
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
		x := xfacts.Of(f)
		if !hasLeakAt(x.Leaks, l.At) {
			x.Leaks = append(x.Leaks, l)
		}
	}
}

// returnedValues are the values return statement r gives back as data: the
// returned expression (Python, JS/TS), or in Go the results whose declared
// type is not error (an error result is passed on, which Func.Errors
// follows).
func (c *leakCheck) returnedValues(r *model.Node) []*model.Node {
	v := r.NamedChild(0)
	if v == nil || v.Sym() == model.SymComment {
		return nil
	}
	if c.f.Lang != model.LangGo {
		return []*model.Node{v}
	}
	fn := model.EnclosingFunc(r)
	if fn == nil {
		return nil
	}
	var types []string
	if res := fn.ChildByFieldName("result"); res != nil && res.Sym() == model.SymParameterList {
		for i := 0; i < int(res.NamedChildCount()); i++ {
			types = append(types, c.f.Text(res.NamedChild(i).ChildByFieldName("type")))
		}
	} else if res != nil {
		types = []string{c.f.Text(res)}
	}
	vals := []*model.Node{v}
	if v.Sym() == model.SymExpressionList {
		vals = nil
		for i := 0; i < int(v.NamedChildCount()); i++ {
			vals = append(vals, v.NamedChild(i))
		}
	}
	if len(vals) != len(types) {
		return nil
	}
	var out []*model.Node
	for i, t := range types {
		if t != "error" {
			out = append(out, vals[i])
		}
	}
	return out
}

// funcName is the name of function-like node fn as the code calls it
// (a declaration's name, or the variable an arrow function is bound to),
// or "".
func funcName(f *model.File, fn *model.Node) string {
	if nm := fn.ChildByFieldName("name"); nm != nil {
		return f.Text(nm)
	}
	if p := fn.Parent(); p != nil && p.Sym() == model.SymVariableDeclarator {
		if nm := p.ChildByFieldName("name"); nm != nil {
			return f.Text(nm)
		}
	}
	return ""
}

// hasLeakAt reports whether a leak at span at is recorded already (a
// helper's return the file's own handler returns is a sink of its own).
func hasLeakAt(ls []xfacts.Leak, at xfacts.Span) bool {
	for _, l := range ls {
		if l.At == at {
			return true
		}
	}
	return false
}

// unpackedCall returns the call whose result Python identifier n unpacks
// (`ok, text = send(...)` before n in its function), or nil: model.File.Lookup
// binds only the first name of such an assignment.
func unpackedCall(f *model.File, n *model.Node) *model.Node {
	fn, name := model.EnclosingFunc(n), f.Text(n)
	if fn == nil || f.Lang != model.LangPython {
		return nil
	}
	var call *model.Node
	model.Walk(fn, func(m *model.Node) bool {
		if m.StartByte() >= n.StartByte() || call != nil {
			return false
		}
		if m.Sym() == model.SymAssignment {
			left, right := m.ChildByFieldName("left"), model.Unwrap(m.ChildByFieldName("right"))
			if left != nil && right != nil && right.Sym() == model.SymCall && left.NamedChildCount() > 1 {
				for i := 0; i < int(left.NamedChildCount()); i++ {
					if f.Text(left.NamedChild(i)) == name {
						call = right
					}
				}
			}
		}
		return true
	})
	return call
}
