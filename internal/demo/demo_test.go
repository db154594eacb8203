// Package demo holds the end-to-end test of the bundled example: the demo
// MCP server in examples/mcp-server marks each planted defect with an
// `expect: RCxxx` comment, and the scan must find exactly those.
package demo

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/internal/scan"
)

// expectRE matches the demo's planted-defect markers: `# expect: RC101 RC403`.
var expectRE = regexp.MustCompile(`(?:#|//)\s*expect:\s*((?:RC\d{3}[\s,]*)+)`)

const exampleDir = "../../examples/mcp-server"

// TestDemoFindsPlantedDefects scans the vulnerable forms of the demo server
// and compares the findings with the `expect:` markers, one finding per ID on
// the marked line, for every rule that exists. Markers naming a rule that is
// not in the catalogue yet are listed in the log, not failed on.
func TestDemoFindsPlantedDefects(t *testing.T) {
	files := []string{"python/server.py", "typescript/server.ts", "go/vulnerable/main.go"}
	rep := scanDemo(t, files)
	want := map[string]int{}
	var missingRules []string
	for _, rel := range files {
		src, err := os.ReadFile(filepath.Join(exampleDir, rel))
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			m := expectRE.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			for _, id := range strings.FieldsFunc(m[1], func(c rune) bool { return c == ' ' || c == ',' || c == '\t' }) {
				if checks.RuleByID(id) == nil {
					missingRules = append(missingRules, fmt.Sprintf("%s:%d:%s", rel, i+1, id))
					continue
				}
				want[fmt.Sprintf("%s:%d:%s", rel, i+1, id)]++
			}
		}
	}
	if len(want) == 0 {
		t.Fatal("no expect markers found for any existing rule")
	}
	got := map[string]int{}
	for _, f := range rep.Findings {
		got[fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID)]++
	}
	compare(t, want, got)
	if len(missingRules) > 0 {
		t.Logf("markers for rules not in the catalogue: %s", strings.Join(missingRules, " "))
	}
}

// TestDemoFixedFormsAreClean scans the fixed forms: no rule may report
// anything there, since they are what the docs tell users to write.
func TestDemoFixedFormsAreClean(t *testing.T) {
	rep := scanDemo(t, []string{"python/server_fixed.py", "typescript/server_fixed.ts", "go/fixed/main.go"})
	if len(rep.Files) != 3 {
		t.Fatalf("scanned %d files, want 3 (notices: %+v)", len(rep.Files), rep.Notices)
	}
	for _, f := range rep.Findings {
		t.Errorf("%s:%d: %s %s", f.Path, f.StartLine, f.RuleID, f.Message)
	}
}

func scanDemo(t *testing.T, files []string) *annotate.Report {
	t.Helper()
	var paths []string
	for _, f := range files {
		paths = append(paths, filepath.Join(exampleDir, f))
	}
	rep, err := scan.Run(context.Background(), scan.Options{Repo: exampleDir, Paths: paths})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Notices) > 0 {
		t.Fatalf("demo files not scanned cleanly: %+v", rep.Notices)
	}
	return rep
}

func compare(t *testing.T, want, got map[string]int) {
	t.Helper()
	var problems []string
	for k, n := range want {
		if got[k] < n {
			problems = append(problems, fmt.Sprintf("planted defect not found: %s", k))
		}
	}
	for k, n := range got {
		if want[k] < n {
			problems = append(problems, fmt.Sprintf("finding without an expect marker: %s", k))
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}
