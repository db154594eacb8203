package callname

import (
	"strings"
	"testing"
)

// TestShortNameTail: Short gives what splitting the whole white-space
// free text gave (the last two dotted parts), for short names and for a
// 4,000-link call chain, whose callee text it no longer splits whole.
func TestShortNameTail(t *testing.T) {
	old := func(s string) string {
		s = strings.Join(strings.Fields(s), "")
		parts := strings.Split(s, ".")
		if len(parts) > 2 {
			parts = parts[len(parts)-2:]
		}
		return strings.Join(parts, ".")
	}
	chain := "fetch(u)" + strings.Repeat("\n  .then((r) => r.json())", 4000) + "\n  .then"
	for _, s := range []string{"", "get", "requests.get", "a.b.c", " a . b\n.\tc ", "x.", ".x", "..", "a..b", "s.e({:'m'}", "é.ü.ö", chain} {
		if got, want := Short(s), old(s); got != want {
			t.Errorf("Short(%.40q) = %q, want %q", s, got, want)
		}
	}
	if got := Short(chain); got != "json()).then" {
		t.Errorf("Short(chain) = %q", got)
	}
}
