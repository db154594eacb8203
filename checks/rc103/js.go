package rc103

import (
	"github.com/resilience-check/resilience-check/checks/facts/jsbuilt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsNode is RC103's JavaScript and TypeScript visitor: SQL in strings and
// templates, driver constructors, queries, options set by assignment
// (cfg.query_timeout = ms) and the file's own functions.
func (c *dbCheck) jsNode(n *model.Node) {
	f := c.f
	switch n.Sym() {
	case model.SymString, model.SymTemplateString:
		c.noteStmtString(n)
	case model.SymNewExpression:
		c.jsNew(n)
	case model.SymCallExpression:
		c.noteUse(n, jsQueryMethods)
	case model.SymAssignmentExpression:
		if l := n.ChildByFieldName("left"); l != nil && l.Sym() == model.SymMemberExpression {
			// a bound set only under a condition (`if (t !== undefined) cfg.query_timeout = t`) is absent by default
			if fn := model.EnclosingFunc(n); fn == nil || !jsbuilt.Conditional(f, n, fn, f.Text(l.ChildByFieldName("property"))) {
				c.jsSet[f.Text(l)] = true
			}
		}
	case model.SymFunctionDeclaration:
		c.funcs[f.Text(n.ChildByFieldName("name"))] = n
	}
}
