// Package recvtype types the receiver of a Python or JS/TS method call by
// an annotation of the file that names a class of the repository: a
// parameter (`def register_tools(mcp, client: USASpendingClient)`, TS
// `function f(api: ApiClient)`), an attribute set from such a parameter
// (`self.client = client`, `this.api = api`), an annotated attribute or
// class field (`self.client: ApiClient = make()`, `client: ApiClient` in
// the class body, TS `private api: ApiClient;`) and a TS constructor
// parameter property (`constructor(private api: ApiClient)`).
//
// A method of such a receiver whose name the facts also read as a builtin
// (`client.get(path)`, dict.get; `api.items()`) is the class's method, whose
// errors the file does not show: errorigin leaves it of unknown origin and
// the function summaries, which resolve the call to the class's method
// through the same annotation (summary/pytype), judge it (blind-set miss,
// GSA-TTS usa-spending: `await client.get(...)` on a USASpendingClient
// parameter read as dict.get, so the caught httpx error's text in the tool
// result was taken for the code's own). A class the file neither defines
// nor imports from the repository (a relative import, an import that names
// no third-party package: thirdparty.Own) is no receiver of this package:
// its builtin reading stands.
package recvtype

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/pytype"
)

// Repo reports whether the object of method callee fn (`client.get`,
// `self.client.get`, `this.api.get`) is typed by an annotation of the file
// with a class of the repository (Class).
func Repo(f *model.File, fn *model.Node) bool {
	if fn == nil || f.Lang != model.LangPython && !f.Lang.IsJS() {
		return false
	}
	if fn.Sym() != model.SymAttribute && fn.Sym() != model.SymMemberExpression {
		return false
	}
	return Class(f, fn.ChildByFieldName("object")) != ""
}

// Class returns the class of the repository (its name as the annotation
// spells it) that an annotation of the file gives receiver obj: a bare name
// bound by a parameter, or `self.x` / `this.x` set from one or annotated;
// "" when no such annotation names a class of the repository.
func Class(f *model.File, obj *model.Node) string {
	if obj == nil {
		return ""
	}
	switch obj.Sym() {
	case model.SymIdentifier:
		name := f.Text(obj)
		if v := f.Lookup(name, obj); v != nil {
			return "" // a local binding: what it holds is read elsewhere (errorigin.builtReceiver)
		}
		return paramClass(f, model.ParamNode(f, name, obj))
	case model.SymAttribute, model.SymMemberExpression:
		text := f.Text(obj)
		if !model.IsSelfMember(text) {
			return ""
		}
		field := text[5:]
		if v := model.Unwrap(f.Lookup(text, obj)); v != nil {
			if v.Sym() == model.SymIdentifier { // self.client = client
				if c := paramClass(f, model.ParamNode(f, f.Text(v), v)); c != "" {
					return c
				}
			}
			if a := v.Parent(); a != nil && a.Sym() == model.SymAssignment { // self.client: ApiClient = ...
				if c := own(f, pytype.AnnotatedClass(f, a.ChildByFieldName("type"))); c != "" {
					return c
				}
			}
		}
		return fieldClass(f, obj, field)
	}
	return ""
}

// paramClass returns the repository class parameter node p's annotation
// names, "" for none.
func paramClass(f *model.File, p *model.Node) string {
	if p == nil {
		return ""
	}
	return own(f, pytype.AnnotatedClass(f, p.ChildByFieldName("type")))
}

