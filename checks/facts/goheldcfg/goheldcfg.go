// Package goheldcfg charges the Timeout of a Go http.Client held in a
// struct field, when the file cannot read that Timeout itself because it is
// written from configuration (`&http.Client{Timeout: opts.Timeout}` in a
// constructor, the field set by a configuration loader of another file, or
// `Timeout: constants.DefaultHTTPTimeout` of another package), to the
// methods of the struct that send requests on the field. RC104's
// goheld.go does this for a Timeout the file reads (`120 * time.Second`);
// here each such request is recorded for the function summaries with the
// value's pending key (package gofieldw's field key, or "pkg.Name" of an
// imported constant), which the summaries resolve over the whole
// repository (summary/gofield: the largest value any write of the field
// holds, reported where that value is written) and charge to the tool
// handlers that call the method, as any timeout of a helper. net/http's
// Client.Timeout "includes connection time, any redirects, and reading the
// response body" (https://pkg.go.dev/net/http#Client), so a request on the
// client waits up to it. CWE-400. A method that sets a deadline of its own
// (context.WithTimeout, WithDeadline) is not charged, as in goheld.go; nor
// a request in a handler itself (a pending value there stays unknown).
package goheldcfg

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/gofieldw"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// requestMethods are the methods of net/http's *Client that send a request
// (https://pkg.go.dev/net/http#Client).
var requestMethods = map[string]bool{"Do": true, "Get": true, "Post": true, "PostForm": true, "Head": true}

// Use is a request (Call) sent on a held http.Client whose Timeout is
// Value, a value left to the summaries under Key.
type Use struct {
	Value, Call *model.Node
	Key         string
}

// Uses returns the requests of Go file f sent, outside any handler, on an
// http.Client literal held in a field of the method's receiver (read as
// tval.GoReceiverField reads it) whose Timeout is a struct field or an
// imported package's member the file does not resolve; one per method and
// client.
func Uses(f *model.File) []Use {
	if f.Lang != model.LangGo || !f.Contains("http.Client") || f.Imports()["http"] != "net/http" {
		return nil
	}
	var out []Use
	done := map[[2]*model.Node]bool{}
	f.NodesOf(callSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymSelectorExpression {
			return true
		}
		if m := callee.ChildByFieldName("field"); m == nil || !requestMethods[f.Text(m)] {
			return true
		}
		held := model.Unwrap(callee.ChildByFieldName("operand"))
		if held == nil || held.Sym() != model.SymSelectorExpression {
			return true
		}
		lit := HeldLit(f, tval.GoReceiverField(f, held))
		v := clientTimeout(f, lit)
		if v == nil {
			return true
		}
		fn := model.EnclosingFunc(call)
		if fn == nil || model.Contains(fn, lit) || done[[2]*model.Node{fn, lit}] || OwnDeadline(f, fn) || f.HandlerOf(call) != model.NotHandler {
			return true
		}
		if r := fieldLocal(f, v); r != nil {
			v = r // timeout := opts.Timeout; if timeout == 0 { timeout = D }
		}
		key, ok := gofieldw.Key(f, v)
		if !ok {
			key = ImportedConst(f, v)
		}
		if key == "" {
			return true
		}
		done[[2]*model.Node{fn, lit}] = true
		out = append(out, Use{Value: v, Call: call, Key: key})
		return true
	})
	return out
}

// Record appends each of f's Uses to its facts as a timeout of the
// function that sends the request, pending on its key (xfacts.Timeout
// Const), with what naming it; note is called with each value recorded
// (RC104's diagnostic).
func Record(f *model.File, what string, note func(f *model.File, n *model.Node)) {
	for _, u := range Uses(f) {
		if note != nil {
			note(f, u.Value)
		}
		x := xfacts.Of(f)
		x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, u.Value), Kind: xfacts.BudgetHandler,
			What: what + f.Text(u.Value), Off: int(u.Call.StartByte()), Const: u.Key})
	}
}

var callSyms = model.NewSymBitset(model.SymCallExpression)

// clientTimeout returns the value of the `Timeout:` element of http.Client
// literal lit, when the file cannot read it as a duration (goheld.go
// judges those); nil otherwise.
func clientTimeout(f *model.File, lit *model.Node) *model.Node {
	if lit == nil {
		return nil
	}
	if t := lit.ChildByFieldName("type"); t == nil || f.Text(t) != "http.Client" {
		return nil
	}
	body := lit.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		kv := body.NamedChild(i)
		if kv.Sym() != model.SymKeyedElement || kv.NamedChildCount() != 2 || f.Text(kv.NamedChild(0)) != "Timeout" {
			continue
		}
		v := kv.NamedChild(1)
		if u := model.Unwrap(v); u != nil && u.Sym() == model.SymLiteralElement && u.NamedChildCount() == 1 {
			v = u.NamedChild(0)
		}
		if _, ok := tval.GoHeld(f, v, tval.GoConsts(f)); ok {
			return nil
		}
		return v
	}
	return nil
}

