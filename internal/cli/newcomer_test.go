package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"
	"gopkg.in/yaml.v3"
)

// TestHelpAndCommands: help goes to stdout with --long flags, examples and
// PATH...; `rules --help` is help, not a rule; completion scripts for bash,
// zsh and fish; rules by name and as JSON; the single-dash flags of earlier
// versions still work.
func TestHelpAndCommands(t *testing.T) {
	code, out, errs := run(t, "scan", "--help")
	if code != ExitOK || errs != "" {
		t.Fatalf("scan --help: exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"scan [flags] [PATH...]", "Examples:", "--base REV", "--staged", "--force-exclude", "-v, --verbose", "--timeout DURATION", "--workers N"} {
		if !strings.Contains(out, want) {
			t.Errorf("scan --help lacks %q:\n%s", want, out)
		}
	}
	if code, out, _ := run(t, "rules", "--help"); code != ExitOK || !strings.Contains(out, "rules [ID|NAME...]") || !strings.Contains(out, "--format FORMAT") {
		t.Errorf("rules --help: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}} {
		if code, out, _ := run(t, args...); code != ExitOK || !strings.Contains(out, "Available Commands:") {
			t.Errorf("%v: exit %d\n%s", args, code, out)
		}
	}
	for _, shell := range []string{"bash", "zsh", "fish"} {
		if code, out, _ := run(t, "completion", shell); code != ExitOK || !strings.Contains(out, "resilience-check") || len(out) < 500 {
			t.Errorf("completion %s: exit %d, %d bytes", shell, code, len(out))
		}
	}
	if code, out, _ := run(t, "rules", "http-call-without-timeout"); code != ExitOK || !strings.HasPrefix(out, "# RC101 http-call-without-timeout") {
		t.Errorf("rules by name: exit %d\n%.200s", code, out)
	}
	code, out, _ = run(t, "rules", "--format", "json")
	var rules []struct {
		ID, Name, Severity, Help string
		CWE                      int
	}
	if err := json.Unmarshal([]byte(out), &rules); code != ExitOK || err != nil || len(rules) < 10 {
		t.Fatalf("rules --format json: exit %d, %v\n%.300s", code, err, out)
	}
	if r := rules[0]; r.ID != "RC001" || r.Name == "" || r.Severity == "" || r.CWE == 0 || r.Help == "" {
		t.Errorf("first rule %+v", r)
	}
	if code, out, _ := run(t, "rules", "--format", "json", "blocking-call-in-async"); code != ExitOK || !strings.Contains(out, `"id": "RC201"`) || strings.Contains(out, "RC101") {
		t.Errorf("rules --format json NAME: exit %d\n%.300s", code, out)
	}
	if code, _, errs := run(t, "rules", "--format", "xml"); code != ExitError || !strings.Contains(errs, "xml") {
		t.Errorf("rules --format xml: exit %d, %q", code, errs)
	}
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		if code, out, _ := run(t, args...); code != ExitOK || !strings.HasPrefix(out, "resilience-check ") {
			t.Errorf("%v: exit %d %q", args, code, out)
		}
	}
	// Single-dash long flags, as the standard library's flag package took them.
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a.py"), "import requests\nrequests.get('http://x')\n")
	if code, out, errs := run(t, "scan", "-format", "json", "-fail-on=none", dir); code != ExitOK || !json.Valid([]byte(out)) {
		t.Errorf("single-dash flags: exit %d, %s\n%s", code, errs, out)
	}
	if code, _, errs := run(t, "scan", "--no-such-flag"); code != ExitError || !strings.Contains(errs, "no-such-flag") || !strings.Contains(errs, "scan --help") {
		t.Errorf("unknown flag: exit %d, %q", code, errs)
	}
}

// TestModuleVersion: a `go install ...@v1.2.3` build reports v1.2.3, a build
// from a clone "dev" with the commit when recorded.
func TestModuleVersion(t *testing.T) {
	for _, c := range []struct {
		info debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{Main: debug.Module{Path: "github.com/resilience-check/resilience-check", Version: "v1.2.3"}}, "v1.2.3"},
		{debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261125110000-0123456789ab"}}, "v0.0.0-20261125110000-0123456789ab"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "dev"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}}}, "dev (0123456789ab, modified)"},
	} {
		if got := moduleVersion(&c.info); got != c.want {
			t.Errorf("moduleVersion(%+v) = %q, want %q", c.info.Main, got, c.want)
		}
	}
}

// namedRepo is a repository whose config excludes gen/, with a test file
// (skipped by default) and a plain file, each calling without a timeout.
func namedRepo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	call := "import requests\nrequests.get('http://x')\n"
	write(t, filepath.Join(dir, ".github", "resilience-check.yml"), "exclude: [\"gen/**\"]\n")
	write(t, filepath.Join(dir, "gen", "stub.py"), call)
	write(t, filepath.Join(dir, "svc", "test_app.py"), call)
	write(t, filepath.Join(dir, "svc", "app.py"), call)
	return dir
}

