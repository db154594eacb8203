package regflow

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Registration wrappers (this file): a function of the project whose
// parameter reaches a registration (`tool(name, cb) { server.registerTool(
// name, {}, cb) }`, a class method that stores its argument in the table a
// CallTool dispatcher reads) registers what its calls pass there; these are
// the syntax facts the handler flow (checks/facts/handlers, flow.go) reads
// to follow such calls.

// Wrapper is parameter Index of the file's function Name (a registration
// wrapper: its parameter reaches a registration of handler kind Kind; Reg
// is the Python registration's qualified name, "" if not known).
type Wrapper struct {
	Name  string
	Index int
	// Param is the parameter's name: a Python call may pass it by keyword
	// (`register_tools(mcp, tool_definitions=[...])`).
	Param string
	Kind  model.HandlerKind
	Reg   string
	// Cls is the name of the JS class whose method the wrapper is ("" for
	// a function): `registry.register(tool)` on `registry = new C()` calls it.
	Cls string
	// Want is the key of the objects the parameter holds that the
	// registration takes (`tool.cb` of the stored `tool({name, cb})`
	// argument), "" for the value.
	Want string
	// Wrapped says the registered function calls the parameter inside a
	// function of its own (`async (args) => { try { return await
	// handler(args) } catch ... }`): what the parameter throws may be
	// caught there.
	Wrapped bool
}

// CalledParam reports whether function fn calls its parameter i in its
// own body (`toolFactory(r.logger)`), not in a closure.
func CalledParam(f *model.File, fn *model.Node, i int) bool {
	name := ""
	if f.Lang == model.LangGo {
		ps := fn.ChildByFieldName("parameters")
		idx := 0
		for j := 0; ps != nil && j < int(ps.NamedChildCount()) && name == ""; j++ {
			p := ps.NamedChild(j)
			for k := 0; k < int(p.NamedChildCount()); k++ {
				if c := p.NamedChild(k); c.FieldName() == "name" {
					if idx == i {
						name = f.Text(c)
					}
					idx++
				}
			}
		}
	} else {
		if f.Lang == model.LangPython && fn.Parent() != nil && fn.Parent().Sym() == model.SymBlock && i >= 0 { // a method: self first
			if p := NthParam(f, fn, 0); p == "self" || p == "cls" {
				i++
			}
		}
		name = NthParam(f, fn, i)
	}
	body := fn.ChildByFieldName("body")
	if name == "" || body == nil {
		return false
	}
	called := false
	f.NodesIn(body, model.NewSymBitset(model.SymCall, model.SymCallExpression), func(n *model.Node) bool {
		// called in fn itself, at build time; a call in a closure fn
		// returns runs the parameter per request: a handler, not a factory
		if c := model.Callee(n); c != nil && c.Sym() == model.SymIdentifier && f.Text(c) == name && model.EnclosingFunc(n) == fn {
			called = true
		}
		return !called
	})
	return called
}

var goMethodsKey = model.NewFactKey[map[string][]*model.Node]("handlers.goMethods")

// GoMethods maps method names to the file's Go method declarations.
func GoMethods(f *model.File) map[string][]*model.Node {
	return model.Fact(f, goMethodsKey, func(f *model.File) map[string][]*model.Node {
		out := map[string][]*model.Node{}
		for i := 0; i < int(f.Root.NamedChildCount()); i++ {
			if d := f.Root.NamedChild(i); d.Sym() == model.SymMethodDeclaration {
				out[f.Text(d.ChildByFieldName("name"))] = append(out[f.Text(d.ChildByFieldName("name"))], d)
			}
		}
		return out
	})
}

// WrapperCall is an argument a call of a registration wrapper passes
// where the wrapper forwards it to a registration.
type WrapperCall struct {
	Arg     *model.Node
	Kind    model.HandlerKind
	Reg     string
	Want    string // Wrapper.Want
	Wrapped bool   // Wrapper.Wrapped
}

