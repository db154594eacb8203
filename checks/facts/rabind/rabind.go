// Package rabind reads the two steps of a Retry-After sleep that the reader
// of one value (retry.ServerWaits) left closed: a delay name bound on more
// than one path, and a cap that caps something else.
//
// A name a function binds in each branch of a header test (vishalsachdev's
// canvas-mcp: `wait_time = int(retry_after)` when the header parses, a
// computed backoff otherwise, then `await asyncio.sleep(wait_time)`) holds
// the header as sent on one path: the sleep waits as long as the server
// asks on that path, and a 429 whose Retry-After asks for an hour holds the
// call an hour (RFC 9110 section 10.2.3,
// https://www.rfc-editor.org/rfc/rfc9110#section-10.2.3; CWE-400). Lookup
// gives the binding last written before the use, one path of several;
// Alternatives gives the others.
//
// A min that bounds a jitter computed from the header (benmonopoli's
// open-greenhouse-mcp: `jitter = random.uniform(0, min(retry_after * 0.5,
// 2.0))`, then `sleep(retry_after + jitter)`) caps the jitter, not the
// header: Capped does not count a min or clamp whose value a statement binds
// to another name. Peer: the AWS SDKs' and Google's retry guidance cap the
// wait they take from a server (the AWS SDKs' max backoff, 20 s by default,
// https://docs.aws.amazon.com/sdkref/latest/guide/feature-retry-behavior.html).
package rabind

