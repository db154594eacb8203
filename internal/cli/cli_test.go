package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// run drives the command the way main does and returns exit code, stdout and
// stderr.
func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := (&Command{Stdout: &out, Stderr: &errb}).Main(args)
	return code, out.String(), errb.String()
}

func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.email=t@example.com", "-c", "user.name=t", "-c", "init.defaultBranch=main"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

type jsonReport struct {
	Findings []struct {
		RuleID    string `json:"rule_id"`
		Path      string `json:"path"`
		StartLine int    `json:"start_line"`
		InDiff    bool   `json:"in_diff"`
	} `json:"findings"`
	Notices []struct {
		Path   string `json:"path"`
		Kind   string `json:"kind"`
		Reason string `json:"reason"`
	} `json:"notices"`
	Files []struct {
		Path string `json:"path"`
	} `json:"files"`
}

// TestScanDiffMode builds a real repository where a feature branch adds a
// call without a timeout next to an old one, and checks that only the added
// line is reported, with line numbers of the head revision even though the
// work tree holds other content.
func TestScanDiffMode(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	write(t, filepath.Join(dir, "server.py"), "import requests\n\n\ndef old():\n    return requests.get('http://a')\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-qm", "base")
	git(t, dir, "checkout", "-qb", "feature")
	write(t, filepath.Join(dir, "server.py"), "import requests\n\n\ndef old():\n    return requests.get('http://a')\n\n\ndef new():\n    return requests.post('http://b', json={})\n")
	write(t, filepath.Join(dir, "notes.txt"), "not code\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-qm", "feature")
	// The work tree differs from the head commit: with --head, contents must
	// come from git.
	write(t, filepath.Join(dir, "server.py"), "# work tree edit\n")

	code, out, errs := run(t, "scan", "--repo", dir, "--base", "main", "--head", "HEAD", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d (medium findings must not fail at --fail-on high): %s", code, errs)
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("json output: %v\n%s", err, out)
	}
	var inDiff, outside []int
	for _, f := range rep.Findings {
		if f.RuleID != "RC101" {
			continue // this test follows RC101; other rules (RC403) see the same calls
		}
		if f.Path != "server.py" {
			t.Errorf("unexpected finding %+v", f)
		}
		if f.InDiff {
			inDiff = append(inDiff, f.StartLine)
		} else {
			outside = append(outside, f.StartLine)
		}
	}
	if len(inDiff) != 1 || inDiff[0] != 9 || len(outside) != 1 || outside[0] != 5 {
		t.Errorf("in diff %v, outside %v; want [9] and [5]", inDiff, outside)
	}

	code, _, _ = run(t, "scan", "--repo", dir, "--base", "main", "--head", "HEAD", "--fail-on", "medium")
	if code != ExitFindings {
		t.Errorf("--fail-on medium: exit %d, want %d", code, ExitFindings)
	}
	code, _, _ = run(t, "scan", "--repo", dir, "--base", "main", "--head", "HEAD", "--filter-mode", "file", "--fail-on", "medium")
	if code != ExitFindings {
		t.Errorf("--filter-mode file: exit %d, want %d", code, ExitFindings)
	}

	sarif := filepath.Join(t.TempDir(), "out.sarif")
	md := filepath.Join(t.TempDir(), "comment.md")
	code, out, errs = run(t, "scan", "--repo", dir, "--base", "main", "--head", "HEAD", "--format", "github", "--sarif", sarif, "--markdown", md)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "::warning file=server.py,line=9") {
		t.Errorf("github format lacks the annotation for line 9:\n%s", out)
	}
	if b, err := os.ReadFile(sarif); err != nil || !json.Valid(b) || !bytes.Contains(b, []byte(`"RC101"`)) {
		t.Errorf("sarif file: %v\n%s", err, b)
	}
	if b, err := os.ReadFile(md); err != nil || !strings.HasPrefix(string(b), "<!-- resilience-check -->") {
		t.Errorf("markdown file must start with the marker: %v\n%s", err, b)
	}

	code, _, errs = run(t, "scan", "--repo", dir, "--base", "no-such-branch")
	if code != ExitError || !strings.Contains(errs, "no-such-branch") {
		t.Errorf("bad base: exit %d, stderr %q", code, errs)
	}
}

