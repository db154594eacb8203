// Package dispatch finds the dispatch calls of a registered handler: calls
// whose callee a run-time lookup gives (a name-keyed handler map indexed by
// the requested name, a definition looked up by name and its handler
// called, a lookup function's returned value, a loop element called in the
// wrapper the loop registers). Package handlers (dispatch.go) follows their
// callees as handlers; the shapes and the peer practice (CodeQL's
// property-read flow) are described there. Moved out of checks/facts/handlers
// unchanged, to keep that package under the 4,000-line ceiling
// (checks/size_test.go).
package dispatch

import (
	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/pycomp"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Callee returns call's callee when a run-time lookup gives its
// value (the package doc's shapes), else nil.
func Callee(f *model.File, call *model.Node) *model.Node {
	c := model.Unwrap(model.Callee(call))
	if c == nil {
		return nil
	}
	switch c.Sym() {
	case model.SymSubscript, model.SymSubscriptExpression, model.SymIndexExpression: // HANDLERS[name](args)
		if idx := subscriptIndex(c); idx != nil && StringValue(f, idx) == nil && !number(model.Unwrap(idx)) {
			return c
		}
	case model.SymIdentifier: // const handler = getHandler(name); handler(args)
		if f.LocalFunc(c) == nil && lookedUp(f, c) {
			return c
		}
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression: // def.handler(args)
		obj, prop := adapt.MemberParts(c)
		if obj == nil || prop == nil || DataKeys[f.Text(prop)] {
			return nil
		}
		obj = model.Unwrap(obj)
		switch obj.Sym() {
		case model.SymIdentifier:
			if lookedUp(f, obj) {
				return c
			}
		case model.SymCall, model.SymCallExpression: // tools.find((t) => t.name === name).handler(args)
			if elementLookup(f, obj) {
				return c
			}
		}
	}
	return nil
}

// lookedUp reports whether name n is bound to a run-time lookup: a loop's
// element (`for (const t of tools)`, `tools.forEach((t) =>`), a subscript
// by a non-literal key, a `.get(name)` / `.find(...)` of a collection, or
// a call of a file's function (`getHandler(name)`), in a function's scope
// (a module-level binding is a constant: the rules read its calls).
func lookedUp(f *model.File, n *model.Node) bool { return lookedUpDepth(f, n, 0) }

// lookedUpDepth is lookedUp, following at most maxUnpackHops element reads
// (`impl = definition[0]`, `impl, model = definition`) back to the lookup.
func lookedUpDepth(f *model.File, n *model.Node, hops int) bool {
	name := f.Text(n)
	if inLoopOver(f, n, name) {
		return true
	}
	v := model.Unwrap(f.Lookup(name, n))
	if v == nil {
		v = model.Unwrap(UnpackedFrom(f, n, name)) // impl_func, params_model, ... = definition
		if v != nil && v.Sym() == model.SymIdentifier && hops < maxUnpackHops {
			return lookedUpDepth(f, v, hops+1)
		}
	}
	if v == nil || v == n || model.EnclosingFunc(v) == nil {
		return false
	}
	if v.Sym() == model.SymIdentifier && hops < maxUnpackHops { // impl = definition, an unpacking bound to its value
		return lookedUpDepth(f, v, hops+1)
	}
	if v.Sym() == model.SymAwaitExpression || v.Sym() == model.SymAwait {
		if v.NamedChildCount() == 0 {
			return false
		}
		v = model.Unwrap(v.NamedChild(0))
	}
	switch v.Sym() {
	case model.SymSubscript, model.SymSubscriptExpression, model.SymIndexExpression:
		idx := subscriptIndex(v)
		if idx != nil && number(model.Unwrap(idx)) && hops < maxUnpackHops { // impl = definition[0], definition looked up
			obj := model.Unwrap(v.ChildByFieldName("value"))
			return obj != nil && obj.Sym() == model.SymIdentifier && lookedUpDepth(f, obj, hops+1)
		}
		return idx != nil && StringValue(f, idx) == nil && !number(model.Unwrap(idx))
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression: // const cb = tool.cb of a looked-up tool
		obj, prop := adapt.MemberParts(v)
		if obj = model.Unwrap(obj); obj != nil && prop != nil && obj.Sym() == model.SymIdentifier && !DataKeys[f.Text(prop)] && hops < maxUnpackHops {
			return lookedUpDepth(f, obj, hops+1)
		}
	case model.SymCall, model.SymCallExpression:
		if elementLookup(f, v) || pycomp.Body(f, v) != nil { // next((t.handler for t in tools if t.name == name), None)
			return true
		}
		c := model.Unwrap(model.Callee(v))
		return c != nil && c.Sym() == model.SymIdentifier && f.LocalFunc(c) != nil && model.NumArgs(v) > 0
	}
	return false
}

// elementLookup reports whether call takes one element out of a
// collection: `X.get(name)`, `X.find(...)`.
func elementLookup(f *model.File, call *model.Node) bool {
	c := model.Unwrap(model.Callee(call))
	if c == nil || c.Sym() != model.SymAttribute && c.Sym() != model.SymMemberExpression {
		return false
	}
	_, prop := adapt.MemberParts(c)
	switch f.Text(prop) {
	case "get", "find":
		return model.NumArgs(call) >= 1
	}
	return false
}

// inLoopOver reports whether name at n is the element of a loop that
// encloses n (for-in/of, range, forEach/map callback).
func inLoopOver(f *model.File, n *model.Node, name string) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch {
		case p.Sym() == syntax.SymForInStatement || p.Sym() == model.SymForStatement && f.Lang == model.LangPython:
			if l := p.ChildByFieldName("left"); l != nil && regflow.WordIn(f.Text(l), name) {
				return true
			}
		case p.Sym() == model.SymForStatement && f.Lang == model.LangGo:
			for i := 0; i < int(p.NamedChildCount()); i++ {
				if rc := p.NamedChild(i); rc.Sym() == model.SymRangeClause {
					if l := rc.ChildByFieldName("left"); l != nil && regflow.WordIn(f.Text(l), name) {
						return true
					}
				}
			}
		case IsFunc(p) || p.Sym() == model.SymLambda:
			if idx := regflow.ParamIndex(f, p, name); idx == 0 {
				if args := p.Parent(); args != nil && args.Sym() == model.SymArguments && model.Arg(args.Parent(), 0) == p {
					if c := model.Callee(args.Parent()); c != nil && c.Sym() == model.SymMemberExpression {
						switch f.Text(c.ChildByFieldName("property")) {
						case "forEach", "map", "flatMap":
							return true
						}
					}
				}
				return false
			} else if idx > 0 {
				return false
			}
		}
	}
	return false
}

