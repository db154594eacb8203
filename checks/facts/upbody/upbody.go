// Package upbody finds the body of an HTTP response read on the branch where
// the response's status says the request failed, for RC402: an upstream's
// error answer (a proxy's HTML page, a stack trace of the upstream server,
// its raw JSON error with internal ids) is raw error text like an
// exception's message, and a tool that returns it hands the model the
// upstream's internals (blind-set misses "rule scope: upstream error
// response body, not an exception": `return f"Error (HTTP {r.status}):
// {await r.text()}"` in the non-200 branch; `fmt.Errorf("status %d: %s",
// resp.StatusCode, body)` under `resp.StatusCode != http.StatusOK`).
// CodeQL's information-exposure queries count any remote error text the
// same way. The body is recognised by how the code reads it (Python
// `r.text`, `r.content`, `r.json()`, `await r.text()`; JS/TS
// `await res.text()`, `res.json()`; Go `io.ReadAll(resp.Body)`) and the
// response by the status test around the use (`not r.ok`, `r.is_error`, `r.status_code
// != 200`, `!res.ok`, `res.status >= 400`, `resp.StatusCode !=
// http.StatusOK`, or the else branch of a success test): a body read on a
// success path is the tool's answer, not a leak.
package upbody

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Response returns the response variable whose body expression n reads, or
// "" when n reads no response body.
func Response(f *model.File, n *model.Node) string {
	n = model.Unwrap(n)
	if n == nil {
		return ""
	}
	switch n.Sym() {
	case model.SymAttribute: // Python r.text, r.content
		obj, attr := n.ChildByFieldName("object"), f.Text(n.ChildByFieldName("attribute"))
		if (attr == "text" || attr == "content") && obj != nil && obj.Sym() == model.SymIdentifier {
			return f.Text(obj)
		}
	case model.SymCall, model.SymCallExpression:
		callee := model.Callee(n)
		if callee == nil {
			return ""
		}
		switch callee.Sym() {
		case model.SymAttribute, model.SymMemberExpression: // r.json(), await res.text()
			obj := callee.ChildByFieldName("object")
			prop := callee.ChildByFieldName("attribute")
			if prop == nil {
				prop = callee.ChildByFieldName("property")
			}
			switch f.Text(prop) {
			case "text", "json", "read", "content":
				if obj != nil && obj.Sym() == model.SymIdentifier && model.NumArgs(n) == 0 {
					return f.Text(obj)
				}
			}
		case model.SymSelectorExpression: // Go io.ReadAll(resp.Body)
			if t := f.Text(callee); t == "io.ReadAll" || t == "ioutil.ReadAll" {
				if a := model.Arg(n, 0); a != nil && a.Sym() == model.SymSelectorExpression && f.Text(a.ChildByFieldName("field")) == "Body" {
					if op := a.ChildByFieldName("operand"); op != nil && op.Sym() == model.SymIdentifier {
						return f.Text(op)
					}
				}
			}
		}
	}
	return ""
}

// OnFailure reports whether node use lies, within its function, on the
// branch of an if statement whose condition says response r failed: the
// body of `if not r.ok:` / `if (res.status >= 400)` / `if resp.StatusCode
// != http.StatusOK {`, or the else branch of `if r.status_code == 200:`.
func OnFailure(f *model.File, r string, use *model.Node) bool {
	fn := model.EnclosingFunc(use)
	for child, p := use, use.Parent(); p != nil && p != fn; child, p = p, p.Parent() {
		if p.Sym() != model.SymIfStatement {
			continue
		}
		cond := p.ChildByFieldName("condition")
		if cond == nil || model.Contains(cond, use) {
			continue
		}
		fail, ok := failureTest(f.Text(cond), r)
		if !ok {
			continue
		}
		cons := p.ChildByFieldName("consequence")
		inThen := cons != nil && model.Contains(cons, use)
		if child.Sym() == model.SymElifClause && fail { // elif after a failure test: another case
			return false
		}
		return inThen == fail
	}
	return false
}

// failureTest classifies condition text cond as a test that response r
// failed (fail) or succeeded; ok is false when cond tests no status of r.
func failureTest(cond, r string) (fail, ok bool) {
	q := regexp.QuoteMeta(r)
	re := statusRE(q)
	m := re.FindStringSubmatchIndex(cond)
	if m == nil {
		return false, false
	}
	field := cond[m[2]:m[3]]
	before := strings.TrimSpace(cond[:m[0]])
	after := strings.TrimSpace(cond[m[1]:])
	if field == "ok" || strings.HasPrefix(field, "is_") {
		negated := strings.HasSuffix(before, "!") || strings.HasSuffix(before, "not") ||
			strings.HasPrefix(after, "===false") || strings.HasPrefix(after, "== false") || strings.HasPrefix(after, "=== false") ||
			strings.HasPrefix(after, "is False") || strings.HasPrefix(after, "== False")
		// httpx: is_error, is_client_error, is_server_error are true on a failure,
		// is_success (as ok) on a success (https://www.python-httpx.org/api/#response)
		return negated == (field == "ok" || field == "is_success"), true
	}
	switch {
	case strings.HasPrefix(after, "!=") || strings.HasPrefix(after, ">") || strings.HasPrefix(after, "not in"):
		return true, true
	case strings.HasPrefix(after, "<"):
		return lowBound.MatchString(after), true
	case strings.HasPrefix(after, "==") || strings.HasPrefix(after, "in "):
		return false, true
	}
	return false, false
}

// lowBound matches `< 200`: a status below the success range.
var lowBound = regexp.MustCompile(`^<\s*(200|http\.StatusOK)\b`)

// statusRE matches r's status field in a condition (group 1 the field).
func statusRE(q string) *regexp.Regexp {
	return regexp.MustCompile(`\b` + q + `\??\.(status_code|status|StatusCode|statusCode|ok|is_success|is_error|is_client_error|is_server_error)\b`)
}
