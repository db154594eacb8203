// Package pyxdeco finds Python tool handlers that a project decorator
// defined in another module of the repository registers:
//
//	# pipedrive/api/features/tool_decorator.py
//	def tool(feature_id):
//	    def decorator(func):
//	        mcp.tool()(func)
//	        return func
//	    return decorator
//
//	# persons/tools/person_create_tool.py
//	from pipedrive.api.features.tool_decorator import tool
//	@tool("persons")
//	async def create_person_in_pipedrive(ctx, name: str, ...): ...
//
// `@d(args)` on a def binds `d(args)(def)` and `@d` binds `d(def)` (PEP
// 318, https://peps.python.org/pep-0318/), so the def is a tool when what
// the decorator expression gives hands its argument to an SDK
// registration: a function whose body calls `X.tool(...)(param)` or
// `X.add_tool(param)` on its first parameter, or a factory returning such a
// function or the SDK's own decorator (`return mcp.tool(**kwargs)`: a
// write_tool(**kw) factory; FastMCP.tool returns the decorator that
// registers, https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/server/fastmcp/server.py).
// The decorator's name is an import of the file (`from M import tool`), or
// a name the enclosing function binds to a call of such an imported factory
// (`tool = make_gate(mcp, level)` whose returned inner `tool(**kw)` is the
// decorator factory). The handler model by data flow (checks/facts/handlers,
// flow.go and its pydecofac) reads the same shapes within one file; this
// package crosses the import. The other module is read from the repository
// (thirdparty.World) and parsed once per question and scan (the answer is
// memoised in the World); an import that does not resolve to a repository
// file, or a decorator that registers nothing (a logger, a permission
// check), hands nothing on.
//
// Peer practice: CodeQL's Python call graph resolves a decorator across
// modules and its flow summaries carry a parameter into the registration
// call; this is the name-based, import-checked approximation. RC601 judges
// each def found here that no other shape found (With), with its signature
// as its schema, as FastMCP reads it (rc601/defschema.go).
package pyxdeco

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/pyfactory"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
)

// maxBytes is the largest module read (256 KiB).
const maxBytes = 256 << 10

// regMethods are the SDK registrations a decorator may hand its function
// to: FastMCP's `mcp.tool(...)(fn)` and `mcp.add_tool(fn)`.
var regMethods = map[string]bool{"tool": true, "add_tool": true}

// With returns have followed by Extra(f, have).
func With(f *model.File, have []handlers.Tool) []handlers.Tool {
	if extra := Extra(f, have); len(extra) > 0 {
		return append(append([]handlers.Tool(nil), have...), extra...)
	}
	return have
}

// Extra returns the defs of Python file f that a decorator of another
// module registers (the package doc) and no tool of have runs, as tools of
// shape handlers.Flow named by the decorator's `name=` string or else the
// def, in document order.
func Extra(f *model.File, have []handlers.Tool) []handlers.Tool {
	if f.Lang != model.LangPython || !f.Contains("@") || !f.Contains("import") {
		return nil
	}
	w := thirdparty.Of(f)
	if w == nil || w.Read == nil || w.Has == nil {
		return nil
	}
	var out []handlers.Tool
	f.NodesOf(model.NewSymBitset(model.SymDecoratedDefinition), func(dd *model.Node) bool {
		def := dd.ChildByFieldName("definition")
		if def == nil || def.Sym() != model.SymFunctionDefinition || covered(def, have) {
			return true
		}
		name, ok := "", false
		adapt.PyDecorators(dd, func(d, e *model.Node) bool {
			call := d.NamedChild(0)
			if e.Sym() != model.SymIdentifier {
				return true
			}
			if ok = registers(f, w, dd, f.Text(e), call.Sym() == model.SymCall); ok && call.Sym() == model.SymCall {
				if v := f.Kwarg(call, "name"); v != nil && v.Sym() == model.SymString {
					name = strings.Trim(f.Text(v), "'\"")
				}
			}
			return !ok
		})
		if !ok {
			return true
		}
		if name == "" {
			name = f.Text(def.ChildByFieldName("name"))
		}
		out = append(out, handlers.Tool{Shape: handlers.Flow, Name: name, Handler: def, Report: def.ChildByFieldName("name")})
		return true
	})
	return out
}

// registers reports whether decorator name of the def dd decorates
// registers it: called (`@name(...)`) when factory is set, else applied
// (`@name`). The name is imported from a module of the repository, or
// bound in a function around dd (or at the module's top level) to a call
// of a factory so imported.
func registers(f *model.File, w *thirdparty.World, dd *model.Node, name string, factory bool) bool {
	ops := "D" // the function the name gives registers its argument
	if factory {
		ops = "F" // ... returns one that does
	}
	if imp, ok := importOf(f, name); ok {
		return ask(w, f.Path, imp, ops)
	}
	callee := boundCall(f, dd, name)
	if callee == "" {
		return false
	}
	imp, ok := importOf(f, callee)
	return ok && ask(w, f.Path, imp, "R"+ops) // tool = make_gate(mcp, level): the def make_gate returns
}

