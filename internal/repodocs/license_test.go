package repodocs

import (
	"strings"
	"testing"
)

// TestLicense: the repository carries the Apache License 2.0 whole (its
// terms end with the appendix on how to apply it) and the README names it.
func TestLicense(t *testing.T) {
	lic := read(t, "LICENSE")
	for _, want := range []string{"Apache License\n", "Version 2.0, January 2004", "END OF TERMS AND CONDITIONS", "APPENDIX: How to apply the Apache License to your work."} {
		if !strings.Contains(lic, want) {
			t.Errorf("LICENSE lacks %q", want)
		}
	}
	if !strings.Contains(read(t, "README.md"), "Apache License 2.0; see [LICENSE](LICENSE)") {
		t.Error("README does not name the license")
	}
}
