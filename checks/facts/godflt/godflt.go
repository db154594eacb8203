// Package godflt reads a Go local variable that a function declares with a
// default and rebinds only when a condition holds: the shape of a tool
// handler's optional timeout argument (mark3labs/mcphost's builtin bash
// tool, `timeout := defaultTimeout; if ms := request.GetFloat("timeout", 0);
// ms > 0 { timeout = min(time.Duration(ms)*time.Millisecond, maxTimeout) }`).
// Such a name holds more than one value, so the readers of one value
// (tval.HeldOnce) leave it unknown; but each of its bindings is a wait the
// call may get: the default is what a client that leaves the argument out
// (as a model calling a tool usually does) waits, and the cap of a clamped
// override is the longest a caller may ask. RC104 judges each of them
// (docs/rules/RC104.md; MCP-INPUT-03 "Timeout Enforcement",
// https://mcp-security-standard.org/en/v0.1.0/controls/input/mcp-input-03-timeout-enforcement;
// CWE-400). Go's built-in min returns the smallest of its arguments
// (https://go.dev/ref/spec#Min_and_max), so a clamped override is at most
// the argument the file can read.
package godflt

import (
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Bindings returns the values local variable id (an identifier of a Go
// function) is bound to when the function declares it once with a value
// (`timeout := d`, `var timeout = d`) and rebinds it only by plain
// assignments (`timeout = v`) that sit in an if statement of the function,
// after the declaration, outside any loop and any function literal, whose
// values do not read the variable itself: the declaration's value first,
// then each override. nil for any other name: one bound once (HeldOnce's),
// a parameter, one augmented, incremented or rebound in a loop (a backoff
// that grows), or by a multiple assignment.
func Bindings(f *model.File, id *model.Node) []*model.Node {
	id = model.Unwrap(id)
	if id != nil && id.Sym() == model.SymLiteralElement && id.NamedChildCount() == 1 { // Timeout: timeout
		id = model.Unwrap(id.NamedChild(0))
	}
	if f.Lang != model.LangGo || id == nil || id.Sym() != model.SymIdentifier {
		return nil
	}
	fn := model.EnclosingFunc(id)
	if fn == nil {
		return nil
	}
	name := f.Text(id)
	if _, _, _, ok := tval.ParamOf(f, fn, name); ok {
		return nil
	}
	var out []*model.Node
	bad := false
	model.Walk(fn, func(m *model.Node) bool {
		if bad {
			return false
		}
		if m.Sym() != model.SymIdentifier || f.Text(m) != name {
			return true
		}
		w, v := tval.WriteOf(f, m)
		if !w {
			return true
		}
		if v == nil || model.Contains(v, m) {
			bad = true
			return false
		}
		decl := declares(m)
		switch {
		case len(out) == 0 && decl && nested(m, fn, false):
		case len(out) > 0 && !decl && nested(m, fn, true) && !reads(f, v, name):
		default:
			bad = true
			return false
		}
		out = append(out, v)
		return true
	})
	if bad || len(out) < 2 {
		return nil
	}
	return out
}

// declares reports whether identifier m is the name a short variable
// declaration or a var spec binds.
func declares(m *model.Node) bool {
	for p := m.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymShortVarDeclaration, model.SymVarSpec:
			return true
		case model.SymAssignmentStatement:
			return false
		}
		if p.IsScope() {
			return false
		}
	}
	return false
}

// nested reports whether m sits, between itself and function fn, in an if
// statement (cond: the override's place) and in no loop or function
// literal; with cond false, whether it sits in none of the three (the
// declaration's place, the function's own body).
func nested(m, fn *model.Node, cond bool) bool {
	inIf := false
	for p := m.Parent(); p != nil && !tval.Same(p, fn); p = p.Parent() {
		switch p.Sym() {
		case model.SymForStatement, model.SymFuncLiteral:
			return false
		case model.SymIfStatement:
			inIf = true
		}
	}
	return inIf == cond
}

// reads reports whether expression v reads the variable name (`timeout =
// timeout * 2`): a value that grows from the last one is not a binding of
// its own.
func reads(f *model.File, v *model.Node, name string) bool {
	found := false
	model.Walk(v, func(m *model.Node) bool {
		if found {
			return false
		}
		if m.Sym() == model.SymIdentifier && f.Text(m) == name {
			found = true
		}
		return !found
	})
	return found
}

// Clamp returns the arguments of a call of Go's built-in min (`min(d,
// maxTimeout)`), the bounds one of which the value cannot exceed; nil for
// any other node.
func Clamp(f *model.File, v *model.Node) []*model.Node {
	v = model.Unwrap(v)
	if v == nil || v.Sym() != model.SymCallExpression || f.Text(model.Callee(v)) != "min" {
		return nil
	}
	var out []*model.Node
	for i := 0; i < model.NumArgs(v); i++ {
		out = append(out, model.Arg(v, i))
	}
	return out
}
