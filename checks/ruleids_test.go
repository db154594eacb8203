package checks

import (
	"slices"
	"testing"

	"github.com/resilience-check/resilience-check/finding"
)

// TestRuleIDsMatchCatalogue keeps finding.RuleIDs, the codes the
// configuration validates against without linking the rules, equal to the
// catalogue: a rule added here must be listed there too.
func TestRuleIDsMatchCatalogue(t *testing.T) {
	var ids []string
	for _, r := range Rules() {
		ids = append(ids, r.ID)
	}
	if got := finding.RuleIDs(); !slices.Equal(got, ids) {
		t.Errorf("finding.RuleIDs() = %v, want the catalogue's codes %v (list the new rule in finding/rule.go)", got, ids)
	}
	for _, id := range ids {
		if !finding.KnownRule(id) || RuleByID(id) == nil {
			t.Errorf("%s: KnownRule and RuleByID disagree", id)
		}
	}
	if finding.KnownRule("RC999") || !finding.KnownRule("rc101") {
		t.Error("KnownRule must reject unknown codes and accept any case")
	}
}
