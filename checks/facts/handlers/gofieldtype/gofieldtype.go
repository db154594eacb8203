// Package gofieldtype types the operand of a Go method value or method
// call that a tool registration names through a struct field of the
// receiver: `s.mcpServer.AddTool(tool, s.readMessageHandler.Handle)` or
// `s.readMessageHandler.HandleFunc()` in a method of `*Server`, whose
// struct (declared in the same file) has the field `readMessageHandler
// *tools.ReadMessageHandler`. The field's declared type names the method
// the call runs (Go spec, "Selectors": `x.f` of a struct value denotes the
// field's value, of its declared type; "Method values": `x.M` is the method
// M of x's type), so the handler registry (checks/facts/handlers) can
// follow the registration into the other package to that type's method
// ("ReadMessageHandler.Handle", the registry's "Type.Method" reference).
// Only a field whose type is written as a qualified type (`pkg.T` or
// `*pkg.T`, pkg an import of the file) counts; a field of an interface type
// names no method declaration there, so nothing is found and the handler
// stays unknown, as before. It is split from checks/facts/handlers, which is
// near the package size limit (checks/size_test.go).
package gofieldtype

import (
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Of returns the import name and the type name of Go selector sel when sel
// is `recv.field` (recv the receiver of the method sel sits in) and the
// receiver's struct type, declared at the top level of f, declares field
// with a qualified type (`*tools.ReadMessageHandler` gives "tools",
// "ReadMessageHandler"), the import name being one f imports. It returns
// "", "" for any other selector, a receiver type declared in another file,
// a local type, a generic or embedded field.
func Of(f *model.File, sel *model.Node) (pkg, typ string) {
	if f == nil || f.Lang != model.LangGo || sel == nil || sel.Sym() != model.SymSelectorExpression {
		return "", ""
	}
	op, fld := model.Unwrap(sel.ChildByFieldName("operand")), sel.ChildByFieldName("field")
	if op == nil || fld == nil || op.Sym() != model.SymIdentifier {
		return "", ""
	}
	recvType := tval.MethodReceiverType(f, sel, f.Text(op))
	if recvType == "" {
		return "", ""
	}
	ft := fieldType(f, recvType, f.Text(fld))
	if ft == nil {
		return "", ""
	}
	if ft.Sym() == model.SymPointerType && ft.NamedChildCount() == 1 {
		ft = ft.NamedChild(0)
	}
	if ft.Sym() != model.SymQualifiedType {
		return "", ""
	}
	p, n := ft.ChildByFieldName("package"), ft.ChildByFieldName("name")
	if p == nil || n == nil {
		return "", ""
	}
	if _, ok := f.Imports()[f.Text(p)]; !ok {
		return "", ""
	}
	return f.Text(p), f.Text(n)
}

// fieldType returns the type node of field field of the struct type typ
// declared at the top level of f, nil when f declares none.
func fieldType(f *model.File, typ, field string) *model.Node {
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		d := f.Root.NamedChild(i)
		if d.Sym() != model.SymTypeDeclaration {
			continue
		}
		for j := 0; j < int(d.NamedChildCount()); j++ {
			s := d.NamedChild(j)
			if s.Sym() != model.SymTypeSpec || f.Text(s.ChildByFieldName("name")) != typ || s.ChildByFieldName("type_parameters") != nil {
				continue
			}
			st := s.ChildByFieldName("type")
			if st == nil || st.Type() != "struct_type" {
				return nil
			}
			var out *model.Node
			model.Walk(st, func(m *model.Node) bool {
				if out != nil {
					return false
				}
				if m.Sym() != model.SymFieldDeclaration {
					return true
				}
				for k := 0; k < int(m.NamedChildCount()); k++ {
					if c := m.NamedChild(k); c.Type() == "field_identifier" && f.Text(c) == field {
						out = m.ChildByFieldName("type")
					}
				}
				return false
			})
			return out
		}
	}
	return nil
}