// boundCall returns the name of the function whose call a function around
// dd, or the module, binds name to (`tool = make_gate(mcp, level)`), ""
// when there is none or more than one binding.
func boundCall(f *model.File, dd *model.Node, name string) string {
	scope := model.EnclosingFunc(dd)
	found, n := "", 0
	visit := func(x *model.Node) bool {
		if x != scope && (x.Sym() == model.SymFunctionDefinition || x.Sym() == model.SymClassDefinition) {
			return false
		}
		if x.Sym() != model.SymAssignment {
			return true
		}
		l, r := x.ChildByFieldName("left"), model.Unwrap(x.ChildByFieldName("right"))
		if l == nil || l.Sym() != model.SymIdentifier || f.Text(l) != name {
			return true
		}
		n++
		if r != nil && r.Sym() == model.SymCall {
			if c := model.Callee(r); c != nil && c.Sym() == model.SymIdentifier {
				found = f.Text(c)
			}
		}
		return true
	}
	if scope != nil {
		model.Walk(scope, visit)
	} else { // the module's top level
		f.NodesOf(model.NewSymBitset(model.SymAssignment), func(x *model.Node) bool {
			if model.EnclosingFunc(x) == nil && !inClass(x) {
				visit(x)
			}
			return true
		})
	}
	if n != 1 {
		return ""
	}
	return found
}

// inClass reports whether n lies in a class body.
func inClass(n *model.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymClassDefinition {
			return true
		}
	}
	return false
}

// pyImport is one name imported with `from <level dots><spec> import member`.
type pyImport struct {
	spec, member string
	level        int
}

// importOf returns what name is imported as in f by a `from` import.
func importOf(f *model.File, name string) (pyImport, bool) {
	imp, ok := model.Fact(f, importsKey, readImports)[name]
	return imp, ok
}

var importsKey = model.NewFactKey[map[string]pyImport]("pyxdeco.imports")

// readImports reads the names f imports by `from` imports.
func readImports(f *model.File) map[string]pyImport {
	out := map[string]pyImport{}
	f.NodesOf(model.NewSymBitset(model.SymImportFromStatement), func(n *model.Node) bool {
		mod := n.ChildByFieldName("module_name")
		if mod == nil {
			return false
		}
		t := f.Text(mod)
		level := len(t) - len(strings.TrimLeft(t, "."))
		for i := 0; i < int(n.ChildCount()); i++ {
			if n.FieldNameForChild(i) != "name" {
				continue
			}
			switch c := n.Child(i); c.Sym() {
			case model.SymDottedName:
				out[f.Text(c)] = pyImport{spec: t[level:], member: f.Text(c), level: level}
			case model.SymAliasedImport:
				out[f.Text(c.ChildByFieldName("alias"))] = pyImport{spec: t[level:], member: f.Text(c.ChildByFieldName("name")), level: level}
			}
		}
		return false
	})
	return out
}

// ask answers ops about the top-level function imp names in the module
// it is imported from (file from): memoised per World.
func ask(w *thirdparty.World, from string, imp pyImport, ops string) bool {
	p, ok := resolve.Python(from, imp.spec, imp.level, w.Has)
	if !ok || impact.IsTestPath(p) {
		return false
	}
	return w.Memo("pyxdeco:"+p+"#"+imp.member+"#"+ops, func() any {
		g := parse(w, p)
		if g == nil {
			return false
		}
		defer g.Release()
		def := topDef(g, imp.member)
		return def != nil && eval(g, def, ops, 0)
	}).(bool)
}

// eval answers ops about function def of module g, reading ops from the
// left: "R" goes to the inner function def returns by name, "F" asks that
// the function is a factory (it returns an SDK decorator `X.tool(...)`, or
// an inner function that registers its argument: "D"), "D" that it hands
// its first parameter to an SDK registration.
func eval(g *model.File, def *model.Node, ops string, depth int) bool {
	if def == nil || ops == "" || depth > 4 {
		return false
	}
	switch ops[0] {
	case 'R':
		return eval(g, returnedDef(g, def), ops[1:], depth+1)
	case 'F':
		for _, r := range adapt.PyReturns(def) {
			if r = model.Unwrap(r); r != nil && r.Sym() == model.SymIdentifier {
				r = ownBinding(g, def, g.Text(r)) // registered = mcp.tool(**kwargs); return registered
			}
			if r != nil && r.Sym() == model.SymCall && regCallee(g, model.Callee(r)) {
				return true // return mcp.tool(**kwargs)
			}
		}
		return eval(g, returnedDef(g, def), "D", depth+1)
	case 'D':
		return handsFirstParam(g, def)
	}
	return false
}

