package rc103

import (
	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsStringMethods are String.prototype methods that return a string: a
// query argument made by one (`query.replace(/\?/g, ...)`) is SQL text, not
// a query config that could carry query_timeout.
var jsStringMethods = map[string]bool{"replace": true, "replaceAll": true, "trim": true, "trimStart": true, "trimEnd": true,
	"toLowerCase": true, "toUpperCase": true, "substring": true, "normalize": true}

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
	t := bounds.JSParamType(f, v)
	return t != nil && f.Text(t) == ": string"
}

// jsSpelledSQL reports whether a query call's first argument is SQL the file
// spells out (a string or template literal, or a variable bound to one):
// fixed introspection or session statements rather than a tool's SQL.
func jsSpelledSQL(f *model.File, call *model.Node) bool {
	a := model.Arg(call, 0)
	return a != nil && dbStringish(f.Resolve(a))
}

// jsSpreadBranches returns the object literals a spread element of an
// options literal adds under a condition (`...(readonly ? { options: "-c
// default_transaction_read_only=on" } : {})`, `...(ms && { query_timeout:
// ms })`), and whether both branches are given (a ?: whose two sides are
// literals). ok is false for any other spread (a variable, a call): its keys
// are unknown.
func jsSpreadBranches(f *model.File, spread *model.Node) (objs []*model.Node, both, ok bool) {
	if spread.NamedChildCount() == 0 {
		return nil, false, false
	}
	e := model.Unwrap(spread.NamedChild(0))
	switch {
	case e == nil:
		return nil, false, false
	case e.Sym() == model.SymTernaryExpression:
		objs = []*model.Node{model.Unwrap(e.ChildByFieldName("consequence")), model.Unwrap(e.ChildByFieldName("alternative"))}
		both = true
	case e.Sym() == model.SymBinaryExpression && f.Text(e.ChildByFieldName("operator")) == "&&":
		objs = []*model.Node{model.Unwrap(e.ChildByFieldName("right"))}
	default:
		return nil, false, false
	}
	for _, o := range objs {
		if o == nil || o.Sym() != model.SymObject {
			return nil, false, false
		}
		if _, sp := f.ObjectProp(o, ""); sp {
			return nil, false, false
		}
	}
	return objs, both, true
}

// jsConditionalSpreads reports whether every spread of options literal obj
// is a conditional literal (jsSpreadBranches), and returns the keys of
// interest such spreads set on every path (both sides of a ?: set them). A
// key only one branch sets is absent by default, as a bound set only when
// configured is (the default is what runs).
func jsConditionalSpreads(f *model.File, obj *model.Node, keys ...string) (always map[string]bool, ok bool) {
	always = map[string]bool{}
	for j := 0; j < int(obj.NamedChildCount()); j++ {
		c := obj.NamedChild(j)
		if c.Sym() != model.SymSpreadElement {
			continue
		}
		objs, both, known := jsSpreadBranches(f, c)
		if !known {
			return nil, false
		}
		if !both {
			continue
		}
		for _, k := range keys {
			if a, _ := f.ObjectProp(objs[0], k); a != nil {
				if b, _ := f.ObjectProp(objs[1], k); b != nil {
					always[k] = true
				}
			}
		}
	}
	return always, true
}
