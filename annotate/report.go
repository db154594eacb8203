// Package annotate holds the sinks: SARIF, the PR comment (markdown), GitHub
// workflow commands, check-run annotations, text and JSON. Each sink takes a
// Report; none parses code or talks to GitHub.
package annotate

import (
	"fmt"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/resilience-check/resilience-check/finding"
)

// Report is everything a sink may show about one scan.
type Report struct {
	ToolVersion string // e.g. "0.1.0" or "dev"
	// Findings holds every finding the rules produced, in finding.Sort
	// order, with InDiff and Suppression already decided. SARIF carries those
	// in the diff (suppressed ones as suppressed results) and JSON all of
	// them; human-facing sinks show only those with Reported() true.
	Findings  []finding.Finding
	Notices   []finding.Notice
	Files     []finding.ScannedFile
	Rules     []*finding.RuleInfo // the rules that ran
	Checklist []finding.ChecklistStatus
	// FailOn is the severity at or above which a reported finding fails the
	// run (SeverityNone: nothing fails). The verdict line marks a failure only
	// for such findings; the checklist was evaluated with it.
	FailOn finding.Severity
	// FilterMode is the diff filter mode used: "added", "diff_context",
	// "file" or "nofilter".
	FilterMode string
	// LinkBase, when set, prefixes finding links in markdown, e.g.
	// "https://github.com/o/r/blob/<sha>/"; empty gives relative "path#L12".
	LinkBase string
	// Suggested counts the suggested changes posted on the pull request in
	// this run, and SuggestionsURL links their review; the comment says so.
	Suggested      int
	SuggestionsURL string
	// Empty is set when nothing was scanned although the scan was asked to
	// look at something (every file found was skipped or excluded, or none
	// was found in path mode): the result is incomplete, not a pass.
	Empty bool
	// AllowIncomplete is the user's lenience (`--allow-incomplete`, config
	// `incomplete: pass`): an incomplete result without failing findings
	// concludes success and exits 0; the headline still says what did not
	// finish.
	AllowIncomplete bool
	// ConfigNote, when set, is said in the comment's and the summary's
	// headline, on the line after the verdict: the pull request changes the
	// config file, and which config the scan used (the base commit's unless
	// the workflow opted into the head's).
	ConfigNote string
	// AutomationID is SARIF runs[].automationDetails.id, e.g.
	// "resilience-check/pull_request/" (a trailing slash lets GitHub add the run).
	AutomationID string
}

// Reported returns the findings that reach people: in the diff and not
// suppressed.
func (r *Report) Reported() []finding.Finding {
	var out []finding.Finding
	for _, f := range r.Findings {
		if f.Reported() {
			out = append(out, f)
		}
	}
	return out
}

// Failing returns how many reported findings are at or above FailOn (0 when
// FailOn is SeverityNone).
func (r *Report) Failing() int {
	n := 0
	if r.FailOn == finding.SeverityNone {
		return 0
	}
	for i := range r.Findings {
		if f := &r.Findings[i]; f.Reported() && f.Severity >= r.FailOn {
			n++
		}
	}
	return n
}

// Fixable counts the reported findings that carry a fix, safe and unsafe.
func (r *Report) Fixable() (safe, unsafe int) {
	for i := range r.Findings {
		if f := &r.Findings[i]; f.Reported() && f.Autofix != nil {
			if f.Autofix.Applicability == finding.FixUnsafe {
				unsafe++
			} else {
				safe++
			}
		}
	}
	return safe, unsafe
}

// Counts returns how many findings reach people (Finding.Reported) at each
// severity. Findings with finding.SeverityNone are in none of the three.
func (r *Report) Counts() (high, medium, low int) {
	for i := range r.Findings {
		f := &r.Findings[i]
		if !f.Reported() {
			continue
		}
		switch f.Severity {
		case finding.SeverityHigh:
			high++
		case finding.SeverityMedium:
			medium++
		case finding.SeverityLow:
			low++
		}
	}
	return high, medium, low
}

// Unreported returns how many findings do not reach people and why:
// outsideDiff counts unsuppressed findings with InDiff false, suppressed counts
// every finding with a Suppression, in the diff or not. Together with the
// reported findings they add up to len(r.Findings).
func (r *Report) Unreported() (outsideDiff, suppressed int) {
	for i := range r.Findings {
		switch f := &r.Findings[i]; {
		case f.Suppression != nil:
			suppressed++
		case !f.InDiff:
			outsideDiff++
		}
	}
	return outsideDiff, suppressed
}

// Gaps returns the notices that make the result incomplete
// (finding.Notice.Incomplete): files not scanned and rules that did not
// finish, in report order.
func (r *Report) Gaps() []finding.Notice {
	var out []finding.Notice
	for _, n := range r.Notices {
		if n.Incomplete {
			out = append(out, n)
		}
	}
	return out
}

// Incomplete reports whether something the scan was asked to check did not
// finish (Gaps) or nothing was scanned (Empty). Such a result is never a
// pass: the check run concludes neutral, the CLI exits 2, unless
// AllowIncomplete.
func (r *Report) Incomplete() bool { return r.Empty || len(r.Gaps()) > 0 }