// TestScanPathModeBadInput checks that odd files are skipped with a notice
// and the rest is still scanned.
func TestScanPathModeBadInput(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "ok.py"), "import requests\nrequests.get('http://x')\n")
	write(t, filepath.Join(dir, "broken.py"), "import requests\ndef f(:\n    requests.get('http://x')\n")
	write(t, filepath.Join(dir, "bin.py"), "\x00\x01\x02binary")
	write(t, filepath.Join(dir, "long.js"), "var a = '"+strings.Repeat("x", 20000)+"';\n")
	write(t, filepath.Join(dir, "app.min.js"), "fetch(u)\n")
	write(t, filepath.Join(dir, "big.py"), strings.Repeat("x = 1\n", 300_000))
	write(t, filepath.Join(dir, "node_modules", "dep", "index.js"), "fetch(u)\n")
	if err := os.Symlink(filepath.Join(dir, "ok.py"), filepath.Join(dir, "link.py")); err != nil {
		t.Fatal(err)
	}
	// big.py was not scanned (over the size limit): the scan is incomplete,
	// exit 2, unless the user accepts it.
	if code, _, errs := run(t, "scan", "--repo", dir, "--format", "json", "--fail-on", "none", "--allow-incomplete", dir); code != ExitOK {
		t.Fatalf("--allow-incomplete: exit %d: %s", code, errs)
	}
	code, out, errs := run(t, "scan", "--repo", dir, "--format", "json", "--fail-on", "none", dir)
	if code != ExitIncomplete || !strings.Contains(errs, "the scan is incomplete: not scanned: big.py") {
		t.Fatalf("exit %d, want %d: %s", code, ExitIncomplete, errs)
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	notices := map[string]string{}
	for _, n := range rep.Notices {
		notices[filepath.Base(n.Path)] = n.Kind + ": " + n.Reason
	}
	for name, want := range map[string]string{
		"bin.py": "binary", "long.js": "minified", "app.min.js": "minified", "big.py": "limit",
		"link.py": "symbolic link", "broken.py": "partial",
	} {
		if !strings.Contains(notices[name], want) {
			t.Errorf("notice for %s = %q, want it to mention %q", name, notices[name], want)
		}
	}
	if _, ok := notices["index.js"]; ok {
		t.Error("node_modules must be skipped silently")
	}
	found := map[string]bool{}
	for _, f := range rep.Findings {
		found[f.Path] = true
	}
	if !found["ok.py"] {
		t.Errorf("ok.py must still be scanned and reported: %+v", rep.Findings)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"nope"},
		{"scan", "--format", "xml"},
		{"scan", "--fail-on", "urgent"},
		{"scan", "--filter-mode", "lines"},
		{"scan", "--filter-mode", "added", "."},
		{"rules", "RC999"},
	} {
		if code, _, errs := run(t, args...); code != ExitError || errs == "" {
			t.Errorf("%v: exit %d, stderr %q; want %d with a message", args, code, errs, ExitError)
		}
	}
	if code, out, _ := run(t, "rules"); code != ExitOK || !strings.Contains(out, "RC101") {
		t.Errorf("rules: exit %d\n%s", code, out)
	}
	if code, out, _ := run(t, "rules", "rc101"); code != ExitOK || !strings.HasPrefix(out, "# RC101 http-call-without-timeout") {
		t.Errorf("rules rc101: exit %d\n%s", code, out)
	}
}

