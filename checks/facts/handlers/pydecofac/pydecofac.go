// Package pydecofac finds Python functions registered as MCP handlers
// through a project decorator factory: a function of the same file that
// returns an SDK registration decorator,
//
//	def _register_tool(annotations):
//	    if annotations.readOnlyHint is False and _is_read_only():
//	        return lambda f: f
//	    return mcp.tool(annotations=annotations)
//
//	@_register_tool(annotations=ToolAnnotations(destructiveHint=True))
//	async def post_message(...): ...
//
// `@_register_tool(...)` on a def is `_register_tool(...)(def)`, and when
// the factory returns `mcp.tool(...)` that is `mcp.tool(...)(def)`: the
// SDK's own decorator registration (redhat-community-ai-tools/slack-mcp).
// The package returns the decorated functions with the registration call
// the factory returns; the handler flow (checks/facts/handlers, flow.go)
// makes them anchors of that registration. A factory that returns no
// registration on any path (a logger, a retry) hands nothing on; one that
// returns a registration on some path registers the function on that path,
// which is the configuration the rules judge (a read-only mode that skips
// the registration is a deployment choice, not the tool's absence).
//
// Source: Python's decorator semantics (PEP 318: `@dec(args)` applied to a
// def binds `dec(args)(func)`); the MCP Python SDK's FastMCP.tool returns
// the decorator that registers the function
// (https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/server/fastmcp/server.py).
package pydecofac

import "github.com/resilience-check/resilience-check/checks/model"

// Deco is a function definition Def decorated with a call of a decorator
// factory of the file; Reg is the attribute callee (`mcp.tool`) of the
// registration call the factory returns.
type Deco struct {
	Def *model.Node
	Reg *model.Node
}

// Decorated returns the file's function definitions decorated with
// `@factory(...)` where factory is a function of the file (one definition
// of that name) that returns a call `X.word(...)` whose attribute word
// isReg accepts (the SDK registration decorator names), in document order.
func Decorated(f *model.File, isReg func(word string) bool) []Deco {
	if f.Lang != model.LangPython || !f.Contains("return ") {
		return nil
	}
	var out []Deco
	facs := map[*model.Node]*model.Node{} // factory -> its returned registration callee, nil if none
	f.FuncDecorators(func(def, e *model.Node) bool {
		if e.Sym() != model.SymCall {
			return false
		}
		c := model.Callee(e)
		if c == nil || c.Sym() != model.SymIdentifier {
			return false
		}
		fn := f.LocalFunc(c)
		if fn == nil || fn.Sym() != model.SymFunctionDefinition {
			return false
		}
		reg, ok := facs[fn]
		if !ok {
			reg = returnedReg(f, fn, isReg)
			facs[fn] = reg
		}
		if reg != nil {
			out = append(out, Deco{Def: def, Reg: reg})
			return true
		}
		return false
	})
	return out
}

// returnedReg returns the callee `X.word` of a registration call
// `X.word(...)` a return statement of fn itself (not of a function nested
// in it) returns, or nil.
func returnedReg(f *model.File, fn *model.Node, isReg func(string) bool) *model.Node {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	var reg *model.Node
	f.NodesIn(body, model.NewSymBitset(model.SymReturnStatement), func(r *model.Node) bool {
		if model.EnclosingFunc(r) != fn || r.NamedChildCount() == 0 {
			return true
		}
		v := model.Unwrap(r.NamedChild(0))
		if v.Sym() != model.SymCall {
			return true
		}
		if c := model.Callee(v); c != nil && c.Sym() == model.SymAttribute && isReg(f.Text(c.ChildByFieldName("attribute"))) {
			reg = c
		}
		return reg == nil
	})
	return reg
}
