package rc301

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// recursiveRetries hands each recursive retry of the file
// (retry.RecursiveRetries: a function that calls itself again in the failure
// path of its own try, with an attempt counter moved by one, as in
// `return this.makeRequest(request, retries - 1)` in a catch) to scan, with the
// try block it re-runs (retry.RecursiveAttempt) and the words naming the
// retry, and to anyMethod when no method guard sits over the
// self-call: a recursion retries the request of its try block as a loop does
// (RC302 already reads the same recursion for its wait). A self-call after a
// refusal (401, 403, an expired token: refusedRetry) repeats a request the
// upstream did not perform and is left alone. Source: the
// RECURSIVE-RETRY-RC301 misses of blind batches 19 and 20
// (bench/realcode/blind19-misses.tsv, blind20-misses.tsv).
func recursiveRetries(f *model.File, scan func(region *model.Node, why string), anyMethod func(region, fn *model.Node, why string)) {
	for _, r := range retry.RecursiveRetries(f) {
		region := retry.RecursiveAttempt(r)
		if region == nil || refusedRetry(f, r) {
			continue
		}
		why := "by the self-call at line " + model.Itoa(model.LineOf(f, r.Call))
		scan(region, why)
		if !retry.RecursiveMethodGuarded(f, r) { // Python and JS/TS: RecursiveRetries reads no Go
			anyMethod(region, r.Func, "the self-call at line "+model.Itoa(model.LineOf(f, r.Call)))
		}
	}
}

// refusedWord marks a condition on an answer the upstream refused before
// doing anything: 401 or 403, or an expired or invalid credential; a 429 or
// 503 alone or together is such a refusal too (refusedCond: RFC 6585 §4, the
// client sent too many requests; RFC 9110 §15.6.4, the server is unable to
// handle the request, which Atlassian's rate-limiting guide sends with
// Retry-After when a resource limit is reached), but not one tested together
// with other 5xx answers (serverLike, statusWord).
var (
	refusedWord = regexp.MustCompile(`(?i)(\b40[13]\b|unauthori[sz]ed|forbidden|expired|invalid.?token|auth)`)
)

// statusWord is a three-digit HTTP status in a condition's text.
var statusWord = regexp.MustCompile(`\b[1-5]\d\d\b`)

// statusSetSyms are the collections a status set constant is built from
// (`new Set([429, 503])`, `[429, 503]`, `(429, 503)`, `{429, 503}`).
var statusSetSyms = model.NewSymBitset(model.SymNewExpression, model.SymArray, model.SymList, model.SymTuple, model.SymSet, model.SymCall)

// refusedCond reports whether condition c tests a refusal: refusedWord, or
// a 429 or 503 with no other 5xx status (a constant set the condition names,
// `RETRYABLE_STATUSES.has(response.status)` with `RETRYABLE_STATUSES = new
// Set([429, 503])`, read as its value), with no other status, 5xx class or
// retryable test beside them.
func refusedCond(f *model.File, c *model.Node) bool {
	t := goStatusNames.Replace(f.Text(c)) // refused.go: Go's http.Status constants as numbers
	if refusedWord.MatchString(t) {
		return true
	}
	f.WalkSyms(c, identSyms, func(n *model.Node) bool {
		if v := f.Resolve(n); v != n && statusSetSyms.Has(v.Sym()) {
			t = strings.ReplaceAll(t, f.Text(n), f.Text(v))
		}
		return true
	})
	if serverLike.MatchString(t) {
		return false
	}
	refusal := false
	for _, s := range statusWord.FindAllString(t, -1) {
		switch {
		case s == "429" || s == "503":
			refusal = true
		case s[0] == '5':
			return false // 500, 502, 504: the upstream may have done the work
		}
	}
	return refusal
}

// serverLike marks a test of the 5xx class or of a retryable predicate
// (`status >= 500`, `5xx`, `isRetryable(status)`) that refusedCond cannot
// read as refusals only.
var serverLike = regexp.MustCompile(`(?i)\b5xx\b|>=?\s*5\d\d|retr(y|i)able`)

// identSyms are identifier nodes.
var identSyms = model.NewSymBitset(model.SymIdentifier)

// refusedRetry reports whether the self-call of r sits under a condition
// on a refusal (refusedWord, or a 429 alone): `if response.status_code == 401: await
// self.refresh_auth_token(); return await self._make_request(..., retry_count
// + 1)` re-sends a request that was not performed, so it cannot duplicate it.
func refusedRetry(f *model.File, r retry.RecursiveRetry) bool {
	for p := r.Call.Parent(); p != nil && !model.SameSpan(p, r.Func); p = p.Parent() {
		if p.Sym() != model.SymIfStatement && p.Sym() != model.SymElifClause {
			continue
		}
		c := p.ChildByFieldName("condition")
		if c == nil {
			continue
		}
		if refusedCond(f, c) {
			return true
		}
	}
	return false
}
