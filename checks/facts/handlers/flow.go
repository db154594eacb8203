package handlers

import (
	"cmp"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/dispatch"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/gofieldtype"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/gosyn"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/kwflow"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/pycomp"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/pydecofac"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/pymembers"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
	"github.com/resilience-check/resilience-check/libmodels"
)

// The handler model by data flow from the registration (this file): a
// function is a tool, resource or prompt handler when its value reaches
// the handler argument of a known MCP SDK registration, whatever the shape
// between them. The registration calls are the anchors:
//
//   - Python: `X.add_tool(fn)` (and add_resource / add_prompt), a
//     decorator factory called on a function `X.tool(...)(fn)` (the
//     registration rows' decorator names: tool, resource, prompt,
//     call_tool, ...);
//   - JavaScript and TypeScript: the registration rows' methods (`tool`,
//     `registerTool`, `resource`, `prompt`, FastMCP's `addTool`, ...) and
//     `setRequestHandler(CallToolRequestSchema, fn)`: their last argument;
//   - Go: the registration rows' calls (AddTool, NewServerTool,
//     RegisterTool, AddResource, ...): their last argument.
//
// From the anchor's argument the value is followed backwards through the
// file: a function expression, lambda or declared function is a handler;
// a name goes to its binding, a loop variable to what the loop iterates
// (`for t in TOOLS`, `for (const t of tools)`, `tools.forEach((t) =>`,
// `for _, t := range tools`), a callback's parameter of a file-local
// registration wrapper to the arguments its calls pass; a member (`t.handler`,
// `HANDLERS[name]`) to its object; a list, array, dict, object or Go
// composite literal to every value in it (`[a, b]`, `{run: fn}`,
// `{name: {handler: fn}}`); a call to its function's returned values (a
// factory) and to the functions it is given (`wrap(fn)`,
// `Tool.from_function(fn)`, `fn.bind(this)`); a `this.m` / `self.m` member
// to the class's method; a method value `h.create` (Go) to the file's
// methods of that name; `new ToolClass()` to its run methods. A lambda
// whose body is one call (`(args) => c.handler(args)`) forwards the call:
// the callee is followed too. A name the file imports is an ExtRef:
// Registry (registry.go) follows it into the file that defines it.
//
// Peer practice: CodeQL's MCP models and its JavaScript call graph treat a
// callback as a request handler by data flow from the registration call's
// argument (API graphs' getParameter(..).getAValueReachingSink); Semgrep's
// taint mode with a `pattern-sources` on the registration's argument does
// the same per file. This is the per-file, name-based approximation: no
// types, bounded depth.

// ExtRef is a name a file imports whose value reaches a registration: the
// module as the import statement writes it and the exported name ("" for
// a default export or a whole module); Factory says the registration takes
// what the named function returns.
type ExtRef struct {
	Module, Name string
	Kind         model.HandlerKind
	Factory      bool
	// Want is the key of the objects the value holds that the
	// registration takes (`t.handler`), "" for any value.
	Want string
	// Wrapped says the value reaches the registration as the argument of
	// a call (`wrap(fn)`): what it throws may be caught there.
	Wrapped bool
	// Reg is the Python registration's qualified name (anchor.reg).
	Reg string
	// Site is the tool name a container on the way gave (siteName), "" if
	// none.
	Site string
	// Dispatcher says a tool call handler hands the tool's name to the
	// function as its first argument (namefwd.go): its name branches are
	// the tools, it is no tool itself.
	Dispatcher bool
	Arg        int // > 0: the name is handed as argument Arg-1 (namearg.go)
	// Via, when set, is a registration wrapper another file defines
	// (Name is its function or method name): the file's calls of it
	// register what they pass at its parameter (crossWrappers).
	Via *regflow.Wrapper
}

// flowFacts are the file's handlers found by data flow.
type flowFacts struct {
	funcs map[*model.Node]model.HandlerKind
	// direct are the functions an anchor takes as its argument as written
	// (a function expression or a name of the file's function): the rules
	// read that shape themselves.
	direct map[*model.Node]bool
	// wrapped are the functions that reach every registration only as a
	// call's argument (Func.Wrapped).
	wrapped map[*model.Node]bool
	// regs are the known Python registrations of the functions (anchor.reg).
	regs map[*model.Node]string
	// names are the tool names the containers give that hold the functions
	// on their way to a registration (siteName).
	names map[*model.Node]string
	// dispatchers are the functions a JSON-RPC method table maps
	// tools/call to (methodAnchors): handlers, but no single tool.
	dispatchers map[*model.Node]bool
	ext         []ExtRef
	// wrappers are the file's registration wrappers (regflow.Wrapper)
	// the flow found: Registry follows their calls in the files that
	// import them (crossWrappers).
	wrappers []regflow.Wrapper
}

var flowKey = model.NewFactKey[flowFacts]("handlers.flow")

