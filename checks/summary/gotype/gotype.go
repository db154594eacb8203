// Package gotype reads what a Go declaration binds a name to, for the
// function summaries' receiver typing (package checks/summary): the named
// type it declares or builds, or the call whose first result it holds, as
// go/types would type the name (Go spec, "Variable declarations", "Short
// variable declarations"). It is split from checks/summary, which is at
// the package size limit (checks/size_test.go).
package gotype

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/gorecv"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Bound is one name a Go declaration binds and what types it: Type, a
// named type's text through one pointer ("Client", "api.Client") with its
// node TypeNode, or Call, the callee's text and "()" ("api.New()",
// "s.pool.Get()": the first result of that call).
type Bound struct {
	Name     string
	Type     string
	TypeNode *model.Node
	Call     string
	// Embedded: a struct's embedded field (`ClientInterface` in `type
	// ClientWithResponses struct{ ClientInterface }`), whose name is its
	// type's and whose methods the struct's are (promoted).
	Embedded bool
}

// Short returns the first name Go short variable declaration n binds
// with what types it: `c := &api.Client{}` or `c := api.Client{}` (Type),
// `c, err := api.New(key)` (Call, a callee of at most three dotted parts:
// `c := s.pool.Get()` types a receiver's field); ok is false for any
// other value and for the blank name.
func Short(f *model.File, n *model.Node) (Bound, bool) {
	left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if left == nil || right == nil || left.NamedChildCount() == 0 || right.NamedChildCount() == 0 {
		return Bound{}, false
	}
	name := left.NamedChild(0)
	if name.Sym() != model.SymIdentifier || f.Text(name) == "_" {
		return Bound{}, false
	}
	return value(f, f.Text(name), right.NamedChild(0))
}

// value types name by Go expression v: a composite literal (through &), a
// call, or an index expression on a field (ElemOf, Call "m.managers[]").
func value(f *model.File, name string, v *model.Node) (Bound, bool) {
	if v != nil && v.Sym() == model.SymUnaryExpression {
		v = v.ChildByFieldName("operand")
	}
	if v == nil {
		return Bound{}, false
	}
	if e := ElemOf(f, v); e != "" { // manager, ok := m.managers[k]: the field's element (Field)
		return Bound{Name: name, Call: e}, true
	}
	switch v.Sym() {
	case model.SymCompositeLiteral:
		t := v.ChildByFieldName("type")
		if cls := gorecv.NamedType(f, t); cls != "" {
			return Bound{Name: name, Type: cls, TypeNode: t}, true
		}
	case model.SymCallExpression:
		if fn := v.ChildByFieldName("function"); fn != nil && (fn.Sym() == model.SymIdentifier || fn.Sym() == model.SymSelectorExpression) {
			if t := f.Text(fn); strings.Count(t, ".") <= 2 {
				return Bound{Name: name, Call: t + "()"}, true
			}
		}
	}
	return Bound{}, false
}

// Params returns the receiver and parameters of Go function or method n
// whose type is a named type, or a pointer to one (`c *LinearClient`,
// `client *linear.LinearClient`), in order, the blank name left out.
func Params(f *model.File, n *model.Node) []Bound {
	var out []Bound
	for _, field := range []string{"receiver", "parameters"} {
		ps := n.ChildByFieldName(field)
		for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
			p := ps.NamedChild(i)
			if p.Type() != "parameter_declaration" {
				continue
			}
			t := gorecv.NamedType(f, p.ChildByFieldName("type"))
			for j := 0; t != "" && j < int(p.NamedChildCount()); j++ {
				if c := p.NamedChild(j); c.FieldName() == "name" && f.Text(c) != "_" {
					out = append(out, Bound{Name: f.Text(c), Type: t, TypeNode: p.ChildByFieldName("type")})
				}
			}
		}
	}
	return out
}

