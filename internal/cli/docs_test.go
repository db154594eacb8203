package cli

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

var update = flag.Bool("update", false, "rewrite docs/rules/*.md from the rules' Help")

// TestRuleDocsInSync fails when docs/rules/<ID>.md differs from the rule's
// documentation in code, as actionlint's docs check does; -update rewrites.
func TestRuleDocsInSync(t *testing.T) {
	for _, r := range checks.Rules() {
		path := filepath.Join("..", "..", "docs", "rules", r.ID+".md")
		want := RuleDoc(r)
		if *update {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v (run go test ./internal/cli -update)", r.ID, err)
			continue
		}
		if string(got) != want {
			t.Errorf("%s is out of date with the %s rule's Help (run go test ./internal/cli -update)", path, r.ID)
		}
	}
}

// TestRuleMetadata checks every rule's public contract fields.
func TestRuleMetadata(t *testing.T) {
	items := map[string]bool{}
	for _, it := range checks.Checklist() {
		items[it.ID] = true
	}
	seen := map[string]bool{}
	for _, r := range checks.Rules() {
		if seen[r.ID] {
			t.Errorf("duplicate rule ID %s", r.ID)
		}
		seen[r.ID] = true
		if r.Name == "" || r.Summary == "" || r.Description == "" || r.Help == "" || r.CWE == 0 || r.Check == nil {
			t.Errorf("%s: name, summary, description, help, CWE and check are all required", r.ID)
		}
		// Meta rules about the tool's own use (RC0xx) belong to no item.
		if !items[r.Checklist] && !(r.Checklist == "" && strings.HasPrefix(r.ID, "RC0")) {
			t.Errorf("%s: unknown checklist item %q", r.ID, r.Checklist)
		}
		if r.Severity == checks.SeverityNone || len(r.Languages) == 0 {
			t.Errorf("%s: needs a severity and at least one language", r.ID)
		}
	}
}
