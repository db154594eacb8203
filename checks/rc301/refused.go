package rc301

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// refusedAttempt reports whether every failure path (handlers, a loop
// attempt's Handlers) is
// a branch on an answer the upstream refused before doing anything
// (refusedCond: refusedWord, or 429 and 503 answers only, as refusedRetry
// reads a self-call's condition): a status-code loop that re-sends only after `elif
// response.status_code == 429:` re-sends a request that was not performed
// (RFC 6585 §4), so it cannot duplicate a POST. A try/except attempt (its
// failure paths are except/catch clauses, which have no condition) and a
// branch that also tests 5xx answers stay what they are.
//
// Source: a clean row of blind batch 21 (microsoft_graph_mcp_server's
// base_client.py: POSTs re-sent only after a 429), flagged once the
// status-code loops of statusloop.go became attempts.
func refusedAttempt(f *model.File, handlers []*model.Node) bool {
	if len(handlers) == 0 {
		return false
	}
	for _, h := range handlers {
		p := h.Parent()
		if p == nil || p.Sym() != model.SymIfStatement && p.Sym() != model.SymElifClause {
			return false
		}
		c := p.ChildByFieldName("condition")
		if c == nil {
			return false
		}
		if !refusedCond(f, c) {
			return false
		}
	}
	return true
}

// refusedGuard reports whether a loop attempt leaves through an inverted
// status guard (retryguard.Inverted: `if response.status_code != 429:
// return response`) whose condition names only refusal codes (429, 503) and
// nothing else that could let another answer through: the loop re-sends only
// after the upstream refused the request, as refusedAttempt reads the
// branch form. A Go `if err == nil` success branch names no code and stays
// what it is.
func refusedGuard(f *model.File, success *model.Node) bool {
	if success == nil || success.Parent() == nil || success.Parent().Sym() != model.SymIfStatement {
		return false
	}
	cond := goStatusNames.Replace(f.Text(success.Parent().ChildByFieldName("condition")))
	codes := statusCode.FindAllString(cond, -1)
	if len(codes) == 0 || otherAnswer.MatchString(cond) {
		return false
	}
	for _, c := range codes {
		if c != "429" && c != "503" {
			return false
		}
	}
	return true
}

// goStatusNames writes Go's net/http status constants as the numbers they
// stand for (`resp.StatusCode != http.StatusTooManyRequests` reads as `!=
// 429`), so a Go guard or branch on a refusal is read as the Python and
// JavaScript ones are (review33 MEDIUM-6: a Go loop that returns on its
// error and re-sends only after a 429 was reported).
var goStatusNames = strings.NewReplacer(
	"http.StatusTooManyRequests", "429",
	"http.StatusServiceUnavailable", "503",
	"http.StatusInternalServerError", "500",
	"http.StatusBadGateway", "502",
	"http.StatusGatewayTimeout", "504",
	"http.StatusRequestTimeout", "408",
)

var (
	statusCode  = regexp.MustCompile(`\b[1-5]\d\d\b`)
	otherAnswer = regexp.MustCompile(`(?i)retr|5xx|[<>]`)
)
