package rc101

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/escclient"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// reportBoundGaps reports the file's calls of library rows of RC101's kinds
// (rowKinds) that leave the row's bound unset (bounds.PassGaps), against the
// Request budget: the library-as-data half of RC101.
//
// A Go row whose only bound is the context a call is given (franz-go's
// PollFetches(ctx), genai's GenerateContent(ctx, ...), qdrant's Query(ctx,
// ...)) given an MCP handler's own context, which the Go SDKs give no
// deadline, is reported at low severity, as RC103 reports a database call
// so given: only the MCP client's cancellation ends it. Those gaps are
// returned, for reportHandlerCtx after the file's impact is applied to the
// others.
func reportBoundGaps(p *model.Pass) (handlerCtx []bounds.BoundGap) {
	for _, g := range bounds.PassGapsCtx(p, rowKinds, p.Settings.Budgets.WithDefaults().Request, nil) {
		if g.HandlerCtx != "" {
			handlerCtx = append(handlerCtx, g)
			continue
		}
		msg, fix := gapText(g)
		p.Report(g.At, msg, fix)
	}
	reportEscaped(p)
	return handlerCtx
}

// reportHandlerCtx reports gaps of calls given an MCP handler's own context
// (reportBoundGaps), each at low severity.
func reportHandlerCtx(p *model.Pass, gaps []bounds.BoundGap) {
	for _, g := range gaps {
		msg, fix := bounds.HandlerCtxText(p.File, g, "client", kindNoun(g.Row.Kind))
		p.Report(g.At, msg, fix)
		impact.Apply(p, model.Impact{Severity: model.SeverityLow, Why: "the MCP client may still cancel the request"})
	}
}

// reportEscaped reports the constructions of per-call clients whose calls
// are all out of the file's sight and that set no client-level bound
// (escclient.Gaps): every call keeps the library's default.
func reportEscaped(p *model.Pass) {
	for _, g := range escclient.Gaps(p.File, model.LibrarySet(p.Settings), rowKinds) {
		r := g.Row
		how := "the file returns it"
		switch g.Held {
		case "field":
			how = "the file stores it in a field it hands out"
		case "stored":
			how = "the file stores it in a map it hands it out from"
		}
		fix := fmt.Sprintf("pass %s: a fetch that bounds each request (e.g. (req) => fetch(req, { signal: AbortSignal.timeout(%d) }))",
			r.Bound.Client[0], p.Settings.Budgets.WithDefaults().Request.Milliseconds())
		msg := fmt.Sprintf("%s builds a client of %s with none of %s set, so each of its calls keeps the library's default of no bound (%s) "+
			"unless it passes its own %s; %s and makes no call on it, so its callers elsewhere reach a stalled server with no timeout; %s",
			g.Name, r.Module, strings.Join(r.Bound.Client, ", "), r.Default.URL, r.Bound.Name, how, fix)
		p.Report(g.At, msg, fix)
	}
}

// gapText words a gap's message and fix: what the call leaves unbounded, the
// library's default with the page that states it, and how to set a bound of
// the gap's budget (in the row's unit).
func gapText(g bounds.BoundGap) (msg, fix string) {
	r := g.Row
	fix = "pass " + bounds.Setting(r, g.Budget)
	switch {
	case r.Bound.Where == libmodels.NoBound && r.Bound.PerCall && r.Lang == libmodels.JavaScript && r.Bound.Name != "":
		// a client whose only bound is a client-level option the file never names (keycloak's requestOptions)
		ms := g.Budget.Milliseconds()
		fix = fmt.Sprintf("race each call against a timer (Promise.race with a timer that rejects after %d ms), or build the client for the request with %s: { signal: AbortSignal.timeout(%d) }", ms, r.Bound.Name, ms)
		msg = fmt.Sprintf("%s calls a client built without %s, so no signal or timer ends its request and the library has no default bound (%s); a stalled %s can hang the call forever; %s",
			g.Name, r.Bound.Name, r.Default.URL, kindNoun(r.Kind), fix)
	case r.Bound.Where == libmodels.NoBound && r.Bound.PerCall:
		fix = "put " + bounds.Setting(r, g.Budget)
		msg = fmt.Sprintf("%s calls a client that takes no timeout option and the library has no default bound (%s), so a stalled %s can hang the call forever; %s",
			g.Name, r.Default.URL, kindNoun(r.Kind), fix)
	case r.Bound.Where == libmodels.NoBound && r.Lang == libmodels.Go && strings.HasPrefix(r.Bound.Name, "Set"):
		// a client-level setter (go-resty's SetTimeout): the file never names it
		fix = fmt.Sprintf("call %s(%d * time.Second) on the client, or give each call a context with a deadline (context.WithTimeout)", r.Bound.Name, int(g.Budget.Seconds()))
		msg = fmt.Sprintf("%s makes a client and the file never calls its %s, and the library has no default bound (%s), so a stalled %s can hang each of its calls forever; %s",
			g.Name, r.Bound.Name, r.Default.URL, kindNoun(r.Kind), fix)
	case r.Bound.Where == libmodels.NoBound:
		fix = "put " + bounds.Setting(r, g.Budget)
		msg = fmt.Sprintf("%s makes a client with no timeout option and the library has no default bound (%s), so a stalled %s can hang each of its calls forever; %s",
			g.Name, r.Default.URL, kindNoun(r.Kind), fix)
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

// kindNoun names what a row of one of RC101's kinds reaches, for messages.
func kindNoun(k libmodels.Kind) string {
	switch k {
	case libmodels.LLMSDK:
		return "model API"
	case libmodels.CloudSDK:
		return "cloud API"
	case libmodels.GRPC:
		return "gRPC server"
	case libmodels.VectorDB:
		return "vector store"
	case libmodels.Queue:
		return "message broker"
	}
	return "server"
}
