// Package repodocs tests the repository's own documents and GitHub files
// against each other: the README quotes the example workflow verbatim, the
// YAML it shows parses, and the example keeps the repository workflow's
// guard on the SARIF upload. actionlint (in .ci/run) lints the same files
// against GitHub's workflow schema.
package repodocs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// root is the repository root, relative to this package.
const root = "../.."

func read(t *testing.T, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// fencedYAML returns the bodies of the README's ```yaml blocks.
func fencedYAML(md string) []string {
	re := regexp.MustCompile("(?ms)^```ya?ml\n(.*?)^```$")
	var out []string
	for _, m := range re.FindAllStringSubmatch(md, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestREADMEQuotesExampleWorkflows: each examples/workflows/*.yml is quoted
// whole, byte for byte, in a ```yaml block of the README, so the snippet a
// reader copies is the file that actionlint checks.
func TestREADMEQuotesExampleWorkflows(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(root, "examples/workflows/*.yml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no examples/workflows/*.yml")
	}
	blocks := fencedYAML(read(t, "README.md"))
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		body := read(t, rel)
		quoted := false
		for _, b := range blocks {
			quoted = quoted || b == body
		}
		if !quoted {
			t.Errorf("README.md has no ```yaml block equal to %s; paste the file whole", rel)
		}
	}
}

// TestREADMEYAMLParses: every ```yaml block of the README is valid YAML (a
// flow mapping holding `${{ ... }}` unquoted is not).
func TestREADMEYAMLParses(t *testing.T) {
	blocks := fencedYAML(read(t, "README.md"))
	if len(blocks) == 0 {
		t.Fatal("README.md has no ```yaml block")
	}
	for i, b := range blocks {
		var v any
		if err := yaml.Unmarshal([]byte(b), &v); err != nil {
			t.Errorf("README ```yaml block %d does not parse: %v\n%s", i+1, err, b)
		}
	}
}

// workflow is the part of a workflow file these tests read.
type workflow struct {
	Jobs map[string]struct {
		Steps []struct {
			ID   string            `yaml:"id"`
			If   string            `yaml:"if"`
			Uses string            `yaml:"uses"`
			With map[string]string `yaml:"with"`
		} `yaml:"steps"`
	} `yaml:"jobs"`
}

// sarifUploadGuards returns the `if:` of every upload-sarif step in the file.
func sarifUploadGuards(t *testing.T, rel string) []string {
	t.Helper()
	var wf workflow
	if err := yaml.Unmarshal([]byte(read(t, rel)), &wf); err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
	var out []string
	for _, j := range wf.Jobs {
		for _, s := range j.Steps {
			if strings.HasPrefix(s.Uses, "github/codeql-action/upload-sarif@") {
				out = append(out, s.If)
			}
		}
	}
	return out
}

// forkGuard is the condition that keeps a pull request from a fork, whose
// token cannot write security events, from failing on the SARIF upload.
const forkGuard = "github.event.pull_request.head.repo.full_name == github.repository"

// TestExampleWorkflowGuardsSARIFUpload: the example uploads SARIF only on
// pull requests from the repository itself, with the same condition as the
// repository's own workflow.
func TestExampleWorkflowGuardsSARIFUpload(t *testing.T) {
	own := sarifUploadGuards(t, ".github/workflows/resilience-check.yml")
	example := sarifUploadGuards(t, "examples/workflows/resilience-check.yml")
	if len(own) != 1 || len(example) != 1 {
		t.Fatalf("upload-sarif steps: %d in the repository workflow, %d in the example; want 1 each", len(own), len(example))
	}
	if !strings.Contains(own[0], forkGuard) {
		t.Errorf("repository workflow's upload has no fork guard: if: %s", own[0])
	}
	if example[0] != own[0] {
		t.Errorf("example upload if: %q, want the repository workflow's %q", example[0], own[0])
	}
}
