package rc602

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jscatch"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// This file holds the sequential per-item shape of RC602: a loop over the
// items of a collection that makes one upstream call per item and gathers
// the answers into an accumulator, all inside one try whose except (catch)
// only raises or returns an error. One failing item ends the loop, and the
// handler drops what the other items already gave:
//
//	try:
//	    kb = {}
//	    for section in client.sections():
//	        kb[section.name] = client.articles(section.id)   # one failure loses kb
//	    return kb
//	except Exception as e:
//	    raise Exception(f"Failed to fetch knowledge base: {e}")
//
// Not reported: a try inside the loop (each item handles its failure), a
// handler that returns or keeps the accumulator, a handler that neither
// raises nor returns (the code after the try still returns what was
// gathered), loops whose per-item call does not use the loop variable.

// loopSyms are the loops over a collection: Python for, JS for...of / for...in.
var loopSyms = model.NewSymBitset(model.SymForStatement, syntax.SymForInStatement)

// trySyms is the try statement (Python and JS).
var trySyms = model.NewSymBitset(model.SymTryStatement)

// checkSeqLoops reports the sequential shape in f (see above).
func checkSeqLoops(p *model.Pass) {
	f := p.File
	f.NodesOf(loopSyms, func(loop *model.Node) bool {
		seqLoop(p, loop)
		return true
	})
	if f.Contains("try") {
		f.NodesOf(trySyms, func(try *model.Node) bool {
			checkSeqSources(p, try) // independent sources one after the other (seqsources.go)
			return true
		})
	}
}

// seqLoop reports one loop when it has the sequential shape.
func seqLoop(p *model.Pass, loop *model.Node) {
	f := p.File
	if loop.Sym() == model.SymForStatement && f.Lang != model.LangPython {
		return // a C-style for (i = 0; ...) in JS, a Go for
	}
	body := loop.ChildByFieldName("body")
	vars := loopVars(f, loop.ChildByFieldName("left"))
	if body == nil || len(vars) == 0 {
		return
	}
	try, fn := enclosingTry(loop)
	if try == nil {
		seqWriteLoop(p, loop, body, vars) // no try: the failure leaves the function (seqwrite.go)
		return
	}
	if fn == nil {
		return
	}
	acc := accumulatorWhere(f, body, func(name string) bool { return !boundIn(f, body, name) && usedAfter(f, fn, loop, name) })
	if acc == "" || !handlerDropsAll(f, try, acc) {
		return
	}
	call := perItemCallD(f, fn, body, vars, derivedVars(f, body, vars)) // entry = {"id": item.get("id")} stands for the item (pyhelper.go)
	if call == nil {
		return
	}
	kind := "except"
	if f.Lang.IsJS() {
		kind = "catch"
	}
	p.Report(call, fmt.Sprintf("one failed %s ends this loop over the items and the %s returns only an error: the results already "+
		"gathered in %s for the other items are lost; handle the failure per item and return the items that succeeded with the failed ones named",
		jsCallName(f, call), kind, acc), "per-item error handling")
}

// loopVars returns the names a loop binds per item (for x in xs; for (const
// {id, name} of xs)).
func loopVars(f *model.File, left *model.Node) map[string]bool {
	if left == nil {
		return nil
	}
	vars := map[string]bool{}
	model.Walk(left, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymIdentifier, model.SymShorthandPropertyIdentifierPattern:
			vars[f.Text(n)] = true
		}
		return true
	})
	return vars
}

// enclosingTry returns the try statement whose body holds loop (within the
// loop's own function) and that function, or nil when there is none or
// the loop sits in a handler or finally block.
func enclosingTry(loop *model.Node) (try, fn *model.Node) {
	child := loop
	for n := loop.Parent(); n != nil; child, n = n, n.Parent() {
		if n.IsScope() {
			return nil, nil
		}
		if n.Sym() == model.SymTryStatement {
			b := n.ChildByFieldName("body")
			if b != nil && b.StartByte() == child.StartByte() && b.EndByte() == child.EndByte() {
				return n, model.EnclosingFunc(n)
			}
			return nil, nil
		}
	}
	return nil, nil
}

// accumulatorCall matches the methods that add an item's answer to a
// collection: append, extend, push, add, update, insert (Python and JS).
var accumulatorCall = regexp.MustCompile(`^(append|extend|push|add|insert|set)$`)