// Field returns the struct type that Go field declaration n belongs to
// (`type Server struct{ client *api.Client }`: "Server") and the names it
// declares with its type when that is a named type, or a pointer to one;
// owner is "" for a field of an anonymous struct or of another type. An
// embedded field (`api.ClientInterface`, `*Base`) is named by its type's
// unqualified name, as the Go specification names it, and is Embedded. A
// field of a map, slice or array type of a named element type
// (`managers map[DBType]DatabaseManager`, `providers []Provider`) is named
// with "[]" appended ("managers[]") and typed by its element (Elem): what
// an index expression on it reads (ElemOf).
func Field(f *model.File, n *model.Node) (owner string, names []Bound) {
	spec := n.Parent()
	for i := 0; i < 2 && spec != nil; i++ {
		spec = spec.Parent()
	}
	if spec == nil || spec.Sym() != model.SymTypeSpec || spec.ChildByFieldName("name") == nil {
		return "", nil
	}
	t, tn, suffix := gorecv.NamedType(f, n.ChildByFieldName("type")), n.ChildByFieldName("type"), ""
	if e := Elem(n.ChildByFieldName("type")); t == "" && e != nil { // managers map[string]Manager: "managers[]", its element's type
		t, tn, suffix = gorecv.NamedType(f, e), e, "[]"
	}
	for j := 0; t != "" && j < int(n.NamedChildCount()); j++ {
		if c := n.NamedChild(j); c.FieldName() == "name" {
			names = append(names, Bound{Name: f.Text(c) + suffix, Type: t, TypeNode: tn})
		}
	}
	if t != "" && n.ChildByFieldName("name") == nil {
		names = append(names, Bound{Name: t[strings.LastIndexByte(t, '.')+1:], Type: t, TypeNode: n.ChildByFieldName("type"), Embedded: true})
	}
	return f.Text(spec.ChildByFieldName("name")), names
}

// Elem returns the element type node of Go map, slice or array type node
// t (a map's value type), or nil.
func Elem(t *model.Node) *model.Node {
	switch {
	case t == nil:
		return nil
	case t.Type() == "map_type":
		return t.ChildByFieldName("value")
	case t.Type() == "slice_type" || t.Type() == "array_type":
		return t.ChildByFieldName("element")
	}
	return nil
}

// ElemOf returns "recv.field[]" for Go index expression v on a field of an
// identifier (`m.managers[opts.Type]`), the instance text of the element
// it reads (Field names such a field "field[]"), or "".
func ElemOf(f *model.File, v *model.Node) string {
	if v == nil || v.Sym() != model.SymIndexExpression {
		return ""
	}
	sel := v.ChildByFieldName("operand")
	if sel == nil || sel.Sym() != model.SymSelectorExpression || sel.ChildByFieldName("operand") == nil ||
		sel.ChildByFieldName("operand").Sym() != model.SymIdentifier {
		return ""
	}
	return f.Text(sel) + "[]"
}

// Vars returns the names Go variable spec n (`var c *api.Client`,
// `var (lease pool.Lease; err error)`, `var c = api.New()`) binds with
// what types them: its declared type when it is a named type (every name
// gets it, whatever the value: the declared type is the static type), else
// each name's value (Short's values: a composite literal or a call; with
// one call for several names the first name gets the call's first result).
// A var declared with a type and assigned in if/else branches
// (`lease, err = p.Acquire(ctx)`) keeps its declared type: Go has no
// union to form. The blank name is left out.
func Vars(f *model.File, n *model.Node) []Bound {
	var names []*model.Node
	for i := 0; i < int(n.ChildCount()); i++ {
		if n.FieldNameForChild(i) == "name" {
			names = append(names, n.Child(i))
		}
	}
	var out []Bound
	t, vals := n.ChildByFieldName("type"), n.ChildByFieldName("value")
	cls := gorecv.NamedType(f, t)
	for i, nm := range names {
		switch name := f.Text(nm); {
		case name == "_":
		case cls != "":
			out = append(out, Bound{Name: name, Type: cls, TypeNode: t})
		case t == nil && vals != nil && (i == 0 || len(names) == int(vals.NamedChildCount())):
			if b, ok := value(f, name, vals.NamedChild(i)); ok {
				out = append(out, b)
			}
		}
	}
	return out
}

