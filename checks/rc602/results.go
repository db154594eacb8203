package rc602

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds the result-value form of RC602's multi-source shape: a
// Promise.all whose sources answer with result objects ({ok, data, error})
// instead of rejecting, destructured into names that the code then tests
// one by one:
//
//	const [slots, replicas, wal] = await Promise.all([run(q1), run(q2), run(q3)]);
//	if (!slots.ok) return slots;        // reported here
//	if (!replicas.ok) return replicas;
//	if (!wal.ok) return wal;
//
// Such an aggregate never rejects; what makes it all-or-nothing is the
// early return (or throw) on the first failed result, which drops the
// results of the other sources — the JS form of Go's `if err != nil {
// return err }` after each call. When any tested result is degraded
// instead (a warning pushed, a fallback assigned, as in
// `if (!size.ok) warnings.push(...)`) the author chose which sources are
// essential: not reported. Where no result is tested, the rejection form
// (jsAggregate) decides.

// resultNames returns the names of the array pattern a Promise.all call's
// value is destructured into (`const [a, b] = await Promise.all(...)`), or
// nil.
func resultNames(f *model.File, call *model.Node) []string {
	n := call
	for {
		p := n.Parent()
		if p == nil {
			return nil
		}
		switch p.Sym() {
		case model.SymAwaitExpression, model.SymParenthesizedExpression, model.SymAsExpression, model.SymNonNullExpression,
			model.SymSatisfiesExpression:
			n = p
			continue
		case model.SymVariableDeclarator:
			pat := p.ChildByFieldName("name")
			// an array pattern (no Sym of its own: the only pattern written with "[")
			if pat == nil || pat.Sym() == model.SymIdentifier || !strings.HasPrefix(f.Text(pat), "[") {
				return nil
			}
			var names []string
			for i := 0; i < int(pat.NamedChildCount()); i++ {
				if e := pat.NamedChild(i); e.Sym() == model.SymIdentifier {
					names = append(names, f.Text(e))
				}
			}
			return names
		}
		return nil
	}
}

// resultFailTest matches the condition of an if that tests one result
// object for failure; the name is group 1 or 2: !r.ok, !r.success,
// r.error, r.err, r.isError.
var resultFailTest = regexp.MustCompile(`^!\s*\(?\s*([A-Za-z_$][\w$]*)\??\.(?:ok|success)\)?$|^([A-Za-z_$][\w$]*)\??\.(?:error|err|isError)$`)

// resultOkTest matches the condition of an if that tests one result object
// for success (group 1 the name): r.ok, r.success. Its branch uses that
// result when it succeeded; a failed one falls through to the code after
// it, which can use the other results (PostHog/mcp's detectRegion, blind
// batch 12: the US and EU answers of one users().me() fan-out, the first
// that succeeds wins). When every result is tested so, the sources answer
// with result objects and none of them fails the whole: the aggregate is
// degraded, not all-or-nothing. One result tested so says nothing of the
// other elements, which may still reject (bytebase/dbhub's health check).
var resultOkTest = regexp.MustCompile(`^([A-Za-z_$][\w$]*)\??\.(?:ok|success)$`)

// resultEarlyReturn looks at the tests of the destructured results of a
// Promise.all (call) in the statements after it. It returns the first if
// statement of a failure test when two or more results are tested and
// every tested failure ends the function (return or throw), and degraded
// when some tested failure does not end it or a result is tested for
// every result is tested for success (resultOkTest: then every source
// answers with a result object). Both are zero when no result is tested.
func resultEarlyReturn(f *model.File, call *model.Node) (first *model.Node, degraded bool) {
	names := resultNames(f, call)
	if len(names) < 2 {
		return nil, false
	}
	isName := map[string]bool{}
	for _, n := range names {
		isName[n] = true
	}
	scope := model.EnclosingFunc(call)
	if scope == nil {
		return nil, false
	}
	tested, okTested := map[string]bool{}, map[string]bool{}
	end := call.EndByte()
	model.Walk(scope, func(n *model.Node) bool {
		if degraded || n.EndByte() <= end {
			return false
		}
		if n != scope && n.IsScope() {
			return false // a callback runs later or elsewhere
		}
		if n.Sym() != model.SymIfStatement || n.StartByte() < end {
			return true
		}
		cond := model.Unwrap(n.ChildByFieldName("condition"))
		if m := resultOkTest.FindStringSubmatch(strings.TrimSpace(f.Text(cond))); m != nil && isName[m[1]] {
			// if (usResult.success) return "us"; if (euResult.success) ...:
			// a failed result falls through to the others, each used on its own
			okTested[m[1]] = true
			return true
		}
		m := resultFailTest.FindStringSubmatch(strings.TrimSpace(f.Text(cond)))
		if m == nil {
			return true
		}
		name := m[1] + m[2]
		if !isName[name] {
			return true
		}
		tested[name] = true
		if cons := n.ChildByFieldName("consequence"); !endsFunction(cons) && !failsLater(f, scope, cons) {
			degraded = true
			return false
		}
		if first == nil {
			first = n
		}
		return true
	})
	if !degraded && len(okTested) == len(names) {
		return nil, true // every result tested for success: each source answers with a result object, none rejects
	}
	if degraded || len(tested) < 2 {
		return nil, degraded
	}
	return first, false
}

// endsFunction reports whether block b returns or throws (outside nested
// functions).
func endsFunction(b *model.Node) bool {
	ends := false
	model.Walk(b, func(n *model.Node) bool {
		if ends || (n != b && n.IsScope()) {
			return false
		}
		ends = n.Sym() == model.SymReturnStatement || n.Sym() == model.SymThrowStatement
		return !ends
	})
	return ends
}

// reportEarlyReturn reports the result-value form at the first failure test
// (see above); calls is the number of sources aggregated.
func reportEarlyReturn(p *model.Pass, at *model.Node, calls int) {
	p.Report(at, fmt.Sprintf("the first failed result of this Promise.all ends the answer with only its error and drops the results of the other %d sources "+
		"already fetched; return what succeeded with a note of what failed", calls-1), "partial results")
}

// failsLater reports whether block cons adds to a collection (errors.push(...))
// that a later if of function scope tests and then returns or throws
// (`if (errors.length > 0) return ...`): the failures are gathered only to
// fail the answer as a whole, not degraded.
func failsLater(f *model.File, scope, cons *model.Node) bool {
	acc := accumulator(f, cons)
	if acc == "" {
		return false
	}
	fails := false
	end := cons.EndByte()
	model.Walk(scope, func(n *model.Node) bool {
		if fails || n.EndByte() <= end || (n != scope && n.IsScope()) {
			return false
		}
		if n.Sym() == model.SymIfStatement && n.StartByte() >= end && namesIn(f, n.ChildByFieldName("condition"))[acc] &&
			endsFunction(n.ChildByFieldName("consequence")) {
			fails = true
		}
		return !fails
	})
	return fails
}
