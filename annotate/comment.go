package annotate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/finding"
)

// CommentMarker is the first line of every PR comment body Markdown writes.
// Later runs find their own comment by it and edit it instead of adding one.
const CommentMarker = "<!-- resilience-check -->"

// Output caps, in characters. Both are enforced on the byte length, which is
// never less than the character or UTF-16 length, so they hold however GitHub
// counts.
const (
	// MaxCommentChars caps Markdown. GitHub answers longer issue/PR comment
	// bodies with 422 "body is too long (maximum is 65536 characters)"; the
	// limit is observed, not documented (GitHub's REST description gives the
	// comment body no maxLength), so keep a margin below it.
	MaxCommentChars = 65000
	// MaxSummaryChars caps Summary: the check-run output.summary maxLength,
	// 65535 characters (https://docs.github.com/en/rest/checks/runs). The job
	// summary allows 1 MiB per step (https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands,
	// "Step isolation and limits"), so the same text fits there.
	MaxSummaryChars = 65535
	// maxMessageChars caps one finding's message in markdown, so that a single
	// huge message cannot crowd out the others.
	maxMessageChars = 1000
)

// Markdown returns the body of the sticky PR comment: CommentMarker on the
// first line, then the same content as Summary, at most MaxCommentChars long.
// When the findings do not fit, the list is cut with a note saying how many
// were left out; the verdict and the checklist table are never cut.
func Markdown(r *Report) string {
	return CommentMarker + "\n" + renderMarkdown(r, MaxCommentChars-len(CommentMarker)-1)
}

// Summary returns the markdown for the check-run output.summary and the job
// summary ($GITHUB_STEP_SUMMARY): a one-line verdict, the checklist table
// (Item | Status | Rules), the reported findings grouped by file with links to
// their 1-based lines, and a collapsed section with the filter mode, counts and
// notices. It is at most MaxSummaryChars long; see Markdown for what is cut.
func Summary(r *Report) string { return renderMarkdown(r, MaxSummaryChars) }

// renderMarkdown lays out verdict, checklist, findings and scan details in at
// most limit bytes. Only the findings and notices lists are cut to fit, the
// notices to at most a quarter of the room left.
func renderMarkdown(r *Report, limit int) string {
	head := verdict(r) + "\n\n"
	if r.ConfigNote != "" {
		head += "⚙️ **" + escapeMD(r.ConfigNote) + "**\n\n"
	}
	head += checklistTable(r)
	if r.Suggested > 0 {
		head += fmt.Sprintf("\n💡 %s with one-click fixes: [see the review](%s).\n", plural(r.Suggested, "suggested change"), r.SuggestionsURL)
	}
	if safe, unsafe := r.Fixable(); safe+unsafe > 0 {
		head += fmt.Sprintf("\n%d fixable with `resilience-check scan --fix`", safe)
		if unsafe > 0 {
			head += fmt.Sprintf(" (%d more with `--unsafe-fixes`)", unsafe)
		}
		head += ".\n"
	}
	details := scanDetails(r)
	const findingsHead, noticesHead, detailsEnd = "\n#### Findings\n", "\n**Notices**\n\n", "\n</details>\n"
	room := limit - len(head) - len(details) - len(findingsHead) - len(noticesHead) - len(detailsEnd)
	notices := fitLines(noticeLines(r), room/4, func(n int) string {
		return "- … and " + plural(n, "more notice") + "\n"
	})
	findings := fitLines(findingLines(r), room-len(notices), func(n int) string {
		return "\n… and " + plural(n, "more finding") + "; see the check run or SARIF\n"
	})

	if strings.Count(findings, "<details>") > strings.Count(findings, "</details>") {
		findings += "\n</details>\n" // the cut dropped the low section's last bullet
	}
	var b strings.Builder
	b.WriteString(head)
	if findings != "" {
		b.WriteString(findingsHead + findings)
	}
	b.WriteString(details)
	if notices != "" {
		b.WriteString(noticesHead + notices)
	}
	b.WriteString(detailsEnd)
	return b.String()
}

