package retry

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/facts/retryguard"
	"github.com/resilience-check/resilience-check/checks/model"
)

// statusLoopWord marks a condition that names a retryable answer, as the
// failure test of a status-code retry loop: a 408, 425, 429 or 5xx code
// (`resp.status_code in (429, 503)`, `res.status >= 500`), a failed `ok`
// (`!res.ok`, `not r.ok`), or a name that says retry or rate limit
// (`status in RETRYABLE_STATUS`, `is_rate_limited(r)`). A bare `status`
// is not enough: `if job.status == "running": sleep; continue` polls.
var statusLoopWord = regexp.MustCompile(`(?i)(\b(408|425|429|5\d\d)\b|\b5xx\b|!\s*[\w.]+\.ok\b|\bnot\s+[\w.]+\.ok\b|retr(y|i)able|rate_?limit)`)

// statusLoopQuoted matches a string literal in a status branch's condition:
// a condition comparing a string reads a job's state, not an HTTP answer.
var statusLoopQuoted = regexp.MustCompile(`'[^']*'|"[^"]*"|` + "`[^`]*`")

// statusLoopAttempt reads the attempt of a loop that retries on the status of
// an answer with no try/except (or err branch) of its own that retries: a
// branch of the loop body tests for a retryable status (statusLoopWord),
// waits and goes round again (statusRetryBranches), after an outbound call of
// the same body (`resp = client.get(url)`; `if resp.status_code in (429,
// 503): time.sleep(b); continue`; `return resp`). When no outbound call
// precedes the branch, a call of a callable parameter of the enclosing
// function stands for it (`resp = fn()` in a with_retry(fn) helper): the
// helper repeats whatever its caller passes. The attempt's Region and Stmt
// are the body statement that holds the call; the branches are its failure
// paths. Whether the loop leaves on success, polls or iterates is decided by
// analyzeLoop as for any attempt.
//
// Source: the RC302/RC303 miss STATUS-RETRY-LOOP of blind batch 20
// (bench/realcode/blind20-misses.tsv), the shape urllib3's Retry(status_forcelist)
// writes by hand.
func statusLoopAttempt(f *model.File, l *RetryLoop) (retryAttempt, bool) {
	var branches []*model.Node
	for _, b := range statusRetryBranches(f, l.Body) {
		cond := b.Parent().ChildByFieldName("condition")
		if cond == nil {
			continue
		}
		txt := f.Text(cond)
		if statusLoopWord.MatchString(statusLoopQuoted.ReplaceAllString(txt, "")) && !statusLoopQuoted.MatchString(txt) {
			branches = append(branches, b)
			continue
		}
		if statusLoopQuoted.MatchString(txt) {
			continue
		}
		// a status test kept in a local: `if is_retryable and attempt < MAX`
		if loc := condLocals(f, cond); statusLoopWord.MatchString(loc) && !statusLoopQuoted.MatchString(loc) {
			branches = append(branches, b)
		}
	}
	var success *model.Node
	handlers := branches
	if len(branches) == 0 {
		// the inverted form: `if r.status_code != 429: return r`, then the
		// wait (retryguard.Inverted); what follows the guard is the failure path
		guard, rest := retryguard.Inverted(f, l.Body, func(n *model.Node) bool { return IsWait(f, n) })
		if guard == nil {
			return retryAttempt{}, false
		}
		branches, handlers = []*model.Node{guard}, rest
		cond := f.Text(guard.ChildByFieldName("condition"))
		if !l.Infinite || !strings.Contains(cond, "||") && !strings.Contains(cond, " or ") {
			success = guard.ChildByFieldName("consequence") // `|| attempt >= MAX` in an endless loop is a cap: HasCap must see it
		}
	}
	first := branches[0]
	call := callBefore(f, l.Body, first, func(n *model.Node) bool { return outbound.IsCall(f, n) && !IsWait(f, n) })
	if call == nil {
		call = callBefore(f, l.Body, first, func(n *model.Node) bool {
			c := model.Callee(n)
			return c != nil && c.Sym() == model.SymIdentifier && model.IsParamOf(f, l.Loop, f.Text(c))
		})
	}
	if call == nil {
		return retryAttempt{}, false
	}
	stmt := call
	for stmt.Parent() != nil && stmt.Parent() != l.Body {
		stmt = stmt.Parent()
	}
	if stmt.Parent() != l.Body || asksUser(f, stmt) {
		return retryAttempt{}, false
	}
	return retryAttempt{Call: call, Region: stmt, Stmt: stmt, Handlers: handlers, Success: success}, true
}

// callBefore returns the first call in body, before node end starts and not
// in a nested loop, function or except/catch clause, that ok accepts.
func callBefore(f *model.File, body, end *model.Node, ok func(*model.Node) bool) *model.Node {
	var found *model.Node
	model.Walk(body, func(n *model.Node) bool {
		if found != nil || n.StartByte() >= end.StartByte() {
			return false
		}
		if n != body && (isLoopNode(f, n) || n.IsScope()) {
			return false
		}
		switch n.Sym() {
		case model.SymExceptClause, model.SymExceptGroupClause, model.SymCatchClause:
			return false
		case model.SymCall, model.SymCallExpression:
			if ok(n) {
				found = n
				return false
			}
		}
		return true
	})
	return found
}
