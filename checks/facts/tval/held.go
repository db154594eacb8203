package tval

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// This file reads the value a timeout holds when it is written as a name: a
// local variable bound once in its function (`timeout = 120` then
// `requests.get(url, timeout=timeout)`), an attribute of the instance bound
// once in its class (`self.timeout = httpx.Timeout(read=60.0)` in
// `__init__`, `this.timeoutMs = 120_000` in a constructor, a TypeScript
// class field) or a class attribute (`_QUERY_TIMEOUT = 300.0` in the class
// body read as `self._QUERY_TIMEOUT`). A name bound twice, augmented,
// rebound by a loop, a pattern or a walrus, or that is a parameter as well,
// is not one value and stays unknown: the value judged is the one in force.

// HeldOnce returns the value of local variable id (an identifier of a
// function) when the function binds it exactly once with a plain
// assignment or declaration and the name is not one of its parameters;
// else nil.
func HeldOnce(f *model.File, id *model.Node) *model.Node {
	fn := model.EnclosingFunc(id)
	if fn == nil {
		return nil
	}
	name := f.Text(id)
	cache := model.Fact(f, heldKey, func(*model.File) map[heldName]*model.Node { return map[heldName]*model.Node{} })
	k := heldName{fn.StartByte(), fn.EndByte(), name}
	if v, ok := cache[k]; ok {
		return v
	}
	v := heldOnceIn(f, fn, name)
	cache[k] = v
	return v
}

// heldName keys the answers of HeldOnce and HeldMember: the span of the
// function or class searched and the name.
type heldName struct {
	start, end uint32
	name       string
}

// heldKey caches HeldOnce's and HeldMember's answers per file: a function
// of many loops bounded by one local asks once (TestWorkScalesLinearly).
var heldKey = model.NewFactKey[map[heldName]*model.Node]("tval.held")

// heldOnceIn is HeldOnce for name in function fn.
func heldOnceIn(f *model.File, fn *model.Node, name string) *model.Node {
	if _, _, _, ok := ParamOf(f, fn, name); ok || strings.Contains(f.Text(fn), "nonlocal "+name) || strings.Contains(f.Text(fn), "global "+name) {
		return nil
	}
	var value *model.Node
	writes := 0
	model.Walk(fn, func(m *model.Node) bool {
		if writes > 1 {
			return false
		}
		switch m.Sym() {
		case model.SymIdentifier, model.SymShorthandPropertyIdentifierPattern:
		default:
			return true
		}
		if f.Text(m) != name {
			return true
		}
		if w, v := WriteOf(f, m); w {
			writes++
			value = v
		}
		return true
	})
	if writes != 1 {
		return nil
	}
	return value
}

// Same reports whether a and b are the same node.
func Same(a, b *model.Node) bool {
	return a != nil && b != nil && a.StartByte() == b.StartByte() && a.EndByte() == b.EndByte() && a.Sym() == b.Sym()
}

// WriteOf reports whether the occurrence id of a name (or a member, for
// HeldMember) is a place the name is bound, and the value bound there when
// the binding is a plain one of the name alone (`x = v`, `const x = v`,
// Go `x := v`, `var x = v`); nil for any other binding (an augmented
// assignment, a loop variable, a pattern, `x++`, a declaration without a
// value).
func WriteOf(f *model.File, id *model.Node) (bool, *model.Node) {
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymAssignment, model.SymAssignmentExpression:
			l := p.ChildByFieldName("left")
			if l == nil || !model.Contains(l, id) {
				return false, nil
			}
			if Same(l, id) {
				return true, p.ChildByFieldName("right")
			}
			return true, nil
		case model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression:
			l := p.ChildByFieldName("left")
			return l != nil && model.Contains(l, id), nil
		case model.SymVariableDeclarator:
			n := p.ChildByFieldName("name")
			if n == nil || !model.Contains(n, id) {
				return false, nil
			}
			if Same(n, id) {
				return true, p.ChildByFieldName("value")
			}
			return true, nil
		case model.SymShortVarDeclaration, model.SymAssignmentStatement:
			l, r := p.ChildByFieldName("left"), p.ChildByFieldName("right")
			if l == nil || !model.Contains(l, id) {
				return false, nil
			}
			if l.NamedChildCount() == 1 && Same(l.NamedChild(0), id) && r != nil && r.NamedChildCount() == 1 && p.Sym() == model.SymShortVarDeclaration ||
				l.NamedChildCount() == 1 && Same(l.NamedChild(0), id) && r != nil && r.NamedChildCount() == 1 && f.Text(p.Child(1)) == "=" {
				return true, r.NamedChild(0)
			}
			return true, nil
		case model.SymVarSpec, model.SymConstSpec:
			n, v := p.ChildByFieldName("name"), p.ChildByFieldName("value")
			if n == nil || !model.Contains(n, id) && !Same(n, id) {
				return false, nil
			}
			if Same(n, id) && v != nil && v.NamedChildCount() == 1 && p.NamedChildCount() <= 3 {
				return true, v.NamedChild(0)
			}
			return true, nil
		case model.SymNamedExpression:
			n := p.ChildByFieldName("name")
			return n != nil && model.Contains(n, id), nil
		case model.SymUpdateExpression, model.SymIncStatement:
			return true, nil
		case model.SymForStatement, model.SymRangeClause, model.SymAsPattern, model.SymWithItem:
			l := p.ChildByFieldName("left")
			if l == nil && p.Sym() == model.SymAsPattern {
				l = p.ChildByFieldName("alias")
			}
			return l != nil && model.Contains(l, id), nil
		case model.SymExpressionStatement, model.SymBlock, model.SymStatementBlock, model.SymSourceFile:
			return false, nil
		}
		switch p.Sym() {
		case syntax.SymForInStatement, syntax.SymForInClause, syntax.SymExceptClause, syntax.SymDecStatement:
			return true, nil // a loop or comprehension variable, an exception name, x--
		}
		if p.IsScope() {
			return false, nil
		}
	}
	return false, nil
}

