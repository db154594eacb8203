// Package authok finds what an authentication function answers when the
// caller's credential matched, so that RC401 can tell that an early exit
// on a missing secret answers the same: `_require_auth()` that returns
// None for "authenticated" and an error result otherwise
// (gelse/caldav-mcp, batch 26 of the blind set: `if not expected: return
// None` before `if provided and _const_eq(provided, expected): return
// None`). Such a function has no `next()` or `return True` to recognise;
// its own success value is the pass. CWE-1188 (insecure default), CWE-636
// (failing open); peer rule: Semgrep's and CodeQL's disabled-authentication
// queries report the default, not an explicit opt-out.
package authok

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// negated matches a condition that tests for a mismatch or an absence (`!==`,
// `not`, `!`): its branch is a denial, not the match.
var negated = regexp.MustCompile(`!=|\bnot\b|!\s*[\w(]`)

// SameAsMatch reports whether the return statement ret, the only statement
// run when the secret is unset, returns "no error" (None, nil, null), the text
// that fn returns under a later if whose condition positively compares the caller's value with secret (a
// comparison operator or a call taking it: `_const_eq(provided, expected)`,
// `hmac.compare_digest(token, expected)`), while fn also returns something
// else (the denial). The shared value then means "authenticated".
func SameAsMatch(f *model.File, fn, ret *model.Node, secret string) bool {
	if fn == nil || ret == nil || ret.Sym() != model.SymReturnStatement || ret.NamedChildCount() != 1 {
		return false
	}
	v := model.Unwrap(ret.NamedChild(0))
	if v == nil || !model.IsNone(v) {
		return false // only "no error" (None, nil, null) reads as success; `return false` denies
	}
	want := f.Text(v)
	use := regexp.MustCompile(`(\(|,|==|!=|===|!==)\s*` + regexp.QuoteMeta(secret) + `\b|\b` + regexp.QuoteMeta(secret) + `\s*(\)|,|==|!=)`)
	matched, other := false, false
	model.Walk(fn, func(n *model.Node) bool {
		if n.StartByte() < ret.EndByte() {
			return true
		}
		switch n.Sym() {
		case model.SymIfStatement:
			cond, body := n.ChildByFieldName("condition"), n.ChildByFieldName("consequence")
			if cond != nil && body != nil && use.MatchString(f.Text(cond)) && !negated.MatchString(f.Text(cond)) {
				model.Walk(body, func(m *model.Node) bool {
					matched = matched || m.Sym() == model.SymReturnStatement && m.NamedChildCount() == 1 && f.Text(m.NamedChild(0)) == want
					return !matched
				})
			}
		case model.SymReturnStatement:
			other = other || n.NamedChildCount() == 1 && f.Text(n.NamedChild(0)) != want
		}
		return true
	})
	return matched && other
}
