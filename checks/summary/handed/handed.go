// Package handed reads, for the function summaries (checks/summary), a
// Python helper that calls a function its caller hands it on the calling
// thread: `def _safe_call(self, f): try: return f() except ...` called as
// `self._safe_call(call_fn)` with `def call_fn(): return requests.get(url)`
// nested in the caller (mcp-obsidian's Obsidian client), or
// `self._get_cached_or_fetch(key, fetch_trace, ttl=60)` whose cache miss
// runs `fetch_func()` (langfuse-mcp-python's BaseTool). The call then runs
// what the handed function runs, as a direct call of it would: its blocking
// calls block the caller's thread, the event loop's in async code
// (https://docs.python.org/3/library/asyncio-dev.html#running-blocking-code,
// CWE-833). Peer practice: CodeQL's Python call graph follows a
// function-valued argument to the call of the parameter that runs it. A
// helper that hands any parameter to a thread runner (Func.Offloads) runs
// nothing itself here; package offload reads it. It is split from
// checks/summary, which is at the package size limit (checks/size_test.go).
package handed

import (
	"slices"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/fnparam"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Index holds, per file, the parameters each function calls itself. The
// zero value is empty and ready to use; it fills a file on first use.
type Index struct {
	runs map[int]map[int][]int
}

// Runs returns the indexes (in Func.Params) of the parameters function fn
// of file fi calls itself: a bare call of the parameter's name made in fn,
// not in a callback it defines (Call.Nested), when fn is Python and hands
// no parameter to a thread runner.
func (x *Index) Runs(files []*sumfile.File, fi, fn int) []int {
	if x.runs == nil {
		x.runs = map[int]map[int][]int{}
	}
	m, ok := x.runs[fi]
	if !ok {
		m = map[int][]int{}
		f := files[fi]
		for _, c := range f.Calls {
			if f.Lang != model.LangPython || c.Func < 0 || c.Func >= len(f.Funcs) || c.Nested || f.Funcs[c.Func].Offloads != 0 {
				continue
			}
			if j := slices.Index(f.Funcs[c.Func].Params, c.Callee); j >= 0 && c.Callee != "" && !slices.Contains(m[c.Func], j) {
				m[c.Func] = append(m[c.Func], j)
			}
		}
		x.runs[fi] = m
	}
	return m[fn]
}

// Names returns the bare names that call c hands function fn of file fi
// for the parameters fn calls itself (Runs), positionally or by keyword.
func (x *Index) Names(files []*sumfile.File, fi, fn int, c *sumfile.Call) []string {
	var out []string
	for _, j := range x.Runs(files, fi, fn) {
		a, ok := fnparam.ArgFor(fnparam.Call{Args: c.Args, Kw: c.Kw, Spread: c.Spread, KwSplat: c.KwSplat}, j, files[fi].Funcs[fn].Params[j])
		if ok && a.Name != "" {
			out = append(out, a.Name)
		}
	}
	return out
}
