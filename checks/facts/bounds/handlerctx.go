package bounds

import (
	"fmt"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// ContextArg is the reading of Go calls a rule gives the summaries
// (xfacts.ContextArg) for its library rows (keep): the 0-based index of a
// call's context argument when GoContextRow finds it a row the rule keeps
// whose default is none, else -1 (a finite default is judged against the
// budget in the file only). The default library set is read: a summary
// does not depend on the configuration.
func ContextArg(keep func(*libmodels.Row) bool) func(*model.File, *model.Node) int {
	return func(f *model.File, n *model.Node) int {
		r := GoContextRow(f, model.LibrarySet(nil), n)
		if r == nil || !keep(r) || r.Default == nil {
			return -1
		}
		if _, has := r.Default.Duration(); has {
			return -1
		}
		return *r.Bound.Position
	}
}

// HandlerCtxText words a gap of a Go call given an MCP handler's context
// (BoundGap.HandlerCtx), for RC101 and RC103 alike: the SDK's page that says
// the context has no deadline, what else bounds the call (OwnBound, the
// library being subject: "driver", "client"), what stalls (noun: "database",
// "message broker"), and a fix that derives a deadline of the gap's budget
// (whole seconds) or sets one of the row's client-level settings
// (Bound.Also).
func HandlerCtxText(f *model.File, g BoundGap, subject, noun string) (msg, fix string) {
	r := g.Row
	ctx := "ctx"
	if r.Bound.Position != nil {
		if call := g.At.Parent(); call != nil {
			if a := model.Arg(call, *r.Bound.Position); a != nil && len(f.Text(a)) <= 40 {
				ctx = f.Text(a)
			}
		}
	}
	secs := int(g.Budget / time.Second)
	fix = fmt.Sprintf("ctx, cancel := context.WithTimeout(%s, %d*time.Second); defer cancel()", ctx, secs)
	if len(r.Bound.Also) > 0 {
		fix += " (or configure the client with " + strings.Join(r.Bound.Also, " or ") + ")"
	}
	msg = fmt.Sprintf("%s gets the handler's context %s, which the MCP SDK gives no deadline (%s), and %s, so a slow or unreachable %s holds the call until the client cancels; %s",
		g.Name, ctx, g.HandlerCtx, OwnBound(g, subject), noun, fix)
	return msg, fix
}

// OwnBound words what bounds a Go context-bound call besides its context,
// subject naming the library ("driver", "client"): nothing, or the
// library's default above the budget.
func OwnBound(g BoundGap, subject string) string {
	if g.HasDefault {
		return fmt.Sprintf("the %s's own bound is its default of %s (%s), above the %s budget",
			subject, HumanDuration(g.Default), g.Row.Default.URL, HumanDuration(g.Budget))
	}
	return "the " + subject + " has no timeout of its own (" + g.Row.Default.URL + ")"
}
