// Package wrapcls carries, through the function summaries, the project's
// own exception class an upstream error is raised again as: a helper or
// client module catches an httpx, requests, SDK or driver error and raises
// the project's class with the caught error's text inside (`except
// httpx.HTTPError as e: raise ApiError(f"HTTP error: {e}") from e`), and a
// tool in another module catches that class (`except ApiError as e`) and
// sends str(e). RC402 takes a clause naming only the project's own classes
// as catching authored text; with the class carried on the error effect
// (effect.ErrorEffect.Wraps, effect.Hop.Wrap) the summaries judge such a
// clause by the effects of its try block's calls that leave as one of its
// classes, and by nothing else (xfacts.Leak.Wraps). A re-raise with only
// fixed text, the status code or the class name carries none
// (errtaint.ReadsText), so it gives no class. Source: CWE-209; CodeQL's
// py/stack-trace-exposure follows an exception's message into a new
// exception's arguments the same way (checks/facts/rewrap does it within
// one file).
package wrapcls

import (
	"slices"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/errtaint"
	"github.com/resilience-check/resilience-check/checks/facts/rewrap"
	"github.com/resilience-check/resilience-check/checks/model"
)

// memo is, per node (by span), Class's answer for the code in it: the
// class the innermost rewrapping try around it in its function gives.
type memo map[uint64]string

var memoKey = model.NewFactKey[memo]("wrapcls.memo")

// Class returns the short name of the class that the innermost try around
// call n (in n's function), of those whose handlers raise a new error, raises
// again with the caught error's text: `raise ApiError(f"...{e}")`,
// `throw new ApiError(`...${err.message}`)`. A try whose handlers raise
// nothing new from the error (a bare `raise`, `throw e`) keeps the class and
// is passed over; "" when no try does (Python and JS/TS only). Each node's
// answer is kept, so the calls of a deep else-if chain cost linear work.
func Class(f *model.File, n *model.Node) string {
	if f.Lang != model.LangPython && !f.Lang.IsJS() {
		return ""
	}
	return at(f, model.Fact(f, memoKey, func(*model.File) memo { return memo{} }), n)
}

// at is Class for the code in node n.
func at(f *model.File, m memo, n *model.Node) string {
	p := n.Parent()
	if p == nil || n.IsScope() {
		return ""
	}
	k := uint64(n.StartByte())<<32 | uint64(n.EndByte())
	if c, ok := m[k]; ok {
		return c
	}
	c := ""
	// the kind test first: ChildByFieldName scans the parent's children, and
	// a block of 20,000 statements asked once per statement cost the square
	// (BenchmarkAdversarial: 5.3x per copy at 8 copies)
	if p.Sym() == model.SymTryStatement {
		if body := p.ChildByFieldName("body"); body != nil && body.StartByte() == n.StartByte() && body.EndByte() == n.EndByte() {
			c = tryClass(f, p)
		}
	}
	if c == "" {
		c = at(f, m, p)
	}
	m[k] = c
	return c
}

// tryClass is the class a handler of try statement t raises or throws with
// the caught error's text, "" for none.
func tryClass(f *model.File, t *model.Node) string {
	out := ""
	for i := 0; i < int(t.NamedChildCount()) && out == ""; i++ {
		h := t.NamedChild(i)
		if h.Sym() != model.SymExceptClause && h.Sym() != model.SymCatchClause {
			continue
		}
		names := errtaint.Clause(f, h)
		if len(names) == 0 {
			continue
		}
		model.Walk(h, func(m *model.Node) bool {
			if out != "" || m.IsScope() {
				return false
			}
			if m.Sym() != model.SymRaiseStatement && m.Sym() != model.SymThrowStatement {
				return true
			}
			callee, args := rewrap.Raised(m)
			if callee != nil && args != nil && errtaint.ReadsText(f, args, names) {
				out = errnames.Last(f.Text(callee))
			}
			return false
		})
	}
	return out
}

// Misses reports whether an error of classes wraps never reaches a clause
// that catches only the project's own classes catches: it is not raised as
// any of them. False when catches is empty (the clause is not such).
func Misses(catches, wraps []string) bool {
	if len(catches) == 0 {
		return false
	}
	for _, w := range wraps {
		if slices.Contains(catches, w) {
			return false
		}
	}
	return true
}

// Of is Class as the Wraps of an error effect, with the class the call's
// failed response leaves as (BodyClass): nil, or the classes.
func Of(f *model.File, n *model.Node) []string {
	var out []string
	if c := Class(f, n); c != "" {
		out = append(out, c)
	}
	if c := BodyClass(f, n); c != "" && !slices.Contains(out, c) {
		out = append(out, c)
	}
	return out
}
