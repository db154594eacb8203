package retoken

import "testing"

// TokenPattern accepts patterns whose groups take codes and ids, and
// refuses those whose groups may take any text.
func TestTokenPattern(t *testing.T) {
	for p, want := range map[string]bool{
		`['"]code['"]\s*[:=]\s*['"]([A-Z_]+)['"]`:          true,
		`['"]correlation_id['"]\s*[:=]\s*['"]([^'"]+)['"]`: true,
		`\[correlation_id=([^\]]*)\]`:                      true,
		`(?P<id>\d+)`:                                      true,
		`[A-Z_]+`:                                          true,
		`message=(.*)`:                                     false,
		`(\S+)`:                                            false,
		`\S+`:                                              false,
		`error: ([^a]+)`:                                   false,
		`error: ([^\s]+)`:                                  false,
		`id=([\s\S]+)`:                                     false,
		`(a|b)`:                                            false,
		`((\d+))`:                                          false,
		`(unbalanced`:                                      false,
	} {
		if got := TokenPattern(p); got != want {
			t.Errorf("%s: %v, want %v", p, got, want)
		}
	}
}