// accumulator returns the name of a variable the loop body adds to
// (acc.append(x), acc.push(x), acc[k] = x, acc += [x]), or "".
func accumulator(f *model.File, body *model.Node) string {
	return accumulatorWhere(f, body, nil)
}

// accumulatorWhere is accumulator keeping only the first name for which ok
// (when not nil) holds.
func accumulatorWhere(f *model.File, body *model.Node, ok func(string) bool) string {
	name := ""
	model.Walk(body, func(n *model.Node) bool {
		if name != "" {
			return false
		}
		switch n.Sym() {
		case model.SymCall, model.SymCallExpression:
			c := model.Callee(n)
			if c == nil || (c.Sym() != model.SymAttribute && c.Sym() != model.SymMemberExpression) {
				return true
			}
			obj := c.ChildByFieldName("object")
			prop := c.ChildByFieldName("attribute")
			if prop == nil {
				prop = c.ChildByFieldName("property")
			}
			if obj != nil && obj.Sym() == model.SymIdentifier && prop != nil && accumulatorCall.MatchString(f.Text(prop)) {
				name = f.Text(obj)
			}
		case model.SymAssignment, model.SymAssignmentExpression, model.SymAugmentedAssignment:
			l := n.ChildByFieldName("left")
			if l != nil && (l.Sym() == model.SymSubscript || l.Sym() == model.SymSubscriptExpression) {
				if o := l.ChildByFieldName("value"); o != nil && o.Sym() == model.SymIdentifier {
					name = f.Text(o)
				} else if o := l.ChildByFieldName("object"); o != nil && o.Sym() == model.SymIdentifier {
					name = f.Text(o)
				}
			} else if l != nil && l.Sym() == model.SymIdentifier && n.Sym() == model.SymAugmentedAssignment {
				name = f.Text(l)
			}
		}
		if name != "" && ok != nil && !ok(name) {
			name = "" // an entry built per item, or a collection not read after the loop
		}
		return name == ""
	})
	return name
}

// usedAfter reports whether name is read in fn after the loop ends.
func usedAfter(f *model.File, fn, loop *model.Node, name string) bool {
	used := false
	end := loop.EndByte()
	model.Walk(fn, func(n *model.Node) bool {
		if used || n.EndByte() <= end {
			return false
		}
		if n.StartByte() >= end && (n.Sym() == model.SymIdentifier || n.Sym() == model.SymShorthandPropertyIdentifier) && f.Text(n) == name {
			used = true
		}
		return !used
	})
	return used
}

// handlerDropsAll reports whether every except (catch) clause of try ends
// the function with an error — it raises, throws or returns — without
// reading acc, and there is at least one.
func handlerDropsAll(f *model.File, try *model.Node, acc string) bool {
	handlers := 0
	for i := 0; i < int(try.NamedChildCount()); i++ {
		h := try.NamedChild(i)
		if h.Sym() != model.SymExceptClause && h.Sym() != model.SymCatchClause {
			continue
		}
		handlers++
		ends, reads := false, false
		model.Walk(h, func(n *model.Node) bool {
			switch n.Sym() {
			case model.SymRaiseStatement, model.SymThrowStatement, model.SymReturnStatement:
				ends = true
			case model.SymIdentifier:
				reads = reads || f.Text(n) == acc
			}
			return true
		})
		if !ends || reads {
			return false
		}
	}
	return handlers > 0
}

// perItemCall returns the first call in the loop body that goes to an
// upstream and uses a loop variable (in its receiver or arguments), outside
// any try nested in the loop and any nested function; nil when there is none.
func perItemCall(f *model.File, fn, body *model.Node, vars map[string]bool) *model.Node {
	return perItemCallD(f, fn, body, vars, nil)
}

// perItemCallD is perItemCall where a name of derived (bound in the body
// from an item: pyhelper.go) also marks a per-item call when it is an
// argument of the call: `client.get(f"/groups/{entry['id']}")`, not
// `entry.get("id")` or `svc.items()`, which work on the item's own data.
func perItemCallD(f *model.File, fn, body *model.Node, vars, derived map[string]bool) *model.Node {
	var found *model.Node
	model.Walk(body, func(n *model.Node) bool {
		if found != nil {
			return false
		}
		switch n.Sym() {
		case model.SymTryStatement, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction,
			model.SymFunctionDefinition, model.SymLambda:
			return false // the item handles its own failure, or code that runs later
		case model.SymCall, model.SymCallExpression:
			if (usesVar(f, n, vars) || argsUse(f, n, derived)) && !guardedHelper(f, n) &&
				(loopUpstream(f, fn, n) || pyLoopHelper(f, n, 0)) {
				found = n
				return false
			}
		}
		return true
	})
	return found
}

