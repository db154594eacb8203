package tval

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file reads the field of a Python configuration object: a timeout
// written as an attribute of an instance (`timeout=config.timeout`,
// `self.config.request_timeout_seconds`, `settings.client_timeout`) whose
// class declares the field with a default (a pydantic BaseModel or
// BaseSettings, a dataclass, a plain class: `timeout: int = 30`,
// `timeout: int = Field(300, alias="X_TIMEOUT")`). An instance built
// without the field holds the default; one that reads it from the
// environment (pydantic-settings) holds it unless someone sets the
// variable, the case docs/rules/RC104.md judges by the default, as
// `os.environ.get("X", "300")`. The instance's class is known from a
// module-level construction (`config = ServerConfig(timeout=60)`: the
// keyword when passed, else the class default), a parameter's annotation
// (`def run(config: ServerConfig)`, also Optional[...] and `X | None`), or
// a constructor's parameter held in a member (`def __init__(self, config:
// ServerConfig): self.config = config`). A class that defines __init__
// itself, a field its class binds twice, or a construction that passes
// the field as something unread, stays unknown. A class of another module
// of the repository is read by the function summaries (FieldConst, keys
// "Class.field" and "instance.field" of the module's numbers: ModuleFields).

// FieldOf returns the value node a Python attribute n (`X.field`,
// `self.X.field`) holds by default when the instance's class is a class of
// this file (see the file comment), or nil.
func FieldOf(f *model.File, n *model.Node) *model.Node {
	obj, attr, ok := fieldParts(f, n)
	if !ok {
		return nil
	}
	// a module-level instance of a class of the file: the keyword passed, else the default
	if obj.Sym() == model.SymIdentifier {
		if v := f.Lookup(f.Text(obj), obj); v != nil && f.Scope(v) == f.Root {
			v = model.Unwrap(v)
			if v.Sym() == model.SymCall {
				if cls := classNamed(f, f.Text(model.Callee(v))); cls != nil {
					if kw := f.Kwarg(v, attr); kw != nil {
						return kw
					}
					if model.NumArgs(v) > 0 && model.Arg(v, 0).Sym() != model.SymKeywordArgument {
						return nil // positional fields: not read
					}
					return classField(f, cls, attr)
				}
			}
			if cls := classNamed(f, f.Text(obj)); cls != nil && v.Sym() == model.SymClassDefinition {
				return classField(f, cls, attr) // Config.TIMEOUT: the class attribute itself
			}
			if call := accessorCall(f, obj); call != nil {
				return accessorField(f, call, attr) // settings = get_settings() at the top (accessor.go)
			}
			return nil
		}
	}
	if call := heldCtor(f, obj); call != nil { // self.config = ServerConfig(...)
		if cls := classNamed(f, f.Text(model.Callee(call))); cls != nil {
			if kw := f.Kwarg(call, attr); kw != nil {
				return kw
			}
			if model.NumArgs(call) > 0 && model.Arg(call, 0).Sym() != model.SymKeywordArgument {
				return nil
			}
			return classField(f, cls, attr)
		}
		return nil
	}
	if obj.Sym() == model.SymIdentifier && f.Lookup(f.Text(obj), obj) == nil && !isParamName(f, obj) {
		if cls := classNamed(f, f.Text(obj)); cls != nil {
			return classField(f, cls, attr) // Config.TIMEOUT: the class attribute itself
		}
	}
	if c := annotatedClass(f, obj); c != "" {
		if cls := classNamed(f, c); cls != nil {
			return classField(f, cls, attr)
		}
	}
	if call := accessorCall(f, obj); call != nil {
		return accessorField(f, call, attr) // get_settings().timeout (accessor.go)
	}
	return nil
}

// FieldConst returns "Name.field" for a Python attribute n whose instance's
// class, or module-level instance, is a name the file imports and does not
// bind itself (`from .config import settings` then `settings.timeout`:
// "settings.timeout"; `def run(config: ServerConfig)` with ServerConfig
// imported, then `config.timeout`: "ServerConfig.timeout"): the summaries
// read its number from the module that defines the name (ModuleFields).
// "" when it is no such attribute.
func FieldConst(f *model.File, n *model.Node) string {
	obj, attr, ok := fieldParts(f, n)
	if !ok {
		return ""
	}
	imported := func(name string) bool {
		_, ok := f.Imports()[name]
		return ok && classNamed(f, name) == nil
	}
	if obj.Sym() == model.SymIdentifier {
		name := f.Text(obj)
		if imported(name) && f.Lookup(name, obj) == nil && !isParamName(f, obj) {
			return name + "." + attr
		}
	}
	if call := heldCtor(f, obj); call != nil {
		// self.config = ServerConfig() with the class imported: its
		// default, when the construction passes nothing
		if c := f.Text(model.Callee(call)); isName(c) && imported(c) && model.NumArgs(call) == 0 {
			return c + "." + attr
		}
		return ""
	}
	if c := annotatedClass(f, obj); c != "" && imported(c) {
		return c + "." + attr
	}
	if call := accessorCall(f, obj); call != nil {
		// settings = get_settings() with the accessor imported: "get_settings.timeout" (accessor.go)
		if c := f.Text(model.Callee(call)); imported(c) && topFunction(f, c) == nil {
			return c + "." + attr
		}
	}
	return ""
}