// WrapperCalls returns the arguments the file's calls of wrappers ws pass
// at the wrappers' registering parameter (`this.addTool(name, fn)`,
// `register(server, tool, handler)`).
func WrapperCalls(f *model.File, ws []Wrapper) []WrapperCall {
	byName := map[string][]Wrapper{}
	for _, p := range ws {
		byName[p.Name] = append(byName[p.Name], p)
	}
	var out []WrapperCall
	f.NodesOf(model.NewSymBitset(model.SymCall, model.SymCallExpression), func(call *model.Node) bool {
		c := model.Callee(call)
		if c == nil {
			return true
		}
		name := f.Text(c)
		switch c.Sym() {
		case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
			if !model.IsSelfMember(name) && c.Sym() != model.SymSelectorExpression && InstanceOf(f, c) == "" {
				return true
			}
			name = name[strings.LastIndexByte(name, '.')+1:]
		case model.SymIdentifier:
		default:
			return true
		}
		for _, p := range byName[name] {
			if fn := model.EnclosingFunc(call); fn != nil && FuncName(f, fn) == name {
				continue // the wrapper's own recursion
			}
			if cl := InstanceOf(f, c); cl != "" && cl != p.Cls {
				continue // registry.register(x) of another class's register
			}
			idx := p.Index
			if model.IsSelfMember(f.Text(c)) && f.Lang == model.LangPython && idx > 0 {
				idx-- // self is parameter 0 of a method
			}
			a := model.Arg(call, idx)
			if a == nil && f.Lang == model.LangPython && p.Param != "" {
				a = f.Kwarg(call, p.Param) // the parameter passed by keyword
			}
			if a != nil {
				out = append(out, WrapperCall{a, p.Kind, p.Reg, p.Want, p.Wrapped})
			}
		}
		return true
	})
	return out
}

// DecoratorCalls returns the Python functions the file's decorators hand to
// wrappers ws, as a call would (`@register` on `def f` is `register(f)`):
// a decorator that names a wrapper whose parameter 0 registers
// (`def register(fn): mcp.add_tool(fn); return fn`), or a call of a
// function of the file that defines such a wrapper inside it (the
// decorator factory `@tool_with_logging("create_note")` whose inner `def
// deco(fn)` registers fn), when its name names one function of the file. A
// decorator that registers nothing (a logger, a retry) is no wrapper and
// hands nothing on.
func DecoratorCalls(f *model.File, ws []Wrapper) []WrapperCall {
	if f.Lang != model.LangPython {
		return nil
	}
	defs := map[string]int{} // a wrapper's name must name one function of the file (inner `deco`s repeat)
	f.NodesOf(model.NewSymBitset(model.SymFunctionDefinition), func(n *model.Node) bool {
		defs[f.Text(n.ChildByFieldName("name"))]++
		return true
	})
	byName := map[string]Wrapper{}
	for _, w := range ws {
		if w.Index == 0 && w.Cls == "" && defs[w.Name] == 1 {
			byName[w.Name] = w
		}
	}
	if len(byName) == 0 {
		return nil
	}
	var out []WrapperCall
	f.FuncDecorators(func(def, e *model.Node) bool {
		w, ok := Wrapper{}, false
		switch e.Sym() {
		case model.SymIdentifier: // @register
			w, ok = byName[f.Text(e)]
		case model.SymCall: // @tool_with_logging("name"): a factory whose inner function registers
			if c := model.Callee(e); c != nil && c.Sym() == model.SymIdentifier {
				if fn := f.LocalFunc(c); fn != nil {
					model.Walk(fn, func(n *model.Node) bool {
						if !ok && n != fn && n.Sym() == model.SymFunctionDefinition {
							w, ok = byName[f.Text(n.ChildByFieldName("name"))]
						}
						return !ok
					})
				}
			}
		}
		if ok {
			out = append(out, WrapperCall{Arg: def, Kind: w.Kind, Reg: w.Reg, Want: w.Want, Wrapped: w.Wrapped})
		}
		return ok
	})
	return out
}
