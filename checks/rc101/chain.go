package rc101

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

// init gives the summaries (package checks/summary) RC101's words for a
// call whose outbound call lies in another function (xfacts.ChainText), and
// which library calls are bounded only by their context (xfacts.ContextArg:
// bounds.ContextArg of RC101's row kinds).
func init() {
	xfacts.ChainText["RC101"] = chainText
	xfacts.ContextArg["RC101"] = bounds.ContextArg(rowKinds)
}

// chainText is the message and fix of an RC101 finding at a call into a
// helper that makes an unbounded call, or that forwards this call's options
// (a fetch signal, a requests timeout, a Go context) with no bound in them.
func chainText(c xfacts.Chain) (msg, fix string) {
	name := strings.TrimSuffix(c.Call, "()")
	if c.Kind == xfacts.ChainUnbounded {
		fix = "give the call inside " + name + " a timeout, or let callers pass one"
		return c.Call + " makes an outbound call without a timeout (" + c.Text + "): a slow upstream holds this caller as long as the connection stays open; " + fix, fix
	}
	var what string
	switch c.Option {
	case "timeout":
		what = "its keyword arguments"
		fix = "pass timeout=(5, 20) to " + c.Call + ", or set a default timeout inside it"
	case "context":
		fix = "pass a context with a deadline (ctx, cancel := context.WithTimeout(ctx, 30*time.Second); defer cancel())"
		return xfacts.ContextText(c, "outbound call", "a stalled upstream holds the call until the client gives up", "the call has no timeout", fix), fix
	default:
		what = "its options"
		fix = "pass { signal: AbortSignal.timeout(10_000) } in the options, or set a default signal inside " + name
	}
	return c.Call + " passes " + what + " to " + c.Sink + " and this call sets no " + c.Option + " (" + c.Text +
		"): the outbound call has no timeout; " + fix, fix
}
