package model

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Callee returns the function expression of a call node (Python call, JS/TS
// call_expression or new_expression, Go call_expression), or nil.
func Callee(call *Node) *Node { return syntax.Callee(call) }

// Args returns the argument-list node of a call, or nil.
func Args(call *Node) *Node { return call.ChildByFieldName("arguments") }

// Arg returns the i-th (0-based) positional argument of a call, skipping
// Python keyword arguments and comments, or nil.
func Arg(call *Node, i int) *Node {
	args := Args(call)
	if args == nil {
		return nil
	}
	k := 0
	for j := 0; j < int(args.NamedChildCount()); j++ {
		a := args.NamedChild(j)
		switch a.Sym() {
		case SymKeywordArgument, SymComment, SymListSplat, SymDictionarySplat, SymSpreadElement:
			continue
		}
		if k == i {
			return a
		}
		k++
	}
	return nil
}

// NumArgs counts a call's positional arguments (as Arg does).
func NumArgs(call *Node) int {
	n := 0
	for Arg(call, n) != nil {
		n++
	}
	return n
}

// Kwarg returns the value node of Python keyword argument name in call, or
// nil when the call does not pass it.
func (f *File) Kwarg(call *Node, name string) *Node {
	args := Args(call)
	if args == nil {
		return nil
	}
	for j := 0; j < int(args.NamedChildCount()); j++ {
		a := args.NamedChild(j)
		if a.Sym() == SymKeywordArgument && f.Text(a.ChildByFieldName("name")) == name {
			return a.ChildByFieldName("value")
		}
	}
	return nil
}

// HasSplat reports whether a call passes arguments it cannot see: Python
// `*args`/`**kwargs` or a JS spread `...opts`. A timeout may hide there.
func HasSplat(call *Node) bool {
	args := Args(call)
	if args == nil {
		return false
	}
	for j := 0; j < int(args.NamedChildCount()); j++ {
		switch args.NamedChild(j).Sym() {
		case SymListSplat, SymDictionarySplat, SymSpreadElement:
			return true
		}
	}
	return false
}

// ObjectProp looks up key in a JS/TS object literal. It returns the value
// node (for shorthand `{ timeout }` the identifier itself), and whether the
// object has a spread element (`...opts`) that might hold the key unseen.
// Keys may be plain, quoted or shorthand.
func (f *File) ObjectProp(obj *Node, key string) (value *Node, spread bool) {
	if obj == nil || obj.Sym() != SymObject {
		return nil, false
	}
	for j := 0; j < int(obj.NamedChildCount()); j++ {
		c := obj.NamedChild(j)
		switch c.Sym() {
		case SymPair:
			k := c.ChildByFieldName("key")
			if strings.Trim(f.Text(k), "'\"`") == key {
				value = c.ChildByFieldName("value")
			}
		case SymShorthandPropertyIdentifier:
			if f.Text(c) == key {
				value = c
			}
		case SymMethodDefinition:
			if f.Text(c.ChildByFieldName("name")) == key {
				value = c
			}
		case SymSpreadElement:
			spread = true
		}
	}
	return value, spread
}

// DictKey looks up a string key in a Python dict literal the same way
// ObjectProp does for JS; spread is true when the dict has `**other`.
func (f *File) DictKey(d *Node, key string) (value *Node, spread bool) {
	if d == nil || d.Sym() != SymDictionary {
		return nil, false
	}
	for j := 0; j < int(d.NamedChildCount()); j++ {
		c := d.NamedChild(j)
		switch c.Sym() {
		case SymPair:
			if strings.Trim(f.Text(c.ChildByFieldName("key")), "'\"") == key {
				value = c.ChildByFieldName("value")
			}
		case SymDictionarySplat:
			spread = true
		}
	}
	return value, spread
}

// GoKeyed returns the value of field key in a Go composite literal
// (`http.Client{Timeout: t}`), or nil.
func (f *File) GoKeyed(lit *Node, key string) *Node {
	if lit == nil || lit.Sym() != SymCompositeLiteral {
		return nil
	}
	return f.GoKeyedIn(lit.ChildByFieldName("body"), key)
}

// GoKeyedIn is GoKeyed on the braces of a literal (a literal_value node:
// the body of a composite literal, or an element of a slice or map literal
// whose type is not written): the value of its element keyed key, through a
// literal element; nil when body is nil or has no such element.
func (f *File) GoKeyedIn(body *Node, key string) *Node {
	if body == nil {
		return nil
	}
	for j := 0; j < int(body.NamedChildCount()); j++ {
		kv := body.NamedChild(j)
		if kv.Sym() != SymKeyedElement || kv.NamedChildCount() < 2 {
			continue
		}
		if strings.TrimSpace(f.Text(kv.NamedChild(0))) == key {
			v := kv.NamedChild(1)
			if v.Sym() == SymLiteralElement && v.NamedChildCount() == 1 {
				v = v.NamedChild(0)
			}
			return v
		}
	}
	return nil
}

// Resolve follows an identifier (or self.x / this.x member) to the value it
// was last bound to before n, through at most four hops (`a = b; b = c()`),
// and strips await, parentheses and Go's & so callers see the constructing
// expression. It returns n itself when nothing is bound.
func (f *File) Resolve(n *Node) *Node {
	for hop := 0; n != nil && hop < 4; hop++ {
		n = Unwrap(n)
		switch n.Sym() {
		case SymIdentifier, SymAttribute, SymMemberExpression, SymShorthandPropertyIdentifier:
			v := f.Lookup(f.Text(n), n)
			if v == nil {
				return n
			}
			n = v
		default:
			return n
		}
	}
	return Unwrap(n)
}

// Unwrap strips await, parentheses, TS `as`/`!`/`satisfies` and Go's unary &.
func Unwrap(n *Node) *Node {
	for n != nil {
		switch n.Sym() {
		case SymAwaitExpression, SymAwait, SymParenthesizedExpression, SymNonNullExpression, SymAsExpression, SymSatisfiesExpression:
			if n.NamedChildCount() == 0 {
				return n
			}
			n = n.NamedChild(0)
		case SymUnaryExpression:
			op := n.ChildByFieldName("operator")
			if op == nil || op.Sym() != SymAmp {
				return n
			}
			n = n.ChildByFieldName("operand")
		default:
			return n
		}
	}
	return n
}

// EnclosingFunc returns the nearest function-like ancestor of n (def, lambda,
// function, arrow function, method, Go func or func literal), or nil at
// module level.
func EnclosingFunc(n *Node) *Node {
	return n.EnclosingScope()
}

// IsAsync is syntax.IsAsync: whether a function node is declared async.
func IsAsync(fn *Node) bool { return syntax.IsAsync(fn) }

// IsNone reports whether n is the literal None (Python), null or undefined
// (JS/TS) or nil (Go).
func IsNone(n *Node) bool {
	if n == nil {
		return false
	}
	switch n.Sym() {
	case SymNone, SymNull, SymUndefined, SymNil:
		return true
	}
	return false
}
