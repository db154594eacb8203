package rc103

import (
	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

// init gives the summaries (package checks/summary) RC103's words for a
// call into a function of another file whose database call is bounded only
// by the context this call passes (godbctx, xfacts.ChainText), and which
// library calls are so bounded (xfacts.ContextArg: bounds.ContextArg of
// RC103's row kinds).
func init() {
	xfacts.ContextArg["RC103"] = bounds.ContextArg(rowKinds)
	xfacts.ChainText["RC103"] = func(c xfacts.Chain) (msg, fix string) {
		fix = "derive a context with a deadline before the call (ctx, cancel := context.WithTimeout(ctx, 15*time.Second); defer cancel())"
		return xfacts.ContextText(c, "query", "a slow query runs until the client gives up", "the query has no deadline", fix), fix
	}
}
