// Package checkstest runs a rule over its fixtures and compares the findings
// with the expectations written inline in them, as golang.org/x/tools'
// analysistest does with `// want` comments.
//
// A fixture line that must be reported carries `# want: RC101` (Python) or
// `// want: RC101` (JS, TS, Go); several IDs on one line mean several findings.
// Every expected finding must be reported on its line (1-based) and nothing
// else may be.
//
// A want comment may also say which fix the finding carries: `fix:safe`,
// `fix:unsafe` or `fix:none` after the IDs (`// want: RC101 fix:unsafe`);
// the test then checks the fix's applicability. Lines without it are not
// checked for fixes.
//
// A want comment may name the severity the findings on its line get:
// `low`, `medium` or `high` after the IDs (`// want: RC101 low`, issue 21's
// severity by impact). A want line without one expects the rule's default
// severity, so a finding whose severity moves by where it is must say so.
//
// A finding that a suppression comment (or a documented convention such as
// RC101's deliberate-timeout note) silences is still found, marked
// suppressed: its want comment says so with `suppressed` after the IDs
// (`// want: RC101 suppressed`). Every other finding must be unsuppressed.
//
// A fixture name.ext may have a snapshot name.fixed.ext beside it: the
// fixture with every fix of the rule applied, safe and unsafe (package fix),
// as Ruff's fix snapshots. The test applies the fixes, compares, and checks
// that fixing the result again changes nothing. RC_UPDATE_FIXED=1 rewrites the
// snapshots instead.
package checkstest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/fix"
	"github.com/resilience-check/resilience-check/checks/model"
)

// wantRE matches an inline expectation comment: `# want: RC101` or
// `// want: RC101 RC201`.
var wantRE = regexp.MustCompile(`(?:#|//)\s*want:\s*((?:RC\d{3}[\s,]*)+)`)

// wantFixRE matches the fix expectation after the IDs: `fix:unsafe`.
var wantFixRE = regexp.MustCompile(`(?:#|//)\s*want:\s*(?:RC\d{3}[\s,]*)+fix:(safe|unsafe|none)\b`)

// wantSevRE matches the severity expectation after the IDs (and a fix
// expectation, and suppressed): `# want: RC101 fix:none low`.
var wantSevRE = regexp.MustCompile(`(?:#|//)\s*want:\s*(?:RC\d{3}[\s,]*)+(?:fix:\w+\s*)?(?:suppressed\s*)?(low|medium|high)\b`)

// WantSeverity returns the severity expectations of a fixture: 1-based line
// to "low", "medium" or "high". Lines with a want comment that names none are
// absent.
func WantSeverity(src []byte) map[int]string {
	want := map[int]string{}
	for i, line := range strings.Split(string(src), "\n") {
		if m := wantSevRE.FindStringSubmatch(line); m != nil {
			want[i+1] = m[1]
		}
	}
	return want
}

// wantSuppressedRE matches a want comment whose findings must be
// suppressed: `# want: RC101 suppressed`.
var wantSuppressedRE = regexp.MustCompile(`(?:#|//)\s*want:\s*(?:RC\d{3}[\s,]*)+(?:fix:\w+\s*)?suppressed\b`)

// WantSuppressed returns the 1-based lines whose expected findings are
// suppressed.
func WantSuppressed(src []byte) map[int]bool {
	want := map[int]bool{}
	for i, line := range strings.Split(string(src), "\n") {
		if wantSuppressedRE.MatchString(line) {
			want[i+1] = true
		}
	}
	return want
}

// WantFix returns the fix expectations of a fixture: 1-based line to "safe",
// "unsafe" or "none".
func WantFix(src []byte) map[int]string {
	want := map[int]string{}
	for i, line := range strings.Split(string(src), "\n") {
		if m := wantFixRE.FindStringSubmatch(line); m != nil {
			want[i+1] = m[1]
		}
	}
	return want
}

// Run checks rule r against every source file in dir and its subfolders
// (one subtest per file; a subfolder such as testdata/scripts/ gives the
// fixture that path). It fails the test when dir holds no source file.
func Run(t *testing.T, r *model.Rule, dir string) {
	t.Helper()
	RunRules(t, []*model.Rule{r}, dir)
}

// RunRules is Run with several rules at once, for a rule whose findings
// depend on the others' (RC002 judges the suppressions of their findings).
// Expectations cover the findings of every rule.
func RunRules(t *testing.T, rules []*model.Rule, dir string) {
	t.Helper()
	r := rules[0]
	n := 0
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		if _, ok := model.DetectLanguage(d.Name()); !ok || strings.Contains(d.Name(), ".fixed.") {
			return nil
		}
		n++
		rel, _ := filepath.Rel(dir, path)
		t.Run(filepath.ToSlash(rel), func(t *testing.T) { fileRules(t, rules, path) })
		return nil
	})
	if err != nil {
		t.Fatalf("%s: no fixtures in %s: %v", r.ID, dir, err)
	}
	if n == 0 {
		t.Fatalf("%s: no source files in %s", r.ID, dir)
	}
}

// Want returns the expectations of a fixture: "line:RULE" to the number of
// findings expected there.
func Want(src []byte) map[string]int {
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
	return want
}