// TestScanDirectoryOutsideWorkDir: `scan /elsewhere` without --repo takes that
// folder as the root, as `ruff check /elsewhere` does: paths are reported
// relative to it and its .github/resilience-check.yml applies.
func TestScanDirectoryOutsideWorkDir(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "svc", "a.py"), "import requests\nrequests.get('http://x')\n")
	write(t, filepath.Join(dir, "tests", "b.py"), "import requests\nrequests.get('http://x')\n")
	write(t, filepath.Join(dir, ".github", "resilience-check.yml"), "exclude: [\"tests/**\"]\n")
	code, out, errs := run(t, "scan", "--format", "json", "--fail-on", "none", dir)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	var paths []string
	for _, f := range rep.Findings {
		if f.RuleID == "RC101" {
			paths = append(paths, f.Path)
		}
	}
	if len(paths) != 1 || paths[0] != "svc/a.py" || len(rep.Notices) != 0 {
		t.Fatalf("want one RC101 finding in svc/a.py and no notices, got %+v %+v", rep.Findings, rep.Notices)
	}
}

// TestScanDiffModeFileLevelFinding: RC404's no-breaker signal (off by
// default, turned on by the repository's config) is one finding per file at
// its first upstream call; a branch that adds another upstream
// call further down must still be told, at the added call.
func TestScanDiffModeFileLevelFinding(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	base := "import requests\n\n\ndef forecast(city):\n    return requests.get('https://weather.example.com/f', timeout=5)\n"
	write(t, filepath.Join(dir, "server.py"), base)
	write(t, filepath.Join(dir, ".github", "resilience-check.yml"), "extend-enable: [RC404]\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-qm", "base")
	git(t, dir, "checkout", "-qb", "feature")
	write(t, filepath.Join(dir, "server.py"), base+"\n\ndef news(city):\n    return requests.get('https://news.example.com/n', timeout=5)\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-qm", "feature")

	code, out, errs := run(t, "scan", "--repo", dir, "--base", "main", "--head", "HEAD", "--format", "json", "--fail-on", "none")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	var got []string
	for _, f := range rep.Findings {
		if f.RuleID == "RC404" {
			got = append(got, fmt.Sprintf("%d:%v", f.StartLine, f.InDiff))
		}
	}
	if len(got) != 1 || got[0] != "9:true" {
		t.Fatalf("RC404 findings %v, want one on the added call at line 9, in the diff", got)
	}
}

// TestScanTimeoutReportsWhatItHas: past --timeout the scan does not fail with
// nothing on stdout: the report is written, every file not scanned is listed
// as skipped, stderr says the limit was reached, and the exit code is 2:
// the scan is incomplete (issue 20: it was 0).
func TestScanTimeoutReportsWhatItHas(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 30; i++ {
		write(t, filepath.Join(dir, fmt.Sprintf("svc%02d.py", i)), "import requests\n\ndef f(u):\n    return requests.get(u)\n")
	}
	code, out, errs := run(t, "scan", dir, "--timeout", "1ns", "--format", "json", "--fail-on", "none")
	if code != ExitIncomplete {
		t.Fatalf("exit %d, want %d: %s", code, ExitIncomplete, errs)
	}
	if !strings.Contains(errs, "time limit (--timeout 1ns) was reached") {
		t.Errorf("stderr %q does not say the time limit was reached", errs)
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("stdout is not the JSON report: %v\n%s", err, out)
	}
	skipped := 0
	for _, n := range rep.Notices {
		if n.Kind == "skipped" && strings.Contains(n.Reason, "time limit") {
			skipped++
		}
	}
	if skipped+len(rep.Files) != 30 {
		t.Fatalf("%d files scanned and %d listed as not reached, want 30 in all", len(rep.Files), skipped)
	}
}

