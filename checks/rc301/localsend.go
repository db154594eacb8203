package rc301

import (
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// localSends reports the retried call a of a loop attempt when it runs a
// function of the same file whose own body sends a POST or PATCH
// (retry.MutatingRequest):
// the loop around `jl.executeSingleLaunch(ctx, id, req)` re-runs the
// `http.NewRequest("POST", url, body)` the helper makes, and a launch whose
// answer was lost is launched twice. The finding is at the retried call, with
// the send's line. One level only, and only the attempt's own call (not a
// re-login in its failure path: `c.createSession(ctx, user, pass)` before
// `continue`); not a helper that contains the call (a recursion), whose
// function sets up an idempotency key (keyedSpan), or whose POST reads
// (retry.ReadOverPost: `/search`, GraphQL queries); not in scripts (as
// RC302: a one-shot program is no tool call of the server).
//
// Source: the RC301 misses of blind batches 22 and 29 grouped by mechanism
// (/work/notes/retry32.md: RETRIED-LOCAL-HELPER-POSTS at
// NacerKH/autosphere-mcp-golang internal/awx/job_launcher.go:182, an AWX job
// launch, and ashrocket/monday-mcp src/client.ts:148, a GraphQL mutation
// POST); peer of the retried-callback reading of checks/facts/xmodpost for
// another module's helper. Stripe's idempotent requests:
// https://docs.stripe.com/api/idempotent_requests (CWE-841 as RC301).
func localSends(p *model.Pass, a *model.Node, why string, reported map[uint32]bool) {
	f := p.File
	if a == nil || reported[a.StartByte()] || keyedSpan(f, a) {
		return
	}
	if f.IsScript() && (p.Settings == nil || !p.Settings.ScriptsAreServers) {
		return // a one-shot program's re-send (scripts/tranco-scan.mjs) is no tool call of the server
	}
	def := localDef(f, model.Callee(a))
	if def == nil || model.Contains(def, a) || keyedSpan(f, def.ChildByFieldName("body")) {
		return
	}
	var send *model.Node
	method := ""
	f.WalkSyms(def.ChildByFieldName("body"), callSyms, func(c *model.Node) bool {
		if send == nil {
			if m := retry.MutatingRequest(f, c); m != "" && !retry.ReadOverPost(f, c) && !reported[c.StartByte()] {
				send, method = c, m
			}
		}
		return send == nil
	})
	if send == nil {
		return
	}
	reported[a.StartByte()] = true
	p.Report(a, f.Text(model.Callee(a))+" sends a "+method+" (line "+model.Itoa(model.LineOf(f, send))+") that is retried "+why+
		" without an Idempotency-Key header, so a lost response makes the upstream perform it twice; "+
		"send an Idempotency-Key that stays the same across attempts", keyFix.For(f.Lang))
}

// localDef returns the definition in the file of the function callee names:
// a plain or self/this name (model.File.LocalFunc), or a Go method of the
// file called through its receiver (`jl.executeSingleLaunch`).
func localDef(f *model.File, callee *model.Node) *model.Node {
	if callee == nil {
		return nil
	}
	if def := f.LocalFunc(callee); def != nil {
		return def
	}
	if f.Lang == model.LangGo && callee.Sym() == model.SymSelectorExpression {
		if m := f.LocalFunc(callee.ChildByFieldName("field")); m != nil && m.Sym() == model.SymMethodDeclaration {
			return m
		}
	}
	return nil
}
