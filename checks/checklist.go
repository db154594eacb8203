package checks

import (
	"slices"

	"github.com/resilience-check/resilience-check/finding"
)

// The checklist and its verdict are the output contract's (package finding).
type (
	// ChecklistItem is finding.ChecklistItem: one line of the resilience checklist.
	ChecklistItem = finding.ChecklistItem
	// ChecklistStatus is finding.ChecklistStatus: the verdict on one item for one scan.
	ChecklistStatus = finding.ChecklistStatus
)

// Checklist states (see finding.StatePass).
const (
	StatePass          = finding.StatePass
	StateFail          = finding.StateFail
	StateAdvice        = finding.StateAdvice
	StateNotApplicable = finding.StateNotApplicable
	StateManual        = finding.StateManual
	StateNotEvaluated  = finding.StateNotEvaluated
	StatePassModelled  = finding.StatePassModelled
)

// Checklist returns the checklist items in display order; see
// finding.Checklist.
func Checklist() []ChecklistItem { return finding.Checklist() }

// EvaluateChecklist decides every checklist item from the rules that ran
// (their Rule.Info, see Infos) and the scan result. Only findings for which Finding.Reported is true count, so
// findings outside the diff or suppressed leave an item passing. An item with
// a reported finding at or above failOn fails; one whose findings are all
// below it (or any finding when failOn is SeverityNone) is advice. An item
// without such findings whose rules did not finish on some file
// (Notice.Incomplete) is not evaluated: it is never called a pass. An
// item that would pass, decided by a rule of finding.ModelledRules, while the
// scanned files call a package no library model describes
// (ScannedFile.Unmodelled), passes on the modelled calls only
// (StatePassModelled).
func EvaluateChecklist(rules []*finding.RuleInfo, res *Result, failOn Severity) []ChecklistStatus {
	langs := res.Languages()
	unfinished := unfinishedRules(rules, res.Notices)
	ran := map[string]bool{}
	for _, r := range rules {
		ran[r.ID] = true
	}
	sites := 0
	for _, f := range res.Files {
		sites += f.UpstreamCalls
	}
	var called []string // unmodelled packages with call sites, most first
	for _, u := range finding.UnmodelledOf(res.Files) {
		if u.Calls > 0 && !slices.Contains(called, u.Package) {
			called = append(called, u.Package)
		}
	}
	var out []ChecklistStatus
	for _, item := range Checklist() {
		st := ChecklistStatus{Item: item, Rules: []string{}}
		applicable := false
		for _, r := range rules {
			if r.Checklist != item.ID {
				continue
			}
			st.Rules = append(st.Rules, r.ID)
			for l := range langs {
				if r.AppliesTo(l) {
					applicable = true
				}
			}
		}
		failing := 0
		for i := range res.Findings {
			f := &res.Findings[i]
			if f.Checklist == item.ID && f.Reported() {
				st.Count++
				if failOn != SeverityNone && f.Severity >= failOn {
					failing++
				}
			}
		}
		decided := item.DecidedBy == nil
		for _, id := range item.DecidedBy {
			decided = decided || ran[id]
		}
		notEvaluated := false
		for _, id := range st.Rules {
			notEvaluated = notEvaluated || unfinished[id]
		}
		switch {
		case failing > 0:
			st.State = StateFail
		case st.Count > 0:
			st.State = StateAdvice
		case notEvaluated:
			st.State = StateNotEvaluated
		case len(st.Rules) == 0:
			st.State = StateManual
		case !applicable:
			st.State = StateNotApplicable
		case !decided:
			st.State, st.Sites = StateManual, sites
		case len(called) > 0 && slices.ContainsFunc(st.Rules, func(id string) bool { return slices.Contains(finding.ModelledRules, id) }):
			st.State, st.Unmodelled = StatePassModelled, called
		default:
			st.State = StatePass
		}
		out = append(out, st)
	}
	return out
}

// unfinishedRules returns the IDs of the rules that did not finish on some
// file: those an incomplete notice names, or, for a file not scanned at all,
// every rule for its language (every rule when it has none).
func unfinishedRules(rules []*finding.RuleInfo, notices []Notice) map[string]bool {
	out := map[string]bool{}
	for _, n := range notices {
		if !n.Incomplete {
			continue
		}
		for _, id := range n.Rules {
			out[id] = true
		}
		if len(n.Rules) > 0 {
			continue
		}
		lang, ok := DetectLanguage(n.Path)
		for _, r := range rules {
			if !ok || r.AppliesTo(lang) {
				out[r.ID] = true
			}
		}
	}
	return out
}