func scannedFiles(t *testing.T, out string) []string {
	t.Helper()
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	var files []string
	for _, f := range rep.Files {
		files = append(files, f.Path)
	}
	return files
}

// TestNamedPathsAreScanned: as Ruff does, paths named on the command line
// are scanned although the config's exclude: or test skipping would leave
// them out; --force-exclude keeps the exclusion and stderr says why nothing
// was scanned; a missing path or one outside the repository is an error
// that names it.
func TestNamedPathsAreScanned(t *testing.T) {
	dir := namedRepo(t)
	code, out, errs := run(t, "scan", "--repo", dir, "--format", "json", "--fail-on", "none",
		filepath.Join(dir, "gen"), filepath.Join(dir, "svc", "test_app.py"))
	if got := strings.Join(scannedFiles(t, out), " "); code != ExitOK || got != "gen/stub.py svc/test_app.py" {
		t.Errorf("named excluded paths: exit %d, scanned %q, %s", code, got, errs)
	}
	// A folder that is not excluded itself still skips its test files.
	code, out, _ = run(t, "scan", "--repo", dir, "--format", "json", "--fail-on", "none", filepath.Join(dir, "svc"))
	if got := strings.Join(scannedFiles(t, out), " "); code != ExitOK || got != "svc/app.py" {
		t.Errorf("svc/: exit %d, scanned %q", code, got)
	}
	code, out, errs = run(t, "scan", "--repo", dir, "--format", "json", "--force-exclude",
		filepath.Join(dir, "gen"), filepath.Join(dir, "svc", "test_app.py"))
	if got := scannedFiles(t, out); code != ExitIncomplete || len(got) != 0 {
		t.Errorf("--force-exclude: exit %d, want %d (nothing scanned), scanned %q", code, ExitIncomplete, got)
	}
	for _, want := range []string{"nothing was scanned", "1 test file(s)", "scan-tests: true", "1 file(s) matched by exclude: in " + filepath.Join(dir, ".github", "resilience-check.yml")} {
		if !strings.Contains(errs, want) {
			t.Errorf("--force-exclude stderr %q lacks %q", errs, want)
		}
	}
	empty := t.TempDir()
	write(t, filepath.Join(empty, "notes.md"), "text\n")
	if code, _, errs := run(t, "scan", empty); code != ExitIncomplete || !strings.Contains(errs, "nothing was scanned: no Python, JavaScript, TypeScript or Go file was found") {
		t.Errorf("empty folder: exit %d, %q", code, errs)
	}

	missing := filepath.Join(dir, "svc", "missing.py")
	if code, _, errs := run(t, "scan", "--repo", dir, missing); code != ExitError || !strings.Contains(errs, missing+": no such file or folder") {
		t.Errorf("missing path: exit %d, %q", code, errs)
	}
	outside := filepath.Join(t.TempDir(), "elsewhere.py")
	write(t, outside, "x = 1\n")
	if code, _, errs := run(t, "scan", "--repo", dir, outside); code != ExitError || !strings.Contains(errs, outside+": outside the repository") {
		t.Errorf("outside path: exit %d, %q", code, errs)
	}
}

