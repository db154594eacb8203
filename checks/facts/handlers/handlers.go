// Package handlers finds the MCP tools a file defines in the shapes that
// real servers use besides the SDKs' one-call registrations
// (`@mcp.tool()`, `server.tool(...)`, `s.AddTool(...)`, which the rules
// read themselves):
//
//   - a low-level Server's tool call handler that dispatches by the tool's
//     name: Python `@server.call_tool()` `async def handle(name, arguments)`
//     with `if name == "create_x":` / `elif` branches or `match name:`
//     cases; TypeScript `server.setRequestHandler(CallToolRequestSchema,
//     async (request) => { switch (request.params.name) { case "x": ... } })`
//     and the functions it hands the request to (a parameter typed
//     `CallToolRequest`), and the functions such a handler hands the
//     tool's name to as first argument (package namefwd: `_dispatch(name,
//     args)` of the file, an imported `handleCampaignTool(name, args)`).
//     Each branch is one tool, and what it does (its
//     mutation, its errors) belongs to that tool;
//   - class-based tools: a class whose base is a tool class (ToolBase,
//     ToolHandler, BaseTool, ...) with a method that runs the tool
//     (`execute`, `run_tool`, `run`, ...), named by a `toolName` / `name`
//     field or a `super().__init__("name")` call (mongodb-mcp-server's
//     ToolBase, mcp-obsidian's ToolHandler);
//   - Go registrations through a local wrapper: a function or closure of the
//     file that passes its own parameters to an SDK registration
//     (`addTool := func(tool mcp.Tool, h server.ToolHandlerFunc) { ...
//     s.AddTool(tool, h) }`), so each call of it registers a tool;
//   - Go tool lists: composite literals that pair a tool definition with its
//     handler function (`{Tool: api.Tool{Name: "x", ...}, Handler: run}`),
//     which a server adapts to the SDK in a loop, and calls of a server's own
//     constructor that take both (`NewTool(meta, mcp.Tool{Name: "x"}, ...,
//     func(...) {...})`);
//   - Go tool factories: a function that returns a tool literal with its
//     handler, or calls a server's own NewTool with the tool's name and
//     handler (goreturn.go).
//
// The facts are computed once per file (model.Fact). Nothing here is a
// rule: RC601 judges the tools, and Kind tells the rules that weigh a
// handler's impact that such code serves a tool call.
package handlers

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/dispatch"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/gotable"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/jsfwd"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/pyshape"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/toolcallfn"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/gosyn"
	_ "github.com/resilience-check/resilience-check/checks/facts/pyrecv" // pyctor.Hook
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Shape says how a tool was found.
type Shape int

// Shapes of Tool.
const (
	// Dispatch is one branch of a low-level tool call handler that
	// dispatches by the tool's name.
	Dispatch Shape = iota + 1
	// Class is a tool class's run method.
	Class
	// GoList is a Go composite literal that pairs a tool with its handler.
	GoList
	// JSObject is a JS tool definition object whose input schema is under
	// the key `schema` (jsshapes.go).
	JSObject
	// JSMap is a function of a JS name-keyed handler map, or one typed
	// ToolCallback (jsshapes.go).
	JSMap
	// JSWrapped is a call of a file-local JS registration wrapper
	// (jsshapes.go).
	JSWrapped
	// GoResult is a Go function returning mcp-golang's ToolResponse
	// (goresult.go).
	GoResult
	// Flow is a function whose value reaches a registration through
	// names, loops, collections, factories, wrappers or imports
	// (flow.go, registry.go), in no shape above.
	Flow
	// GoTable is a function a Go tool table stores under the tool's name
	// (package gotable: servers without an SDK; their dispatchers' name
	// cases are Dispatch).
	GoTable
)