// ClassOf returns the class declaration around n (Python class_definition,
// JS/TS class_declaration or class expression), or nil.
func ClassOf(n *model.Node) *model.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymClassDefinition, model.SymClassDeclaration, model.SymClass:
			return p
		}
	}
	return nil
}

// HeldMember returns the value of an instance attribute (self.timeout,
// this.timeoutMs) that its class binds exactly once: one assignment of the
// member in the class (in a constructor, usually), or a TypeScript class
// field with a value and no assignment, or a Python class attribute of the
// class body (`_QUERY_TIMEOUT = 300.0`) that no method rebinds. The whole
// file is searched for other writes of the member, augmented ones
// included; a member written twice, or by a pattern, stays unknown. A
// constructor's fallback for a parameter the caller may leave out
// (`self.timeout = timeout or httpx.Timeout(read=60.0)`, `this.ms =
// opts.timeoutMs ?? 120_000`) holds the fallback when it is left out, as a
// parameter's default does (CtorFallback).
func HeldMember(f *model.File, m *model.Node) *model.Node {
	m = model.Unwrap(m)
	if m == nil || m.Sym() != model.SymAttribute && m.Sym() != model.SymMemberExpression {
		return nil
	}
	text := f.Text(m)
	if !model.IsSelfMember(text) {
		return nil
	}
	cls := ClassOf(m)
	if cls == nil {
		return nil
	}
	cache := model.Fact(f, heldKey, func(*model.File) map[heldName]*model.Node { return map[heldName]*model.Node{} })
	k := heldName{cls.StartByte(), cls.EndByte(), text}
	if v, ok := cache[k]; ok {
		return v
	}
	v := heldMemberIn(f, cls, text)
	cache[k] = v
	return v
}

// heldMemberIn is HeldMember for member text (self.x, this.x) of class cls.
func heldMemberIn(f *model.File, cls *model.Node, text string) *model.Node {
	attr := text[5:]
	var value *model.Node
	writes := 0
	model.Walk(cls, func(n *model.Node) bool {
		if writes > 1 {
			return false
		}
		switch n.Sym() {
		case model.SymAttribute, model.SymMemberExpression:
			if f.Text(n) == text {
				if w, v := WriteOf(f, n); w {
					writes++
					value = v
				}
			}
		case model.SymPublicFieldDefinition: // TS/JS class field: timeoutMs = 120_000 (a declaration alone binds nothing)
			if name := n.ChildByFieldName("name"); name != nil && f.Text(name) == attr && n.ChildByFieldName("value") != nil {
				writes++
				value = n.ChildByFieldName("value")
			}
		case model.SymAssignment: // Python class attribute, in the class body itself
			if l := n.ChildByFieldName("left"); l != nil && f.Text(l) == attr && model.EnclosingFunc(n) == model.EnclosingFunc(cls) && ClassOf(n) == cls {
				writes++
				value = n.ChildByFieldName("right")
			}
		}
		return true
	})
	if writes != 1 || value == nil {
		return nil
	}
	return CtorFallback(f, value)
}

