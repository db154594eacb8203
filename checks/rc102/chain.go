package rc102

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// init gives the summaries (package checks/summary) RC102's words for a
// call into a helper that runs a child process without a timeout
// (xfacts.ChainText), and which calls run a child process bounded only by
// their context (xfacts.ContextArg: Go's exec.CommandContext, argument 0).
func init() {
	xfacts.ContextArg["RC102"] = func(f *model.File, n *model.Node) int {
		if f.Lang == model.LangGo && model.ImportedName(f, model.Callee(n)) == "os/exec.CommandContext" {
			return 0
		}
		return -1
	}
	xfacts.ChainText["RC102"] = func(c xfacts.Chain) (msg, fix string) {
		if c.Kind == xfacts.ChainForward && c.Option == "context" { // the callee runs the process on this call's context
			fix = "derive a context with a deadline before the call (ctx, cancel := context.WithTimeout(ctx, 30*time.Second); defer cancel())"
			return xfacts.ContextText(c, "child process", "a hung command runs until the client gives up", "a hung command runs forever", fix), fix
		}
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
