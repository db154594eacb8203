// Package cntpath answers whether an expression names a container a variable
// holds, or a part of it: `results`, `results.failed`, `out["errors"]`,
// `summary.items[0]`. RC402's container flow (a handler that returns a
// container returns what was put in it) uses it for a nested container filled
// in place, as CodeQL's field-sensitive container steps do:
//
//	const results = { deleted: [], failed: [] }
//	... catch (e) { results.failed.push({ id, error: e.message }) }
//	return formatResponse({ failed: results.failed })
//
// and Python's `report["errors"].append(str(e))`.
package cntpath

import "github.com/resilience-check/resilience-check/checks/model"

// maxDepth bounds the member and subscript steps followed from the root.
const maxDepth = 3

// RootedAt reports whether expression n is identifier name itself or a
// member, attribute or subscript chain whose innermost object is identifier
// name (`name.a`, `name["k"]`, `name.a.b`), at most maxDepth steps deep. A
// call anywhere in the chain (`name.get("k")`) ends it: its value is not a
// part of the container.
func RootedAt(f *model.File, n *model.Node, name string) bool {
	for depth := 0; n != nil && depth <= maxDepth; depth++ {
		switch n.Sym() {
		case model.SymIdentifier:
			return f.Text(n) == name
		case model.SymAttribute, model.SymMemberExpression:
			n = n.ChildByFieldName("object")
		case model.SymSubscript, model.SymSubscriptExpression:
			if v := n.ChildByFieldName("value"); v != nil { // Python
				n = v
			} else {
				n = n.ChildByFieldName("object")
			}
		case model.SymParenthesizedExpression:
			n = n.NamedChild(0)
		default:
			return false
		}
	}
	return false
}

// fillMethods are the methods that put their arguments into the container
// they are called on (Python's list, dict and set; JavaScript's Array and Set).
var fillMethods = map[string]bool{"append": true, "extend": true, "update": true, "insert": true,
	"push": true, "unshift": true, "add": true, "setdefault": true}

// Fills returns the values that function fn puts, before node before, into
// a container whose expression in(obj, call) accepts: the right side of
// `obj[k] = v` and `obj.k = v` (call false; Go's `obj[k] = v` too), and the arguments of
// `obj.append(v)`, `obj.push(v)` and the other fillMethods (call true; the
// argument list node).
func Fills(f *model.File, fn, before *model.Node, in func(obj *model.Node, call bool) bool) []*model.Node {
	var vals []*model.Node
	model.Walk(fn, func(m *model.Node) bool {
		if m.StartByte() >= before.StartByte() {
			return false
		}
		switch m.Sym() {
		case model.SymAssignment, model.SymAssignmentExpression:
			left := m.ChildByFieldName("left")
			if left == nil {
				return true
			}
			var obj *model.Node
			switch left.Sym() {
			case model.SymSubscript:
				obj = left.ChildByFieldName("value")
			case model.SymSubscriptExpression, model.SymMemberExpression:
				obj = left.ChildByFieldName("object")
			}
			if obj != nil && in(obj, false) {
				vals = append(vals, m.ChildByFieldName("right"))
			}
		case model.SymAssignmentStatement: // Go: out["details"] = err.Error()
			left, right := m.ChildByFieldName("left"), m.ChildByFieldName("right")
			if left == nil || right == nil || left.NamedChildCount() != right.NamedChildCount() {
				return true
			}
			for i := 0; i < int(left.NamedChildCount()); i++ {
				if l := left.NamedChild(i); l.Sym() == model.SymIndexExpression {
					if obj := l.ChildByFieldName("operand"); obj != nil && in(obj, false) {
						vals = append(vals, right.NamedChild(i))
					}
				}
			}
		case model.SymCall, model.SymCallExpression:
			callee := model.Callee(m)
			if callee == nil || callee.Sym() != model.SymAttribute && callee.Sym() != model.SymMemberExpression {
				return true
			}
			prop := callee.ChildByFieldName("attribute")
			if prop == nil {
				prop = callee.ChildByFieldName("property")
			}
			if obj := callee.ChildByFieldName("object"); obj != nil && prop != nil && fillMethods[f.Text(prop)] && in(obj, true) {
				vals = append(vals, model.Args(m))
			}
		}
		return true
	})
	return vals
}
