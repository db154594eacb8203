// Package regflow holds the syntax facts the handler registry's data flow
// (checks/facts/handlers, flow.go) reads on its way from an MCP
// registration to the functions it registers, where they need none of the
// flow's state: the entries of a hand-rolled server's JSON-RPC method
// table or branch (MethodEntries), a spread registration's argument
// (LastSplat), a Go tool table's keyed stores (GoFieldWrites), a Go
// method's receiver type (GoRecvType) and what is a collection of
// separate values (Collection, HasFuncArg).
//
// Peer practice: CodeQL models a request handler by data flow from the
// registration (API graphs' getAValueReachingSink) and carries values
// through field stores and container elements (field flow, flow summaries);
// these are the syntactic steps of that flow.
package regflow

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// MCPMethods are the MCP methods (JSON-RPC 2.0 method names of the MCP
// specification, "Server features") whose handler runs a tool, reads a
// resource or renders a prompt.
var MCPMethods = map[string]model.HandlerKind{"tools/call": model.ToolHandler, "resources/read": model.ResourceHandler,
	"prompts/get": model.PromptHandler}

// MethodEntries returns the entries of the file's JSON-RPC method tables:
// a server that implements MCP itself maps the protocol's method names to
// its functions (`{"tools/call": handle_tools_call}` in a dict, a JS object
// or a Go map literal), and the function mapped from tools/call runs every
// tool, as an SDK's call_tool handler does. The value is followed by data
// flow like a registration's argument (a name, a method value, a lambda
// that forwards).
func MethodEntries(f *model.File) []Entry {
	if !f.Contains("tools/call") && !f.Contains("resources/read") && !f.Contains("prompts/get") {
		return nil
	}
	var out []Entry
	f.NodesOf(model.NewSymBitset(model.SymPair, model.SymKeyedElement), func(p *model.Node) bool {
		var key, val *model.Node
		if k := p.ChildByFieldName("key"); k != nil {
			key, val = k, p.ChildByFieldName("value")
		} else if p.NamedChildCount() >= 2 {
			key, val = p.NamedChild(0), p.NamedChild(int(p.NamedChildCount())-1)
		}
		if key == nil || val == nil {
			return true
		}
		if key.Sym() == model.SymLiteralElement && key.NamedChildCount() > 0 { // Go: keyed_element's literal_element
			key = key.NamedChild(0)
		}
		if k, ok := MCPMethods[strings.Trim(f.Text(key), "'\"`")]; ok && key.Sym() != model.SymIdentifier {
			out = append(out, Entry{Arg: val, Kind: k})
		}
		return true
	})
	// a branch on the method name: `case "tools/call": return
	// s.handleToolCall(msg)`, `elif method == "tools/call": return await
	// handle_tools_call(params)`: the functions its body calls
	f.NodesOf(model.NewSymBitset(model.SymExpressionCase, model.SymSwitchCase, model.SymIfStatement, model.SymElifClause), func(b *model.Node) bool {
		cond := b.ChildByFieldName("value")
		if cond == nil {
			cond = b.ChildByFieldName("condition")
		}
		if cond == nil {
			return true
		}
		for m, k := range MCPMethods {
			if !strings.Contains(f.Text(cond), `"`+m+`"`) && !strings.Contains(f.Text(cond), "'"+m+"'") {
				continue
			}
			body := b.ChildByFieldName("consequence")
			f.NodesIn(b, model.NewSymBitset(model.SymCall, model.SymCallExpression), func(call *model.Node) bool {
				if call.StartByte() < cond.EndByte() || body != nil && call.StartByte() >= body.EndByte() || model.EnclosingFunc(call) != model.EnclosingFunc(b) {
					return true
				}
				c := model.Unwrap(model.Callee(call))
				if c == nil {
					return true
				}
				if obj, _ := adapt.MemberParts(c); c.Sym() == model.SymIdentifier || obj != nil && model.Unwrap(obj).Sym() == model.SymIdentifier && model.NumArgs(call) > 0 {
					out = append(out, Entry{Arg: c, Kind: k})
				}
				return true
			})
		}
		return true
	})
	return out
}

// Entry is a value a JSON-RPC method table or branch maps an MCP method
// to (MethodEntries): Arg is the expression (a function, a name, a
// method value, a callee), Kind the handler kind of the method.
type Entry struct {
	Arg  *model.Node
	Kind model.HandlerKind
}

