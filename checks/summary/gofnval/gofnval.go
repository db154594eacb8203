// Package gofnval names what a call of a Go function value returns, for
// the function summaries' receiver typing (package checks/summary): a
// value of a function type is called like a function, and go/types types
// the call by the type's declared results (Go spec, "Calls", "Function
// types"), whoever holds the value: `client, err := resolver(ctx)` with
// `resolver auth.ClientResolver` and `type ClientResolver func(ctx
// context.Context) (*webex.WebexClient, error)`; `client :=
// getZabbixClient(raw)` with the package variable `getZabbixClient
// func(client interface{}) ZabbixClient`; `deps.GetClient(ctx)` with the
// struct field `GetClient func(context.Context) (*github.Client, error)`;
// and the standard library's `sync.OnceValue[*qdrant.Client](...)`, whose
// result is `func() T` (https://pkg.go.dev/sync#OnceValue). The summary
// records the first result's named type under an instance key (Decl.Key)
// beside the struct fields and package variables it already records, and
// resolves a call of such a value to it when no function of the module
// has the called name. A function type whose first result is not a named
// type (a slice, a map, an interface literal) names nothing: the call
// stays unknown. It is split from checks/summary, which is at the package
// size limit (checks/size_test.go).
package gofnval

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/gorecv"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Call is the suffix of the instance key of a function value's result:
// "()" after the value's name ("var.getClient()", "Deps.self.GetClient()"),
// or alone after a named function type's ("ClientResolver.self.()").
const Call = "()"

// Decl is one function value a Go declaration declares: Key, the summary's
// instance key for what a call of it returns ("var.getClient()" for a
// package variable, "Deps.self.GetClient()" for a struct field,
// "ClientResolver.self.()" for a named function type), Type the first
// result's named type through one pointer ("webex.WebexClient",
// "ZabbixClient") and Node that type's node.
type Decl struct {
	Key, Type string
	Node      *model.Node
}

// Decls returns the function values Go declaration node n declares whose
// type names its first result: a type spec of a function type, a package
// level var spec (top) with a function type or a sync.OnceValue value, a
// field of a named struct type with a function type. It returns nil for
// any other node.
func Decls(f *model.File, n *model.Node, top bool) []Decl {
	var out []Decl
	add := func(key string, t *model.Node) {
		if r, rn := Result(f, t); r != "" {
			out = append(out, Decl{key, r, rn})
		}
	}
	switch n.Sym() {
	case model.SymTypeSpec:
		if name := n.ChildByFieldName("name"); name != nil {
			add(f.Text(name)+".self."+Call, n.ChildByFieldName("type"))
		}
	case model.SymVarSpec:
		t, vals := n.ChildByFieldName("type"), n.ChildByFieldName("value")
		for i := 0; top && i < int(n.ChildCount()); i++ {
			if n.FieldNameForChild(i) != "name" {
				continue
			}
			if name := f.Text(n.Child(i)); t != nil {
				add("var."+name+Call, t)
			} else if vals != nil && vals.NamedChildCount() == 1 {
				if r, rn := once(f, vals.NamedChild(0)); r != "" {
					out = append(out, Decl{"var." + name + Call, r, rn})
				}
			}
		}
	case model.SymFieldDeclaration:
		spec := n.Parent()
		for i := 0; i < 2 && spec != nil; i++ {
			spec = spec.Parent()
		}
		if spec == nil || spec.Sym() != model.SymTypeSpec || spec.ChildByFieldName("name") == nil {
			return nil
		}
		owner := f.Text(spec.ChildByFieldName("name"))
		for j := 0; j < int(n.NamedChildCount()); j++ {
			if c := n.NamedChild(j); c.FieldName() == "name" {
				add(owner+".self."+f.Text(c)+Call, n.ChildByFieldName("type"))
			}
		}
	}
	return out
}

