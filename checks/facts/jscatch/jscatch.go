// Package jscatch recognises a JS/TS function that handles its own failure
// (a catch clause that does not rethrow, a .catch(...) call, a returned call
// of a fallback helper), so that a call of it cannot reject a Promise.all it
// is an element of. RC602 reads it on the helpers of the file; the function
// summaries record it for every top-level function (summary.Func.Settles),
// so that an element calling another module's helper is judged the same way
// after linking (ElementMessage, with finding.AskSettles).
package jscatch

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// FallbackName matches helpers whose name says they turn a failure into a
// fallback value: operationWithFallback, safeFetchConfig, loadOrDefault.
var FallbackName = regexp.MustCompile(`(?i)(with_?fallback|or_?fallback)$|(^|\.)safe[A-Z_]|or_?(default|null|undefined|empty)$`)

// Catches reports whether function fn handles its own failure: a catch
// clause that does not rethrow, a .catch(...) call, or a returned call of a
// fallback helper (return operationWithFallback(...)).
func Catches(f *model.File, fn *model.Node) bool {
	handled := false
	model.Walk(fn, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymReturnStatement:
			if n.NamedChildCount() > 0 {
				r := model.Unwrap(n.NamedChild(0))
				if r.Sym() == model.SymAwaitExpression && r.NamedChildCount() > 0 {
					r = model.Unwrap(r.NamedChild(0))
				}
				if r.Sym() == model.SymCallExpression && FallbackName.MatchString(f.Text(model.Callee(r))) {
					handled = true
				}
			}
		case model.SymCatchClause:
			handled = handled || !ThrowsIn(n)
		case model.SymMemberExpression:
			if p := n.ChildByFieldName("property"); p != nil && f.Text(p) == "catch" {
				handled = true
			}
		}
		return !handled
	})
	return handled
}

// ThrowsIn reports whether a throw statement sits anywhere in n (a catch
// clause that rethrows, or throws an error of its own).
func ThrowsIn(n *model.Node) bool {
	throws := false
	model.Walk(n, func(c *model.Node) bool {
		throws = throws || c.Sym() == model.SymThrowStatement
		return !throws
	})
	return throws
}

// elementPrefix starts the message of a finding's related place that names
// an element of the aggregate calling another module's function.
const elementPrefix = "this element calls "

// elementSuffix ends that message.
const elementSuffix = ", another module's function: its failure rejects the aggregate unless that function catches it"

// ElementMessage is the related-place message RC602 gives an element of a
// Promise.all that calls callee, a function imported from another module:
// the link step (finding.AskSettles) looks the callee up and drops the finding
// when too few elements are left that can reject.
func ElementMessage(callee string) string { return elementPrefix + callee + "()" + elementSuffix }

// Settles reports whether function fn cannot reject for an upstream's
// failure, a stricter reading than Catches for a helper of another module,
// whose body the caller's file does not show: every await in it (nested
// functions aside) sits in the block of a try whose catch clause does not
// throw, or awaits a call chain that ends in .catch(...), and there is at
// least one such guarded await. A fetch awaited before the try (the try only
// parses the body) can still reject: not settled.
func Settles(f *model.File, fn *model.Node) bool {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return false
	}
	guarded, bare := 0, 0
	model.Walk(body, func(n *model.Node) bool {
		if bare > 0 {
			return false
		}
		if n != body && n.IsScope() {
			return false // a nested function's awaits are its own
		}
		if n.Sym() != model.SymAwaitExpression {
			return true
		}
		if caughtChain(f, n) || inSilentTry(n, body) {
			guarded++
		} else {
			bare++
		}
		return true
	})
	return bare == 0 && guarded > 0
}

// caughtChain reports whether await expression n awaits a call whose last
// step is .catch(...).
func caughtChain(f *model.File, n *model.Node) bool {
	if n.NamedChildCount() == 0 {
		return false
	}
	c := model.Unwrap(n.NamedChild(0))
	if c.Sym() != model.SymCallExpression {
		return false
	}
	fn := model.Callee(c)
	return fn != nil && fn.Sym() == model.SymMemberExpression && f.Text(fn.ChildByFieldName("property")) == "catch"
}

// inSilentTry reports whether n sits in the block of a try statement (inside
// body) whose catch clause does not throw.
func inSilentTry(n, body *model.Node) bool {
	for p := n.Parent(); p != nil && p != body; p = p.Parent() {
		t := p.Parent()
		if t == nil || t.Sym() != model.SymTryStatement || t.ChildByFieldName("body") != p {
			continue
		}
		if h := t.ChildByFieldName("handler"); h != nil && !ThrowsIn(h) {
			return true
		}
	}
	return false
}
