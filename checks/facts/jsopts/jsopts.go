// Package jsopts reads the JavaScript and TypeScript forms through which a
// request's options and its abort signal travel, for the function
// summaries (package checks/summary, issue 18): whether a call creates a
// signal that times out, a local that holds a parameter's options under
// another name, and a class field set to a new instance. It reads one node
// of a parsed file and depends on nothing but package model.
package jsopts

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// CreatesDeadline reports whether call n (callee its function) creates a
// signal that times out: AbortSignal.timeout(...), AbortSignal.any(...)
// (which may carry one), or a setTimeout whose callback aborts
// (setTimeout(() => c.abort(), ms)). MDN: AbortSignal.timeout_static,
// AbortSignal.any_static.
func CreatesDeadline(f *model.File, n, callee *model.Node) bool {
	switch f.Text(callee) {
	case "AbortSignal.timeout", "AbortSignal.any":
		return true
	case "setTimeout", "global.setTimeout", "globalThis.setTimeout", "window.setTimeout":
		a := model.Arg(n, 0)
		return a != nil && strings.Contains(f.Text(a), "abort")
	}
	return false
}

// NewField returns the name of class field n and the class it is set to a
// new instance of (`protected api = new ApiClient(url)`: "api",
// "ApiClient"; a capitalised constructor, "mod.Api" as written), or "", "".
func NewField(f *model.File, n *model.Node) (name, class string) {
	nm := n.ChildByFieldName("name")
	if nm == nil {
		nm = n.ChildByFieldName("property")
	}
	v := n.ChildByFieldName("value")
	if nm == nil || v == nil {
		return "", ""
	}
	for v.Sym() == model.SymParenthesizedExpression && v.NamedChild(0) != nil {
		v = v.NamedChild(0)
	}
	if v.Sym() != model.SymNewExpression {
		return "", ""
	}
	ctor := model.Callee(v)
	if ctor == nil || (ctor.Sym() != model.SymIdentifier && ctor.Sym() != model.SymMemberExpression) {
		return "", ""
	}
	cls := strings.Join(strings.Fields(f.Text(ctor)), "")
	if last := cls[strings.LastIndex(cls, ".")+1:]; last == "" || last[0] < 'A' || last[0] > 'Z' {
		return "", ""
	}
	return f.Text(nm), cls
}

// OptionsAlias returns, for variable declarator n, the local that holds
// what another name holds under a new name and that name: `const { a,
// ...rest } = options` gives "rest", "options" (options less a), `const
// opts = options` gives "opts", "options". A destructured key that names
// the signal (`const { signal, ...rest } = options`) takes the bound out,
// so it is no alias; nor is any other declarator ("", "").
func OptionsAlias(f *model.File, n *model.Node) (local, from string) {
	name, v := n.ChildByFieldName("name"), n.ChildByFieldName("value")
	if name == nil || v == nil || v.Sym() != model.SymIdentifier {
		return "", ""
	}
	switch name.Sym() {
	case model.SymIdentifier:
		return f.Text(name), f.Text(v)
	case model.SymObjectPattern:
		for i := 0; i < int(name.NamedChildCount()); i++ {
			ch := name.NamedChild(i)
			if strings.HasPrefix(f.Text(ch), "...") && ch.NamedChild(0) != nil && ch.NamedChild(0).Sym() == model.SymIdentifier {
				local = f.Text(ch.NamedChild(0))
			} else if strings.Contains(f.Text(ch), "signal") {
				return "", ""
			}
		}
	}
	if local == "" {
		return "", ""
	}
	return local, f.Text(v)
}

// AssignedBefore reports whether an options object held by identifier opts
// gets one of keys by an assignment to its field before call, in the
// function around call (`const requestOptions = { method, headers };
// requestOptions.signal = controller.signal; await fetch(url,
// requestOptions)`): the object literal alone does not show it.
func AssignedBefore(f *model.File, opts, call *model.Node, keys ...string) bool {
	opts = model.Unwrap(opts)
	if opts == nil || opts.Sym() != model.SymIdentifier {
		return false
	}
	name, scope := f.Text(opts), model.EnclosingFunc(call)
	found := false
	f.NodesOf(assignSyms, func(n *model.Node) bool {
		if found || n.StartByte() >= call.StartByte() || scope != nil && !model.Contains(scope, n) || scope == nil && model.EnclosingFunc(n) != nil {
			return false
		}
		left := n.ChildByFieldName("left")
		if left == nil || left.Sym() != model.SymMemberExpression || f.Text(left.ChildByFieldName("object")) != name {
			return true
		}
		prop := f.Text(left.ChildByFieldName("property"))
		for _, k := range keys {
			found = found || prop == k
		}
		return !found
	})
	return found
}

// assignSyms are the nodes AssignedBefore reads.
var assignSyms = model.NewSymBitset(model.SymAssignmentExpression)
