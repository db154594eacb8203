// Package retryguard reads two shapes of hand-written retry loops that the
// retry analysis (checks/facts/retry) did not reach:
//
//   - a loop that leaves as soon as the answer is NOT retryable and waits on
//     the rest of its body (`r = client.get(url)`; `if r.status_code != 429:
//     return r`; `time.sleep(2 ** attempt)`), the inverted form of the status
//     branch that waits and continues (Inverted);
//   - the text of an attempt's call without the names of the options it
//     passes (OptionFreeText): puppeteer's and Playwright's
//     `page.goto(url, { waitUntil: "networkidle2" })` says when navigation
//     counts as done, it does not make the loop a poll.
//
// Source: the RC302/RC301 misses of blind batches 1-32 grouped by mechanism
// (/work/notes/retry32.md: INVERTED-STATUS-GUARD at blazickjp/arxiv-mcp-server
// citation_graph.py:124, mhajder/zabbix-mcp retry.py:68 and
// sishbi/confluence-mcp internal/confluence/client.go:116;
// OPTION-KEY-POLL at SteffenHebestreit/webcrawl-mcp's six navigateWithRetry
// loops). urllib3's Retry(status_forcelist) is the library form of the same
// loop: https://urllib3.readthedocs.io/en/stable/reference/urllib3.util.html#urllib3.util.Retry
// (CWE-400 for the waits RC302 judges; RC301 and RC303 read the same loops).
package retryguard

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// notRetryable matches one operand of a condition that holds when an answer
// is not worth retrying: a status compared unequal to a retryable code
// (`r.status_code != 429`, `resp.StatusCode != http.StatusTooManyRequests`),
// a status outside a retryable set (`response.status not in RETRY_STATUSES`),
// a status below 500 (`res.status < 500`), or a negated test that names a
// retry or rate limit (`!shouldRetry(resp.StatusCode)`, `not is_retryable(r)`).
var notRetryable = regexp.MustCompile(`(?i)(` +
	`(!==?|\bis\s+not\b)\s*(408|425|429|50[0-4]|http\.Status(TooManyRequests|ServiceUnavailable|BadGateway|GatewayTimeout|InternalServerError))\b|` +
	`\b(408|425|429|50[0-4])\s*!==?|` +
	`\bnot\s+in\s+[\w.]*(retr|rate)|` +
	`status\w*\s*<\s*500\b|` +
	`(^|[^\w.!])(!\s*|\bnot\s+)[\w.]*(retr(y|i)able|should_?retry|rate_?limit))`)

// Inverted returns the if statement of loop body body (one of its own
// statements, not nested) whose condition says the answer is not retryable
// (notRetryable, on any operand of a top-level `or`/`||`) and whose branch
// leaves the loop (return, break, raise, throw), when a later statement of the
// body waits (isWait on a call outside nested functions). It returns nil
// otherwise. The statements after the guard are the loop's failure path:
// everything that did not leave is retried after the wait.
func Inverted(f *model.File, body *model.Node, isWait func(*model.Node) bool) (guard *model.Node, rest []*model.Node) {
	if body == nil {
		return nil, nil
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		s := body.NamedChild(i)
		if s.Sym() != model.SymIfStatement || guard != nil {
			if guard != nil {
				rest = append(rest, s)
			}
			continue
		}
		cond, cons := s.ChildByFieldName("condition"), s.ChildByFieldName("consequence")
		if cond == nil || cons == nil || s.ChildByFieldName("alternative") != nil {
			continue
		}
		txt := f.Text(cond)
		if strings.ContainsAny(txt, "'\"`") || !notRetryable.MatchString(txt) || !leavesAtEnd(cons) {
			continue // a string compares a job's state: a poll
		}
		guard = s
	}
	if guard == nil {
		return nil, nil
	}
	for _, s := range rest {
		waits := false
		model.Walk(s, func(n *model.Node) bool {
			if waits || n != s && n.IsScope() {
				return false
			}
			if (n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression) && isWait(n) {
				waits = true
			}
			return !waits
		})
		if waits {
			return guard, rest
		}
	}
	return nil, nil
}

// leavesAtEnd reports whether branch b ends by leaving the loop: its last
// statement returns, breaks, raises or throws (a block's last statement, or
// the branch itself when it is one statement).
func leavesAtEnd(b *model.Node) bool {
	last := b
	for last != nil && last.NamedChildCount() > 0 {
		switch last.Sym() {
		case model.SymBlock, model.SymStatementBlock:
		default:
			goto done
		}
		n := last.NamedChild(int(last.NamedChildCount()) - 1)
		for n != nil && n.Sym() == model.SymComment {
			n = n.PrevNamedSibling()
		}
		last = n
	}
done:
	if last == nil {
		return false
	}
	switch last.Sym() {
	case model.SymReturnStatement, model.SymBreakStatement, model.SymRaiseStatement, model.SymThrowStatement:
		return true
	}
	return false
}

// OptionFreeText returns the text of call with the names of the options it
// passes blanked out: the keys of object literals (`{ waitUntil: x }`) and the
// names of Python keyword arguments (`wait_until=x`), with their values when
// these are plain names. A word of the call's own name or its other values
// still shows; an option's name configures the call
// and says nothing about what the loop around it does.
func OptionFreeText(f *model.File, call *model.Node) string {
	txt := []byte(f.Text(call))
	base := call.StartByte()
	model.Walk(call, func(n *model.Node) bool {
		p := n.Parent()
		if p == nil || n == call {
			return true
		}
		key := p.Sym() == model.SymPair && p.ChildByFieldName("key") == n ||
			p.Sym() == model.SymKeywordArgument && p.ChildByFieldName("name") == n
		// a plain name given as an option's value carries that option
		// (`{ waitUntil: waitUntilOptions }`): it is blanked with the key
		val := n.Sym() == model.SymIdentifier && (p.Sym() == model.SymPair && p.ChildByFieldName("value") == n ||
			p.Sym() == model.SymKeywordArgument && p.ChildByFieldName("value") == n)
		if key || val {
			for i := n.StartByte(); i < n.EndByte(); i++ {
				txt[i-base] = ' '
			}
			return false
		}
		return true
	})
	return string(txt)
}
