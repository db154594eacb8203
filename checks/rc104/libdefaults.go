package rc104

import (
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
// request budget are judged here: a longer or missing one is RC101's, and a
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
		return ok && d > 0 && d <= b.Request
	}
	// the smallest handler budget, so that every default a handler could
	// find too long is a gap; judge applies the handler's own
	smallest := func(*libmodels.Row) time.Duration { return min(b.Tool, b.Resource) }
	starts := map[*model.Node]startupGap{}
	for _, g := range bounds.BoundGaps(p.File, model.LibrarySet(p.Settings), keep, smallest) {
		if !g.HasDefault || g.Default > b.Request {
			continue
		}
		what := "the library's default for " + g.Name + ", which sets no " + g.Row.Bound.Name + ", " + g.Row.Default.URL
		judge(g.At, g.Default, handlerBudget, what)
		if call := g.At.Parent(); call != nil && g.Row.Bound.Where != libmodels.NoBound && startupPlace(p.File, call) {
			starts[call] = startupGap{g: g}
		}
	}
	startupUses(p, starts, judgeUse) // the client built at start-up is waited on where the tools use it
}