// flowHandlers returns the file's handlers by data flow from its
// registrations, and those from the names Registry says other files
// register.
func flowHandlers(f *model.File) flowFacts {
	return model.Fact(f, flowKey, func(f *model.File) flowFacts {
		w := &flowWalk{f: f, out: newFlowFacts()}
		for _, a := range anchors(f) {
			w.kind, w.reg = a.kind, a.reg
			w.seen = map[seenKey]bool{}
			if d := directFunc(f, a.arg); d != nil {
				w.out.direct[d] = true
			}
			w.methodTop = a.method
			w.fromWant(a.arg, a.want, 0)
			w.methodTop = false
		}
		if f.Lang == model.LangPython && f.Contains("call_tool") { // a low-level call_tool handler's lookups (dispatch.go)
			f.NodesOf(model.NewSymBitset(model.SymDecoratedDefinition), func(dd *model.Node) bool {
				if def := dd.ChildByFieldName("definition"); def != nil && def.Sym() == model.SymFunctionDefinition && pyCallTool(f, dd) {
					w.kind, w.reg, w.seen = model.ToolHandler, "", map[seenKey]bool{}
					w.dispatchCalls(def, 0)
				}
				return true
			})
		}
		var via []regflow.Wrapper // wrappers of other files this file calls (Registry)
		for _, e := range registeredHere(f) {
			if e.Via != nil {
				via = append(via, *e.Via)
			}
		}
		if len(via) > 0 { // calls of another file's wrappers: the key they take
			for _, call := range regflow.WrapperCalls(f, via) {
				w.kind, w.reg, w.viaCall = call.Kind, call.Reg, call.Wrapped
				w.seen = map[seenKey]bool{}
				w.fromWant(call.Arg, call.Want, 1)
				w.viaCall = false
			}
		}
		// Calls of the file's registration wrappers pass handlers on.
		for round := 0; round < 3 && len(w.wrappers) > 0; round++ {
			ws := w.wrappers
			w.out.wrappers = append(w.out.wrappers, ws...)
			w.wrappers = nil
			for _, call := range append(regflow.WrapperCalls(f, ws), regflow.DecoratorCalls(f, ws)...) {
				w.kind, w.reg, w.viaCall = call.Kind, call.Reg, call.Wrapped
				w.seen = map[seenKey]bool{}
				w.from(call.Arg, 1)
				w.viaCall = false
			}
		}
		for _, e := range registeredHere(f) { // registry.go: names another file registers
			if argLookups(f, e, w); e.Via != nil || e.Dispatcher { // a dispatcher's branches are the tools (namefwd.go)
				continue
			}
			w.kind = e.Kind
			w.seen = map[seenKey]bool{}
			name, want := e.binding(f)
			w.want, w.viaCall, w.reg, w.site = want, e.Wrapped, e.Reg, e.Site
			for _, n := range topBindings(f, name) {
				if e.Factory {
					w.returns(n, 1)
				} else {
					w.from(n, 1)
				}
			}
			if !e.Factory {
				w.stores(name, 1)
			}
			w.want, w.viaCall, w.site = "", false, ""
		}
		w.out.ext = append(w.out.ext, fwdRefs(f)...) // handleCampaignTool(name, args) of another module (namefwd)
		return w.out
	})
}

// Func is a function the data-flow model makes a handler.
type Func struct {
	Fn   *model.Node
	Kind model.HandlerKind
	// Wrapped says every path from the function to a registration passes
	// it as a call's argument (`server.tool(n, s, wrap(fn))`): the wrapper
	// may catch what it throws.
	Wrapped bool
}

// Registered returns the file's functions that reach a registration by
// data flow (flow.go), in document order.
func Registered(f *model.File) []Func {
	ff := flowHandlers(f)
	out := make([]Func, 0, len(ff.funcs))
	for fn, k := range ff.funcs {
		out = append(out, Func{Fn: fn, Kind: k, Wrapped: ff.wrapped[fn]})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Fn.StartByte() < out[b].Fn.StartByte() })
	return out
}

// PyRegistration returns the qualified registration
// ("mcp.server.fastmcp.FastMCP.tool") that registers Python function fn by
// data flow on a server object of a known class (in this file or, through
// Registry, in the file that registers it), or "".
func PyRegistration(f *model.File, fn *model.Node) string { return flowHandlers(f).regs[fn] }

// HasPyRegistrations reports whether a Python file has a function that
// PyRegistration names a registration for.
func HasPyRegistrations(f *model.File) bool {
	return f.Lang == model.LangPython && len(flowHandlers(f).regs) > 0
}

// Wrapped reports whether function fn reaches a registration only as a
// call's argument (Func.Wrapped).
func Wrapped(f *model.File, fn *model.Node) bool { return flowHandlers(f).wrapped[fn] }

// anchor is a registration call's argument that carries the handler.
type anchor struct {
	arg  *model.Node
	kind model.HandlerKind
	// reg is the Python registration's qualified name when the server
	// object's class is known ("mcp.server.fastmcp.FastMCP.tool" for
	// `mcp.add_tool(fn)` on `mcp = FastMCP(...)`), else "".
	reg string
	// want is the field of the values the argument holds that is the
	// handler (mcp-go's ServerTool.Handler for AddTools), "" for the value.
	want string
	// method says the argument is a JSON-RPC method table's entry
	// ({"tools/call": handle_tools_call}): a dispatcher, not one tool.
	method bool
}

var (
	pyRegWords = model.RegistrationWords(libmodels.Python)
	jsRegWords = model.RegistrationWords(libmodels.JavaScript)
	goRegWords = model.RegistrationWords(libmodels.Go)
	// pyAddWords are the Python SDKs' registrations that take the function
	// as an argument (FastMCP.add_tool, ...).
	pyAddWords = map[string]model.HandlerKind{"add_tool": model.ToolHandler, "add_resource": model.ResourceHandler,
		"add_prompt": model.PromptHandler, "add_resource_fn": model.ResourceHandler}
)

