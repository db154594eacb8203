// Package splatkw reads the keywords a Python call passes as `**name`, when
// the file builds that dict where it can be seen: a dict literal bound once
// in the function (or module) of the call, then filled only by assignments
// with string keys (`params["role"] = r`), or the dict a function or method
// of the file returns (`params = self._build_params()`, every return a dict
// so built), a module-level CONFIG dict the function reads, CONFIG.copy(),
// and params.update({...}) or params.update(k=v) with string keys.
// snowflake.connector.connect(**conn_params), pymssql.connect(
// **config), Elasticsearch(**es_kwargs): a library row's bound keyword
// (network_timeout, timeout) is then set, or known to be unset, instead of
// hidden in the splat.
//
// Never a false pass: whatever the reading cannot follow leaves the keywords
// unknown: a *args splat, a dict that is a parameter, reassigned, passed to
// another call (which may fill it), updated (.update with a dict of unknown
// keys, .setdefault, |=), a
// key that is not a string literal, a spread inside the literal, a function
// without a return, an alias. Source: the same "keywords from a dict the
// file builds" reading as rc103's dbapiSplatUnset, made general for every
// keyword bound (adapt.Option).
package splatkw

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// idSyms are the nodes localKey reads: the uses of a name.
var idSyms = model.NewSymBitset(model.SymIdentifier)

// maxDepth bounds the hops through a function's returns.
const maxDepth = 2

// Keyword looks for keys (a bound's keyword and its other names) among the
// keywords call passes through `**name` splats. It returns the value of the
// first key found (set), or nil with known true when every splat is a dict
// the file builds and none of them holds a key; known is false when a splat
// cannot be read (then a bound may hide there). A call without a splat
// gives nil, true; its plain keywords are the caller's to read.
func Keyword(f *model.File, call *model.Node, keys []string) (value *model.Node, known bool) {
	if f == nil || f.Lang != model.LangPython || call == nil {
		return nil, false
	}
	args := model.Args(call)
	if args == nil {
		return nil, true
	}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch a.Sym() {
		case model.SymListSplat:
			return nil, false
		case model.SymDictionarySplat:
			if a.NamedChildCount() == 0 {
				return nil, false
			}
			v, ok := exprKey(f, a.NamedChild(0), keys, 0)
			if !ok {
				return nil, false
			}
			if v != nil {
				return v, true
			}
		}
	}
	return nil, true
}

// exprKey reads keys in the dict expression e evaluates to.
func exprKey(f *model.File, e *model.Node, keys []string, depth int) (*model.Node, bool) {
	e = model.Unwrap(e)
	if e == nil {
		return nil, false
	}
	switch e.Sym() {
	case model.SymDictionary:
		return literalKey(f, e, keys)
	case model.SymIdentifier:
		return localKey(f, e, keys, depth)
	case model.SymCall:
		if o := copiedDict(f, e); o != nil {
			return exprKey(f, o, keys, depth) // params = CONFIG.copy(): the same keys
		}
		if depth >= maxDepth {
			return nil, false
		}
		fn := f.LocalFunc(model.Callee(e))
		if fn == nil {
			return nil, false
		}
		return returnsKey(f, fn, keys, depth+1)
	}
	return nil, false
}

// literalKey reads keys in a dict literal whose every key is a string.
func literalKey(f *model.File, d *model.Node, keys []string) (*model.Node, bool) {
	var found *model.Node
	for j := 0; j < int(d.NamedChildCount()); j++ {
		c := d.NamedChild(j)
		switch c.Sym() {
		case model.SymPair:
			k, ok := strKey(f, c.ChildByFieldName("key"))
			if !ok {
				return nil, false
			}
			if found == nil && hasKey(keys, k) {
				found = c.ChildByFieldName("value")
			}
		case model.SymComment:
		default:
			return nil, false // a ** spread or a comprehension
		}
	}
	return found, true
}

// returnsKey reads keys in what every return of fn gives.
func returnsKey(f *model.File, fn *model.Node, keys []string, depth int) (*model.Node, bool) {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return nil, false
	}
	var found *model.Node
	n, ok := 0, true
	model.Walk(body, func(x *model.Node) bool {
		if !ok {
			return false
		}
		switch x.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymYield:
			ok = false
			return false
		case model.SymReturnStatement:
			n++
			if x.NamedChildCount() == 0 {
				ok = false
				return false
			}
			v, known := exprKey(f, x.NamedChild(0), keys, depth)
			if !known {
				ok = false
			} else if found == nil {
				found = v
			}
			return false
		}
		return true
	})
	if !ok || n == 0 {
		return nil, false
	}
	return found, true
}

