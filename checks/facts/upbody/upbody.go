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
// http.StatusOK`, a test for one failure status `== 403`, or the else branch of a
// success test) or before it (past `if r.ok: return ...`, a test for any
// success that leaves the function): a body read on a success path is the
// tool's answer, not a leak.
package upbody

import (
	"regexp"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Response returns the response variable whose body expression n reads, or
// "" when n reads no response body.
func Response(f *model.File, n *model.Node) string {
	if r := directResponse(f, n); r != "" {
		return r
	}
	if n = model.Unwrap(n); n != nil && (n.Sym() == model.SymAwait || n.Sym() == model.SymAwaitExpression) {
		n = model.Unwrap(n.NamedChild(0))
	}
	if n != nil && (n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression) {
		return helperBody(f, n) // _error_detail(resp), await parseResponseBody(response) (helpers.go)
	}
	return ""
}

// directResponse is Response for a body read written in place.
func directResponse(f *model.File, n *model.Node) string {
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
	return onFailure(f, r, use, 0)
}

func onFailure(f *model.File, r string, use *model.Node, depth int) bool {
	fn := model.EnclosingFunc(use)
	return onFailureIn(f, r, use, fn) || failureHelper(f, r, fn, depth) // an error-response helper (helpers.go)
}

func onFailureIn(f *model.File, r string, use, fn *model.Node) bool {
	for child, p := use, use.Parent(); p != nil && p != fn; child, p = p, p.Parent() {
		if cond := p.ChildByFieldName("condition"); p.Sym() == model.SymElifClause && cond != nil && !model.Contains(cond, use) {
			if fail, ok := failureTest(condText(f, f.Text(cond), r, fn), r); ok && fail {
				return true // inside `elif status == 400:`, one failure answer of a chain
			}
		}
		if p.Sym() != model.SymIfStatement {
			continue
		}
		cond := p.ChildByFieldName("condition")
		if cond == nil || model.Contains(cond, use) {
			continue
		}
		fail, ok := failureTest(condText(f, f.Text(cond), r, fn), r)
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
	return afterSuccessExit(f, r, use, fn)
}

// afterSuccessExit reports whether use follows, in a block of its function,
// an if statement without an else that tests r for any success (allSuccess)
// and leaves the function (`if 200 <= resp.status_code < 300: return`,
// `if (res.ok) return await res.json();`): past that guard the response
// failed, as inside `if not r.ok:`.
func afterSuccessExit(f *model.File, r string, use, fn *model.Node) bool {
	for child, p := use, use.Parent(); p != nil && p != fn; child, p = p, p.Parent() {
		if p.Sym() != model.SymBlock && p.Sym() != model.SymStatementBlock {
			continue
		}
		for i := 0; i < int(p.NamedChildCount()); i++ {
			st := p.NamedChild(i)
			if st.StartByte() >= child.StartByte() {
				break
			}
			if st.Sym() != model.SymIfStatement || st.ChildByFieldName("alternative") != nil {
				continue
			}
			cond := st.ChildByFieldName("condition")
			if cond == nil {
				continue
			}
			if allSuccess(condText(f, f.Text(cond), r, fn), r) && exits(st.ChildByFieldName("consequence")) {
				return true
			}
		}
	}
	return false
}

// allSuccess reports whether cond tests that response r succeeded with any
// 2xx status: `r.ok`, `r.is_success`, `200 <= r.status_code < 300`,
// `res.status < 300`. One status (`== 200`, `== 204`) is not enough: past
// `if r.status_code == 204: return None` the body of a 200 is the answer.
func allSuccess(cond, r string) bool {
	fail, ok := failureTest(cond, r)
	if !ok || fail {
		return false
	}
	m := statusRE(regexp.QuoteMeta(r)).FindStringSubmatchIndex(cond)
	field, after := cond[m[2]:m[3]], strings.TrimSpace(cond[m[1]:])
	return field == "ok" || field == "is_success" || strings.HasPrefix(after, "<") && !strings.HasPrefix(after, "<=")
}

// exits reports whether statement or block n ends by leaving the function
// (return, raise, throw as its last statement).
func exits(n *model.Node) bool {
	if n == nil {
		return false
	}
	if n.Sym() == model.SymBlock || n.Sym() == model.SymStatementBlock {
		last := int(n.NamedChildCount()) - 1
		for last > 0 && n.NamedChild(last).Sym() == model.SymComment {
			last-- // `return r.json()  # type: ignore`: the comment is the block's last child
		}
		if last >= 0 {
			n = n.NamedChild(last)
		}
	}
	switch n.Sym() {
	case model.SymReturnStatement, model.SymRaiseStatement, model.SymThrowStatement:
		return true
	}
	return false
}

// failureTest classifies condition text cond as a test that response r
// failed (fail) or succeeded; ok is false when cond tests no status of r.
func failureTest(cond, r string) (fail, ok bool) {
	if !strings.Contains(cond, r+".") && !strings.Contains(cond, r+"?.") {
		return false, false // statusRE needs r then `.` or `?.`
	}
	m := statusRE(regexp.QuoteMeta(r)).FindStringSubmatchIndex(cond)
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
	if b := strings.ReplaceAll(before, " ", ""); strings.HasPrefix(b, "not(") || strings.HasPrefix(b, "!(") {
		fail, ok := failureTest(strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(before), "not"), "!"))[1:]+cond[m[0]:], r)
		return !fail, ok // not (200 <= r.status_code < 300): the negated test
	}
	switch {
	case strings.HasPrefix(after, "!=") || strings.HasPrefix(after, ">") || strings.HasPrefix(after, "not in"):
		return true, true
	case strings.HasPrefix(after, "<"):
		return lowBound.MatchString(after), true
	case strings.HasPrefix(after, "==") && errorStatus.MatchString(strings.TrimLeft(after, "= ")):
		return true, true // `== 403`, `=== 429`, `== http.StatusForbidden`: one failure answer
	case strings.HasPrefix(after, "==") || strings.HasPrefix(after, "in "):
		return false, true
	}
	return false, false
}

