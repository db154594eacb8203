// Package namefwd recognises a tool call handler that hands the tool's
// name on to a function of its own that dispatches on it: the handler
// takes the name out of the request and calls `_dispatch(name, args,
// toolkit, store)` (Python, stephus182/ibkr_core_mcp), `await
// _dispatch_tool(name, arguments)` (rjeffman/freeipa-mcp-py) or, in
// TypeScript, an imported `handleCampaignTool(name, toolArgs, apiClient)`
// of another module (jean-technologies/smartlead-mcp-server-local, eight
// such per-category modules), or a method of an instance of an imported
// class (`toolHandler.handle(toolName, args)` on `new ToolHandler(auth)`,
// sedoglia/garmin-mcp-ts; `this.toolHandler.handleTool(name, args)` on a
// field the class builds or types: ThisFieldClass). The function's branches on its first
// parameter against strings (`if name == "add_price_alert":`, `switch
// (toolName) { case 'smartlead_create_campaign': ... }`) are then the
// tools, read as the handler's own branches are (checks/facts/handlers).
//
// Evidence is the call, not the function's name: the function's first
// argument is the handler's name variable (Python: the call_tool
// handler's first parameter; JS: `name`, `toolName`, `request.params.name`
// as the handlers package reads them). A function that does not branch on
// that parameter against a string literal adds no tool (a logger, an audit
// call `audit_log(name, args)`, a permission check `isToolAllowed(name)`):
// the caller reads its branches and finds none.
//
// Source: blind-set misses of batch 20 (bench/realcode/blind20-misses.tsv,
// cause "tool not recognised": ibkr_core_mcp mcp_server.py:69-77,
// smartlead handlers/campaign.ts:27-29 and smartSenders.ts:31-33); the
// same shape in freeipa-mcp-py's server.py and executeautomation's
// mcp-database-server (src/handlers/toolHandlers.ts). Peer: the same
// forwarding as package toolcallfn, whose JS dispatchers must carry a
// dispatcher's name and live in the handler's file.
package namefwd

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Callees returns the names of the plain functions (an identifier callee,
// `f(...)`, or a Python `self.f(...)` / JS `this.f(...)` method, by its
// name) that the bodies of funcs (not functions nested in them) call with
// a first argument that isName says is the tool's name, in document order,
// each once.
func Callees(f *model.File, funcs []*model.Node, isName func(*model.Node) bool) []string {
	var out []string
	seen := map[string]bool{}
	nameCalls(funcs, isName, func(n *model.Node) {
		if name := calleeName(f, model.Callee(n)); name != "" && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	})
	return out
}

// nameCalls calls visit, in document order, with each call in the bodies of
// funcs (not in functions nested in them) whose first argument isName says
// is the tool's name.
func nameCalls(funcs []*model.Node, isName func(*model.Node) bool, visit func(call *model.Node)) {
	BodyCalls(funcs, func(n *model.Node) {
		if a := model.Arg(n, 0); a != nil && isName(a) {
			visit(n)
		}
	})
}

// BodyCalls calls visit, in document order, with each call (Python or
// JS/TS) in the bodies of funcs, not in functions nested in them: the
// calls a tool-call handler makes itself (nameCalls here, namearg.Calls).
func BodyCalls(funcs []*model.Node, visit func(call *model.Node)) {
	for _, fn := range funcs {
		body := fn.ChildByFieldName("body")
		if body == nil {
			continue
		}
		model.Walk(body, func(n *model.Node) bool {
			if n != body && n.IsScope() {
				return false
			}
			if n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression {
				visit(n)
			}
			return true
		})
	}
}

// calleeName returns the name a callee gives: an identifier's text, the
// attribute or property of `self.x` / `this.x`; else "".
func calleeName(f *model.File, c *model.Node) string {
	if c == nil {
		return ""
	}
	switch c.Sym() {
	case model.SymIdentifier:
		return f.Text(c)
	case model.SymAttribute:
		if o := c.ChildByFieldName("object"); o != nil && f.Text(o) == "self" {
			return f.Text(c.ChildByFieldName("attribute"))
		}
	case model.SymMemberExpression:
		if o := c.ChildByFieldName("object"); o != nil && o.Sym() == syntax.SymThis {
			return f.Text(c.ChildByFieldName("property"))
		}
	}
	return ""
}

// PyDefs returns the Python function definitions of f called name (at any
// level: a module's function, a class's method, a function nested in a
// builder), except skip (the handler itself).
func PyDefs(f *model.File, name string, skip *model.Node) []*model.Node {
	var out []*model.Node
	f.NodesOf(model.NewSymBitset(model.SymFunctionDefinition), func(d *model.Node) bool {
		if d != skip && f.Text(d.ChildByFieldName("name")) == name {
			out = append(out, d)
		}
		return true
	})
	return out
}

// FirstParam returns the name of function fn's first parameter that is
// not a Python method's self or cls: an identifier, a typed or defaulted
// parameter's name, a TypeScript required parameter's identifier pattern;
// "" when it has none or it is a pattern (a destructuring).
func FirstParam(f *model.File, fn *model.Node) string {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		return ""
	}
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		switch p.Sym() {
		case syntax.SymComment:
			continue
		case syntax.SymTypedParameter:
			p = p.NamedChild(0)
		case syntax.SymDefaultParameter, syntax.SymTypedDefaultParameter:
			p = p.ChildByFieldName("name")
		default:
			if pat := p.ChildByFieldName("pattern"); pat != nil { // TS required_parameter
				p = pat
			}
		}
		if p == nil || p.Sym() != model.SymIdentifier {
			return ""
		}
		if n := f.Text(p); f.Lang != model.LangPython || n != "self" && n != "cls" {
			return n
		}
	}
	return ""
}

