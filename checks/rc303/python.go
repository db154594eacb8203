package rc303

import (
	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// unboundedPython checks Python's retry libraries: tenacity, backoff and
// retrying configurations (retry.PyRetryConfigs) and urllib3's Retry.
func unboundedPython(p *model.Pass) {
	f := p.File
	for _, c := range retry.PyRetryConfigs(f) {
		unboundedPyConfig(p, c)
	}
	// unboundedURLLib3 acts only on urllib3's Retry, whose imported
	// name ends in Retry; that last segment is the text of a name in the
	// file (an attribute or an import), so a file without the word has
	// no such call and is not walked.
	if f.Contains("Retry") {
		adapt.Calls(f, false, func(n *model.Node) { unboundedURLLib3(p, n) })
	}
}
