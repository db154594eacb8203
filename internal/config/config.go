// Package config reads .github/resilience-check.yml: which rules run, their
// severities, which paths are excluded, the file size limit and the timeout
// budgets. Unknown keys and bad values are errors that name the line.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/bmatcuk/doublestar/v4"
	"gopkg.in/yaml.v3"

	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/libmodels"
)

// DefaultPath is where the config is looked up, relative to the repository
// root, when --config is not given.
const DefaultPath = ".github/resilience-check.yml"

// MaxFileBytesCeiling is the highest max-file-bytes a config may set, 4 MiB
// (four times checks.DefaultMaxFileBytes). A config file can come from the
// change under review, and a larger limit lets one file make the scan's work
// and output grow without bound; a higher value is an error, not clamped, so
// that the file's author sees it.
const MaxFileBytesCeiling = 4 << 20

// Config is the parsed file. The zero value means "all rules, defaults".
//
//	enable: [RC101, RC2]           # run only these (default: all rules that are on by default)
//	extend-enable: [RC404]         # run these as well as the defaults (rules off by default)
//	disable: [RC302]               # never run these
//	severity: {RC101: high, unbounded-retry: low}  # override default severities
//	exclude: ["generated/**"]
//	per-file-ignores: {"scripts/**": [RC201]}     # rules off for some files
//	scan-tests: false              # test files are skipped unless true
//	scripts-are-servers: false     # RC201 in scripts and CLI entry points too
//	max-file-bytes: 2097152         # at most MaxFileBytesCeiling (4 MiB)
//	timeouts: {tool: 30s, resource: 10s, request: 60s, connect: 5s, db: 15s}
//	review-drafts: false           # the GitHub App bot reviews draft pull requests too
//	suggestions: true              # the GitHub App bot posts safe fixes as suggested changes
//	incomplete: fail               # or pass: an incomplete scan exits 0 / concludes success
//
// Rules are named by selectors (ParseSelector): IDs, names, ID prefixes or
// ALL, as Ruff's select and ignore take codes and prefixes.
type Config struct {
	Enable []string `yaml:"enable"`
	// ExtendEnable adds rules to the default set, as Ruff's extend-select:
	// the way to turn on a rule that is off by default (Rule.DefaultOff).
	ExtendEnable []string `yaml:"extend-enable"`
	Disable      []string `yaml:"disable"`
	// Severity holds the parsed overrides by rule ID; Parse fills it from
	// SeverityText, the raw `severity:` mapping.
	Severity     map[string]finding.Severity `yaml:"-"`
	SeverityText map[string]string           `yaml:"severity"`
	Exclude      []string                    `yaml:"exclude"`
	// PerFileIgnores turns rules off for the files a glob matches, as Ruff's
	// per-file-ignores: {"scripts/**": [RC201], "**/cli.py": [RC1]}. Globs
	// are relative to the folder holding the config's .github folder;
	// values are selectors (ParseSelector).
	PerFileIgnores map[string][]string `yaml:"per-file-ignores"`
	perFile        []perFileIgnore
	// ScanTests turns on scanning of test files (TestGlobs), which are
	// skipped by default: a test calling a local fake server without a
	// timeout is not a production defect, and most findings on real MCP
	// servers were there.
	ScanTests bool `yaml:"scan-tests"`
	// ScriptsAreServers makes RC102 and RC201 report in scripts and
	// command-line entry points too (model.File.IsScript); by default they do
	// not: a one-shot program starves no other request and is stopped by the
	// person who runs it.
	ScriptsAreServers bool     `yaml:"scripts-are-servers"`
	MaxFileBytes      int64    `yaml:"max-file-bytes"`
	Timeouts          Timeouts `yaml:"timeouts"`
	// ReviewDrafts makes the GitHub App bot review draft pull requests; by
	// default it waits until one is marked ready for review. The Action
	// ignores it (a workflow chooses its own triggers).
	ReviewDrafts bool `yaml:"review-drafts"`
	// Suggestions, when false, stops the GitHub App bot from posting the
	// safe fixes as a review of suggested changes; nil means true. The
	// Action reads its `suggestions` input instead.
	Suggestions *bool `yaml:"suggestions"`
	// Libraries are library rows for in-house clients (libraries.go);
	// libraries is the built-in set with them merged over it.
	Libraries []*libmodels.Row `yaml:"libraries"`
	libraries *libmodels.Set
	// Incomplete is what an incomplete scan (a file not scanned, a rule that
	// did not finish, nothing scanned) leads to: "fail" (the default: exit 2,
	// check run neutral) or "pass" (exit 0, success; the notices and the
	// headline still say what did not finish), as --allow-incomplete.
	Incomplete string `yaml:"incomplete"`
	path       string
	// dir is the repository-relative, slash-separated folder that exclude
	// globs are relative to; "" is the repository root (SetDir).
	dir string
}

