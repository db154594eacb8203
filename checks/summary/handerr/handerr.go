// Package handerr gives RC402's cross-file pass (summary.Program.leakSite)
// the origin of an error a helper raises by calling the callable its caller
// hands it: a retry, throttle or error-handling wrapper of another module
// (`hist = await _fetch_with_retry(company.history, period)` with `def
// _fetch_with_retry(fn, *args): ... return fn(*args)`, `await
// withRetry(() => client.issues.get(id))`, Go `c.retry(ctx, func()
// (*http.Response, error) { return c.http.Do(req) })`). The caller's file
// reads the callable's origin (cbargs.Arg.Origin, errorigin.HandedOrigin);
// the helper's summary says whether it calls that parameter and lets its
// errors out. Peer practice: CodeQL's call graph follows a function-valued
// argument to the parameter call that runs it; Semgrep's taint mode
// propagates through higher-order calls it resolves. CWE-209. It is split
// from checks/summary, which is at the package size limit
// (checks/size_test.go).
package handerr

import (
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/summary/cbargs"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Origin returns the effect of the strongest origin among the callables
// call c hands function fn of file callee (c's resolved target) in the
// positions of the parameters fn calls itself (Calls), its chain the
// helper's call of that parameter, and origins with that origin added
// once; nil and origins unchanged when none. A callable's origin is the
// one its file reads (cbargs.Arg.Origin) or, with h, the strongest the
// summaries give the functions of the repository it calls (Go `c.retry(ctx,
// func() (*http.Response, error) { return c.doRequest(req) })` whose
// doRequest calls c.http.Do). A helper that hands the
// callable to a thread runner is read by package offload instead.
func Origin(c *sumfile.Call, callee *sumfile.File, fn int, origins []xfacts.Origin, h *Hidden) (*sumfile.ErrorEffect, []xfacts.Origin) {
	var best *sumfile.ErrorEffect
	for _, cb := range c.Cbs {
		o := max(cb.Origin, h.origin(cb.Calls))
		if o == 0 || best != nil && o <= best.Origin {
			continue
		}
		if d := Calls(callee, fn, cb.Index); d != nil {
			hop := d.Hop
			hop.Path = callee.Path
			best = &sumfile.ErrorEffect{Origin: o, Effect: sumfile.Effect{What: hop.Name, Chain: []sumfile.Hop{hop}}}
		}
	}
	return withBest(best, origins)
}

// withBest returns best and origins with best's origin among them (added
// once), or nil and origins when there is no best.
func withBest(best *sumfile.ErrorEffect, origins []xfacts.Origin) (*sumfile.ErrorEffect, []xfacts.Origin) {
	if best == nil {
		return nil, origins
	}
	for _, o := range origins {
		if o == best.Origin {
			return best, origins
		}
	}
	return best, append(origins, best.Origin)
}

// Calls returns the call by which function fn of file f calls its
// positional parameter idx (Func.Params: Python's self not counted) by its bare name in
// its own body, outside a try block that keeps the error (Call.Caught) and
// not in a callback it defines (Call.Nested), and hands no parameter to a
// thread runner (Func.Offloads, read by package offload) nor, in Go,
// returns only errors of its own (Func.ErrOwn: `if err != nil { return
// fmt.Errorf("request failed") }`); nil for none.
func Calls(f *sumfile.File, fn, idx int) *sumfile.Call {
	if f == nil || fn < 0 || fn >= len(f.Funcs) || f.Funcs[fn].Offloads != 0 || f.Funcs[fn].ErrOwn {
		return nil
	}
	params := f.Funcs[fn].Params
	if idx < 0 || idx >= len(params) || params[idx] == "" {
		return nil
	}
	for k := range f.Calls {
		if d := &f.Calls[k]; d.Func == fn && d.Callee == params[idx] && !d.Caught && !d.Nested {
			return d
		}
	}
	return nil
}

// Hidden reads, for the calls of a handed callable that its file cannot
// see into (cbargs.Arg.Calls), the errors the summaries give them: File is
// the caller's file, Target the function its call k resolves to (file -1
// for none), Errs the errors each function raises so far.
type Hidden struct {
	File   *sumfile.File
	Target func(k int) (int, int)
	Errs   [][][]sumfile.ErrorEffect
}

// origin is the strongest origin of the functions the calls at sites
// resolve to; 0 for a nil h.
func (h *Hidden) origin(sites []cbargs.Site) xfacts.Origin {
	best := xfacts.Origin(0)
	if h == nil {
		return 0
	}
	for _, s := range sites {
		if s.Name == "" {
			continue
		}
		for k := range h.File.Calls {
			if c := &h.File.Calls[k]; c.Line == s.Line && c.Col == s.Col {
				if tf, tn := h.Target(k); tf >= 0 && tf < len(h.Errs) && tn >= 0 && tn < len(h.Errs[tf]) {
					for _, e := range h.Errs[tf][tn] {
						best = max(best, e.Origin)
					}
				}
				break
			}
		}
	}
	return best
}

// Pass returns errs, the errors of the function around call c so far, with
// the origin of the callables c hands function fn of file callee (Origin,
// with h) added when errs has none of it, its chain through c (via, the
// summaries' way of prefixing a callee's chain with the call): a helper
// that calls what it is handed passes its errors on to the caller's
// callers.
func Pass(errs []sumfile.ErrorEffect, c *sumfile.Call, callee *sumfile.File, fn int, h *Hidden, via func(*sumfile.Call, *sumfile.Effect) *sumfile.Effect) []sumfile.ErrorEffect {
	e, _ := Origin(c, callee, fn, nil, h)
	if e == nil || effect.MergeWraps(errs, e.Origin, "", nil) {
		return errs
	}
	return append(append([]sumfile.ErrorEffect(nil), errs...), sumfile.ErrorEffect{Origin: e.Origin, Effect: *via(c, &e.Effect)})
}
