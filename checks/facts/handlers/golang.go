package handlers

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/gosyn"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
	"github.com/resilience-check/resilience-check/libmodels"
)

// goRegisterWords are the last names of the Go SDKs' registration calls
// (registration rows of libmodels/data/mcp.yml: AddTool, NewServerTool,
// RegisterTool, ...) that register a tool.
var goRegisterWords = func() map[string]bool {
	out := map[string]bool{}
	for w, k := range model.RegistrationWords(libmodels.Go) {
		if k == model.ToolHandler {
			out[w] = true
		}
	}
	return out
}()

// Wrapper says which arguments of a call of a registration wrapper are the
// tool and its handler (0-based).
type Wrapper struct{ Tool, Handler int }

// GoWrappers returns the file's Go registration wrappers by name: a
// function declared in the file, or a closure bound to a variable
// (`addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {...}`),
// that passes two of its own parameters, as the tool and its handler, to an
// SDK's tool registration (AddTool). Each call of such a wrapper registers
// a tool just as the SDK call would.
func GoWrappers(f *model.File) map[string]Wrapper {
	if f.Lang != model.LangGo {
		return nil
	}
	return model.Fact(f, wrappersKey, goWrappers)
}

var wrappersKey = model.NewFactKey[map[string]Wrapper]("handlers.GoWrappers")

func goWrappers(f *model.File) map[string]Wrapper {
	var out map[string]Wrapper
	syms := model.NewSymBitset(model.SymFunctionDeclaration, model.SymFuncLiteral)
	f.NodesOf(syms, func(fn *model.Node) bool {
		name := ""
		switch fn.Sym() {
		case model.SymFunctionDeclaration:
			name = f.Text(fn.ChildByFieldName("name"))
		case model.SymFuncLiteral: // addTool := func(...) {...}; var addTool = func(...) {...}
			p := fn.Parent()
			if p != nil && p.Sym() == syntax.SymExpressionList {
				p = p.Parent()
			}
			if p != nil && (p.Sym() == syntax.SymShortVarDeclaration || p.Sym() == syntax.SymVarSpec || p.Sym() == syntax.SymAssignmentStatement) {
				if l := p.ChildByFieldName("left"); l != nil && l.NamedChildCount() == 1 {
					name = f.Text(l.NamedChild(0))
				} else if n := p.ChildByFieldName("name"); n != nil {
					name = f.Text(n)
				}
			}
		}
		if name == "" {
			return true
		}
		if w, ok := goWrapper(f, fn); ok {
			if out == nil {
				out = map[string]Wrapper{}
			}
			out[name] = w
		}
		return true
	})
	return out
}

// goWrapper reports whether fn passes two of its parameters to a tool
// registration as its last two arguments (the tool, then the handler).
func goWrapper(f *model.File, fn *model.Node) (Wrapper, bool) {
	params := map[string]int{}
	ps := fn.ChildByFieldName("parameters")
	idx := 0
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		if p.Sym() != syntax.SymParameterDeclaration {
			continue
		}
		names := 0
		for j := 0; j < int(p.NamedChildCount()); j++ {
			if c := p.NamedChild(j); c.FieldName() == "name" {
				params[f.Text(c)] = idx
				idx++
				names++
			}
		}
		if names == 0 {
			idx++
		}
	}
	if len(params) < 2 {
		return Wrapper{}, false
	}
	var w Wrapper
	found := false
	f.NodesIn(fn.ChildByFieldName("body"), model.NewSymBitset(model.SymCallExpression), func(call *model.Node) bool {
		if found {
			return false
		}
		c := model.Callee(call)
		if c != nil && c.Sym() == model.SymSelectorExpression {
			c = c.ChildByFieldName("field")
		}
		if c == nil || !goRegisterWords[f.Text(c)] {
			return true
		}
		n := model.NumArgs(call)
		if n < 2 {
			return true
		}
		t, okT := params[f.Text(model.Arg(call, n-2))]
		h, okH := params[f.Text(model.Arg(call, n-1))]
		if okT && okH {
			w, found = Wrapper{Tool: t, Handler: h}, true
		}
		return true
	})
	return w, found
}

