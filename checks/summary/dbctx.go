package summary

import (
	"github.com/resilience-check/resilience-check/checks/facts/godbctx"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/callname"
)

// dbCtx records, once per function, a Go database call of fn bounded only
// by fn's context parameter (godbctx.Call) as an RC103 forward of that
// parameter: a caller passing context.Background() leaves it unbounded, a
// tool handler passing its own context leaves it to the client's
// cancellation (low), a caller passing its own context forwards it.
func (x *extractor) dbCtx(n, callee *model.Node, fn *Func) {
	if fn.Ctx == 0 || fn.Ctx > len(fn.Params) || !godbctx.Call(x.f, n, callee, fn.Params[fn.Ctx-1]) {
		return
	}
	for _, fw := range fn.Forwards {
		if fw.Rule == "RC103" {
			return
		}
	}
	h := x.hop(callee, callname.Short(x.f.Text(callee))+"()")
	fn.Forwards = append(fn.Forwards, Forward{Param: fn.Ctx - 1, Key: "context", Rule: "RC103", Chain: []Hop{h}, LineText: x.f.Line(h.Line)})
}
