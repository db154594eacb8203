package goasguard

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// TestPredicatesAsPattern: predicates (predNL over the text with a newline
// prepended) finds the names predRE finds over the text, on predicates at
// the file's start, after others, indented (no line start: none) and on
// random texts built from predicate lines.
func TestPredicatesAsPattern(t *testing.T) {
	pred := "func isNotFound(err error) bool {\n\tvar nf *NotFound\n\treturn errors.As(err, &nf)\n}"
	other := "func isGone(e error) bool { return errors.Is(e, ErrGone) }"
	bad := "func notOne(err error) bool { return errors.Is(x, ErrGone) }"
	texts := []string{"", pred, other, pred + "\n" + other, pred + other, "\t" + pred, "package p\n\n" + pred + "\n\n" + bad + "\n" + other + "\n"}
	pieces := []string{pred, other, bad, "\n", " ", "}", "func ", "x := 1\n", "\r\n"}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 5000; i++ {
		var b strings.Builder
		for j := r.Intn(8); j >= 0; j-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		var want []string
		for _, m := range predRE.FindAllSubmatch([]byte(s), -1) {
			if string(m[2]) == string(m[3]) {
				want = append(want, string(m[1]))
			}
		}
		if got := predicates([]byte(s)); !reflect.DeepEqual(got, want) {
			t.Fatalf("predicates(%q) = %q, predRE finds %q", s, got, want)
		}
	}
}
