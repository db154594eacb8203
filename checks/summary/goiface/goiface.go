// Package goiface types the result of a Go method called on an interface
// value from the interface's own method signature, for the function
// summaries' receiver typing (package checks/summary): go/types types
// `client, err := deps.GetClient(ctx)` with `deps ToolDependencies` and
// `type ToolDependencies interface { GetClient(ctx context.Context)
// (*github.Client, error) }` by the method's declared results, whichever
// implementation runs (Go spec, "Interface types", "Calls": the method set
// of an interface type is its interface, and a call's type is its
// signature's result). So with several implementations (github-mcp-server's
// dependency struct and its test double, dolt-mcp's Server and Dialect) the
// call itself stays unresolved (unknown: no implementation is picked, a
// test double never), while the value it returns is typed, enough to
// resolve the next call on it (`client.Issues.Get`) to a library row
// (go-github) or a type of the module. The summary records each method's
// first result's named type under the key gofnval gives a struct field of
// a function type ("ToolDependencies.self.GetClient()"), so the lookup of
// `deps.GetClient` that types a function-valued field types an interface
// method too. A method whose first result is no named type (a slice, a
// map, an interface literal) names nothing: what it returns stays unknown.
// It is split from checks/summary, which is at the package size limit
// (checks/size_test.go).
package goiface

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/gofnval"
)

// MaxMethods bounds the methods of one interface Decls records.
const MaxMethods = 64

// Decls returns, for Go type spec n declaring an interface type, one
// gofnval.Decl per method whose first result (through one pointer) is a
// named type other than a predeclared one: Key "Iface.self.Method()",
// Type that type as written ("github.Client", "Database"), Node its node. It returns nil for any
// other node; embedded interfaces and type unions add nothing.
func Decls(f *model.File, n *model.Node) []gofnval.Decl {
	if n == nil || n.Sym() != model.SymTypeSpec {
		return nil
	}
	name, t := n.ChildByFieldName("name"), n.ChildByFieldName("type")
	if name == nil || t == nil || t.Type() != "interface_type" {
		return nil
	}
	var out []gofnval.Decl
	for i := 0; i < int(t.NamedChildCount()) && len(out) < MaxMethods; i++ {
		m := t.NamedChild(i)
		if m.Type() != "method_elem" && m.Type() != "method_spec" {
			continue
		}
		mn := m.ChildByFieldName("name")
		if mn == nil {
			continue
		}
		if r, rn := result(f, m); r != "" && !predeclared[r] {
			out = append(out, gofnval.Decl{Key: f.Text(name) + ".self." + f.Text(mn) + gofnval.Call, Type: r, Node: rn})
		}
	}
	return out
}

// predeclared are the Go spec's predeclared types ("Predeclared
// identifiers"): no type of the module nor of a library, no method to find.
var predeclared = map[string]bool{"any": true, "bool": true, "byte": true, "comparable": true, "complex64": true, "complex128": true,
	"error": true, "float32": true, "float64": true, "int": true, "int8": true, "int16": true, "int32": true, "int64": true, "rune": true,
	"string": true, "uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true}

// result returns the first result's named type of Go method element m and
// its node, or "".
func result(f *model.File, m *model.Node) (string, *model.Node) {
	return gofnval.FirstResult(f, m.ChildByFieldName("result"))
}

// FieldCall returns the file and the type of what Go call name returns
// when name is `obj.field.method` (`s.deps.GetClient`, `h.store.Open`):
// a method of, or a function value held by, field field of the type local
// gives obj (a receiver, parameter or local of function fn of file in),
// where field(in, fn, t, attr) returns the file that declares attr of type
// t as function fn of file in writes t (fn -1: at the top of the file),
// and that attribute's type as written there; so a
// field whose type is an interface declared in another package of the
// module is looked up in that package. It returns 0, "" for any other
// name or when a step does not resolve.
func FieldCall(name string, in, fn int, local func(string) (string, bool), field func(in, fn int, t, attr string) (int, string)) (int, string) {
	parts := strings.Split(name, ".")
	if len(parts) != 3 {
		return 0, ""
	}
	t, _ := local(parts[0])
	if t == "" {
		return 0, ""
	}
	df, ft := field(in, fn, t, parts[1])
	if ft == "" {
		return 0, ""
	}
	return field(df, -1, ft, parts[2]+gofnval.Call)
}

// Lookup returns what a call of Go function value or method name in
// function fn of file in returns: gofnval.Lookup (field(in, fn, ...) for
// its field steps), then FieldCall when that finds nothing
// (`s.deps.GetClient(ctx)`: a field's interface or function type); 0, "" when
// neither resolves.
func Lookup(name string, in, fn int, local func(string) (string, bool), field func(in, fn int, t, attr string) (int, string), pkgVar func(string) (int, string)) (int, string) {
	if df, t := gofnval.Lookup(name, local, func(t, attr string) (int, string) { return field(in, fn, t, attr) }, pkgVar); t != "" {
		return df, t
	}
	return FieldCall(name, in, fn, local, field)
}
