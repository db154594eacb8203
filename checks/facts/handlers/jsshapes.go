package handlers

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/facts/jsrunkey"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// JavaScript and TypeScript tool shapes that register a tool away from the
// function that runs it (a loop, another file, a wrapper), so that neither
// the SDK's call nor a CallToolRequest shows beside the handler:
//
//   - a tool definition object: an object literal holding a `handler` or
//     `execute` function, or a `call` or `callback` one beside an input
//     schema (jsrunkey.Run; inline, or a function of the file given by name:
//     PostHog's `{ name: "dashboard-create", schema, handler: createHandler }`)
//     beside a `name` or an input schema (`schema`,
//     `inputSchema`, `parameters`, `input_schema`, `argsSchema`), in a list
//     or under a map key that a server registers in a loop (`for (const t
//     of tools) server.tool(t.name, t.schema, t.handler)`,
//     `Object.entries(cmds).forEach(([n, c]) => this.tool(n, ..., c.handler))`),
//     or given to FastMCP's `server.addTool({name, execute})`. An object
//     with a route's keys (`url`, `path`, `route`, `method`) is an HTTP
//     route (Fastify's `{method, url, schema, handler}`), not a tool;
//   - a name-keyed handler map: an object literal of functions bound to a
//     name, or returned by a function whose declared type, ends in
//     "Handlers" (`export const ACTION_HANDLERS = { auth0_list_actions:
//     async (request) => ... }`, `entryHandlers`, `(): DowntimesToolHandlers
//     => ({ schedule_downtime: ... })`), which a CallTool handler dispatches
//     by the tool's name (`HANDLERS[name](args)`, `getHandler(name)`);
//   - a function typed with the SDK's ToolCallback (`export const
//     runPipeline: ToolCallback<...> = async (args) => ...`);
//   - a file-local registration wrapper: a function whose body calls an
//     SDK registration (`registerTool`, `tool`, `addTool`) and that
//     forwards one of its parameters to it or calls it
//     (`const tool = (name, desc, schema, cb) => server.registerTool(name,
//     {...}, (args) => wrap(cb)(args))`): each call of the wrapper
//     registers the function it is given.
//
// Peer practice: CodeQL's JS MCP models (and Semgrep's mcp rules) treat a
// function as a tool callback by the registration's data flow; these
// shapes are the per-file approximations of that flow.

// routeKeys are keys that make an object an HTTP route, not a tool.
var routeKeys = []string{"url", "path", "route", "method", "methods"}

// jsRegisterWords are the member names of the JS SDKs' tool registrations
// (the official SDK's tool / registerTool, FastMCP's addTool).
var jsRegisterWords = map[string]bool{"tool": true, "registerTool": true, "addTool": true}

// handlersName matches a binding or type name that says it holds tool
// handlers keyed by name.
var handlersName = regexp.MustCompile(`(?i)handlers$`)

// jsShapeTools returns the tools of the file's JS shapes (the block comment
// above) that RC601 does not read itself, and in funcs the functions of
// every shape, for Kind.
func jsShapeTools(f *model.File, funcs map[*model.Node]bool) []Tool {
	var out []Tool
	wrappers := jsWrappers(f)
	syms := model.NewSymBitset(model.SymObject, model.SymVariableDeclarator, model.SymCallExpression)
	f.NodesOf(syms, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymObject:
			if run, schemaKey := jsToolDef(f, n); run != nil {
				funcs[run] = true
				if schemaKey == "schema" { // inputSchema / parameters objects: RC601's own jsToolObject
					out = append(out, Tool{Shape: JSObject, Name: jsObjName(f, n), Report: run, Handler: run, Schema: []*model.Node{n}})
				}
				return true
			}
			if jsHandlerMap(f, n) {
				for i := 0; i < int(n.NamedChildCount()); i++ {
					p := n.NamedChild(i)
					var fn *model.Node
					switch p.Sym() {
					case model.SymPair:
						fn = jsFuncValue(p.ChildByFieldName("value"))
					case model.SymMethodDefinition:
						fn = p
					}
					if fn == nil {
						continue
					}
					funcs[fn] = true
					key := p.ChildByFieldName("key")
					if key == nil {
						key = p.ChildByFieldName("name")
					}
					out = append(out, Tool{Shape: JSMap, Name: strings.Trim(f.Text(key), "'\"`"), Report: key, Handler: fn})
				}
			}
		case model.SymVariableDeclarator: // const x: ToolCallback<...> = async (args) => ...
			t := n.ChildByFieldName("type")
			if t == nil || !strings.Contains(f.Text(t), "ToolCallback") {
				return true
			}
			if fn := jsFuncValue(n.ChildByFieldName("value")); fn != nil {
				funcs[fn] = true
				name := n.ChildByFieldName("name")
				t := Tool{Shape: JSMap, Name: f.Text(name), Report: name, Handler: fn}
				if site := regflow.CallSiteName(f, t.Name); site != "" { // createTool(toolName, config, callback)
					t.Name = site
				}
				out = append(out, t)
			}
		case model.SymCallExpression:
			c := model.Callee(n)
			if c == nil || c.Sym() != model.SymIdentifier {
				return true
			}
			_, ok := wrappers[f.Text(c)]
			if !ok {
				return true
			}
			var fn *model.Node
			for i := model.NumArgs(n) - 1; i >= 1 && fn == nil; i-- {
				fn = jsFuncArg(f, model.Arg(n, i))
			}
			if fn == nil {
				return true
			}
			funcs[fn] = true
			t := Tool{Shape: JSWrapped, Report: n, Handler: fn}
			if a := model.Arg(n, 0); a != nil && model.Unwrap(a).Sym() == model.SymString {
				t.Name = literal(f, model.Unwrap(a))
			}
			for i := 1; i < model.NumArgs(n) && model.Arg(n, i) != nil && jsFuncArg(f, model.Arg(n, i)) != fn; i++ {
				switch a := model.Unwrap(model.Arg(n, i)); {
				case a == nil:
				case a.Sym() == model.SymIdentifier || a.Sym() == model.SymMemberExpression:
					if v := f.Resolve(a); v.Sym() == model.SymObject || v.Sym() == model.SymCallExpression {
						t.Schema = append(t.Schema, v)
					} else {
						t.Schema = append(t.Schema, nil) // a schema from elsewhere
					}
				default:
					t.Schema = append(t.Schema, a)
				}
			}
			out = append(out, t)
		}
		return true
	})
	return out
}