// Target is a function a tool call handler hands the tool's name to and
// the name of the first parameter that receives it.
type Target struct {
	Fn    *model.Node
	Param string
}

// PyTargets returns the Python functions of f that the call_tool handler
// def calls with its name parameter name as first argument (Callees,
// PyDefs), with the parameter that receives it.
func PyTargets(f *model.File, def *model.Node, name string) []Target {
	var out []Target
	for _, g := range Callees(f, []*model.Node{def}, func(v *model.Node) bool { return f.Text(model.Unwrap(v)) == name }) {
		for _, d := range PyDefs(f, g, def) {
			if p := FirstParam(f, d); p != "" {
				out = append(out, Target{d, p})
			}
		}
	}
	return out
}

// Here returns the JS functions of f bound at its top level (bindings) to
// the names other files' tool call handlers hand the tool's name to
// (names: the handlers package's registry) that have a first parameter
// and for which branches finds name branches on it; computed once per
// file.
func Here(f *model.File, names []string, bindings func(string) []*model.Node, branches func(Target) int) []Target {
	return model.Fact(f, hereKey, func(f *model.File) []Target {
		var out []Target
		for _, n := range names {
			for _, fn := range bindings(n) {
				fn = model.Unwrap(fn)
				if fn == nil || !isFunc(fn) {
					continue
				}
				if t := (Target{fn, FirstParam(f, fn)}); t.Param != "" && branches(t) > 0 {
					out = append(out, t)
				}
			}
		}
		return out
	})
}

var hereKey = model.NewFactKey[[]Target]("namefwd.Here")

// isFunc reports whether n is a JS function declaration or expression.
func isFunc(n *model.Node) bool {
	switch n.Sym() {
	case model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymMethodDefinition:
		return true
	}
	return false
}

