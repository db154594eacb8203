package rc301

import (
	"regexp"

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
// doing anything: 401 or 403, or an expired or invalid credential; a 429 alone
// (rateLimitOnly) is such a refusal too (RFC 6585 §4: the client sent too many
// requests), but not a 429 tested together with 5xx answers (serverError).
var (
	refusedWord = regexp.MustCompile(`(?i)(\b40[13]\b|unauthori[sz]ed|forbidden|expired|invalid.?token|auth)`)
	rateLimit   = regexp.MustCompile(`\b429\b`)
	serverError = regexp.MustCompile(`(?i)\b5\d\d\b|\b5xx\b|retr(y|i)able`)
)

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
		if t := f.Text(c); refusedWord.MatchString(t) || rateLimit.MatchString(t) && !serverError.MatchString(t) {
			return true
		}
	}
	return false
}
