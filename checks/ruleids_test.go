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
		r := RuleByID(id)
		if got := finding.RuleName(id); got != r.Name {
			t.Errorf("finding.RuleName(%s) = %q, want %q (list it in finding/rule.go)", id, got, r.Name)
		}
		if got, ok := finding.RuleIDByName(r.Name); !ok || got != id {
			t.Errorf("finding.RuleIDByName(%s) = %q, %v", r.Name, got, ok)
		}
		if finding.DefaultOff(id) != r.DefaultOff {
			t.Errorf("finding.DefaultOff(%s) = %v, want %v", id, finding.DefaultOff(id), r.DefaultOff)
		}
	}
	if finding.KnownRule("RC999") || !finding.KnownRule("rc101") {
		t.Error("KnownRule must reject unknown codes and accept any case")
	}
}
