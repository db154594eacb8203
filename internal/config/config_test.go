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
	for _, tc := range []struct{ src, want string }{
		{"disable: [RC101]\nbogus: 1\n", "rc.yml:2: field bogus not found"},
		{"enable:\n  - RC999\n", "rc.yml:2: unknown rule \"RC999\""},
		{"severity:\n  RC101: urgent\n", "rc.yml:2: severity of RC101: unknown severity \"urgent\""},
		{"severity:\n  RC101: none\n", "rc.yml:2: severity of RC101"},
		{"exclude: [\"a/[b\"]\n", "rc.yml:1: exclude: bad glob"},
		{"timeouts:\n  tool: 0s\n", "rc.yml:2: timeouts.tool"},
		{"timeouts:\n  tool: soon\n", "rc.yml:2: cannot unmarshal"},
		{"disable: [RC101]\nmax-file-bytes: 1073741824\n", "rc.yml:2: max-file-bytes 1073741824 is over the ceiling of 4194304 bytes"},
	} {
		_, err := Parse("rc.yml", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) error = %v, want it to contain %q", tc.src, err, tc.want)
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
		"src/b.spec.tsx", "test/e2e.js", "app/conftest.py", "testdata/x.go", "api_test.py", "e2e/run.ts",
		"packages/server/e2e-tests/utils.ts", "integration-tests/db.py", "conformance/everything-client/main.go"}
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
