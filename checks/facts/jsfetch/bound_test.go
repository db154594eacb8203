package jsfetch

import (
	"math/rand"
	"strings"
	"testing"
)

// TestNamesBoundAsPattern: namesBound's substring tests answer as
// boundsInBody on hand-picked texts (signal as a whole word or inside one,
// at either end) and on random texts built from the pattern's pieces.
func TestNamesBoundAsPattern(t *testing.T) {
	texts := []string{"", "signal", "signals", "_signal", "a.signal)", "xsignal", "signal_", "opts.signal", "Signal", "Timeout", "timeout",
		"imeout", "AbortSignal", "AbortControl", "new AbortController()", "{ signal }", "setTimeout(f, 1)", "signal9", "9signal"}
	pieces := []string{"signal", "sig", "nal", "Abort", "Signal", "Controller", "t", "T", "imeout", " ", "_", ".", "(", "x", "9", "\n", "é"}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		for j := r.Intn(10); j >= 0; j-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		if got, want := namesBound(s), boundsInBody.MatchString(s); got != want {
			t.Fatalf("namesBound(%q) = %v, boundsInBody says %v", s, got, want)
		}
	}
}
