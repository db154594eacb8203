package repodocs

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// node24Major is, for each action the workflows use, the first major
// version that runs on Node.js 24 (GitHub runners force Node 20 actions onto
// Node 24 from June 2026 and remove Node 20 in September 2026:
// https://github.blog/changelog/2025-09-19-deprecation-of-node-20-on-github-actions-runners/),
// or for codeql-action the first supported major (v3 is deprecated).
var node24Major = map[string]int{
	"actions/checkout":                  5,
	"actions/setup-go":                  6,
	"actions/upload-artifact":           6,
	"actions/download-artifact":         7,
	"github/codeql-action/upload-sarif": 4,
	"docker/setup-buildx-action":        4,
	"docker/login-action":               4,
	"docker/build-push-action":          7,
}

var usesLine = regexp.MustCompile(`(?m)^\s*(?:-\s+)?uses:\s*([^@\s]+)@(\S+)`)

// TestWorkflowPinsAreCurrent: every action a workflow or the example uses
// is on a Node 24 major (or a full commit SHA), and the workflows use no
// action missing from the table above, so a new one gets checked too.
func TestWorkflowPinsAreCurrent(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(root, ".github/workflows/*.yml"))
	ex, _ := filepath.Glob(filepath.Join(root, "examples/workflows/*.yml"))
	files = append(files, ex...)
	if len(files) < 3 {
		t.Fatalf("found %d workflow files", len(files))
	}
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		for _, m := range usesLine.FindAllStringSubmatch(read(t, rel), -1) {
			action, ref := m[1], m[2]
			if strings.HasPrefix(action, "./") || action == "resilience-check/resilience-check" {
				continue
			}
			min, ok := node24Major[action]
			if !ok {
				t.Errorf("%s: uses %s, which the pin table does not know; add its first Node 24 major", rel, action)
				continue
			}
			if shaRef.MatchString(ref) {
				continue
			}
			major, err := strconv.Atoi(strings.TrimPrefix(strings.SplitN(ref, ".", 2)[0], "v"))
			if err != nil || major < min {
				t.Errorf("%s: %s@%s; want v%d or later (Node 24)", rel, action, ref, min)
			}
		}
	}
}

var shaRef = regexp.MustCompile(`^[0-9a-f]{40}$`)

// TestExampleWorkflowBaseline: the example also runs on pushes to the
// default branch (code scanning's baseline, which the pull request's alerts
// are compared with), uploads SARIF there too, grants nothing at the top and
// only what the Action and upload-sarif need on the job, and says that a
// private repository needs code scanning enabled.
func TestExampleWorkflowBaseline(t *testing.T) {
	const rel = "examples/workflows/resilience-check.yml"
	body := read(t, rel)
	var wf struct {
		On struct {
			PullRequest *yaml.Node `yaml:"pull_request"`
			Push        struct {
				Branches []string `yaml:"branches"`
			} `yaml:"push"`
		} `yaml:"on"`
		Permissions map[string]string `yaml:"permissions"`
		Jobs        map[string]struct {
			Permissions map[string]string `yaml:"permissions"`
		} `yaml:"jobs"`
	}
	if err := yaml.Unmarshal([]byte(body), &wf); err != nil {
		t.Fatal(err)
	}
	if strings.Join(wf.On.Push.Branches, ",") != "main" {
		t.Errorf("on.push.branches = %v, want [main] (the default branch: the code-scanning baseline)", wf.On.Push.Branches)
	}
	if len(wf.Permissions) != 0 {
		t.Errorf("top-level permissions %v, want {} (each job names its own)", wf.Permissions)
	}
	want := map[string]string{"contents": "read", "checks": "write", "pull-requests": "write", "security-events": "write", "actions": "read"}
	for name, j := range wf.Jobs {
		if len(j.Permissions) != len(want) {
			t.Errorf("job %s permissions %v, want %v", name, j.Permissions, want)
		}
		for k, v := range want {
			if j.Permissions[k] != v {
				t.Errorf("job %s permission %s = %q, want %q", name, k, j.Permissions[k], v)
			}
		}
	}
	guards := sarifUploadGuards(t, rel)
	if len(guards) != 1 || !strings.Contains(guards[0], "github.event_name != 'pull_request'") {
		t.Errorf("upload-sarif if: %v; a push has no pull_request, so the fork guard must let it through", guards)
	}
	if !strings.Contains(body, "Private and internal repositories") || !strings.Contains(body, "code scanning") {
		t.Error("the example does not say that private repositories need code scanning enabled for the upload")
	}
}
