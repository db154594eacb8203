package tval

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file reads the fallback a function gives a value its caller may
// leave out: `timeout or DEFAULT_TIMEOUT`, `opts.timeoutMs ?? 120_000`,
// `timeout if timeout is not None else 300`, and the guard that rebinds a
// parameter left out (`if timeout is None: timeout = DEFAULT_TIMEOUT`,
// `timeout ??= 60_000`). A call that leaves the parameter out waits the
// fallback, as it waits a parameter's default: RC104 judges it so, at the
// calls that leave the parameter out, and never at one that passes it.

// Fallback returns, for a value n written as a fallback of another value
// (Python `L or D`, `L if L is not None else D`, `L if L else D`, `D if L
// is None else L`; JavaScript and TypeScript `L ?? D`, `L || D`), the value
// falling back (left) and the fallback (D); ok is false for any other n.
func Fallback(f *model.File, n *model.Node) (left, fallback *model.Node, ok bool) {
	n = model.Unwrap(n)
	if n == nil {
		return nil, nil, false
	}
	switch n.Sym() {
	case model.SymBooleanOperator, model.SymBinaryExpression:
		op := n.ChildByFieldName("operator")
		if op == nil {
			return nil, nil, false
		}
		switch t := f.Text(op); {
		case t == "or" && f.Lang == model.LangPython, (t == "??" || t == "||") && f.Lang.IsJS():
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			return l, r, l != nil && r != nil
		}
	case model.SymConditionalExpression: // Python: a if cond else b
		if n.NamedChildCount() != 3 {
			return nil, nil, false
		}
		a, cond, b := n.NamedChild(0), model.Unwrap(n.NamedChild(1)), n.NamedChild(2)
		switch strings.Join(strings.Fields(f.Text(cond)), " ") {
		case f.Text(a) + " is not None", f.Text(a):
			return a, b, true
		case f.Text(b) + " is None", "not " + f.Text(b):
			return b, a, true
		}
	}
	return nil, nil, false
}

// Absent reports whether def, a parameter's default (nil when it has
// none), leaves the value unset: none, Python None, JavaScript null or
// undefined. A fallback of such a parameter is what a call that leaves it
// out gets.
func Absent(f *model.File, def *model.Node) bool {
	def = model.Unwrap(def)
	if def == nil {
		return true
	}
	switch f.Text(def) {
	case "None", "null", "undefined":
		return true
	}
	return false
}

// GuardedFallback returns the fallback D that function fn gives its
// parameter name when the caller leaves it out, rebinding the parameter
// itself: Python `if name is None: name = D` (also `if not name:`),
// `name = name or D`; JavaScript and TypeScript `name ??= D`, `name ||=
// D`, `name = name ?? D`, `if (name === undefined) name = D` (also `==
// null`, `!name`). nil unless that rebinding is the only one of the name
// in fn, and the value is not rebound by a loop, a pattern or an
// augmented assignment.
func GuardedFallback(f *model.File, fn *model.Node, name string) *model.Node {
	var found *model.Node
	writes := 0
	model.Walk(fn, func(m *model.Node) bool {
		if writes > 1 {
			return false
		}
		if m.Sym() != model.SymIdentifier || f.Text(m) != name {
			return true
		}
		if p := m.Parent(); p != nil && (p.Sym() == model.SymAugmentedAssignmentExpression || p.Sym() == model.SymAugmentedAssignment) && Same(p.ChildByFieldName("left"), m) {
			writes++ // name ??= D, name ||= D
			if op := f.Text(p.ChildByFieldName("operator")); op == "??=" || op == "||=" {
				found = p.ChildByFieldName("right")
			} else {
				found = nil
			}
			return true
		}
		w, v := WriteOf(f, m)
		if !w {
			return true
		}
		if model.EnclosingFunc(m) != fn {
			writes = 2 // a nested function rebinds it (or binds its own)
			return false
		}
		writes++
		found = nil
		if v == nil {
			return true
		}
		if l, d, ok := Fallback(f, v); ok && f.Text(model.Unwrap(l)) == name {
			found = d // name = name or D
		} else if guardsAbsent(f, m, name) {
			found = v // if name is None: name = D
		}
		return true
	})
	if writes != 1 {
		return nil
	}
	return found
}

// guardsAbsent reports whether the assignment of name at id sits directly
// under an if whose condition tests that name is unset (`name is None`,
// `not name`, `name === undefined`, `name == null`, `!name`), with no else.
func guardsAbsent(f *model.File, id *model.Node, name string) bool {
	var ifs *model.Node
	for p := id.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymIfStatement {
			ifs = p
			break
		}
		switch p.Sym() {
		case model.SymAssignment, model.SymAssignmentExpression, model.SymExpressionStatement, model.SymBlock, model.SymStatementBlock:
			continue
		}
		return false
	}
	if ifs == nil || ifs.ChildByFieldName("alternative") != nil {
		return false
	}
	cond := strings.Join(strings.Fields(strings.Trim(f.Text(ifs.ChildByFieldName("condition")), "()")), " ")
	switch cond {
	case name + " is None", "not " + name, name + " === undefined", name + " == null", name + " === null", "!" + name, name + " == None":
		return true
	}
	return false
}

// CastArg returns the value a number conversion converts (`float(timeout)`,
// `int(t)`, `Number(ms)`, `parseInt(ms, 10)`): the same wait in the same
// unit. nil when n is no such call.
func CastArg(f *model.File, n *model.Node) *model.Node {
	n = model.Unwrap(n)
	if n == nil || n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression || !numberCasts[f.Text(model.Callee(n))] {
		return nil
	}
	if k := model.NumArgs(n); k == 1 || k == 2 && f.Text(model.Callee(n)) == "parseInt" {
		return model.Arg(n, 0)
	}
	return nil
}
