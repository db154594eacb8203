package config

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks"
)

func TestParse(t *testing.T) {
	c, err := Parse("rc.yml", []byte(`
disable: [RC001]
severity:
  RC101: high
exclude: ["tests/**", "**/*_test.go"]
max-file-bytes: 2048
timeouts:
  db: 20s
`))
	if err != nil {
		t.Fatal(err)
	}
	if c.MaxFileBytes != 2048 || c.Timeouts.DB != 20*time.Second || c.Timeouts.Tool != 30*time.Second {
		t.Errorf("parsed %+v", c)
	}
	for _, r := range checks.Select(c) {
		if r.ID == "RC001" {
			t.Error("RC001 is disabled but still runs")
		}
		if r.ID == "RC101" && r.Severity != checks.SeverityHigh {
			t.Errorf("RC101 severity %s, want high", r.Severity)
		}
	}
	if checks.RuleByID("RC101") != nil && checks.RuleByID("RC101").Severity == checks.SeverityHigh {
		t.Error("override leaked into the shared rule")
	}
	for path, want := range map[string]bool{"tests/a.py": true, "pkg/x_test.go": true, "pkg/x.go": false, "src/tests.py": false} {
		if got := c.Excluded(path); got != want {
			t.Errorf("Excluded(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestParseErrorsNameTheLine(t *testing.T) {
	// The decoder's own words (cannot unmarshal !!str ... into []string) must
	// not reach the user.
	for _, tc := range []struct{ src, want string }{
		{"disable: [RC101]\nbogus: 1\n", "rc.yml:2: unknown key \"bogus\"; the keys are enable, extend-enable, disable"},
		{"enable:\n  - RC999\n", "rc.yml:2: unknown rule \"RC999\": want a rule ID (RC101), a name (http-call-without-timeout), a prefix (RC1) or ALL; run 'resilience-check rules' for the list in enable"},
		{"severity:\n  RC101: urgent\n", "rc.yml:2: severity of RC101: unknown severity \"urgent\""},
		{"severity:\n  RC101: none\n", "rc.yml:2: severity of RC101"},
		{"exclude: [\"a/[b\"]\n", "rc.yml:1: exclude: bad glob"},
		{"timeouts:\n  tool: 0s\n", "rc.yml:2: timeouts.tool"},
		{"timeouts:\n  tool: soon\n", "rc.yml:2: timeouts.tool: expected a duration such as 30s or 1m, got the string \"soon\""},
		{"timeouts:\n  bogus: 1s\n", "rc.yml:2: unknown key \"bogus\" in timeouts; the keys are tool, resource"},
		{"exclude: src/**\n", "rc.yml:1: exclude: expected a list of globs such as [\"generated/**\"], got the string \"src/**\" (write exclude: [\"src/**\"])"},
		{"scan-tests: maybe\n", "rc.yml:1: scan-tests: expected true or false, got the string \"maybe\""},
		{"max-file-bytes: lots\n", "rc.yml:1: max-file-bytes: expected a whole number of bytes, got the string \"lots\""},
		{"severity: [RC101]\n", "rc.yml:1: severity: expected a mapping of rule IDs or names to low, medium or high"},
		{"per-file-ignores:\n  \"scripts/**\": RC201\n", "rc.yml:2: per-file-ignores.scripts/**: expected a list of strings, got the string \"RC201\""},
		{"per-file-ignores:\n  \"scripts/**\": [RC9]\n", "rc.yml:2: unknown rule \"RC9\": want a rule ID (RC101), a name (http-call-without-timeout), a prefix (RC1) or ALL; run 'resilience-check rules' for the list in per-file-ignores of \"scripts/**\""},
		{"severity:\n  no-such-rule: high\n", "rc.yml:2: severity: unknown rule \"no-such-rule\""},
		{"enable: [RC101\n", "rc.yml:1: not valid YAML"},
		{"disable: [RC101]\nmax-file-bytes: 1073741824\n", "rc.yml:2: max-file-bytes 1073741824 is over the ceiling of 4194304 bytes"},
		{"disable: [RC101]\nincomplete: ok\n", "rc.yml:2: incomplete must be fail or pass"},
	} {
		_, err := Parse("rc.yml", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) error = %v, want it to contain %q", tc.src, err, tc.want)
		}
		if err != nil && (strings.Contains(err.Error(), "!!") || strings.Contains(err.Error(), "unmarshal") || strings.Contains(err.Error(), "config.")) {
			t.Errorf("Parse(%q) error %q shows the YAML decoder's words", tc.src, err)
		}
	}
}

func TestLoadDefaultAndMissing(t *testing.T) {
	dir := t.TempDir()
	c, err := Load(dir, "")
	if err != nil || c.Timeouts != DefaultTimeouts() || len(checks.Select(c)) != len(checks.DefaultRules()) {
		t.Fatalf("Load without a file = %+v, %v; want defaults", c, err)
	}
	if _, err := Load(dir, filepath.Join(dir, "nope.yml")); err == nil {
		t.Error("an explicit --config that does not exist must be an error")
	}
	os.MkdirAll(filepath.Join(dir, ".github"), 0o755)
	os.WriteFile(filepath.Join(dir, DefaultPath), []byte("disable: [RC001]\n"), 0o644)
	c, err = Load(dir, "")
	if err != nil || len(c.Disable) != 1 {
		t.Fatalf("Load found %+v, %v", c, err)
	}
}

func TestTestFilesSkippedUnlessScanTests(t *testing.T) {
	tests := []string{"tests/test_api.py", "pkg/server/server_test.go", "src/__tests__/a.ts", "src/a.test.ts",
		"src/b.spec.tsx", "src/server.spec.e2e.ts", "src/setup-env.spec.unit.ts", "lib/x.test.int.js", "test/e2e.js", "app/conftest.py", "testdata/x.go", "api_test.py", "e2e/run.ts",
		"packages/server/e2e-tests/utils.ts", "integration-tests/db.py", "conformance/everything-client/main.go",
		"integration_tests/suite.go", "e2e_tests/run.py"}
	sources := []string{"src/server.py", "pkg/testing/helpers.go", "src/latest.ts", "contest.py", "attest/a.go", "src/test_utils.ts"}
	var c Config
	for _, p := range tests {
		if !c.Excluded(p) {
			t.Errorf("%s: want it skipped as a test file", p)
		}
	}
	for _, p := range sources {
		if c.Excluded(p) {
			t.Errorf("%s: not a test file, must be scanned", p)
		}
	}
	on, err := Parse("x.yml", []byte("scan-tests: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range tests {
		if on.Excluded(p) {
			t.Errorf("%s: scan-tests: true must scan it", p)
		}
	}
}

// TestDefaultOffRules: RC404 is off by default; extend-enable adds it to the
// defaults, enable alone runs only what it names, and a severity override
// reaches its findings.
func TestDefaultOffRules(t *testing.T) {
	ids := func(rs []*checks.Rule) map[string]bool {
		m := map[string]bool{}
		for _, r := range rs {
			m[r.ID] = true
		}
		return m
	}
	def, err := Parse("x.yml", []byte(""))
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(checks.Select(def)); got["RC404"] || !got["RC403"] || !got["RC101"] {
		t.Fatalf("default rules %v: want RC101 and RC403, not RC404", got)
	}
	ext, err := Parse("x.yml", []byte("extend-enable: [RC404]\nseverity: {RC404: high}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(checks.Select(ext)); !got["RC404"] || !got["RC101"] {
		t.Fatalf("extend-enable rules %v: want the defaults and RC404", got)
	}
	only, err := Parse("x.yml", []byte("enable: [RC404]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(checks.Select(only)); len(got) != 1 || !got["RC404"] {
		t.Fatalf("enable rules %v: want only RC404", got)
	}
	if _, err := Parse("x.yml", []byte("extend-enable: [RC999]\n")); err == nil || !strings.Contains(err.Error(), "x.yml:1") {
		t.Fatalf("unknown rule in extend-enable: got %v, want an error naming line 1", err)
	}
	src := []byte("import requests\n\n\ndef handler(city):\n    return requests.get('https://api.example.com/x', timeout=5)\n")
	eng := &checks.Engine{Rules: checks.Select(ext), Workers: 1}
	res, err := eng.Scan(context.Background(), []checks.Input{{Path: "svc/server.py", Size: int64(len(src)),
		Read: func() ([]byte, error) { return src, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range res.Findings {
		if f.RuleID == "RC404" {
			found = true
			if f.Severity != checks.SeverityHigh {
				t.Errorf("RC404 line %d: severity %v, want the override high", f.StartLine, f.Severity)
			}
		}
	}
	if !found {
		t.Fatal("want the RC404 no-breaker finding")
	}
}

// TestScriptsAreServersKey: the key reaches the rules' settings.
func TestScriptsAreServersKey(t *testing.T) {
	c, err := Parse("x.yml", []byte("scripts-are-servers: true\ntimeouts: {tool: 20s}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s := c.Settings(); !s.ScriptsAreServers || s.Budgets.Tool != 20*time.Second {
		t.Fatalf("settings %+v", s)
	}
	if _, err := Parse("x.yml", []byte("scripts-are-servers: maybe\n")); err == nil {
		t.Fatal("a bad value must be an error")
	}
}

// TestFind: from a subfolder the repository's config is found by looking
// upwards to the root; a config in a nearer folder wins; outside a
// repository only the folder itself is searched.
func TestFind(t *testing.T) {
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, ".git"), 0o755)
	os.MkdirAll(filepath.Join(root, ".github"), 0o755)
	sub := filepath.Join(root, "services", "api", "handlers")
	os.MkdirAll(sub, 0o755)
	want := filepath.Join(root, DefaultPath)
	os.WriteFile(want, []byte("disable: [RC001]\n"), 0o644)
	got, searched, err := Find(sub)
	if err != nil || got != want || len(searched) != 4 {
		t.Fatalf("Find(sub) = %q, %v, %v; want %q after 4 folders", got, searched, err, want)
	}
	nearer := filepath.Join(root, "services", DefaultPath)
	os.MkdirAll(filepath.Dir(nearer), 0o755)
	os.WriteFile(nearer, []byte("\n"), 0o644)
	if got, _, _ := Find(sub); got != nearer {
		t.Errorf("Find(sub) = %q, want the nearer %q", got, nearer)
	}
	// No .git above: only the folder itself is searched.
	plain := filepath.Join(t.TempDir(), "a")
	os.MkdirAll(plain, 0o755)
	if got, searched, err := Find(plain); err != nil || got != "" || len(searched) != 1 {
		t.Errorf("Find outside a repository = %q, %v, %v", got, searched, err)
	}
}

// TestSetDir: a config found in a subfolder matches its exclude globs
// relative to that folder; test skipping applies everywhere.
func TestSetDir(t *testing.T) {
	c, err := Parse("rc.yml", []byte("exclude: [\"gen/**\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	c.SetDir("services")
	for path, want := range map[string]bool{
		"services/gen/a.py": true, "gen/a.py": false, "services/app.py": false, "other/tests/x.py": true,
	} {
		if got := c.Excluded(path); got != want {
			t.Errorf("Excluded(%q) = %v, want %v", path, got, want)
		}
	}
}

// TestIncompleteKey: `incomplete: pass` is the lenience the CLI's
// --allow-incomplete gives; fail and no key are strict.
func TestIncompleteKey(t *testing.T) {
	for src, want := range map[string]bool{"incomplete: pass\n": true, "incomplete: fail\n": false, "scan-tests: true\n": false} {
		c, err := Parse("rc.yml", []byte(src))
		if err != nil || c.AllowIncomplete() != want {
			t.Errorf("Parse(%q): AllowIncomplete %v, %v; want %v", src, c.AllowIncomplete(), err, want)
		}
	}
}

func ids(rs []*checks.Rule) string {
	var out []string
	for _, r := range rs {
		out = append(out, r.ID)
	}
	return strings.Join(out, " ")
}

// TestSelection: rules are selected by ID, name, prefix or ALL, in the
// config and on the command line, as Ruff's select / extend-select / ignore:
// the more specific selector wins, the command line's --select replaces the
// config's selection, severities take names, per-file-ignores take globs.
func TestSelection(t *testing.T) {
	parse := func(src string) *Config {
		t.Helper()
		c, err := Parse("rc.yml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, tc := range []struct {
		src  string
		cli  Selection
		want string
	}{
		{"enable: [RC1]\ndisable: [RC101]\n", Selection{}, "RC102 RC103 RC104"},
		{"disable: [RC101]\nenable: [RC1]\n", Selection{}, "RC102 RC103 RC104"},
		{"enable: [RC101]\ndisable: [RC1]\n", Selection{}, "RC101"},
		{"enable: [http-call-without-timeout, blocking-call-in-async]\n", Selection{}, "RC101 RC201"},
		{"enable: [RC4]\n", Selection{}, "RC401 RC402 RC403"},
		{"enable: [RC4, RC404]\n", Selection{}, "RC401 RC402 RC403 RC404"},
		{"disable: [RC101]\n", Selection{Select: []string{"RC1"}}, "RC101 RC102 RC103 RC104"},
		{"disable: [RC101]\n", Selection{ExtendSelect: []string{"RC404"}, Ignore: []string{"RC0", "RC2", "RC3", "RC5", "RC6", "RC40"}}, "RC102 RC103 RC104 RC404"},
		{"extend-enable: [RC404]\n", Selection{Ignore: []string{"RC0", "RC1", "RC2", "RC3", "RC5", "RC6", "RC4"}}, ""},
		{"", Selection{Select: []string{"ALL"}, Ignore: []string{"RC0", "RC1", "RC2", "RC3", "RC5", "RC6"}}, "RC401 RC402 RC403 RC404"},
	} {
		c := parse(tc.src)
		sel, err := c.With(tc.cli)
		if err != nil {
			t.Errorf("%q with %+v: %v", tc.src, tc.cli, err)
			continue
		}
		if got := ids(checks.Select(sel)); got != tc.want {
			t.Errorf("%q with %+v: rules %q; want %q", tc.src, tc.cli, got, tc.want)
		}
	}
	if _, err := parse("").With(Selection{Select: []string{"RC9"}}); err == nil || !strings.Contains(err.Error(), `unknown rule "RC9"`) {
		t.Errorf("--select RC9: %v", err)
	}
	c := parse("severity: {http-call-without-timeout: high, RC303: low}\n")
	for _, r := range checks.Select(c) {
		if r.ID == "RC101" && r.Severity != checks.SeverityHigh || r.ID == "RC303" && r.Severity != checks.SeverityLow {
			t.Errorf("%s severity %s", r.ID, r.Severity)
		}
	}
	c = parse("per-file-ignores:\n  \"scripts/**\": [RC2, RC101]\n  \"**/cli.py\": [subprocess-without-timeout]\n")
	c.SetDir("svc")
	all := checks.Select(c)
	for path, want := range map[string]string{
		"svc/scripts/a.py": "RC102 RC103", "svc/app/cli.py": "RC101 RC103 RC201", "scripts/a.py": "RC101 RC102 RC103 RC201", "svc/app.py": "RC101 RC102 RC103 RC201",
	} {
		var got []string
		rules := all
		if sel := c.FileSelector(path, nil); sel != nil {
			rules = checks.Select(sel)
		}
		for _, r := range rules {
			if r.ID == "RC101" || r.ID == "RC102" || r.ID == "RC103" || r.ID == "RC201" {
				got = append(got, r.ID)
			}
		}
		if g := strings.Join(got, " "); g != want {
			t.Errorf("FileSelector(%s) = %q, want %q", path, g, want)
		}
	}
	if parse("").FileSelector("svc/scripts/a.py", nil) != nil {
		t.Error("FileSelector of a config without per-file-ignores must be nil")
	}
}

// TestTree: each file gets the nearest config above it up to the repository
// root; the command line's selection applies on top of each.
func TestTree(t *testing.T) {
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, ".git"), 0o755)
	w := func(p, s string) {
		os.MkdirAll(filepath.Dir(filepath.Join(root, p)), 0o755)
		os.WriteFile(filepath.Join(root, p), []byte(s), 0o644)
	}
	w(DefaultPath, "disable: [RC101]\nexclude: [\"gen/**\"]\n")
	w("svc/"+DefaultPath, "disable: [RC102]\nexclude: [\"gen/**\"]\nper-file-ignores: {\"x/**\": [RC103]}\n")
	tr, err := NewTree(root, nil, Selection{Ignore: []string{"RC201"}})
	if err != nil {
		t.Fatal(err)
	}
	has := func(rs []*checks.Rule, id string) bool {
		for _, r := range rs {
			if r.ID == id {
				return true
			}
		}
		return false
	}
	for _, tc := range []struct {
		path      string
		on, off   string
		excluded  bool
		configDir string
	}{
		{"a.py", "RC102", "RC101", false, root},
		{"pkg/deep/a.py", "RC103", "RC101", false, root},
		{"svc/a.py", "RC101", "RC102", false, filepath.Join(root, "svc")},
		{"svc/x/a.py", "RC101", "RC103", false, filepath.Join(root, "svc")},
		{"svc/gen/a.py", "RC101", "RC201", true, filepath.Join(root, "svc")},
		{"gen/a.py", "RC102", "RC201", true, root},
	} {
		rs := checks.Select(tr.Selector(tc.path))
		if !has(rs, tc.on) || has(rs, tc.off) || has(rs, "RC201") {
			t.Errorf("%s: rules %s; want %s on, %s and RC201 off", tc.path, ids(rs), tc.on, tc.off)
		}
		if got := tr.Excluded(tc.path); got != tc.excluded {
			t.Errorf("%s: excluded %v", tc.path, got)
		}
		if got := filepath.Dir(filepath.Dir(tr.For(tc.path).Path())); got != tc.configDir {
			t.Errorf("%s: config in %s, want %s", tc.path, got, tc.configDir)
		}
	}
	w("bad/"+DefaultPath, "exclude: nope\n")
	tr.Selector("bad/a.py")
	if err := tr.Err(); err == nil || !strings.Contains(err.Error(), filepath.Join(root, "bad", DefaultPath)+":1: exclude: expected a list") {
		t.Errorf("bad nested config: %v", err)
	}
}
