package goreach

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// noDeadlineSDKs maps the modules of the Go MCP SDKs whose handlers' context
// carries no deadline (registration rows of libmodels/data/mcp.yml whose
// default is "none": mcp-go, the go-sdk) to the page that says so.
var noDeadlineSDKs = func() map[string]string {
	out := map[string]string{}
	for _, r := range libmodels.Builtin().Select(libmodels.Is(libmodels.Go, libmodels.Registration)) {
		if r.Default != nil && r.Default.Value == "none" {
			out[r.Module] = r.Default.URL
		}
	}
	return out
}()

// HandlerCtx reports whether Go context expression ctx is the
// context.Context parameter of an MCP handler (Handler) of an SDK that gives
// that context no deadline (noDeadlineSDKs: the file imports the SDK),
// passed as is or through context.WithCancel / WithCancelCause / WithValue,
// with no context.WithTimeout or WithDeadline on the way. It returns the
// handler and the page of the SDK's row. Such a context ends only when the
// MCP client cancels the request (notifications/cancelled) or the HTTP
// request ends: weaker than a deadline, since a client that never cancels
// leaves the call running forever.
func HandlerCtx(f *model.File, ctx *model.Node) (handler *model.Node, url string, ok bool) {
	if f.Lang != model.LangGo || ctx == nil {
		return nil, "", false
	}
	url = sdkURL(f)
	if url == "" {
		return nil, "", false
	}
	handler, ok = handlerCtx(f, ctx, 0)
	return handler, url, ok
}

// maxHelpers bounds the helpers followed up to the handler (handler ->
// helper -> helper -> call).
const maxHelpers = 3

// handlerCtx is HandlerCtx without the SDK test; hops counts the helpers
// followed. A context parameter of a helper of the file (not a handler) is
// the handler's when the file calls the helper, and every such call passes
// a handler's context there: a helper another file calls too is judged by
// its calls in this one. A handler only by its result shape that the file
// calls directly (calledShape) is such a helper: its context is its
// callers', which may have bounded it with context.WithTimeout.
func handlerCtx(f *model.File, ctx *model.Node, hops int) (*model.Node, bool) {
	for depth := 0; depth < 4; depth++ {
		v := f.Resolve(ctx)
		if v == nil {
			return nil, false
		}
		switch v.Sym() {
		case model.SymCallExpression:
			switch model.CalleeName(f, v) {
			case "context.WithCancel", "context.WithCancelCause", "context.WithValue":
				ctx = model.Arg(v, 0)
				continue
			}
			return nil, false
		case model.SymIdentifier:
			fn, idx := paramOwner(f, v, f.Text(v))
			switch {
			case fn == nil:
				return nil, false
			case Handler(f, fn) && !calledShape(f, fn):
				return fn, true
			case hops >= maxHelpers || fn.Sym() == model.SymFuncLiteral:
				return nil, false
			}
			calls := callers(f)[fn]
			if len(calls) == 0 {
				return nil, false
			}
			var h *model.Node
			for _, c := range calls {
				hh, ok := handlerCtx(f, model.Arg(c, idx), hops+1)
				if !ok {
					return nil, false
				}
				h = hh
			}
			return h, true
		}
		return nil, false
	}
	return nil, false
}

var callersKey = model.NewFactKey[map[*model.Node][]*model.Node]("goreach.callers")

// callers maps each function of the Go file to the calls of it the file
// makes (callees' reading: a plain name, or a method on the caller's own
// receiver).
func callers(f *model.File) map[*model.Node][]*model.Node {
	return model.Fact(f, callersKey, func(f *model.File) map[*model.Node][]*model.Node {
		decls := map[string]*model.Node{}
		methods := map[string][]*model.Node{}
		f.NodesOf(model.NewSymBitset(model.SymFunctionDeclaration, model.SymMethodDeclaration), func(fn *model.Node) bool {
			if fn.Sym() == model.SymFunctionDeclaration {
				decls[Name(f, fn)] = fn
			} else {
				methods[Name(f, fn)] = append(methods[Name(f, fn)], fn)
			}
			return true
		})
		out := map[*model.Node][]*model.Node{}
		f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(c *model.Node) bool {
			for _, t := range callees(f, c, nil, decls, methods) {
				out[t] = append(out[t], c)
			}
			return true
		})
		return out
	})
}

