// Package tsimpl resolves a TypeScript interface that the repository
// declares to the one class of the repository that implements it, for the
// function summaries (package checks/summary): a tool that calls
// `ctx.airtableService.createRecord(...)` through a field typed
// `airtableService: IAirtableService` reaches `class AirtableService
// implements IAirtableService` and the request its method sends, as
// CodeQL's call graph dispatches a call on an interface to its one
// implementation (and as Program.goSole does for Go). Source: the
// TypeScript handbook, "Classes" (`implements` clauses: a class that
// implements an interface provides its members; the clause does not
// change the class's type) — so the call runs one of the implementing
// classes' methods, and with one implementation in the repository, that
// one. An interface implemented by two classes, declared twice under the
// same name, or implemented only by a test double stays unknown.
// It is split from checks/summary, which is at the package size limit
// (checks/size_test.go).
package tsimpl

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/gocha"
	"github.com/resilience-check/resilience-check/checks/summary/subimpl"
)

// MaxNames bounds the interfaces Implements returns for one class.
const MaxNames = 16

// Implements returns the names of the interfaces TS class declaration n
// (class, abstract class) of file f names in its implements clause, their
// last segment (`implements api.Client, Store<T>`: "Client", "Store"), at
// most MaxNames; nil for any other node, a JavaScript file or a class with
// no implements clause.
func Implements(f *model.File, n *model.Node) []string {
	if n == nil || !f.Lang.IsJS() || f.Lang == model.LangJavaScript {
		return nil
	}
	var out []string
	for i := 0; i < int(n.NamedChildCount()); i++ {
		h := n.NamedChild(i)
		if h.Sym() != model.SymClassHeritage {
			continue
		}
		for j := 0; j < int(h.NamedChildCount()); j++ {
			c := h.NamedChild(j)
			if c.Type() != "implements_clause" {
				continue
			}
			for k := 0; k < int(c.NamedChildCount()) && len(out) < MaxNames; k++ {
				if name := typeName(f, c.NamedChild(k)); name != "" {
					out = append(out, name)
				}
			}
		}
	}
	return out
}

// typeName returns the last segment of the name a type node writes
// (`Client`, `api.Client`, `Store<T>`), "" for any other type.
func typeName(f *model.File, t *model.Node) string {
	if t.Type() == "generic_type" {
		t = t.ChildByFieldName("name")
		if t == nil {
			return ""
		}
	}
	switch t.Type() {
	case "type_identifier":
		return f.Text(t)
	case "nested_type_identifier":
		if nm := t.ChildByFieldName("name"); nm != nil {
			return f.Text(nm)
		}
	}
	return ""
}

// Interface returns the name of TS interface declaration n, "" for any
// other node.
func Interface(f *model.File, n *model.Node) string {
	if n == nil || n.Type() != "interface_declaration" || !f.Lang.IsJS() {
		return ""
	}
	if nm := n.ChildByFieldName("name"); nm != nil {
		return f.Text(nm)
	}
	return ""
}

// Class is one implementing class: the index of the file that declares it
// (in the order Add saw them) and its name.
type Class struct {
	File int
	Name string
}

// Index maps the interfaces the repository declares to the classes that
// implement them. The zero value is empty and ready to use.
type Index struct {
	decls map[string]int     // interface name -> declarations seen
	impls map[string][]Class // interface name -> implementing classes (no test doubles)
}

// Declare records one top-level declaration of interface name.
func (x *Index) Declare(name string) {
	if x.decls == nil {
		x.decls = map[string]int{}
	}
	x.decls[name]++
}

// Implement records that class cls of file fi (repository path fp)
// implements the interfaces named ifaces (Implements). A test double (a
// class named Mock*, Fake*, Stub*, or declared in a test, mock, fake or
// stub file: gocha.Double, subimpl.TestFile) is no implementation.
func (x *Index) Implement(fi int, fp, cls string, ifaces []string) {
	if len(ifaces) == 0 || gocha.Double(cls, fp) || subimpl.TestFile(fp) {
		return
	}
	if x.impls == nil {
		x.impls = map[string][]Class{}
	}
	for _, i := range ifaces {
		if len(x.impls[i]) < 2 {
			x.impls[i] = append(x.impls[i], Class{fi, cls})
		}
	}
}

// Sole returns the one class implementing interface name (the last
// segment of a type as written: "IAirtableService", "deps.Store"), when
// the repository declares exactly one interface of that name and exactly
// one class implements it; false otherwise (unknown, never a guess).
func (x *Index) Sole(name string) (Class, bool) {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	if x.decls[name] != 1 || len(x.impls[name]) != 1 {
		return Class{}, false
	}
	return x.impls[name][0], true
}
