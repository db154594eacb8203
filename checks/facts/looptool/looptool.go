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
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
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
}

// rows maps each qualified name (and alias) of a Python registration row
// with Blocks set to its registration.
var rows = func() map[string]Registration {
	out := map[string]Registration{}
	for _, r := range libmodels.Builtin().Select(libmodels.Is(libmodels.Python, libmodels.Registration)) {
		if r.Blocks {
			for _, n := range r.Names() {
				out[n] = Registration{Name: r.Name, Fix: r.Async}
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
// or has functions that a registration of a known server class reaches by
// data flow (handlers.PyRegistration: `for t in TOOLS: mcp.add_tool(t)`, in
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
	return handlers.HasPyRegistrations(f)
}

// SyncOnLoop returns the registration when def is a plain (not async)
// Python function definition decorated with one of the rows' registrations
// (`@mcp.tool()`, `@mcp.resource("r://x")`, `@server.prompt`) on an object
// the file builds with the row's class (`mcp = FastMCP("x")` after `from
// mcp.server.fastmcp import FastMCP`); ok is false otherwise, and for a
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
	if r, ok := rows[handlers.PyRegistration(f, def)]; ok {
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
		ctor := model.PyClientOf(f, e.ChildByFieldName("object"))
		if ctor == "" {
			return true
		}
		reg, ok = rows[ctor+"."+f.Text(e.ChildByFieldName("attribute"))]
		return !ok
	})
	if ok {
		return reg, true
	}
	return Registration{}, false
}
