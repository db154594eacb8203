package handlers

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/dispatch"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/classshape"
	"github.com/resilience-check/resilience-check/checks/model"
)

// runMethods are the names of the method a tool class runs a call with:
// mongodb-mcp-server's ToolBase.execute, mcp-obsidian's
// ToolHandler.run_tool, LangChain's BaseTool._run / _arun, and the plain
// run / call / handle / invoke of hand-written bases.
var runMethods = map[string]bool{"execute": true, "run_tool": true, "runTool": true, "execute_tool": true, "executeTool": true,
	"run": true, "_run": true, "arun": true, "_arun": true, "call": true, "handle": true, "invoke": true}

// hookMethod reports whether a method name is a template method's hook
// that a tool base's run method calls for the subclass's own work
// (monday.com's BaseMondayApiTool.execute calls `this.executeInternal`):
// a run method's name with a suffix Internal / Impl / Inner / Core
// (executeInternal, runImpl, execute_impl), a prefix do (doExecute, do_run)
// or _execute. (LangChain JS's StructuredTool._call is its run method, not
// a hook: a LangChain tool is not an MCP tool.) A tool class that defines its own run method
// is read at that method; the hook is its body only when the class has
// none (the base runs it). Peer: the Template Method pattern (GoF) as
// CodeQL's virtual dispatch resolves `this.m()` in a base to the
// subclass's override; this is the name-based approximation for a base
// in another file.
func hookMethod(name string) bool {
	n := strings.ToLower(strings.ReplaceAll(name, "_", ""))
	for m := range runMethods {
		m = strings.ToLower(strings.ReplaceAll(m, "_", ""))
		for _, suf := range []string{"internal", "impl", "inner", "core"} {
			if n == m+suf {
				return true
			}
		}
		if n == "do"+m || strings.HasPrefix(name, "_") && !strings.HasPrefix(name, "__") && n == m && strings.HasPrefix(m, "execute") {
			return true
		}
	}
	return false
}

// nameFields are the class fields that hold a tool class's name.
var nameFields = map[string]bool{"name": true, "toolName": true, "tool_name": true, "NAME": true, "TOOL_NAME": true}

// classTools returns the run methods of the file's tool classes: a class
// (not abstract) whose base's name contains "Tool" (ToolBase, ToolHandler,
// MongoDBToolBase, BaseTool) and that defines a run method with a body
// that does more than raise NotImplementedError.
func classTools(f *model.File) []Tool {
	var out []Tool
	syms := model.NewSymBitset(model.SymClassDefinition, model.SymClassDeclaration)
	f.NodesOf(syms, func(cls *model.Node) bool {
		if !classshape.ToolBase(f, cls) {
			return true
		}
		body := cls.ChildByFieldName("body")
		if body == nil {
			return true
		}
		name := ""
		var run, hook *model.Node
		for i := 0; i < int(body.NamedChildCount()); i++ {
			m := body.NamedChild(i)
			if m.Sym() == model.SymDecoratedDefinition {
				m = m.ChildByFieldName("definition")
			}
			if m == nil {
				continue
			}
			switch m.Sym() {
			case model.SymFunctionDefinition, model.SymMethodDefinition:
				mn := f.Text(m.ChildByFieldName("name"))
				if runMethods[mn] && run == nil && !classshape.Abstract(f, m) {
					run = m
				}
				if hook == nil && hookMethod(mn) && !classshape.Abstract(f, m) {
					hook = m
				}
				if mn == "__init__" && name == "" {
					name = superName(f, m)
				}
			case model.SymPublicFieldDefinition, model.SymFieldDefinition:
				if nameFields[f.Text(m.ChildByFieldName("name"))] {
					if v := dispatch.StringValue(f, m.ChildByFieldName("value")); v != nil {
						name = literal(f, v)
					}
				}
			case model.SymExpressionStatement: // Python: name = "x"
				if a := m.NamedChild(0); a != nil && a.Sym() == model.SymAssignment && nameFields[f.Text(a.ChildByFieldName("left"))] {
					if v := dispatch.StringValue(f, a.ChildByFieldName("right")); v != nil {
						name = literal(f, v)
					}
				}
			}
		}
		if run == nil {
			run = hook // the base's run method calls it (template method)
		}
		if run != nil {
			out = append(out, Tool{Shape: Class, Name: name, Report: run.ChildByFieldName("name"), Handler: run, Schema: []*model.Node{cls}})
		}
		return true
	})
	return out
}

// superName returns the string a Python __init__ passes first to
// super().__init__(...): the tool's name in mcp-obsidian's ToolHandler
// subclasses.
func superName(f *model.File, init *model.Node) string {
	name := ""
	model.Walk(init.ChildByFieldName("body"), func(n *model.Node) bool {
		if name != "" || n.IsScope() {
			return false
		}
		if n.Sym() == model.SymCall && strings.HasPrefix(f.Text(model.Callee(n)), "super().__init__") {
			if a := model.Arg(n, 0); a != nil {
				if v := dispatch.StringValue(f, a); v != nil {
					name = literal(f, v)
				}
			} else if a := f.Kwarg(n, "name"); a != nil && dispatch.StringValue(f, a) != nil {
				name = literal(f, a)
			}
			return false
		}
		return true
	})
	return name
}
