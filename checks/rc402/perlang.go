// RC402's per-language tables: its wordings and the halves of taint.

package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// leakAdvice is how a finding of one language family words the leaked
// value (noun), whether it names what the source exposes (exposure) and the
// logging it suggests (fix).
type leakAdvice struct {
	noun     string
	exposure bool
	fix      string
}

// leakAdvices are RC402's wordings per language family.
var leakAdvices = adapt.PerLang[leakAdvice]{
	Python: leakAdvice{"exception", true, "log.exception(\"... [ref=%s]\", ref); return a message such as f\"internal error [ref: {ref}]\""},
	JS:     leakAdvice{"error", true, "console.error(`[ref ${ref}]`, err); return a message such as `Internal error [ref: ${ref}]`"},
	Go:     leakAdvice{"error", false, "log.Printf(\"ref=%s: %v\", ref, err) and return \"internal error [ref: \" + ref + \"]\""},
}

// langTaint returns lang's half of taint: where a value's error text comes
// from in Python, JavaScript and Go (a function, not a table, since the
// halves call taint back).
func langTaint(lang model.Language) func(c *leakCheck, n *model.Node, raw bool, hops int) *leakSource {
	return adapt.PerLang[func(c *leakCheck, n *model.Node, raw bool, hops int) *leakSource]{
		Python: (*leakCheck).pyTaint, JS: (*leakCheck).jsTaint, Go: (*leakCheck).goTaint,
	}.For(lang)
}