// AllowIncomplete reports whether the file says `incomplete: pass`.
func (c *Config) AllowIncomplete() bool { return c != nil && c.Incomplete == "pass" }

// SuggestionsOn reports whether the bot posts suggested changes: true
// unless the file says `suggestions: false`.
func (c *Config) SuggestionsOn() bool { return c == nil || c.Suggestions == nil || *c.Suggestions }

// Timeouts are timeout budgets by kind of operation, by default those of the
// MCP Security Standard control MCP-INPUT-03 "Timeout Enforcement" (https://mcp-security-standard.org/en/v0.1.0/controls/input/mcp-input-03-timeout-enforcement):
// tool 30 s, resource 10 s, request 60 s, connect 5 s, database query 15 s.
// Durations are written as Go durations ("30s", "1m").
type Timeouts struct {
	Tool     time.Duration `yaml:"tool"`
	Resource time.Duration `yaml:"resource"`
	Request  time.Duration `yaml:"request"`
	Connect  time.Duration `yaml:"connect"`
	DB       time.Duration `yaml:"db"`
}

// DefaultTimeouts returns MCP-INPUT-03's default budgets.
func DefaultTimeouts() Timeouts {
	return Timeouts{Tool: 30 * time.Second, Resource: 10 * time.Second, Request: 60 * time.Second,
		Connect: 5 * time.Second, DB: 15 * time.Second}
}

// Default returns the configuration in force when there is no file: every
// rule that is on by default, default timeouts.
func Default() *Config { return &Config{Timeouts: DefaultTimeouts()} }

// Load reads the config at path. When path is "" it tries DefaultPath below
// repo and returns the zero Config (with default timeouts) if there is none.
// Errors name the file and line.
func Load(repo, path string) (*Config, error) {
	explicit := path != ""
	if !explicit {
		path = strings.TrimSuffix(repo, "/") + "/" + DefaultPath
	}
	b, err := os.ReadFile(path)
	if err != nil {
		if !explicit && errors.Is(err, os.ErrNotExist) {
			return Default(), nil
		}
		return nil, fmt.Errorf("read config: %w", err)
	}
	return Parse(path, b)
}