// anchors returns the file's registration calls' handler arguments.
func anchors(f *model.File) []anchor {
	var out []anchor
	for _, e := range regflow.MethodEntries(f) { // a hand-rolled server's JSON-RPC method table or branch
		out = append(out, anchor{arg: e.Arg, kind: e.Kind, method: true})
	}
	switch {
	case f.Lang == model.LangPython:
		if !f.Contains("add_") && !f.Contains(")(") && !f.Contains(".tool(") && !f.Contains(".resource(") && !f.Contains(".prompt(") { // FastMCP 2's mcp.tool(fn) too
			return out
		}
		f.NodesOf(model.NewSymBitset(model.SymCall), func(call *model.Node) bool {
			c := model.Callee(call)
			switch {
			case c == nil:
			case c.Sym() == model.SymAttribute:
				if k := pyRegWords[f.Text(c.ChildByFieldName("attribute"))]; k != model.NotHandler {
					if a := cmp.Or(model.Arg(call, 0), f.Kwarg(call, "name_or_fn")); a != nil { // FastMCP 2's mcp.tool(fn), mcp.tool(name_or_fn=fn)
						out = append(out, anchor{arg: a, kind: k, reg: pyReg(f, c.ChildByFieldName("object"), f.Text(c.ChildByFieldName("attribute")))})
					}
				}
				if k, ok := pyAddWords[f.Text(c.ChildByFieldName("attribute"))]; ok {
					a := model.Arg(call, 0)
					if a == nil {
						a = f.Kwarg(call, "fn")
					}
					if a == nil {
						a = regflow.LastSplat(call) // mcp.add_tool(*t): t's tuple holds the function
					}
					if a != nil {
						out = append(out, anchor{arg: a, kind: k, reg: pyReg(f, c.ChildByFieldName("object"), strings.TrimPrefix(f.Text(c.ChildByFieldName("attribute")), "add_"))})
					}
				}
			case c.Sym() == model.SymCall: // mcp.tool(name="x")(fn)
				if cc := model.Callee(c); cc != nil && cc.Sym() == model.SymAttribute {
					if k := pyRegWords[f.Text(cc.ChildByFieldName("attribute"))]; k != model.NotHandler {
						if a := model.Arg(call, 0); a != nil {
							out = append(out, anchor{arg: a, kind: k, reg: pyReg(f, cc.ChildByFieldName("object"), f.Text(cc.ChildByFieldName("attribute")))})
						}
					}
				}
			}
			return true
		})
		for _, d := range pydecofac.Decorated(f, func(w string) bool { return pyRegWords[w] != model.NotHandler }) { // @_register_tool(...) returning mcp.tool(...)
			out = append(out, anchor{arg: d.Def, kind: pyRegWords[f.Text(d.Reg.ChildByFieldName("attribute"))], reg: pyReg(f, d.Reg.ChildByFieldName("object"), f.Text(d.Reg.ChildByFieldName("attribute")))})
		}
	case f.Lang.IsJS():
		f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(call *model.Node) bool {
			c := model.Callee(call)
			if c == nil || c.Sym() != model.SymMemberExpression {
				return true
			}
			prop := f.Text(c.ChildByFieldName("property"))
			n := model.NumArgs(call)
			if prop == "setRequestHandler" && n == 2 {
				k := model.NotHandler
				switch t := f.Text(model.Arg(call, 0)); {
				case strings.HasSuffix(t, "CallToolRequestSchema"):
					k = model.ToolHandler
				case strings.HasSuffix(t, "ReadResourceRequestSchema"):
					k = model.ResourceHandler
				case strings.HasSuffix(t, "GetPromptRequestSchema"):
					k = model.PromptHandler
				}
				if k != model.NotHandler {
					out = append(out, anchor{arg: model.Arg(call, 1), kind: k})
				}
				return true
			}
			k := jsRegWords[prop]
			if sp := regflow.LastSplat(call); sp != nil && k != model.NotHandler { // server.tool(...t): t's tuple holds the handler
				out = append(out, anchor{arg: sp, kind: k})
				return true
			}
			if k == model.NotHandler || n < 2 && prop != "addTool" || n < 1 {
				return true
			}
			out = append(out, anchor{arg: model.Arg(call, n-1), kind: k})
			return true
		})
	case f.Lang == model.LangGo:
		f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(call *model.Node) bool {
			c := model.Callee(call)
			if c != nil && c.Sym() == model.SymIndexExpression { // mcp.AddTool[In, Out](...)
				c = c.ChildByFieldName("operand")
			}
			if c != nil && c.Sym() == model.SymSelectorExpression {
				c = c.ChildByFieldName("field")
			}
			if c == nil {
				return true
			}
			if k := goRegWords[f.Text(c)]; k != model.NotHandler {
				if n := model.NumArgs(call); n >= 2 {
					out = append(out, anchor{arg: model.Arg(call, n-1), kind: k})
				}
			} else if f.Text(c) == "AddTools" || f.Text(c) == "SetTools" { // mcp-go's AddTools(tools ...ServerTool)
				for i := 0; i < model.NumArgs(call); i++ {
					out = append(out, anchor{arg: model.Arg(call, i), kind: model.ToolHandler, want: "Handler"})
				}
			}
			return true
		})
	}
	return out
}

// pyReg returns the qualified registration a Python server object's
// method makes (`mcp.server.fastmcp.FastMCP.tool`), or "" when the
// object's class is not known in the file.
func pyReg(f *model.File, obj *model.Node, method string) string {
	if obj == nil {
		return ""
	}
	if ctor := pyctor.Of(f, obj); ctor != "" {
		return ctor + "." + method
	}
	return ""
}

// directFunc returns the function an anchor's argument is as written (a
// function expression or the name of a function of the file), else nil.
func directFunc(f *model.File, a *model.Node) *model.Node {
	a = model.Unwrap(a)
	if a == nil {
		return nil
	}
	if dispatch.IsFunc(a) || a.Sym() == model.SymLambda {
		return a
	}
	if a.Sym() == model.SymIdentifier {
		return f.LocalFunc(a)
	}
	return nil
}