// fieldClass returns the repository class that the class enclosing use at
// declares field name with: a Python class-body annotation (`client:
// ApiClient`), a TS field (`private api: ApiClient;`) or a TS constructor
// parameter property (`constructor(private api: ApiClient)`); "" otherwise.
func fieldClass(f *model.File, at *model.Node, name string) string {
	cls := at.Parent()
	for cls != nil && cls.Sym() != model.SymClassDefinition && cls.Sym() != model.SymClassDeclaration && cls.Sym() != model.SymClass {
		cls = cls.Parent()
	}
	if cls == nil {
		return ""
	}
	body := cls.ChildByFieldName("body")
	if body == nil {
		return ""
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		m := body.NamedChild(i)
		switch {
		case m.Sym() == model.SymExpressionStatement && m.NamedChildCount() == 1 && m.NamedChild(0).Sym() == model.SymAssignment:
			a := m.NamedChild(0)
			if l := a.ChildByFieldName("left"); l != nil && f.Text(l) == name {
				if c := own(f, pytype.AnnotatedClass(f, a.ChildByFieldName("type"))); c != "" {
					return c
				}
			}
		case m.Sym() == model.SymPublicFieldDefinition:
			if n := m.ChildByFieldName("name"); n != nil && f.Text(n) == name {
				if c := own(f, pytype.AnnotatedClass(f, m.ChildByFieldName("type"))); c != "" {
					return c
				}
			}
		case m.Sym() == model.SymMethodDefinition:
			if n := m.ChildByFieldName("name"); n == nil || f.Text(n) != "constructor" {
				continue
			}
			params := m.ChildByFieldName("parameters")
			for j := 0; params != nil && j < int(params.NamedChildCount()); j++ {
				p := params.NamedChild(j)
				if p.Sym() != model.SymRequiredParameter && p.Sym() != model.SymOptionalParameter || !paramProperty(f, p) {
					continue
				}
				if pat := p.ChildByFieldName("pattern"); pat != nil && f.Text(pat) == name {
					return paramClass(f, p)
				}
			}
		}
	}
	return ""
}

// paramProperty reports whether TS constructor parameter p declares a field
// (an accessibility modifier or readonly: `private api: ApiClient`).
func paramProperty(f *model.File, p *model.Node) bool {
	for i := 0; i < int(p.ChildCount()); i++ {
		c := p.Child(i)
		if c.Sym() == model.SymAccessibilityModifier || !c.IsNamed() && f.Text(c) == "readonly" {
			return true
		}
	}
	return false
}

// containers are class names whose get()/items() look a key up, whatever
// module they come from.
var containers = map[string]bool{"OrderedDict": true, "defaultdict": true, "Counter": true, "ChainMap": true, "Map": true,
	"WeakMap": true, "Set": true, "URLSearchParams": true, "Headers": true, "FormData": true, "LRUCache": true, "TTLCache": true}

// own returns cls when it names a class of the repository: defined in the
// file, imported by a relative import or from a module of the repository
// (thirdparty.Own); "" otherwise (also for a mapping class).
func own(f *model.File, cls string) string {
	if cls == "" {
		return ""
	}
	root, _, _ := strings.Cut(cls, ".")
	last := cls[strings.LastIndexByte(cls, '.')+1:]
	if containers[last] || strings.HasSuffix(last, "Dict") || strings.HasSuffix(last, "Map") || strings.HasSuffix(last, "Cache") {
		return ""
	}
	if q, ok := f.Imports()[root]; ok {
		if thirdparty.Own(f, q) {
			return cls
		}
		return ""
	}
	if root != cls {
		return "" // mod.T of a module the file does not import by name
	}
	if definesClass(f, cls) || f.Lang == model.LangPython && relativeImport(f, cls) {
		return cls
	}
	return ""
}

// classSyms are the class definitions definesClass looks at.
var classSyms = model.NewSymBitset(model.SymClassDefinition, model.SymClassDeclaration)

// definesClass reports whether the file defines a class named name.
func definesClass(f *model.File, name string) bool {
	found := false
	f.NodesOf(classSyms, func(n *model.Node) bool {
		if nm := n.ChildByFieldName("name"); nm != nil && f.Text(nm) == name {
			found = true
		}
		return !found
	})
	return found
}

// importSyms are the Python from-imports relativeImport reads.
var importSyms = model.NewSymBitset(model.SymImportFromStatement)

// relativeImport reports whether a Python relative import of the file
// (`from .client import ApiClient`, `from ..api import ApiClient as C`)
// binds name.
func relativeImport(f *model.File, name string) bool {
	found := false
	f.NodesOf(importSyms, func(n *model.Node) bool {
		mod := n.ChildByFieldName("module_name")
		if mod == nil || mod.Sym() != model.SymRelativeImport {
			return false
		}
		for i := 0; i < int(n.ChildCount()) && !found; i++ {
			if n.FieldNameForChild(i) != "name" {
				continue
			}
			c := n.Child(i)
			bound := f.Text(c)
			if c.Sym() == model.SymAliasedImport {
				bound = f.Text(c.ChildByFieldName("alias"))
			}
			found = bound == name
		}
		return false
	})
	return found
}
