package handlers

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/gonewtool"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/gosyn"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goFactories returns the tools of two Go shapes in which a function of the
// file builds a tool and its handler for a server to register elsewhere:
//
//   - a return statement that pairs a tool definition (gonewtool.Def) with a
//     handler: `return mcp.Tool{Name: "create_build", ...}, func(ctx,
//     req, args In) (...) {...}, scopes` (buildkite-mcp-server's
//     `func CreateBuild() (mcp.Tool, mcp.ToolHandlerFor[In, any], []string)`);
//   - a call of a server's own tool constructor named NewTool whose first
//     argument is the tool's name and a later one its handler:
//     `mcpgo.NewTool("create_refund", "description", parameters, handler)`
//     (razorpay-mcp-server's mcpgo package). mcp-go's own
//     `mcp.NewTool("x", opts...)` takes no handler and stays the AddTool
//     reading of the rules.
//
// The handler is a func literal, a variable of the function bound to one
// (`handler := func(...) {...}`) or a function declared in the file. A
// schema given by a variable bound in the file (`parameters :=
// []mcpgo.ToolParameter{...}`) is read from its value; one that comes from
// elsewhere makes the parameters unknown (a nil Schema entry).
func goFactories(f *model.File) []Tool {
	var out []Tool
	var decls map[string]*model.Node
	handlerOf := func(a *model.Node) *model.Node {
		switch a = model.Unwrap(a); a.Sym() {
		case model.SymFuncLiteral:
			return a
		case model.SymIdentifier:
			if v := model.Unwrap(f.Resolve(a)); v != nil && v.Sym() == model.SymFuncLiteral {
				return v
			}
			if decls == nil {
				decls = gosyn.Decls(f)
			}
			return decls[f.Text(a)]
		}
		return nil
	}
	f.NodesOf(model.NewSymBitset(model.SymReturnStatement, model.SymCallExpression), func(n *model.Node) bool {
		if n.Sym() == model.SymReturnStatement {
			if n.NamedChildCount() != 1 || n.NamedChild(0).Sym() != model.SymExpressionList {
				return true
			}
			list := n.NamedChild(0)
			var def, handler *model.Node
			for i := 0; i < int(list.NamedChildCount()); i++ {
				a := model.Unwrap(list.NamedChild(i))
				switch {
				case def == nil && gonewtool.Def(f, a): // mcp.Tool{Name: ...} or mcp.NewTool("name", ...)
					def = a
				case def != nil && handler == nil:
					handler = handlerOf(a)
				}
			}
			if def != nil && handler != nil {
				if t, ok := goTool(f, def, def, handler); ok {
					out = append(out, t)
				}
			}
			return true
		}
		c := model.Callee(n)
		if c == nil || c.Sym() != model.SymSelectorExpression || f.Text(c.ChildByFieldName("field")) != "NewTool" || model.NumArgs(n) < 2 {
			return true
		}
		name := model.Unwrap(model.Arg(n, 0))
		if name.Sym() != model.SymInterpretedStringLiteral && name.Sym() != model.SymRawStringLiteral {
			return true
		}
		var handler *model.Node
		schema := []*model.Node{n}
		for i := 1; i < model.NumArgs(n); i++ {
			a := model.Unwrap(model.Arg(n, i))
			if h := handlerOf(a); h != nil {
				handler = h
				continue
			}
			if a.Sym() == model.SymIdentifier {
				if v := f.Resolve(a); v != nil && v != a && v.Sym() == model.SymCompositeLiteral {
					schema = append(schema, v)
				} else {
					schema = append(schema, nil) // parameters declared elsewhere
				}
			}
		}
		if handler != nil {
			out = append(out, Tool{Shape: GoList, Name: strings.Trim(f.Text(name), "`\""), Report: n, Handler: handler, Schema: schema})
		}
		return true
	})
	return out
}