// flowWalk follows values backwards from an anchor.
type flowWalk struct {
	f        *model.File
	kind     model.HandlerKind
	want     string // the key looked for in the objects reached ("" for any value)
	viaCall  bool   // the value reached here is a call's argument (wrap(fn))
	factory  bool   // the value reached here is called and its result registered (a factory)
	reg      string // the Python registration of the anchor (anchor.reg)
	site     string // the tool name of the innermost container on the way (siteName)
	seen     map[seenKey]bool
	out      flowFacts
	wrappers []regflow.Wrapper
	// methodTop says the anchor is a JSON-RPC method's (methodAnchors): the
	// first function reached is the method's dispatcher.
	methodTop bool
	// callWrap says the parameter looked up is one a registered function
	// calls (calledParams): the wrapper it records is Wrapped.
	callWrap bool
	// noWrap says the value reached is a dispatch call's callee
	// (dispatch.go): a parameter reached is not a registration wrapper's,
	// and a lambda that forwards its call is the tool itself (the
	// definition looked up declares it), its callee the call graph's.
	noWrap  bool
	members bool // the value is a module inspect.getmembers walks (pymembers): its public functions
}

// maxFlowDepth bounds the hops from an anchor.
const maxFlowDepth = 12

func (w *flowWalk) add(fn *model.Node) {
	if w.reg != "" && w.out.regs[fn] == "" {
		w.out.regs[fn] = w.reg
	}
	if w.methodTop {
		w.out.dispatchers[fn] = true
		w.methodTop = false
	}
	if w.site != "" && w.out.names[fn] == "" {
		w.out.names[fn] = w.site
	}
	if k, ok := w.out.funcs[fn]; !ok {
		w.out.funcs[fn] = w.kind
		if w.viaCall {
			w.out.wrapped[fn] = true
		}
	} else if k != model.NotHandler && !w.viaCall {
		delete(w.out.wrapped, fn) // also registered as it is
	}
}

func newFlowFacts() flowFacts {
	return flowFacts{funcs: map[*model.Node]model.HandlerKind{}, direct: map[*model.Node]bool{}, wrapped: map[*model.Node]bool{},
		regs: map[*model.Node]string{}, names: map[*model.Node]string{}, dispatchers: map[*model.Node]bool{}}
}

// from follows value n (an expression) to the functions it may be.
func (w *flowWalk) from(n *model.Node, depth int) {
	f := w.f
	n = model.Unwrap(n)
	if n == nil || depth > maxFlowDepth || w.seen[seenKey{n, w.want}] {
		return
	}
	w.seen[seenKey{n, w.want}] = true
	if nm := siteName(f, n); nm != "" || w.site != "" && regflow.Collection(n) { // a list's elements are tools of their own
		old := w.site
		w.site = nm
		defer func() { w.site = old }()
	}
	if b := pycomp.Body(f, n); b != nil { // [t for t in TOOLS], next((t.handler for t in tools ...), None)
		w.from(b, depth+1)
		return
	}
	switch n.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFuncLiteral, model.SymLambda,
		model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymMethodDeclaration:
		if w.factory { // a factory given to a function that calls it: what it returns
			w.factory = false
			w.returns(n, depth+1)
			w.factory = true
			return
		}
		w.add(n)
		if call := regflow.ForwardingCall(f, n); call != nil { // (args) => c.handler(args)
			if !w.noWrap { // a looked-up lambda is the tool (its definition declares it): what it forwards to is its callee
				old := w.site
				w.site = "" // the lambda is the named tool, not what it forwards to
				w.from(model.Callee(call), depth+1)
				w.site = old
			}
		} else {
			w.dispatchCalls(n, depth) // dispatch.go: HANDLERS[name](args)
			w.calledParams(n)
		}
	case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
		w.ident(n, depth)
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		w.member(n, depth)
	case model.SymSubscript, model.SymSubscriptExpression, model.SymIndexExpression:
		obj := n.ChildByFieldName("object")
		if obj == nil {
			obj = n.ChildByFieldName("value")
		}
		if obj == nil {
			obj = n.ChildByFieldName("operand")
		}
		w.from(obj, depth) // an element is the collection's own level, as a pair is
	case model.SymCall, model.SymCallExpression:
		w.call(n, depth)
	case model.SymNewExpression:
		if cls := w.class(n.ChildByFieldName("constructor")); cls != nil {
			w.from(cls, depth)
		} else if c := n.ChildByFieldName("constructor"); c != nil && c.Sym() == model.SymIdentifier {
			w.imported(f.Text(c), "", false) // new CreateIssueTool() of another file: its class there
		}
	case model.SymClassDeclaration, model.SymClass: // a tool class constructed (new C()) here or in the file importing it
		if m := methodOf(f, n, w.want); m != nil {
			w.fromWant(m, "", depth+1)
		} else {
			w.runMethods(n)
		}
	case model.SymDictionary, model.SymObject:
		if w.want != "" { // t.handler of {name, schema, handler}: that key only
			if v := regflow.Keyed(f, n, w.want); v != nil {
				w.fromWant(v, "", depth+1)
				return
			}
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			w.from(n.NamedChild(i), depth+1)
		}
	case model.SymList, model.SymTuple, model.SymSet, model.SymArray, model.SymLiteralValue, model.SymExpressionList:
		for i := 0; i < int(n.NamedChildCount()); i++ {
			w.from(n.NamedChild(i), depth+1)
		}
	case model.SymUnaryExpression: // &T{...}
		if f.Lang == model.LangGo && strings.HasPrefix(f.Text(n), "&") {
			w.from(n.ChildByFieldName("operand"), depth)
		}
	case model.SymCompositeLiteral:
		if w.want != "" {
			if v := f.GoKeyed(n, w.want); v != nil {
				w.fromWant(v, "", depth+1)
				return
			}
			if w.typeMethod(n, depth) { // t.Execute(args) of t = &CreateIncidentTool{...}: the type's method
				return
			}
		}
		w.from(n.ChildByFieldName("body"), depth+1)
	case model.SymPair, model.SymKeyedElement:
		if v := n.ChildByFieldName("value"); v != nil {
			w.from(v, depth) // the pair is the collection's own level
		} else if c := n.NamedChildCount(); c >= 2 {
			w.from(n.NamedChild(int(c)-1), depth)
		}
	case model.SymLiteralElement, model.SymSpreadElement, model.SymListSplat, model.SymDictionarySplat:
		if n.NamedChildCount() > 0 {
			w.from(n.NamedChild(0), depth)
		}
	case model.SymTernaryExpression, model.SymConditionalExpression:
		for i := 1; i < int(n.NamedChildCount()); i++ {
			w.from(n.NamedChild(i), depth+1)
		}
	case model.SymBinaryExpression, model.SymBooleanOperator, model.SymBinaryOperator: // a || b, a ?? b, a or b, READ + WRITE
		if op := f.Text(n.ChildByFieldName("operator")); op == "||" || op == "??" || op == "or" || op == "+" && f.Lang == model.LangPython {
			w.from(n.ChildByFieldName("left"), depth+1)
			w.from(n.ChildByFieldName("right"), depth+1)
		}
	}
}

