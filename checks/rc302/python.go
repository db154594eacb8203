package rc302

import (
	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// backoffPython checks Python's retry libraries: tenacity, backoff and
// retrying configurations (retry.PyRetryConfigs) and urllib3's Retry.
func backoffPython(p *model.Pass) {
	f := p.File
	for _, c := range retry.PyRetryConfigs(f) {
		backoffPyConfig(p, c)
	}
	// backoffURLLib3 acts only on calls whose imported name ends in
	// Retry or HTTPAdapter; that last segment is the text of a name in
	// the file (an attribute or an import), so a file without these
	// words has none and is not walked.
	if !f.Contains("Retry") && !f.Contains("HTTPAdapter") {
		return
	}
	adapt.Calls(f, false, func(n *model.Node) { backoffURLLib3(p, n) })
}
