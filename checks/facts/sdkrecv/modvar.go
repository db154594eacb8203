package sdkrecv

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// moduleVarType returns the declared type of a JS/TS variable of the
// module called name, `let shopifyClient: GraphQLClient;` at the top level
// (or under `export`), which an init function assigns from its typed
// parameter (`initialize(client: GraphQLClient) { shopifyClient = client }`,
// the shopify-mcp tools): TypeScript types every use of the variable by its
// annotation (TypeScript handbook, "Variable Declarations": a type
// annotation fixes the variable's type for every later assignment), so a
// method called on it is a call of that type as for a typed parameter. nil
// when the file declares name anywhere else too (a local or parameter may
// shadow it), or declares it twice at the top, or with no annotation.
func moduleVarType(f *model.File, name string) *model.Node {
	if !f.Lang.IsJS() || name == "" {
		return nil
	}
	memo := model.Fact(f, moduleVarTypes, func(*model.File) map[string]*model.Node { return map[string]*model.Node{} })
	if t, ok := memo[name]; ok {
		return t
	}
	var typ *model.Node
	count := 0
	f.NodesOf(declSyms, func(n *model.Node) bool {
		nm := n.ChildByFieldName("name")
		if n.Sym() != model.SymVariableDeclarator {
			nm = n.ChildByFieldName("pattern") // a parameter of the same name
		}
		if nm == nil || f.Text(nm) != name {
			return true
		}
		count++
		if n.Sym() == model.SymVariableDeclarator && topLevel(n) {
			typ = n.ChildByFieldName("type")
		}
		return true
	})
	if count != 1 {
		typ = nil
	}
	memo[name] = typ
	return typ
}

// declSyms are the declarations moduleVarType counts.
var declSyms = model.NewSymBitset(model.SymVariableDeclarator, model.SymRequiredParameter, model.SymOptionalParameter)

// moduleVarTypes caches moduleVarType per file and name.
var moduleVarTypes = model.NewFactKey[map[string]*model.Node]("sdkrecv.moduleVarTypes")

// topLevel reports whether declarator d is declared at the module's top
// level (`let x: T;`, `export let x: T;`), in no function or block.
func topLevel(d *model.Node) bool {
	decl := d.Parent()
	if decl == nil || decl.Sym() != model.SymLexicalDeclaration && decl.Sym() != model.SymVariableDeclaration {
		return false
	}
	p := decl.Parent()
	if p != nil && p.Sym() == syntax.SymExportStatement {
		p = p.Parent()
	}
	return p != nil && p.Parent() == nil
}
