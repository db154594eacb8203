package rc301

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// libraryRetries reports the mutating calls of clients that re-send every
// request by themselves (retry.LibraryRetry: a library row's Retries with
// methods "all", such as a Fern-generated SDK's max_retries=2 on 408, 429
// and 5xx, or contentful-sdk-core's retries of every method): the library
// is the retry loop, and a create it re-sends after a lost response creates
// twice. A call in a function that sets up an idempotency key (keyed) is
// left alone, as in a hand-written loop. lib finds the row of a call:
// retry.LibraryRetry for a client of a library the file imports,
// retry.LibraryRetryVia for one a factory of another module builds.
func libraryRetries(f *model.File, reported map[uint32]bool, keyed func(*model.File, *model.Node) bool,
	lib func(*model.File, *model.Node) *libmodels.Row, p *model.Pass) {
	f.NodesOf(callSyms, func(n *model.Node) bool {
		r := lib(f, n)
		if r == nil || reported[n.StartByte()] || keyed(f, n) {
			return true
		}
		reported[n.StartByte()] = true
		rt := r.Retries
		off := rt.Off + " set to 0 or false"
		if strings.HasSuffix(rt.Off, "()") {
			off = "pass " + rt.Off // an option function (gitlab.WithoutRetries())
		}
		p.Report(n, fmt.Sprintf("%s creates or sends something upstream, and %s re-sends every request by itself "+
			"(up to %d times on %s, POST included: %s), without an Idempotency-Key, so a lost response makes the upstream "+
			"perform it twice; turn the library's retries off for this call or client (%s) and retry only what is safe, or send an idempotency key",
			f.Text(model.Callee(n)), r.Module, rt.Attempts, rt.On, rt.URL, off),
			"turn the library's retries off for mutating calls ("+off+"), or send an idempotency key")
		// the library re-sends after an error answer (or a lost connection),
		// on its own schedule: a duplicate needs the first attempt to have
		// taken effect upstream before the error, less likely than a
		// hand-written retry of any failure
		impact.Apply(p, model.Impact{Severity: model.SeverityMedium, Why: "a retry the library makes after an error answer"})
		return true
	})
}
