// Package branchvals finds, for RC402's taint (checks/rc402), the other
// values a Python or JS/TS variable may hold where it is read after an if
// statement that assigns it on several branches:
//
//	if "error" in result:
//	    msg = f"failed: {result['error']}"
//	else:
//	    msg = "ok"
//	return [TextContent(type="text", text=msg)]
//
// model.File.Lookup binds `msg` at its use to the last assignment in the
// text (the else branch), so the error branch's text is not followed; either
// branch may be the one that ran (blind-set miss AdvayParab/Zendesk_MCP_Server
// utils/client.py:95, a helper's {"error": str(e)} sent by a tool through
// such a branch). Reaching definitions of a name over an if/elif/else are
// the union of its branches' assignments (the classic data-flow rule; CodeQL's
// SSA phi nodes for Python and JavaScript join them the same way).
package branchvals

import "github.com/resilience-check/resilience-check/checks/model"

var assignSyms = model.NewSymBitset(model.SymAssignment, model.SymAssignmentExpression)

// Others returns the values assigned to identifier name, in the function
// of use, on the branches of the outermost if statement around binding
// value v that use follows (an if/elif/else, an else-if chain, an if nested
// in a branch), other than v itself. Nil for Go, and when v is in no if
// statement of use's function that use follows.
func Others(f *model.File, name string, use, v *model.Node) []*model.Node {
	if f.Lang != model.LangPython && !f.Lang.IsJS() || use == nil || v == nil {
		return nil
	}
	fn := model.EnclosingFunc(use)
	if fn == nil || model.EnclosingFunc(v) != fn {
		return nil
	}
	var ifs *model.Node // the outermost if statement around v that use follows: nested ifs' branches join too
	for p := v.Parent(); p != nil && p != fn && !model.Contains(p, use); p = p.Parent() {
		if p.Sym() == model.SymIfStatement {
			ifs = p
		}
	}
	if ifs == nil || use.StartByte() < ifs.EndByte() || exitsAfter(ifs, use) {
		return nil
	}
	var out []*model.Node
	f.NodesIn(ifs, assignSyms, func(a *model.Node) bool {
		left, right := a.ChildByFieldName("left"), a.ChildByFieldName("right")
		if left != nil && right != nil && right != v && left.Sym() == model.SymIdentifier && f.Text(left) == name && model.EnclosingFunc(a) == fn && !sameSpan(right, v) {
			out = append(out, right)
		}
		return true
	})
	return out
}

// sameSpan reports whether a and b cover the same bytes.
func sameSpan(a, b *model.Node) bool {
	return a.StartByte() == b.StartByte() && a.EndByte() == b.EndByte()
}

// exitsAfter reports whether a block around if statement ifs that does not
// hold use ends its run before use: a return, throw or raise after ifs in
// that block (`catch (e) { if ... text = e.message ...; return {...} }` and
// then `return { text }` after the try). The branches' assignments do not
// reach use then.
func exitsAfter(ifs, use *model.Node) bool {
	for p := ifs; p != nil && p.Parent() != nil && !model.Contains(p.Parent(), use); p = p.Parent() {
		for s := p.NextNamedSibling(); s != nil; s = s.NextNamedSibling() {
			switch s.Sym() {
			case model.SymReturnStatement, model.SymThrowStatement, model.SymRaiseStatement:
				return true
			}
		}
	}
	return false
}