// LastSplat returns a call's last argument when it is a spread or splat
// (`server.tool(...t)`, `mcp.add_tool(*t)`), else nil: the values it
// spreads are the registration's arguments, the handler among them.
func LastSplat(call *model.Node) *model.Node {
	args := model.Args(call)
	if args == nil || args.NamedChildCount() == 0 {
		return nil
	}
	if a := args.NamedChild(int(args.NamedChildCount()) - 1); a.Sym() == model.SymSpreadElement || a.Sym() == model.SymListSplat {
		return a
	}
	return nil
}

// HasFuncArg reports whether a list node (a tuple, an array, an argument
// list) has a function expression or lambda at or after index from.
func HasFuncArg(list *model.Node, from int) bool {
	for i := from; i < int(list.NamedChildCount()); i++ {
		if c := model.Unwrap(list.NamedChild(i)); funcSyms.Has(c.Sym()) || c.Sym() == model.SymIdentifier || c.Sym() == model.SymMemberExpression || c.Sym() == model.SymAttribute {
			return true
		}
	}
	return false
}

// funcSyms are function expressions and declarations, lambdas and the
// names and members that may hold a function.
var funcSyms = model.NewSymBitset(model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition,
	model.SymMethodDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFuncLiteral,
	model.SymLambda)

// GoRecvType returns the name of a Go method's receiver type (`*T`,
// `T[K]` give T), or "".
func GoRecvType(f *model.File, m *model.Node) string {
	r := m.ChildByFieldName("receiver")
	if r == nil || r.NamedChildCount() == 0 {
		return ""
	}
	t := r.NamedChild(0).ChildByFieldName("type")
	if t == nil {
		return ""
	}
	s := strings.TrimLeft(f.Text(t), "*")
	if i := strings.IndexByte(s, '['); i >= 0 {
		s = s[:i]
	}
	return s
}

// GoFieldWrites returns the values the file stores by key in a map field
// called name: `s.tools["create_incident"] = NewCreateIncidentTool(c)`
// (a name-keyed tool table: what a read of the field's element gives is
// every value stored in it, as CodeQL's field flow reads a store to a read
// of the same field).
func GoFieldWrites(f *model.File, name string) []KeyedValue {
	if !f.Contains(name) {
		return nil
	}
	return model.Fact(f, goFieldWritesKey, goFieldWritesOf)[name]
}

// goFieldWritesKey caches a file's keyed stores into map fields, by field
// name (goFieldWritesOf): the flow asks once per member it passes, and the
// file is walked once.
var goFieldWritesKey = model.NewFactKey[map[string][]KeyedValue]("regflow.goFieldWrites")

// goFieldWritesOf indexes the file's `x.<field>[key] = value` stores by
// field name, each list in document order.
func goFieldWritesOf(f *model.File) map[string][]KeyedValue {
	out := map[string][]KeyedValue{}
	f.NodesOf(model.NewSymBitset(model.SymAssignmentStatement), func(a *model.Node) bool {
		l, r := a.ChildByFieldName("left"), a.ChildByFieldName("right")
		if l == nil || r == nil || l.NamedChildCount() != 1 || r.NamedChildCount() != 1 {
			return true
		}
		t := model.Unwrap(l.NamedChild(0))
		if t.Sym() != model.SymIndexExpression {
			return true
		}
		key := t.ChildByFieldName("index")
		if t = model.Unwrap(t.ChildByFieldName("operand")); t.Sym() == model.SymSelectorExpression {
			name := f.Text(t.ChildByFieldName("field"))
			out[name] = append(out[name], KeyedValue{Key: key, Value: r.NamedChild(0)})
		}
		return true
	})
	return out
}

// KeyedValue is a value stored in a table under Key (nil when unknown).
type KeyedValue struct{ Key, Value *model.Node }

// Collection reports whether n is a list-like literal (a list, array, set,
// Go slice or map literal): its elements are separate values, none named
// by a container around it.
func Collection(n *model.Node) bool {
	switch n.Sym() {
	case model.SymList, model.SymArray, model.SymSet:
		return true
	case model.SymCompositeLiteral: // []T{...}, map[K]V{...}; not a struct T{...}
		t := n.ChildByFieldName("type")
		return t != nil && (strings.HasPrefix(t.Type(), "slice") || strings.HasPrefix(t.Type(), "map") || strings.HasPrefix(t.Type(), "array"))
	}
	return false
}