// errorStatus matches the start of an operand that names one failure
// status: a 4xx or 5xx literal, or a net/http constant other than the 2xx
// ones (https://pkg.go.dev/net/http#pkg-constants).
var errorStatus = regexp.MustCompile(`^([45]\d\d\b|http\.Status(Bad|Unauthorized|PaymentRequired|Forbidden|NotFound|MethodNotAllowed|NotAcceptable|RequestTimeout|Conflict|Gone|PreconditionFailed|RequestEntityTooLarge|UnsupportedMediaType|UnprocessableEntity|Locked|FailedDependency|TooManyRequests|InternalServerError|NotImplemented|ServiceUnavailable|GatewayTimeout|Proxy)\w*)`)

// lowBound matches `< 200`: a status below the success range.
var lowBound = regexp.MustCompile(`^<\s*(200|http\.StatusOK)\b`)

// statusRE matches r's status field in a condition (group 1 the field);
// q is r quoted (regexp.QuoteMeta). One expression is compiled per q and
// kept for the process (statusREs): a condition is tested once per use of
// a body and the names tested are few.
func statusRE(q string) *regexp.Regexp {
	statusREs.Lock()
	defer statusREs.Unlock()
	if re, ok := statusREs.m[q]; ok {
		return re
	}
	re := regexp.MustCompile(`\b` + q + `\??\.(status_code|status|StatusCode|statusCode|ok|is_success|is_error|is_client_error|is_server_error)\b`)
	if statusREs.m == nil || len(statusREs.m) >= 4096 { // bounded for a long-running process
		statusREs.m = map[string]*regexp.Regexp{}
	}
	statusREs.m[q] = re
	return re
}

// statusREs holds statusRE's compiled expressions by quoted name.
var statusREs struct {
	sync.Mutex
	m map[string]*regexp.Regexp
}
