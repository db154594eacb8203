package rc602

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds the Go per-item fan-out of RC602: an errgroup
// (golang.org/x/sync/errgroup) whose goroutines, started in a loop over the
// items, return the error of an upstream call, and whose Wait error makes
// the function return only that error:
//
//	g, gctx := errgroup.WithContext(ctx)
//	for _, account := range accounts {
//	    g.Go(func() error {
//	        dbs, err := fetcher.FetchDatabases(gctx, account.Name)
//	        if err != nil {
//	            return fmt.Errorf("databases: %w", err)   // one account fails them all
//	        }
//	        ...
//	    })
//	}
//	if err := g.Wait(); err != nil {
//	    return nil, err
//	}
//
// The first error cancels the others and the answers of the accounts that
// succeeded are dropped. Not reported: a goroutine that records the failure
// on its item and returns nil (or returns an error only under a further
// condition, such as an authorization error), a Wait whose error does not
// end the function, and loops with no upstream call.

// errgroupPath is the import path of the errgroup package.
const errgroupPath = "golang.org/x/sync/errgroup"

// checkErrgroup reports the Go shape in f.
func checkErrgroup(p *model.Pass) {
	f := p.File
	if !f.Contains("errgroup") || !importsErrgroup(f) {
		return
	}
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(call *model.Node) bool {
		errgroupGo(p, call)
		return true
	})
}

// importsErrgroup reports whether the Go file imports errgroup.
func importsErrgroup(f *model.File) bool {
	for _, imp := range f.Imports() {
		if imp == errgroupPath {
			return true
		}
	}
	return false
}

// errgroupGo reports g.Go(func() error {...}) in a range loop when the
// goroutine returns an upstream call's error unconditionally and g.Wait()'s
// error is returned by the function.
func errgroupGo(p *model.Pass, call *model.Node) {
	f := p.File
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymSelectorExpression || f.Text(fn.ChildByFieldName("field")) != "Go" {
		return
	}
	group := f.Text(fn.ChildByFieldName("operand"))
	lit := model.Unwrap(model.Arg(call, 0))
	if lit == nil || lit.Sym() != model.SymFuncLiteral || !inRangeLoop(call) {
		return
	}
	up := failingUpstream(f, lit)
	if up == nil || !waitEndsFunc(f, model.EnclosingFunc(call), group, call) {
		return
	}
	p.Report(up, fmt.Sprintf("one failed %s fails the errgroup and %s.Wait()'s error is all this function returns: the results of "+
		"every other item are dropped; record the failure on the item and return nil from the goroutine, then return the items "+
		"that succeeded with the failed ones named", jsCallName(f, up), group), "per-item error in the errgroup")
}

// inRangeLoop reports whether call sits in a for ... range loop of its function.
func inRangeLoop(call *model.Node) bool {
	for n := call.Parent(); n != nil && !n.IsScope(); n = n.Parent() {
		if n.Sym() == model.SymForStatement {
			for i := 0; i < int(n.NamedChildCount()); i++ {
				if n.NamedChild(i).Sym() == model.SymRangeClause {
					return true
				}
			}
		}
	}
	return false
}

// failingUpstream returns the upstream call in goroutine lit whose error
// the goroutine returns unconditionally: `x, err := call(...)` (or
// `err := call(...)`, `if err := call(); err != nil`) followed by an
// `if err != nil` block whose own statements return a non-nil error.
func failingUpstream(f *model.File, lit *model.Node) *model.Node {
	var found *model.Node
	model.Walk(lit, func(n *model.Node) bool {
		if found != nil {
			return false
		}
		if n != lit && n.Sym() == model.SymFuncLiteral {
			return false
		}
		if n.Sym() != model.SymIfStatement || strings.TrimSpace(f.Text(n.ChildByFieldName("condition"))) != "err != nil" {
			return true
		}
		if !returnsError(f, n.ChildByFieldName("consequence")) {
			return true
		}
		// the call that set err: the if's initializer, or the statement before
		src := n.ChildByFieldName("initializer")
		if src == nil {
			src = n.PrevNamedSibling()
			for src != nil && src.Sym() == model.SymComment {
				src = src.PrevNamedSibling()
			}
		}
		if src == nil || (src.Sym() != model.SymShortVarDeclaration && src.Sym() != model.SymAssignmentStatement) {
			return true
		}
		right := src.ChildByFieldName("right")
		if right == nil || right.NamedChildCount() != 1 {
			return true
		}
		c := model.Unwrap(right.NamedChild(0))
		if c.Sym() == model.SymCallExpression && outbound.IsCall(f, c) && goUpstreamName(f, c) {
			found = c
		}
		return true
	})
	return found
}

// goUpstreamName reports whether a Go call looks like a request to an
// upstream rather than local work: a method whose name has a request verb
// (fanoutVerbs) or a receiver chain that names a client or fetcher.
func goUpstreamName(f *model.File, c *model.Node) bool {
	fn := model.Callee(c)
	if fn == nil || fn.Sym() != model.SymSelectorExpression {
		return false
	}
	for _, w := range outbound.NameWords(f.Text(fn.ChildByFieldName("field"))) {
		if fanoutVerbs[w] {
			return true
		}
	}
	for _, seg := range strings.Split(f.Text(fn.ChildByFieldName("operand")), ".") {
		if clientSegment.MatchString(seg) || strings.HasSuffix(strings.ToLower(seg), "fetcher") {
			return true
		}
	}
	return false
}

// returnsError reports whether a block has, among its own statements, a
// return whose last value is not nil.
func returnsError(f *model.File, block *model.Node) bool {
	if block == nil {
		return false
	}
	if block.NamedChildCount() == 1 && block.NamedChild(0).Sym() == model.SymOther {
		block = block.NamedChild(0) // the statement_list newer Go grammars put in a block
	}
	for i := 0; i < int(block.NamedChildCount()); i++ {
		s := block.NamedChild(i)
		if s.Sym() != model.SymReturnStatement || s.NamedChildCount() == 0 {
			continue
		}
		vals := s.NamedChild(0)
		last := vals
		if vals.Sym() == model.SymExpressionList && vals.NamedChildCount() > 0 {
			last = vals.NamedChild(int(vals.NamedChildCount()) - 1)
		}
		return last.Sym() != model.SymNil
	}
	return false
}

// waitEndsFunc reports whether fn calls group.Wait() after the loop of use
// and returns a non-nil error when it fails: `if err := g.Wait(); err !=
// nil { return ..., err }`, or `err = g.Wait()` (or `err := g.Wait()`)
// followed later by `if err != nil { return ... }`.
func waitEndsFunc(f *model.File, fn *model.Node, group string, use *model.Node) bool {
	if fn == nil {
		return false
	}
	ok := false
	waited := false
	model.Walk(fn, func(n *model.Node) bool {
		if ok || n.EndByte() <= use.EndByte() {
			return !ok && n.EndByte() > use.EndByte()
		}
		if n.Sym() == model.SymFuncLiteral {
			return false
		}
		if n.Sym() == model.SymCallExpression && f.Text(model.Callee(n)) == group+".Wait" {
			waited = true
		}
		if n.Sym() == model.SymIfStatement && strings.Contains(f.Text(n.ChildByFieldName("initializer")), group+".Wait(") {
			waited = true
		}
		if waited && n.Sym() == model.SymIfStatement && strings.TrimSpace(f.Text(n.ChildByFieldName("condition"))) == "err != nil" &&
			returnsError(f, n.ChildByFieldName("consequence")) {
			ok = true
		}
		return !ok
	})
	return ok
}
