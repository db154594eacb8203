package rc401

import (
	"math/rand"
	"strings"
	"testing"
)

// TestHasUpstreamStem checks the gate authzUpstream puts before splitting a
// text into words: a text without a stem never yields an authzUpstreamWords
// (or authzCalleeWords) word, and the texts tried both pass and fail it.
func TestHasUpstreamStem(t *testing.T) {
	var pieces []string
	for w := range authzUpstreamWords {
		pieces = append(pieces, w, strings.ToUpper(w[:1])+w[1:], strings.ToUpper(w))
	}
	pieces = append(pieces, "_", ".", "/", "-", " ", "x", "Get", "url", "9", "é", "au", "th", "pe", "rm", "Op", "a")
	r := rand.New(rand.NewSource(1))
	passed := 0
	for i := 0; i < 100000; i++ {
		var b strings.Builder
		for n := r.Intn(6); n >= 0; n-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		s := b.String()
		if hasUpstreamStem(s) {
			passed++
			continue
		}
		for _, w := range authzWords(s) {
			if authzUpstreamWords[w] || authzCalleeWords[w] {
				t.Fatalf("hasUpstreamStem(%q) = false, but it has the word %q", s, w)
			}
		}
	}
	if passed == 0 || passed == 100000 {
		t.Fatalf("%d of 100000 texts passed the gate: the test does not exercise it", passed)
	}
	for s, want := range map[string]bool{"AUTHZ_URL": true, "fetchOPA": true, "Policies": true, "getUser": false, "perMission": true} {
		if got := hasUpstreamStem(s); got != want {
			t.Errorf("hasUpstreamStem(%q) = %v, want %v", s, got, want)
		}
	}
}