// Tool is one MCP tool found in a shape other than an SDK's one-call
// registration.
type Tool struct {
	Shape Shape
	// Name is the tool's name when a string literal (or a constant bound
	// to one in the file) gives it, else "".
	Name string
	// Report is where a finding about the tool goes: the branch's name
	// literal, the run method's name, the list element.
	Report *model.Node
	// Handler is the code that runs the tool: the branch (an if or elif
	// block, a case), the run method, the handler function.
	Handler *model.Node
	// Schema are the nodes whose text declares the tool's parameters and
	// annotations: the tool's definition of the same name in the file (a
	// low-level list_tools entry), the class, the list element. A nil
	// entry says the parameters are declared where the file does not show.
	Schema []*model.Node
}

// Tools returns the file's tools in the shapes of the package doc, in
// document order.
func Tools(f *model.File) []Tool { return model.Fact(f, toolsKey, tools) }

var toolsKey = model.NewFactKey[[]Tool]("handlers.Tools")

func tools(f *model.File) []Tool {
	out := append([]Tool(nil), shapes(f).tools...)
	switch {
	case f.Lang == model.LangPython:
		if f.Contains("call_tool") {
			out = append(out, pyDispatch(f)...)
		}
		if f.Contains("Tool") {
			out = append(out, classTools(f)...)
		}
	case f.Lang.IsJS():
		if f.Contains("CallToolRequest") {
			out = append(out, jsDispatch(f)...)
		}
		for _, t := range jsDispatchersHere(f) { // namefwd.go
			out = append(out, paramBranches(f, t)...)
		}
		if f.Contains("Tool") {
			out = append(out, classTools(f)...)
		}
	case f.Lang == model.LangGo:
		if f.Contains("Handler") {
			out = append(out, goList(f)...)
		}
		if f.Contains("Tool{") {
			out = append(out, goToolCalls(f)...)
		}
		if f.Contains("Tool{") || f.Contains("NewTool(") {
			out = append(out, goFactories(f)...) // goreturn.go
		}
		for _, e := range gotable.Entries(f) { // an SDK-less server's name switch or tool table
			t := Tool{Shape: GoTable, Name: e.Name, Report: e.Report, Handler: e.Handler}
			if e.Case {
				t.Shape = Dispatch
			}
			out = append(out, t)
		}
	}
	return append(out, flowTools(f, out)...)
}

// flowTools returns the tools of the data-flow model (flow.go) that no
// shape of out has and that no anchor takes as written (the rules read
// those): a function reaching a tool registration, named by its
// declaration or binding, its parameters declared where the registration
// is (no Schema: RC601 judges the handler's own text).
func flowTools(f *model.File, have []Tool) []Tool {
	ff := flowHandlers(f)
	if len(ff.funcs) == 0 {
		return nil
	}
	known := map[*model.Node]bool{}
	for _, t := range have {
		known[t.Handler] = true
	}
	if f.Lang.IsJS() { // jsshapes.go's tool objects RC601 reads itself; pyshape's and goresult.go's functions are Kind's only
		for fn := range shapes(f).funcs {
			known[fn] = !flowDefinition(f, toolDefinition(fn))
		}
	}
	var out []Tool
	for fn, k := range ff.funcs {
		if k != model.ToolHandler || ff.direct[fn] && f.Lang != model.LangPython || known[fn] || model.EnclosingFunc(fn) != nil && ff.funcs[model.EnclosingFunc(fn)] != model.NotHandler {
			continue
		}
		if p := fn.Parent(); p != nil && p.Sym() == model.SymDecoratedDefinition && pyToolDecorated(f, p) {
			continue // a decorated tool: RC601's own reading
		}
		if dispatcher(fn, have) || ff.dispatchers[fn] {
			continue // a dispatcher: its branches are the tools
		}
		t := Tool{Shape: Flow, Name: regflow.FuncName(f, fn), Handler: fn, Report: fn.ChildByFieldName("name")}
		if n := ff.names[fn]; n != "" { // the name the container beside it gives (flow.go siteName)
			t.Name = n
		}
		if def := toolDefinition(fn); def != nil { // {name, annotations, execute: wrap(async () => ...)}
			t.Schema = []*model.Node{def}
			switch def.Sym() {
			case model.SymObject:
				if n := jsObjName(f, def); n != "" {
					t.Name = n
				}
			case model.SymCompositeLiteral: // server.ServerTool{Tool: mcp.NewTool("create_project", ...), Handler: func...}
				if n := goDefName(f, def); n != "" {
					t.Name = n
				}
			}
		}
		if t.Report == nil || fn.Sym() == model.SymArrowFunction {
			t.Report = fn
			if p := fn.Parent(); p != nil && p.Sym() == model.SymPair {
				t.Report = p.ChildByFieldName("key")
			}
		}
		out = append(out, t)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Handler.StartByte() < out[b].Handler.StartByte() })
	return out
}