// HeldLit returns the composite literal a field's value v holds: v itself
// (`&http.Client{...}`, through the element and the address operator) or
// the value of a local its function binds once (`hc := &http.Client{...}`);
// nil otherwise. RC104's held-client readings share it.
func HeldLit(f *model.File, v *model.Node) *model.Node {
	for depth := 0; v != nil && depth < 3; depth++ {
		v = model.Unwrap(v)
		if v != nil && v.Sym() == model.SymLiteralElement && v.NamedChildCount() == 1 {
			v = model.Unwrap(v.NamedChild(0))
		}
		if v == nil {
			return nil
		}
		switch v.Sym() {
		case model.SymCompositeLiteral:
			return v
		case model.SymIdentifier:
			v = tval.HeldOnce(f, v)
		default:
			return nil
		}
	}
	return nil
}

// OwnDeadline reports whether function fn sets a deadline of its own on
// its requests (context.WithTimeout, context.WithDeadline): they are then
// bounded by the shorter of that and the client's Timeout, which is not
// compared, so the client's is not charged.
func OwnDeadline(f *model.File, fn *model.Node) bool {
	t := f.Text(fn)
	return strings.Contains(t, "WithTimeout(") || strings.Contains(t, "WithDeadline(")
}

// ImportedConst returns "pkg.Name" for a Go value naming a member of an
// imported package no local name shadows (`constants.DefaultHTTPTimeout`),
// "" otherwise (also for another language's file);
// whether it is the repository's duration constant is the summaries' to
// find.
func ImportedConst(f *model.File, v *model.Node) string {
	id := model.Unwrap(v)
	if f.Lang != model.LangGo || id == nil || id.Sym() != model.SymSelectorExpression {
		return ""
	}
	op, field := model.Unwrap(id.ChildByFieldName("operand")), id.ChildByFieldName("field")
	if op == nil || field == nil || op.Sym() != model.SymIdentifier || f.Lookup(f.Text(op), op) != nil {
		return ""
	}
	if _, ok := f.Imports()[f.Text(op)]; !ok {
		return ""
	}
	return f.Text(op) + "." + f.Text(field)
}

// fieldLocal returns the field read a local v is declared with, when the
// function rebinds it only to a fallback for the unset field (`timeout :=
// opts.Timeout; if timeout == 0 { timeout = 30 * time.Second }`): the
// field's value is what a configured client waits (the fallback, when the
// field is unset, is not charged). Nil for anything else.
func fieldLocal(f *model.File, v *model.Node) *model.Node {
	id := model.Unwrap(v)
	if id == nil || id.Sym() != model.SymIdentifier {
		return nil
	}
	name, fn := f.Text(id), model.EnclosingFunc(id)
	if fn == nil {
		return nil
	}
	var decl *model.Node
	bad := false
	model.Walk(fn, func(m *model.Node) bool {
		if bad || m.Sym() != model.SymShortVarDeclaration && m.Sym() != model.SymAssignmentStatement {
			return !bad
		}
		l, r := m.ChildByFieldName("left"), m.ChildByFieldName("right")
		if l == nil || r == nil || l.NamedChildCount() != 1 || f.Text(l.NamedChild(0)) != name {
			if l != nil && strings.Contains(f.Text(l), name) && l.NamedChildCount() != 1 {
				bad = true
			}
			return true
		}
		switch {
		case m.Sym() == model.SymShortVarDeclaration && decl == nil && r.NamedChildCount() == 1:
			decl = model.Unwrap(r.NamedChild(0))
		case m.Sym() == model.SymAssignmentStatement && unsetTest(f, m, name):
		default:
			bad = true
		}
		return true
	})
	if bad || decl == nil || decl.Sym() != model.SymSelectorExpression {
		return nil
	}
	return decl
}

// unsetTest reports whether assignment m sits directly in the block of an
// if whose condition tests name for zero (`name == 0`, `name <= 0`).
func unsetTest(f *model.File, m *model.Node, name string) bool {
	blk := m.Parent()
	if blk != nil && blk.Sym() != model.SymBlock {
		blk = blk.Parent() // a statement list inside the block
	}
	if blk == nil || blk.Sym() != model.SymBlock {
		return false
	}
	ifs := blk.Parent()
	if ifs == nil || ifs.Sym() != model.SymIfStatement || ifs.ChildByFieldName("consequence") != blk {
		return false
	}
	c := strings.Join(strings.Fields(f.Text(ifs.ChildByFieldName("condition"))), " ")
	return c == name+" == 0" || c == name+" <= 0"
}
