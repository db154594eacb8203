package checks

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/finding"
)

// dropSettledAggregates drops RC602's Promise.all findings whose elements
// that can reject fall below two once the function summaries are linked:
// each element that calls another module's function is named in a related
// place asking finding.AskSettles, and one whose callee resolves to a
// function that handles its own failure (summary.Program.Settles) cannot
// reject the aggregate, as a helper of the file that catches is not counted
// (apify's getUserInfoCached returns anonymous user info on any failure).
// The elements that can reject are the finding's calls (finding.Open's
// Rejecting) less those; a callee that does not resolve still counts.
func dropSettledAggregates(fs []model.Finding, prog *summary.Program) {
	for i := range fs {
		f := &fs[i]
		if f.RuleID != "RC602" || f.Open == nil || f.Open.Rejecting == 0 || len(f.Related) == 0 {
			continue
		}
		left := f.Open.Rejecting
		for _, r := range f.Related {
			if r.Ask != nil && r.Ask.Kind == finding.AskSettles && prog.Settles(r.Path, r.StartLine, r.StartCol, r.Ask.Name) {
				left--
			}
		}
		if left < 2 {
			f.RuleID = ""
		}
	}
}