// ForwardingCall returns the one call a lambda's body makes and returns
// (`(args) => c.handler(args)`, `async (a) => { return await run(a) }`,
// `lambda **kw: impl(**kw)`), else nil.
func ForwardingCall(f *model.File, fn *model.Node) *model.Node {
	if fn.Sym() != model.SymArrowFunction && fn.Sym() != model.SymLambda {
		return nil
	}
	body := model.Unwrap(fn.ChildByFieldName("body"))
	if body != nil && body.Sym() == model.SymStatementBlock && body.NamedChildCount() == 1 {
		st := body.NamedChild(0)
		if st.Sym() == model.SymReturnStatement || st.Sym() == model.SymExpressionStatement {
			body = model.Unwrap(st.NamedChild(0))
		}
	}
	if body != nil && (body.Sym() == model.SymCallExpression || body.Sym() == model.SymCall) {
		return body
	}
	return nil
}

// FuncName returns the name a function is declared or bound with, or "".
func FuncName(f *model.File, fn *model.Node) string {
	if nm := fn.ChildByFieldName("name"); nm != nil && fn.Sym() != model.SymArrowFunction {
		return f.Text(nm)
	}
	p := fn.Parent()
	if p != nil && p.Sym() == model.SymExpressionList {
		p = p.Parent()
	}
	if p == nil {
		return ""
	}
	switch p.Sym() {
	case model.SymVariableDeclarator:
		return f.Text(p.ChildByFieldName("name"))
	case model.SymShortVarDeclaration, model.SymAssignmentStatement, model.SymAssignment:
		if l := p.ChildByFieldName("left"); l != nil {
			if l.Sym() == model.SymExpressionList && l.NamedChildCount() == 1 {
				l = l.NamedChild(0)
			}
			return f.Text(l)
		}
	case model.SymPair:
		return strings.Trim(f.Text(p.ChildByFieldName("key")), "'\"`")
	}
	return ""
}

// Keyed returns the value of key in a JS object or Python dict literal, or
// nil.
func Keyed(f *model.File, obj *model.Node, key string) *model.Node {
	for i := 0; i < int(obj.NamedChildCount()); i++ {
		p := obj.NamedChild(i)
		switch p.Sym() {
		case model.SymPair:
			if strings.Trim(f.Text(p.ChildByFieldName("key")), "'\"`") == key {
				return p.ChildByFieldName("value")
			}
		case model.SymMethodDefinition:
			if f.Text(p.ChildByFieldName("name")) == key {
				return p
			}
		case model.SymShorthandPropertyIdentifier:
			if f.Text(p) == key {
				return p
			}
		}
	}
	return nil
}

// Stores returns the values the file stores into the collection that
// expression text target names: by key, `target[k] = v` (a Python dict, a
// JS object, a Go map) and `target.set(k, v)` (a JS Map); without one (Key
// nil), `target.append(v)` / `target.extend(vs)` (a Python list),
// `target.push(v)` (a JS array) and a Python function decorated
// `@target.append` (alibaba-cloud-ops-mcp-server's tool modules, whose
// module-level `tools = []` a server iterates into `mcp.tool(t)`). A read of the
// collection's element (`TOOLS[name]`, `handlers.get(name)`) gives any of
// them: CodeQL's flow summaries read a container's store to a read of the
// same container the same way (the element's content, whatever the key).
func Stores(f *model.File, target string) []KeyedValue {
	if target == "" || !f.Contains(target) {
		return nil
	}
	return model.Fact(f, storesKey, storesOf)[target]
}

// storesKey caches a file's keyed stores into collections, by the
// collection's expression text (storesOf): the flow asks once per name it
// passes, and the file is walked once.
var storesKey = model.NewFactKey[map[string][]KeyedValue]("regflow.stores")

