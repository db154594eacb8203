package rc404

import (
	"fmt"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC404 upstream-without-circuit-breaker: one low finding per server
// file that makes upstream HTTP calls (model.Upstreams.Sites) and uses no
// circuit breaker, at its first upstream call, with the file's other upstream
// calls as further sites (model.Finding.Also) so that in diff mode a change to
// any of them is told.
//
// It is off by default (Rule.DefaultOff): whether a dependency needs a breaker
// is a design decision a file cannot show, and on real pull requests the note
// landed on nearly every change that touched an HTTP call. Turn it on with
// `extend-enable: [RC404]`. With it off, the checklist row asks for a manual
// review and gives the number of upstream calls.
//
// Source: checklist item "one breaker per dependency" (SkillAudit, "Designing
// for resiliency", checklist item 2:
// https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/); CWE-400.
var Rule = &model.Rule{
	ID: "RC404", Name: "upstream-without-circuit-breaker", Severity: model.SeverityLow, CWE: 400, Checklist: model.ItemBreaker,
	DefaultOff: true,
	Summary:    "Upstream calls in a file that uses no circuit breaker",
	Description: "A server that calls an upstream with no circuit breaker keeps sending requests to it while it fails, so " +
		"retries from a machine-speed caller pile up on a broken dependency. Wrap each upstream in its own breaker.",
	Help:      help,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     check,
}

const help = `## What it does
Off by default; turn it on with ` + "`extend-enable: [RC404]`" + ` in the configuration.

Reports a file that makes upstream HTTP calls (the calls RC101 recognises: requests,
httpx, aiohttp, urllib in Python; fetch, axios, got, node:http(s) in JavaScript and
TypeScript; net/http clients in Go) and has no circuit breaker: it imports no breaker
library (opossum, cockatiel, brakes, mollitia, pybreaker, aiobreaker, circuitbreaker,
purgatory, gobreaker, failsafe-go, hystrix-go, go-resiliency, ...) and names nothing
` + "`*breaker*`" + ` (a hand-written or project breaker counts). It is reported once per file, at
the first upstream call, with the number of other calls; in diff mode, when that call
is outside the change, the finding moves to the first upstream call the change added or
edited. Not reported: calls at module level (they run once, at start-up), calls to
localhost, to relative paths (` + "`fetch(\"/api/items\")`" + `, the page's own origin) and to
` + "`blob:`" + `/` + "`data:`" + ` URLs, and files that are not a long-running server: tests and their
fixtures, ` + "`scripts/`" + `, ` + "`.github/`" + `, ` + "`cli/`" + ` and ` + "`frontend/`" + ` folders, JSX/TSX components,
` + "`\"use client\"`" + ` modules, and scripts, examples and command-line programs as RC201 sees them
(` + "`examples/`" + `, ` + "`bin/`" + `, entry points that start no server; ` + "`scripts-are-servers: true`" + ` reports there).

With the rule off (the default), the checklist row "each external dependency has its
own circuit breaker" reads "manual review" with the number of upstream calls found, and
never fails; RC403 (shared-circuit-breaker) still reports a breaker shared by several
upstreams.

## Severity
Low: off by default; a missing breaker is advice for services with several upstreams. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
An LLM orchestrator retries failed tool calls within milliseconds and may fan them out
across a workflow. Without a breaker, each retry goes to the failing upstream again and
holds a worker, a socket and the caller until it times out: retry storms turn one slow
dependency into a full outage (CWE-400). A breaker converts that into fast failures the
model can reason about.

## Example
` + "```ts" + `
const resp = await fetch(` + "`${AUTHZ_URL}?user=${user}`" + `, { signal: AbortSignal.timeout(2_000) });
` + "```" + `

## Use instead
` + "```ts" + `
import CircuitBreaker from "opossum";
const authzBreaker = new CircuitBreaker(getJson, { timeout: 10_000, resetTimeout: 30_000, name: "authz" });
const { allowed } = await authzBreaker.fire(` + "`${AUTHZ_URL}?user=${user}`" + `);
` + "```" + `

To accept a file that deliberately has no breaker, write
` + "`# resilience: ignore[RC404] reason`" + ` on the reported line.

## References
- [CWE-400: Uncontrolled Resource Consumption](https://cwe.mitre.org/data/definitions/400.html)
- [Microsoft Azure Architecture Center: Circuit Breaker pattern](https://learn.microsoft.com/azure/architecture/patterns/circuit-breaker)
- [Martin Fowler: CircuitBreaker](https://martinfowler.com/bliki/CircuitBreaker.html)
- [opossum](https://nodeshift.dev/opossum/), [pybreaker](https://github.com/danielfm/pybreaker),
  [gobreaker](https://github.com/sony/gobreaker)

CWE-400 · checklist: each external dependency has its own circuit breaker.
`

const fix = "wrap each upstream in its own circuit breaker (pybreaker, opossum, cockatiel, gobreaker)"

func check(p *model.Pass) {
	f := p.File
	if f.IsScript() && (p.Settings == nil || !p.Settings.ScriptsAreServers) {
		return // examples, scripts and command-line programs are not long-running servers
	}
	u := f.Upstreams()
	if u.HasBreaker() || len(u.Sites) == 0 {
		return
	}
	n := len(u.Sites)
	message := func(call *model.Node) string {
		name, arg, _ := model.UpstreamCall(f, call)
		target := name
		if h := model.UpstreamHost(f, arg); h != "" {
			target = name + " to " + h
		}
		more := ""
		switch {
		case n == 2:
			more = ", nor has the file's other upstream call"
		case n > 2:
			more = fmt.Sprintf(", nor has any of the file's %d other upstream calls", n-1)
		}
		return "upstream " + target + " has no circuit breaker" + more +
			", so a failing upstream keeps being called by retries at machine speed; " + fix
	}
	// One finding per file, at its first upstream call; the other calls are
	// its other sites, so that in diff mode a change that adds or edits any
	// of them still reports it (at the first changed one).
	p.Report(u.Sites[0], message(u.Sites[0]), fix)
	for _, call := range u.Sites[1:] {
		alsoAt(p, call, message(call))
	}
}

// alsoAt adds node n, with the message that fits it, as another site of the
// finding reported last (see Finding.Also). It does nothing when the pass has
// reported nothing yet. The site's LineText is filled in by File.Complete.
func alsoAt(p *model.Pass, n *model.Node, msg string) {
	if len(p.Findings) == 0 {
		return
	}
	f := p.File
	sl, sc := f.Position(int(n.StartByte()))
	el, ec := f.Position(int(n.EndByte()))
	if el > sl && ec == 1 {
		el, ec = sl, sc+1
	}
	last := &p.Findings[len(p.Findings)-1]
	last.Also = append(last.Also, model.Site{StartLine: sl, StartCol: sc, EndLine: el, EndCol: ec, Message: msg})
}
