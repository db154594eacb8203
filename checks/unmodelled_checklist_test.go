package checks

import (
	"slices"
	"testing"

	"github.com/resilience-check/resilience-check/finding"
)

// TestChecklistPassOnModelledCalls: an item decided by a rule that reads the
// library models passes plainly only when no unmodelled package is called;
// otherwise it passes on the modelled calls and names the packages. An item
// of other rules, a failing item and a package imported but never called
// are unchanged.
func TestChecklistPassOnModelledCalls(t *testing.T) {
	files := []ScannedFile{
		{Path: "a.py", Lang: LangPython, Unmodelled: []finding.PackageUse{{Package: "slack_bolt", Calls: 2}, {Package: "typesonly", Calls: 0}}},
		{Path: "b.py", Lang: LangPython, Unmodelled: []finding.PackageUse{{Package: "nats", Calls: 5}}},
	}
	res := &Result{Files: files, Findings: []Finding{{RuleID: "RC101", Severity: SeverityMedium, Checklist: ItemTimeouts, InDiff: true}}}
	sts := EvaluateChecklist(Infos(DefaultRules()), res, SeverityMedium)
	got := map[string]ChecklistStatus{}
	for _, st := range sts {
		got[st.Item.ID] = st
	}
	if st := got[ItemNoBlocking]; st.State != StatePassModelled || !slices.Equal(st.Unmodelled, []string{"nats", "slack_bolt"}) {
		t.Errorf("no-blocking item: %s %v, want %s [nats slack_bolt]", st.State, st.Unmodelled, StatePassModelled)
	}
	for _, id := range []string{ItemSubprocessDB, ItemIdempotency, ItemErrorHygiene} {
		if st := got[id]; st.State != StatePassModelled {
			t.Errorf("%s: %s, want %s", id, st.State, StatePassModelled)
		}
	}
	if st := got[ItemTimeouts]; st.State != StateFail {
		t.Errorf("timeouts: %s, want fail (a finding wins)", st.State)
	}
	for _, id := range []string{ItemBackoff, ItemAllSettled, ItemPools} {
		if st := got[id]; st.State != StatePass || st.Unmodelled != nil {
			t.Errorf("%s: %s %v, want a plain pass (its rules read no library model)", id, st.State, st.Unmodelled)
		}
	}
	// the twin: only a package imported and never called
	res.Files = []ScannedFile{{Path: "a.py", Lang: LangPython, Unmodelled: []finding.PackageUse{{Package: "typesonly"}}}}
	for _, st := range EvaluateChecklist(Infos(DefaultRules()), res, SeverityMedium) {
		if st.State == StatePassModelled {
			t.Errorf("%s: %s with no call through an unmodelled package", st.Item.ID, st.State)
		}
	}
}