// Dropped returns how many findings the output caps dropped (notices of
// kind finding.NoticeCapped).
func (r *Report) Dropped() int {
	n := 0
	for _, no := range r.Notices {
		if no.Kind == finding.NoticeCapped {
			n += no.Dropped
		}
	}
	return n
}

// IncompleteReason says in one line what did not finish, naming up to max
// files and every rule, e.g. "not scanned: big.py; RC101 did not finish on
// gen.go", or "nothing was scanned"; "" when the result is complete. A
// gap of the whole scan (no path and no rule: a per-scan budget of the
// facts ran out) is named by its reason.
func (r *Report) IncompleteReason(max int) string {
	if r.Empty && len(r.Gaps()) == 0 {
		return "nothing was scanned"
	}
	var skipped, scanWide []string
	byRule := map[string][]string{}
	var ruleOrder []string
	for _, n := range r.Gaps() {
		if n.Path == "" && len(n.Rules) == 0 {
			scanWide = append(scanWide, n.Reason)
			continue
		}
		if len(n.Rules) == 0 {
			skipped = append(skipped, n.Path)
			continue
		}
		for _, id := range n.Rules {
			if byRule[id] == nil {
				ruleOrder = append(ruleOrder, id)
			}
			byRule[id] = append(byRule[id], n.Path)
		}
	}
	sort.Strings(ruleOrder)
	list := func(paths []string) string {
		if len(paths) > max {
			return strings.Join(paths[:max], ", ") + fmt.Sprintf(" and %d more", len(paths)-max)
		}
		return strings.Join(paths, ", ")
	}
	var parts []string
	if len(skipped) > 0 {
		parts = append(parts, "not scanned: "+list(skipped))
	}
	for _, id := range ruleOrder {
		parts = append(parts, id+" did not finish on "+list(byRule[id]))
	}
	parts = append(parts, scanWide...)
	return strings.Join(parts, "; ")
}

// Skipped returns the number of notices of kind finding.NoticeSkipped: files
// the engine did not scan at all.
func (r *Report) Skipped() int {
	n := 0
	for _, no := range r.Notices {
		if no.Kind == finding.NoticeSkipped {
			n++
		}
	}
	return n
}

// PolicySkipped returns the number of files skipped by policy: skipped
// notices that do not make the result incomplete (binary by git's rule,
// minified, generated, symbolic links).
func (r *Report) PolicySkipped() int {
	n := 0
	for _, no := range r.Notices {
		if no.Kind == finding.NoticeSkipped && !no.Incomplete {
			n++
		}
	}
	return n
}

// level names one severity in each output format: SARIF result level,
// workflow command and check-run annotation level.
type level struct{ sarif, command, checkRun string }

func levelOf(s finding.Severity) level {
	switch s {
	case finding.SeverityHigh:
		return level{"error", "error", "failure"}
	case finding.SeverityMedium:
		return level{"warning", "warning", "warning"}
	}
	return level{"note", "notice", "notice"}
}

// title is a finding's short heading, "RC101 http-call-without-timeout".
func title(f *finding.Finding) string { return f.RuleID + " " + f.RuleName }

// messageWithFix is the message followed by " — fix: " and the suggested
// fix when shownFix keeps it.
func messageWithFix(f *finding.Finding) string {
	fix := shownFix(f)
	if fix == "" {
		return f.Message
	}
	return f.Message + " — fix: " + fix
}

// codeRE matches text that reads as code rather than prose: call
// parentheses, brackets or braces, an assignment or keyword argument, a
// string or template literal, a "key: value" option, a dotted name.
var codeRE = regexp.MustCompile(`[()\[\]{}="]|\x60|\w: \S|\w\.\w`)

// shownFix is the finding's suggested fix as the sinks show it, or "" when
// showing it adds nothing: when it is prose ("cap the attempts") or when the
// message already says it word for word ("...; pass timeout=(5, 20)" with the
// fix "timeout=(5, 20)"). Whitespace runs compare as one space.
func shownFix(f *finding.Finding) string {
	fix := strings.TrimSpace(f.Fix)
	if fix == "" || !codeRE.MatchString(fix) {
		return ""
	}
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	if strings.Contains(norm(f.Message), norm(fix)) {
		return ""
	}
	return fix
}

// truncate cuts s to at most n bytes on a rune boundary, ending it with an
// ellipsis when it cuts (n must leave room for it: n >= 3). Bytes are never
// fewer than characters or UTF-16 code units, so a byte cap also holds for
// limits counted in either.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	const ellipsis = "…"
	cut := max(n-len(ellipsis), 0)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + ellipsis
}

// uriPath turns a slash-separated repository path into a relative URI
// reference: spaces, '#', '?' and '%' are percent-encoded, and a first segment
// with a colon gets a "./" so that it cannot read as a scheme.
func uriPath(p string) string { return (&url.URL{Path: p}).String() }

// plural formats n with word, adding an "s" unless n is 1: "1 finding",
// "3 findings".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
