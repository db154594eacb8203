package repodocs

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// privateRef matches citations of documents that only the project's own
// sessions have (measurement notes, the mission documents under their seed
// numbers, a local copy of GitHub's limits, the style notes): a reader of the
// repository cannot follow them, so comments and docs cite the public
// source instead (the RFC, GitHub's documentation, the library's docs).
var privateRef = regexp.MustCompile(`FACTS\.md|limits\.md|STYLE\.md|\b[Ss]eed[ -]?0\d\d\b|shared/mission|mission/0\d\d`)

// TestNoPrivateCitations reads every tracked file but this package's own.
func TestNoPrivateCitations(t *testing.T) {
	out, err := exec.Command("git", "-C", root, "ls-files", "-z").Output()
	if err != nil {
		t.Skipf("git ls-files: %v (not a git checkout)", err)
	}
	n := 0
	for _, rel := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if rel == "" || strings.HasPrefix(rel, "internal/repodocs/") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			continue // listed but absent (a deletion not yet committed)
		}
		n++
		for i, line := range bytes.Split(b, []byte("\n")) {
			if m := privateRef.Find(line); m != nil {
				t.Errorf("%s:%d: cites %q, which a reader of the repository does not have; cite the public source", rel, i+1, m)
			}
		}
	}
	if n < 50 {
		t.Fatalf("only %d tracked files read; wrong root?", n)
	}
}
