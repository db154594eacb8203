package rc104

import (
	"fmt"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// libraryDefaults judges the library defaults a handler inherits: a call of
// a library row (libmodels, match: call) that leaves the row's bound unset
// keeps the library's documented default, and a finite default above the
// handler's budget (botocore's 60 s read timeout in a 30 s tool) is as long
// a wait as the same number written as a literal. Only defaults within the
// request budget are judged here, and longer ones of the rows that say so
// (libmodels.Row.HandlerDefault: aiohttp's ClientSession, total=300 s, whose
// finite default RC101 leaves alone): a longer or missing one is RC101's, and a
// database or cache row's RC103's. judge is check's, so the call is reported
// in a handler and recorded for the handlers that call its function
// (recordBound) otherwise.
func libraryDefaults(p *model.Pass, b model.Budgets, judge func(at *model.Node, d time.Duration, kind budget, what string),
	judgeUse func(at, use *model.Node, d time.Duration, what string)) {
	keep := func(r *libmodels.Row) bool {
		switch r.Kind {
		case libmodels.Database, libmodels.Cache, libmodels.Subprocess, libmodels.ProcessWait, libmodels.Sleep:
			return false
		}
		d, ok := r.Default.Duration()
		return ok && d > 0 && (d <= b.Request || r.HandlerDefault())
	}
	// the smallest handler budget, so that every default a handler could
	// find too long is a gap; judge applies the handler's own
	// (over the attempts a retrying library makes, libmodels.Row.PerCallWait)
	smallest := func(r *libmodels.Row) time.Duration {
		_, n := perCallWait(p.File, r, 0)
		return min(b.Tool, b.Resource) / time.Duration(n)
	}
	starts := map[*model.Node]startupGap{}
	for _, g := range bounds.BoundGaps(p.File, model.LibrarySet(p.Settings), keep, smallest) {
		if !g.HasDefault || g.Default > b.Request && !g.Row.HandlerDefault() || requestsOwnTimeout(p.File, g) {
			continue
		}
		what := "the library's default for " + g.Name + ", which sets no " + g.Row.Bound.Name + ", " + g.Row.Default.URL
		if total, n := perCallWait(p.File, g.Row, g.Default); n > 1 {
			// a hanging upstream is asked again: each attempt waits the default
			what = fmt.Sprintf("the library's default for %s, which sets no %s: %s per attempt × %d attempts, its retries re-sending a request that got no answer (%s, %s; %s set to 0 or false turns them off)",
				g.Name, g.Row.Bound.Name, show(g.Default), n, g.Row.Default.URL, g.Row.Retries.URL, g.Row.Retries.Off)
			g.Default = total
		}
		judge(g.At, g.Default, handlerBudget, what)
		if call := g.At.Parent(); call != nil && g.Row.Bound.Where != libmodels.NoBound && startupPlace(p.File, call) {
			starts[call] = startupGap{g: g, what: what}
		}
	}
	startupUses(p, starts, judgeUse) // the client built at start-up is waited on where the tools use it
}

// perCallWait is libmodels.Row.PerCallWait for a call of file f: the
// library's retries are not counted in a file that names their switch
// (Retries.Off: `maxRetries`, `retryOnError`), which may turn them off.
func perCallWait(f *model.File, r *libmodels.Row, d time.Duration) (time.Duration, int) {
	if r == nil || r.Retries == nil || r.Retries.Off == "" || f.Contains(r.Retries.Off) {
		return d, 1
	}
	return r.PerCallWait(d)
}