// storesOf indexes the file's `target[k] = v` and `target.set(k, v)`
// stores by target text, each list in document order.
func storesOf(f *model.File) map[string][]KeyedValue {
	out := map[string][]KeyedValue{}
	f.NodesOf(model.NewSymBitset(model.SymAssignment, model.SymAssignmentExpression, model.SymCallExpression, model.SymCall, model.SymDecorator), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymDecorator: // @target.append on a def: the function
			d := n.NamedChild(0)
			if f.Lang != model.LangPython || d == nil || d.Sym() != model.SymAttribute || f.Text(d.ChildByFieldName("attribute")) != "append" {
				return true
			}
			if p := n.Parent(); p != nil && p.Sym() == model.SymDecoratedDefinition {
				if def := p.ChildByFieldName("definition"); def != nil && def.Sym() == model.SymFunctionDefinition {
					t := f.Text(d.ChildByFieldName("object"))
					out[t] = append(out[t], KeyedValue{Value: def})
				}
			}
		case model.SymCallExpression, model.SymCall: // target.set(k, v), target.append(v), target.push(v)
			c := model.Callee(n)
			if c == nil || c.Sym() != model.SymMemberExpression && c.Sym() != model.SymAttribute {
				return true
			}
			obj, prop := adapt.MemberParts(c)
			if obj == nil || prop == nil {
				return true
			}
			switch t := f.Text(obj); {
			case f.Text(prop) == "set" && model.NumArgs(n) == 2 && n.Sym() == model.SymCallExpression:
				out[t] = append(out[t], KeyedValue{Key: model.Arg(n, 0), Value: model.Arg(n, 1)})
			case model.NumArgs(n) == 1 && (n.Sym() == model.SymCall && (f.Text(prop) == "append" || f.Text(prop) == "extend") ||
				n.Sym() == model.SymCallExpression && f.Text(prop) == "push"):
				out[t] = append(out[t], KeyedValue{Value: model.Arg(n, 0)})
			}
		default: // target[k] = v
			l := model.Unwrap(n.ChildByFieldName("left"))
			if l == nil || l.Sym() != model.SymSubscript && l.Sym() != model.SymSubscriptExpression {
				return true
			}
			obj := l.ChildByFieldName("value")
			if obj == nil {
				obj = l.ChildByFieldName("object")
			}
			idx := l.ChildByFieldName("subscript")
			if idx == nil {
				idx = l.ChildByFieldName("index")
			}
			if obj != nil {
				t := f.Text(obj)
				out[t] = append(out[t], KeyedValue{Key: idx, Value: n.ChildByFieldName("right")})
			}
		}
		return true
	})
	return out
}

// ParamIndex returns the index of fn's parameter that binds name (a plain,
// typed or destructured parameter), or -1.
func ParamIndex(f *model.File, fn *model.Node, name string) int {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		if p := fn.ChildByFieldName("parameter"); p != nil && f.Text(p) == name { // x => ...
			return 0
		}
		return -1
	}
	idx := 0
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		if p.Sym() == model.SymComment {
			continue
		}
		if f.Lang == model.LangGo {
			found := false
			names := 0
			for j := 0; j < int(p.NamedChildCount()); j++ {
				if c := p.NamedChild(j); c.FieldName() == "name" {
					if f.Text(c) == name {
						found = true
						break
					}
					idx++
					names++
				}
			}
			if found {
				return idx
			}
			if names == 0 {
				idx++
			}
			continue
		}
		t := p
		if pat := p.ChildByFieldName("pattern"); pat != nil {
			t = pat
		} else if nm := p.ChildByFieldName("name"); nm != nil && f.Lang == model.LangPython {
			t = nm
		} else if f.Lang == model.LangPython && (p.Sym() == model.SymTypedParameter) && p.NamedChildCount() > 0 {
			t = p.NamedChild(0)
		}
		if WordIn(f.Text(t), name) {
			return idx
		}
		idx++
	}
	return -1
}

// InstanceOf returns the class a JS member call's object is an instance
// of when a name of the file is bound to `new C(...)` (`registry` of
// `const registry = new ToolRegistry()`) or is a parameter the function
// types as C (`function register(server: CustomMcpServer)`: TypeScript's
// declared type, as CodeQL's type tracking reads it), else "".
func InstanceOf(f *model.File, callee *model.Node) string {
	if callee.Sym() != model.SymMemberExpression {
		return ""
	}
	obj, _ := adapt.MemberParts(callee)
	if obj = model.Unwrap(obj); obj == nil || obj.Sym() != model.SymIdentifier {
		return ""
	}
	v := model.Unwrap(f.Lookup(f.Text(obj), obj))
	if v == nil {
		return TypedParam(f, obj)
	}
	if v.Sym() != model.SymNewExpression {
		return ""
	}
	return f.Text(v.ChildByFieldName("constructor"))
}

