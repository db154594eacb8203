package bounds

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/goxtype"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// The Go declarations goRecvType reads.
var (
	varSpecs   = model.NewSymBitset(model.SymVarSpec)
	typeSpecs  = model.NewSymBitset(model.SymTypeSpec)
	fieldDecls = model.NewSymBitset(model.SymFieldDeclaration)
)

// goRecvType returns the qualified name of the imported type ("module/path.T")
// that the Go receiver expression obj of a method call is declared with, or
// "": an identifier declared by a parameter or the method's receiver of the
// enclosing functions (`client *whatsmeow.Client`), or by `var c *pkg.T`
// in the function or at package level;
// or a field of the method's receiver (`s.client`) whose struct the file
// declares with that field typed `*pkg.T`. Pointers are looked through once.
// It is how a per-call row of a Go type (Row.Bound.PerCall) finds the calls
// of a client the file did not build itself.
func goRecvType(f *model.File, obj *model.Node) string {
	switch obj.Sym() {
	case model.SymIdentifier:
		return goIdentType(f, obj, f.Text(obj))
	case model.SymSelectorExpression:
		base, field := obj.ChildByFieldName("operand"), obj.ChildByFieldName("field")
		if base == nil || field == nil || base.Sym() != model.SymIdentifier {
			return ""
		}
		st := goLocalTypeName(f, base)
		if st == "" {
			t, _ := goxtype.FieldOf(f, base, f.Text(field))
			return t
		}
		if t := goStructFieldType(f, st, f.Text(field)); t != "" {
			return t
		}
		return goxtype.Own(f).Field(st, f.Text(field)) // the struct of another file of the package
	}
	return ""
}

// goIdentType finds the declared type of name as seen from n: the parameters
// and receivers of the functions around n, then the var declarations of the
// innermost one, qualified through the file's imports.
func goIdentType(f *model.File, n *model.Node, name string) string {
	for fn := model.EnclosingFunc(n); fn != nil; fn = model.EnclosingFunc(fn) {
		for _, field := range []string{"receiver", "parameters"} {
			if t := adapt.GoParamType(f, fn.ChildByFieldName(field), name); t != nil {
				return goQualified(f, t)
			}
		}
	}
	if fn := model.EnclosingFunc(n); fn != nil {
		var found *model.Node
		f.NodesIn(fn, varSpecs, func(d *model.Node) bool {
			for i := 0; found == nil && i < int(d.NamedChildCount()); i++ {
				if c := d.NamedChild(i); c.FieldName() == "name" && f.Text(c) == name {
					found = d.ChildByFieldName("type")
				}
			}
			return found == nil
		})
		if found != nil {
			return goQualified(f, found)
		}
	}
	return goPackageVarType(f, name)
}

// goPackageVarType returns the qualified type of the file's package-level
// `var name *pkg.T` (a client the package keeps in a variable set at
// start-up), or "".
func goPackageVarType(f *model.File, name string) string {
	var found *model.Node
	f.NodesOf(varSpecs, func(d *model.Node) bool {
		if model.EnclosingFunc(d) != nil {
			return true
		}
		for i := 0; found == nil && i < int(d.NamedChildCount()); i++ {
			if c := d.NamedChild(i); c.FieldName() == "name" && f.Text(c) == name {
				found = d.ChildByFieldName("type")
			}
		}
		return found == nil
	})
	return goQualified(f, found)
}

// goLocalTypeName returns the name of the file's own type that identifier id
// is declared with as a parameter or receiver (`s *Server` gives "Server"),
// or "".
func goLocalTypeName(f *model.File, id *model.Node) string {
	for fn := model.EnclosingFunc(id); fn != nil; fn = model.EnclosingFunc(fn) {
		for _, field := range []string{"receiver", "parameters"} {
			if t := unPointer(adapt.GoParamType(f, fn.ChildByFieldName(field), f.Text(id))); t != nil && t.Sym() == model.SymTypeIdentifier {
				return f.Text(t)
			}
		}
	}
	return ""
}

// goStructFieldType returns the qualified type of field of the struct type
// named st that the file declares, or "".
func goStructFieldType(f *model.File, st, field string) string {
	return goStructField(f, st, field, func(t *model.Node) string { return goQualified(f, t) })
}

// goStructField returns what pick reads from the type of the first
// declaration of field, in the struct type named st that the file declares,
// for which pick returns other than "" (the struct's own fields and those of
// structs nested in it, in source order), or "".
func goStructField(f *model.File, st, field string, pick func(t *model.Node) string) string {
	out := ""
	f.NodesOf(typeSpecs, func(n *model.Node) bool {
		if f.Text(n.ChildByFieldName("name")) != st {
			return true
		}
		if body := n.ChildByFieldName("type"); body != nil {
			f.NodesIn(body, fieldDecls, func(d *model.Node) bool {
				for i := 0; out == "" && i < int(d.NamedChildCount()); i++ {
					if c := d.NamedChild(i); c.FieldName() == "name" && f.Text(c) == field {
						out = pick(d.ChildByFieldName("type"))
					}
				}
				return out == ""
			})
		}
		return false
	})
	return out
}

