// Package gofntype tells, for RC402 in Go, whether a parameter's declared
// type is a function type, also when it is written by name: an MCP SDK's
// named handler type (mark3labs/mcp-go's `server.ToolHandlerFunc`, the
// official go-sdk's `mcp.ToolHandler` and `mcp.ToolHandlerFor[In, Out]`:
// library rows of libmodels/data/mcp.yml with api: type and a handler kind,
// each with its source page) or a type the file declares as one (`type
// HandlerFunc func(ctx context.Context, req Request) (Result, error)`). A
// wrapper `func ErrorGuard(handler server.ToolHandlerFunc)
// server.ToolHandlerFunc` whose returned closure calls handler runs the
// handlers its callers hand it, as one taking `fn func() error` does
// (package gounseen).
package gofntype

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// handlerTypes are the qualified names (import path and type name) of the
// MCP SDKs' named handler function types (Go rows with api: type and a
// handler kind).
var handlerTypes = libmodels.Builtin().NameSet(func(r *libmodels.Row) bool {
	return r.Lang == libmodels.Go && r.API == libmodels.Type && r.Handler != ""
})

// typeSpecs are the Go type declarations' specs.
var typeSpecs = model.NewSymBitset(model.SymTypeSpec)

// Func reports whether Go type node t (a parameter's type) is a function
// type: a literal `func(...)`, a named MCP handler type of a library row
// (resolved through the file's imports, type arguments dropped), or a name
// the file declares with a function type.
func Func(f *model.File, t *model.Node) bool {
	if f.Lang != model.LangGo || t == nil {
		return false
	}
	if t.Sym() == model.SymFunctionType {
		return true
	}
	name := f.Text(t)
	if i := strings.IndexByte(name, '['); i >= 0 {
		name = name[:i] // mcp.ToolHandlerFor[In, Out]
	}
	if pkg, typ, ok := strings.Cut(name, "."); ok {
		q, imported := f.Imports()[pkg]
		return imported && handlerTypes[q+"."+typ]
	}
	found := false
	f.NodesOf(typeSpecs, func(s *model.Node) bool {
		if n := s.ChildByFieldName("name"); !found && n != nil && f.Text(n) == name {
			v := s.ChildByFieldName("type")
			found = v != nil && v.Sym() == model.SymFunctionType
			return false
		}
		return true
	})
	return found
}
