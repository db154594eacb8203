package rc402

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/model"
)

// pyOwnWraps returns, for identifier n naming the error of a Python except
// clause that catches only the project's own classes (`except ApiError as
// e`, ApiError defined in the file or imported from the project's package:
// leakSafeName), those classes' short names; nil otherwise, or when a guard
// (`if isinstance(e, ...)`) narrows the use. Such a clause catches authored
// text unless a helper raised the class again with an upstream error's text
// inside: the function summaries judge that (package
// checks/summary/wrapcls), so the source goes to them only (leakSource.wraps).
func (c *leakCheck) pyOwnWraps(n *model.Node) []string {
	if c.f.Lang != model.LangPython || n == nil || n.Sym() != model.SymIdentifier {
		return nil
	}
	name := c.f.Text(n)
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.IsScope() {
			return nil
		}
		if p.Sym() != model.SymExceptClause {
			continue
		}
		as := leakChildOfType(p, model.SymAsPattern)
		if as == nil {
			return nil
		}
		if alias := as.ChildByFieldName("alias"); alias == nil || c.f.Text(alias) != name || c.pyGuarded(n, p, name) {
			return nil
		}
		var out []string
		for _, t := range pyExceptTypes(as) {
			last := errnames.Last(c.f.Text(t))
			if last == "" || last[0] < 'A' || last[0] > 'Z' || errnames.SafeType(last) || strings.ContainsAny(c.f.Text(t), "()[]") || !c.leakSafeName(t) {
				return nil
			}
			out = append(out, last)
		}
		return out
	}
	return nil
}

// keepWraps returns r, the source built around inner source s (str(e)),
// with s's own classes kept and no origin of the file's: an own class's
// origin is what the summaries say (pyOwnWraps).
func (c *leakCheck) keepWraps(r, s *leakSource) *leakSource {
	if s.wraps != nil {
		r.origin, r.wraps, r.errAt = OriginUnknown, s.wraps, s.errAt
	}
	return r
}

// jsOwnWraps is pyOwnWraps for JS/TS: identifier n names the error of the
// catch clause around it and its use sits under `if (n instanceof C)` (or
// after `if (!(n instanceof C)) return/throw`) where C is the project's own
// class (leakSafeName: a relatively imported ...Error/...Exception, or one
// the file defines): C's short name, nil otherwise.
func (c *leakCheck) jsOwnWraps(n *model.Node) []string {
	if !c.f.Lang.IsJS() || n == nil || n.Sym() != model.SymIdentifier {
		return nil
	}
	name := c.f.Text(n)
	own := func(cond *model.Node, neg bool) string {
		cond = model.Unwrap(cond)
		if neg {
			if cond == nil || cond.Sym() != model.SymUnaryExpression || c.f.Text(cond.ChildByFieldName("operator")) != "!" {
				return ""
			}
			cond = model.Unwrap(cond.ChildByFieldName("argument"))
		}
		if cond == nil || cond.Sym() != model.SymBinaryExpression || c.f.Text(cond.ChildByFieldName("operator")) != "instanceof" ||
			c.f.Text(model.Unwrap(cond.ChildByFieldName("left"))) != name {
			return ""
		}
		r := cond.ChildByFieldName("right")
		last := errnames.Last(c.f.Text(r))
		if r == nil || r.Sym() != model.SymIdentifier || last == "" || errnames.SafeType(last) || !c.leakSafeName(r) {
			return ""
		}
		return last
	}
	prev := n
	for p := n.Parent(); p != nil; prev, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymCatchClause:
			return nil // no guard of an own class
		case model.SymIfStatement, model.SymTernaryExpression:
			if cons := p.ChildByFieldName("consequence"); cons != nil && model.Contains(cons, prev) {
				if k := own(p.ChildByFieldName("condition"), false); k != "" && c.caughtBy(p, name) {
					return []string{k}
				}
			}
		case model.SymStatementBlock:
			for i := 0; i < int(p.NamedChildCount()); i++ {
				s := p.NamedChild(i)
				if s.StartByte() >= prev.StartByte() {
					break
				}
				if s.Sym() == model.SymIfStatement && jsExits(s.ChildByFieldName("consequence")) {
					if k := own(s.ChildByFieldName("condition"), true); k != "" && c.caughtBy(p, name) {
						return []string{k}
					}
				}
			}
		}
		if p.IsScope() {
			return nil
		}
	}
	return nil
}

// caughtBy reports whether node n sits in the catch clause of its function
// whose error variable is name.
func (c *leakCheck) caughtBy(n *model.Node, name string) bool {
	for p := n; p != nil && !p.IsScope(); p = p.Parent() {
		if p.Sym() == model.SymCatchClause {
			param := p.ChildByFieldName("parameter")
			return param != nil && c.f.Text(param) == name
		}
	}
	return false
}

// outranks reports whether source b reveals more than source a: a higher
// origin, or, at the same one, a caught error of any class over one of the
// project's own classes (wraps), which only a re-wrapping helper makes a
// leak: `status = {"error": f"{e}"}` in an `except ApiError as e` clause
// and again in a later `except Exception as e` clause is judged by the
// latter.
func outranks(b, a *leakSource) bool {
	if b.origin != a.origin {
		return b.origin > a.origin
	}
	return a.wraps != nil && b.wraps == nil
}
