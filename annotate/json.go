package annotate

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/resilience-check/resilience-check/finding"
)

// jsonReport is the document WriteJSON writes.
type jsonReport struct {
	Version    string                `json:"version"`
	FilterMode string                `json:"filter_mode"`
	Summary    jsonSummary           `json:"summary"`
	Findings   []jsonFinding         `json:"findings"`
	Notices    []finding.Notice      `json:"notices"`
	Files      []finding.ScannedFile `json:"files"`
	Checklist  []ChecklistEntry      `json:"checklist"`
	Unmodelled []finding.Unmodelled  `json:"unmodelled"`
}

type jsonSummary struct {
	High        int `json:"high"`
	Medium      int `json:"medium"`
	Low         int `json:"low"`
	Total       int `json:"total"`
	OutsideDiff int `json:"outside_diff"`
	Suppressed  int `json:"suppressed"`
}

// jsonFinding adds the derived fields to a finding; its own fields keep the
// JSON names of finding.Finding.
type jsonFinding struct {
	finding.Finding
	Fingerprint string `json:"fingerprint"`
	Reported    bool   `json:"reported"`
}

// ChecklistEntry is one checklist item as the JSON report's "checklist"
// and the Action's checklist output write it (one shape for both): the
// item's ID and title, its state (checks.StatePass, StateFail, StateAdvice,
// StateNotApplicable or StateManual), the number of reported findings
// counted against it, the IDs of the rules that decide it (sorted, [] when
// none) and what a reviewer checks by hand.
type ChecklistEntry struct {
	ID       string   `json:"id"`
	Title    string   `json:"title"`
	State    string   `json:"state"`
	Count    int      `json:"count"`
	Rules    []string `json:"rules"`
	Guidance string   `json:"guidance"`
	// Unmodelled names, with the state pass-on-modelled-calls, the
	// third-party packages without a library model the scanned files call.
	Unmodelled []string `json:"unmodelled,omitempty"`
}

// ChecklistEntries returns r's checklist as ChecklistEntry values, in
// display order; never nil. r may be nil.
func ChecklistEntries(r *Report) []ChecklistEntry {
	out := []ChecklistEntry{}
	if r == nil {
		return out
	}
	for _, st := range r.Checklist {
		out = append(out, ChecklistEntry{st.Item.ID, st.Item.Title, st.State, st.Count,
			append([]string{}, st.Rules...), st.Item.Guidance, st.Unmodelled})
	}
	return out
}

// WriteJSON writes r as one indented JSON object for scripts:
//
//	{"version", "filter_mode",
//	 "summary": {"high", "medium", "low", "total", "outside_diff", "suppressed"},
//	 "findings": [...], "notices": [...], "files": [...], "checklist": [...],
//	 "unmodelled": [{"package", "language", "files", "calls"}, ...]}
//
// summary's severity counts and total are of reported findings (see
// Report.Counts). findings holds every finding, reported or not, with the
// fields of finding.Finding (1-based lines and columns, end_column exclusive,
// severity as "low", "medium" or "high") plus "fingerprint" and "reported".
// unmodelled lists the third-party packages the scanned files import that no
// library model describes (finding.UnmodelledOf), with the call sites
// through them: calls the rules could not judge.
// Empty lists are written as [], never null.
func WriteJSON(w io.Writer, r *Report) error {
	high, medium, low := r.Counts()
	outside, suppressed := r.Unreported()
	doc := jsonReport{
		Version:    r.ToolVersion,
		FilterMode: r.FilterMode,
		Summary:    jsonSummary{high, medium, low, high + medium + low, outside, suppressed},
		Findings:   []jsonFinding{},
		Notices:    append([]finding.Notice{}, r.Notices...),
		Files:      append([]finding.ScannedFile{}, r.Files...),
		Checklist:  ChecklistEntries(r),
		Unmodelled: finding.UnmodelledOf(r.Files),
	}
	for i := range r.Findings {
		f := &r.Findings[i]
		doc.Findings = append(doc.Findings, jsonFinding{*f, f.Fingerprint(), f.Reported()})
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write json report: %w", err)
	}
	return nil
}
