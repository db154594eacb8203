// Package objkeys reads what a JavaScript or TypeScript module's top-level
// names hold when they hold a request's options as an object literal, so
// that another module spreading one into fetch's or axios' options
// (`axios.request({ ...authConfig, url })` with `export const authConfig =
// { method, headers }` in ./config.ts; `fetch(url,
// buildRequestConfig(auth, method, body))` with a helper of ./build.ts
// returning a literal) can be judged by the keys it copies (the function
// summaries, package checks/summary, link the import). A spread copies only
// its operand's own keys (ECMAScript, CopyDataProperties), so a literal
// without `signal` or `timeout` adds no bound.
package objkeys

import (
	"bytes"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jsfetch"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Keys returns the own keys object literal obj writes (plain, quoted or
// shorthand), and false when it has one the reading cannot name: a spread,
// a computed key, a method or a getter.
func Keys(f *model.File, obj *model.Node) ([]string, bool) {
	if obj == nil || obj.Sym() != model.SymObject {
		return nil, false
	}
	var out []string
	for i := 0; i < int(obj.NamedChildCount()); i++ {
		p := obj.NamedChild(i)
		switch p.Sym() {
		case model.SymPair:
			k := f.Text(p.ChildByFieldName("key"))
			if strings.HasPrefix(k, "[") {
				return nil, false
			}
			out = append(out, strings.Trim(k, `'"`))
		case model.SymShorthandPropertyIdentifier:
			out = append(out, f.Text(p))
		case model.SymComment:
		default:
			return nil, false
		}
	}
	return out, true
}

// Of returns, for JS/TS module f, each top-level name whose value is an
// options object of keys the module shows, with those keys:
//
//   - a const bound to an object literal of Keys that the module never
//     writes through (`authConfig.signal = s`, `authConfig[k] = v`,
//     `Object.assign(authConfig, ...)`);
//   - a function (declaration, or a const bound to an arrow or function
//     expression) whose every return is such a literal
//     (jsfetch.ReturnedObjectsOf: a body that names a signal or a timeout
//     is not read), the keys of all of them.
//
// Other names are left out (unknown). It returns nil for other languages.
func Of(f *model.File) map[string][]string {
	if f == nil || !f.Lang.IsJS() || f.Root == nil {
		return nil
	}
	var out map[string][]string
	add := func(name string, keys []string) {
		if out == nil {
			out = map[string][]string{}
		}
		out[name] = keys
	}
	var consts []string
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		st := f.Root.NamedChild(i)
		if st.Sym() == syntax.SymExportStatement {
			if d := st.ChildByFieldName("declaration"); d != nil {
				st = d
			}
		}
		switch st.Sym() {
		case model.SymFunctionDeclaration:
			if keys, ok := returned(f, st); ok {
				add(f.Text(st.ChildByFieldName("name")), keys)
			}
		case model.SymLexicalDeclaration:
			if !strings.HasPrefix(f.Text(st), "const") {
				continue
			}
			for j := 0; j < int(st.NamedChildCount()); j++ {
				d := st.NamedChild(j)
				name, v := d.ChildByFieldName("name"), model.Unwrap(d.ChildByFieldName("value"))
				if d.Sym() != model.SymVariableDeclarator || name == nil || name.Sym() != model.SymIdentifier || v == nil {
					continue
				}
				switch v.Sym() {
				case model.SymObject:
					if keys, ok := Keys(f, v); ok {
						add(f.Text(name), keys)
						consts = append(consts, f.Text(name))
					}
				case model.SymArrowFunction, model.SymFunctionExpression:
					if keys, ok := returned(f, v); ok {
						add(f.Text(name), keys)
					}
				}
			}
		}
	}
	for _, c := range consts {
		if Written(f, c) {
			delete(out, c)
		}
	}
	return out
}

// returned is the union of the keys of the object literals function def
// returns, false when one is not a literal of Keys.
func returned(f *model.File, def *model.Node) ([]string, bool) {
	objs := jsfetch.ReturnedObjectsOf(f, def)
	if len(objs) == 0 {
		return nil, false
	}
	var out []string
	for _, o := range objs {
		keys, ok := Keys(f, o)
		if !ok {
			return nil, false
		}
		out = append(out, keys...)
	}
	if out == nil {
		out = []string{}
	}
	return out, true
}

// writeSyms are the nodes written reads.
var writeSyms = model.NewSymBitset(model.SymAssignmentExpression, model.SymAugmentedAssignmentExpression)

// Written reports whether module f may add keys to the object const name
// holds: an assignment to one of its members, or a call that merges into it
// (Object.assign(name, ...)).
func Written(f *model.File, name string) bool {
	if bytes.Contains(f.Src, []byte("assign("+name)) {
		return true
	}
	found := false
	f.NodesOf(writeSyms, func(n *model.Node) bool {
		if found {
			return false
		}
		l := model.Unwrap(n.ChildByFieldName("left"))
		for l != nil && (l.Sym() == model.SymMemberExpression || l.Sym() == model.SymSubscriptExpression) {
			o := model.Unwrap(l.ChildByFieldName("object"))
			if o != nil && o.Sym() == model.SymIdentifier && f.Text(o) == name {
				found = true
				return false
			}
			l = o
		}
		return true
	})
	return found
}
