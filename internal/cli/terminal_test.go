package cli

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// terminalRepo holds two RC101 findings and one RC102 finding.
func terminalRepo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a.py"), "import requests\nrequests.get('http://x')\nrequests.post('http://x')\n")
	write(t, filepath.Join(dir, "b.py"), "import subprocess\n\ndef handler():\n    subprocess.run(['ls'])\n")
	return dir
}

// TestTerminalOutput: --output-format concise prints one line per finding
// (Ruff's concise); --statistics the count per rule (Ruff's --statistics);
// colour on a terminal unless NO_COLOR or --color never, and with --color
// always; a whole-file scan does not speak of a diff; `rules` marks RC404
// as off by default.
func TestTerminalOutput(t *testing.T) {
	dir := terminalRepo(t)
	t.Chdir(dir)
	code, out, errs := run(t, "scan", "--output-format", "concise", "--fail-on", "none", ".")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != ExitOK || len(lines) != 5 || !strings.HasPrefix(lines[0], "a.py:2:1: RC101 [medium] ") || !strings.HasPrefix(lines[2], "b.py:4:5: RC102 ") {
		t.Fatalf("concise: exit %d, %s\n%s", code, errs, out)
	}
	if strings.Contains(out, "    ") || strings.Contains(out, "^") {
		t.Errorf("concise output shows source lines:\n%s", out)
	}
	if want := "3 findings (0 high, 3 medium, 0 low); 0 suppressed; 2 files scanned, 0 skipped"; lines[3] != want {
		t.Errorf("whole-file count line %q, want %q", lines[3], want)
	}
	if _, out, _ := run(t, "scan", "--format", "concise", "--fail-on", "none", "."); !strings.HasPrefix(out, lines[0]) {
		t.Errorf("--format concise differs from --output-format concise:\n%s", out)
	}
	code, out, _ = run(t, "scan", "--statistics", "--fail-on", "none", ".")
	if want := "2\tRC101\t[*] http-call-without-timeout\n1\tRC102\t[*] subprocess-without-timeout\n3 findings"; code != ExitOK || !strings.HasPrefix(out, want) {
		t.Errorf("--statistics: exit %d\n%q\nwant it to start with %q", code, out, want)
	}
	if code, _, errs := run(t, "scan", "--statistics", "--format", "json", "."); code != ExitError || !strings.Contains(errs, "--statistics") {
		t.Errorf("--statistics --format json: exit %d, %q", code, errs)
	}

	const esc = "\x1b["
	term := func(env map[string]string, args ...string) string {
		t.Helper()
		for k, v := range env {
			t.Setenv(k, v)
		}
		var o, e bytes.Buffer
		c := &Command{Stdout: &o, Stderr: &e, isTerminal: func(w io.Writer) bool { return w == &o }}
		if code := c.Main(append([]string{"scan", "--fail-on", "none"}, args...)); code != ExitOK {
			t.Fatalf("%v: exit %d, %s", args, code, e.String())
		}
		return o.String()
	}
	if out := term(map[string]string{"NO_COLOR": "", "TERM": "xterm"}, "."); !strings.Contains(out, esc+"1m") || !strings.Contains(out, "a.py") {
		t.Errorf("no colour on a terminal:\n%q", out)
	}
	if out := term(map[string]string{"NO_COLOR": "1"}, "."); strings.Contains(out, esc) {
		t.Errorf("colour although NO_COLOR is set:\n%q", out)
	}
	if out := term(map[string]string{"NO_COLOR": ""}, "--color", "never", "."); strings.Contains(out, esc) {
		t.Errorf("colour with --color never:\n%q", out)
	}
	if out := term(map[string]string{"NO_COLOR": ""}, "--no-color", "."); strings.Contains(out, esc) {
		t.Errorf("colour with --no-color:\n%q", out)
	}
	if out := term(map[string]string{"NO_COLOR": "1"}, "--color", "always", "."); !strings.Contains(out, esc) {
		t.Errorf("no colour with --color always:\n%q", out)
	}
	if _, out, _ := run(t, "scan", "--fail-on", "none", "."); strings.Contains(out, esc) {
		t.Errorf("colour into a pipe:\n%q", out)
	}
	if code, _, errs := run(t, "scan", "--color", "sometimes", "."); code != ExitError || !strings.Contains(errs, "auto, always or never") {
		t.Errorf("--color sometimes: exit %d %q", code, errs)
	}

	_, out, _ = run(t, "rules")
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "RC404") != strings.Contains(l, "off by default") {
			t.Errorf("rules line %q: only RC404 is off by default", l)
		}
	}
}

// TestSelectFlags: --select, --extend-select and --ignore take IDs, names
// and prefixes; the most specific wins; --select replaces the config's
// selection; an unknown rule is a usage error that says what is accepted.
func TestSelectFlags(t *testing.T) {
	dir := terminalRepo(t)
	write(t, filepath.Join(dir, ".github", "resilience-check.yml"), "disable: [RC101]\n")
	t.Chdir(dir)
	stats := func(args ...string) string {
		t.Helper()
		code, out, errs := run(t, append([]string{"scan", "--statistics", "--fail-on", "none"}, args...)...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d %s", args, code, errs)
		}
		var ids []string
		for _, l := range strings.Split(out, "\n") {
			if f := strings.Split(l, "\t"); len(f) == 3 {
				ids = append(ids, f[1])
			}
		}
		return strings.Join(ids, " ")
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "RC102"},
		{[]string{"--select", "RC1"}, "RC101 RC102"},
		{[]string{"--select", "RC1", "--ignore", "RC102"}, "RC101"},
		{[]string{"--ignore", "RC102", "--select", "RC1"}, "RC101"},
		{[]string{"--select", "http-call-without-timeout"}, "RC101"},
		{[]string{"--ignore", "subprocess-without-timeout"}, ""},
		{[]string{"--extend-select", "RC101"}, "RC101 RC102"},
		{[]string{"--select", "RC101,RC102", "--ignore", "RC1"}, "RC101 RC102"},
	} {
		if got := stats(tc.args...); got != tc.want {
			t.Errorf("%v: rules %q, want %q", tc.args, got, tc.want)
		}
	}
	if code, _, errs := run(t, "scan", "--select", "RC9", "."); code != ExitError || !strings.Contains(errs, `unknown rule "RC9"`) {
		t.Errorf("--select RC9: exit %d %q", code, errs)
	}
}
