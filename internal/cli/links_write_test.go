package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputFilesRefuseLinks: --sarif and --markdown refuse a name in the
// repository that is a symbolic link (a branch can add `out.sarif ->
// ~/.bashrc`) or lies below a linked folder; the files outside are left as
// they were.
func TestOutputFilesRefuseLinks(t *testing.T) {
	dir, outside := t.TempDir(), t.TempDir()
	write(t, filepath.Join(dir, "app.py"), "import requests\nrequests.get('http://a')\n")
	victim := filepath.Join(outside, "bashrc")
	write(t, victim, "export PATH=/usr/bin\n")
	if err := os.Symlink(victim, filepath.Join(dir, "out.sarif")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "reports")); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--sarif", filepath.Join(dir, "out.sarif")},
		{"--markdown", filepath.Join(dir, "out.sarif")},
		{"--sarif", filepath.Join(dir, "reports", "bashrc")},
		{"--markdown", filepath.Join(dir, "reports", "new.md")},
	} {
		code, _, errs := run(t, append([]string{"scan", "--fail-on", "none", dir}, args...)...)
		if code != ExitError || !strings.Contains(errs, "symbolic link") && !strings.Contains(errs, "resolves outside") {
			t.Errorf("%v: exit %d, stderr %q; want a refusal", args, code, errs)
		}
	}
	if b, _ := os.ReadFile(victim); string(b) != "export PATH=/usr/bin\n" {
		t.Errorf("the file outside was written: %q", b)
	}
	if _, err := os.Stat(filepath.Join(outside, "new.md")); err == nil {
		t.Error("a file was created outside through the linked folder")
	}
	// A plain name outside the repository is the user's choice.
	mine := filepath.Join(t.TempDir(), "sub", "r.sarif")
	if code, _, errs := run(t, "scan", "--fail-on", "none", dir, "--sarif", mine); code != ExitOK {
		t.Errorf("--sarif outside the repository: exit %d, %s", code, errs)
	}
}
