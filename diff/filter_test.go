package diff

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/finding"
)

func TestApply(t *testing.T) {
	changes := []FileChange{
		{Path: "a.py", OldPath: "a.py", Added: []LineRange{{3, 3}, {10, 12}}, Hunks: []LineRange{{1, 6}, {7, 15}}},
		{Path: "whole.py", WholeFile: true},
		{Path: "gone.py", OldPath: "gone.py", Status: Deleted},
		{Path: "renamed.py", OldPath: "old.py", Status: Renamed},
	}
	findings := []struct {
		path       string
		start, end int
		// in the diff under added, diff_context, file, nofilter
		want [4]bool
	}{
		{"a.py", 3, 3, [4]bool{true, true, true, true}},
		{"a.py", 5, 5, [4]bool{false, true, true, true}},
		{"a.py", 20, 20, [4]bool{false, false, true, true}},
		{"a.py", 8, 10, [4]bool{true, true, true, true}},    // last line added
		{"a.py", 13, 20, [4]bool{false, true, true, true}},  // first lines in a hunk
		{"a.py", 16, 40, [4]bool{false, false, true, true}}, // after everything
		{"a.py", 3, 0, [4]bool{true, true, true, true}},     // EndLine unset
		{"./a.py", 11, 11, [4]bool{true, true, true, true}}, // path cleaned
		{"whole.py", 100, 100, [4]bool{true, true, true, true}},
		{"renamed.py", 1, 1, [4]bool{false, false, true, true}}, // pure rename: no lines
		{"old.py", 1, 1, [4]bool{false, false, false, true}},
		{"gone.py", 1, 1, [4]bool{false, false, false, true}},
		{"other.py", 3, 3, [4]bool{false, false, false, true}},
	}
	for i, mode := range []FilterMode{Added, DiffContext, File, NoFilter} {
		fs := make([]finding.Finding, len(findings))
		for j, f := range findings {
			fs[j] = finding.Finding{Path: f.path, StartLine: f.start, EndLine: f.end, InDiff: !f.want[i]}
		}
		Apply(fs, changes, mode)
		for j, f := range findings {
			if fs[j].InDiff != f.want[i] {
				t.Errorf("%s: %s:%d-%d InDiff = %v, want %v", mode, f.path, f.start, f.end, fs[j].InDiff, f.want[i])
			}
		}
	}
	fs := []finding.Finding{{Path: "x.py", StartLine: 1}}
	Apply(fs, nil, NoFilter)
	if !fs[0].InDiff {
		t.Error("NoFilter without changes must mark every finding")
	}
	fs[0] = finding.Finding{Path: "a.py", StartLine: 5, EndLine: 5}
	Apply(fs, changes, "")
	if fs[0].InDiff {
		t.Error("an empty mode must act as added")
	}
}

func TestFilterModeFlag(t *testing.T) {
	var m FilterMode
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Var(&m, "filter-mode", "which findings to report")
	if err := fs.Parse([]string{"-filter-mode=diff_context"}); err != nil || m != DiffContext {
		t.Fatalf("Parse = %v, mode %q", err, m)
	}
	err := fs.Parse([]string{"-filter-mode=Added"})
	if err == nil || !strings.Contains(err.Error(), `unknown filter mode "Added": want added, diff_context, file or nofilter`) {
		t.Errorf("bad mode error = %v", err)
	}
	for _, s := range []string{"added", "diff_context", "file", "nofilter"} {
		if m, err := ParseFilterMode(s); err != nil || m.String() != s {
			t.Errorf("ParseFilterMode(%q) = %q, %v", s, m, err)
		}
	}
}

// TestApplyMovesFileLevelFindingToChangedSite: a finding with other sites
// (RC403's one-per-file signal) whose own line is outside the diff moves to
// the first site the change added, with that site's message and line text.
func TestApplyMovesFileLevelFindingToChangedSite(t *testing.T) {
	changes := []FileChange{{Path: "svc.py", OldPath: "svc.py", Added: []LineRange{{20, 21}}, Hunks: []LineRange{{17, 24}}}}
	mk := func() []finding.Finding {
		return []finding.Finding{{RuleID: "RC403", Path: "svc.py", StartLine: 3, EndLine: 3, Message: "first", LineText: "a()",
			Also: []finding.Site{
				{StartLine: 10, EndLine: 10, StartCol: 5, EndCol: 9, Message: "second", LineText: "b()"},
				{StartLine: 21, EndLine: 21, StartCol: 7, EndCol: 12, Message: "third", LineText: "c()"},
				{StartLine: 30, EndLine: 30, Message: "fourth", LineText: "d()"},
			}}}
	}
	fs := mk()
	Apply(fs, changes, Added)
	if f := fs[0]; !f.InDiff || f.StartLine != 21 || f.StartCol != 7 || f.EndCol != 12 || f.Message != "third" || f.LineText != "c()" {
		t.Errorf("added: got %+v, want it moved to line 21 with the third site's message", f)
	}
	fs = mk()
	Apply(fs, []FileChange{{Path: "svc.py", Added: []LineRange{{40, 41}}, Hunks: []LineRange{{38, 44}}}}, Added)
	if f := fs[0]; f.InDiff || f.StartLine != 3 || f.Message != "first" {
		t.Errorf("no site changed: got %+v, want it outside the diff at line 3", f)
	}
	fs = mk()
	fs[0].StartLine, fs[0].EndLine = 20, 20 // its own line is changed: it stays
	Apply(fs, changes, Added)
	if f := fs[0]; !f.InDiff || f.StartLine != 20 || f.Message != "first" {
		t.Errorf("own line changed: got %+v, want it to stay at line 20", f)
	}
}

// TestApplyMarksSuggestableFixes: a fix is suggestable only when all the
// lines it replaces were added.
func TestApplyMarksSuggestableFixes(t *testing.T) {
	mk := func(from, to int) finding.Finding {
		return finding.Finding{RuleID: "RC102", Path: "a.py", StartLine: from, EndLine: from,
			Autofix: &finding.Fix{Applicability: finding.FixSafe, Lines: &finding.LineChange{StartLine: from, EndLine: to, Text: "x"}}}
	}
	fs := []finding.Finding{mk(3, 3), mk(4, 6), mk(9, 9), {RuleID: "RC101", Path: "a.py", StartLine: 3}}
	Apply(fs, []FileChange{{Path: "a.py", Status: Modified, Added: []LineRange{{Start: 2, End: 5}}, Hunks: []LineRange{{Start: 1, End: 9}}}}, Added)
	for i, want := range []bool{true, false, false, false} {
		if fs[i].FixInDiff != want {
			t.Errorf("finding %d (lines %d..): FixInDiff %v, want %v", i, fs[i].StartLine, fs[i].FixInDiff, want)
		}
	}
}
