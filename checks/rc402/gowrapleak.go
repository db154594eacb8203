package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/gowrap"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goWrapLeaks records the raw error a Go tool or resource handler hands to
// the function of another package whose error it returns (`return nil,
// utils.LogAndReturnError(logger, "fetching key", err)`, gowrap.Returned):
// reported when the summaries find that function returns it wrapped
// (package gowrap, summary.Func.Rethrows), as `return nil, fmt.Errorf(...)`.
func (c *leakCheck) goWrapLeaks(rets []*model.Node) {
	for _, r := range rets {
		fn := model.EnclosingFunc(r)
		if call, callee := gowrap.Returned(c.f, r); call != nil && !c.goPkgHelperCall(call) && fn != nil && (c.goIsToolHandler(fn) || c.goIsReadHandler(fn)) {
			kind := map[bool]leakSink{true: leakHandlerErr, false: leakResourceErr}[c.goIsToolHandler(fn)]
			for i := 0; i < model.NumArgs(call); i++ {
				if src := c.taint(model.Arg(call, i), true, 0); src != nil && src.errAt != nil && !c.seen[src.at.StartByte()] {
					s := *src
					l, col := c.f.Position(int(callee.StartByte()))
					s.what = "`" + short(c.f.Text(callee)) + "()` wrapping " + src.what
					c.record(&s, xfacts.Leak{Sink: kind.String(), Arg: i + 1, ArgOf: [2]int{l, col}, HandlerErr: true, Handler: handlerNoun(kind)})
				}
			}
		}
	}
}
