package tval

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// This file reads a JavaScript or TypeScript timeout held in a constant
// object of the module (`export const config = { search: { brave: {
// timeout: 30000 } } }` then `AbortSignal.timeout(config.search.brave.timeout)`,
// `const TIMEOUTS = { slow: 120_000 } as const` then `TIMEOUTS.slow`): a
// `const` binds the object once, and a property written in it as a number
// (or an environment default) is that number wherever the path is read,
// as a constant's is. A property the module also assigns elsewhere
// (`config.search.brave.timeout = n`), a computed key, a spread or a path
// that leaves the literal stays unknown. One imported from another module
// of the repository is read by the function summaries (ObjectPathConst;
// ModuleObjectPaths gives the module's "NAME.a.b" numbers).

// ObjectPath returns the value node a member path `NAME.a.b` reads from a
// constant object literal of the module, or nil.
func ObjectPath(f *model.File, n *model.Node) *model.Node {
	root, path, ok := memberPath(f, n)
	if !ok {
		return nil
	}
	v := f.Lookup(f.Text(root), root)
	if v == nil || f.Scope(v) != f.Root || !JSConst(f, v) || assignsPath(f, f.Text(root), path) {
		return nil
	}
	return objectAt(f, v, path)
}

// ObjectPathConst returns "NAME.a.b" for a member path whose root NAME the
// file imports and does not bind (`import { config } from './config/env.js'`),
// for the summaries to read from the module that defines NAME; "" otherwise.
func ObjectPathConst(f *model.File, n *model.Node) string {
	root, path, ok := memberPath(f, n)
	if !ok || f.Lookup(f.Text(root), root) != nil || isParamName(f, root) {
		return ""
	}
	if _, ok := f.Imports()[f.Text(root)]; !ok {
		return ""
	}
	return f.Text(root) + "." + strings.Join(path, ".")
}

// memberPath splits a JavaScript member expression `a.b.c` (plain dots, an
// identifier at its root other than this) into its root and its keys.
func memberPath(f *model.File, n *model.Node) (root *model.Node, path []string, ok bool) {
	n = model.Unwrap(n)
	if n == nil || !f.Lang.IsJS() || n.Sym() != model.SymMemberExpression {
		return nil, nil, false
	}
	for n != nil && n.Sym() == model.SymMemberExpression {
		p := n.ChildByFieldName("property")
		if p == nil || p.Sym() != model.SymPropertyIdentifier || strings.Contains(f.Text(n), "?.") {
			return nil, nil, false
		}
		path = append([]string{f.Text(p)}, path...)
		n = model.Unwrap(n.ChildByFieldName("object"))
	}
	if n == nil || n.Sym() != model.SymIdentifier || len(path) > 6 {
		return nil, nil, false
	}
	return n, path, true
}

// objectAt follows keys path down the object literal v (unwrapped from `as
// const`, `satisfies T`, Object.freeze(...)) to the value of the last key;
// nil when a step is no literal, has a spread, or binds the key twice.
func objectAt(f *model.File, v *model.Node, path []string) *model.Node {
	for _, key := range path {
		v = model.Unwrap(v)
		if v != nil && v.Sym() == model.SymCallExpression && f.Text(model.Callee(v)) == "Object.freeze" {
			v = model.Unwrap(model.Arg(v, 0))
		}
		if v == nil || v.Sym() != model.SymObject {
			return nil
		}
		var next *model.Node
		for i := 0; i < int(v.NamedChildCount()); i++ {
			c := v.NamedChild(i)
			switch c.Sym() {
			case model.SymPair:
				if strings.Trim(f.Text(c.ChildByFieldName("key")), `"'`) == key {
					if next != nil {
						return nil
					}
					next = c.ChildByFieldName("value")
				}
			case model.SymComment:
			default:
				if c.Sym() != model.SymMethodDefinition {
					return nil // a spread, a shorthand, a computed key: not read
				}
			}
		}
		if next == nil {
			return nil
		}
		v = next
	}
	return v
}

// assignsPath reports whether the file assigns to a member path of name
// that starts with path (`config.search.brave.timeout = 5`).
func assignsPath(f *model.File, name string, path []string) bool {
	text := name + "." + strings.Join(path, ".")
	if !f.Contains(text) {
		return false
	}
	found := false
	f.NodesOf(memberSyms, func(n *model.Node) bool {
		if found {
			return false
		}
		if strings.HasPrefix(text, f.Text(n)) && strings.HasPrefix(f.Text(n), name+".") {
			if w, _ := WriteOf(f, n); w {
				found = true
			}
		}
		return true
	})
	return found
}

// memberSyms are the nodes assignsPath reads: member expressions.
var memberSyms = model.NewSymBitset(model.SymMemberExpression)

// ModuleObjectPaths returns the numbers of the module's constant objects
// (`export const config = { search: { brave: { timeout: 30000 } } }`:
// "config.search.brave.timeout" 30000), for the summaries to read at an
// import (ObjectPathConst). read evaluates a value node (Product).
func ModuleObjectPaths(f *model.File, read func(*model.Node) (float64, bool)) map[string]float64 {
	if !f.Lang.IsJS() || !f.Contains("imeout") {
		return nil
	}
	out := map[string]float64{}
	var walk func(prefix string, v *model.Node, depth int)
	walk = func(prefix string, v *model.Node, depth int) {
		v = model.Unwrap(v)
		if v != nil && v.Sym() == model.SymCallExpression && f.Text(model.Callee(v)) == "Object.freeze" {
			v = model.Unwrap(model.Arg(v, 0))
		}
		if v == nil || depth > 5 {
			return
		}
		if v.Sym() != model.SymObject {
			if depth > 0 {
				if x, ok := read(v); ok && x > 0 {
					out[prefix] = x
				}
			}
			return
		}
		seen := map[string]int{}
		for i := 0; i < int(v.NamedChildCount()); i++ {
			c := v.NamedChild(i)
			switch c.Sym() {
			case model.SymPair:
				seen[strings.Trim(f.Text(c.ChildByFieldName("key")), `"'`)]++
			case model.SymComment, model.SymMethodDefinition:
			default:
				return // a spread, a shorthand, a computed key: not read
			}
		}
		for i := 0; i < int(v.NamedChildCount()); i++ {
			c := v.NamedChild(i)
			if c.Sym() != model.SymPair {
				continue
			}
			k := strings.Trim(f.Text(c.ChildByFieldName("key")), `"'`)
			if seen[k] == 1 && isName(k) {
				walk(prefix+"."+k, c.ChildByFieldName("value"), depth+1)
			}
		}
	}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		n := f.Root.NamedChild(i)
		if n.Sym() == syntax.SymExportStatement {
			if d := n.ChildByFieldName("declaration"); d != nil {
				n = d
			}
		}
		if n.Sym() != model.SymLexicalDeclaration || n.ChildCount() == 0 || f.Text(n.Child(0)) != "const" {
			continue
		}
		for j := 0; j < int(n.NamedChildCount()); j++ {
			d := n.NamedChild(j)
			if d.Sym() != model.SymVariableDeclarator {
				continue
			}
			name := d.ChildByFieldName("name")
			if name == nil || name.Sym() != model.SymIdentifier {
				continue
			}
			before := len(out)
			walk(f.Text(name), d.ChildByFieldName("value"), 0)
			if len(out) > before && f.Contains(f.Text(name)+".") {
				for k := range out { // a path the module reassigns is not one value
					if strings.HasPrefix(k, f.Text(name)+".") && assignsPath(f, f.Text(name), strings.Split(k, ".")[1:]) {
						delete(out, k)
					}
				}
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
