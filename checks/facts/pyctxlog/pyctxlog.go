// Package pyctxlog holds RC402's fact on the log methods of the FastMCP
// Context in Python: `await ctx.error(f"failed: {e}")`, `ctx.info(...)`,
// `ctx.warning(...)`, `ctx.debug(...)` and `ctx.log(level, message)` on a
// parameter annotated with the Context class of the MCP Python SDK's
// FastMCP (`from mcp.server.fastmcp import Context`) or of the fastmcp
// package (`from fastmcp import Context`), or of the SDK's MCPServer that
// renamed FastMCP (`from mcp.server.mcpserver import Context`). Each of them sends its message
// to the client as an MCP log notification (`notifications/message`):
// Context.log calls `self.request_context.session.send_log_message(level=level,
// data=message, ...)`, and debug/info/warning/error call log
// (https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/server/fastmcp/server.py,
// class Context; fastmcp's Context documents the same methods as "Send log
// messages back to MCP clients", https://gofastmcp.com/servers/logging).
// RC402 already counts send_log_message itself as a sink (leakLog); this
// package names the Context's shorthand for it. A receiver not annotated
// with that class (a click or Starlette context, an untyped `ctx`) is none.
// Source: bench/realcode/blind20-misses.tsv (ado-mcp-server-python
// decorators.py:62, "MCP log notification sink not modelled in Python").
package pyctxlog

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// logMethods are the Context methods that send a log notification, with
// the index of the argument holding the message (ctx.log(level, message)).
var logMethods = map[string]int{"error": 0, "warning": 0, "info": 0, "debug": 0, "log": 1}

// Message returns the arguments node of Python call when the call is a log
// method of a FastMCP Context (see the package doc): the text the client
// receives is among them (the message, and for fastmcp's methods the
// `extra` mapping sent with it). It returns nil for any other call.
func Message(f *model.File, call *model.Node) *model.Node {
	if f.Lang != model.LangPython {
		return nil
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymAttribute {
		return nil
	}
	if _, ok := logMethods[f.Text(fn.ChildByFieldName("attribute"))]; !ok {
		return nil
	}
	recv := fn.ChildByFieldName("object")
	if recv == nil || recv.Sym() != model.SymIdentifier || !scheduled(f, call) || !IsContextParam(f, recv) {
		return nil
	}
	return model.Args(call)
}

// schedulers are the asyncio functions that run a coroutine handed to them.
var schedulers = map[string]bool{"create_task": true, "ensure_future": true, "gather": true, "run_coroutine_threadsafe": true}

// scheduled reports whether the coroutine call returns runs: it is awaited
// (`await ctx.error(msg)`) or handed to an asyncio scheduler
// (`asyncio.create_task(ctx.info(msg))`). The log methods are coroutine
// functions (`async def error`), so a bare `ctx.error(msg)` builds a
// coroutine that never runs and sends nothing (Python warns "coroutine ...
// was never awaited"; blind set: singlestore starter_workspaces.py:326).
func scheduled(f *model.File, call *model.Node) bool {
	p := call.Parent()
	if p == nil {
		return false
	}
	if p.Sym() == model.SymAwait {
		return true
	}
	if p.Sym() != model.SymArgumentList || p.Parent() == nil || p.Parent().Sym() != model.SymCall {
		return false
	}
	name := f.Text(model.Callee(p.Parent()))
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	return schedulers[name]
}

// IsContextParam reports whether identifier v is bound by a parameter of
// an enclosing function annotated with a FastMCP Context class (`ctx:
// Context`, `ctx: Context | None`, `ctx: Optional[Context]`,
// `ctx: fastmcp.Context`), and the function does not assign it again.
func IsContextParam(f *model.File, v *model.Node) bool {
	name := f.Text(v)
	p := model.ParamNode(f, name, v)
	if p == nil {
		return false
	}
	if p == nil || p.Sym() != model.SymTypedParameter && p.Sym() != model.SymTypedDefaultParameter {
		return false
	}
	found := false
	model.Walk(p.ChildByFieldName("type"), func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() == model.SymIdentifier || n.Sym() == model.SymAttribute {
			found = contextClass(model.ImportedName(f, n))
			return false
		}
		return true
	})
	if !found {
		return false
	}
	fnode := model.EnclosingFunc(p)
	if fnode == nil {
		return false
	}
	reassigned := false
	model.Walk(fnode.ChildByFieldName("body"), func(n *model.Node) bool {
		if n.Sym() == model.SymAssignment || n.Sym() == model.SymAugmentedAssignment {
			if l := model.Unwrap(n.ChildByFieldName("left")); l != nil && l.Sym() == model.SymIdentifier && f.Text(l) == name {
				reassigned = true
			}
		}
		return !reassigned
	})
	return !reassigned
}

// contextClass reports whether qualified name q is the Context class of
// the MCP SDK's FastMCP or of the fastmcp package, by any of its import
// paths (mcp.server.fastmcp.Context, mcp.server.fastmcp.server.Context,
// fastmcp.Context, fastmcp.server.context.Context, and the SDK's renamed
// MCPServer's mcp.server.mcpserver.Context, whose log methods call
// send_log_message the same way: src/mcp/server/mcpserver/context.py).
func contextClass(q string) bool {
	if !strings.HasSuffix(q, ".Context") {
		return false
	}
	return strings.HasPrefix(q, "fastmcp.") || strings.HasPrefix(q, "mcp.server.fastmcp.") || strings.HasPrefix(q, "mcp.server.mcpserver.")
}
