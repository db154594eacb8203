package rc601

import (
	"math/rand"
	"strings"
	"testing"
)

// matchFragments build texts near the idempotency-key and hint patterns:
// their words in mixed case, the separators they allow or not, and the two
// non-ASCII runes that fold to ASCII letters (Kelvin sign, long s).
var matchFragments = []string{"idempoten", "IDEMPOTEN", "cy", "Cy", "t", "T", "_", "__", "key", "KEY", "Key", "K", "ey",
	"request", "reque", "pull", "Pull", "an", "ſt", "Id", "id", "client", "Client", "token", "Token", "dedup", "DEDUP", "e", "E", "lication",
	"nonce", "NONCE", "Nonc", "retry", "Retry", "retr", "Request", "hint", "Hint", "read", "Only", "only", "With", "Annotation", "(", ")", ":", "=", " ",
	"\t", "\"", "'", "true", "True", ".", "x", "ä", "\u212a", "\u017f", "-"}

func randomText(r *rand.Rand) string {
	var b strings.Builder
	for n := r.Intn(12); n >= 0; n-- {
		b.WriteString(matchFragments[r.Intn(len(matchFragments))])
	}
	return b.String()
}

// TestIdemKeyIn checks the byte-wise matcher against idemKeyRE (and
// idemHintIn against idemHintRE) on many texts built from the patterns' own
// pieces, so both a match and a near miss are frequent.
func TestIdemKeyIn(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	matches := 0
	for i := 0; i < 300000; i++ {
		s := randomText(r)
		want := idemKeyRE.MatchString(s)
		if got := idemKeyIn(s); got != want {
			t.Fatalf("idemKeyIn(%q) = %v, the regexp says %v", s, got, want)
		}
		if want {
			matches++
		}
		if got, want := idemHintIn(s), idemHintRE.MatchString(s); got != want {
			t.Fatalf("idemHintIn(%q) = %v, the regexp says %v", s, got, want)
		}
	}
	if matches < 1000 {
		t.Fatalf("only %d of the texts match: the test does not exercise the matcher", matches)
	}
	for _, s := range []string{"Idempotency-Key", "idempotent_key", "requestId", "client_token", "dedupe_key",
		"deduplicationId", "NONCE", "reque\u017ft_id", "idempotent_\u212aey", "X-Line-Retry-Key", "retryKey", "ClientRequestToken", "client_request_token", "clientRequestId", "X_REQUEST_ID"} {
		if !idemKeyIn(s) || !idemKeyRE.MatchString(s) {
			t.Errorf("idemKeyIn(%q) = %v, regexp %v; both must match", s, idemKeyIn(s), idemKeyRE.MatchString(s))
		}
	}
	for _, s := range []string{"idempotent", "request_i", "client-token", "dedup-key", "deduplicationtoken", "retry--key", "retry_count", "client_request", "pullRequestId", "mergeRequestId", "announce"} {
		if idemKeyIn(s) || idemKeyRE.MatchString(s) {
			t.Errorf("idemKeyIn(%q) = %v, regexp %v; neither may match", s, idemKeyIn(s), idemKeyRE.MatchString(s))
		}
	}
}

// TestQueryPost holds a plain POST reached through read-named code to a
// query (no RC601 cross-file message) and a write-named tool's POST to a
// mutation, whatever its helpers are called.
func TestQueryPost(t *testing.T) {
	chain := "alchemyApi.getTokenPriceByAddress() -> pricesClient.post() (api/alchemyApi.ts:126)"
	for _, c := range []struct {
		tool, what, chain string
		want              bool // a message is produced
	}{
		{"this tool", "POST", chain, false},
		{"tool fetchTokenPrice", "POST", "svc.run() -> http.post() (a.ts:1)", false},
		{"tool create_order", "POST", "svc.getSession() -> http.post() (a.ts:1)", true},
		{"this tool", "POST", "svc.createOrder() -> http.post() (a.ts:1)", true},
		{"this tool", "INSERT", "repo.getOrCreate() -> db.execute() (a.py:1)", true},
	} {
		if got := CrossFileMessage(c.tool, c.what, c.chain) != ""; got != c.want {
			t.Errorf("CrossFileMessage(%q, %q, %q) gives a message = %v, want %v", c.tool, c.what, c.chain, got, c.want)
		}
	}
}