// TypedParam returns the class name a TypeScript parameter of a function
// around identifier n, named as n, is declared with (`server: CustomServer`,
// `server?: CustomServer<T>`: CustomServer), else "" (no type, a union, an
// object type, a parameter of another name).
func TypedParam(f *model.File, n *model.Node) string {
	name := f.Text(n)
	for p := n.Parent(); p != nil; p = p.Parent() {
		params := p.ChildByFieldName("parameters")
		if params == nil || !strings.Contains(f.Text(params), name) {
			continue
		}
		for i := 0; i < int(params.NamedChildCount()); i++ {
			q := params.NamedChild(i)
			pat, typ := q.ChildByFieldName("pattern"), q.ChildByFieldName("type")
			if pat == nil || f.Text(pat) != name {
				continue
			}
			if typ == nil {
				return ""
			}
			t := strings.TrimSpace(strings.TrimPrefix(f.Text(typ), ":"))
			if i := strings.IndexByte(t, '<'); i > 0 {
				t = t[:i]
			}
			if t == "" || t[0] < 'A' || t[0] > 'Z' || strings.IndexFunc(t, func(r rune) bool { return r > 127 || !IdentByte(byte(r)) }) >= 0 {
				return ""
			}
			return t
		}
		if funcSyms.Has(p.Sym()) {
			return "" // the innermost function with parameters declares none of that name
		}
	}
	return ""
}

// CallToolParam reports whether JS/TS function fn has a parameter typed as
// the MCP SDK's CallToolRequest (`request: CallToolRequest`,
// `sdk.CallToolRequest`, or a destructured `({ request }: { request:
// CallToolRequest })`): a function that runs tool calls by name.
func CallToolParam(f *model.File, fn *model.Node) bool {
	params := fn.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		if t := params.NamedChild(i).ChildByFieldName("type"); t != nil {
			tt := strings.TrimSpace(strings.TrimPrefix(f.Text(t), ":"))
			if tt == "CallToolRequest" || strings.HasSuffix(tt, ".CallToolRequest") || strings.HasPrefix(tt, "{") && WordIn(tt, "CallToolRequest") {
				return true
			}
		}
	}
	return false
}

// ExportedDispatcher reports whether JS/TS function fn takes a
// CallToolRequest (CallToolParam) and is exported (`export async function
// handleFooRequest(req: CallToolRequest)`, `export const handleFoo:
// RequestHandler = async (conn, request: CallToolRequest) => ...`): a
// dispatcher another module's call-tool handler calls, whose own try decides
// what an error thrown through it sends to the client.
func ExportedDispatcher(f *model.File, fn *model.Node) bool {
	if !f.Lang.IsJS() || !CallToolParam(f, fn) {
		return false
	}
	for p, i := fn.Parent(), 0; p != nil && i < 4; p, i = p.Parent(), i+1 {
		switch p.Sym() {
		case syntax.SymExportStatement:
			return true
		case model.SymVariableDeclarator, model.SymLexicalDeclaration, model.SymVariableDeclaration:
		default:
			return false
		}
	}
	return false
}

// WordIn reports whether identifier w occurs in s as a whole word.
func WordIn(s, w string) bool {
	for i := strings.Index(s, w); i >= 0; {
		end := i + len(w)
		if (i == 0 || !IdentByte(s[i-1])) && (end == len(s) || !IdentByte(s[end])) {
			return true
		}
		j := strings.Index(s[end:], w)
		if j < 0 {
			return false
		}
		i = end + j
	}
	return false
}

// IdentByte reports whether ASCII byte b can be part of a JS, Python or Go
// identifier (a letter, a digit, '_' or '$'), the word boundary WordIn tests.
func IdentByte(b byte) bool {
	return b == '_' || b == '$' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// NthParam returns the name of function fn's parameter i (a plain or typed
// identifier), or "".
func NthParam(f *model.File, fn *model.Node, i int) string {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		if p := fn.ChildByFieldName("parameter"); p != nil && i == 0 { // x => ...
			return f.Text(p)
		}
		return ""
	}
	if i >= int(params.NamedChildCount()) {
		return ""
	}
	p := params.NamedChild(i)
	if pat := p.ChildByFieldName("pattern"); pat != nil {
		p = pat
	}
	if p.Sym() != model.SymIdentifier {
		return ""
	}
	return strings.TrimSpace(f.Text(p))
}