// sdkURL is the page of the no-deadline SDK the file imports, the first
// by import path when it imports several, or "".
func sdkURL(f *model.File) string {
	best, url := "", ""
	for _, path := range f.Imports() {
		for mod, u := range noDeadlineSDKs {
			if (path == mod || strings.HasPrefix(path, mod+"/")) && (best == "" || path < best) {
				best, url = path, u
			}
		}
	}
	return url
}

// paramOwner is the innermost function around n that declares a parameter
// named name, with the parameter's 0-based position, or nil.
func paramOwner(f *model.File, n *model.Node, name string) (*model.Node, int) {
	for fn := model.Ancestor(n, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral); fn != nil; fn = model.Ancestor(fn, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral) {
		ps := fn.ChildByFieldName("parameters")
		if ps == nil {
			continue
		}
		pos := 0
		for i := 0; i < int(ps.NamedChildCount()); i++ {
			pd := ps.NamedChild(i)
			named := false
			for j := 0; j < int(pd.ChildCount()); j++ {
				if pd.FieldNameForChild(j) != "name" {
					continue
				}
				named = true
				if f.Text(pd.Child(j)) == name {
					return fn, pos
				}
				pos++
			}
			if !named {
				pos++
			}
		}
	}
	return nil, 0
}

// calledShape reports whether Go function fn, which model.File.HandlerOf
// takes for a handler, is one only by its result shape (it returns a
// *CallToolResult, handlers.goResultFuncs) and is in fact a helper of the
// file's handlers: it takes no SDK request (CallToolRequest,
// ReadResourceRequest, GetPromptRequest), which every handler the Go SDKs
// register receives (mcp-go server.ToolHandlerFunc, go-sdk
// mcp.ToolHandlerFor: https://pkg.go.dev/github.com/modelcontextprotocol/go-sdk/mcp#ToolHandlerFor),
// the file calls it, and the file never names it other than in a call (no
// method value or function value handed to a registration or a wrapper).
// Its context is then whatever its callers pass. A function the file does
// not call stays a handler, so nothing unseen is assumed bounded.
func calledShape(f *model.File, fn *model.Node) bool {
	if fn.Sym() != model.SymFunctionDeclaration && fn.Sym() != model.SymMethodDeclaration {
		return false
	}
	params := f.Text(fn.ChildByFieldName("parameters"))
	if strings.Contains(params, "Request") || len(callers(f)[fn]) == 0 {
		return false
	}
	name := Name(f, fn)
	decl := fn.ChildByFieldName("name")
	valued := false
	f.NodesOf(model.NewSymBitset(model.SymIdentifier, model.SymFieldIdentifier), func(n *model.Node) bool {
		if valued || f.Text(n) != name || model.SameSpan(n, decl) {
			return !valued
		}
		e := n
		if p := e.Parent(); p != nil && p.Sym() == model.SymSelectorExpression && model.SameSpan(p.ChildByFieldName("field"), n) {
			e = p
		}
		if p := e.Parent(); p == nil || p.Sym() != model.SymCallExpression || !model.SameSpan(p.ChildByFieldName("function"), e) {
			valued = true
		}
		return !valued
	})
	return !valued
}

// Receiver is the receiver name of the method declaration around n, or ""
// (a function, or a method whose receiver is unnamed).
func Receiver(f *model.File, n *model.Node) string { return receiver(f, n) }

// ParamOwner returns the innermost Go function (declaration, method or
// func literal) around n that has a parameter called name, and that
// parameter's 0-based position (the receiver not counted); nil when none.
func ParamOwner(f *model.File, n *model.Node, name string) (*model.Node, int) {
	return paramOwner(f, n, name)
}
