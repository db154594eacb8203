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
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Origin returns the effect of the strongest origin among the callables
// call c hands function fn of file callee (c's resolved target) in the
// positions of the parameters fn calls itself (Calls), its chain the
// helper's call of that parameter, and origins with that origin added
// once; nil and origins unchanged when none. A helper that hands the
// callable to a thread runner is read by package offload instead.
func Origin(c *sumfile.Call, callee *sumfile.File, fn int, origins []xfacts.Origin) (*sumfile.ErrorEffect, []xfacts.Origin) {
	var best *sumfile.ErrorEffect
	for _, cb := range c.Cbs {
		if cb.Origin == 0 || best != nil && cb.Origin <= best.Origin {
			continue
		}
		if d := Calls(callee, fn, cb.Index); d != nil {
			h := d.Hop
			h.Path = callee.Path
			best = &sumfile.ErrorEffect{Origin: cb.Origin, Effect: sumfile.Effect{What: h.Name, Chain: []sumfile.Hop{h}}}
		}
	}
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
// thread runner (Func.Offloads, read by package offload); nil for none.
func Calls(f *sumfile.File, fn, idx int) *sumfile.Call {
	if f == nil || fn < 0 || fn >= len(f.Funcs) || f.Funcs[fn].Offloads != 0 {
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
