package rc104

import (
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// unboundedWait stands for a wait whose length the upstream chooses with no
// cap (serverWaits): longer than any budget, short enough that a sum of a
// few cannot overflow. show prints it as what it is.
const unboundedWait = 1000 * time.Hour

// serverWaits judges each sleep for the upstream's Retry-After that nothing
// caps (retry.ServerWaits) as a wait over every budget: a 429 whose header
// asks for an hour holds the tool call an hour (sensorbio's
// `time.sleep(float(ra))`, openrouter's `await setTimeout(resetAfter *
// 1000)`). Reported where the sleep is, in a handler or, through the
// summaries, in the helper a handler calls, as any timeout over budget.
// Peer: Google's API retry guidance and the AWS SDKs cap the wait they take
// from a server (the AWS SDKs' max backoff, 20 s by default).
func serverWaits(f *model.File, judge func(at *model.Node, d time.Duration, kind budget, what string)) {
	for _, w := range retry.ServerWaits(f) {
		judge(w.Call, unboundedWait, handlerBudget, "a sleep for the Retry-After the upstream sends, "+f.Text(w.Delay)+", with no cap")
	}
}