// jsFuncArg returns the function an argument is: a function expression,
// or a name bound in the file to one.
func jsFuncArg(f *model.File, a *model.Node) *model.Node {
	if fn := jsFuncValue(a); fn != nil {
		return fn
	}
	a = model.Unwrap(a)
	if a == nil || a.Sym() != model.SymIdentifier {
		return nil
	}
	if fn := f.LocalFunc(a); fn != nil {
		return fn
	}
	return jsFuncValue(f.Resolve(a))
}

// jsFuncValue returns v when it is a function expression, else nil.
func jsFuncValue(v *model.Node) *model.Node {
	v = model.Unwrap(v)
	if v == nil {
		return nil
	}
	switch v.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
		return v
	}
	return nil
}

// jsToolDef returns the function running the tool that object obj defines
// (a handler / execute function or method, or a function of the file its
// key names: jsFuncArg) and the schema key it has ("" for
// none), or nil when obj is no tool definition: it needs a name or a schema
// key, or to be the argument of an addTool call, and no route key.
func jsToolDef(f *model.File, obj *model.Node) (run *model.Node, schemaKey string) {
	if v := jsrunkey.Run(f, obj); v != nil && v.Sym() == model.SymMethodDefinition {
		run = v // { async callback(args) {...} }
	} else if v != nil {
		run = jsFuncArg(f, v) // handler: createHandler, a function of the file
	}
	if run == nil {
		return nil, ""
	}
	for _, k := range routeKeys {
		if v, _ := f.ObjectProp(obj, k); v != nil {
			return nil, ""
		}
	}
	for _, k := range jsrunkey.SchemaKeys {
		if v, _ := f.ObjectProp(obj, k); v != nil {
			return run, k
		}
	}
	if v, _ := f.ObjectProp(obj, "name"); v != nil {
		return run, ""
	}
	if args := obj.Parent(); args != nil && args.Sym() == model.SymArguments && args.Parent() != nil {
		if c := model.Callee(args.Parent()); c != nil && c.Sym() == model.SymMemberExpression && f.Text(c.ChildByFieldName("property")) == "addTool" {
			return run, ""
		}
	}
	return nil, ""
}

// jsObjName returns the name of a tool definition object: its name or
// method property when a string, else the key it is stored under.
func jsObjName(f *model.File, obj *model.Node) string {
	for _, k := range []string{"name", "method"} {
		if v, _ := f.ObjectProp(obj, k); v != nil && model.Unwrap(v).Sym() == model.SymString {
			return literal(f, model.Unwrap(v))
		} else if v != nil && model.Unwrap(v).Sym() == model.SymMemberExpression { // name: ToolNames.ADD_TASKS (constname)
			return TableName(f, model.Unwrap(v))
		}
	}
	if p := obj.Parent(); p != nil && p.Sym() == model.SymPair {
		return strings.Trim(f.Text(p.ChildByFieldName("key")), "'\"`")
	}
	return ""
}