// heldCtor returns the construction a member obj (`self.config`) holds
// when its class binds it once to a call (`self.config = ServerConfig()`),
// or nil.
func heldCtor(f *model.File, obj *model.Node) *model.Node {
	if obj.Sym() != model.SymAttribute {
		return nil
	}
	v := model.Unwrap(HeldMember(f, obj))
	if v == nil || v.Sym() != model.SymCall || !isName(f.Text(model.Callee(v))) {
		return nil
	}
	return v
}

// fieldParts splits a Python attribute `X.field` or `self.X.field` into its
// object and field; ok is false for anything else (a call, a subscript,
// `self.field` itself, which HeldMember reads).
func fieldParts(f *model.File, n *model.Node) (obj *model.Node, attr string, ok bool) {
	n = model.Unwrap(n)
	if f.Lang != model.LangPython || n == nil || n.Sym() != model.SymAttribute {
		return nil, "", false
	}
	obj, a := model.Unwrap(n.ChildByFieldName("object")), n.ChildByFieldName("attribute")
	if obj == nil || a == nil {
		return nil, "", false
	}
	switch {
	case obj.Sym() == model.SymIdentifier && f.Text(obj) != "self" && f.Text(obj) != "cls":
	case obj.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(obj)):
	case obj.Sym() == model.SymCall && model.NumArgs(obj) == 0 && model.Callee(obj) != nil && model.Callee(obj).Sym() == model.SymIdentifier: // get_settings().timeout
	default:
		return nil, "", false
	}
	return obj, f.Text(a), true
}

// isParamName reports whether identifier id names a parameter of a
// function around it.
func isParamName(f *model.File, id *model.Node) bool {
	for fn := model.EnclosingFunc(id); fn != nil; fn = model.EnclosingFunc(fn) {
		if _, _, _, ok := ParamOf(f, fn, f.Text(id)); ok {
			return true
		}
	}
	return false
}

// annotatedClass returns the class name a parameter's annotation gives obj:
// an identifier that is a parameter of a function around it (`config:
// ServerConfig`), or a member its class binds once from a parameter of the
// function that binds it (`self.config = config` in `__init__(self,
// config: ServerConfig)`). Optional[C] and `C | None` are C. "" otherwise.
func annotatedClass(f *model.File, obj *model.Node) string {
	id := obj
	if obj.Sym() == model.SymAttribute { // self.config
		cls := ClassOf(obj)
		if cls == nil {
			return ""
		}
		var value *model.Node
		writes := 0
		text := f.Text(obj)
		model.Walk(cls, func(n *model.Node) bool {
			if n.Sym() == model.SymAttribute && f.Text(n) == text {
				if w, v := WriteOf(f, n); w {
					writes++
					value = v
				}
			}
			return writes < 2
		})
		if writes != 1 || value == nil || model.Unwrap(value).Sym() != model.SymIdentifier {
			return ""
		}
		id = model.Unwrap(value)
	}
	if id.Sym() != model.SymIdentifier || f.Lookup(f.Text(id), id) != nil {
		return ""
	}
	fn := model.EnclosingFunc(id)
	for ; fn != nil; fn = model.EnclosingFunc(fn) {
		if _, _, _, ok := ParamOf(f, fn, f.Text(id)); ok {
			break
		}
	}
	if fn == nil {
		return ""
	}
	params := fn.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		var name, typ *model.Node
		switch p.Sym() {
		case model.SymTypedParameter:
			if p.NamedChildCount() > 0 {
				name = p.NamedChild(0)
			}
			typ = p.ChildByFieldName("type")
		case model.SymTypedDefaultParameter:
			name, typ = p.ChildByFieldName("name"), p.ChildByFieldName("type")
		}
		if name == nil || typ == nil || f.Text(name) != f.Text(id) {
			continue
		}
		t := strings.TrimSpace(f.Text(typ))
		t = strings.TrimSuffix(strings.TrimSuffix(t, "| None"), " ")
		if strings.HasPrefix(t, "Optional[") && strings.HasSuffix(t, "]") {
			t = t[len("Optional[") : len(t)-1]
		}
		t = strings.Trim(t, `"' `)
		if t == "" || !isName(t) {
			return ""
		}
		return t
	}
	return ""
}

