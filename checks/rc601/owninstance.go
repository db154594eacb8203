package rc601

import "github.com/resilience-check/resilience-check/checks/model"

// ownClassSyms are the nodes that declare a Python or JavaScript class.
var ownClassSyms = model.NewSymBitset(model.SymClassDefinition, model.SymClassDeclaration)

// ownInstance reports whether receiver obj holds an instance of a class this
// file defines: `api = Api()` (Python) or `const linearClient = new
// LinearMCPClient(key)` (JavaScript), also through `self.x` / `this.x`. Its
// methods are the file's own functions, so a call of one is followed like a
// helper's (`linearClient.createIssue(...)` -> `this.client.createIssue(...)`:
// jerhadf/linear-mcp-server), as CodeQL's call graph resolves a method of a
// receiver whose class it knows.
func (c *idemCheck) ownInstance(obj *model.Node) bool {
	f := c.f
	if f.Lang == model.LangGo || obj == nil {
		return false
	}
	v := model.Unwrap(f.Resolve(obj))
	if v == nil || v == model.Unwrap(obj) || v.Sym() != model.SymCall && v.Sym() != model.SymCallExpression && v.Sym() != model.SymNewExpression {
		return false
	}
	ctor := model.Callee(v)
	if ctor == nil || ctor.Sym() != model.SymIdentifier {
		return false
	}
	if c.own == nil {
		c.own = map[string]bool{}
		f.NodesOf(ownClassSyms, func(n *model.Node) bool {
			if nm := n.ChildByFieldName("name"); nm != nil {
				c.own[f.Text(nm)] = true
			}
			return true
		})
	}
	return c.own[f.Text(ctor)]
}