// Result returns the first result's named type of Go function type node
// t (through one pointer: "webex.WebexClient" of `func(ctx) (*webex.WebexClient,
// error)`) and its node, or "" when t is no function type or that result
// is no named type.
func Result(f *model.File, t *model.Node) (string, *model.Node) {
	if t == nil || t.Type() != "function_type" && t.Type() != "func_literal" {
		return "", nil
	}
	return FirstResult(f, t.ChildByFieldName("result"))
}

// FirstResult returns the named type (through one pointer) of Go result
// node r, the "result" field of a function type, literal or interface
// method (the first of a parameter list), and its node, or "" when there
// is none or it is no named type.
func FirstResult(f *model.File, r *model.Node) (string, *model.Node) {
	if r != nil && r.Sym() == model.SymParameterList {
		if r.NamedChildCount() == 0 {
			return "", nil
		}
		r = r.NamedChild(0).ChildByFieldName("type")
	}
	if cls := gorecv.NamedType(f, r); cls != "" {
		return cls, r
	}
	return "", nil
}

// once returns the result type of a package variable's value v when it is
// the standard library's sync.OnceValue or sync.OnceValues, which return a
// function with the results of the function they are given: the type
// argument (`sync.OnceValue[*qdrant.Client](...)`) or the given function
// literal's first result (`sync.OnceValue(func() *qdrant.Client {...})`).
func once(f *model.File, v *model.Node) (string, *model.Node) {
	var fn, arg *model.Node
	switch v.Type() {
	case "type_conversion_expression": // sync.OnceValue[T](f)
		g := v.ChildByFieldName("type")
		if g == nil || g.Type() != "generic_type" {
			return "", nil
		}
		fn = g.ChildByFieldName("type")
		if ta := g.ChildByFieldName("type_arguments"); ta != nil && ta.NamedChildCount() > 0 {
			arg = ta.NamedChild(0)
			if arg.Type() == "type_elem" && arg.NamedChildCount() > 0 {
				arg = arg.NamedChild(0)
			}
		}
	case "call_expression": // sync.OnceValue(func() T {...})
		fn = v.ChildByFieldName("function")
		if as := v.ChildByFieldName("arguments"); as != nil && as.NamedChildCount() == 1 {
			if lit := as.NamedChild(0); lit.Type() == "func_literal" {
				return onceOf(f, fn, lit)
			}
		}
		return "", nil
	default:
		return "", nil
	}
	if !isOnce(f, fn) {
		return "", nil
	}
	if cls := gorecv.NamedType(f, arg); cls != "" {
		return cls, arg
	}
	return "", nil
}

func onceOf(f *model.File, fn, lit *model.Node) (string, *model.Node) {
	if !isOnce(f, fn) {
		return "", nil
	}
	return Result(f, lit)
}

// isOnce reports whether n names sync.OnceValue or sync.OnceValues of the
// standard library's sync package as file f imports it.
func isOnce(f *model.File, n *model.Node) bool {
	if n == nil {
		return false
	}
	pkg, name, ok := strings.Cut(f.Text(n), ".")
	return ok && (name == "OnceValue" || name == "OnceValues") && f.Imports()[pkg] == "sync"
}

// Lookup returns the file and the type of what a call of Go function value
// name returns, in a function where local(v) gives the type its parameter
// or local v has (a named type, "auth.ClientResolver", or what a call
// returns, "api.New()") and whether v is a parameter or local of it at
// all; field(t, attr) returns the file that declares field attr of type t
// and the field's type, pkgVar(v) those of the package variable v. A bare
// name is a parameter or local of a named function type (its key
// "T.self.()") or a package variable ("var.name()"); `deps.GetClient` a
// field of a typed parameter or local. It returns 0, "" for any other.
func Lookup(name string, local func(string) (string, bool), field func(t, attr string) (int, string), pkgVar func(string) (int, string)) (int, string) {
	obj, attr, dotted := strings.Cut(name, ".")
	t, bound := local(obj)
	switch {
	case !dotted && t != "":
		return field(t, Call)
	case !dotted && !bound:
		return pkgVar(name + Call)
	case dotted && t != "" && !strings.Contains(attr, "."):
		return field(t, attr+Call)
	}
	return 0, ""
}
