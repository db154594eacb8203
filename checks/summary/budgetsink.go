package summary

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
