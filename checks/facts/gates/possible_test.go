package gates

import (
	"math/rand"
	"regexp"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// mayHoldDebugWord is Possible on a source parsed as a Python file.
func mayHoldDebugWord(t *testing.T, src []byte) bool {
	return Possible(modeltest.Parse(t, "x.py", model.LangPython, src))
}

// TestPossibleMatchesRegexp: Possible answers as the regular
// expression it replaced, (?i)debug|verbose|development, on hand-picked and
// random sources (and says yes where the long s may fold).
func TestPossibleMatchesRegexp(t *testing.T) {
	re := regexp.MustCompile(`(?i)debug|verbose|development`)
	cases := []string{"", "d", "debu", "DEBUG", "isDebug", "xVeRbOsE=1", "NODE_ENV === 'development'", "develop",
		"verbos", "deb ug", "DéBUG", "debu\ng", "ddebug", "vverbose", "Development"}
	for _, c := range cases {
		if got, want := mayHoldDebugWord(t, []byte(c)), re.MatchString(c); got != want {
			t.Errorf("mayHoldDebugWord(%q) = %v, the regexp says %v", c, got, want)
		}
	}
	if !mayHoldDebugWord(t, []byte("verboſe")) {
		t.Error(`mayHoldDebugWord("verboſe") = false: (?i) folds ſ to s`)
	}
	r := rand.New(rand.NewSource(1))
	parts := []string{"d", "e", "De", "bug", "BuG", "ug", "verb", "VERB", "ose", "OSe", "develop", "DEVELOP", "ment", "Ment",
		"x", "_", " ", "é", "\n"}
	matched := 0
	for i := 0; i < 20000; i++ {
		var b []byte
		for j := r.Intn(8); j >= 0; j-- {
			b = append(b, parts[r.Intn(len(parts))]...)
		}
		if re.Match(b) {
			matched++
		}
		if got, want := mayHoldDebugWord(t, b), re.Match(b); got != want {
			t.Fatalf("mayHoldDebugWord(%q) = %v, the regexp says %v", b, got, want)
		}
	}
	if matched < 100 {
		t.Fatalf("only %d of the random sources hold a word: the test compares too few matches", matched)
	}
}