// goFieldLocalType returns the name of the package's own type (a bare
// type identifier, through a pointer) of field sel = `x.f`, where x is a
// parameter or receiver of a struct type the file declares with field f
// (`type findTool struct { tool *Tool }` for `t.tool` in a method of
// *findTool), or "": the type whose methods (in this file or another file
// of the package, goReturnedType) a call `t.tool.Database(name)` runs.
func goFieldLocalType(f *model.File, sel *model.Node) string {
	base, field := sel.ChildByFieldName("operand"), sel.ChildByFieldName("field")
	if base == nil || field == nil || base.Sym() != model.SymIdentifier {
		return ""
	}
	st := goLocalTypeName(f, base)
	if st == "" {
		return ""
	}
	return goStructFieldLocal(f, st, f.Text(field))
}

// unPointer returns the type a pointer type points to, or t.
func unPointer(t *model.Node) *model.Node {
	if t != nil && t.Sym() == model.SymPointerType && t.NamedChildCount() > 0 {
		return t.NamedChild(0)
	}
	return t
}

// goQualified returns "module/path.T" for a type `pkg.T` or `*pkg.T` whose
// package the file imports, else "".
func goQualified(f *model.File, t *model.Node) string {
	t = unPointer(t)
	if t == nil || t.Sym() != model.SymQualifiedType {
		return ""
	}
	pkg, name, ok := strings.Cut(f.Text(t), ".")
	if !ok {
		return ""
	}
	imp, ok := f.Imports()[pkg]
	if !ok {
		return ""
	}
	return imp + "." + name
}

// goFuncDecls are the Go declarations goReturnedType reads.
var goFuncDecls = model.NewSymBitset(model.SymFunctionDeclaration, model.SymMethodDeclaration)

// goReturnedType returns the qualified name of the imported type ("module/
// path.T", through a pointer) that the file's own function or method a call
// names declares as its first result (`func (g *manager) getRuntime()
// (*grpcruntime.Runtime, error)` for `rt, err := g.getRuntime()`), or "":
// a callee of another file, or a method the file declares on another type
// than the receiver's.
func goReturnedType(f *model.File, call *model.Node) string {
	fn := model.Callee(call)
	if fn == nil {
		return ""
	}
	name, recvType := "", ""
	switch fn.Sym() {
	case model.SymIdentifier:
		name = f.Text(fn)
		if t := goOnceValueType(f, fn); t != "" {
			return t
		}
	case model.SymSelectorExpression:
		base := fn.ChildByFieldName("operand")
		if base != nil && base.Sym() == model.SymSelectorExpression { // t.tool.Database(name): a method of a field's own type
			if recvType = goFieldLocalType(f, base); recvType == "" {
				return ""
			}
			name = f.Text(fn.ChildByFieldName("field"))
			break
		}
		if base == nil || base.Sym() != model.SymIdentifier {
			return ""
		}
		if recvType = goLocalTypeName(f, base); recvType == "" {
			t, _ := goxtype.MethodOf(f, base, f.Text(fn.ChildByFieldName("field"))) // a type of another file or package
			return t
		}
		name = f.Text(fn.ChildByFieldName("field"))
	default:
		return ""
	}
	found, ok := "", true
	f.NodesOf(goFuncDecls, func(d *model.Node) bool {
		if f.Text(d.ChildByFieldName("name")) != name || (recvType == "") != (d.Sym() == model.SymFunctionDeclaration) {
			return true
		}
		if recvType != "" && goDeclRecvType(f, d) != recvType {
			return true // a method of the same name on another type
		}
		res := d.ChildByFieldName("result")
		if res != nil && res.Sym() == model.SymParameterList {
			if res.NamedChildCount() == 0 {
				res = nil
			} else {
				res = res.NamedChild(0).ChildByFieldName("type")
			}
		}
		t := goQualified(f, res)
		if found != "" && t != found {
			ok = false
			return false
		}
		found = t
		return true
	})
	if !ok {
		return ""
	}
	if found == "" && recvType != "" {
		return goxtype.Own(f).Method(recvType, name) // declared in another file of the package
	}
	return found
}

// goOnceValueType returns the qualified name of the imported type T
// ("module/path.T", through a pointer) of a lazy getter the file declares
// with sync.OnceValue[*pkg.T](...) or sync.OnceValues[*pkg.T, error](...)
// (`var client = sync.OnceValue[*qdrant.Client](func() *qdrant.Client
// {...})`, called as client()), read from the explicit type argument, or
// "": a getter without type arguments, or any other value.
// Source: https://pkg.go.dev/sync#OnceValue.
func goOnceValueType(f *model.File, fn *model.Node) string {
	v := f.Resolve(fn)
	if v == nil || v == fn {
		return ""
	}
	// tree-sitter-go reads sync.OnceValue[*T](fn) as the conversion of fn
	// to the generic type sync.OnceValue[*T]
	if v.Sym() != model.SymTypeConversionExpression {
		return ""
	}
	g := v.ChildByFieldName("type")
	if g == nil || g.Sym() != model.SymGenericType || g.NamedChildCount() != 2 {
		return ""
	}
	if q := model.ImportedName(f, g.NamedChild(0)); q != "sync.OnceValue" && q != "sync.OnceValues" {
		return ""
	}
	args := g.NamedChild(1)
	if args.NamedChildCount() == 0 {
		return ""
	}
	t := args.NamedChild(0)
	for t != nil && t.Sym() != model.SymQualifiedType && t.Sym() != model.SymPointerType && t.NamedChildCount() == 1 {
		t = t.NamedChild(0) // a type_elem wrapping the type
	}
	return goQualified(f, t)
}

