// Package golocaltype finds a Go type declared inside a function: the input
// struct of a go-sdk tool that the registering function declares beside its
// registration (`func registerTools(s *mcp.Server) { type In struct {...};
// mcp.AddTool(s, &mcp.Tool{...}, func(ctx context.Context, req
// *mcp.CallToolRequest, in In) ...) }`). The go-sdk infers the tool's input
// schema from the handler's In type
// (https://pkg.go.dev/github.com/modelcontextprotocol/go-sdk/mcp#AddTool:
// "the input schema is inferred from In"), so its fields are the tool's
// parameters wherever the type is declared; RC601 reads them for an
// idempotency key (CWE-837) as it reads a type of the file's top level.
package golocaltype

import "github.com/resilience-check/resilience-check/checks/model"

// typeSpecs is the node type Spec looks for.
var typeSpecs = model.NewSymBitset(model.SymTypeSpec)

// Spec returns the type_spec named name that a function enclosing at
// declares in its body before at (the innermost such function first), or
// nil when none does.
func Spec(f *model.File, at *model.Node, name string) *model.Node {
	if f.Lang != model.LangGo || at == nil || name == "" {
		return nil
	}
	for fn := model.EnclosingFunc(at); fn != nil; fn = model.EnclosingFunc(fn) {
		var found *model.Node
		f.NodesIn(fn, typeSpecs, func(n *model.Node) bool {
			if found == nil && n.StartByte() < at.StartByte() && f.Text(n.ChildByFieldName("name")) == name {
				found = n
			}
			return true
		})
		if found != nil {
			return found
		}
	}
	return nil
}
