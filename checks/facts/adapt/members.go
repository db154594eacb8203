package adapt

import "github.com/resilience-check/resilience-check/checks/model"

// MemberParts returns the object and the member name of a member access in
// each language's shape: Python `obj.attr` (attribute), JS/TS `obj.prop`
// (member_expression), Go `operand.field` (selector_expression); nil, nil
// for any other node.
func MemberParts(n *model.Node) (obj, prop *model.Node) {
	switch n.Sym() {
	case model.SymAttribute:
		return n.ChildByFieldName("object"), n.ChildByFieldName("attribute")
	case model.SymMemberExpression:
		return n.ChildByFieldName("object"), n.ChildByFieldName("property")
	case model.SymSelectorExpression:
		return n.ChildByFieldName("operand"), n.ChildByFieldName("field")
	}
	return nil, nil
}

// MemberObject is the object of a Python attribute or JS member expression,
// or the operand of a Go selector (any node's "object" or else "operand"
// field; nil when it has neither).
func MemberObject(n *model.Node) *model.Node {
	if o := n.ChildByFieldName("object"); o != nil {
		return o
	}
	return n.ChildByFieldName("operand")
}

// PyDecorators calls fn with each decorator d of a Python
// decorated_definition dd and its expression e, the callee when the
// decorator is a call (`@mcp.tool()` gives `mcp.tool`, `@server.call_tool`
// itself), until fn returns false.
func PyDecorators(dd *model.Node, fn func(d, e *model.Node) bool) {
	for i := 0; i < int(dd.NamedChildCount()); i++ {
		d := dd.NamedChild(i)
		if d.Sym() != model.SymDecorator || d.NamedChildCount() == 0 {
			continue
		}
		e := d.NamedChild(0)
		if e.Sym() == model.SymCall {
			e = model.Callee(e)
		}
		if e != nil && !fn(d, e) {
			return
		}
	}
}

// BindingParts returns the target and the value of a binding: `x = v`
// (Python assignment, JS assignment expression) and `const x = v` (JS
// variable declarator); nil, nil for any other node.
func BindingParts(n *model.Node) (target, value *model.Node) {
	switch n.Sym() {
	case model.SymAssignment, model.SymAssignmentExpression:
		return n.ChildByFieldName("left"), n.ChildByFieldName("right")
	case model.SymVariableDeclarator:
		return n.ChildByFieldName("name"), n.ChildByFieldName("value")
	}
	return nil, nil
}

// PyReturns returns what each return statement of Python function def's own
// body gives (not those of the functions, lambdas and classes nested in it),
// in document order: the returned expression, or nil for a bare `return`.
// The readers of "every return gives a client / calls one parameter"
// (checks/facts/pyctor, pyclient, pyfactory) judge this list.
func PyReturns(def *model.Node) []*model.Node {
	var out []*model.Node
	model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymReturnStatement:
			var v *model.Node
			if n.NamedChildCount() > 0 {
				v = n.NamedChild(0)
			}
			out = append(out, v)
		}
		return true
	})
	return out
}