// TestConfigDiscovery: from a subfolder the repository's config is found by
// looking upwards; -v says which file; --config overrides it.
func TestConfigDiscovery(t *testing.T) {
	dir := namedRepo(t)
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil { // the repository's root
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, ".github", "resilience-check.yml"), "exclude: [\"gen/**\"]\ndisable: [RC101]\n")
	t.Chdir(filepath.Join(dir, "svc"))
	code, out, errs := run(t, "scan", "-v", "--format", "json", "--fail-on", "none")
	if code != ExitOK || !strings.Contains(errs, "config "+filepath.Join(dir, ".github", "resilience-check.yml")) {
		t.Fatalf("exit %d; stderr %q does not name the config", code, errs)
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Findings {
		if f.RuleID == "RC101" {
			t.Errorf("RC101 is disabled by the repository's config but reported: %+v", f)
		}
	}
	if got := strings.Join(scannedFiles(t, out), " "); got != "svc/app.py" {
		t.Errorf("scanned %q from svc/, want svc/app.py (paths from the repository root)", got)
	}
	other := filepath.Join(t.TempDir(), "rc.yml")
	write(t, other, "enable: [RC101]\n")
	code, out, errs = run(t, "scan", "--verbose", "--config", other, "--format", "json", "--fail-on", "none")
	if code != ExitOK || !strings.Contains(errs, "config "+other+" (--config)") || !strings.Contains(out, `"RC101"`) {
		t.Errorf("--config: exit %d, %s\n%s", code, errs, out)
	}
	// Without -v nothing is said.
	if _, _, errs := run(t, "scan", "--fail-on", "none"); errs != "" {
		t.Errorf("stderr without -v: %q", errs)
	}
}

// TestLocalDiff: --base without --head scans the work tree (committed,
// uncommitted and untracked changes); paths restrict the diff; --staged
// scans the index; the pre-commit hook uses --staged.
func TestLocalDiff(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	hooksFile, err := os.ReadFile(filepath.Join("..", "..", ".pre-commit-hooks.yaml")) // before the Chdir
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	write(t, filepath.Join(dir, "py", "a.py"), "import requests\n")
	write(t, filepath.Join(dir, "js", "b.js"), "export const x = 1;\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-qm", "base")
	git(t, dir, "checkout", "-qb", "feature")
	write(t, filepath.Join(dir, "py", "a.py"), "import requests\n\n\ndef f():\n    return requests.get('http://a')\n")
	git(t, dir, "commit", "-qam", "committed")
	write(t, filepath.Join(dir, "py", "a.py"), "import requests\n\n\ndef f():\n    return requests.get('http://a')\n\n\ndef g():\n    return requests.get('http://b')\n")
	write(t, filepath.Join(dir, "js", "c.js"), "export async function h(u) {\n  return fetch(u);\n}\n")
	t.Chdir(dir)

	lines := func(out string) []string {
		var rep jsonReport
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("json: %v\n%s", err, out)
		}
		var got []string
		for _, f := range rep.Findings {
			if f.InDiff && (f.RuleID == "RC101") {
				got = append(got, f.Path+":"+strconv.Itoa(f.StartLine))
			}
		}
		return got
	}
	code, out, errs := run(t, "scan", "--base", "main", "--format", "json", "--fail-on", "none")
	if got := strings.Join(lines(out), " "); code != ExitOK || got != "js/c.js:2 py/a.py:5 py/a.py:9" {
		t.Errorf("work tree: exit %d, RC101 in the diff %q, want the committed, uncommitted and untracked calls; %s", code, got, errs)
	}
	code, out, errs = run(t, "scan", "--base", "main", "py/", "--format", "json", "--fail-on", "none")
	if got := strings.Join(lines(out), " "); code != ExitOK || got != "py/a.py:5 py/a.py:9" {
		t.Errorf("scan --base main py/: exit %d, %q; %s", code, got, errs)
	}
	code, out, _ = run(t, "scan", "--base", "main", "--head", "HEAD", "--format", "json", "--fail-on", "none")
	if got := strings.Join(lines(out), " "); code != ExitOK || got != "py/a.py:5" {
		t.Errorf("--head HEAD: exit %d, %q, want the committed call only", code, got)
	}
	if code, _, errs := run(t, "scan", "--base", "main", "--head", "HEAD", "js"); code != ExitOK || !strings.Contains(errs, "nothing was scanned: the diff changes no file below js") {
		t.Errorf("a path the commits do not touch: exit %d, %q", code, errs)
	}
	git(t, dir, "add", "js/c.js")
	code, out, errs = run(t, "scan", "--staged", "--format", "json", "--fail-on", "none")
	if got := strings.Join(lines(out), " "); code != ExitOK || got != "js/c.js:2" {
		t.Errorf("--staged: exit %d, %q, want the staged file only; %s", code, got, errs)
	}
	if code, _, errs := run(t, "scan", "--staged", "--head", "HEAD"); code != ExitError || errs == "" {
		t.Errorf("--staged --head: exit %d", code)
	}
	bare := filepath.Join(t.TempDir(), "bare.git")
	git(t, dir, "clone", "-q", "--bare", dir, bare)
	if code, _, errs := run(t, "scan", "--repo", bare, "--base", "main"); code != ExitError || !strings.Contains(errs, "give --head") {
		t.Errorf("work tree mode in a bare repository: exit %d, %q", code, errs)
	}
	if code, _, errs := run(t, "scan", "--repo", bare, "--base", "main", "--head", "feature", "--fail-on", "none"); code != ExitOK {
		t.Errorf("--head in a bare repository: exit %d, %q", code, errs)
	}

	var hooks []struct {
		ID, Entry, Language string
		PassFilenames       *bool `yaml:"pass_filenames"`
	}
	if err := yaml.Unmarshal(hooksFile, &hooks); err != nil || len(hooks) != 1 || hooks[0].ID != "resilience-check" || !strings.Contains(hooks[0].Entry, "scan --staged") || hooks[0].Language != "golang" {
		t.Errorf(".pre-commit-hooks.yaml: %v %+v", err, hooks)
	}
}

