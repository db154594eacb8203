package memo

import (
	"strings"
	"testing"
)

// TestGlobalREHoldsGlobal: every match of globalRE holds "global", so
// local skips the expression on a body without the word (same names).
func TestGlobalREHoldsGlobal(t *testing.T) {
	for _, s := range []string{"global x", "  global a, b\n", "\tglobal\tc", "x = 1\n    global y\n", "globalx y", "nonlocal z"} {
		for _, m := range globalRE.FindAllString(s, -1) {
			if !strings.Contains(m, "global") {
				t.Errorf("match %q of %q lacks the word", m, s)
			}
		}
	}
	if globalRE.MatchString("nothing here\n  glob al x") {
		t.Error("a body without the word matched")
	}
}