// Declared reports whether Go name is declared in the outermost function
// around node at (closures see its locals): a parameter, receiver or
// result, a short variable declaration's or a range clause's left side, a
// var or const spec. Any such declaration counts, in any block: a local
// that may hide a package variable of that name makes the name no package
// variable's (silence over a wrong type).
func Declared(f *model.File, at *model.Node, name string) bool {
	fn := model.EnclosingFunc(at)
	for fn != nil {
		if o := model.EnclosingFunc(fn); o != nil {
			fn = o
			continue
		}
		break
	}
	if fn == nil {
		return false
	}
	memo := model.Fact(f, declared, func(*model.File) map[declKey]bool { return map[declKey]bool{} })
	key := declKey{fn.StartByte(), name}
	if d, ok := memo[key]; ok {
		return d
	}
	found := false
	defer func() { memo[key] = found }()
	model.Walk(fn, func(n *model.Node) bool {
		if found || n.Sym() != model.SymIdentifier {
			return !found
		}
		p := n.Parent()
		if p != nil && p.Type() == "expression_list" && p.FieldName() == "left" {
			p = p.Parent()
		}
		if p != nil && f.Text(n) == name {
			switch p.Type() {
			case "short_var_declaration", "range_clause", "var_spec", "const_spec", "parameter_declaration", "variadic_parameter_declaration":
				found = true
			}
		}
		return !found
	})
	return found
}

// declKey is a function (its start) and a name Declared looked for in it.
type declKey struct {
	fn   uint32
	name string
}

// declared memoises Declared per file.
var declared = model.NewFactKey[map[declKey]bool]("gotype.declared")

// ModuleType reports whether Go named type t may be declared in the
// module: a type of the file's own package, or of an imported package
// (spec gives the import path of a package name the file imports) that is
// not the standard library's (context.Context, *http.Request and the like
// never are).
func ModuleType(t string, spec func(pkg string) (string, bool)) bool {
	pkg, _, qualified := strings.Cut(t, ".")
	if !qualified {
		return true
	}
	s, ok := spec(pkg)
	first, _, _ := strings.Cut(s, "/")
	return ok && !gorecv.StdRoots[first]
}

// Recv reports whether Go receiver root r of call n ("client",
// "c.dynamicClient", "store.DB") may be typed by the summaries' linking: a
// local or field the function types (typed), or a package variable of the
// file's package or of an imported package of the module (`store.DB`);
// not an imported package itself nor a local it cannot type (Declared).
func Recv(f *model.File, n *model.Node, r string, spec func(pkg string) (string, bool), typed func(name string) bool) bool {
	first, _, dotted := strings.Cut(r, ".")
	if _, imported := spec(first); imported {
		return dotted && ModuleType(r, spec)
	}
	return typed(first) || !Declared(f, n, first)
}

// Index records file fi under package folder d in m (folder -> key ->
// file) for each key of keys that keep accepts (every key when keep is
// nil) and no file recorded before, making m and its folder's map when
// the first key is recorded; it returns m.
func Index[V any](m map[string]map[string]int, d string, keys map[string]V, fi int, keep func(string) bool) map[string]map[string]int {
	for k := range keys {
		if keep != nil && !keep(k) {
			continue
		}
		if m == nil {
			m = map[string]map[string]int{}
		}
		if m[d] == nil {
			m[d] = map[string]int{}
		}
		if _, dup := m[d][k]; !dup {
			m[d][k] = fi
		}
	}
	return m
}

// Indexed reports whether instance key names a struct field or a package
// variable ("Server.self.client", "var.DB"), which Index records by folder.
func Indexed(key string) bool {
	return strings.Contains(key, ".self.") || strings.HasPrefix(key, "var.")
}
