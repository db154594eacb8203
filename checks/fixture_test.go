package checks

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// wantRE matches an inline expectation comment: `# want: RC101` or
// `// want: RC101 RC201`. Several IDs on one line mean several findings.
var wantRE = regexp.MustCompile(`(?:#|//)\s*want:\s*((?:RC\d{3}[\s,]*)+)`)

// TestFixtures runs each rule over the files in checks/testdata/<ID>/ and
// compares its findings with the `want` comments there: every expected
// finding must be reported on its line and nothing else may be.
func TestFixtures(t *testing.T) {
	for _, r := range Rules() {
		dir := filepath.Join("testdata", r.ID)
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Errorf("%s: no fixtures in %s: %v", r.ID, dir, err)
			continue
		}
		for _, e := range entries {
			if _, ok := DetectLanguage(e.Name()); !ok {
				continue
			}
			path := filepath.Join(dir, e.Name())
			t.Run(r.ID+"/"+e.Name(), func(t *testing.T) {
				checkFixture(t, r, path)
			})
		}
	}
}

func checkFixture(t *testing.T, r *Rule, path string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for i, line := range strings.Split(string(src), "\n") {
		m := wantRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, id := range strings.FieldsFunc(m[1], func(c rune) bool { return c == ' ' || c == ',' || c == '\t' }) {
			want[fmt.Sprintf("%d:%s", i+1, id)]++
		}
	}
	eng := &Engine{Rules: []*Rule{r}, Workers: 1}
	res, err := eng.Scan(context.Background(), []Input{{Path: filepath.ToSlash(path), Size: int64(len(src)),
		Read: func() ([]byte, error) { return src, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range res.Notices {
		if n.Kind == NoticeSkipped {
			t.Fatalf("fixture skipped: %s", n.Reason)
		}
	}
	got := map[string]int{}
	for _, f := range res.Findings {
		got[fmt.Sprintf("%d:%s", f.StartLine, f.RuleID)]++
		if f.Message == "" || f.Message != strings.ToLower(f.Message[:1])+f.Message[1:] || strings.HasSuffix(f.Message, ".") {
			t.Errorf("line %d: message %q must be lowercase-first with no trailing period", f.StartLine, f.Message)
		}
	}
	var problems []string
	for k, n := range want {
		if got[k] < n {
			problems = append(problems, fmt.Sprintf("missing finding %s (want %d, got %d)", k, n, got[k]))
		}
	}
	for k, n := range got {
		if want[k] < n {
			msg := ""
			for _, f := range res.Findings {
				if fmt.Sprintf("%d:%s", f.StartLine, f.RuleID) == k {
					msg = f.Message
				}
			}
			problems = append(problems, fmt.Sprintf("unexpected finding %s (want %d, got %d): %s", k, want[k], n, msg))
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Errorf("%s: %s", path, p)
	}
	if len(want) == 0 {
		t.Logf("%s has no want comments: a negatives-only fixture", path)
	}
}
