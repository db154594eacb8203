// Package dispatch recognises, for RC402, the call by which a server's
// central tool dispatcher runs the tool a request names: a tool object's
// run method (`tool_handler.run_tool(arguments)` in mcp-obsidian's
// call_tool, `await tool.function(validated_args)`, `tool.handle(ctx,
// args)`, `currentTool.Execute(ctx, logger, cache, args)`,
// `executor.Execute(params, cfg)`) or a handler function taken from a
// registry (`handler = getHandler(name); await handler(args)`, `impl_func =
// self.tool_definitions[name][0]; impl_func(config, auth, params)`,
// `TOOLS[name](args)`). Whatever error any tool raises comes out of that
// call, so an error caught around it carries the tools' own errors (their
// HTTP clients', SDKs', drivers'), as the error of a decorator that runs the
// function it wraps does (errorigin.OriginWrapped); CodeQL's
// java/error-message-exposure reports the message of any caught exception
// sent to the caller. Blind-set misses "error from helper in another
// module" of mcp-obsidian server.py:82, servicenow-mcp server.py:281,
// contentful-mcp index.ts:150, strapi-mcp index.ts:282, mcp-devtools
// main.go:169 (bench/realcode/leakdiag.py: 22 of the 121 servers with a
// missed RC402 row have a leak of unknown origin around such a call,
// before the exclusions below).
//
// The recognition is by the names such dispatchers use for the tool and its
// run method, on a variable the function looks up itself. A parameter (a
// wrapper's `withErrorHandling(handler)`, a helper handed the tool,
// `CreateToolHandler(executor CommandExecutor)`) is left to the existing
// readings of a wrapper (a decorator that forwards its arguments,
// errorigin.OriginWrapped) and of a helper's parameter (the arguments its
// callers pass); an instance the file constructs (`tool_handler =
// ExecuteToolHandler()`) to the summaries' reading of its class; a callee
// the file imports or defines, and an entry of a table
// the file builds as a literal (`handler = TOOL_HANDLERS.get(name)` with
// `TOOL_HANDLERS = {"kubectl": run_kubectl}`), are left to the file's and
// the summaries' own reading of them (package summary/dispatch follows such
// a table to its functions, and finds none with an origin when they compute
// in-process).
package dispatch

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/fnparam"
	"github.com/resilience-check/resilience-check/checks/model"
)

// receivers are the names (lower case, without `_`) of a variable holding
// the tool a request names.
var receivers = map[string]bool{
	"tool": true, "currenttool": true, "selectedtool": true, "matchedtool": true, "targettool": true,
	"toolhandler": true, "toolinstance": true, "toolimpl": true, "toolobj": true, "tooldef": true,
	"tooldefinition": true, "handler": true, "toolexecutor": true, "executor": true,
}

// methods are the names (lower case, without `_`) of a tool's run method.
var methods = map[string]bool{
	"run": true, "runtool": true, "handle": true, "execute": true, "function": true, "call": true,
	"invoke": true, "handler": true, "handlerequest": true, "callback": true, "fn": true, "impl": true,
	"implementation": true,
}

// funcs are the names (lower case, without `_`) of a variable holding a
// tool's handler function.
var funcs = map[string]bool{
	"handler": true, "toolhandler": true, "implfunc": true, "toolfunc": true, "toolfn": true,
	"handlerfunc": true, "handlerfn": true, "toolimpl": true, "toolfunction": true,
}

// registries are the names (lower case, without `_`) of a table of tools or
// handlers indexed by the tool's name (`TOOLS[name](args)`).
var registries = map[string]bool{
	"tools": true, "handlers": true, "toolhandlers": true, "toolmap": true, "registry": true,
	"toolregistry": true, "toolfuncs": true, "toolfunctions": true, "toolimpls": true,
}

func norm(s string) string {
	if i := strings.LastIndexAny(s, ".>"); i >= 0 {
		s = s[i+1:]
	}
	return strings.ToLower(strings.ReplaceAll(s, "_", ""))
}