// goList returns the tools of Go tool lists: a composite literal with a
// Handler field holding a function of the file (a func literal or the name
// of a function declared in the file) beside a Tool field (a composite
// literal with a Name) or a Name field: `{Tool: api.Tool{Name: "x",
// InputSchema: ...}, Handler: run}`.
func goList(f *model.File) []Tool {
	var out []Tool
	var decls map[string]*model.Node
	f.NodesOf(model.NewSymBitset(model.SymCompositeLiteral, model.SymLiteralValue), func(lit *model.Node) bool {
		if lit.Sym() == model.SymLiteralValue && lit.Parent() != nil && lit.Parent().Sym() == model.SymCompositeLiteral {
			return true // the body of a composite literal, seen as the literal
		}
		h := gosyn.Keyed(f, lit, "Handler")
		if h == nil {
			return true
		}
		var handler *model.Node
		switch h = model.Unwrap(h); h.Sym() {
		case model.SymFuncLiteral:
			handler = h
		case model.SymIdentifier:
			if decls == nil {
				decls = gosyn.Decls(f)
			}
			handler = decls[f.Text(h)]
		case model.SymSelectorExpression: // Handler: d.CreateDroplet, a method value of the file's one method of that name
			if ms := regflow.GoMethods(f)[f.Text(h.ChildByFieldName("field"))]; len(ms) == 1 {
				handler = ms[0]
			}
		}
		if handler == nil {
			return true
		}
		def := lit
		if t := gosyn.Keyed(f, lit, "Tool"); t != nil {
			def = model.Unwrap(t)
		}
		if t, ok := goTool(f, def, lit, handler); ok {
			out = append(out, t)
		}
		return true
	})
	return out
}

// goToolCalls returns the tools of Go calls that pair a tool definition
// with its handler in one call of the server's own constructor (not
// AddTool, which the rules read themselves): an argument that is a
// composite literal of a type named Tool with a Name (`mcp.Tool{Name:
// "add_issue_comment", InputSchema: ...}`) and a later argument that is a
// func literal or a function of the file: github-mcp-server's
// `NewTool(meta, mcp.Tool{...}, scopes, func(ctx, deps, req, args) ...)`.
func goToolCalls(f *model.File) []Tool {
	var out []Tool
	var decls map[string]*model.Node
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(call *model.Node) bool {
		c := model.Callee(call)
		if c != nil && c.Sym() == model.SymIndexExpression { // NewTool[In, Out](...)
			c = c.ChildByFieldName("operand")
		}
		if c != nil && c.Sym() == model.SymSelectorExpression {
			c = c.ChildByFieldName("field")
		}
		if c == nil || f.Text(c) == "AddTool" { // AddTool(tool, handler): the rules read the SDK's call themselves
			return true
		}
		var def, handler *model.Node
		for i := 0; i < model.NumArgs(call); i++ {
			a := model.Unwrap(model.Arg(call, i))
			switch {
			case def == nil && a.Sym() == model.SymCompositeLiteral && strings.HasSuffix(f.Text(a.ChildByFieldName("type")), "Tool"):
				def = a
			case def != nil && handler == nil && a.Sym() == model.SymFuncLiteral:
				handler = a
			case def != nil && handler == nil && a.Sym() == model.SymIdentifier:
				if decls == nil {
					decls = gosyn.Decls(f)
				}
				handler = decls[f.Text(a)]
			}
		}
		if def == nil || handler == nil {
			return true
		}
		if t, ok := goTool(f, def, call, handler); ok {
			out = append(out, t)
		}
		return true
	})
	return out
}

// goTool is the tool that definition literal def (mcp.Tool{Name: ...,
// InputSchema: ...}) names, reported at report and handled by handler;
// false when def has no Name.
func goTool(f *model.File, def, report, handler *model.Node) (Tool, bool) {
	nameNode := gosyn.Keyed(f, def, "Name")
	if nameNode == nil {
		if def.Sym() == model.SymCallExpression && strings.HasSuffix(f.Text(model.Callee(def)), "NewTool") { // Tool: mcp.NewTool("x", mcp.WithString(...))
			if a := model.Unwrap(model.Arg(def, 0)); a != nil && (a.Sym() == model.SymInterpretedStringLiteral || a.Sym() == model.SymRawStringLiteral) {
				at := handler // reported at the closure, as the data-flow model does, or at the method's name
				if nm := handler.ChildByFieldName("name"); nm != nil {
					at = nm
				}
				return Tool{Shape: GoList, Name: gosyn.Name(f, a), Report: at, Handler: handler, Schema: []*model.Node{report}}, true
			}
		}
		return Tool{}, false
	}
	schema := []*model.Node{def}
	if s := gosyn.Keyed(f, def, "InputSchema"); s != nil && s.Sym() == model.SymIdentifier {
		schema = append(schema, nil) // a schema declared elsewhere
	}
	return Tool{Shape: GoList, Name: gosyn.Name(f, nameNode), Report: report, Handler: handler, Schema: schema}, true
}