// usesVar reports whether call mentions one of vars.
func usesVar(f *model.File, call *model.Node, vars map[string]bool) bool {
	uses := false
	model.Walk(call, func(n *model.Node) bool {
		if (n.Sym() == model.SymIdentifier || n.Sym() == model.SymShorthandPropertyIdentifier) && vars[f.Text(n)] {
			uses = true
		}
		return !uses
	})
	return uses
}

// clientSegment matches a segment of a receiver chain that names a client
// of a remote service: self.client, session, api, conn, sdk, zendesk_client.
// A glued "api" counts in camel case only (githubApi, JiraAPI): a lowercase
// name that merely ends in the letters (idaapi, IDA's in-process module;
// openapi) names no client, while a glued client or session does
// (JiraClient, ghclient, dbSession).
var clientSegment = regexp.MustCompile(`^(?i:client|session|api|conn|connection|http|sdk|service|svc|[a-z0-9]+_(client|api|session))$|^[A-Za-z0-9]*[a-z0-9](Client|Api|API|Session|client|session|CLIENT|SESSION)$`)

// loopUpstream reports whether a call in a loop reaches an upstream: a
// known HTTP client call, a JS call jsUpstreamCall accepts, an awaited
// Python method call with a request verb, or a method called through a
// receiver chain that names a client (self.client.index(i).get_stats()).
func loopUpstream(f *model.File, fn, c *model.Node) bool {
	if f.Lang.IsJS() {
		return jsUpstreamCall(f, fn, c, 0)
	}
	if _, _, ok := model.UpstreamCall(f, c); ok {
		return true
	}
	callee := model.Callee(c)
	if callee == nil || callee.Sym() != model.SymAttribute {
		return false
	}
	method := f.Text(callee.ChildByFieldName("attribute"))
	if accumulatorCall.MatchString(method) || strings.HasPrefix(method, "_") {
		return false
	}
	if p := c.Parent(); p != nil && p.Sym() == model.SymAwait {
		for _, w := range splitWords(method) {
			if fanoutVerbs[w] {
				return true
			}
		}
	}
	// the receiver chain: self.client.help_center.sections -> self, client, ...
	for _, seg := range strings.FieldsFunc(f.Text(callee.ChildByFieldName("object")), func(r rune) bool {
		return r == '.' || r == '(' || r == ')' || r == ' ' || r == '\n'
	}) {
		if clientSegment.MatchString(seg) {
			return true
		}
	}
	return false
}

// splitWords splits a snake_case name into lowercase words.
func splitWords(s string) []string { return strings.Split(strings.ToLower(s), "_") }

// guardedHelper reports whether call c calls a function of this file (a
// def or function, or a method called on self / this) whose body, past a
// docstring, is one try statement whose except or catch clauses all answer
// without raising or throwing: `def cancel_order(...): try: ... except
// Exception as e: return {"success": False, "error": str(e)}`. Every
// failure of such a helper becomes its answer for the item, so a loop over
// it loses nothing when one item fails, whatever verb the helper's name
// has.
func guardedHelper(f *model.File, c *model.Node) bool {
	callee := model.Callee(c)
	if callee == nil {
		return false
	}
	h := f.LocalFunc(callee)
	if h == nil {
		return false
	}
	body := h.ChildByFieldName("body")
	if body == nil {
		return false
	}
	var try *model.Node
	for i := 0; i < int(body.NamedChildCount()); i++ {
		st := body.NamedChild(i)
		switch {
		case st.Sym() == model.SymComment:
			continue
		case i == 0 && st.Sym() == model.SymExpressionStatement && st.NamedChildCount() > 0 && model.Unwrap(st.NamedChild(0)).Sym() == model.SymString:
			continue // a docstring
		case try == nil && st.Sym() == model.SymTryStatement:
			try = st
			continue
		}
		return false
	}
	if try == nil {
		return false
	}
	if f.Lang == model.LangPython {
		return pyHandlersSwallow(try)
	}
	if f.Lang.IsJS() {
		h := try.ChildByFieldName("handler")
		return h != nil && try.ChildByFieldName("finalizer") == nil && !jscatch.ThrowsIn(h)
	}
	return false
}
