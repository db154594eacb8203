package rc401

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds a fail-open shape of a layered decision (JavaScript,
// TypeScript, Python): a function that first decides locally, returns that
// decision when it denies, and then asks an authorization service (OPA, an
// authz URL) for a deny of its own, but falls back to the local decision
// when the service fails: a catch / except that neither denies nor rethrows,
// followed by `return local`. Past the early return the local decision is
// known not to be a denial, so an outage, a timeout or a malformed answer of
// the policy service grants what the service would have refused
// (tufantunc/ssh-mcp's evaluateWithOpa). CWE-636: a verification error
// treated as success.
//
// Not reported: a handler that denies, raises or rethrows; a fallback to a
// variable that no earlier return pins to a non-denial; a try whose body
// calls no authorization service.

// denyLayerSyms are the node types checkDenyLayers looks at.
var denyLayerSyms = model.NewSymBitset(model.SymTryStatement)

// checkDenyLayers reports the shape above in file c.f.
func (c *failOpenCheck) checkDenyLayers() {
	f := c.f
	if f.Lang == model.LangGo || !f.ContainsFold("deny", "denied") {
		return
	}
	f.NodesOf(denyLayerSyms, func(n *model.Node) bool {
		c.denyLayer(n)
		return true
	})
}

// denyLayer judges one try statement.
func (c *failOpenCheck) denyLayer(try *model.Node) {
	f := c.f
	fn := model.EnclosingFunc(try)
	body := try.ChildByFieldName("body")
	if fn == nil || body == nil {
		return
	}
	var handler *model.Node
	for i := 0; i < int(try.NamedChildCount()); i++ {
		if h := try.NamedChild(i); h.Sym() == model.SymCatchClause || h.Sym() == model.SymExceptClause {
			handler = h
			break
		}
	}
	if handler == nil || denyInBody.MatchString(f.Text(handler)) || strings.Contains(f.Text(handler), "return") {
		return
	}
	next := try.NextNamedSibling()
	for next != nil && next.Sym() == model.SymComment {
		next = next.NextNamedSibling()
	}
	if next == nil || next.Sym() != model.SymReturnStatement {
		return
	}
	v := returnValue(next)
	if v == nil || v.Sym() != model.SymIdentifier {
		return
	}
	name := f.Text(v)
	if !c.pinnedNonDeny(fn, try, name) {
		return
	}
	upstream := false
	f.WalkSyms(body, callSyms, func(n *model.Node) bool {
		upstream = upstream || c.authzUpstream(n)
		return !upstream
	})
	if !upstream {
		return
	}
	c.report(handler, c.chainName(fn)+" falls back to the earlier decision in "+name+" when the authorization service fails: "+
		"past the early return on a denial that decision allows, so an outage or a malformed answer grants what the "+
		"service would have refused; deny (or ask) when the service cannot answer", "return a denial from the handler")
}

// callSyms are the call node types.
var callSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression)

// pinnedNonDeny reports whether, before try in fn, an if returns name when
// name is a denial (`if (local.decision === "deny") return local;`, `if not
// local.allowed: return local`): after it, name holds no denial.
func (c *failOpenCheck) pinnedNonDeny(fn, try *model.Node, name string) bool {
	f := c.f
	re := regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(name) + `\b[^\n]*(deny|denied|blocked|reject)|(!|not\s+)` + regexp.QuoteMeta(name) + `\.(allowed|allow|ok|permitted)\b`)
	found := false
	f.WalkSyms(fn, ifSyms, func(n *model.Node) bool {
		if found || n.StartByte() >= try.StartByte() {
			return false
		}
		cond := n.ChildByFieldName("condition")
		cons := n.ChildByFieldName("consequence")
		if cond == nil || cons == nil || !re.MatchString(f.Text(cond)) {
			return true
		}
		for _, s := range blockStmts(cons) {
			if s.Sym() == model.SymReturnStatement {
				if r := returnValue(s); r != nil && f.Text(r) == name {
					found = true
				}
			}
		}
		return true
	})
	return found
}

// ifSyms are the if statement node types.
var ifSyms = model.NewSymBitset(model.SymIfStatement)