// TestScanFixAndDiff: --diff prints the fix and writes nothing (exit 1);
// --fix writes it and reports what is left; --unsafe-fixes adds the unsafe
// one; bad combinations are usage errors.
func TestScanFixAndDiff(t *testing.T) {
	dir := t.TempDir()
	py := filepath.Join(dir, "tool.py")
	js := filepath.Join(dir, "agg.js")
	write(t, py, "import subprocess\n\n\ndef render(cmd):\n    return subprocess.run(cmd, capture_output=True)\n")
	write(t, js, "export async function both(a, b) {\n  const [x, y] = await Promise.all([fetchA(a), fetchB(b)]);\n  return { x, y };\n}\n")
	code, out, errs := run(t, "scan", dir, "--diff")
	if code != ExitFindings || !strings.Contains(out, "+    return subprocess.run(cmd, capture_output=True, timeout=30)") ||
		!strings.Contains(errs, "would fix 1 finding(s) in 1 file(s); 1 more with --unsafe-fixes") {
		t.Fatalf("--diff: exit %d\n%s\n%s", code, out, errs)
	}
	if b, _ := os.ReadFile(py); strings.Contains(string(b), "timeout=30") {
		t.Fatal("--diff wrote the file")
	}
	code, out, errs = run(t, "scan", dir, "--fix", "--fail-on", "none")
	if code != ExitOK || !strings.Contains(errs, "fixed 1 finding(s)") || strings.Contains(out, "RC102") || !strings.Contains(out, "RC602") {
		t.Fatalf("--fix: exit %d\n%s\n%s", code, out, errs)
	}
	if b, _ := os.ReadFile(py); !strings.Contains(string(b), "timeout=30") {
		t.Fatal("--fix did not write the file")
	}
	code, _, errs = run(t, "scan", dir, "--fix", "--unsafe-fixes", "--fail-on", "none")
	if b, _ := os.ReadFile(js); code != ExitOK || !strings.Contains(string(b), "Promise.allSettled(") {
		t.Fatalf("--unsafe-fixes: exit %d, %s\n%s", code, errs, b)
	}
	for _, args := range [][]string{{"--fix", "--diff"}, {"--unsafe-fixes"}} {
		if code, _, _ := run(t, append([]string{"scan", dir}, args...)...); code != ExitError {
			t.Errorf("scan %v: exit %d, want %d", args, code, ExitError)
		}
	}
}

// TestScanExitCodesIncomplete: issue 20's exit codes. A diff that changes no
// source file is a complete answer (exit 0, as a pre-commit hook with no
// file to check passes); a diff whose only source file is not scanned (over
// --max-file-bytes) exits 2, and 0 with --allow-incomplete or config
// `incomplete: pass`; findings at or above --fail-on exit 1 even then.
func TestScanExitCodesIncomplete(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	git(t, dir, "init", "-q", "-b", "main")
	write(t, filepath.Join(dir, "README.md"), "hello\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-qm", "base")
	git(t, dir, "checkout", "-qb", "docs")
	write(t, filepath.Join(dir, "README.md"), "hello again\n")
	git(t, dir, "commit", "-qam", "docs")
	if code, _, errs := run(t, "scan", "--repo", dir, "--base", "main", "--head", "HEAD"); code != ExitOK {
		t.Errorf("a diff without source files: exit %d, want 0: %s", code, errs)
	}
	write(t, filepath.Join(dir, "big.py"), "import requests\nrequests.get('http://x', timeout=5)\n"+strings.Repeat("# pad\n", 2000))
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-qm", "big")
	args := []string{"scan", "--repo", dir, "--base", "main", "--head", "HEAD", "--max-file-bytes", "1000"}
	if code, _, errs := run(t, args...); code != ExitIncomplete || !strings.Contains(errs, "the scan is incomplete: not scanned: big.py") {
		t.Errorf("big.py not scanned: exit %d, want %d: %s", code, ExitIncomplete, errs)
	}
	if code, _, errs := run(t, append(args, "--allow-incomplete")...); code != ExitOK {
		t.Errorf("--allow-incomplete: exit %d, want 0: %s", code, errs)
	}
	write(t, filepath.Join(dir, ".github", "resilience-check.yml"), "incomplete: pass\n")
	if code, _, errs := run(t, args...); code != ExitOK {
		t.Errorf("config incomplete: pass: exit %d, want 0: %s", code, errs)
	}
	write(t, filepath.Join(dir, "bad.py"), "import requests\nrequests.get('http://x')\n")
	git(t, dir, "add", "bad.py")
	git(t, dir, "commit", "-qm", "bad")
	if code, _, errs := run(t, append(args, "--fail-on", "medium")...); code != ExitFindings {
		t.Errorf("a finding at fail-on in an incomplete scan: exit %d, want 1: %s", code, errs)
	}
}
