package annotate

import (
	"fmt"
	"io"
	"strings"
)

// WriteText writes a plain-text report for terminals and CI logs, in the style
// of ruff and golangci-lint. Each reported finding is a line
//
//	path:line:col: RC101 [medium] message
//
// (1-based line and column) followed by the source line indented by four
// spaces, a line of carets under the finding's columns, and "fix: ..." when
// the finding has a fix that is code the message does not already show. Then one line per notice, "path: skipped: reason", and
// a final count line such as "3 findings (1 high, 2 medium, 0 low); 2 outside
// the diff, 1 suppressed; 12 files scanned, 1 skipped", and "N fixable with
// --fix" when findings carry fixes. The output depends only on r.
//
// Paths, source lines, messages and fixes are escaped (safeText, safePath):
// no control character from the input reaches the output, and no line can
// start with "::" or hold "##[" taken from the input, so a CI runner never
// reads a workflow command out of a scanned file's name or contents.
func WriteText(w io.Writer, r *Report) error {
	var b strings.Builder
	for _, f := range r.Reported() {
		fmt.Fprintf(&b, "%s:%d:%d: %s [%s] %s\n", safePath(f.Path), f.StartLine, f.StartCol, f.RuleID, f.Severity, safeText(f.Message, false, false))
		if f.LineText != "" {
			line, start, end := safeSpan(f.LineText, true, true, f.StartCol, f.EndCol)
			b.WriteString("    " + line + "\n")
			b.WriteString("    " + caretLine(line, start, end, f.StartLine == f.EndLine) + "\n")
		}
		if fix := shownFix(&f); fix != "" {
			b.WriteString("    fix: " + safeText(fix, false, false) + "\n")
		}
		if fx := f.Autofix; fx != nil {
			fmt.Fprintf(&b, "    fixable (%s): %s\n", fx.Applicability, safeText(fx.Message, false, false))
		}
	}
	for _, n := range r.Notices {
		fmt.Fprintf(&b, "%s: %s: %s\n", safePath(n.Path), n.Kind, safeText(n.Reason, false, false))
	}
	high, medium, low := r.Counts()
	outside, suppressed := r.Unreported()
	fmt.Fprintf(&b, "%s (%d high, %d medium, %d low); %d outside the diff, %d suppressed; %s scanned, %d skipped\n",
		plural(high+medium+low, "finding"), high, medium, low, outside, suppressed, plural(len(r.Files), "file"), r.Skipped())
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