// localKey reads keys in the dict a local name holds: one binding to a dict
// literal (or a function of the file returning one, or a copy of another
// such dict) in the scope of the use, or at module level when the function
// does not bind it; filled only by string-keyed assignments and
// params.update(...) with string keys; any other use of the name that could
// change it makes it unknown.
func localKey(f *model.File, id *model.Node, keys []string, depth int) (*model.Node, bool) {
	name := f.Text(id)
	scope := model.EnclosingFunc(id)
	if scope == nil {
		scope = f.Root
	}
	var def, found *model.Node
	defs, ok := 0, true
	visit := func(x *model.Node) bool {
		if !ok {
			return false
		}
		if f.Text(x) != name {
			return true
		}
		p := x.Parent()
		if p == nil {
			ok = false
			return false
		}
		switch p.Sym() {
		case model.SymAssignment:
			if p.ChildByFieldName("left") != x {
				ok = false // an alias: other = name
				return false
			}
			defs++
			def = p.ChildByFieldName("right")
		case model.SymDictionarySplat, model.SymReturnStatement, model.SymInterpolation:
			// read: unpacked (a copy), returned, printed
		case model.SymSubscript:
			if p.ChildByFieldName("value") != x {
				return true // name used as an index: a read
			}
			g := p.Parent()
			if g != nil && (g.Sym() == model.SymAssignment || g.Sym() == model.SymAugmentedAssignment) && g.ChildByFieldName("left") == p {
				k, sk := strKey(f, p.ChildByFieldName("subscript"))
				if !sk {
					ok = false
					return false
				}
				if found == nil && hasKey(keys, k) {
					found = g.ChildByFieldName("right")
				}
			}
		case model.SymAttribute:
			if p.ChildByFieldName("object") != x {
				return true
			}
			switch f.Text(p.ChildByFieldName("attribute")) {
			case "get", "copy", "items", "keys", "values", "pop":
			case "update":
				// params.update({"host": h}) or params.update(host=h):
				// the keys it adds are read like assignments.
				v, known := updateKey(f, p.Parent(), keys)
				if !known {
					ok = false
					return false
				}
				if found == nil {
					found = v
				}
			default:
				ok = false
				return false
			}
		default:
			ok = false
			return false
		}
		return true
	}
	if scope == f.Root {
		f.NodesOf(idSyms, visit)
	} else {
		f.NodesIn(scope, idSyms, visit)
		if ok && defs == 0 {
			// Not bound in the function: a module-level dict
			// (CONFIG = {...} used as **CONFIG), read over the whole file,
			// so a binding, a `global` or a change in any function makes
			// it unknown.
			found = nil
			f.NodesOf(idSyms, visit)
		}
	}
	if !ok || defs != 1 || def == nil || def.StartByte() > id.StartByte() {
		return nil, false
	}
	v, known := exprKey(f, def, keys, depth)
	if !known {
		return nil, false
	}
	if v != nil {
		return v, true
	}
	return found, true
}

// strKey returns the text of a plain string literal key.
func strKey(f *model.File, k *model.Node) (string, bool) {
	k = model.Unwrap(k)
	if k == nil || k.Sym() != model.SymString {
		return "", false
	}
	t := f.Text(k)
	if strings.ContainsAny(t, "{") || len(t) < 2 {
		return "", false
	}
	if t[0] == 'f' || t[0] == 'F' || t[0] == 'b' || t[0] == 'r' || t[0] == 'R' {
		return "", false
	}
	return strings.Trim(t, "'\""), true
}

func hasKey(keys []string, k string) bool {
	for _, x := range keys {
		if x == k {
			return true
		}
	}
	return false
}

// copiedDict returns the dict expression of `name.copy()` or `dict(name)`
// (a shallow copy holds the same keys), or nil for any other call.
func copiedDict(f *model.File, call *model.Node) *model.Node {
	fn := model.Callee(call)
	if fn == nil {
		return nil
	}
	args := model.Args(call)
	switch fn.Sym() {
	case model.SymAttribute:
		o := fn.ChildByFieldName("object")
		if f.Text(fn.ChildByFieldName("attribute")) == "copy" && o != nil && o.Sym() == model.SymIdentifier && (args == nil || args.NamedChildCount() == 0) {
			return o
		}
	case model.SymIdentifier:
		if f.Text(fn) == "dict" && args != nil && args.NamedChildCount() == 1 && args.NamedChild(0).Sym() == model.SymIdentifier {
			return args.NamedChild(0)
		}
	}
	return nil
}

// updateKey reads the keys `params.update(...)` adds: one dict literal
// whose every key is a string, or keyword arguments only. call is the call
// node around the attribute (nil or another shape: unknown).
func updateKey(f *model.File, call *model.Node, keys []string) (*model.Node, bool) {
	if call == nil || call.Sym() != model.SymCall {
		return nil, false
	}
	args := model.Args(call)
	if args == nil || args.NamedChildCount() == 0 {
		return nil, false
	}
	if args.NamedChildCount() == 1 && model.Unwrap(args.NamedChild(0)).Sym() == model.SymDictionary {
		return literalKey(f, model.Unwrap(args.NamedChild(0)), keys)
	}
	var found *model.Node
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() != model.SymKeywordArgument {
			return nil, false
		}
		if found == nil && hasKey(keys, f.Text(a.ChildByFieldName("name"))) {
			found = a.ChildByFieldName("value")
		}
	}
	return found, true
}
