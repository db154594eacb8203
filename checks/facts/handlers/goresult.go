package handlers

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/gosyn"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goResultFuncs returns the file's Go functions (declarations, methods,
// func literals) that answer a tool call by their result types: they
// return a tool result and an error, `(*mcp.CallToolResult, error)` (mcp-go
// and go-sdk handlers, and the Execute methods of tools a server keeps in a
// registry and dispatches from one SDK handler: mcp-devtools'
// `Execute(ctx, logger, cache, args) (*mcp.CallToolResult, error)`) or
// `(*mcp_golang.ToolResponse, error)` (metoro-io/mcp-golang, whose
// RegisterTool handlers take the tool's typed arguments and nothing that
// names a request). The mcp-golang functions among them are also returned
// as tools in golang: RC601 reads no other shape of theirs.
func goResultFuncs(f *model.File, funcs map[*model.Node]bool) []Tool {
	if !f.Contains("CallToolResult") && !f.Contains("ToolResponse") {
		return nil
	}
	var out []Tool
	var types map[string]*model.Node
	syms := model.NewSymBitset(model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral)
	f.NodesOf(syms, func(fn *model.Node) bool {
		res := fn.ChildByFieldName("result")
		if res == nil {
			return true
		}
		rt := f.Text(res)
		if !strings.Contains(rt, "error") || !strings.Contains(rt, "CallToolResult") && !strings.Contains(rt, "ToolResponse") {
			return true
		}
		funcs[fn] = true
		if !strings.Contains(rt, "ToolResponse") || fn.ChildByFieldName("body") == nil {
			return true
		}
		t := Tool{Shape: GoResult, Handler: fn}
		switch fn.Sym() {
		case model.SymFuncLiteral: // server.RegisterTool("name", "desc", func(args T) (*mcp_golang.ToolResponse, error) {...})
			args := fn.Parent()
			if args == nil || args.Sym() != model.SymArgumentList || args.Parent() == nil {
				return true
			}
			call := args.Parent()
			t.Report = call
			if a := model.Arg(call, 0); a != nil {
				t.Name = gosyn.Name(f, model.Unwrap(a))
			}
		default:
			name := fn.ChildByFieldName("name")
			t.Report = name
			t.Name = strings.TrimSuffix(f.Text(name), "Handler")
		}
		// The typed argument struct is the tool's schema (mcp-golang derives
		// the JSON schema from it); one declared elsewhere is not known.
		params := fn.ChildByFieldName("parameters")
		for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
			typ := params.NamedChild(i).ChildByFieldName("type")
			if typ == nil || strings.Contains(f.Text(typ), "context.Context") {
				continue
			}
			if types == nil {
				types = gosyn.TypeSpecs(f)
			}
			t.Schema = append(t.Schema, types[strings.TrimPrefix(f.Text(typ), "*")]) // nil: declared elsewhere
		}
		out = append(out, t)
		return true
	})
	return out
}
