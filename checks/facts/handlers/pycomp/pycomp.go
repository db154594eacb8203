// Package pycomp holds the steps of the handler registry's data flow
// (checks/facts/handlers, flow.go) through Python comprehensions: a
// comprehension's elements are its body's values (`[t for t in TOOLS if
// t.name not in excluded]`, `(t.handler for t in tools if t.name == name)`),
// its variable is an element of what its `for ... in` clause iterates, and
// `next(generator, default)` takes one element of the generator (the
// lookup a low-level call_tool handler makes: `handler = next((t.handler
// for t in allowed_tools if t.name == name), None)`).
//
// Source: Python language reference, "Displays for lists, sets and
// dictionaries" and "Generator expressions"
// (https://docs.python.org/3/reference/expressions.html#displays-for-lists-sets-and-dictionaries),
// and the built-in next (https://docs.python.org/3/library/functions.html#next).
// Peer practice: CodeQL's Python data flow carries list and generator
// contents through comprehensions (ListElementContent / comprehension
// flow steps), the same step.
package pycomp

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/model"
)

// comprehensions are the tree-sitter-python node types of a comprehension.
var comprehensions = map[string]bool{"list_comprehension": true, "generator_expression": true,
	"set_comprehension": true, "dictionary_comprehension": true}

// Body returns the expression whose values the Python comprehension n
// yields (for a dict comprehension the `key: value` pair), or, for a call
// `next(comprehension, ...)`, that comprehension's body; nil for anything
// else and for other languages.
func Body(f *model.File, n *model.Node) *model.Node {
	if f.Lang != model.LangPython || n == nil {
		return nil
	}
	if n.Sym() == model.SymCall {
		if c := model.Unwrap(model.Callee(n)); c == nil || c.Sym() != model.SymIdentifier || f.Text(c) != "next" {
			return nil
		}
		n = model.Unwrap(model.Arg(n, 0))
		if n == nil {
			return nil
		}
	}
	if !comprehensions[n.Type()] {
		return nil
	}
	return n.ChildByFieldName("body")
}

// Source returns what the `for ... in X` clause of a Python comprehension
// enclosing n iterates when name is that clause's variable (`t` of `[t.fn
// for t in TOOLS]`), else nil. The search stops at the enclosing function.
func Source(f *model.File, n *model.Node, name string) *model.Node {
	if f.Lang != model.LangPython {
		return nil
	}
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymFunctionDefinition || p.Sym() == model.SymLambda {
			return nil
		}
		if !comprehensions[p.Type()] {
			continue
		}
		for i := 0; i < int(p.NamedChildCount()); i++ {
			c := p.NamedChild(i)
			if c.Sym() != model.SymForInClause {
				continue
			}
			if l := c.ChildByFieldName("left"); l != nil && regflow.WordIn(f.Text(l), name) {
				return c.ChildByFieldName("right")
			}
		}
	}
	return nil
}
