// Package classshape holds the syntactic tests of package handlers'
// class-based tools (checks/facts/handlers/classes.go): whether a class
// extends a tool base class (mongodb-mcp-server's ToolBase, mcp-obsidian's
// ToolHandler) and whether a method is abstract. Moved out of the handlers
// package to keep it under the package size ceiling (checks/size_test.go).
package classshape

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// ToolBase reports whether class cls extends a class whose name contains
// "Tool": Python `class X(ToolHandler)`, TypeScript `class X extends
// MongoDBToolBase`. An abstract TypeScript class is a base, not a tool
// (its Sym is not a class declaration's, so NodesOf never gives it).
func ToolBase(f *model.File, cls *model.Node) bool {
	found := false
	check := func(b *model.Node) {
		if b == nil {
			return
		}
		if b.Sym() == model.SymCallExpression || b.Sym() == model.SymCall { // a mixin call: Base(Tool)
			return
		}
		t := f.Text(b)
		t = t[strings.LastIndexByte(t, '.')+1:]
		found = found || strings.Contains(t, "Tool")
	}
	if sc := cls.ChildByFieldName("superclasses"); sc != nil { // Python
		for i := 0; i < int(sc.NamedChildCount()); i++ {
			check(sc.NamedChild(i))
		}
		return found
	}
	for i := 0; i < int(cls.NamedChildCount()); i++ { // JS/TS: class A extends B
		h := cls.NamedChild(i)
		if h.Sym() != model.SymClassHeritage {
			continue
		}
		model.Walk(h, func(m *model.Node) bool {
			if m.Sym() == syntax.SymExtendsClause {
				check(m.ChildByFieldName("value"))
				return false
			}
			return true
		})
		if f.Lang == model.LangJavaScript && h.NamedChildCount() > 0 { // JavaScript: class_heritage holds the expression
			check(h.NamedChild(0))
		}
	}
	return found
}

// Abstract reports whether a method has no body of its own: an abstract
// TypeScript method, or a Python one whose body only raises
// NotImplementedError, passes or is `...`.
func Abstract(f *model.File, m *model.Node) bool {
	body := m.ChildByFieldName("body")
	if body == nil {
		return true
	}
	if f.Lang != model.LangPython {
		return false
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		st := body.NamedChild(i)
		switch st.Sym() {
		case syntax.SymPassStatement, syntax.SymComment:
			continue
		case syntax.SymExpressionStatement:
			if t := f.Text(st); t == "..." || strings.HasPrefix(t, `"""`) || strings.HasPrefix(t, "'''") {
				continue
			}
		case syntax.SymRaiseStatement:
			if strings.Contains(f.Text(st), "NotImplementedError") {
				continue
			}
		}
		return false
	}
	return true
}
