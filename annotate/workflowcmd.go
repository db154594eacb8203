package annotate

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/finding"
)

// WriteWorkflowCommands writes GitHub Actions workflow commands that annotate
// the run, one line each: for every reported finding
//
//	::error file=P,line=L,endLine=E,col=C,endColumn=EC,title=RC101 http-call-without-timeout::message
//
// with error for high, warning for medium and notice for low severity. Lines
// and columns are 1-based; col and endColumn (exclusive) are written only when
// the finding starts and ends on the same line, as GitHub requires. Then every
// notice becomes a ::warning (skipped file) or ::notice (partly scanned file).
// Values are escaped as @actions/core escapes them. GitHub shows at most 10
// annotations of each level per step (actions/toolkit docs/problem-matchers.md,
// "Limitations": https://github.com/actions/toolkit/blob/main/docs/problem-matchers.md);
// the rest stay in the log.
func WriteWorkflowCommands(w io.Writer, r *Report) error {
	var b strings.Builder
	for _, f := range r.Reported() {
		props := []string{"file", f.Path, "line", strconv.Itoa(f.StartLine)}
		if f.EndLine > 0 {
			props = append(props, "endLine", strconv.Itoa(f.EndLine))
		}
		if f.StartLine == f.EndLine && f.StartCol > 0 && f.EndCol > 0 {
			props = append(props, "col", strconv.Itoa(f.StartCol), "endColumn", strconv.Itoa(f.EndCol))
		}
		props = append(props, "title", title(&f))
		writeCommand(&b, levelOf(f.Severity).command, props, messageWithFix(&f))
	}
	for _, n := range r.Notices {
		cmd, t := "warning", "resilience-check skipped a file"
		if n.Kind != finding.NoticeSkipped {
			cmd, t = "notice", "resilience-check partly scanned a file"
		}
		writeCommand(&b, cmd, []string{"file", n.Path, "title", t}, n.Kind+": "+n.Reason)
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("write workflow commands: %w", err)
	}
	return nil
}

// Escaping of @actions/core (packages/core/src/command.ts): escapeData for the
// message, escapeProperty for property values.
var (
	commandData     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	commandProperty = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)

// writeCommand writes "::cmd k1=v1,k2=v2::data\n"; props alternates keys and values.
func writeCommand(b *strings.Builder, cmd string, props []string, data string) {
	b.WriteString("::" + cmd)
	for i := 0; i+1 < len(props); i += 2 {
		sep := ","
		if i == 0 {
			sep = " "
		}
		b.WriteString(sep + props[i] + "=" + commandProperty.Replace(props[i+1]))
	}
	b.WriteString("::" + commandData.Replace(data) + "\n")
}