import (
	"regexp"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Alternatives returns the values name is bound to in the function around
// use, other than except (the binding Lookup gave): each branch's
// `wait = ...`. Only plain names of a function (not the module's, not
// self/this members, whose other bindings are other methods' writes), and
// nil when there are none.
func Alternatives(f *model.File, name string, use, except *model.Node) []*model.Node {
	if use == nil || model.IsSelfMember(name) || strings.ContainsAny(name, ".[( ") {
		return nil
	}
	scope := f.Scope(use)
	if scope == nil || scope == f.Root {
		return nil
	}
	if except != nil && dominates(except, use) {
		return nil // the binding Lookup gave is the one every path to the use sees
	}
	var vals []*model.Node
	for _, b := range f.BindingsNamed(name) {
		if b.Scope != nil && b.Value != nil && model.SameSpan(b.Scope, scope) {
			vals = append(vals, b.Value)
		}
	}
	if len(vals) > maxBindings {
		return nil // not read: the binding Lookup gave is judged alone, as before this package
	}
	// The bindings are read from the last to the first, keeping for each
	// block the latest statement that binds the name before the use: a
	// binding is overwritten when a later statement of its own block binds
	// the name again (`d = float(ra)` then `d = backoff(n)`), and its value
	// is then replaced on every path that binds it. One pass, so a function
	// of many bindings and many uses costs bindings x uses, not more.
	type span struct{ start, end uint32 }
	last := map[span]uint32{} // block -> start of the latest binding statement before the use
	var out []*model.Node
	for i := len(vals) - 1; i >= 0; i-- {
		v := vals[i]
		sv := stmtOf(v)
		var blk span
		if sv != nil && sv.Parent() != nil {
			blk = span{sv.Parent().StartByte(), sv.Parent().EndByte()}
		}
		over := false
		if sv != nil {
			st, ok := last[blk]
			over = ok && st > sv.StartByte()
		}
		if v.StartByte() < use.StartByte() && sv != nil {
			if st, ok := last[blk]; !ok || sv.StartByte() > st {
				last[blk] = sv.StartByte()
			}
		}
		if except != nil && model.SameSpan(v, except) || model.Contains(v, use) || v.StartByte() > use.StartByte() ||
			over || !reaches(v, use) {
			continue // Lookup's own; x = f(x); after the use; rebound on its path; or in another branch
		}
		out = append(out, v)
	}
	slices.Reverse(out)
	return out
}

// maxBindings bounds the bindings of one name in one function that
// Alternatives reads: each use reads them all, so a generated function
// binding a delay name thousands of times would cost uses x bindings with
// no step of the rules' limit counted (review31 MEDIUM-1). No function of
// the blind set binds one delay name more than a handful of times.
const maxBindings = 64

// stmtOf returns the statement of a block (a Python or Go block, a JS
// statement block) that holds n.
func stmtOf(n *model.Node) *model.Node {
	for ; n != nil; n = n.Parent() {
		if p := n.Parent(); p != nil && (p.Sym() == model.SymBlock || p.Sym() == model.SymStatementBlock) {
			return n
		}
	}
	return nil
}

// Capped reports whether function fn caps name: passes it to a min or a
// clamp whose value is not bound to another name (`ra = min(ra, 60)`,
// `sleep(min(ra, 60))`), or compares it with an order operator other than a
// floor test (`if ra > MAX_WAIT`). A min bound to another name
// (`jitter = min(ra * 0.5, 2.0)`) caps that name only.
func Capped(f *model.File, fn *model.Node, name string) bool {
	if fn == nil || name == "" {
		return false
	}
	memo := model.Fact(f, cappedKey, func(*model.File) map[cappedQ]bool { return map[cappedQ]bool{} })
	q := cappedQ{fn.StartByte(), fn.EndByte(), name}
	if v, ok := memo[q]; ok {
		return v // asked once per sleep: a function of many sleeps reads its caps once per name
	}
	v := capped(f, fn, name)
	memo[q] = v
	return v
}

// cappedQ is a question of Capped: a function (by span) and a name.
type cappedQ struct {
	start, end uint32
	name       string
}

var cappedKey = model.NewFactKey[map[cappedQ]bool]("rabind.capped")

// capped is Capped without its memo.
func capped(f *model.File, fn *model.Node, name string) bool {
	word := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`)
	hit := false
	model.Walk(fn, func(m *model.Node) bool {
		if hit {
			return false
		}
		switch m.Sym() {
		case model.SymCall, model.SymCallExpression:
			c := strings.ToLower(f.Text(model.Callee(m)))
			if (strings.HasSuffix(c, "min") || strings.Contains(c, "clamp") || strings.Contains(c, "bound") || strings.Contains(c, "limit")) &&
				word.MatchString(f.Text(model.Args(m))) && !boundElsewhere(f, m, name) {
				hit = true
			}
		case model.SymComparisonOperator, model.SymBinaryExpression:
			op := m.ChildByFieldName("operator")
			if (m.Sym() == model.SymComparisonOperator || op != nil && orderOp[f.Text(op)]) && word.MatchString(f.Text(m)) &&
				!floorCheck.MatchString(strings.Join(strings.Fields(f.Text(m)), " ")) {
				hit = true
			}
		}
		return true
	})
	return hit
}

// orderOp are the order comparisons (a cap's test).
var orderOp = map[string]bool{"<": true, "<=": true, ">": true, ">=": true}

// floorCheck matches a comparison with 0 or 1 that bounds a value from below
// only or tests that it is there (`t <= 0`, `t < 1`, `0 >= t`, `ra > 0`,
// `ra != 0`): a default's or a positivity test, not a cap (review31 LOW-1).
var floorCheck = regexp.MustCompile(`^\S+\s*(<=?|>=?|!=)\s*[01]$|^[01]\s*(>=?|<=?|!=)\s*\S+$`)

// boundElsewhere reports whether call's value, through the calls and
// arithmetic around it (`random.uniform(0, min(ra * 0.5, 2.0))`), is what
// a statement binds to one name other than name: `jitter = ...`,
// `const jitter = ...`, Go `jitter := ...`.
func boundElsewhere(f *model.File, call *model.Node, name string) bool {
	n := call
	for p := n.Parent(); p != nil; n, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymAssignment, model.SymAssignmentExpression, model.SymShortVarDeclaration, model.SymAssignmentStatement:
			l := model.Unwrap(p.ChildByFieldName("left"))
			if l != nil && l.Sym() == model.SymExpressionList && l.NamedChildCount() == 1 {
				l = model.Unwrap(l.NamedChild(0))
			}
			return l != nil && l.Sym() == model.SymIdentifier && f.Text(l) != name && !model.Contains(l, call)
		case model.SymVariableDeclarator:
			id := p.ChildByFieldName("name")
			return id != nil && id.Sym() == model.SymIdentifier && f.Text(id) != name
		case model.SymExpressionList, model.SymParenthesizedExpression, model.SymArgumentList, model.SymArguments,
			model.SymBinaryOperator, model.SymBinaryExpression, model.SymCall, model.SymCallExpression:
			continue
		default:
			return false
		}
	}
	return false
}

// dominates reports whether the statement binding v sits in a block that
// holds use, before it: straight-line code, every path to the use passes
// the binding (`wait = 2 ** attempt` just before `sleep(wait)` in an except
// clause that another clause's `wait = e.retry_after` never reaches).
func dominates(v, use *model.Node) bool {
	s := stmtOf(v)
	return s != nil && s.Parent() != nil && model.Contains(s.Parent(), use) && s.EndByte() <= use.StartByte()
}

// reaches reports whether binding v, before use, can flow to it: the
// smallest node holding both is a block (v in an earlier statement: an if
// or try of its own that ends before the use), or a try statement with v
// in its body and the use in a handler or finally clause. Two branches of
// one if, or two except clauses, exclude each other.
func reaches(v, use *model.Node) bool {
	cv := v
	for p := v.Parent(); p != nil; cv, p = p, p.Parent() {
		if !model.Contains(p, use) {
			if (p.Sym() == model.SymBlock || p.Sym() == model.SymStatementBlock) && leavesAfter(p, cv) {
				return false // `wait = float(ra)` then `return {"retry_after": wait}`: the path ends before the use
			}
			continue
		}
		switch p.Sym() {
		case model.SymBlock, model.SymStatementBlock:
			return true
		case model.SymTryStatement:
			b := p.ChildByFieldName("body")
			return b != nil && model.SameSpan(b, cv)
		}
		return false
	}
	return false
}

// leavesAfter reports whether block holds, after its statement stmt, one
// that leaves the block's path (return, raise, throw, continue, break):
// a value bound in stmt never reaches what follows the block.
func leavesAfter(block, stmt *model.Node) bool {
	seen := false
	for i := 0; i < int(block.NamedChildCount()); i++ {
		s := block.NamedChild(i)
		if !seen {
			seen = model.SameSpan(s, stmt)
			continue
		}
		switch s.Sym() {
		case model.SymReturnStatement, model.SymRaiseStatement, model.SymThrowStatement, model.SymContinueStatement, model.SymBreakStatement:
			return true
		}
	}
	return false
}
