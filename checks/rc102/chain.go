package rc102

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// init gives the summaries (package checks/summary) RC102's words for a
// call into a helper that runs a child process without a timeout
// (xfacts.ChainText).
func init() {
	xfacts.ChainText["RC102"] = func(c xfacts.Chain) (msg, fix string) {
		opt := "timeout: 30_000"
		if c.Lang == model.LangPython {
			opt = "timeout=30"
		}
		if c.Kind == xfacts.ChainForward { // the callee hands this call's options to the process call
			fix = "pass " + opt + " in the options given to " + c.Call + ", or set a default timeout inside it"
			return c.Call + " passes its options to " + c.Sink + " and this call sets no timeout (" + c.Text +
				"): a hung command holds this handler forever; " + fix, fix
		}
		fix = "give the process call inside " + strings.TrimSuffix(c.Call, "()") + " a timeout (" + opt + "), or let callers pass one"
		return c.Call + " runs a child process without a timeout (" + c.Text + ") for " + c.Caller +
			": a hung command holds this handler forever; " + fix, fix
	}
}