// ident follows a name: a loop variable to what the loop iterates, a
// parameter of a registration wrapper to its calls, a function of the file
// to itself, a binding to its value, an import to an ExtRef.
func (w *flowWalk) ident(n *model.Node, depth int) {
	f := w.f
	name := f.Text(n)
	if src, param := w.loopSource(n, name); src != nil {
		w.from(src, depth+1)
		return
	} else if param {
		return
	}
	if fn := f.LocalFunc(n); fn != nil && fn.Sym() != model.SymMethodDefinition && fn.Sym() != model.SymMethodDeclaration && pymembers.Visible(f, fn, n) { // a bare name is no method
		w.from(fn, depth+1)
		return
	}
	if v := f.Lookup(name, n); v != nil && v != n {
		w.from(v, depth+1)
		w.stores(name, depth+1) // TOOLS["x"] = fn, handlers.set("x", fn)
		return
	}
	if v := dispatch.UnpackedFrom(f, n, name); v != nil { // impl, model = definition (dispatch.go): an element, the value's own level
		w.from(v, depth)
		return
	}
	w.imported(name, "", false)
	if f.Lang == model.LangGo { // a function of another file of the package
		w.out.ext = append(w.out.ext, ExtRef{Module: ".", Name: name, Kind: w.kind})
	}
}

// imported records name as an ExtRef when the file imports it; member is
// the name taken from it (`tools.create` of `import * as tools`).
func (w *flowWalk) imported(name, member string, factory bool) bool {
	mod, exp, ok := importOf(w.f, name)
	if !ok {
		return false
	}
	if w.members && w.f.Lang == model.LangPython { // every public def of the module (pymembers)
		w.out.ext = append(w.out.ext, ExtRef{Module: pymembers.Ref(mod, exp), Name: pymembers.All, Kind: w.kind, Wrapped: w.viaCall, Reg: w.reg})
		return true
	}
	want := w.want
	if m, e := memberRef(w.f.Lang, mod, exp, member); member != "" && m == mod && e == exp {
		want = member // tools.handler of an imported object: that key of it
	} else {
		if w.f.Lang == model.LangPython && member != "" && !strings.HasSuffix(mod, ".") { // from m import t; t.fn: t's member fn when t is no submodule
			w.out.ext = append(w.out.ext, ExtRef{Module: mod, Name: exp, Kind: w.kind, Factory: factory || w.factory, Want: member, Wrapped: w.viaCall, Reg: w.reg, Site: w.site})
		}
		mod, exp = m, e
	}
	w.out.ext = append(w.out.ext, ExtRef{Module: mod, Name: exp, Kind: w.kind, Factory: factory || w.factory, Want: want, Wrapped: w.viaCall, Reg: w.reg, Site: w.site})
	return true
}

// loopSource returns what the loop binding name at n iterates (`for t in
// X`, `for (const t of X)`, `X.forEach((t) => ...)`, `for _, t := range
// X`); param says name is a parameter of an enclosing function instead
// (recorded as a registration wrapper's when the function has a name).
func (w *flowWalk) loopSource(n *model.Node, name string) (src *model.Node, param bool) {
	f := w.f
	if src := pycomp.Source(f, n, name); src != nil { // t of [t.fn for t in TOOLS]
		return src, false
	}
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch {
		case p.Sym() == syntax.SymForInStatement || p.Sym() == model.SymForStatement && f.Lang == model.LangPython:
			if l := p.ChildByFieldName("left"); l != nil && regflow.WordIn(f.Text(l), name) {
				return p.ChildByFieldName("right"), false
			}
		case p.Sym() == model.SymForStatement && f.Lang == model.LangGo:
			for i := 0; i < int(p.NamedChildCount()); i++ {
				if rc := p.NamedChild(i); rc.Sym() == model.SymRangeClause {
					if l := rc.ChildByFieldName("left"); l != nil && regflow.WordIn(f.Text(l), name) {
						return rc.ChildByFieldName("right"), false
					}
				}
			}
		case dispatch.IsFunc(p) || p.Sym() == model.SymLambda:
			idx := regflow.ParamIndex(f, p, name)
			if idx < 0 {
				continue
			}
			// X.forEach((t) => ...), X.map(function (t) {...})
			if args := p.Parent(); args != nil && args.Sym() == model.SymArguments && model.Arg(args.Parent(), 0) == p {
				if c := model.Callee(args.Parent()); c != nil && c.Sym() == model.SymMemberExpression && idx == 0 {
					switch f.Text(c.ChildByFieldName("property")) {
					case "forEach", "map", "flatMap", "filter", "reduce":
						return c.ChildByFieldName("object"), false
					}
				}
			}
			if fname := regflow.FuncName(f, p); fname != "" && !w.noWrap {
				cls := ""
				if c := model.Ancestor(p, model.SymClassDeclaration, model.SymClass); c != nil && p.Sym() == model.SymMethodDefinition {
					cls = f.Text(c.ChildByFieldName("name"))
				}
				w.wrappers = append(w.wrappers, regflow.Wrapper{Name: fname, Index: idx, Param: name, Kind: w.kind, Reg: w.reg, Cls: cls, Want: w.want, Wrapped: w.callWrap})
			}
			return nil, true
		}
	}
	return nil, false
}