// Parse parses config text; name is used in error messages. Errors name the
// file, the line and the key, and say in words what the key takes
// ("rc.yml:3: exclude: expected a list of globs, got the string "src/**"").
func Parse(name string, b []byte) (*Config, error) {
	c := &Config{Timeouts: DefaultTimeouts(), path: name}
	var root yaml.Node
	if err := yaml.Unmarshal(b, &root); err != nil {
		return nil, syntaxError(name, err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && !errors.Is(err, io.EOF) {
		var te *yaml.TypeError
		if errors.As(err, &te) && len(te.Errors) > 0 {
			var msgs []string
			for _, e := range te.Errors {
				msgs = append(msgs, describeTypeError(name, &root, e))
			}
			return nil, errors.New(strings.Join(msgs, "; "))
		}
		return nil, syntaxError(name, err)
	}
	line := func(key string) int { return keyLine(&root, key) }
	for _, key := range []string{"enable", "extend-enable", "disable"} {
		sels := map[string][]string{"enable": c.Enable, "extend-enable": c.ExtendEnable, "disable": c.Disable}[key]
		for _, s := range sels {
			if _, _, err := parseSelector(s, key == "disable"); err != nil {
				return nil, fmt.Errorf("%s:%d: %v in %s", name, valueLine(&root, s), err, key)
			}
		}
	}
	c.Severity = map[string]finding.Severity{}
	for id, text := range c.SeverityText {
		code := ruleCode(id)
		if code == "" {
			return nil, fmt.Errorf("%s:%d: severity: unknown rule %q: want a rule ID (RC101) or name (http-call-without-timeout)", name, line(id), id)
		}
		sev, err := finding.ParseSeverity(text)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: severity of %s: %v", name, line(id), id, err)
		}
		c.Severity[code] = sev
		if sev == finding.SeverityNone {
			return nil, fmt.Errorf("%s:%d: severity of %s must be low, medium or high (disable the rule instead)", name, line(id), id)
		}
	}
	for _, g := range c.Exclude {
		if !doublestar.ValidatePattern(g) {
			return nil, fmt.Errorf("%s:%d: exclude: bad glob %q", name, valueLine(&root, g), g)
		}
	}
	if c.Incomplete != "" && c.Incomplete != "fail" && c.Incomplete != "pass" {
		return nil, fmt.Errorf("%s:%d: incomplete must be fail or pass, not %q", name, line("incomplete"), c.Incomplete)
	}
	globs := make([]string, 0, len(c.PerFileIgnores))
	for g := range c.PerFileIgnores {
		globs = append(globs, g)
	}
	sort.Strings(globs)
	for _, g := range globs {
		if !doublestar.ValidatePattern(g) {
			return nil, fmt.Errorf("%s:%d: per-file-ignores: bad glob %q", name, line(g), g)
		}
		pf := perFileIgnore{glob: g}
		for _, s := range c.PerFileIgnores[g] {
			ids, _, err := parseSelector(s, true)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v in per-file-ignores of %q", name, valueLine(&root, s), err, g)
			}
			pf.ids = append(pf.ids, ids...)
		}
		c.perFile = append(c.perFile, pf)
	}
	if err := c.libraryRows(name, &root); err != nil {
		return nil, err
	}
	if c.MaxFileBytes < 0 {
		return nil, fmt.Errorf("%s:%d: max-file-bytes must be positive", name, line("max-file-bytes"))
	}
	if c.MaxFileBytes > MaxFileBytesCeiling {
		return nil, fmt.Errorf("%s:%d: max-file-bytes %d is over the ceiling of %d bytes (4 MiB)", name, line("max-file-bytes"), c.MaxFileBytes, MaxFileBytesCeiling)
	}
	for key, d := range map[string]time.Duration{"tool": c.Timeouts.Tool, "resource": c.Timeouts.Resource,
		"request": c.Timeouts.Request, "connect": c.Timeouts.Connect, "db": c.Timeouts.DB} {
		if d <= 0 {
			return nil, fmt.Errorf("%s:%d: timeouts.%s must be a positive duration such as 30s", name, line(key), key)
		}
	}
	return c, nil
}

// keyLine finds the 1-based line of the first mapping key named key.
func keyLine(n *yaml.Node, key string) int {
	if n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				return n.Content[i].Line
			}
		}
	}
	for _, c := range n.Content {
		if l := keyLine(c, key); l > 0 {
			return l
		}
	}
	return 0
}

// valueLine finds the 1-based line of the first scalar with value v.
func valueLine(n *yaml.Node, v string) int {
	if n.Kind == yaml.ScalarNode && n.Value == v {
		return n.Line
	}
	for _, c := range n.Content {
		if l := valueLine(c, v); l > 0 {
			return l
		}
	}
	return 0
}

// Selects reports whether the rule with code id runs under the
// configuration: the default rules with enable, extend-enable and disable
// applied as Ruff applies select, extend-select and ignore (Resolve).
// defaultOff is the rule's Rule.DefaultOff; the catalogue's own record of it
// (finding.DefaultOff) is what Resolve reads. checks.Select applies it to the
// catalogue.
func (c *Config) Selects(id string, defaultOff bool) bool {
	on, err := Resolve(c.selection())
	if err != nil {
		return false
	}
	return on[strings.ToUpper(id)]
}

// SeverityOf returns the severity the configuration sets for the rule with
// code id (case-insensitive), and false when it sets none.
func (c *Config) SeverityOf(id string) (sev finding.Severity, ok bool) {
	for k, v := range c.Severity {
		if strings.EqualFold(k, id) {
			sev, ok = v, true
		}
	}
	return sev, ok
}