// ThisFieldClass returns the class of the field a JS member call's object
// `this.x` names, read from the class around the call: the constructor of
// the `new C(...)` the class assigns to it (`this.x = new C(...)`, `x =
// new C()`) or else its TypeScript declared type (`private x: C`); "" when
// the class gives none or two.
func ThisFieldClass(f *model.File, callee *model.Node) string {
	obj := model.Unwrap(callee.ChildByFieldName("object"))
	if obj == nil || obj.Sym() != model.SymMemberExpression {
		return ""
	}
	if o := obj.ChildByFieldName("object"); o == nil || o.Sym() != model.SymThis {
		return ""
	}
	field := f.Text(obj.ChildByFieldName("property"))
	cls := obj.Parent()
	for cls != nil && cls.Sym() != model.SymClassDeclaration && cls.Sym() != syntax.SymClass {
		cls = cls.Parent()
	}
	if cls == nil || cls.ChildByFieldName("body") == nil {
		return ""
	}
	built, typed := map[string]bool{}, ""
	ctor := func(v *model.Node) {
		if v = model.Unwrap(v); v != nil && v.Sym() == model.SymNewExpression {
			if c := v.ChildByFieldName("constructor"); c != nil && c.Sym() == model.SymIdentifier {
				built[f.Text(c)] = true
			}
		}
	}
	model.Walk(cls.ChildByFieldName("body"), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymPublicFieldDefinition, model.SymFieldDefinition:
			name := n.ChildByFieldName("name")
			if name == nil {
				name = n.ChildByFieldName("property")
			}
			if name == nil || f.Text(name) != field {
				return true
			}
			ctor(n.ChildByFieldName("value"))
			if t := n.ChildByFieldName("type"); t != nil {
				typed = strings.TrimSpace(strings.TrimPrefix(f.Text(t), ":"))
			}
		case model.SymAssignmentExpression:
			if l := n.ChildByFieldName("left"); l != nil && f.Text(l) == "this."+field {
				ctor(n.ChildByFieldName("right"))
			}
		}
		return true
	})
	if len(built) == 1 {
		for c := range built {
			return c
		}
	}
	if len(built) == 0 && jsIdent(typed) {
		return typed
	}
	return ""
}

// jsIdent reports whether s is a plain JS identifier (a class name, no
// generic arguments, union or qualified name).
func jsIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r != '_' && r != '$' && !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// reExportSrc matches a JS/TS re-export from another module (`export {
// ToolHandler } from './tool-handler.js'`, `export * from './lead'`).
var reExportSrc = regexp.MustCompile(`(?m)^[ \t]*export[ \t]*(\*|\{)[^;]*?\bfrom\b`)

// ReExportText reports whether JS file pth's text holds a re-export
// (reExportSrc): the registry follows a Dispatcher ref through such a
// barrel (`import { ToolHandler } from './handlers/index.js'` of a module
// that re-exports it) and parses no other dispatcher file.
func ReExportText(pth string, read func(string) ([]byte, error)) bool {
	if lang, ok := model.DetectLanguage(pth); !ok || !lang.IsJS() {
		return false
	}
	src, err := read(pth)
	return err == nil && len(src) <= 1<<20 && reExportSrc.Match(src)
}

// ClassMethods returns the methods called m of the JS class declarations
// among classes (a file's top-level bindings of a class name).
func ClassMethods(f *model.File, classes []*model.Node, m string) []*model.Node {
	var out []*model.Node
	for _, c := range classes {
		body := c.ChildByFieldName("body")
		if body == nil || c.Sym() != model.SymClassDeclaration {
			continue
		}
		for i := 0; i < int(body.NamedChildCount()); i++ {
			if d := body.NamedChild(i); d.Sym() == model.SymMethodDefinition && f.Text(d.ChildByFieldName("name")) == m {
				out = append(out, d)
			}
		}
	}
	return out
}

// MemberCallees returns the member-expression callees (`runner.run`,
// `this.jobs.run`) of the JS calls in the bodies of funcs (not the
// functions nested in them) whose first argument isName says is the
// tool's name, in document order.
func MemberCallees(f *model.File, funcs []*model.Node, isName func(*model.Node) bool) []*model.Node {
	var out []*model.Node
	nameCalls(funcs, isName, func(n *model.Node) {
		if c := model.Callee(n); n.Sym() == model.SymCallExpression && c != nil && c.Sym() == model.SymMemberExpression {
			out = append(out, c)
		}
	})
	return out
}
