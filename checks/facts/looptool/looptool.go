// Package looptool finds the Python functions that an MCP SDK registers as
// a tool, resource or prompt and then calls synchronously on its event loop.
//
// mcp 1.x's FastMCP (mcp.server.fastmcp) awaits an async handler and calls a
// plain `def` handler inline, on the loop thread
// (FuncMetadata.call_fn_with_arg_validation: `return fn(**arguments)`), so a
// blocking call in a sync tool stalls every other request, ping and
// cancellation of the server as it would in an `async def`. The SDK's own
// tracker calls it a bug (modelcontextprotocol/python-sdk#1646); mcp 2.x runs
// sync handlers in a worker thread and no longer has mcp.server.fastmcp, so
// an import of it means 1.x. Which registrations do this is data: the
// registration rows of libmodels/data/mcp.yml with `blocks: true`.
package looptool

import (
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/fnparam"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/pydeps"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Registration is a registration row whose SDK calls sync handlers on its
// event loop.
type Registration struct {
	// Name is the qualified decorator ("mcp.server.fastmcp.FastMCP.tool").
	Name string
	// Fix is the row's Async text: how to take the work off the loop.
	Fix string
	// Dist and Before, when Before is set, limit the row to projects whose
	// manifests pin distribution Dist below major version Before (the row's
	// blocks_before: FastMCP 2.x, pydeps.Below).
	Dist   string
	Before int
	// By names the SDK that runs the handler on its loop, for messages:
	// "mcp 1.x's FastMCP", "FastMCP 2.x (fastmcp<3 in the project's
	// dependency manifests)".
	By string
	// Ext says the answer read files other than the handler's own (the
	// project's dependency manifests, the module that builds the server
	// object): a cache keyed by the file's contents alone must not keep it.
	Ext bool
}

// holds reports whether reg applies to file f: always, or, for a row
// limited to releases before a major version, when f's project is known to
// install one (pydeps.Below).
func (reg Registration) holds(f *model.File) bool {
	return reg.Before == 0 || pydeps.Below(f, reg.Dist, reg.Before)
}

// rows maps each qualified name (and alias) of a Python registration row
// with Blocks set to its registration.
var rows = func() map[string]Registration {
	out := map[string]Registration{}
	for _, r := range libmodels.Builtin().Select(libmodels.Is(libmodels.Python, libmodels.Registration)) {
		if r.Blocks {
			reg := Registration{Name: r.Name, Fix: r.Async, By: "mcp 1.x's FastMCP"}
			if r.BlocksBefore != "" {
				reg.Dist = r.Module
				reg.Before, _ = strconv.Atoi(r.BlocksBefore) // validated: a major version
				reg.By = "FastMCP " + strconv.Itoa(reg.Before-1) + ".x (" + r.Module + "<" + r.BlocksBefore + " in the project's dependency manifests)"
			}
			for _, n := range r.Names() {
				out[n] = reg
			}
		}
	}
	return out
}()

// modules are the modules of rows, for a cheap test of the file's text.
var modules = func() []string {
	seen := map[string]bool{}
	var out []string
	for n := range rows {
		m := n[:strings.LastIndex(n[:strings.LastIndex(n, ".")], ".")]
		if !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	return out
}()

// Possible reports whether the file mentions a module of the rows at all,
// imports something and decorates with a .tool/.resource/.prompt attribute
// (a server object of another module, importedServer), or has functions
// that a registration of a known server class reaches by data flow (handlers.PyRegistration: `for t in TOOLS: mcp.add_tool(t)`, in
// this file or another): when neither, no function of it is a SyncOnLoop
// handler.
func Possible(f *model.File) bool {
	if f.Lang != model.LangPython {
		return false
	}
	for _, m := range modules {
		if f.Contains(m) {
			return true
		}
	}
	// a decorator of a server object imported from another module of the
	// repository (importedServer)
	if f.Contains("import") && (f.Contains(".tool") || f.Contains(".resource") || f.Contains(".prompt")) {
		return true
	}
	return handlers.HasPyRegistrations(f)
}

// SyncOnLoop returns the registration when def is a plain (not async)
// Python function definition decorated with one of the rows' registrations
// (`@mcp.tool()`, `@mcp.resource("r://x")`, `@server.prompt`) on an object
// the file builds with the row's class (`mcp = FastMCP("x")` after `from
// mcp.server.fastmcp import FastMCP`) or with a class of the file that
// extends it (subclassServer), or from a module-level factory of the file that
// returns one (factoryServer); ok is false otherwise, and for a
// server object imported from another module (its class is not known here).
func SyncOnLoop(f *model.File, def *model.Node) (reg Registration, ok bool) {
	if def == nil || def.Sym() != model.SymFunctionDefinition || !Possible(f) {
		return Registration{}, false
	}
	for i := 0; i < int(def.ChildCount()); i++ {
		if def.Child(i).Sym() == model.SymAsync {
			return Registration{}, false
		}
	}
	// registered by data flow: mcp.add_tool(fn), mcp.tool()(fn), a list of
	// tools iterated into one, here or in the file that imports fn
	if r, ok := rows[handlers.PyRegistration(f, def)]; ok && r.holds(f) {
		r.Ext = r.Ext || r.Before != 0
		return r, true
	}
	dd := def.Parent()
	if dd == nil || dd.Sym() != model.SymDecoratedDefinition {
		return Registration{}, false
	}
	adapt.PyDecorators(dd, func(_, e *model.Node) bool {
		if e.Sym() != model.SymAttribute {
			return true
		}
		ctor := pyctor.Of(f, e.ChildByFieldName("object"))
		if ctor == "" {
			ctor = annotatedServer(f, e.ChildByFieldName("object"))
		}
		if ctor == "" {
			ctor = subclassServer(f, e.ChildByFieldName("object")) // class ZenMLFastMCP(FastMCP)
		}
		if ctor == "" {
			ctor = factoryServer(f, e.ChildByFieldName("object")) // mcp = create_mcp_server() returning FastMCP(...)
		}
		ext := false
		if ctor == "" {
			ctor = importedServer(f, e.ChildByFieldName("object"))
			ext = ctor != ""
		}
		if ctor == "" || !ext && importedTwice(f, ctor) {
			return true
		}
		reg, ok = rows[ctor+"."+f.Text(e.ChildByFieldName("attribute"))]
		ok = ok && reg.holds(f)
		reg.Ext = ext || reg.Before != 0
		return !ok
	})
	if ok {
		return reg, true
	}
	return Registration{}, false
}

// importedTwice reports whether file f imports the class ctor names
// (`mcp.server.fastmcp.FastMCP`) under its own name from two modules: a
// fallback such as `try: from fastmcp import FastMCP` / `except
// ImportError: from mcp.server.fastmcp import FastMCP` leaves which
// framework runs the tools to the environment (standalone FastMCP 3 runs
// sync tools in a worker thread), so the class stays unknown rather than
// whichever import the file states last (judge13: kubectl-mcp-server,
// which requires fastmcp>=3.0.0b1).
func importedTwice(f *model.File, ctor string) bool {
	name := ctor[strings.LastIndexByte(ctor, '.')+1:]
	if !f.Contains("import " + name) {
		return false
	}
	mods := map[string]bool{}
	f.NodesOf(model.NewSymBitset(model.SymImportFromStatement), func(n *model.Node) bool {
		mod := n.ChildByFieldName("module_name")
		for i := 0; mod != nil && i < int(n.ChildCount()); i++ {
			if c := n.Child(i); n.FieldNameForChild(i) == "name" && c.Sym() == model.SymDottedName && f.Text(c) == name {
				mods[f.Text(mod)] = true
			}
		}
		return false
	})
	return len(mods) > 1
}

// annotatedServer returns the class a server object is annotated with, by
// its import (`mcp.server.fastmcp.FastMCP`), when the object is a
// parameter of an enclosing function (`def register_tools(mcp: FastMCP):
// @mcp.tool()`) or an attribute the enclosing class sets from one
// (`def __init__(self, mcp: FastMCP): self.mcp = mcp`, then
// `@self.mcp.tool()` in a method): a server held in an attribute or handed
// in by its caller, whose class the annotation states. "" otherwise.
func annotatedServer(f *model.File, obj *model.Node) string {
	obj = model.Unwrap(obj)
	if obj == nil {
		return ""
	}
	switch {
	case obj.Sym() == model.SymIdentifier:
		for fn := model.EnclosingFunc(obj); fn != nil; fn = model.EnclosingFunc(fn) {
			if t := paramType(f, fn, f.Text(obj)); t != nil {
				return model.ImportedName(f, t)
			}
		}
	case obj.Sym() == model.SymAttribute && f.Text(obj.ChildByFieldName("object")) == "self":
		cls := model.Ancestor(obj, model.SymClassDefinition)
		if cls == nil {
			return ""
		}
		attr := f.Text(obj)
		found := ""
		f.NodesIn(cls, model.NewSymBitset(model.SymAssignment), func(a *model.Node) bool {
			if f.Text(a.ChildByFieldName("left")) != attr {
				return true
			}
			q := ""
			if t := a.ChildByFieldName("type"); t != nil { // self.mcp: FastMCP = mcp
				if t.Sym() != model.SymIdentifier && t.Sym() != model.SymAttribute && t.NamedChildCount() == 1 {
					t = t.NamedChild(0)
				}
				q = model.ImportedName(f, t)
			} else if r := model.Unwrap(a.ChildByFieldName("right")); r != nil && r.Sym() == model.SymIdentifier {
				if fn := model.EnclosingFunc(a); fn != nil {
					if t := paramType(f, fn, f.Text(r)); t != nil {
						q = model.ImportedName(f, t)
					}
				}
			}
			if q == "" || found != "" && found != q {
				found = "-" // unknown or two classes: none
				return false
			}
			found = q
			return true
		})
		if found != "-" {
			return found
		}
	}
	return ""
}

// paramType returns the type annotation of function fn's parameter name
// (`mcp: FastMCP`, `mcp: FastMCP = None`): the name or attribute it is, or
// nil.
func paramType(f *model.File, fn *model.Node, name string) *model.Node {
	t := fnparam.PyAnnotation(f, fn, name)
	if t != nil && t.Sym() != model.SymIdentifier && t.Sym() != model.SymAttribute && t.NamedChildCount() == 1 {
		t = t.NamedChild(0)
	}
	return t
}