// TestProgressOnTerminalOnly: on a terminal stderr shows files done / total
// and MB/s; into a pipe or file nothing is drawn.
func TestProgressOnTerminalOnly(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 12; i++ {
		write(t, filepath.Join(dir, "svc", string(rune('a'+i))+".py"), "import requests\n\ndef f(u):\n    return requests.get(u, timeout=5)\n")
	}
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 0 // draw every file: the scan takes less than the default interval
	var out, errb bytes.Buffer
	c := &Command{Stdout: &out, Stderr: &errb, isTerminal: func(w io.Writer) bool { return w == &errb }}
	if code := c.Main([]string{"scan", dir}); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if s := errb.String(); !strings.Contains(s, "(0/12)") || !strings.Contains(s, "(11/12)") || !strings.Contains(s, "MB/s") {
		t.Errorf("stderr on a terminal lacks the progress (n/12, MB/s): %q", s)
	}
	if strings.Contains(out.String(), "MB/s") {
		t.Error("progress went to stdout")
	}
	if _, _, errs := run(t, "scan", dir); strings.Contains(errs, "MB/s") {
		t.Errorf("progress drawn into a buffer: %q", errs)
	}
}

// TestReadmeListsEveryScanFlag: every flag `scan --help` shows is in the
// README's "Use" section.
func TestReadmeListsEveryScanFlag(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	start := strings.Index(readme, "## Use\n")
	end := strings.Index(readme[start+1:], "\n## ")
	if start < 0 || end < 0 {
		t.Fatal("README has no Use section")
	}
	use := readme[start : start+1+end]
	(&Command{}).scanCommand().Flags().VisitAll(func(f *pflag.Flag) {
		if !strings.Contains(use, "`--"+f.Name) {
			t.Errorf("README's Use section does not list --%s", f.Name)
		}
	})
	for _, want := range []string{"completion bash", "(--format json for tools)", ".pre-commit-config.yaml"} {
		if !strings.Contains(use, want) {
			t.Errorf("README's Use section does not mention %q", want)
		}
	}
}