// isName reports whether s is one Python identifier.
func isName(s string) bool {
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

// classNamed returns the top-level class definition of the file named
// name (also under decorators), or nil.
func classNamed(f *model.File, name string) *model.Node {
	for _, c := range TopClasses(f) {
		if n := c.ChildByFieldName("name"); n != nil && f.Text(n) == name {
			return c
		}
	}
	return nil
}

// TopClasses returns the Python file's top-level class definitions, in
// source order, a decorated class (@dataclass) by its class_definition node.
func TopClasses(f *model.File) []*model.Node {
	var out []*model.Node
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		n := f.Root.NamedChild(i)
		if n.Sym() == model.SymDecoratedDefinition {
			n = n.ChildByFieldName("definition")
		}
		if n != nil && n.Sym() == model.SymClassDefinition {
			out = append(out, n)
		}
	}
	return out
}

// classField returns the default class cls declares for field attr in its
// body (`attr: int = 30`, `attr = 30`), or nil: also when the class defines
// __init__ (which may set the field otherwise) or binds attr twice.
func classField(f *model.File, cls *model.Node, attr string) *model.Node {
	body := cls.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	var value *model.Node
	count := 0
	for i := 0; i < int(body.NamedChildCount()); i++ {
		s := body.NamedChild(i)
		if s.Sym() == model.SymDecoratedDefinition {
			s = s.ChildByFieldName("definition")
		}
		if s == nil {
			continue
		}
		if s.Sym() == model.SymFunctionDefinition {
			if n := s.ChildByFieldName("name"); n != nil && (f.Text(n) == "__init__" || f.Text(n) == attr) {
				return nil // an __init__ of its own, or a property so named
			}
			continue
		}
		if s.Sym() != model.SymExpressionStatement || s.NamedChildCount() != 1 {
			continue
		}
		a := s.NamedChild(0)
		if a.Sym() != model.SymAssignment {
			continue
		}
		if l := a.ChildByFieldName("left"); l != nil && f.Text(l) == attr {
			count++
			value = a.ChildByFieldName("right")
		}
	}
	if count != 1 {
		return nil
	}
	return value
}

// ModuleFields returns the numbers of the module's configuration fields,
// for the summaries to read at an import (FieldConst): "Class.field" for
// each field with a default of each top-level class, and
// "instance.field" for each field of a top-level instance of such a class
// (the keyword its construction passes, else the default). read evaluates
// a value node (Product).
func ModuleFields(f *model.File, read func(*model.Node) (float64, bool)) map[string]float64 {
	if f.Lang != model.LangPython {
		return nil
	}
	out := map[string]float64{}
	for _, cls := range TopClasses(f) {
		name := cls.ChildByFieldName("name")
		body := cls.ChildByFieldName("body")
		if name == nil || body == nil {
			continue
		}
		for i := 0; i < int(body.NamedChildCount()); i++ {
			s := body.NamedChild(i)
			if s.Sym() != model.SymExpressionStatement || s.NamedChildCount() != 1 || s.NamedChild(0).Sym() != model.SymAssignment {
				continue
			}
			l := s.NamedChild(0).ChildByFieldName("left")
			if l == nil || l.Sym() != model.SymIdentifier {
				continue
			}
			if v := classField(f, cls, f.Text(l)); v != nil {
				if x, ok := read(v); ok && x > 0 {
					out[f.Text(name)+"."+f.Text(l)] = x
				}
			}
		}
	}
	// top-level instances: inst = Class(...), bound once at the top
	classKeys := make([]string, 0, len(out))
	for k := range out {
		classKeys = append(classKeys, k)
	}
	bound := map[string]int{}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		s := f.Root.NamedChild(i)
		if s.Sym() == model.SymExpressionStatement && s.NamedChildCount() == 1 && s.NamedChild(0).Sym() == model.SymAssignment {
			if l := s.NamedChild(0).ChildByFieldName("left"); l != nil {
				bound[f.Text(l)]++
			}
		}
	}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		s := f.Root.NamedChild(i)
		if s.Sym() != model.SymExpressionStatement || s.NamedChildCount() != 1 || s.NamedChild(0).Sym() != model.SymAssignment {
			continue
		}
		a := s.NamedChild(0)
		l, r := a.ChildByFieldName("left"), model.Unwrap(a.ChildByFieldName("right"))
		if l == nil || r == nil || l.Sym() != model.SymIdentifier || r.Sym() != model.SymCall {
			continue
		}
		cname := f.Text(model.Callee(r))
		if classNamed(f, cname) == nil || bound[f.Text(l)] != 1 {
			continue // not a class of the file, or a name bound twice
		}
		if model.NumArgs(r) > 0 && model.Arg(r, 0).Sym() != model.SymKeywordArgument {
			continue // positional fields: not read
		}
		for _, k := range classKeys {
			x := out[k]
			if c, field, _ := strings.Cut(k, "."); c == cname {
				if kw := f.Kwarg(r, field); kw != nil {
					if y, ok := read(kw); ok && y > 0 {
						out[f.Text(l)+"."+field] = y
					}
					continue
				}
				out[f.Text(l)+"."+field] = x
			}
		}
	}
	for k, v := range moduleAccessors(f, out, read) { // get_settings.timeout (accessor.go)
		out[k] = v
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
