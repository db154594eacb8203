package checks

import (
	"context"
	"os"
	"slices"
	"testing"
)

// TestChecklistFollowsFailOn: an item fails only for a reported finding at or
// above fail-on, is advice below it, and the breaker item is a manual review
// counting upstream calls when RC404 (off by default) did not run.
func TestChecklistFollowsFailOn(t *testing.T) {
	res := &Result{
		Files: []ScannedFile{{Path: "a.py", Lang: LangPython, UpstreamCalls: 2}, {Path: "b.py", Lang: LangPython, UpstreamCalls: 1}},
		Findings: []Finding{
			{RuleID: "RC101", Severity: SeverityMedium, Checklist: ItemTimeouts, InDiff: true},
			{RuleID: "RC302", Severity: SeverityLow, Checklist: ItemBackoff, InDiff: true},
			{RuleID: "RC201", Severity: SeverityHigh, Checklist: ItemNoBlocking, InDiff: false}, // outside the diff
		},
	}
	state := func(sts []ChecklistStatus, id string) ChecklistStatus {
		for _, st := range sts {
			if st.Item.ID == id {
				return st
			}
		}
		t.Fatalf("no checklist item %s", id)
		return ChecklistStatus{}
	}
	sts := EvaluateChecklist(Infos(DefaultRules()), res, SeverityMedium)
	for id, want := range map[string]string{ItemTimeouts: StateFail, ItemBackoff: StateAdvice, ItemNoBlocking: StatePass,
		ItemBreaker: StateManual, ItemRateLimits: StateManual} {
		if got := state(sts, id).State; got != want {
			t.Errorf("fail-on medium: %s is %s, want %s", id, got, want)
		}
	}
	if got := state(sts, ItemBreaker).Sites; got != 3 {
		t.Errorf("breaker item counts %d upstream calls, want 3", got)
	}
	sts = EvaluateChecklist(Infos(DefaultRules()), res, SeverityHigh)
	if got := state(sts, ItemTimeouts).State; got != StateAdvice {
		t.Errorf("fail-on high: a medium finding makes %s, want advice", got)
	}
	sts = EvaluateChecklist(Infos(DefaultRules()), res, SeverityNone)
	if got := state(sts, ItemTimeouts).State; got != StateAdvice {
		t.Errorf("fail-on none: %s, want advice", got)
	}
	withRC404 := append(DefaultRules(), RuleByID("RC404"))
	if got := state(EvaluateChecklist(Infos(withRC404), res, SeverityMedium), ItemBreaker).State; got != StatePass {
		t.Errorf("with RC404 run and no finding the breaker item is %s, want pass", got)
	}
}

// TestDatabaseTimeoutsInSubprocessDBRow: RC103's findings (a database
// connection without connect or statement timeout) count in the
// "Subprocess and database calls have timeouts" row, with RC102's, and leave
// the upstream-call row passing.
func TestDatabaseTimeoutsInSubprocessDBRow(t *testing.T) {
	var rules []*Rule
	for _, r := range Rules() {
		if r.ID == "RC101" || r.ID == "RC103" {
			rules = append(rules, r)
		}
	}
	src, err := os.ReadFile("rc103/testdata/psycopg_connect.py")
	if err != nil {
		t.Fatal(err)
	}
	res, err := (&Engine{Rules: rules, Workers: 1}).Scan(context.Background(), []Input{{Path: "db.py", Size: int64(len(src)),
		Read: func() ([]byte, error) { return src, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range res.Findings {
		res.Findings[i].InDiff = true
		if res.Findings[i].RuleID == "RC103" {
			n++
		}
	}
	if n == 0 {
		t.Fatal("RC103 reported nothing on its own fixture")
	}
	for _, st := range EvaluateChecklist(Infos(rules), res, SeverityHigh) {
		switch st.Item.ID {
		case ItemSubprocessDB:
			if st.Count != n || !slices.Contains(st.Rules, "RC103") {
				t.Errorf("subprocess/database row: count %d rules %v, want %d and RC103", st.Count, st.Rules, n)
			}
		case ItemTimeouts:
			if st.Count != 0 || slices.Contains(st.Rules, "RC103") {
				t.Errorf("upstream-call row: count %d rules %v, want 0 and no RC103", st.Count, st.Rules)
			}
		}
	}
}
