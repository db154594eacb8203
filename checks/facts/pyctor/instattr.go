package pyctor

import "github.com/resilience-check/resilience-check/checks/model"

// instanceAttrClient names the client that attribute `x.attr` holds when x
// is a module-level instance of a class the file defines at its top level
// (`server = DeepLTranslationServer()`, then `server.translator.translate_text(...)`
// in a tool) and every assignment of `self.attr` in that class builds one
// client, None placeholders aside (`self.translator = None` in __init__,
// `self.translator = deepl.Translator(key)` in an init method): the object
// is the one module-level instance, so its attribute is what the class
// assigns it, as `self.attr` reads it inside the class (pySelfClient). A
// name bound more than once at module level, a class of another module,
// or an attribute the class never assigns gives "". Source: blind-set miss
// AlwaysSany/deepl-fastmcp-python-server main.py (six sync FastMCP 2.8
// tools calling server.translator).
func instanceAttrClient(f *model.File, obj *model.Node) string {
	inst := model.Unwrap(obj.ChildByFieldName("object"))
	attr := obj.ChildByFieldName("attribute")
	if inst == nil || attr == nil || inst.Sym() != model.SymIdentifier || f.Text(inst) == "self" || f.Text(inst) == "cls" {
		return ""
	}
	v := model.Unwrap(f.Lookup(f.Text(inst), inst))
	if v == nil || v.Sym() != model.SymCall || model.EnclosingFunc(v) != nil {
		return ""
	}
	n := 0
	for _, b := range f.BindingsNamed(f.Text(inst)) {
		if b.Scope == nil || model.EnclosingFunc(b.Value) == nil {
			n++
		}
	}
	callee := model.Callee(v)
	if n != 1 || callee == nil || callee.Sym() != model.SymIdentifier {
		return ""
	}
	var cls *model.Node
	f.NodesOf(model.NewSymBitset(model.SymClassDefinition), func(c *model.Node) bool {
		if f.Text(c.ChildByFieldName("name")) == f.Text(callee) && model.EnclosingFunc(c) == nil && model.Ancestor(c.Parent(), model.SymClassDefinition) == nil {
			if cls != nil {
				cls = nil
				n = 0
				return false
			}
			cls = c
		}
		return true
	})
	if cls == nil || n == 0 {
		return ""
	}
	found, _ := classAttrClient(f, cls, "self."+f.Text(attr))
	return found
}
