package summary

import (
	"sort"
)

// budgetSink registers the RC104 finding at the timeout a handler's call c
// waits on (te, over the handler's budget: msg is the finding at the call):
// the defect is the literal, so it is reported once, there, with the
// handlers' calls as related locations (at most MaxSinkCallers), and the
// findings at the calls are covered by it when it is reported.
func (p *Program) budgetSink(c *Call, te TimeoutEffect, msg string, funcs []Func, fi int) {
	last := te.Chain[len(te.Chain)-1]
	key := sinkKey(last)
	caller := "a handler"
	if c.Func >= 0 && c.Func < len(funcs) {
		caller = funcs[c.Func].Name + "()"
	}
	h := c.Hop
	h.Name = caller + " waits on it through " + c.Name + " here"
	if x := p.bsinks[key]; x != nil {
		if len(x.Chain) < MaxSinkCallers {
			x.Chain = append(x.Chain, h)
		}
		return
	}
	if p.bsinks == nil {
		p.bsinks = map[string]*Site{}
	}
	p.bsinks[key] = &Site{RuleID: "RC104", Call: last, LineText: te.LineText, Sink: true, Callers: true, Chain: []Hop{h},
		Message: "this timeout (" + te.What + ") is set outside the handler that waits on it: " + msg}
}

// budgetSinks returns the RC104 sinks of the files report is true for, in
// the order of their keys.
func (p *Program) budgetSinks(report func(string) bool) []Site {
	keys := make([]string, 0, len(p.bsinks))
	for k, x := range p.bsinks {
		if report(x.Call.Path) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	out := make([]Site, 0, len(keys))
	for _, k := range keys {
		out = append(out, *p.bsinks[k])
	}
	return out
}
