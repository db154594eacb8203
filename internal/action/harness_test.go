package action_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
	"github.com/resilience-check/resilience-check/internal/action"
)

const (
	token    = "ghs_TESTtoken_do_not_print_0123456789"
	repoName = "octo/hello"
)

// testRules stand in for the real rules so these tests do not depend on how
// the rules evolve: one medium rule flags every requests.get call, one high
// rule every time.sleep call, in Python.
var testRules = []*checks.Rule{
	{ID: "RC101", Name: "http-call-without-timeout", Severity: checks.SeverityMedium, CWE: 400, Checklist: checks.ItemTimeouts,
		Summary: "Outbound HTTP call without an explicit timeout", Languages: []checks.Language{checks.LangPython},
		Check: flagCalls("requests.get", "requests.get has no timeout and can hang forever; pass timeout=(5, 20)")},
	{ID: "RC201", Name: "blocking-call-in-async", Severity: checks.SeverityHigh, CWE: 400, Checklist: checks.ItemNoBlocking,
		Summary: "Blocking call inside an async function", Languages: []checks.Language{checks.LangPython},
		Check: flagCalls("time.sleep", "time.sleep blocks the event loop; use await asyncio.sleep")},
}

func flagCalls(name, msg string) func(p *checks.Pass) {
	return func(p *checks.Pass) {
		model.Walk(p.File.Root, func(n *model.Node) bool {
			if n.Type() == "call" && p.File.Text(n.ChildByFieldName("function")) == name {
				p.Report(n, msg, "")
			}
			return true
		})
	}
}

// fakeClock makes retry waits instant and records them.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	sleeps []time.Duration
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sleeps = append(c.sleeps, d)
	c.now = c.now.Add(d)
	return ctx.Err()
}

// harness is one runner step: the environment, the files the runner names,
// the fake GitHub and the log.
type harness struct {
	t        *testing.T
	fake     *ghfake.Server
	dir      string
	ws       string
	env      map[string]string
	log      bytes.Buffer
	clock    *fakeClock
	git      string
	rules    []*checks.Rule
	outFile  string
	sumFile  string
	exitCode int
}

func newHarness(t *testing.T, ws string) *harness {
	t.Helper()
	dir := t.TempDir()
	h := &harness{t: t, fake: ghfake.New(""), dir: dir, ws: ws, clock: &fakeClock{now: time.Unix(1_750_000_000, 0)},
		git: "git", rules: testRules,
		outFile: filepath.Join(dir, "file_commands", "set_output_1"), sumFile: filepath.Join(dir, "file_commands", "step_summary_1")}
	t.Cleanup(h.fake.Close)
	os.MkdirAll(filepath.Dir(h.outFile), 0o755)
	for _, f := range []string{h.outFile, h.sumFile} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h.env = map[string]string{
		"GITHUB_ACTIONS":      "true",
		"CI":                  "true",
		"GITHUB_REPOSITORY":   repoName,
		"GITHUB_API_URL":      h.fake.APIURL(),
		"GITHUB_SERVER_URL":   "https://github.example",
		"GITHUB_WORKSPACE":    ws,
		"GITHUB_OUTPUT":       h.outFile,
		"GITHUB_STEP_SUMMARY": h.sumFile,
		"GITHUB_RUN_ID":       "42",
		"INPUT_GITHUB-TOKEN":  token,
		"INPUT_FILTER-MODE":   "added",
		"INPUT_FAIL-ON":       "high",
		"INPUT_PATHS":         "",
		"INPUT_EXCLUDE":       "",
		"INPUT_COMMENT":       "true",
		"INPUT_CHECK-RUN":     "true",
		"INPUT_SUGGESTIONS":   "true",
		"INPUT_SARIF-FILE":    "resilience-check.sarif",
		"INPUT_CONFIG":        "",
	}
	return h
}

// event writes payload as the event file for event name.
func (h *harness) event(name string, payload any) {
	h.t.Helper()
	b, err := json.Marshal(payload)
	if err != nil {
		h.t.Fatal(err)
	}
	p := filepath.Join(h.dir, "event.json")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		h.t.Fatal(err)
	}
	h.env["GITHUB_EVENT_NAME"] = name
	h.env["GITHUB_EVENT_PATH"] = p
}

