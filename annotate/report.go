// Package annotate holds the sinks: SARIF, the PR comment (markdown), GitHub
// workflow commands, check-run annotations, text and JSON. Each sink takes a
// Report; none parses code or talks to GitHub.
package annotate

import "github.com/resilience-check/resilience-check/checks"

// Report is everything a sink may show about one scan.
type Report struct {
	ToolVersion string // e.g. "0.1.0" or "dev"
	// Findings holds every finding the rules produced, in checks.SortFindings
	// order, with InDiff and Suppression already decided. SARIF carries them
	// all; human-facing sinks show only those with Reported() true.
	Findings  []checks.Finding
	Notices   []checks.Notice
	Files     []checks.ScannedFile
	Rules     []*checks.Rule // the rules that ran
	Checklist []checks.ChecklistStatus
	// FilterMode is the diff filter mode used: "added", "diff_context",
	// "file" or "nofilter".
	FilterMode string
	// LinkBase, when set, prefixes finding links in markdown, e.g.
	// "https://github.com/o/r/blob/<sha>/"; empty gives relative "path#L12".
	LinkBase string
	// AutomationID is SARIF runs[].automationDetails.id, e.g.
	// "resilience-check/pull_request/" (a trailing slash lets GitHub add the run).
	AutomationID string
}

// Reported returns the findings that reach people: in the diff and not
// suppressed.
func (r *Report) Reported() []checks.Finding {
	var out []checks.Finding
	for _, f := range r.Findings {
		if f.Reported() {
			out = append(out, f)
		}
	}
	return out
}
