// Package pyshape finds the Python functions that serve an MCP tool call
// without a decorator beside them, for handlers.Kind (package handlers).
package pyshape

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Funcs adds to funcs the Python functions that serve a tool call
// without a decorator beside them:
//
//   - a function taking FastMCP's Context (`def get_buckets(ctx: Context,
//     ...)` with `from fastmcp import Context` or
//     `mcp.server.fastmcp.Context`): the SDK injects a Context only into
//     the tools, resources and prompts it calls, so such functions are
//     registered elsewhere (`for t in ALL_TOOLS: mcp.add_tool(t)`,
//     Couchbase's server) or called by one;
//   - a function of the file given to `X.add_tool(fn)` or
//     `X.add_tool(Tool.from_function(fn))`, directly or through a loop over
//     a list of the file's functions (`for fn in [a, b]: mcp.add_tool(fn)`).
func Funcs(f *model.File, funcs map[*model.Node]bool) {
	if f.Contains("Context") {
		f.NodesOf(model.NewSymBitset(model.SymFunctionDefinition), func(fn *model.Node) bool {
			if TakesContext(f, fn) {
				funcs[fn] = true
			}
			return true
		})
	}
	if !f.Contains("add_tool") {
		return
	}
	f.NodesOf(model.NewSymBitset(model.SymCall), func(call *model.Node) bool {
		c := model.Callee(call)
		if c == nil || c.Sym() != model.SymAttribute || f.Text(c.ChildByFieldName("attribute")) != "add_tool" {
			return true
		}
		a := model.Unwrap(model.Arg(call, 0))
		if a != nil && a.Sym() == model.SymCall && strings.HasSuffix(f.Text(model.Callee(a)), "from_function") {
			a = model.Unwrap(model.Arg(a, 0))
		}
		if a == nil || a.Sym() != model.SymIdentifier {
			return true
		}
		if fn := f.LocalFunc(a); fn != nil {
			funcs[fn] = true
			return true
		}
		// for fn in tools: mcp.add_tool(fn), tools a list of the file's functions
		for p := call.Parent(); p != nil; p = p.Parent() {
			if p.Sym() != model.SymForStatement || f.Text(p.ChildByFieldName("left")) != f.Text(a) {
				continue
			}
			list := f.Resolve(p.ChildByFieldName("right"))
			if list == nil || list.Sym() != model.SymList {
				break
			}
			for i := 0; i < int(list.NamedChildCount()); i++ {
				if e := list.NamedChild(i); e.Sym() == model.SymIdentifier {
					if fn := f.LocalFunc(e); fn != nil {
						funcs[fn] = true
					}
				}
			}
			break
		}
		return true
	})
}

// TakesContext reports whether Python function fn has a parameter
// annotated with the MCP SDKs' Context (fastmcp.Context,
// mcp.server.fastmcp.Context, possibly subscripted).
func TakesContext(f *model.File, fn *model.Node) bool {
	params := fn.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		if p.Sym() != model.SymTypedParameter && p.Sym() != model.SymTypedDefaultParameter {
			continue
		}
		t := strings.TrimSpace(f.Text(p.ChildByFieldName("type")))
		if j := strings.IndexByte(t, '['); j >= 0 {
			t = t[:j]
		}
		q := f.Imports()[t] // Context, or an alias: from mcp.server.fastmcp import Context as Ctx
		if j := strings.IndexByte(t, '.'); j >= 0 && strings.HasSuffix(t, ".Context") {
			q = f.Imports()[t[:j]] + t[j:] // fastmcp.Context
		}
		if strings.HasSuffix(q, ".Context") && (strings.HasPrefix(q, "fastmcp") || strings.HasPrefix(q, "mcp.")) {
			return true
		}
	}
	return false
}
