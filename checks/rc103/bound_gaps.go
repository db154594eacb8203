package rc103

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// reportBoundGaps reports the file's calls of library rows of RC103's kinds
// (rowKinds) that leave the row's bound unset (bounds.PassGaps), against the
// DB budget: the library-as-data half of RC103.
//
// A Go row whose bound is a context (pgx, mongo-go-driver) is judged where a
// request runs: a call given context.Background() or context.TODO() off a
// request path (goreach.Of: start-up code, a migration run by main) is not
// reported, and one given an MCP handler's own context, which the SDK gives
// no deadline, is reported at low severity, as database/sql's Context forms
// are (goHandlerCtx).
func reportBoundGaps(p *model.Pass) {
	for _, g := range bounds.PassGapsCtx(p, rowKinds, p.Settings.Budgets.WithDefaults().DB, nil) {
		if g.HandlerCtx != "" {
			msg, fix := bounds.HandlerCtxText(p.File, g, "driver", kindNoun(g.Row.Kind))
			p.Report(g.At, msg, fix)
			impact.Apply(p, model.Impact{Severity: model.SeverityLow, Why: "the MCP client may still cancel the request"})
			continue
		}
		if g.Row.Lang == libmodels.Go && g.Row.Bound.Where == libmodels.Context {
			if _, ok := goreach.Of(p.File, g.At); !ok {
				continue // start-up code: no request waits on it
			}
		}
		msg, fix := gapText(g)
		p.Report(g.At, msg, fix)
	}
}

// holdFor is how long a call of bounds.OwnBound holds its caller.
func holdFor(g bounds.BoundGap) string {
	if g.HasDefault {
		return "that long"
	}
	return "forever"
}

// gapText words a gap's message and fix: what the call leaves unbounded, the
// library's default with the page that states it, and how to set a bound of
// the gap's budget (in the row's unit).
func gapText(g bounds.BoundGap) (msg, fix string) {
	r := g.Row
	fix = "pass " + bounds.Setting(r, g.Budget)
	switch {
	case r.Bound.Where == libmodels.NoBound:
		fix = "put " + bounds.Setting(r, g.Budget)
		msg = fmt.Sprintf("%s makes a client with no timeout option and the library has no default bound (%s), so a stalled %s can hang each of its calls forever; %s",
			g.Name, r.Default.URL, kindNoun(r.Kind), fix)
	case r.Bound.Where == libmodels.Context:
		if len(r.Bound.Also) > 0 {
			fix += " (or configure the client with " + strings.Join(r.Bound.Also, " or ") + ")"
		}
		msg = fmt.Sprintf("%s runs on a request path with a context that has no deadline, and %s, so a slow or unreachable %s holds the call and its connection %s; %s",
			g.Name, bounds.OwnBound(g, "driver"), kindNoun(r.Kind), holdFor(g), fix)
	case g.Disabled:
		msg = fmt.Sprintf("%s disables its %s with None, so a stalled %s hangs the call forever; %s", g.Name, r.Bound.Name, kindNoun(r.Kind), fix)
	case g.HasDefault:
		msg = fmt.Sprintf("%s sets no %s and keeps the library's default of %s (%s), above the %s budget, so a stalled %s holds the caller that long; %s",
			g.Name, r.Bound.Name, bounds.HumanDuration(g.Default), r.Default.URL, bounds.HumanDuration(g.Budget), kindNoun(r.Kind), fix)
	default:
		src := r.Source
		if r.Default != nil {
			src = r.Default.URL
		}
		msg = fmt.Sprintf("%s sets no %s and the library has no default bound (%s), so a stalled %s can hang the call forever; %s",
			g.Name, r.Bound.Name, src, kindNoun(r.Kind), fix)
	}
	return msg, fix
}

// kindNoun names what a row of one of RC103's kinds reaches, for messages.
func kindNoun(k libmodels.Kind) string {
	switch k {
	case libmodels.Database:
		return "database"
	case libmodels.Cache:
		return "cache server"
	}
	return "server"
}
