package cli

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestErrorsSayWhatToRun: in a shallow clone, --base FETCH_HEAD whose merge
// base was not fetched says to deepen or unshallow; a revision that does not
// exist is named with its flag; --repo that does not exist says so.
func TestErrorsSayWhatToRun(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	up := t.TempDir()
	git(t, up, "init", "-q")
	for _, c := range []string{"x = 1\n", "x = 2\n", "x = 3\n"} {
		write(t, filepath.Join(up, "a.py"), c)
		git(t, up, "add", "a.py")
		git(t, up, "commit", "-qm", c)
	}
	git(t, up, "checkout", "-qb", "feat")
	write(t, filepath.Join(up, "b.py"), "import requests\nrequests.get('http://x')\n")
	git(t, up, "add", "b.py")
	git(t, up, "commit", "-qm", "feat")
	down := filepath.Join(t.TempDir(), "down")
	git(t, up, "clone", "-q", "--depth", "1", "--branch", "feat", "file://"+up, down)
	git(t, down, "fetch", "-q", "--depth", "1", "origin", "main")
	t.Chdir(down)
	for _, args := range [][]string{{"--base", "FETCH_HEAD"}, {"--base", "FETCH_HEAD", "--head", "HEAD"}} {
		code, _, errs := run(t, append([]string{"scan"}, args...)...)
		for _, want := range []string{"FETCH_HEAD and HEAD have no merge base in this shallow clone", "git fetch --deepen=100", "git fetch --unshallow", "fetch-depth: 0"} {
			if code != ExitError || !strings.Contains(errs, want) {
				t.Errorf("%v: exit %d, %q lacks %q", args, code, errs, want)
			}
		}
	}
	// Once the history is there the same command works.
	git(t, down, "fetch", "-q", "--unshallow", "origin", "main")
	if code, _, errs := run(t, "scan", "--base", "FETCH_HEAD", "--fail-on", "none"); code != ExitOK {
		t.Errorf("after --unshallow: exit %d %q", code, errs)
	}
	for _, tc := range []struct{ args []string }{
		{[]string{"--base", "no-such-rev"}},
		{[]string{"--base", "HEAD~1", "--head", "no-such-rev"}},
	} {
		flag := tc.args[len(tc.args)-2]
		code, _, errs := run(t, append([]string{"scan"}, tc.args...)...)
		if code != ExitError || !strings.Contains(errs, flag+" no-such-rev: no commit of that name") || !strings.Contains(errs, "git fetch origin no-such-rev") {
			t.Errorf("%v: exit %d, %q", tc.args, code, errs)
		}
	}
	missing := filepath.Join(t.TempDir(), "nonexistent")
	if code, _, errs := run(t, "scan", "--repo", missing, "."); code != ExitError || !strings.Contains(errs, "--repo "+missing+": the repository does not exist") {
		t.Errorf("--repo missing: exit %d, %q", code, errs)
	}
}