// ownBinding returns the value def's own body (not a nested function)
// assigns to name, nil when it assigns none or more than one.
func ownBinding(g *model.File, def *model.Node, name string) *model.Node {
	var out *model.Node
	n := 0
	model.Walk(def.ChildByFieldName("body"), func(x *model.Node) bool {
		switch x.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymAssignment:
			if l := x.ChildByFieldName("left"); l != nil && l.Sym() == model.SymIdentifier && g.Text(l) == name {
				out, n = model.Unwrap(x.ChildByFieldName("right")), n+1
			}
		}
		return true
	})
	if n != 1 {
		return nil
	}
	return out
}

// regCallee reports whether callee is an SDK registration attribute
// (`mcp.tool`, `server.add_tool`).
func regCallee(g *model.File, c *model.Node) bool {
	return c != nil && c.Sym() == model.SymAttribute && regMethods[g.Text(c.ChildByFieldName("attribute"))]
}

// handsFirstParam reports whether def's body calls `X.tool(...)(p)` or
// `X.add_tool(p)` with p its first parameter.
func handsFirstParam(g *model.File, def *model.Node) bool {
	p := firstParam(g, def)
	if p == "" {
		return false
	}
	found := false
	model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
		if found || n.Sym() != model.SymCall {
			return !found
		}
		c := model.Callee(n)
		a := model.Arg(n, 0)
		if a == nil || a.Sym() != model.SymIdentifier || g.Text(a) != p || c == nil {
			return true
		}
		if c.Sym() == model.SymCall && regCallee(g, model.Callee(c)) || c.Sym() == model.SymAttribute && g.Text(c.ChildByFieldName("attribute")) == "add_tool" {
			found = true
		}
		return !found
	})
	return found
}

// firstParam returns the name of def's first parameter, "" when it has
// none or it is not a plain name.
func firstParam(g *model.File, def *model.Node) string {
	ps := def.ChildByFieldName("parameters")
	if ps == nil || ps.NamedChildCount() == 0 {
		return ""
	}
	switch p := ps.NamedChild(0); p.Sym() {
	case model.SymIdentifier:
		return g.Text(p)
	case model.SymTypedParameter, model.SymTypedDefaultParameter, model.SymDefaultParameter:
		if n := p.ChildByFieldName("name"); n != nil {
			return g.Text(n)
		}
		if p.NamedChildCount() > 0 && p.NamedChild(0).Sym() == model.SymIdentifier {
			return g.Text(p.NamedChild(0))
		}
	}
	return ""
}

// returnedDef returns the function defined in def that def returns by
// name (`return decorator`), nil when none or more than one.
func returnedDef(g *model.File, def *model.Node) *model.Node {
	var out *model.Node
	for _, r := range adapt.PyReturns(def) {
		r = model.Unwrap(r)
		if r == nil || r.Sym() != model.SymIdentifier {
			continue
		}
		name := g.Text(r)
		body := def.ChildByFieldName("body")
		for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
			d := body.NamedChild(i)
			if d.Sym() == model.SymDecoratedDefinition {
				d = d.ChildByFieldName("definition")
			}
			if d != nil && d.Sym() == model.SymFunctionDefinition && g.Text(d.ChildByFieldName("name")) == name {
				if out != nil && out != d {
					return nil
				}
				out = d
			}
		}
	}
	return out
}

// topDef returns module g's top-level function name, nil when none.
func topDef(g *model.File, name string) *model.Node {
	for i := 0; i < int(g.Root.NamedChildCount()); i++ {
		d := g.Root.NamedChild(i)
		if d.Sym() == model.SymDecoratedDefinition {
			d = d.ChildByFieldName("definition")
		}
		if d != nil && d.Sym() == model.SymFunctionDefinition && g.Text(d.ChildByFieldName("name")) == name {
			return d
		}
	}
	return nil
}

// covered reports whether a tool of have runs fn, one around it or one in it.
func covered(fn *model.Node, have []handlers.Tool) bool {
	for _, t := range have {
		h := t.Handler
		if h != nil && (h.StartByte() <= fn.StartByte() && fn.EndByte() <= h.EndByte() || fn.StartByte() <= h.StartByte() && h.EndByte() <= fn.EndByte()) {
			return true
		}
	}
	return false
}

// parse returns the repository module at p parsed, nil when it cannot be
// read, is over maxBytes or does not parse. The caller releases it.
func parse(w *thirdparty.World, p string) *model.File {
	src := w.File(p)
	if src == nil || len(src) > maxBytes {
		return nil
	}
	return pyfactory.ParsePython(p, src)
}
