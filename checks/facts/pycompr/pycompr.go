// Package pycompr reads a Python comprehension as the values it builds:
// `[fetch(u) for u in urls]` is a list of what `fetch(u)` returns, so RC402
// (error-detail-leak) follows a tool's value through it to the function
// that returns the error text (`asyncio.gather(*[fetch_award(aid) for aid in
// award_ids])` with `fetch_award` returning `{"error": str(e)}`: blind-set
// misses usa-spending award_spending.py:395, open-streetmap; Python
// language reference, "Displays for lists, sets and dictionaries": the
// comprehension's element expression is evaluated once per iteration and
// its values make up the container). Source: CWE-209.
package pycompr

import "github.com/resilience-check/resilience-check/checks/model"

// kinds are the tree-sitter-python comprehension nodes whose field "body"
// is the expression each element is built from (a `pair` for a dict).
var kinds = map[string]bool{
	"list_comprehension": true, "set_comprehension": true,
	"generator_expression": true, "dictionary_comprehension": true,
}

// Body returns the element expression of comprehension n of a Python file
// (`fetch(u)` of `[fetch(u) for u in urls]`, the pair `k: str(e)` of a dict
// comprehension), or nil when n is no comprehension.
func Body(f *model.File, n *model.Node) *model.Node {
	if f == nil || n == nil || f.Lang != model.LangPython || !kinds[n.Type()] {
		return nil
	}
	return n.ChildByFieldName("body")
}
