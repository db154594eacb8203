package rc103

import "github.com/resilience-check/resilience-check/checks/model"

// pyNode is RC103's Python visitor: SQL in strings, driver calls and
// queries, and the file's own functions and classes (which shadow an import
// of the same name).
func (c *dbCheck) pyNode(n *model.Node) {
	f := c.f
	switch n.Sym() {
	case model.SymString:
		c.noteStmtString(n)
	case model.SymCall:
		c.pyCall(n)
		c.noteUse(n, pyQueryMethods)
	case model.SymFunctionDefinition, model.SymClassDefinition:
		name := f.Text(n.ChildByFieldName("name"))
		c.pyDefs[name] = append(c.pyDefs[name], f.Scope(n))
		c.funcs[name] = n
	}
}
