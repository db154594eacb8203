package repodocs

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// outsideRef matches a test's way of reaching files outside the repository:
// the project's former sibling folder of GitHub data, or a relative path
// that climbs three or more levels (above the root from a package two levels
// deep) on a line that opens or names a file or folder; climbPath alone
// also matches paths given as input data (a path-traversal test case).
var (
	outsideRef = regexp.MustCompile(`"shared", "github"|shared/github/`)
	climbPath  = regexp.MustCompile(`(\.\./){3,}`)
	fileUse    = regexp.MustCompile(`ReadFile|ReadDir|os\.Open|filepath\.Join|Glob|Dir\s*=|const \w+\s*=`)
)

// TestTestsStayInsideTheRepository: no test reads data from beside the
// clone, so `go test ./...` in a fresh clone runs every test instead of
// failing or skipping; fixtures live in each package's testdata/.
func TestTestsStayInsideTheRepository(t *testing.T) {
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "*_test.go").Output()
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
			continue
		}
		n++
		for i, line := range strings.Split(string(b), "\n") {
			m := outsideRef.FindString(line)
			if c := climbPath.FindString(line); m == "" && c != "" && fileUse.MatchString(line) {
				m = c
			}
			if m != "" {
				t.Errorf("%s:%d: %q reaches outside the repository; copy the data into testdata/ with its provenance", rel, i+1, m)
			}
		}
	}
	if n < 20 {
		t.Fatalf("only %d test files read; wrong root?", n)
	}
}
