package finding

import (
	"strings"
	"testing"
)

// TestDropCovered: a caller's finding that Covers a reported finding of the
// same rule is dropped (one defect, reported once at the sink); it stays when
// the sink is outside the diff or suppressed, or is another rule's.
func TestDropCovered(t *testing.T) {
	sink := Finding{RuleID: "RC101", Path: "api.ts", StartLine: 7, StartCol: 3}
	caller := Finding{RuleID: "RC101", Path: "tool.ts", StartLine: 20, StartCol: 5, InDiff: true,
		Covers: &Place{Path: "api.ts", Line: 7, Col: 3}}
	other := Finding{RuleID: "RC201", Path: "tool.ts", StartLine: 20, StartCol: 5, InDiff: true,
		Covers: &Place{Path: "api.ts", Line: 7, Col: 3}}
	for _, tc := range []struct {
		name      string
		sinkIn    bool
		sup       bool
		wantPaths []string
	}{
		{"sink reported", true, false, []string{"api.ts", "tool.ts:RC201"}},
		{"sink outside the diff", false, false, []string{"api.ts", "tool.ts:RC101", "tool.ts:RC201"}},
		{"sink suppressed", true, true, []string{"api.ts", "tool.ts:RC101", "tool.ts:RC201"}},
	} {
		s := sink
		s.InDiff = tc.sinkIn
		if tc.sup {
			s.Suppression = &Suppression{Kind: "inSource"}
		}
		got := DropCovered([]Finding{s, caller, other})
		var paths []string
		for _, f := range got {
			if f.Path == "api.ts" {
				paths = append(paths, f.Path)
			} else {
				paths = append(paths, f.Path+":"+f.RuleID)
			}
		}
		if strings.Join(paths, ",") != strings.Join(tc.wantPaths, ",") {
			t.Errorf("%s: kept %v, want %v", tc.name, paths, tc.wantPaths)
		}
	}
}