// calledParams records the registration wrappers whose parameter the
// registered function fn calls in its own body: a project helper
// `registerTool(server, name, desc, schema, handler)` that registers
// `async (args, extra) => { ...; const r = await handler(args, extra); ... }`
// runs its handler parameter for each tool call, so each call of the
// helper registers what it passes there (loopSource records the wrapper;
// crossWrappers follows its calls in the files that import it).
func (w *flowWalk) calledParams(fn *model.Node) {
	f := w.f
	if !f.Lang.IsJS() && f.Lang != model.LangPython || w.noWrap {
		return
	}
	for _, pc := range regflow.ParamCalls(f, fn) { // handler(args), toolProps.execute(args, ctx)
		old := w.want
		w.callWrap, w.want = true, pc.Want
		w.loopSource(pc.Name, f.Text(pc.Name)) // records the wrapper when the name is a parameter of an enclosing function
		w.callWrap, w.want = false, old
	}
}

// member follows `obj.prop`: this.m / self.m to the class's method, a
// namespace import's member to an ExtRef, a Go method value to the file's
// methods of that name, anything else to obj (a container).
func (w *flowWalk) member(n *model.Node, depth int) {
	f := w.f
	obj, prop := adapt.MemberParts(n)
	if obj == nil || prop == nil {
		return
	}
	pname := f.Text(prop)
	obj = model.Unwrap(obj)
	if t := f.Text(obj); t == "this" || t == "self" {
		if m := w.classMethod(n, pname); m != nil {
			w.from(m, depth+1)
			return
		}
		if v := f.Lookup(f.Text(n), n); v != nil && v != n { // this.handler = fn
			w.from(v, depth+1)
		}
		w.stores(f.Text(n), depth+1) // self.tools["x"] = fn
		return
	}
	if (pname == "bind" || pname == "call" || pname == "apply") && regflow.InstanceOf(f, n) == "" { // fn.bind(this); not registry.call(...) of `registry = new ToolRegistry()`
		w.from(obj, depth+1)
		return
	}
	if obj.Sym() == model.SymIdentifier || obj.Sym() == model.SymPackageIdentifier {
		if f.Lang == model.LangGo && w.want != "" && !dispatch.DataKeys[pname] {
			if vs := regflow.GoFieldWrites(f, pname); len(vs) > 0 { // s.tools[name] of s.tools["x"] = NewXTool(c)
				old := w.site
				for _, v := range vs {
					w.site = old
					if k := model.Unwrap(v.Key); k != nil && (k.Sym() == model.SymInterpretedStringLiteral || k.Sym() == model.SymRawStringLiteral) {
						w.site = gosyn.Name(f, k) // the table's key names the tool
					}
					w.from(v.Value, depth+1)
				}
				w.site = old
				return
			}
		}
		if f.Lang == model.LangGo {
			if _, ok := f.Imports()[f.Text(obj)]; ok && f.Lookup(f.Text(obj), obj) == nil {
				w.imported(f.Text(obj), pname, false)
				return
			}
			if src, _ := w.loopSource(obj, f.Text(obj)); src != nil { // for _, t := range tools { ... t.Handler }
				w.fromWant(src, pname, depth+1)
				return
			}
			found := false
			for _, m := range regflow.GoMethods(f)[pname] { // h.create: a method value
				w.from(m, depth+1)
				found = true
			}
			if found {
				return
			}
			if v := f.Lookup(f.Text(obj), obj); v != nil && v != obj { // def := tools[0]; def.Handler
				w.fromWant(v, pname, depth+1)
				return
			}
			w.out.ext = append(w.out.ext, ExtRef{Module: ".", Name: pname, Kind: w.kind}) // a method of another file of the package
			return
		}
		if _, _, ok := importOf(f, f.Text(obj)); ok && f.Lookup(f.Text(obj), obj) == nil {
			w.imported(f.Text(obj), pname, false)
			return
		}
	}
	if dispatch.DataKeys[pname] {
		return // t.name, t.inputSchema: not the handler
	}
	w.fromWant(obj, pname, depth+1)
	w.goFieldRef(obj, pname, false) // s.readMessageHandler.Handle: the method of the field's declared type (gofieldtype)
}

// goFieldRef records an ExtRef to method m of the declared type of Go
// field selector obj (`s.h` with field `h *tools.Handler`: tools'
// "Handler.m"), a factory when the registration calls it.
func (w *flowWalk) goFieldRef(obj *model.Node, m string, factory bool) {
	if p, t := gofieldtype.Of(w.f, obj); p != "" {
		if mod, _, ok := importOf(w.f, p); ok {
			w.out.ext = append(w.out.ext, ExtRef{Module: mod, Name: t + "." + m, Kind: w.kind, Factory: factory, Want: w.want, Wrapped: w.viaCall, Site: w.site})
		}
	}
}

