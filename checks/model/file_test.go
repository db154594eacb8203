package model

import "testing"

// TestContainsFold checks the literal pre-filters against the cases a
// case-insensitive regexp alternation would match.
func TestContainsFold(t *testing.T) {
	for _, tc := range []struct {
		s     string
		words []string
		want  bool
	}{
		{"AUTHZ_URL", []string{"url"}, true},
		{"checkPermission", []string{"token", "perm"}, true},
		{"Per", []string{"perm"}, false},
		{"", []string{"x"}, false},
		{"anything", nil, false},
		{"a/b", []string{"/"}, true},
	} {
		if got := ContainsFoldAny(tc.s, tc.words...); got != tc.want {
			t.Errorf("ContainsFoldAny(%q, %q) = %v, want %v", tc.s, tc.words, got, tc.want)
		}
		f := &File{Src: []byte(tc.s), facts: map[string]any{}}
		if got := f.ContainsFold(tc.words...); got != tc.want {
			t.Errorf("File.ContainsFold(%q, %q) = %v, want %v", tc.s, tc.words, got, tc.want)
		}
	}
}