// File checks rule r against one fixture file: missing and unexpected
// findings are test errors, and so is a message that is not lowercase-first
// or ends with a period.
func File(t *testing.T, r *model.Rule, path string) {
	t.Helper()
	fileRules(t, []*model.Rule{r}, path)
}

func fileRules(t *testing.T, rules []*model.Rule, path string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := Want(src)
	eng := &checks.Engine{Rules: rules, Workers: 1}
	res, err := eng.Scan(context.Background(), []checks.Input{{Path: filepath.ToSlash(path), Size: int64(len(src)),
		Read: func() ([]byte, error) { return src, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range res.Notices {
		if n.Kind == checks.NoticeSkipped {
			t.Fatalf("fixture skipped: %s", n.Reason)
		}
		if n.Incomplete && strings.Contains(n.Reason, " failed on this file (") {
			t.Errorf("a rule panicked on the fixture (the scan would be incomplete, exit 2): %s", n.Reason)
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
	wantSup := WantSuppressed(src)
	for _, f := range res.Findings {
		switch {
		case f.Suppression != nil && !wantSup[f.StartLine]:
			problems = append(problems, fmt.Sprintf("line %d: %s is suppressed (%q), want it reported or `want: %s suppressed`", f.StartLine, f.RuleID, f.Suppression.Justification, f.RuleID))
		case f.Suppression == nil && wantSup[f.StartLine]:
			problems = append(problems, fmt.Sprintf("line %d: %s is reported, want it suppressed", f.StartLine, f.RuleID))
		}
	}
	for line, w := range WantFix(src) {
		for _, f := range res.Findings {
			if f.StartLine != line {
				continue
			}
			g := "none"
			if f.Autofix != nil {
				g = "safe"
				if f.Autofix.Applicability == model.FixUnsafe {
					g = "unsafe"
				}
			}
			if g != w {
				problems = append(problems, fmt.Sprintf("line %d: %s fix is %s, want %s", line, f.RuleID, g, w))
			}
		}
	}
	sevs := WantSeverity(src)
	for _, f := range res.Findings {
		if _, expected := want[fmt.Sprintf("%d:%s", f.StartLine, f.RuleID)]; !expected {
			continue
		}
		w, ok := sevs[f.StartLine]
		if !ok {
			for _, r := range rules {
				if r.ID == f.RuleID {
					w = r.Severity.String() // the rule's default
				}
			}
		}
		if f.Severity.String() != w {
			problems = append(problems, fmt.Sprintf("line %d: %s severity is %s, want %s: %s", f.StartLine, f.RuleID, f.Severity, w, f.Message))
		}
	}
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
	checkFixed(t, eng, path, src)
}

// FixedPath returns the snapshot path of a fixture: dir/name.fixed.ext.
func FixedPath(path string) string {
	ext := filepath.Ext(path)
	return strings.TrimSuffix(path, ext) + ".fixed" + ext
}

// checkFixed compares the fixture with every fix applied against its
// snapshot, when it has one (or writes it with RC_UPDATE_FIXED=1), and checks
// that fixing is idempotent.
func checkFixed(t *testing.T, eng *checks.Engine, path string, src []byte) {
	t.Helper()
	snap := FixedPath(path)
	want, err := os.ReadFile(snap)
	update := os.Getenv("RC_UPDATE_FIXED") == "1"
	if err != nil && !update {
		return // no snapshot: the fixture's fixes are not checked
	}
	res, ferr := fix.File(context.Background(), filepath.ToSlash(path), src, fix.Options{Engine: eng, Unsafe: true})
	if ferr != nil {
		t.Fatalf("fix %s: %v", path, ferr)
	}
	for _, d := range res.Dropped {
		t.Errorf("%s:%d: %s fix dropped: %s", path, d.Finding.StartLine, d.Finding.RuleID, d.Reason)
	}
	if update {
		if len(res.Applied) == 0 {
			_ = os.Remove(snap) // nothing to fix: no snapshot
			return
		}
		if err := os.WriteFile(snap, res.Src, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if string(res.Src) != string(want) {
		t.Errorf("%s with its fixes applied differs from %s (RC_UPDATE_FIXED=1 rewrites it)\n--- got:\n%s", path, snap, res.Src)
	}
	again, ferr := fix.File(context.Background(), filepath.ToSlash(path), res.Src, fix.Options{Engine: eng, Unsafe: true})
	if ferr != nil {
		t.Fatal(ferr)
	}
	if len(again.Applied) != 0 || string(again.Src) != string(res.Src) {
		t.Errorf("%s: fixing the fixed source again applied %d more fixes: fixes must be idempotent", path, len(again.Applied))
	}
}

// Messages scans one fixture with rule r and returns its findings' messages
// by 1-based start line (the last one when a line has several), for tests
// that check a message's words.
func Messages(t *testing.T, r *model.Rule, path string) map[int]string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	eng := &checks.Engine{Rules: []*model.Rule{r}, Workers: 1}
	res, err := eng.Scan(context.Background(), []checks.Input{{Path: filepath.ToSlash(path), Size: int64(len(src)),
		Read: func() ([]byte, error) { return src, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]string{}
	for _, f := range res.Findings {
		out[f.StartLine] = f.Message
	}
	return out
}
