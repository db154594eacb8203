package annotate

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/fatih/color"

	"github.com/resilience-check/resilience-check/finding"
)

// TextOptions shapes WriteTextWith's output. The zero value is WriteText's.
type TextOptions struct {
	// Path maps a finding's or notice's repository path to the path shown,
	// e.g. relative to the current folder as Ruff prints them; nil shows the
	// repository path.
	Path func(string) string
	// Concise prints one line per finding, without the source line, carets
	// and fixes (Ruff's --output-format concise).
	Concise bool
	// Statistics prints, instead of the findings, one line per rule with
	// its count of reported findings, most first (Ruff's --statistics):
	// "count<TAB>ID<TAB>[*] name", [*] when some of them carry a safe fix.
	Statistics bool
	// Color adds ANSI colours (bold paths and rule IDs, severities in red,
	// yellow and cyan, red carets), for a terminal.
	Color bool
}

// WriteText writes a plain-text report for terminals and CI logs, in the style
// of ruff and golangci-lint. Each reported finding is a line
//
//	path:line:col: RC101 [medium] message
//
// (1-based line and column) followed by the source line indented by four
// spaces, a line of carets under the finding's columns, and "fix: ..." when
// the finding has a fix that is code the message does not already show. Then one line per notice, "path: skipped: reason", and
// a final count line such as "3 findings (1 high, 2 medium, 0 low); 2 outside
// the diff, 1 suppressed; 12 files scanned, 1 skipped" ("N outside the diff"
// only when a diff filtered the findings: FilterMode is not "nofilter"), and
// "N fixable with --fix" when findings carry fixes. The output depends only
// on r.
//
// Paths, source lines, messages and fixes are escaped (safeText, safePath):
// no control character from the input reaches the output, and no line can
// start with "::" or hold "##[" taken from the input, so a CI runner never
// reads a workflow command out of a scanned file's name or contents.
func WriteText(w io.Writer, r *Report) error { return WriteTextWith(w, r, TextOptions{}) }

// WriteTextWith is WriteText shaped by o: paths mapped, concise lines,
// statistics, colours. Escaping comes before colouring: the colours' escape
// sequences are the only control characters written.
func WriteTextWith(w io.Writer, r *Report, o TextOptions) error {
	var b strings.Builder
	paint := func(s string, attrs ...color.Attribute) string {
		if !o.Color {
			return s
		}
		c := color.New(attrs...)
		c.EnableColor()
		return c.Sprint(s)
	}
	path := func(p string) string {
		if o.Path != nil {
			return o.Path(p)
		}
		return p
	}
	sevColor := map[finding.Severity]color.Attribute{finding.SeverityHigh: color.FgRed, finding.SeverityMedium: color.FgYellow, finding.SeverityLow: color.FgCyan}
	if o.Statistics {
		writeStatistics(&b, r, paint)
	}
	for _, f := range r.Reported() {
		if o.Statistics {
			break
		}
		fmt.Fprintf(&b, "%s:%d:%d: %s %s %s\n", paint(safePath(path(f.Path)), color.Bold), f.StartLine, f.StartCol,
			paint(f.RuleID, color.Bold, color.FgRed), paint("["+f.Severity.String()+"]", sevColor[f.Severity]), safeText(f.Message, false, false))
		if o.Concise {
			continue
		}
		if f.LineText != "" {
			line, start, end := safeSpan(f.LineText, true, true, f.StartCol, f.EndCol)
			b.WriteString("    " + line + "\n")
			b.WriteString("    " + paint(caretLine(line, start, end, f.StartLine == f.EndLine), color.FgRed) + "\n")
		}
		if fix := shownFix(&f); fix != "" {
			b.WriteString("    " + paint("fix:", color.FgGreen) + " " + safeText(fix, false, false) + "\n")
		}
		if fx := f.Autofix; fx != nil {
			fmt.Fprintf(&b, "    %s: %s\n", paint(fmt.Sprintf("fixable (%s)", fx.Applicability), color.FgGreen), safeText(fx.Message, false, false))
		}
	}
	for _, n := range r.Notices {
		if n.Path == "" { // a notice on the whole run
			fmt.Fprintf(&b, "%s: %s\n", n.Kind, safeText(n.Reason, false, false))
			continue
		}
		fmt.Fprintf(&b, "%s: %s: %s\n", paint(safePath(path(n.Path)), color.Bold), n.Kind, safeText(n.Reason, false, false))
	}
	high, medium, low := r.Counts()
	outside, suppressed := r.Unreported()
	unreported := fmt.Sprintf("%d outside the diff, %d suppressed", outside, suppressed)
	if r.FilterMode == "nofilter" && outside == 0 { // a whole-file scan: no diff to be outside of
		unreported = fmt.Sprintf("%d suppressed", suppressed)
	}
	b.WriteString(paint(fmt.Sprintf("%s (%d high, %d medium, %d low); %s; %s scanned, %d skipped",
		plural(high+medium+low, "finding"), high, medium, low, unreported, plural(len(r.Files), "file"), r.Skipped()), color.Bold) + "\n")
	if r.Incomplete() {
		fmt.Fprintf(&b, "incomplete: %s\n", safeText(r.IncompleteReason(maxTitleFiles), false, false))
	}
	if safe, unsafe := r.Fixable(); safe+unsafe > 0 {
		fmt.Fprintf(&b, "%d fixable with --fix", safe)
		if unsafe > 0 {
			fmt.Fprintf(&b, " (%d more with --unsafe-fixes)", unsafe)
		}
		b.WriteString("\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("write text report: %w", err)
	}
	return nil
}

// writeStatistics writes one line per rule with reported findings, most
// first, then by ID, as Ruff's --statistics: the count right-aligned, the
// rule ID, "[*]" when some of its findings carry a safe fix ("[ ]" else) and
// the rule's name.
func writeStatistics(b *strings.Builder, r *Report, paint func(string, ...color.Attribute) string) {
	type stat struct {
		id, name string
		n        int
		fixable  bool
	}
	byID := map[string]*stat{}
	var stats []*stat
	for _, f := range r.Reported() {
		s := byID[f.RuleID]
		if s == nil {
			s = &stat{id: f.RuleID, name: f.RuleName}
			byID[f.RuleID] = s
			stats = append(stats, s)
		}
		s.n++
		s.fixable = s.fixable || (f.Autofix != nil && f.Autofix.Applicability != finding.FixUnsafe)
	}
	sort.SliceStable(stats, func(i, j int) bool {
		if stats[i].n != stats[j].n {
			return stats[i].n > stats[j].n
		}
		return stats[i].id < stats[j].id
	})
	width := 1
	if len(stats) > 0 {
		width = len(strconv.Itoa(stats[0].n))
	}
	for _, s := range stats {
		mark := "[ ]"
		if s.fixable {
			mark = "[*]"
		}
		fmt.Fprintf(b, "%*d\t%s\t%s %s\n", width, s.n, paint(s.id, color.Bold, color.FgRed), mark, s.name)
	}
}

// caretLine puts carets under columns [start, end) of line (1-based code
// points), or from start to the end of the line when the finding spans several
// lines; at least one caret. Tabs before start are kept so that the carets
// line up under the source.
func caretLine(line string, start, end int, sameLine bool) string {
	var b strings.Builder
	col := 1
	for _, c := range line {
		if col >= start {
			break
		}
		if c == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
		col++
	}
	n := 1
	if sameLine && end > start {
		n = end - start
	} else if !sameLine {
		n = max(len([]rune(line))-start+1, 1) // to the end of the line
	}
	return b.String() + strings.Repeat("^", n)
}
