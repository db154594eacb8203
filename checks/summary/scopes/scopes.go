// Package scopes tells which function a bare name means where a function
// declared inside another one (a Python nested def, a JS/TS function or
// const arrow function inside a function or a callback) is in scope: the
// summaries (package checks/summary) resolve `helper()` to it before a
// module-level function of the same name, as the languages' scoping does.
package scopes

import "github.com/resilience-check/resilience-check/checks/model"

// Decl is a function declared inside a function-like node: Line is the
// declaration's first line and In the first and last lines of the node
// around it (the scope it is visible in).
type Decl struct {
	Line int
	In   [2]int
}

// Pick returns the index in ds of the declaration a bare call at line sees:
// among those whose scope spans the line, the innermost (the latest scope
// start), and of those the last declared at or before the line, else the
// first after it (a closure calling a later sibling). -1 when none spans
// the line. Block scopes inside a function are not told apart: two
// declarations of one name in one function resolve to the nearer above.
func Pick(ds []Decl, line int) int {
	best := -1
	for i, d := range ds {
		if d.In[0] == 0 || line < d.In[0] || line > d.In[1] {
			continue
		}
		if best < 0 || better(d, ds[best], line) {
			best = i
		}
	}
	return best
}

// better reports whether d is a nearer declaration than b for a call at line.
func better(d, b Decl, line int) bool {
	if d.In[0] != b.In[0] {
		return d.In[0] > b.In[0]
	}
	dAbove, bAbove := d.Line <= line, b.Line <= line
	switch {
	case dAbove != bAbove:
		return dAbove
	case dAbove:
		return d.Line > b.Line
	default:
		return d.Line < b.Line
	}
}

// Nestable reports whether function node n, declared inside another
// function-like node, is a function of that scope a bare name can call:
// not a method (of a class or an object literal) nor a function of a class
// body.
func Nestable(n *model.Node) bool {
	if n.Sym() == model.SymMethodDefinition {
		return false
	}
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymDecoratedDefinition, model.SymBlock:
			continue
		case model.SymClassDefinition:
			return false
		}
		return p.Type() != "class_body"
	}
	return true
}