// seenKey is a node reached looking for a key (want) or for any value.
type seenKey struct {
	n    *model.Node
	want string
}

// fromWant is from looking for key want of the objects n holds ("" for
// any value).
func (w *flowWalk) fromWant(n *model.Node, want string, depth int) {
	old := w.want
	w.want = want
	w.from(n, depth)
	w.want = old
}

// call follows a call to the values its function returns (a factory of
// the file, or an ExtRef's) and to the functions it is given (a wrapper).
func (w *flowWalk) call(n *model.Node, depth int) {
	f := w.f
	c := model.Unwrap(model.Callee(n))
	if c == nil {
		return
	}
	ct := f.Text(c)
	if m := pymembers.Module(f, n); m != nil { // for _, fn in inspect.getmembers(mod, ...): mod's functions
		old := w.members
		w.members = true
		w.from(m, depth+1)
		w.members = old
		return
	}
	switch {
	case ct == "Object.entries" || ct == "Object.values":
		w.from(model.Arg(n, 0), depth+1)
		return
	case ct == "Object.keys":
		return
	case c.Sym() == model.SymAttribute || c.Sym() == model.SymMemberExpression:
		prop := c.ChildByFieldName("attribute")
		if prop == nil {
			prop = c.ChildByFieldName("property")
		}
		switch f.Text(prop) {
		case "items", "values", "entries", "bind", "concat", "flat", "filter", "slice", "copy", "get", "find": // get, find: one element (dispatch.go)
			w.from(c.ChildByFieldName("object"), depth+1)
		case "sort", "toSorted", "reverse":
			w.from(c.ChildByFieldName("object"), depth+1)
		}
		if predicateMethods[f.Text(prop)] { // tools.sort(byName), tools.find((t) => t.name === n): no handler given
			return
		}
	}
	var local *model.Node // the function of the file the call runs
	if fn := f.LocalFunc(c); fn != nil {
		local = fn
		w.returns(fn, depth+1)
	} else if c.Sym() == model.SymIdentifier {
		w.imported(ct, "", true)
	} else if c.Sym() == model.SymSelectorExpression && f.Lang == model.LangGo { // pkg.NewHandler(deps)
		if op := c.ChildByFieldName("operand"); op != nil {
			if _, ok := f.Imports()[f.Text(op)]; ok {
				if mod, _, ok := importOf(f, f.Text(op)); ok {
					w.out.ext = append(w.out.ext, ExtRef{Module: mod, Name: f.Text(c.ChildByFieldName("field")), Kind: w.kind, Factory: true, Want: w.want, Site: w.site})
				}
			} else {
				ms := regflow.GoMethods(f)[f.Text(c.ChildByFieldName("field"))]
				for _, m := range ms {
					local = m
					w.returns(m, depth+1)
				}
				if len(ms) == 0 && op.Sym() == model.SymIdentifier { // tool.Handler(deps): a method of another file of the package
					w.out.ext = append(w.out.ext, ExtRef{Module: ".", Name: f.Text(c.ChildByFieldName("field")), Kind: w.kind, Factory: true})
				}
				if len(ms) == 0 {
					w.goFieldRef(op, f.Text(c.ChildByFieldName("field")), true) // s.h.HandleFunc(): that method of the field's type
				}
			}
		}
	}
	old := w.viaCall
	w.viaCall = w.viaCall || !strings.HasSuffix(ct, "from_function") // the SDK's own Tool.from_function(fn) wraps nothing
	for i := 0; i < model.NumArgs(n); i++ {                          // wrap(fn), Tool.from_function(fn): the function given
		switch a := model.Unwrap(model.Arg(n, i)); a.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFuncLiteral, model.SymLambda,
			model.SymIdentifier, model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
			if !dispatch.DataKeys[f.Text(a)] && !dispatch.DataKeys[lastName(f.Text(a))] {
				// an argument the function calls (`toolFactory(logger)`) is a
				// factory: what it returns is the handler
				oldF := w.factory
				w.factory = w.factory || local != nil && regflow.CalledParam(f, local, i)
				w.fromWant(a, "", depth+1)
				w.factory = oldF
			}
		}
	}
	for _, v := range kwflow.Values(f, n, w.want) { // Tool.from_function(fn=f), ToolDefinition(fn=f, ...)
		w.fromWant(v, "", depth+1)
	}
	w.viaCall = old
}

// lastName returns the last dotted segment of s.
func lastName(s string) string { return s[strings.LastIndexByte(s, '.')+1:] }

// returns follows the values function fn returns (a factory's handler).
func (w *flowWalk) returns(fn *model.Node, depth int) {
	fn = model.Unwrap(fn)
	if fn == nil || depth > maxFlowDepth {
		return
	}
	switch fn.Sym() {
	case model.SymVariableDeclarator:
		fn = model.Unwrap(fn.ChildByFieldName("value"))
		if fn == nil || !dispatch.IsFunc(fn) {
			return
		}
	case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymMethodDeclaration,
		model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFuncLiteral:
	default:
		return
	}
	body := fn.ChildByFieldName("body")
	if body == nil {
		return
	}
	if fn.Sym() == model.SymArrowFunction && body.Sym() != model.SymStatementBlock {
		w.from(body, depth)
		return
	}
	w.f.NodesIn(body, model.NewSymBitset(model.SymReturnStatement), func(r *model.Node) bool {
		if model.EnclosingFunc(r) == fn && r.NamedChildCount() > 0 {
			w.from(r.NamedChild(0), depth)
		}
		return true
	})
}

// classMethod returns the method called name of the class around n.
func (w *flowWalk) classMethod(n *model.Node, name string) *model.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymClassDefinition || p.Sym() == model.SymClassDeclaration || p.Sym() == model.SymClass {
			return methodOf(w.f, p, name)
		}
	}
	return nil
}