// subscriptIndex returns the index expression of a subscript.
func subscriptIndex(n *model.Node) *model.Node {
	for _, k := range []string{"index", "subscript"} {
		if i := n.ChildByFieldName(k); i != nil {
			return i
		}
	}
	return nil
}

// number reports whether n is a number literal (`tools[0]`).
func number(n *model.Node) bool {
	switch n.Sym() {
	case model.SymNumber, model.SymInteger, model.SymIntLiteral:
		return true
	}
	return false
}

// InTry reports whether call sits in a try block of fn (Python try, JS
// try): the handler may catch what the dispatched function throws.
func InTry(call, fn *model.Node) bool {
	for p := call.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() == model.SymTryStatement {
			return true
		}
	}
	return false
}

// maxUnpackHops bounds the element reads lookedUp follows back from a
// callee to the lookup that gave the definition it was taken out of.
const maxUnpackHops = 3

// UnpackedFrom returns the value a Python tuple assignment before n in n's
// function unpacks into name (`impl_func, params_model, ... = definition`
// gives definition), or nil. The element taken is not told apart: the
// flow follows the whole value, as it follows a collection.
func UnpackedFrom(f *model.File, n *model.Node, name string) *model.Node {
	fn := model.EnclosingFunc(n)
	if f.Lang != model.LangPython || fn == nil {
		return nil
	}
	var out *model.Node
	f.NodesIn(fn, model.NewSymBitset(model.SymAssignment), func(a *model.Node) bool {
		if a.StartByte() >= n.StartByte() {
			return false
		}
		if model.EnclosingFunc(a) != fn {
			return true
		}
		if l := a.ChildByFieldName("left"); l != nil && l.Sym() == model.SymPatternList {
			for i := 0; i < int(l.NamedChildCount()); i++ {
				if c := l.NamedChild(i); c.Sym() == model.SymIdentifier && f.Text(c) == name {
					out = a.ChildByFieldName("right")
				}
			}
		}
		return true
	})
	return out
}

// IsFunc reports whether n is a function or method definition, declaration
// or literal (Python, JS/TS, Go).
func IsFunc(n *model.Node) bool {
	switch n.Sym() {
	case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymMethodDeclaration,
		model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFuncLiteral:
		return true
	}
	return false
}

// StringValue returns the string literal v is, or that a name v stands for
// is bound to in the file (a TOOL_X constant), else nil.
func StringValue(f *model.File, v *model.Node) *model.Node {
	if v == nil {
		return nil
	}
	v = model.Unwrap(v)
	if v.Sym() != model.SymString {
		if v.Sym() != model.SymIdentifier && v.Sym() != model.SymMemberExpression && v.Sym() != model.SymAttribute {
			return nil
		}
		if r := f.Resolve(v); r != nil && r.Sym() == model.SymString {
			return v
		}
		return nil
	}
	return v
}

// DataKeys are member names that hold a tool's data, never its handler.
var DataKeys = map[string]bool{"name": true, "description": true, "title": true, "schema": true, "inputSchema": true,
	"input_schema": true, "parameters": true, "annotations": true, "outputSchema": true, "id": true, "type": true,
	"length": true, "__name__": true, "__doc__": true, "Name": true, "Description": true, "InputSchema": true}
