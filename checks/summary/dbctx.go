package summary

import (
	"github.com/resilience-check/resilience-check/checks/facts/godbctx"
	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/callname"
)

// dbCtx records, once per function, a Go database call of fn bounded only
// by fn's context parameter (godbctx.Call: database/sql's Context forms;
// godbctx.RowCall: a library row bounded only by its context, pgx, mongo-go-driver) as an RC103 forward of that
// parameter: a caller passing context.Background() leaves it unbounded, a
// tool handler passing its own context leaves it to the client's
// cancellation (low), a caller passing its own context forwards it.
func (x *extractor) dbCtx(n, callee *model.Node, fn *Func) {
	if fn.Ctx == 0 && len(fn.Forwards) < godbctx.MaxNoCtx && godbctx.NoCtx(x.f, callee) { // no context at all: dbNoCtxSite
		h := x.hop(callee, callname.Short(x.f.Text(callee))+"()")
		fn.Forwards = append(fn.Forwards, Forward{Param: -1, Key: godbctx.NoCtxKey, Rule: "RC103", Chain: []Hop{h}, LineText: x.f.Line(h.Line)})
	}
	if fn.Ctx == 0 || fn.Ctx > len(fn.Params) {
		return
	}
	ctx := fn.Params[fn.Ctx-1]
	for _, rule := range ctxRules {
		if rule == "RC103" && godbctx.Call(x.f, n, callee, ctx) || godbctx.RowCall(x.f, n, ctx, xfacts.ContextArg[rule]) {
			x.ctxForward(n, callee, fn, rule)
			return
		}
	}
}

// ctxRules are the rules whose library calls bounded only by a context the
// summaries record (xfacts.ContextArg), in a fixed order.
var ctxRules = []string{"RC101", "RC102", "RC103"}

// ctxForward records call n (callee) of fn as a forward of fn's context
// parameter under rule, once per function and rule (none after another
// forward of the rule: RC103's call with no context at all, dbNoCtxSite).
func (x *extractor) ctxForward(n, callee *model.Node, fn *Func, rule string) {
	for _, fw := range fn.Forwards {
		if fw.Rule == rule {
			return
		}
	}
	h := x.hop(callee, callname.Short(x.f.Text(callee))+"()")
	fn.Forwards = append(fn.Forwards, Forward{Param: fn.Ctx - 1, Key: "context", Rule: rule, Chain: []Hop{h}, LineText: x.f.Line(h.Line)})
}

// dbNoCtxSite registers, for call c of file f (a handler's call, or one in
// a function taking a request's context) into a function whose forward fw
// is a database call with no context (godbctx.NoCtxKey), the RC103 finding
// at that database call, with the request-path calls as related locations
// (when on: RC103 enabled, f no script, c not in a callback other than a handler).
func (p *Program) dbNoCtxSite(f *File, c *Call, fw Forward, on bool) {
	if !on || fw.Key != godbctx.NoCtxKey || len(fw.Chain) != 1 || c.Func < 0 || c.Handler == model.NotHandler && (f.Funcs[c.Func].Ctx == 0 || goreach.Startup(f.Funcs[c.Func].Name)) {
		return
	}
	db, h := fw.Chain[0], c.Hop
	h.Name = f.Funcs[c.Func].Name + "() calls " + c.Name + " on a request path here"
	if x := p.bsinks["RC103:"+sinkKey(db)]; x != nil {
		if len(x.Chain) < MaxSinkCallers {
			x.Chain = append(x.Chain, h)
		}
		return
	} else if p.bsinks == nil {
		p.bsinks = map[string]*Site{}
	}
	p.bsinks["RC103:"+sinkKey(db)] = &Site{RuleID: "RC103", Call: db, LineText: fw.LineText, Sink: true, Callers: true, Chain: []Hop{h},
		Message: db.Name + " runs with no context and no deadline, and " + f.Funcs[c.Func].Name + "() (" + f.Path + ") reaches it on a request path through " + c.Name +
			", so a slow or unreachable database holds the call and a connection after the caller gave up; pass the request's context down and use the Context form with a deadline from context.WithTimeout"}
}
