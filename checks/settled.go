package checks

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jscatch"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary"
)

// dropSettledAggregates drops RC602's Promise.all findings whose elements
// that can reject fall below two once the function summaries are linked:
// each element that calls another module's function is named in a related
// place (jscatch.ElementMessage), and one whose callee resolves to a
// function that handles its own failure (summary.Program.Settles) cannot
// reject the aggregate, as a helper of the file that catches is not counted
// (apify's getUserInfoCached returns anonymous user info on any failure).
// The elements that can reject are the finding's calls (the count in its
// message) less those; a callee that does not resolve still counts.
func dropSettledAggregates(fs []model.Finding, prog *summary.Program) {
	for i := range fs {
		f := &fs[i]
		if f.RuleID != "RC602" || len(f.Related) == 0 {
			continue
		}
		others := 0
		if _, err := fmt.Sscanf(aggregateTail(f.Message), "discards the results of the other %d", &others); err != nil {
			continue
		}
		left := others + 1
		for _, r := range f.Related {
			callee, ok := jscatch.ElementCallee(r.Message)
			if ok && prog.Settles(r.Path, r.StartLine, r.StartCol, callee) {
				left--
			}
		}
		if left < 2 {
			f.RuleID = ""
		}
	}
}

// aggregateTail returns the part of an RC602 Promise.all message from
// "discards the results" on, or "" when it has none.
func aggregateTail(msg string) string {
	if i := strings.Index(msg, "discards the results of the other "); i >= 0 {
		return msg[i:]
	}
	return ""
}