// run runs the action once, like the runner runs the step, and returns the
// exit code. The log of every run is kept in h.log.
func (h *harness) run() int {
	h.t.Helper()
	h.log.WriteString("\n=== run\n")
	h.exitCode = action.Run(context.Background(), action.Env{
		Getenv:  func(k string) string { return h.env[k] },
		Stdout:  &h.log,
		Version: "test",
		Clock:   h.clock,
		Policy:  ghclient.RetryPolicy{Budget: time.Minute, MaxAttempts: 4},
		Git:     h.git,
		Rules:   h.rules,
		Timeout: 2 * time.Minute,
	})
	h.t.Logf("exit %d; log:\n%s", h.exitCode, h.log.String())
	return h.exitCode
}

// outputs parses GITHUB_OUTPUT as the runner does (name<<DELIM ... DELIM).
func (h *harness) outputs() map[string]string {
	h.t.Helper()
	b, err := os.ReadFile(h.outFile)
	if err != nil {
		h.t.Fatal(err)
	}
	out := map[string]string{}
	lines := strings.Split(string(b), "\n")
	for i := 0; i < len(lines); i++ {
		name, delim, ok := strings.Cut(lines[i], "<<")
		if !ok {
			continue
		}
		var val []string
		for i++; i < len(lines) && lines[i] != delim; i++ {
			val = append(val, lines[i])
		}
		out[name] = strings.Join(val, "\n")
	}
	return out
}

func (h *harness) summary() string {
	b, err := os.ReadFile(h.sumFile)
	if err != nil {
		h.t.Fatal(err)
	}
	return string(b)
}

