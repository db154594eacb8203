package rc602

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds the sequential write form of RC602: a loop over the
// items of a batch that makes one upstream write per item (update, create,
// delete, ...) and gathers the answers into a collection the function
// returns, with no try around the loop and none around the write:
//
//	const results = [];
//	for (const update of args.updates) {
//	  results.push(await notion.updateBlock(update.block_id, body(update))); // reported
//	}
//	return { updated_count: results.length, results };
//
// The first failed write leaves the function with only its error: the
// writes already applied are not reported, so the caller cannot tell what
// the batch changed (the loop form of Promise.all(items.map(write)), which
// jsFanOut reports). Reads are left to the try form (seqloop.go): a failed
// read loses answers, a failed write in a batch hides state already
// changed upstream, the case a reviewer cannot see from the error.

// writeVerbs are the words of a method name that mark a write to an upstream.
var writeVerbs = map[string]bool{
	"insert": true, "update": true, "delete": true, "remove": true, "create": true, "upsert": true,
	"replace": true, "destroy": true, "post": true, "put": true, "patch": true, "send": true,
	"modify": true, "archive": true, "upload": true, "publish": true, "cancel": true, "trash": true,
}

// seqWriteLoop reports loop (body, loop variables vars) when it has the
// sequential write form and no try statement encloses it in its function.
func seqWriteLoop(p *model.Pass, loop, body *model.Node, vars map[string]bool) {
	f := p.File
	fn := model.EnclosingFunc(loop)
	if fn == nil || inAnyTry(loop, fn) {
		return
	}
	acc := accumulator(f, body)
	if acc == "" || !usedAfter(f, fn, loop, acc) {
		return
	}
	call := perItemCall(f, fn, body, vars)
	if call == nil || !isWrite(f, call) || !answerGathered(f, body, call, acc) {
		return
	}
	p.Report(call, fmt.Sprintf("one failed %s ends this loop of writes and leaves the function with only its error: the writes already "+
		"applied for the earlier items are not reported (%s is dropped), so the caller cannot tell what changed; catch per item and "+
		"return the items written with the failed ones named", jsCallName(f, call), acc), "per-item error handling")
}

// inAnyTry reports whether n sits anywhere in a try statement (body,
// handler or finally) inside function fn.
func inAnyTry(n, fn *model.Node) bool {
	for q := n.Parent(); q != nil && q != fn; q = q.Parent() {
		if q.Sym() == model.SymTryStatement {
			return true
		}
	}
	return false
}

// isWrite reports whether call's method or function name has a write verb
// and the call's promise is awaited (JS) or the call is made directly
// (Python, awaited or not).
func isWrite(f *model.File, call *model.Node) bool {
	callee := model.Callee(call)
	if callee == nil {
		return false
	}
	var last *model.Node
	switch callee.Sym() {
	case model.SymMemberExpression:
		last = callee.ChildByFieldName("property")
	case model.SymAttribute:
		last = callee.ChildByFieldName("attribute")
	case model.SymIdentifier:
		last = callee
	}
	if last == nil {
		return false
	}
	for _, w := range outbound.NameWords(f.Text(last)) {
		if writeVerbs[w] {
			return true
		}
	}
	return false
}

// answerGathered reports whether the answer of call is what the loop body
// adds to acc: the call sits in the add (results.push(await api.update(x)))
// or its result is bound to a name the add reads (const r = await
// api.update(x); results.push(r.id)). A loop that records its own data
// (names.push(index.name)) after a write does not return the writes' answers.
func answerGathered(f *model.File, body, call *model.Node, acc string) bool {
	bound := ""
	for q := call.Parent(); q != nil && q != body; q = q.Parent() {
		switch q.Sym() {
		case model.SymCall, model.SymCallExpression:
			if c := model.Callee(q); c != nil && strings.HasPrefix(f.Text(c), acc+".") {
				return true
			}
		case model.SymAssignment, model.SymAssignmentExpression, model.SymAugmentedAssignment:
			l := q.ChildByFieldName("left")
			if l != nil && strings.HasPrefix(f.Text(l), acc) {
				return true
			}
			if l != nil && l.Sym() == model.SymIdentifier {
				bound = f.Text(l)
			}
		case model.SymVariableDeclarator:
			if l := q.ChildByFieldName("name"); l != nil {
				bound = f.Text(l)
			}
		}
	}
	if bound == "" {
		return false
	}
	found := false
	model.Walk(body, func(n *model.Node) bool {
		if found || n.StartByte() < call.EndByte() && n.EndByte() <= call.EndByte() {
			return false
		}
		if n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression {
			if c := model.Callee(n); c != nil && strings.HasPrefix(f.Text(c), acc+".") && namesIn(f, model.Args(n))[bound] {
				found = true
			}
		}
		return !found
	})
	return found
}