// shapeFacts are the tools and handler functions of the shapes of
// jsshapes.go, goresult.go and package pyshape, computed together once per file.
type shapeFacts struct {
	tools []Tool
	funcs map[*model.Node]bool
}

var shapesKey = model.NewFactKey[shapeFacts]("handlers.shapes")

func shapes(f *model.File) shapeFacts {
	return model.Fact(f, shapesKey, func(f *model.File) shapeFacts {
		s := shapeFacts{funcs: map[*model.Node]bool{}}
		switch {
		case f.Lang.IsJS():
			s.tools = jsShapeTools(f, s.funcs)
		case f.Lang == model.LangGo:
			s.tools = goResultFuncs(f, s.funcs)
		case f.Lang == model.LangPython:
			pyshape.Funcs(f, s.funcs) // pyshape: Kind only, RC601 reads none of them
		}
		return s
	})
}

// Kind returns model.ToolHandler when function fn runs an MCP tool in one
// of the package's shapes: a Python function decorated with a low-level
// `call_tool` (already a handler for model.File.HandlerOf), a function
// given to setRequestHandler(CallToolRequestSchema, ...) or taking a
// CallToolRequest, a tool class's run method, a Go function a tool list
// pairs with a tool or a registration wrapper is given; else
// model.NotHandler.
func Kind(f *model.File, fn *model.Node) model.HandlerKind {
	if fn == nil {
		return model.NotHandler
	}
	if handlerFuncs(f)[fn] {
		return model.ToolHandler
	}
	return flowHandlers(f).funcs[fn] // flow.go: by data flow from a registration

}

// init makes model.File.HandlerOf see the package's shapes.
func init() { model.HandlerHook = Kind }

var funcsKey = model.NewFactKey[map[*model.Node]bool]("handlers.funcs")

// handlerFuncs are the function nodes Kind answers ToolHandler for.
func handlerFuncs(f *model.File) map[*model.Node]bool {
	return model.Fact(f, funcsKey, func(f *model.File) map[*model.Node]bool {
		out := map[*model.Node]bool{}
		for fn := range shapes(f).funcs {
			out[fn] = true
		}
		for _, t := range Tools(f) {
			if t.Shape != Dispatch && t.Handler != nil && dispatch.IsFunc(t.Handler) {
				out[t.Handler] = true
			}
		}
		if f.Lang.IsJS() && f.Contains("CallToolRequest") {
			for _, fn := range jsDispatchFuncs(f) {
				out[fn] = true
			}
		}
		for _, t := range jsDispatchersHere(f) { // namefwd.go
			out[t.Fn] = true
		}
		return out
	})
}

// goDefName returns the tool name a Go tool literal gives: its Tool
// field's mcp.NewTool("name", ...) or Tool{Name: "name"}, or its own Name.
func goDefName(f *model.File, def *model.Node) string {
	v := f.GoKeyed(def, "Tool")
	if v == nil {
		v = def
	}
	switch v = model.Unwrap(v); v.Sym() {
	case model.SymCallExpression:
		if a := model.Unwrap(model.Arg(v, 0)); a != nil && (a.Sym() == model.SymInterpretedStringLiteral || a.Sym() == model.SymRawStringLiteral || a.Sym() == model.SymIdentifier) {
			return gosyn.Name(f, a)
		}
	case model.SymCompositeLiteral:
		if n := f.GoKeyed(v, "Name"); n != nil {
			return gosyn.Name(f, n)
		}
	}
	return ""
}