func checklistTable(r *Report) string {
	var b strings.Builder
	b.WriteString("| Item | Status | Rules |\n| --- | --- | --- |\n")
	for _, st := range r.Checklist {
		item := escapeMD(st.Item.Title)
		if st.State == finding.StateManual && st.Item.Guidance != "" {
			item += "<br><sub>" + escapeMD(st.Item.Guidance) + "</sub>"
		}
		rules := "—"
		if len(st.Rules) > 0 {
			rules = escapeMD(strings.Join(st.Rules, ", "))
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", item, statusCell(st), rules)
	}
	return b.String()
}

// scanDetails opens the collapsed section and lists filter mode and counts.
func scanDetails(r *Report) string {
	outside, suppressed := r.Unreported()
	filter := r.FilterMode
	if filter == "" {
		filter = "none"
	}
	var b strings.Builder
	b.WriteString("\n<details><summary>Scan details</summary>\n\n")
	fmt.Fprintf(&b, "- filter mode: %s\n", escapeMD(filter))
	fmt.Fprintf(&b, "- %s scanned, %d skipped\n", plural(len(r.Files), "file"), r.Skipped())
	fmt.Fprintf(&b, "- %s outside the diff, %d suppressed\n", plural(outside, "finding"), suppressed)
	if line := unmodelledLine(r); line != "" {
		b.WriteString(line)
	}
	if n := AnnotationsLeftOut(r); n > 0 {
		fmt.Fprintf(&b, "- %s past the %d check-run annotations are in the SARIF only\n", plural(n, "finding"), MaxAnnotations)
	}
	if r.ToolVersion != "" {
		fmt.Fprintf(&b, "- resilience-check %s\n", escapeMD(r.ToolVersion))
	}
	return b.String()
}

// findingLines returns one bullet per reported finding; the first bullet of
// each file carries the file's heading, so that a cut never orphans one.
// Low findings come last, inside a collapsed section of their own (issue
// 21: a notice worth reading, not a defect that fails the check, as
// reviewdog's and Ruff's notices stay out of the way), whose opening and
// closing tags ride on its first and last bullet so that a cut keeps the
// markup whole.
func findingLines(r *Report) []string {
	var out, low []string
	prev, prevLow := "", ""
	for _, f := range r.Reported() {
		line := findingBullet(r, &f)
		if f.Severity == finding.SeverityLow {
			if f.Path != prevLow || low == nil {
				line = "\n**" + escapeMD(f.Path) + "**\n\n" + line
				prevLow = f.Path
			}
			low = append(low, line)
			continue
		}
		if f.Path != prev || out == nil {
			line = "\n**" + escapeMD(f.Path) + "**\n\n" + line
			prev = f.Path
		}
		out = append(out, line)
	}
	if len(low) > 0 {
		low[0] = fmt.Sprintf("\n<details><summary>%s (notices: a person can interrupt, the wait is short, or nothing in production waits)</summary>\n%s",
			plural(len(low), "low-severity finding"), low[0])
		low[len(low)-1] += "\n</details>\n"
		out = append(out, low...)
	}
	return out
}

func noticeLines(r *Report) []string {
	var out []string
	for _, n := range r.Notices {
		if n.Path == "" { // a notice on the whole run
			out = append(out, fmt.Sprintf("- %s: %s\n", escapeMD(n.Kind), escapeMD(n.Reason)))
			continue
		}
		out = append(out, fmt.Sprintf("- %s: %s: %s\n", escapeMD(n.Path), escapeMD(n.Kind), escapeMD(n.Reason)))
	}
	return out
}

// fitLines joins as many leading lines as fit in budget bytes together with
// more(n), the note on the n lines left out. It returns all lines when they fit.
func fitLines(lines []string, budget int, more func(n int) string) string {
	total := 0
	for _, l := range lines {
		total += len(l)
	}
	if total <= budget {
		return strings.Join(lines, "")
	}
	var b strings.Builder
	for i, l := range lines {
		if b.Len()+len(l)+len(more(len(lines)-i-1)) > budget {
			b.WriteString(more(len(lines) - i))
			break
		}
		b.WriteString(l)
	}
	return b.String()
}

// verdict is the comment's headline. An incomplete result leads with what
// did not finish (files and rules) and never shows the pass mark; files
// skipped by policy are counted after it.
func verdict(r *Report) string {
	high, medium, low := r.Counts()
	scope := "on changed lines"
	switch r.FilterMode {
	case "file":
		scope = "in changed files"
	case "nofilter":
		scope = "in the scanned files"
	}
	skipped := ""
	if n := r.PolicySkipped(); n > 0 {
		skipped = fmt.Sprintf(" (%s skipped by policy: binary, minified, generated or links; see scan details)", plural(n, "file"))
	}
	incomplete := ""
	if r.Incomplete() {
		incomplete = "incomplete: " + escapeMD(r.IncompleteReason(maxTitleFiles))
		if r.AllowIncomplete {
			incomplete += " (allowed by the configuration)"
		}
	}
	total := high + medium + low
	parts := severityParts(high, medium, low)
	switch {
	case r.Failing() > 0:
		v := fmt.Sprintf("**❌ resilience-check: %s %s (%s)**", plural(total, "finding"), scope, strings.Join(parts, ", "))
		if incomplete != "" {
			v += " — ⚠️ " + incomplete
		}
		return v + skipped
	case incomplete != "":
		found := "no findings " + scope + " in what was scanned"
		if total > 0 {
			found = fmt.Sprintf("%s %s (%s) in what was scanned", plural(total, "finding"), scope, strings.Join(parts, ", "))
		}
		return "**⚠️ resilience-check: " + incomplete + "**; " + found + skipped
	case total == 0:
		return "**✅ resilience-check: no findings " + scope + "**" + skipped
	}
	threshold := "nothing fails the check (fail-on none)"
	if r.FailOn != finding.SeverityNone {
		threshold = "none at or above the fail-on severity, " + r.FailOn.String()
	}
	return fmt.Sprintf("**💡 resilience-check: %s %s (%s); %s**%s",
		plural(total, "finding"), scope, strings.Join(parts, ", "), threshold, skipped)
}

func statusCell(st finding.ChecklistStatus) string {
	switch st.State {
	case finding.StatePass:
		return "✅ pass"
	case finding.StateFail:
		return fmt.Sprintf("❌ fail (%d)", st.Count)
	case finding.StateNotApplicable:
		return "➖ not applicable"
	case finding.StateAdvice:
		return fmt.Sprintf("💡 advice (%d)", st.Count)
	case finding.StateNotEvaluated:
		return "⚠️ not evaluated"
	case finding.StatePassModelled:
		return "✅ pass on modelled calls · " + plural(len(st.Unmodelled), "package") + " not modelled"
	case finding.StateManual:
		if st.Sites > 0 {
			return "👀 manual review (" + plural(st.Sites, "upstream call") + ")"
		}
		return "👀 manual review"
	}
	return escapeMD(st.State)
}

var severityBadge = map[finding.Severity]string{
	finding.SeverityHigh:   "🔴 **high**",
	finding.SeverityMedium: "🟠 **medium**",
	finding.SeverityLow:    "🟡 **low**",
}

func findingBullet(r *Report, f *finding.Finding) string {
	anchor := fmt.Sprintf("#L%d", f.StartLine)
	// Parentheses would end the link destination early.
	url := r.LinkBase + strings.NewReplacer("(", "%28", ")", "%29").Replace(uriPath(f.Path)) + anchor
	badge, ok := severityBadge[f.Severity]
	if !ok {
		badge = "**" + f.Severity.String() + "**"
	}
	return fmt.Sprintf("- %s %s `%s` [%s](%s): %s\n", badge, escapeMD(f.RuleID), f.RuleName,
		escapeMD(f.Path+anchor), url, escapeMD(truncate(messageWithFix(f), maxMessageChars)))
}

// mdEscaper makes text safe inside markdown paragraphs and table cells:
// markdown punctuation gets a backslash, HTML is neutralised, line breaks
// become spaces, and "@" gets a zero-width space so that code such as
// "@retry" does not mention a GitHub user.
var mdEscaper = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`, "|", `\|`, "~", `\~`,
	"&", "&amp;", "<", "&lt;", ">", "&gt;", "@", "@\u200b",
	"\r\n", " ", "\n", " ", "\r", " ",
)

func escapeMD(s string) string { return mdEscaper.Replace(s) }

// maxUnmodelledNames is how many unmodelled packages the scan details name.
const maxUnmodelledNames = 10

// unmodelledLine is the scan details' line naming the called third-party
// packages without a library model (at most maxUnmodelledNames, then
// "+N more"), or "" when there are none.
func unmodelledLine(r *Report) string {
	var names []string
	for _, u := range finding.UnmodelledOf(r.Files) {
		if u.Calls > 0 && !slices.Contains(names, u.Package) {
			names = append(names, u.Package)
		}
	}
	if len(names) == 0 {
		return ""
	}
	shown := names[:min(len(names), maxUnmodelledNames)]
	esc := make([]string, len(shown))
	for i, n := range shown {
		esc[i] = escapeMD(n)
	}
	list := strings.Join(esc, ", ")
	if n := len(names) - len(shown); n > 0 {
		list += fmt.Sprintf(" +%d more", n)
	}
	return "- not modelled (calls through them are not judged by RC101–RC104, RC201, RC402, RC601): " + list + "\n"
}
