package pyreexport

import "testing"

// TestSource: a plain name, an alias, a parenthesised list over several
// lines with a comment, and a name no statement binds.
func TestSource(t *testing.T) {
	src := []byte("\"\"\"pkg\"\"\"\nfrom .work_items import WorkItemCreateSpec\nfrom pkg.models.users import User as Member\nfrom .x import (\n    A,  # noqa\n    B,\n)\n")
	for _, tc := range []struct{ name, mod, exp string }{
		{"WorkItemCreateSpec", ".work_items", "WorkItemCreateSpec"},
		{"Member", "pkg.models.users", "User"},
		{"B", ".x", "B"},
		{"A", ".x", "A"},
	} {
		mod, exp, ok := Source(src, tc.name)
		if !ok || mod != tc.mod || exp != tc.exp {
			t.Errorf("Source(%q) = %q, %q, %v; want %q, %q", tc.name, mod, exp, ok, tc.mod, tc.exp)
		}
	}
	if _, _, ok := Source(src, "User"); ok {
		t.Error("Source(User): the package binds Member, not User")
	}
}
