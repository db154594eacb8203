package handerr

import (
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Back is the reverse of Origin: the origin of the errors call c of file
// files[rf] raises when its callee is a parameter of its own function (a
// wrapper `async function run(fn) { try { return await fn() } catch (e) {
// return errorResult(e.message) } }`, Python `def safe(func): try: return
// func() ...`), read from the callers: the strongest origin among the
// callables the calls of that function, in any file, hand it in that
// parameter's position (cbargs.Arg.Origin, or the origins the summaries give
// the calls of a callable the caller's file cannot see into, Hidden). All
// the callers are read in a whole-repository scan only (a diff scan reads
// the changed file's callees), so a fixture's want is "whole-only". The
// effect's chain is the caller's call that hands the callable ("raised in
// fn() -> run() (src/tools/feeds.ts:41)"). Nil when c calls no parameter,
// runs in a callback of its own (Call.Nested), the function hands a
// parameter to a thread runner (Func.Offloads), no caller hands a callable
// with a known origin there, or in Go, whose leaks of unknown origin RC402
// reports already and whose diff scans read a package's files on demand
// (TestGoDemandSameAsWholePackage). origins gains the origin found. This is
// the flow CodeQL's interprocedural data flow follows through a
// higher-order function's parameter
// (https://codeql.github.com/docs/writing-codeql-queries/about-data-flow-analysis/);
// CWE-209 (https://cwe.mitre.org/data/definitions/209.html). target gives
// the function call k of file fi resolves to (file and function index, -1
// when none), errs the errors each function raises (Hidden.Errs).
func Back(files []*sumfile.File, target func(fi, k int) (int, int), errs [][][]sumfile.ErrorEffect, rf int, c *sumfile.Call, origins []xfacts.Origin) (*sumfile.ErrorEffect, []xfacts.Origin) {
	if rf < 0 || rf >= len(files) || files[rf].Lang == model.LangGo || c.Func < 0 || c.Func >= len(files[rf].Funcs) || c.Nested || files[rf].Funcs[c.Func].Offloads != 0 {
		return nil, origins
	}
	idx := -1
	for i, p := range files[rf].Funcs[c.Func].Params {
		if p != "" && p == c.Callee {
			idx = i
		}
	}
	if idx < 0 {
		return nil, origins
	}
	var best *sumfile.ErrorEffect
	for fi, g := range files {
		for k := range g.Calls {
			d := &g.Calls[k]
			if len(d.Cbs) == 0 {
				continue
			}
			if tf, tn := target(fi, k); tf != rf || tn != c.Func {
				continue
			}
			h := &Hidden{File: g, Target: func(k int) (int, int) { return target(fi, k) }, Errs: errs}
			for _, cb := range d.Cbs {
				if cb.Index != idx {
					continue
				}
				if o := max(cb.Origin, h.origin(cb.Calls)); o != 0 && (best == nil || o > best.Origin) {
					hop := d.Hop
					hop.Path = g.Path
					best = &sumfile.ErrorEffect{Origin: o, Effect: sumfile.Effect{What: hop.Name, Chain: []sumfile.Hop{hop}}}
				}
			}
		}
	}
	return withBest(best, origins)
}