// dispatcher reports whether fn holds the branch of a Dispatch tool.
func dispatcher(fn *model.Node, tools []Tool) bool {
	for _, t := range tools {
		if t.Shape == Dispatch && t.Handler != nil && fn.StartByte() <= t.Handler.StartByte() && t.Handler.EndByte() <= fn.EndByte() {
			return true
		}
	}
	return false
}

// toolDefinition returns the object or dict literal a function is a value
// of, directly or through calls that wrap it (`execute: wrap("x", async
// () => ...)`), before any enclosing function: the tool's definition with
// its name and annotations; else nil.
func toolDefinition(fn *model.Node) *model.Node {
	for p := fn.Parent(); p != nil && !dispatch.IsFunc(p) && p.Sym() != model.SymLambda; p = p.Parent() {
		switch p.Sym() {
		case model.SymObject, model.SymDictionary, model.SymCompositeLiteral:
			return p
		case model.SymArguments, model.SymArgumentList, model.SymCall, model.SymCallExpression, model.SymPair,
			model.SymParenthesizedExpression, model.SymAwaitExpression, model.SymKeyedElement, model.SymLiteralElement, model.SymLiteralValue:
		default:
			return nil
		}
	}
	return nil
}

// pyDispatch returns the name branches of the file's low-level
// `@X.call_tool()` handlers.
func pyDispatch(f *model.File) []Tool {
	var out []Tool
	f.NodesOf(model.NewSymBitset(model.SymDecoratedDefinition), func(dd *model.Node) bool {
		def := dd.ChildByFieldName("definition")
		if def == nil || def.Sym() != model.SymFunctionDefinition || !pyCallTool(f, dd) {
			return true
		}
		params := def.ChildByFieldName("parameters")
		if params == nil || params.NamedChildCount() == 0 {
			return true
		}
		name := paramName(f, params.NamedChild(0))
		if name == "" {
			return true
		}
		out = append(out, branches(f, def.ChildByFieldName("body"), func(v *model.Node) bool { return f.Text(v) == name })...)
		out = append(out, pyForwarded(f, def, name)...) // _dispatch(name, args): namefwd.go
		return true
	})
	return out
}

// pyToolDecorated reports whether a decorated definition carries an SDK
// tool decorator, `@X.tool` or `@X.tool(...)`, which RC601 reads itself.
// A project decorator whose name merely holds the word (`@tool_errors()`,
// `@with_tool_logging`) wraps the function and registers nothing: a
// function it wraps that a registration takes (`mcp.add_tool(
// FunctionTool.from_function(run_job))`) is a flow tool.
func pyToolDecorated(f *model.File, dd *model.Node) bool {
	found := false
	adapt.PyDecorators(dd, func(_, e *model.Node) bool {
		found = e.Sym() == model.SymAttribute && f.Text(e.ChildByFieldName("attribute")) == "tool"
		return !found
	})
	return found
}

// pyCallTool reports whether a decorated definition is decorated with
// X.call_tool or X.call_tool(...).
func pyCallTool(f *model.File, dd *model.Node) bool {
	found := false
	adapt.PyDecorators(dd, func(_, e *model.Node) bool {
		found = e.Sym() == model.SymAttribute && f.Text(e.ChildByFieldName("attribute")) == "call_tool"
		return !found
	})
	return found
}

// paramName returns the name a Python parameter binds.
func paramName(f *model.File, p *model.Node) string {
	switch p.Sym() {
	case syntax.SymIdentifier:
		return f.Text(p)
	case syntax.SymTypedParameter:
		if c := p.NamedChild(0); c != nil && c.Sym() == model.SymIdentifier {
			return f.Text(c)
		}
	case syntax.SymDefaultParameter, syntax.SymTypedDefaultParameter:
		return f.Text(p.ChildByFieldName("name"))
	}
	return ""
}

