package annotate

import (
	"bytes"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// hostileReport has a finding and a notice whose path, source line and
// message carry what a CI runner would take for a workflow command.
func hostileReport() *Report {
	return &Report{
		Findings: []checks.Finding{
			{Path: "a\n::set-output name=x::y.py", StartLine: 1, EndLine: 1, StartCol: 1, EndCol: 14, RuleID: "RC101", InDiff: true,
				Severity: checks.SeverityHigh, Message: "call ##[add-mask]x\n::warning::y", LineText: "::add-mask::x = get(u)"},
			{Path: "::add-mask::b.py", StartLine: 2, EndLine: 2, StartCol: 5, EndCol: 8, RuleID: "RC101", InDiff: true,
				Severity: checks.SeverityHigh, Message: "m", LineText: "  \x1b[2J##[add-mask]get(u) \u202e"},
			{Path: "c ##[error]x.py", StartLine: 3, EndLine: 3, StartCol: 1, EndCol: 2, RuleID: "RC101", InDiff: true,
				Severity: checks.SeverityHigh, Message: "m", LineText: "x"},
		},
		Notices: []checks.Notice{{Path: "d\r::stop-commands::t.py", Kind: checks.NoticeSkipped, Reason: "reason\n::error::z"}},
	}
}

// TestWriteTextNoWorkflowCommands: no line of the text report starts with
// "::" (after white space, as the runner trims it) or holds "##[", and no
// control character from the input gets through.
func TestWriteTextNoWorkflowCommands(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteText(&buf, hostileReport()); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if strings.HasPrefix(strings.TrimLeft(line, " \t"), "::") {
			t.Errorf("line starts with \"::\": %q", line)
		}
		if strings.Contains(line, "##[") {
			t.Errorf("line holds \"##[\": %q", line)
		}
		for _, r := range line {
			if unsafeRune(r, true) {
				t.Errorf("line holds control character %U: %q", r, line)
			}
		}
	}
	for _, want := range []string{
		`"a\n::set-output name=x::y.py":1:1: RC101 [high] call ##\x5badd-mask]x\n::warning::y`,
		`    \x3a:add-mask::x = get(u)`,
		`"::add-mask::b.py":2:5:`,
		`    ` + `  \x1b[2J##\x5badd-mask]get(u) \u202e`,
		`"d\r::stop-commands::t.py": skipped: reason\n::error::z`,
		`"c ##\x5berror]x.py":3:1:`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestWriteTextCaretsAfterEscape: the carets stay under the finding's
// columns once the characters before them are escaped.
func TestWriteTextCaretsAfterEscape(t *testing.T) {
	var buf bytes.Buffer
	rep := &Report{Findings: []checks.Finding{{Path: "a.py", StartLine: 1, EndLine: 1, StartCol: 3, EndCol: 6,
		RuleID: "RC101", Severity: checks.SeverityHigh, Message: "m", LineText: "\x01 get(u)", InDiff: true}}}
	if err := WriteText(&buf, rep); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(buf.String(), "\n")
	if got, want := lines[1], `    \x01 get(u)`; got != want {
		t.Fatalf("source line %q, want %q", got, want)
	}
	if got, want := lines[2], "    "+strings.Repeat(" ", 5)+"^^^"; got != want {
		t.Errorf("caret line %q, want %q", got, want)
	}
}

// TestSafeTextPlain: ordinary code and paths are left alone, tabs in source
// lines too.
func TestSafeTextPlain(t *testing.T) {
	for _, s := range []string{"x = a[::2]", "\tresp = requests.get(url)", "std::cout", "é = get(u)", "# comment ## [x]"} {
		if got := safeText(s, true, true); got != s {
			t.Errorf("safeText(%q) = %q", s, got)
		}
	}
	for _, p := range []string{"src/a.py", "日本/b.go", "a b.py"} {
		if got := safePath(p); got != p {
			t.Errorf("safePath(%q) = %q", p, got)
		}
	}
}

// TestWorkflowCommandsHostile: in the github format every line is one of
// our commands (the runner parses a "::" line as a v2 command and never as
// a legacy "##[" one), and the input's line breaks are %-escaped.
func TestWorkflowCommandsHostile(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteWorkflowCommands(&buf, hostileReport()); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines, want 4 (3 findings, 1 notice):\n%s", len(lines), buf.String())
	}
	for _, line := range lines {
		if !strings.HasPrefix(line, "::error ") && !strings.HasPrefix(line, "::warning ") && !strings.HasPrefix(line, "::notice ") {
			t.Errorf("line is not one of ours: %q", line)
		}
		if strings.ContainsAny(line, "\r\x1b") {
			t.Errorf("raw control character in %q", line)
		}
		if i := strings.Index(line[2:], "::"); i >= 0 && strings.Contains(line[:i+2], "file=::") {
			t.Errorf("a property value holds an unescaped \"::\": %q", line)
		}
	}
}
