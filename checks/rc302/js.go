package rc302

import (
	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// backoffJS checks JavaScript's and TypeScript's retry libraries:
// axios-retry.
func backoffJS(p *model.Pass) {
	f := p.File
	// The callee's imported name is "axios-retry" only when the file
	// imports that module by name, so its source contains the word.
	if !f.Contains("axios-retry") {
		return
	}
	adapt.Calls(f, false, func(n *model.Node) {
		if model.CalleeName(f, n) == "axios-retry" {
			backoffAxiosRetry(p, n)
		}
	})
}