// jsDispatchFuncs returns the JavaScript and TypeScript functions that
// handle a tool call: the handler given to
// setRequestHandler(CallToolRequestSchema, ...) and functions with a
// parameter typed CallToolRequest.
func jsDispatchFuncs(f *model.File) []*model.Node {
	var out []*model.Node
	syms := model.NewSymBitset(model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction,
		model.SymFunctionDeclaration, model.SymMethodDefinition)
	f.NodesOf(syms, func(fn *model.Node) bool {
		if jsCallToolFunc(f, fn) {
			out = append(out, fn)
		}
		return true
	})
	return out
}

func jsCallToolFunc(f *model.File, fn *model.Node) bool {
	if args := fn.Parent(); args != nil && args.Sym() == model.SymArguments && args.Parent() != nil {
		call := args.Parent()
		if c := model.Callee(call); c != nil && c.Sym() == model.SymMemberExpression &&
			f.Text(c.ChildByFieldName("property")) == "setRequestHandler" {
			first := model.Arg(call, 0)
			return first != nil && strings.HasSuffix(f.Text(first), "CallToolRequestSchema") && model.Arg(call, 1) == fn
		}
	}
	return regflow.CallToolParam(f, fn) || toolcallfn.Named(f, fn) // handleToolCall(name, args) { switch (name) ... }
}

// jsDispatch returns the name branches of the file's tool call handlers.
func jsDispatch(f *model.File) []Tool {
	var out []Tool
	funcs := jsDispatchFuncs(f)
	for _, fn := range funcs {
		body := fn.ChildByFieldName("body")
		if body == nil {
			continue
		}
		out = append(out, branches(f, body, func(v *model.Node) bool { return jsToolName(f, v) })...)
	}
	for _, fw := range jsfwd.Forwarded(f, funcs) { // handleToolCall(request.params)
		if body := fw.Fn.ChildByFieldName("body"); body != nil {
			out = append(out, branches(f, body, func(v *model.Node) bool {
				return jsToolName(f, v) || f.Text(model.Unwrap(v)) == fw.Params+".name"
			})...)
		}
	}
	return out
}

// jsToolNames are the variable names that hold a tool call's name once it
// is taken out of the request (`const { name, arguments } = request.params`).
var jsToolNames = map[string]bool{"name": true, "toolName": true, "tool_name": true, "tool": true}

// jsToolName reports whether v is the tool's name in a tool call handler:
// `request.params.name` or a variable named like it.
func jsToolName(f *model.File, v *model.Node) bool {
	v = model.Unwrap(v)
	switch v.Sym() {
	case model.SymMemberExpression:
		return strings.HasSuffix(f.Text(v), ".params.name")
	case model.SymIdentifier:
		if jsToolNames[f.Text(v)] {
			return true
		}
		// `const operation = name as MongoOperation; switch (operation)`
		if b := model.Unwrap(f.Lookup(f.Text(v), v)); b != nil && b != v && (b.Sym() == model.SymIdentifier || b.Sym() == model.SymMemberExpression) {
			return b.Sym() == model.SymIdentifier && jsToolNames[f.Text(b)] || strings.HasSuffix(f.Text(b), ".params.name")
		}
	}
	return false
}

// branches returns the branches of body (not of functions nested in it)
// that run when the tool's name (isName) equals a string: if / elif / else
// if chains comparing it with ==, ===, and switch / match cases.
func branches(f *model.File, body *model.Node, isName func(*model.Node) bool) []Tool {
	var out []Tool
	if body == nil {
		return nil
	}
	model.Walk(body, func(n *model.Node) bool {
		if n != body && n.IsScope() {
			return false
		}
		switch n.Sym() {
		case syntax.SymIfStatement, syntax.SymElifClause:
			cond := model.Unwrap(n.ChildByFieldName("condition"))
			if lit := nameCompared(f, cond, isName); lit != nil {
				out = append(out, branch(f, lit, n.ChildByFieldName("consequence")))
			}
		case syntax.SymSwitchStatement:
			if !isName(n.ChildByFieldName("value")) {
				return true
			}
			cases := n.ChildByFieldName("body")
			for i := 0; cases != nil && i < int(cases.NamedChildCount()); i++ {
				c := cases.NamedChild(i)
				if c.Sym() != syntax.SymSwitchCase {
					continue
				}
				if lit := dispatch.StringValue(f, c.ChildByFieldName("value")); lit != nil {
					out = append(out, branch(f, lit, c))
				}
			}
		case syntax.SymMatchStatement:
			if s := n.ChildByFieldName("subject"); s == nil || !isName(s) {
				return true
			}
			model.Walk(n.ChildByFieldName("body"), func(c *model.Node) bool {
				if c.Sym() != syntax.SymCaseClause {
					return c.Sym() == syntax.SymBlock
				}
				if c.NamedChildCount() > 0 && c.NamedChild(0).Sym() == syntax.SymCasePattern {
					if lit := dispatch.StringValue(f, c.NamedChild(0).NamedChild(0)); lit != nil {
						out = append(out, branch(f, lit, c.ChildByFieldName("consequence")))
					}
				}
				return false
			})
		}
		return true
	})
	return out
}