// goDeclRecvType returns the name of the type a Go method declaration's
// receiver has (`func (g *manager) ...` gives "manager"), or "".
func goDeclRecvType(f *model.File, d *model.Node) string {
	recv := d.ChildByFieldName("receiver")
	if recv == nil || recv.NamedChildCount() == 0 {
		return ""
	}
	if t := unPointer(recv.NamedChild(0).ChildByFieldName("type")); t != nil && t.Sym() == model.SymTypeIdentifier {
		return f.Text(t)
	}
	return ""
}

// goEmbeddedRow returns the per-call row of the client type that the Go
// receiver obj's own type embeds, when method m is promoted from it (the
// project's type declares no m): `type Client struct { *forgejo.Client;
// ... }` makes impl.Client.CreateIssue(...) the SDK's CreateIssue on the
// SDK's client (Go spec, "Struct types", promoted methods). The receiver's
// type is read as goRecvType reads it; a type of the file's own package is
// read from the file's struct declaration, or from the package's other
// files (goxtype); nil when no embedded type has a row.
func goEmbeddedRow(f *model.File, set *libmodels.Set, obj *model.Node, m string) *libmodels.Row {
	var embedded []string
	if t := goRecvType(f, obj); t != "" {
		embedded = goxtype.EmbeddedIn(f, t, m)
	} else if obj.Sym() == model.SymIdentifier {
		if st := goLocalTypeName(f, obj); st != "" && !goDeclaresMethod(f, st, m) {
			embedded = goStructEmbeds(f, st)
		}
		if embedded == nil {
			embedded = goxtype.EmbeddedOf(f, obj, m)
		}
	} else if base, field := obj.ChildByFieldName("operand"), obj.ChildByFieldName("field"); obj.Sym() == model.SymSelectorExpression &&
		base != nil && field != nil && base.Sym() == model.SymIdentifier {
		// impl.Client of `type Impl struct { Client *Client }`, both the file's
		if st := goLocalTypeName(f, base); st != "" {
			if ft := goStructFieldLocal(f, st, f.Text(field)); ft != "" && !goDeclaresMethod(f, ft, m) {
				embedded = goStructEmbeds(f, ft)
			}
		}
	}
	for _, e := range embedded {
		if r := set.Lookup(libmodels.Go, e); r != nil {
			return r
		}
	}
	return nil
}

// goStructFieldLocal returns the name of the file's own type (`*Client`
// gives "Client") that field of the struct type named st, declared in the
// file, has, or "".
func goStructFieldLocal(f *model.File, st, field string) string {
	return goStructField(f, st, field, func(t *model.Node) string {
		if t := unPointer(t); t != nil && t.Sym() == model.SymTypeIdentifier {
			return f.Text(t)
		}
		return ""
	})
}

// goStructEmbeds returns the qualified types of the fields that the struct
// type named st, declared in the file, embeds (a field declaration with a
// type and no name), or nil.
func goStructEmbeds(f *model.File, st string) []string {
	var out []string
	f.NodesOf(typeSpecs, func(n *model.Node) bool {
		if f.Text(n.ChildByFieldName("name")) != st {
			return true
		}
		if body := n.ChildByFieldName("type"); body != nil {
			f.NodesIn(body, fieldDecls, func(d *model.Node) bool {
				if d.ChildByFieldName("name") == nil {
					if q := goQualified(f, d.ChildByFieldName("type")); q != "" {
						out = append(out, q)
					}
				}
				return true
			})
		}
		return false
	})
	return out
}

// goDeclaresMethod reports whether the file or another file of its package
// declares method m on type st (a method of st's own shadows a promoted one).
func goDeclaresMethod(f *model.File, st, m string) bool {
	found := false
	f.NodesOf(goFuncDecls, func(fn *model.Node) bool {
		if fn.Sym() != model.SymMethodDeclaration || f.Text(fn.ChildByFieldName("name")) != m {
			return true
		}
		for _, t := range []string{st, "*" + st} {
			if r := fn.ChildByFieldName("receiver"); r != nil && strings.Contains(f.Text(r), " "+t+")") || r != nil && f.Text(r) == "("+t+")" {
				found = true
			}
		}
		return !found
	})
	return found || goxtype.Own(f).Declares(st, m)
}