// sarifResults reads the SARIF file and returns "path:line ruleId" per result.
func (h *harness) sarifResults() []string {
	h.t.Helper()
	b, err := os.ReadFile(filepath.Join(h.ws, "resilience-check.sarif"))
	if err != nil {
		h.t.Fatalf("SARIF file: %v", err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b, &log); err != nil {
		h.t.Fatalf("SARIF file is not JSON: %v", err)
	}
	var out []string
	for _, run := range log.Runs {
		for _, r := range run.Results {
			l := r.Locations[0].PhysicalLocation
			out = append(out, fmt.Sprintf("%s:%d %s", l.ArtifactLocation.URI, l.Region.StartLine, r.RuleID))
		}
	}
	return out
}

// annotations returns "path:line level" for every annotation of check run i.
func annotations(cr *ghfake.CheckRun) []string {
	var out []string
	for _, a := range cr.Annotations {
		out = append(out, fmt.Sprintf("%s:%d %s", a.Path, a.StartLine, a.AnnotationLevel))
	}
	return out
}

// assertNoToken fails when the token appears in the log anywhere but the
// ::add-mask:: line that hides it, or in the summary or outputs.
func (h *harness) assertNoToken() {
	h.t.Helper()
	for _, l := range strings.Split(h.log.String(), "\n") {
		if strings.Contains(l, token) && l != "::add-mask::"+token {
			h.t.Errorf("token printed in the log: %q", l)
		}
	}
	if strings.Contains(h.summary(), token) {
		h.t.Error("token in the job summary")
	}
	b, _ := os.ReadFile(h.outFile)
	if strings.Contains(string(b), token) {
		h.t.Error("token in the outputs")
	}
}

// ---- git fixture ----

func gitCmd(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t",
		"GIT_COMMITTER_EMAIL=t@example.com", "GIT_AUTHOR_DATE=2024-01-01T00:00:00Z", "GIT_COMMITTER_DATE=2024-01-01T00:00:00Z",
		"GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// fixture is an "origin" repository with a pull request, and a workspace
// checked out the way actions/checkout does by default: fetch depth 1, the
// merge commit refs/pull/1/merge, so neither base nor head is present.
type fixture struct {
	origin, ws string
	// mainStart is where feature branched; base is main's tip when the pull
	// request event fired (one commit later); head is the feature tip; merge
	// is the test merge commit GitHub makes.
	mainStart, base, head, merge string
}

// appBase is app.py on main. The feature appends a call on line 14; main
// later prepends five lines, so in the merge commit the same call sits on
// line 19: annotations must use the head's numbers.
const appBase = `import requests
import time


def fetch(url):
    return requests.get(url, timeout=5)


def total(xs):
    return sum(xs)
`

func newFixture(t *testing.T, featureFiles map[string]string) *fixture {
	t.Helper()
	root := t.TempDir()
	f := &fixture{origin: filepath.Join(root, "origin"), ws: filepath.Join(root, "workspace")}
	os.MkdirAll(f.origin, 0o755)
	gitCmd(t, f.origin, "init", "-q", "-b", "main")
	writeFiles(t, f.origin, map[string]string{"app.py": appBase, "README.md": "hello\n"})
	gitCmd(t, f.origin, "add", "-A")
	gitCmd(t, f.origin, "commit", "-q", "-m", "base")
	f.mainStart = gitCmd(t, f.origin, "rev-parse", "HEAD")

	gitCmd(t, f.origin, "checkout", "-q", "-b", "feature")
	if featureFiles == nil {
		featureFiles = map[string]string{
			"app.py":         appBase + "\n\ndef more(u):\n    return requests.get(u)  # line 14\n",
			"svc/handler.py": "import time\n\n\nasync def handle(req):\n    time.sleep(1)\n    return req\n",
			"notes.txt":      "requests.get(x)\n",
		}
	}
	writeFiles(t, f.origin, featureFiles)
	gitCmd(t, f.origin, "add", "-A")
	gitCmd(t, f.origin, "commit", "-q", "-m", "feature")
	f.head = gitCmd(t, f.origin, "rev-parse", "HEAD")

	gitCmd(t, f.origin, "checkout", "-q", "main")
	writeFiles(t, f.origin, map[string]string{
		"app.py":   "# one\n# two\n# three\n# four\n# five\n" + appBase,
		"other.py": "import requests\nrequests.get('https://example.com')\n", // on main only: never reported
	})
	gitCmd(t, f.origin, "add", "-A")
	gitCmd(t, f.origin, "commit", "-q", "-m", "main moves on")
	f.base = gitCmd(t, f.origin, "rev-parse", "HEAD")

	gitCmd(t, f.origin, "checkout", "-q", "--detach", f.base)
	gitCmd(t, f.origin, "merge", "-q", "--no-ff", "-m", "Merge "+f.head+" into "+f.base, f.head)
	f.merge = gitCmd(t, f.origin, "rev-parse", "HEAD")
	gitCmd(t, f.origin, "update-ref", "refs/pull/1/merge", f.merge)
	gitCmd(t, f.origin, "update-ref", "refs/pull/1/head", f.head)
	gitCmd(t, f.origin, "checkout", "-q", "main")
	gitCmd(t, f.origin, "config", "uploadpack.allowAnySHA1InWant", "true")

	os.MkdirAll(f.ws, 0o755)
	gitCmd(t, f.ws, "init", "-q")
	gitCmd(t, f.ws, "remote", "add", "origin", "file://"+f.origin)
	gitCmd(t, f.ws, "fetch", "-q", "--no-tags", "--depth=1", "origin", "+refs/pull/1/merge:refs/remotes/pull/1/merge")
	gitCmd(t, f.ws, "checkout", "-q", "--detach", "refs/remotes/pull/1/merge")
	return f
}

// prPayload is the real pull_request webhook, pointed at this fixture.
func prPayload(t *testing.T, file string, number int, base, head string, changedFiles int, fork bool) map[string]any {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "webhooks", file))
	if err != nil {
		t.Fatal(err)
	}
	var ev map[string]any
	if err := json.Unmarshal(b, &ev); err != nil {
		t.Fatal(err)
	}
	pr := ev["pull_request"].(map[string]any)
	ev["number"], pr["number"], pr["changed_files"] = number, number, changedFiles
	pr["base"].(map[string]any)["sha"] = base
	pr["base"].(map[string]any)["ref"] = "main"
	pr["head"].(map[string]any)["sha"] = head
	pr["base"].(map[string]any)["repo"].(map[string]any)["full_name"] = repoName
	headRepo := repoName
	if fork {
		headRepo = "forker/hello"
	}
	pr["head"].(map[string]any)["repo"].(map[string]any)["full_name"] = headRepo
	ev["repository"].(map[string]any)["full_name"] = repoName
	return ev
}

func loadEvent(t *testing.T, name string, replace map[string]string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "events", name))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for k, v := range replace {
		s = strings.ReplaceAll(s, k, v)
	}
	var ev map[string]any
	if err := json.Unmarshal([]byte(s), &ev); err != nil {
		t.Fatal(err)
	}
	return ev
}