// methodOf returns class cls's method called name, or nil.
func methodOf(f *model.File, cls *model.Node, name string) *model.Node {
	body := cls.ChildByFieldName("body")
	for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
		m := body.NamedChild(i)
		if m.Sym() == model.SymDecoratedDefinition {
			m = m.ChildByFieldName("definition")
		}
		if m == nil {
			continue
		}
		switch m.Sym() {
		case model.SymFunctionDefinition, model.SymMethodDefinition:
			if f.Text(m.ChildByFieldName("name")) == name {
				return m
			}
		case model.SymPublicFieldDefinition, model.SymFieldDefinition: // handler = async (args) => ...
			if f.Text(m.ChildByFieldName("name")) == name || f.Text(m.ChildByFieldName("property")) == name {
				if v := jsFuncValue(m.ChildByFieldName("value")); v != nil {
					return v
				}
			}
		}
	}
	return nil
}

// class returns the file's class a constructor expression names, or nil.
func (w *flowWalk) class(c *model.Node) *model.Node {
	if c == nil || c.Sym() != model.SymIdentifier {
		return nil
	}
	name := w.f.Text(c)
	var out *model.Node
	w.f.NodesOf(model.NewSymBitset(model.SymClassDefinition, model.SymClassDeclaration), func(cls *model.Node) bool {
		if out == nil && w.f.Text(cls.ChildByFieldName("name")) == name {
			out = cls
		}
		return out == nil
	})
	return out
}

// runMethods adds the run methods (classes.go) of class cls.
func (w *flowWalk) runMethods(cls *model.Node) {
	body := cls.ChildByFieldName("body")
	for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
		m := body.NamedChild(i)
		if m.Sym() == model.SymDecoratedDefinition {
			m = m.ChildByFieldName("definition")
		}
		if m != nil && (m.Sym() == model.SymFunctionDefinition || m.Sym() == model.SymMethodDefinition) && runMethods[w.f.Text(m.ChildByFieldName("name"))] {
			w.add(m)
		}
	}
}

// siteName returns the tool name a container on a handler's way to a
// registration gives beside it, or "": an object or dict's `name` string
// (`{name: "create_issue", handler: fn}`), a Go tool literal's Tool field
// (`{Handler: h.Create, Tool: mcp.NewTool("create")}`), a tuple or array
// whose first element is a string (`["create", desc, schema, fn]`, the
// argument list of `server.tool(...t)`), a call whose first argument is
// a string and that is given a function (`createTool("create", desc,
// schema, fn)`, a helper building such a tuple). A registration's name
// argument names its handler the same way; this is that name carried by
// data flow (CodeQL's flow summaries carry a tuple's elements the same
// way, per position).
func siteName(f *model.File, n *model.Node) string {
	switch n.Sym() {
	case model.SymObject, model.SymDictionary:
		if v := regflow.Keyed(f, n, "name"); v != nil && model.Unwrap(v).Sym() == model.SymString {
			return literal(f, model.Unwrap(v))
		}
	case model.SymCompositeLiteral, model.SymLiteralValue:
		if f.Lang == model.LangGo && gosyn.Keyed(f, n, "Handler") != nil {
			return goDefName(f, n)
		}
	case model.SymArray, model.SymTuple:
		if n.NamedChildCount() >= 2 && model.Unwrap(n.NamedChild(0)).Sym() == model.SymString && regflow.HasFuncArg(n, 1) {
			return literal(f, model.Unwrap(n.NamedChild(0)))
		}
	case model.SymCall, model.SymCallExpression:
		if a := model.Arg(n, 0); a != nil && model.Unwrap(a).Sym() == model.SymString && model.NumArgs(n) >= 2 {
			if args := a.Parent(); args != nil && regflow.HasFuncArg(args, 1) {
				return literal(f, model.Unwrap(a))
			}
		}
	}
	return ""
}

// typeMethod follows the method w.want of a Go composite literal's type
// (`&CreateIncidentTool{client: c}` looked up and its Execute called):
// the file's method of that receiver type, else an ExtRef to the
// package's (Name "Type.Method", topBindings). It reports whether the
// type is a named type of the package.
func (w *flowWalk) typeMethod(lit *model.Node, depth int) bool {
	f := w.f
	typ := lit.ChildByFieldName("type")
	if typ == nil || typ.Sym() != model.SymTypeIdentifier {
		return false
	}
	name := f.Text(typ)
	found := false
	for _, m := range regflow.GoMethods(f)[w.want] {
		if regflow.GoRecvType(f, m) == name {
			w.fromWant(m, "", depth+1)
			found = true
		}
	}
	if !found {
		w.out.ext = append(w.out.ext, ExtRef{Module: ".", Name: name + "." + w.want, Kind: w.kind, Wrapped: w.viaCall, Site: w.site})
	}
	return true
}

// stores follows the values the file stores by key into the collection
// named target (regflow.Stores), each named by its key when a string
// gives it.
func (w *flowWalk) stores(target string, depth int) {
	vs := regflow.Stores(w.f, target)
	if len(vs) == 0 || depth > maxFlowDepth {
		return
	}
	old, oldNoWrap := w.site, w.noWrap
	w.noWrap = false // a parameter stored (`register(tool) { this.tools.set(tool.name, tool) }`) makes its function a registration wrapper
	for _, v := range vs {
		w.site = old
		if k := model.Unwrap(v.Key); k != nil && k.Sym() == model.SymString {
			w.site = literal(w.f, k)
		}
		w.from(v.Value, depth)
	}
	w.site, w.noWrap = old, oldNoWrap
}