// nameCompared returns the string literal cond compares the tool's name
// with (`name == "x"`, `"x" === request.params.name`), or nil.
func nameCompared(f *model.File, cond *model.Node, isName func(*model.Node) bool) *model.Node {
	if cond == nil {
		return nil
	}
	var l, r *model.Node
	switch cond.Sym() {
	case syntax.SymComparisonOperator: // Python: a == b
		if cond.NamedChildCount() != 2 || !strings.Contains(f.Text(cond), "==") {
			return nil
		}
		l, r = cond.NamedChild(0), cond.NamedChild(1)
	case syntax.SymBinaryExpression:
		op := cond.ChildByFieldName("operator")
		if op == nil || (f.Text(op) != "===" && f.Text(op) != "==") {
			return nil
		}
		l, r = cond.ChildByFieldName("left"), cond.ChildByFieldName("right")
	default:
		return nil
	}
	if l == nil || r == nil {
		return nil
	}
	if isName(l) {
		return dispatch.StringValue(f, r)
	}
	if isName(r) {
		return dispatch.StringValue(f, l)
	}
	return nil
}

// literal returns the text of the string n is or stands for.
func literal(f *model.File, n *model.Node) string {
	if n.Sym() != model.SymString {
		n = f.Resolve(n)
	}
	return strings.Trim(f.Text(n), "'\"`")
}

// branch builds the Tool of one dispatch branch: lit names it, body runs it.
func branch(f *model.File, lit, body *model.Node) Tool {
	name := literal(f, lit)
	t := Tool{Shape: Dispatch, Name: name, Report: lit, Handler: body}
	if body == nil {
		t.Handler = lit
	}
	if d := definition(f, name); d != nil {
		t.Schema = []*model.Node{d}
	}
	return t
}

// definition returns the file's definition of the tool called name, as a
// low-level server lists it: a call `Tool(name="x", inputSchema=...)`
// (Python) or an object `{ name: "x", inputSchema: ... }`; nil when the
// file has none.
func definition(f *model.File, name string) *model.Node {
	return model.Fact(f, defsKey, definitions)[name]
}

var defsKey = model.NewFactKey[map[string]*model.Node]("handlers.definitions")

// definitions maps the tool names of the file's tool definitions
// (definition) to the first definition of each.
func definitions(f *model.File) map[string]*model.Node {
	out := map[string]*model.Node{}
	syms := model.NewSymBitset(model.SymCall, model.SymObject)
	f.NodesOf(syms, func(n *model.Node) bool {
		var v *model.Node
		switch n.Sym() {
		case model.SymCall:
			if c := model.Callee(n); c != nil && strings.HasSuffix(f.Text(c), "Tool") {
				v = f.Kwarg(n, "name")
			}
		case model.SymObject:
			if s, _ := f.ObjectProp(n, "inputSchema"); s != nil {
				v, _ = f.ObjectProp(n, "name")
			}
		}
		if v != nil && dispatch.StringValue(f, v) != nil {
			if name := literal(f, v); out[name] == nil {
				out[name] = n
			}
		}
		return true
	})
	return out
}
