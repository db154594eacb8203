package rc303

import "github.com/resilience-check/resilience-check/checks/model"

// pairSyms is the key: value pair of a JavaScript object.
var pairSyms = model.NewSymBitset(model.SymPair)

// unboundedJS checks JavaScript's and TypeScript's retry options: a value
// whose text is Infinity or Number.POSITIVE_INFINITY, or a key "forever"
// (unboundedJSOption). They are text of the file, so a file without either
// word is not walked.
func unboundedJS(p *model.Pass) {
	f := p.File
	if !f.Contains("Infinity") && !f.Contains("forever") {
		return
	}
	f.NodesOf(pairSyms, func(n *model.Node) bool {
		unboundedJSOption(p, n)
		return true
	})
}
