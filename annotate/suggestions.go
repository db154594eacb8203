package annotate

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/finding"
)

// MaxSuggestions caps the suggested changes posted in one review per push,
// so a large change does not bury the pull request in comments.
const MaxSuggestions = 20

// suggestionMarker starts the hidden marker that ends every suggestion body;
// the fingerprint after it lets later pushes skip findings already suggested
// (reviewdog keeps its comments apart the same way).
const suggestionMarker = "<!-- resilience-check:suggestion "

// markerRE finds the fingerprint in a posted comment body.
var markerRE = regexp.MustCompile(`<!-- resilience-check:suggestion ([0-9a-f]{64}) -->`)

// SuggestedFingerprint returns the fingerprint a posted review comment body
// carries, or "" when it is not one of ours.
func SuggestedFingerprint(body string) string {
	if m := markerRE.FindStringSubmatch(body); m != nil {
		return m[1]
	}
	return ""
}

// ReviewComment is one suggested change on a pull request: a comment on
// lines StartLine..Line (1-based; StartLine is 0 for a single line) of Path on
// the head commit's side, whose body holds a GitHub suggestion block.
type ReviewComment struct {
	Path        string
	StartLine   int
	Line        int
	Body        string
	Fingerprint string
}

// Suggestions returns the review comments for the reported findings whose
// fix is safe and lies wholly on added lines (Finding.FixInDiff), skipping
// those whose fingerprint is in posted (suggested by an earlier push), at
// most max of them (MaxSuggestions when max <= 0), in report order.
func Suggestions(r *Report, posted map[string]bool, max int) []ReviewComment {
	if max <= 0 {
		max = MaxSuggestions
	}
	var out []ReviewComment
	seen := map[string]bool{}
	for i := range r.Findings {
		f := &r.Findings[i]
		fx := f.Autofix
		if !f.Reported() || !f.FixInDiff || fx == nil || fx.Lines == nil || fx.Applicability != finding.FixSafe {
			continue
		}
		fp := f.Fingerprint()
		if posted[fp] || seen[fp] {
			continue
		}
		if len(out) == max {
			break
		}
		seen[fp] = true
		c := ReviewComment{Path: f.Path, Line: fx.Lines.EndLine, Fingerprint: fp, Body: suggestionBody(f)}
		if fx.Lines.StartLine < fx.Lines.EndLine {
			c.StartLine = fx.Lines.StartLine
		}
		out = append(out, c)
	}
	return out
}

// suggestionBody is the comment text: rule, message, the suggestion block
// (its fence longer than any backtick run in the code) and the marker.
func suggestionBody(f *finding.Finding) string {
	fence := "```"
	for strings.Contains(f.Autofix.Lines.Text, fence) {
		fence += "`"
	}
	return fmt.Sprintf("**%s** `%s` (%s): %s\n\n%ssuggestion\n%s\n%s\n\nFix: %s (safe: it only adds the limit).\n%s%s -->",
		f.RuleID, f.RuleName, f.Severity, escapeMD(truncate(f.Message, maxMessageChars)),
		fence, f.Autofix.Lines.Text, fence, escapeMD(f.Autofix.Message), suggestionMarker, f.Fingerprint())
}