// CtorFallback returns what a member bound from a constructor's parameter
// holds when the caller leaves the parameter out: the fallback of `p or D`
// (Python), `p ?? D` / `p || D` (JS/TS), where p is a parameter of the
// function around the binding or a member of one (opts.timeoutMs), and the
// default of a parameter bound as it came (`def __init__(self,
// timeout=120)`: `self.timeout = timeout`). Any other value is returned as
// it is.
func CtorFallback(f *model.File, v *model.Node) *model.Node {
	v = model.Unwrap(v)
	if v == nil {
		return nil
	}
	fn := model.EnclosingFunc(v)
	isParam := func(n *model.Node) bool {
		n = model.Unwrap(n)
		for n != nil && (n.Sym() == model.SymAttribute || n.Sym() == model.SymMemberExpression) {
			n = model.Unwrap(n.ChildByFieldName("object"))
		}
		if n == nil || n.Sym() != model.SymIdentifier || fn == nil || f.Lookup(f.Text(n), n) != nil {
			return false
		}
		i, _, _, ok := ParamOf(f, fn, f.Text(n))
		return ok && i < KeywordOnly // a keyword-only one stays unknown here, as before ParamOf read them
	}
	switch v.Sym() {
	case model.SymBooleanOperator, model.SymBinaryExpression:
		op := v.ChildByFieldName("operator")
		if op == nil {
			return v
		}
		switch f.Text(op) {
		case "or", "??", "||":
			if isParam(v.ChildByFieldName("left")) {
				return v.ChildByFieldName("right")
			}
		}
	case model.SymIdentifier:
		if isParam(v) {
			if _, def, _, ok := ParamOf(f, fn, f.Text(v)); ok && def != nil {
				return def
			}
			return nil
		}
		if fn == nil {
			return v
		}
		if i, _, _, ok := ParamOf(f, fn, f.Text(v)); ok && i >= KeywordOnly && f.Lookup(f.Text(v), v) == nil {
			return nil // a keyword-only parameter of the constructor: unknown
		}
	}
	return v
}

// TimeoutCtors are the constructors of a client's timeout object, and the
// keyword of the read (whole request) wait each reads first.
var TimeoutCtors = map[string]string{"httpx.Timeout": "read", "aiohttp.ClientTimeout": "total"}

// CtorWait returns the argument of a timeout object's construction
// (httpx.Timeout(120), httpx.Timeout(connect=5.0, read=60.0),
// aiohttp.ClientTimeout(total=300)) that bounds the wait for a response:
// the read keyword (httpx read=, aiohttp total=), else httpx's first
// argument, the default of every phase; nil when n is no such call or sets
// neither.
func CtorWait(f *model.File, n *model.Node) *model.Node {
	n = model.Unwrap(n)
	if n == nil || n.Sym() != model.SymCall {
		return nil
	}
	kw, ok := TimeoutCtors[model.CalleeName(f, n)]
	if !ok {
		return nil
	}
	if v := f.Kwarg(n, kw); v != nil {
		return v
	}
	if kw == "read" {
		if a := model.Arg(n, 0); a != nil && a.Sym() != model.SymKeywordArgument {
			return a
		}
	}
	return nil
}

// HeldAt is where a timeout read at at is reported: for a module constant
// holding a timeout object (moduleWait), the argument of its construction
// that sets the wait; for a local variable its function binds once
// (HeldOnce), the value it binds; for an instance or
// class attribute (HeldMember), the value its class binds (the argument of
// a timeout object's construction that sets the wait, CtorWait), where a
// reader changes it; else at itself.
func HeldAt(f *model.File, at *model.Node) *model.Node {
	if w := moduleWait(f, at); w != nil {
		return w
	}
	v := HeldMember(f, at)
	if id := model.Unwrap(at); v == nil && id != nil && (id.Sym() == model.SymIdentifier || id.Sym() == model.SymShorthandPropertyIdentifier) {
		v = HeldOnce(f, id) // a local bound once: where the function binds it (`const timeoutMs = 45000`, read as `{ timeout }`)
	}
	if v == nil {
		return at
	}
	if w := CtorWait(f, v); w != nil {
		return w
	}
	return v
}

// moduleWait returns, for a name n that reads a constant of the module
// bound to a timeout object (`_QS_TIMEOUT = httpx.Timeout(connect=5.0,
// read=120.0)` at the top of the file, then `timeout=_QS_TIMEOUT` in a
// method), the argument of that construction that bounds the wait
// (CtorWait): the object is built once and each request made with it waits
// that long, as with a class attribute (HeldMember). nil for any other n.
func moduleWait(f *model.File, n *model.Node) *model.Node {
	n = model.Unwrap(n)
	if n == nil || n.Sym() != model.SymIdentifier {
		return nil
	}
	v := f.Lookup(f.Text(n), n)
	if v == nil || f.Scope(v) != f.Root {
		return nil
	}
	return CtorWait(f, v)
}
