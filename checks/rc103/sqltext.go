package rc103

import "github.com/resilience-check/resilience-check/checks/model"

// jsStringMethods are String.prototype methods that return a string: a
// query argument made by one (`query.replace(/\?/g, ...)`) is SQL text, not
// a query config that could carry query_timeout.
var jsStringMethods = map[string]bool{"replace": true, "replaceAll": true, "trim": true, "trimStart": true, "trimEnd": true,
	"toLowerCase": true, "toUpperCase": true, "substring": true, "normalize": true}

// jsStringFuncSyms are the function nodes whose parameters jsSQLText reads.
var jsStringFuncSyms = model.NewSymBitset(model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression,
	model.SymMethodDefinition, model.SymFunction)

// jsSQLText reports whether a query call's first argument a (resolved to v)
// is SQL text rather than a query config: a TypeScript parameter annotated
// `string`, or the result of a string method (jsStringMethods). Anything
// else of unknown origin stays a possible config (node-postgres's
// client.query(config) takes { text, query_timeout }).
func jsSQLText(f *model.File, a, v *model.Node) bool {
	if v == nil {
		return false
	}
	if v.Sym() == model.SymCallExpression {
		if callee := model.Callee(v); callee != nil && callee.Sym() == model.SymMemberExpression {
			return jsStringMethods[f.Text(callee.ChildByFieldName("property"))]
		}
		return false
	}
	if v.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(v)
	for p := v.Parent(); p != nil; p = p.Parent() {
		if !jsStringFuncSyms.Has(p.Sym()) {
			continue
		}
		ps := p.ChildByFieldName("parameters")
		for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
			c := ps.NamedChild(i)
			if c.Sym() != model.SymRequiredParameter && c.Sym() != model.SymOptionalParameter {
				continue
			}
			if pat := c.ChildByFieldName("pattern"); pat != nil && f.Text(pat) == name {
				t := c.ChildByFieldName("type")
				return t != nil && f.Text(t) == ": string"
			}
		}
	}
	return false
}

// jsSpelledSQL reports whether a query call's first argument is SQL the file
// spells out (a string or template literal, or a variable bound to one):
// fixed introspection or session statements rather than a tool's SQL.
func jsSpelledSQL(f *model.File, call *model.Node) bool {
	a := model.Arg(call, 0)
	return a != nil && dbStringish(f.Resolve(a))
}