// Call reports whether call runs the tool a request names, as the package
// comment describes: a run method on a tool variable, a call of a handler
// variable, or a call of (or a run method on) a registry's entry. A callee
// the file imports or defines (model.File.ImportedName, LocalFunc) is not
// one.
func Call(f *model.File, call *model.Node) bool {
	fn := model.Callee(call)
	if fn == nil || f.LocalFunc(fn) != nil || model.ImportedName(f, fn) != "" {
		return false
	}
	if fn.Sym() == model.SymIdentifier {
		return funcs[norm(f.Text(fn))] && !param(f, fn) && !fileTable(f, f.Lookup(f.Text(fn), fn))
	}
	if registryEntry(f, fn) {
		return true // TOOLS[name](args)
	}
	obj, prop := fn.ChildByFieldName("object"), fn.ChildByFieldName("attribute")
	if prop == nil {
		prop = fn.ChildByFieldName("property")
	}
	if prop == nil {
		prop = fn.ChildByFieldName("field")
	}
	if obj == nil {
		obj = fn.ChildByFieldName("operand")
	}
	if obj == nil || prop == nil || !methods[norm(f.Text(prop))] {
		return false
	}
	obj = model.Unwrap(obj)
	if registryEntry(f, obj) {
		return true // self.tools[name].run(args)
	}
	switch obj.Sym() {
	case model.SymIdentifier:
		v := model.Unwrap(f.Lookup(f.Text(obj), obj))
		return receivers[norm(f.Text(obj))] && !param(f, obj) && !constructed(f, v) && !fileTable(f, v)
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		return receivers[norm(f.Text(obj))]
	}
	return false
}

// fileTable reports whether v, the value a tool or handler variable is
// bound to, is an entry of a table the file builds as a dict or object
// literal: `TOOL_HANDLERS.get(name)`, `operationHandlers[args.op]`.
func fileTable(f *model.File, v *model.Node) bool {
	v = model.Unwrap(v)
	if v == nil {
		return false
	}
	var tab *model.Node
	switch v.Sym() {
	case model.SymCall, model.SymCallExpression:
		if c := model.Callee(v); c != nil && (c.Sym() == model.SymAttribute || c.Sym() == model.SymMemberExpression) {
			if p := c.ChildByFieldName("attribute"); p != nil && f.Text(p) == "get" {
				tab = c.ChildByFieldName("object")
			}
			if p := c.ChildByFieldName("property"); p != nil && (f.Text(p) == "get" || f.Text(p) == "find") {
				tab = c.ChildByFieldName("object")
			}
		}
	case model.SymSubscript:
		tab = v.ChildByFieldName("value")
	case model.SymSubscriptExpression:
		tab = v.ChildByFieldName("object")
	}
	return tab != nil && literal(f, model.Unwrap(tab))
}

// literal reports whether identifier n is bound to a dict or object literal,
// or to a list or array literal (`const tools = [...]; tools.find(...)`).
func literal(f *model.File, n *model.Node) bool {
	if n == nil || n.Sym() != model.SymIdentifier {
		return false
	}
	w := model.Unwrap(f.Lookup(f.Text(n), n))
	return w != nil && (w.Sym() == model.SymDictionary || w.Sym() == model.SymObject || w.Sym() == model.SymArray || w.Sym() == model.SymList)
}

// registryEntry reports whether n indexes a table of tools by a variable
// (`TOOLS[name]`, `self.handlers[tool_name]`), not a literal key.
func registryEntry(f *model.File, n *model.Node) bool {
	switch n.Sym() {
	case model.SymSubscript, model.SymSubscriptExpression, model.SymIndexExpression:
	default:
		return false
	}
	tab := n.ChildByFieldName("value")
	if tab == nil {
		tab = n.ChildByFieldName("object")
	}
	if tab == nil {
		tab = n.ChildByFieldName("operand")
	}
	key := n.ChildByFieldName("subscript")
	if key == nil {
		key = n.ChildByFieldName("index")
	}
	if tab == nil || key == nil {
		return false
	}
	if literal(f, model.Unwrap(tab)) {
		return false // a table the file builds: the summaries follow it
	}
	switch model.Unwrap(key).Sym() {
	case model.SymIdentifier, model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
	default:
		return false
	}
	return registries[norm(f.Text(tab))]
}

// param reports whether identifier n names a parameter of a function
// enclosing it (the function itself or one it is nested in).
func param(f *model.File, n *model.Node) bool {
	for fn := model.EnclosingFunc(n); fn != nil; fn = model.EnclosingFunc(fn) {
		if name := f.Text(n); fnparam.JSNamed(f, fn, name) || fnparam.Index(f, fn, name) >= 0 {
			return true
		}
	}
	return false
}

// constructed reports whether v, a variable's value, builds an instance:
// `new Handler()`, a Python call of a capitalised name (`ExecuteToolHandler()`).
func constructed(f *model.File, v *model.Node) bool {
	if v == nil {
		return false
	}
	if v.Sym() == model.SymNewExpression {
		return true
	}
	if v.Sym() != model.SymCall || f.Lang != model.LangPython {
		return false
	}
	c := model.Callee(v)
	if c == nil {
		return false
	}
	name := f.Text(c)
	name = name[strings.LastIndexByte(name, '.')+1:]
	return name != "" && name[0] >= 'A' && name[0] <= 'Z'
}
