// Package pymembers reads a Python server's registration by module
// introspection: a loop over the functions a module defines, each handed
// to an SDK registration,
//
//	for module in [candidates, applications]:
//	    for name, fn in inspect.getmembers(module, inspect.isfunction):
//	        if name.startswith("_"):
//	            continue
//	        mcp.tool(name=name)(_make_tool_wrapper(fn))
//
// registers every public function of those modules as a tool, although no
// file names them (benmonopoli/open-greenhouse-mcp's harvest modules,
// nikitatsym/gitea-mcp's tools module, quiltdata/quilt-mcp-server's tool
// modules). The handler flow (checks/facts/handlers, flow.go) follows the
// registered value back to the getmembers call (Module); the modules its
// first argument names become references to All, which the registry
// (registry.go) reads in the module's file as its public top-level
// functions (Defs).
//
// Sources: Python's inspect.getmembers returns all the members of an
// object as (name, value) pairs, filtered by the predicate
// (https://docs.python.org/3/library/inspect.html#inspect.getmembers);
// inspect.isfunction is true for functions defined with def or lambda
// (https://docs.python.org/3/library/inspect.html#inspect.isfunction);
// FastMCP's tool() decorator registers the function it is applied to
// (https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/server/fastmcp/server.py).
// Peer practice: CodeQL's Python call graph follows module attributes
// reached through getattr/getmembers only by name; this is the per-call
// approximation: every public def of the module.
package pymembers

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// All is the name an ExtRef gives for every public function a Python
// module defines (registry.go topBindings reads it with Defs).
const All = "*getmembers"

// Module returns the first argument of call when call is Python's
// `inspect.getmembers(M, ...)` (or a bare `getmembers(M, ...)` imported
// from inspect) whose predicate, when given (second argument or
// `predicate=`), keeps functions (`inspect.isfunction`, `isroutine`,
// `iscoroutinefunction`, `ismethod`; `inspect.isclass` yields classes, not
// the functions Defs returns, and a project's own predicate is not read);
// else nil.
func Module(f *model.File, call *model.Node) *model.Node {
	if f.Lang != model.LangPython || call == nil || call.Sym() != model.SymCall {
		return nil
	}
	c := model.Unwrap(model.Callee(call))
	if c == nil {
		return nil
	}
	switch t := f.Text(c); t {
	case "inspect.getmembers":
	case "getmembers":
		if model.ImportedName(f, c) != "inspect.getmembers" {
			return nil // a getmembers of the project's own
		}
	default:
		return nil
	}
	p := model.Arg(call, 1)
	if p == nil {
		p = f.Kwarg(call, "predicate") // getmembers(M, predicate=inspect.isclass)
	}
	if p != nil && !functionPredicate(f.Text(p)) {
		return nil // classes, modules or what a project callable picks: not the functions Defs returns
	}
	return model.Arg(call, 0)
}

// functionPredicate reports whether a getmembers predicate's text keeps
// functions: inspect.isfunction, isroutine, iscoroutinefunction, isbuiltin,
// or a lambda built on one (https://docs.python.org/3/library/inspect.html#inspect.getmembers).
func functionPredicate(t string) bool {
	for _, w := range []string{"isfunction", "isroutine", "iscoroutinefunction", "ismethod"} {
		if strings.Contains(t, w) {
			return !strings.Contains(t, "isclass") && !strings.Contains(t, "ismodule")
		}
	}
	return false
}

// Ref returns the module an ExtRef of a module-valued import names: for
// `from pkg import sub` (module "pkg", exported "sub") the submodule
// "pkg.sub" (".sub" for `from . import sub`); for `import pkg.sub as m`
// (exported "*") the module itself.
func Ref(module, exported string) string {
	switch {
	case exported == "*" || exported == "":
		return module
	case strings.HasSuffix(module, "."):
		return module + exported
	}
	return module + "." + exported
}

// Defs returns the public top-level function definitions of Python file f
// (a decorated one's definition too): the functions
// `inspect.getmembers(module, inspect.isfunction)` yields that the module
// defines itself. A name starting with "_" is private by convention (PEP 8)
// and left out; classes and imported functions are not returned.
func Defs(f *model.File) []*model.Node {
	if f.Lang != model.LangPython {
		return nil
	}
	var out []*model.Node
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		st := f.Root.NamedChild(i)
		if st.Sym() == model.SymDecoratedDefinition {
			st = st.ChildByFieldName("definition")
		}
		if st == nil || st.Sym() != model.SymFunctionDefinition {
			continue
		}
		if name := f.Text(st.ChildByFieldName("name")); name != "" && !strings.HasPrefix(name, "_") {
			out = append(out, st)
		}
	}
	return out
}

// Visible reports whether the Python function definition def can be what
// the name at use refers to: a def nested in a function is a local name of
// that function (Python's scoping rules, LEGB), so from outside it the name
// means another binding (`wrapper = _make_tool_wrapper(fn)` beside a
// factory's inner `def wrapper`). True for other languages and for a def at
// module level or in a scope enclosing use.
func Visible(f *model.File, def, use *model.Node) bool {
	if f.Lang != model.LangPython || def == nil || use == nil {
		return true
	}
	s := f.Scope(def)
	return s == f.Root || model.Contains(s, use)
}
