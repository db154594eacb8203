package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// discoveryRepo is a git repository whose root config raises RC101 to high
// and excludes gen/, with a nested config in svc/quiet that turns RC101 off
// for the files below it.
func discoveryRepo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	call := "import requests\nrequests.get('http://x')\n"
	write(t, filepath.Join(dir, ".github", "resilience-check.yml"), "severity: {http-call-without-timeout: high}\nexclude: [\"src/x/gen/**\"]\n")
	write(t, filepath.Join(dir, "src", "x", "a.py"), call)
	write(t, filepath.Join(dir, "src", "x", "gen", "g.py"), call)
	write(t, filepath.Join(dir, "svc", "quiet", ".github", "resilience-check.yml"), "disable: [RC101]\n")
	write(t, filepath.Join(dir, "svc", "quiet", "b.py"), call)
	write(t, filepath.Join(dir, "svc", "loud.py"), call)
	return dir
}

func findingPaths(t *testing.T, out string) string {
	t.Helper()
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	var ps []string
	for _, f := range rep.Findings {
		ps = append(ps, f.RuleID+" "+f.Path)
	}
	return strings.Join(ps, ", ")
}

// TestScanPathFromElsewhere: `scan /abs/repo/src/x` from another folder
// finds the repository and its config from the path, as Ruff and
// golangci-lint do, and gives the same findings and exit code as `scan
// src/x` inside the repository; text paths are relative to the working
// folder, JSON and SARIF paths to the repository root; a config in a
// subfolder governs the files below it.
func TestScanPathFromElsewhere(t *testing.T) {
	dir := discoveryRepo(t)
	t.Chdir(dir)
	codeIn, outIn, errs := run(t, "scan", "--format", "json", filepath.Join("src", "x"))
	if codeIn != ExitFindings || findingPaths(t, outIn) != "RC101 src/x/a.py" {
		t.Fatalf("inside: exit %d, %s; %s", codeIn, findingPaths(t, outIn), errs)
	}
	t.Chdir(t.TempDir())
	code, out, errs := run(t, "scan", "--format", "json", filepath.Join(dir, "src", "x"))
	if code != codeIn || out != outIn {
		t.Errorf("from elsewhere: exit %d (inside %d), %s; %s", code, codeIn, findingPaths(t, out), errs)
	}
	code, out, _ = run(t, "scan", "--format", "sarif", filepath.Join(dir, "src", "x"))
	if code != ExitFindings || !strings.Contains(out, `"uri": "src/x/a.py"`) {
		t.Errorf("sarif from elsewhere: exit %d\n%.2000s", code, out)
	}
	wd, _ := os.Getwd()
	rel, _ := filepath.Rel(evalLinks(wd), evalLinks(filepath.Join(dir, "src", "x", "a.py")))
	code, out, _ = run(t, "scan", "--format", "concise", filepath.Join(dir, "src", "x"))
	if code != ExitFindings || !strings.HasPrefix(out, rel+":2:1: RC101 [high] ") {
		t.Errorf("text from elsewhere: exit %d, want the path %s\n%s", code, rel, out)
	}
	t.Chdir(filepath.Join(dir, "src", "x"))
	if code, out, _ := run(t, "scan", "--format", "concise", "."); code != ExitFindings || !strings.HasPrefix(out, "a.py:2:1: RC101 [high] ") {
		t.Errorf("text from src/x: exit %d\n%s", code, out)
	}

	// The nearest config above each file: svc/quiet's turns RC101 off there.
	t.Chdir(dir)
	code, out, errs = run(t, "scan", "--format", "json", "-v")
	if got := findingPaths(t, out); code != ExitFindings || got != "RC101 src/x/a.py, RC101 svc/loud.py" {
		t.Errorf("whole repository: exit %d, %s", code, got)
	}
	if want := "config " + filepath.Join(dir, "svc", "quiet", ".github", "resilience-check.yml") + " for the files below"; !strings.Contains(errs, want) {
		t.Errorf("-v does not say %q:\n%s", want, errs)
	}
	t.Chdir(t.TempDir())
	if code, out, _ := run(t, "scan", "--format", "json", filepath.Join(dir, "svc")); code != ExitFindings || findingPaths(t, out) != "RC101 svc/loud.py" {
		t.Errorf("svc from elsewhere: exit %d, %s", code, findingPaths(t, out))
	}
	// Paths in two repositories are refused, naming both.
	other := discoveryRepo(t)
	if code, _, errs := run(t, "scan", filepath.Join(dir, "svc"), filepath.Join(other, "svc")); code != ExitError || !strings.Contains(errs, "different repositories") {
		t.Errorf("two repositories: exit %d, %q", code, errs)
	}
	// A nested config that does not parse is an error naming it.
	write(t, filepath.Join(dir, "svc", "quiet", ".github", "resilience-check.yml"), "disable: RC101\n")
	if code, _, errs := run(t, "scan", filepath.Join(dir, "svc")); code != ExitError || !strings.Contains(errs, filepath.Join("svc", "quiet", ".github", "resilience-check.yml")+":1: disable: expected a list of rules") {
		t.Errorf("bad nested config: exit %d, %q", code, errs)
	}
}
