// RC402's per-language tables: its wordings and the halves of taint.

package rc402

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/pyresult"
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

// pyNode is RC402's Python visitor (but for the returns, which
// checkErrorLeak keeps): an exception class the file defines or imports
// from its own package is a custom error; a call's sinks.
func (c *leakCheck) pyNode(n *model.Node) []leakSinkSite {
	f := c.f
	switch n.Sym() {
	case model.SymClassDefinition:
		if sup := n.ChildByFieldName("superclasses"); sup != nil && (strings.Contains(f.Text(sup), "Error") || strings.Contains(f.Text(sup), "Exception")) {
			c.custom[f.Text(n.ChildByFieldName("name"))] = true
		}
	case model.SymImportFromStatement:
		if m := n.ChildByFieldName("module_name"); m != nil && m.Sym() == model.SymRelativeImport {
			for i := 0; i < int(n.ChildCount()); i++ {
				if n.FieldNameForChild(i) == "name" {
					name := n.Child(i)
					if name.Sym() == model.SymAliasedImport {
						name = name.ChildByFieldName("alias")
					}
					if t := f.Text(name); strings.HasSuffix(t, "Error") || strings.HasSuffix(t, "Exception") {
						c.custom[t] = true
					}
				}
			}
		}
	case model.SymCall:
		return c.pyCallSinks(n)
	case model.SymDictionary: // {"type": "text", "text": X}, {..., "isError": True}: a result written as JSON
		if v := pyresult.Sink(f, n); v != nil {
			return []leakSinkSite{{node: v, kind: leakToolResult, raw: true}}
		}
	}
	return nil
}

// jsNode is RC402's JavaScript and TypeScript visitor: a class extending an
// Error is a custom error; a node's sinks.
func (c *leakCheck) jsNode(n *model.Node) []leakSinkSite {
	f := c.f
	if n.Sym() == model.SymClassDeclaration || n.Sym() == model.SymClass {
		if h := leakChildOfType(n, model.SymClassHeritage); h != nil && strings.Contains(f.Text(h), "Error") {
			c.custom[f.Text(n.ChildByFieldName("name"))] = true
		}
	}
	return c.jsSinks(n)
}