// jsHandlerMap reports whether obj is a name-keyed handler map: bound to a
// name, or returned by a function whose declared return type, ends in
// "Handlers" (a binding's declared type counts too), and holding functions
// only (at least one).
func jsHandlerMap(f *model.File, obj *model.Node) bool {
	funcs := 0
	for i := 0; i < int(obj.NamedChildCount()); i++ {
		p := obj.NamedChild(i)
		switch p.Sym() {
		case model.SymPair:
			if jsFuncValue(p.ChildByFieldName("value")) == nil {
				return false
			}
			funcs++
		case model.SymMethodDefinition:
			funcs++
		case syntax.SymComment:
		default:
			return false
		}
	}
	if funcs == 0 {
		return false
	}
	p := obj.Parent()
	for p != nil && (p.Sym() == model.SymParenthesizedExpression || p.Sym() == model.SymAsExpression || p.Sym() == model.SymSatisfiesExpression) {
		p = p.Parent()
	}
	if p == nil {
		return false
	}
	typeName := func(t *model.Node) bool {
		if t == nil {
			return false
		}
		s := strings.TrimSpace(strings.TrimPrefix(f.Text(t), ":"))
		if i := strings.IndexByte(s, '<'); i >= 0 {
			s = s[:i]
		}
		return handlersName.MatchString(s)
	}
	switch p.Sym() {
	case model.SymVariableDeclarator:
		return handlersName.MatchString(f.Text(p.ChildByFieldName("name"))) || typeName(p.ChildByFieldName("type"))
	case syntax.SymReturnStatement, model.SymArrowFunction:
		fn := model.EnclosingFunc(obj)
		if fn == nil {
			return false
		}
		if typeName(fn.ChildByFieldName("return_type")) {
			return true
		}
		if v := fn.Parent(); v != nil && v.Sym() == model.SymVariableDeclarator {
			return handlersName.MatchString(f.Text(v.ChildByFieldName("name")))
		}
		if fn.Sym() == model.SymFunctionDeclaration || fn.Sym() == model.SymMethodDefinition {
			return handlersName.MatchString(f.Text(fn.ChildByFieldName("name")))
		}
	}
	return false
}

// jsWrappers returns the file's JS registration wrappers by name: a
// function declaration, or a function bound to a name, with a body that
// calls an SDK tool registration (jsRegisterWords on a member) and that
// uses its own last function-typed parameter there (passes it, or calls it
// in a function it passes). Wrapper.Handler is that parameter's index.
func jsWrappers(f *model.File) map[string]Wrapper {
	if !f.Contains("registerTool") && !f.Contains(".tool(") && !f.Contains("addTool") {
		return nil
	}
	var out map[string]Wrapper
	syms := model.NewSymBitset(model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction)
	f.NodesOf(syms, func(fn *model.Node) bool {
		name := ""
		if fn.Sym() == model.SymFunctionDeclaration {
			name = f.Text(fn.ChildByFieldName("name"))
		} else if p := fn.Parent(); p != nil && p.Sym() == model.SymVariableDeclarator {
			name = f.Text(p.ChildByFieldName("name"))
		}
		if name == "" {
			return true
		}
		params := fn.ChildByFieldName("parameters")
		if params == nil || params.NamedChildCount() < 2 {
			return true
		}
		n := int(params.NamedChildCount())
		var reg *model.Node
		model.Walk(fn.ChildByFieldName("body"), func(m *model.Node) bool {
			if reg != nil {
				return false
			}
			if m.Sym() == model.SymCallExpression {
				if c := model.Callee(m); c != nil && c.Sym() == model.SymMemberExpression && jsRegisterWords[f.Text(c.ChildByFieldName("property"))] {
					reg = m
				}
			}
			return true
		})
		if reg == nil {
			return true
		}
		regText := f.Text(reg)
		for i := n - 1; i >= 1; i-- { // the handler is not the name (parameter 0)
			p := regflow.NthParam(f, fn, i)
			if p != "" && regflow.WordIn(regText, p) {
				if out == nil {
					out = map[string]Wrapper{}
				}
				out[name] = Wrapper{Tool: 0, Handler: i}
				break
			}
		}
		return true
	})
	return out
}

// flowDefinition reports whether def is a tool definition object that no
// shape reads as a tool: a name and an execute or handler beside no input
// schema key (jsrunkey.SchemaKeys), and not given to FastMCP's addTool
// (vantage-mcp-server's `registerTool({ name, args, execute })`). Such an
// object is a tool where the data flow reaches it (a registration wrapper
// that runs `toolProps.execute`), its name and keys read from it.
func flowDefinition(f *model.File, def *model.Node) bool {
	if def == nil || def.Sym() != model.SymObject {
		return false
	}
	if run, key := jsToolDef(f, def); run == nil || key != "" {
		return false
	}
	if args := def.Parent(); args != nil && args.Sym() == model.SymArguments && args.Parent() != nil {
		c := model.Callee(args.Parent())
		return c == nil || c.Sym() != model.SymMemberExpression || f.Text(c.ChildByFieldName("property")) != "addTool"
	}
	return true
}
