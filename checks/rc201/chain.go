package rc201

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// init gives the summaries (package checks/summary) RC201's words for a
// call from async code into a helper that blocks (xfacts.ChainText).
func init() {
	xfacts.ChainText["RC201"] = func(c xfacts.Chain) (msg, fix string) {
		fix = "make " + c.Call + " async (the async form of " + c.What + ", with a timeout) or run it off the event loop"
		if c.Lang == model.LangPython {
			name := strings.TrimSuffix(c.Call, "()")
			fix = "make " + name + " async, or call it with await asyncio.to_thread(" + name + ", ...)"
			if strings.HasPrefix(c.Caller, "sync tool ") { // looptool: no await in the sync tool itself
				fix = "make the tool async def and call " + name + " with await asyncio.to_thread(" + name + ", ...), or make " + name + " async"
			}
		}
		return c.Call + " blocks the event loop in " + c.Caller + ": it calls " + c.What + " synchronously (" + c.Text +
			"), so no other request or task runs until it returns; " + fix, fix
	}
}