// Settings returns the options the rules read: whether scripts count as
// servers and the timeout budgets.
func (c *Config) Settings() finding.Settings {
	return finding.Settings{ScriptsAreServers: c.ScriptsAreServers, Budgets: finding.Budgets{
		Tool: c.Timeouts.Tool, Resource: c.Timeouts.Resource, Request: c.Timeouts.Request,
		Connect: c.Timeouts.Connect, DB: c.Timeouts.DB}, Libraries: c.libraries}
}

// TestGlobs match test files and folders in Python, JS/TS and Go projects;
// Excluded skips them unless ScanTests is set.
var TestGlobs = []string{
	"**/test/**", "**/tests/**", "**/__tests__/**", "**/testdata/**", "**/e2e/**", "**/e2e-tests/**",
	"**/integration-tests/**", "**/integration_tests/**", "**/e2e_tests/**", "**/conformance/**", "**/__mocks__/**",
	"**/*_test.go", "**/test_*.py", "**/*_test.py", "**/conftest.py",
	"**/*.test.{js,jsx,ts,tsx,mjs,cjs,mts,cts}", "**/*.spec.{js,jsx,ts,tsx,mjs,cjs,mts,cts}",
	// suffixed test files (server.spec.e2e.ts, client.test.unit.ts), as Jest
	// and Vitest projects split unit and end-to-end runs
	"**/*.test.*.{js,jsx,ts,tsx,mjs,cjs,mts,cts}", "**/*.spec.*.{js,jsx,ts,tsx,mjs,cjs,mts,cts}",
}

// IsTestPath reports whether a slash-separated repository path is a test file
// by TestGlobs.
func IsTestPath(path string) bool {
	for _, g := range TestGlobs {
		if ok, _ := doublestar.Match(g, path); ok {
			return true
		}
	}
	return false
}

// Excluded reports whether a slash-separated repository path matches one of
// the exclude globs (doublestar syntax: `**` crosses folders; relative to the
// folder SetDir gave) or, unless
// ScanTests is set, is a test file (IsTestPath).
func (c *Config) Excluded(path string) bool {
	if !c.ScanTests && IsTestPath(path) {
		return true
	}
	if c.dir != "" {
		rest, ok := strings.CutPrefix(path, c.dir+"/")
		if !ok {
			return false
		}
		path = rest
	}
	for _, g := range c.Exclude {
		if ok, _ := doublestar.Match(g, path); ok {
			return true
		}
	}
	return false
}

// SetDir makes exclude globs relative to dir, a slash-separated folder
// relative to the repository root (the folder holding the .github folder the
// config was found in, when that is below the root); paths outside dir match
// no glob. "" or "." is the repository root, the default.
func (c *Config) SetDir(dir string) {
	dir = strings.Trim(filepath.ToSlash(filepath.Clean(dir)), "/")
	if dir == "." {
		dir = ""
	}
	c.dir = dir
}

// Path returns the file the config was read from, or "" for the defaults
// (no file found).
func (c *Config) Path() string { return c.path }

// RepoRoot returns the repository root that holds dir: dir or the nearest
// folder above it with a .git entry (a folder, or a file in a linked work
// tree or submodule). ok is false when there is none; root is then dir
// made absolute. It returns an error only when dir cannot be made absolute.
func RepoRoot(dir string) (root string, ok bool, err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", false, fmt.Errorf("resolve %s: %w", dir, err)
	}
	for d := abs; ; {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d, true, nil
		}
		parent := filepath.Dir(d)
		if parent == d {
			return abs, false, nil
		}
		d = parent
	}
}

// Find looks for DefaultPath in dir and each folder above it up to and
// including the repository root (RepoRoot), as Ruff and golangci-lint look
// for their configs; outside a repository only dir is searched. It returns
// the absolute path of the first file found, or "" when there is none, and
// the folders searched, nearest first. Errors are those of RepoRoot.
func Find(dir string) (path string, searched []string, err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", nil, fmt.Errorf("resolve %s: %w", dir, err)
	}
	root, inRepo, err := RepoRoot(abs)
	if err != nil {
		return "", nil, err
	}
	for d := abs; ; d = filepath.Dir(d) {
		searched = append(searched, d)
		p := filepath.Join(d, filepath.FromSlash(DefaultPath))
		if info, err := os.Stat(p); err == nil && !info.IsDir() {
			return p, searched, nil
		}
		if !inRepo || d == root || filepath.Dir(d) == d {
			return "", searched, nil
		}
	}
}
