// Package spreadopts reads a JavaScript or TypeScript local that builds a
// request's options by spreading one name into an object literal with no
// abort signal of its own:
//
//	const requestOptions: RequestInit = { ...options, headers: { ... } };
//	const response = await fetch(url, requestOptions);
//
// The local then holds what options holds plus keys that bound nothing, so
// for the function summaries (package checks/summary, issue 18: "forwards
// options that no caller bounds") it is the parameter under another name,
// as `const opts = options` is (jsopts.OptionsAlias). Other spreads in the
// literal must be locals of the same function declared with const to an
// object literal that sets no signal and spreads nothing
// (`const defaultOptions: RequestInit = { method: 'GET', headers }`); any
// other spread, a computed key, a method or a `signal` key leaves the
// local unread. Source: MDN, RequestInit.signal ("an AbortSignal ... to
// abort the request"); a spread copies only the own keys of its operand
// (ECMAScript, CopyDataProperties).
package spreadopts

import (
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Alias returns, for variable declarator n of a const declaration, the
// local it declares and the one name it spreads that may be a parameter:
// the spread operand that is not a signal-free object local
// of the enclosing function (see package doc). It returns "", "" when n
// is no such declarator, the literal names one of keys (the bounds:
// "signal", "timeout"), or more than one spread is left as a candidate.
func Alias(f *model.File, n *model.Node, keys ...string) (local, from string) {
	if f == nil || !f.Lang.IsJS() || n == nil || n.Sym() != model.SymVariableDeclarator {
		return "", ""
	}
	if p := n.Parent(); p == nil || !strings.HasPrefix(f.Text(p), "const") {
		return "", ""
	}
	name, v := n.ChildByFieldName("name"), n.ChildByFieldName("value")
	if name == nil || v == nil || name.Sym() != model.SymIdentifier {
		return "", ""
	}
	v = model.Unwrap(v)
	if v == nil || v.Sym() != model.SymObject {
		return "", ""
	}
	scope := model.EnclosingFunc(n)
	if scope == nil {
		return "", ""
	}
	for i := 0; i < int(v.NamedChildCount()); i++ {
		p := v.NamedChild(i)
		switch p.Sym() {
		case model.SymPair:
			if k := f.Text(p.ChildByFieldName("key")); strings.HasPrefix(k, "[") || slices.Contains(keys, strings.Trim(k, `'"`)) {
				return "", "" // a computed key may name the bound
			}
		case model.SymShorthandPropertyIdentifier:
			if slices.Contains(keys, f.Text(p)) {
				return "", ""
			}
		case model.SymComment:
		case model.SymSpreadElement:
			s := p.NamedChild(0)
			if s == nil || s.Sym() != model.SymIdentifier {
				return "", ""
			}
			if plainLocal(f, scope, n, f.Text(s), keys) {
				continue
			}
			if from != "" {
				return "", ""
			}
			from = f.Text(s)
		default:
			return "", ""
		}
	}
	if from == "" || assignsKey(f, scope, f.Text(name), keys) {
		return "", ""
	}
	return f.Text(name), from
}

// assignSyms are the nodes assignsKey reads.
var assignSyms = model.NewSymBitset(model.SymAssignmentExpression)

// assignsKey reports whether function scope assigns one of keys on local
// (`requestOptions.signal = controller.signal`): the literal alone does not
// show the bound then.
func assignsKey(f *model.File, scope *model.Node, local string, keys []string) bool {
	found := false
	f.NodesOf(assignSyms, func(n *model.Node) bool {
		if found || !model.Contains(scope, n) {
			return !found
		}
		left := n.ChildByFieldName("left")
		if left != nil && left.Sym() == model.SymMemberExpression && f.Text(left.ChildByFieldName("object")) == local {
			found = slices.Contains(keys, f.Text(left.ChildByFieldName("property")))
		}
		return !found
	})
	return found
}

// plainLocal reports whether name is declared with const, in function
// scope before declarator at, to an object literal that has none of keys
// and spreads nothing.
func plainLocal(f *model.File, scope, at *model.Node, name string, keys []string) bool {
	ok := false
	model.Walk(scope, func(d *model.Node) bool {
		if ok || d.StartByte() >= at.StartByte() {
			return false
		}
		if d.Sym() != model.SymVariableDeclarator || f.Text(d.ChildByFieldName("name")) != name {
			return true
		}
		if p, e := d.Parent(), model.EnclosingFunc(d); p == nil || !strings.HasPrefix(f.Text(p), "const") || e == nil || e.StartByte() != scope.StartByte() {
			return true
		}
		v := model.Unwrap(d.ChildByFieldName("value"))
		if v == nil || v.Sym() != model.SymObject {
			return true
		}
		for i := 0; i < int(v.NamedChildCount()); i++ {
			p := v.NamedChild(i)
			switch p.Sym() {
			case model.SymPair:
				if k := f.Text(p.ChildByFieldName("key")); strings.HasPrefix(k, "[") || slices.Contains(keys, strings.Trim(k, `'"`)) {
					return false
				}
			case model.SymShorthandPropertyIdentifier:
				if slices.Contains(keys, f.Text(p)) {
					return false
				}
			case model.SymComment:
			default:
				return false
			}
		}
		ok = true
		return false
	})
	return ok
}
