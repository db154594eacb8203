package annotate

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/finding"
)

// Check run conclusions a report leads to (GitHub's names).
const (
	ConclusionSuccess = "success" // no reported finding
	ConclusionNeutral = "neutral" // reported findings, all below fail-on
	ConclusionFailure = "failure" // a reported finding at or above fail-on
)

// Conclusion is the check run conclusion for r: ConclusionFailure when a
// reported finding is at or above failOn (never for failOn none),
// ConclusionNeutral when there are reported findings below it,
// ConclusionSuccess when there are none. The Action and the bot share it.
func Conclusion(r *Report, failOn finding.Severity) string {
	reported := r.Reported()
	if len(reported) == 0 {
		return ConclusionSuccess
	}
	if failOn != finding.SeverityNone {
		for _, f := range reported {
			if f.Severity >= failOn {
				return ConclusionFailure
			}
		}
	}
	return ConclusionNeutral
}

// CheckRunTitle is the check run title for r: the reported counts by
// severity, such as "3 findings (1 high, 2 medium)", or "no findings".
func CheckRunTitle(r *Report) string {
	high, medium, low := r.Counts()
	n := high + medium + low
	if n == 0 {
		return "no findings"
	}
	parts := severityParts(high, medium, low)
	s := "s"
	if n == 1 {
		s = ""
	}
	return fmt.Sprintf("%d finding%s (%s)", n, s, strings.Join(parts, ", "))
}

// severityParts lists the non-zero counts by severity: ["1 high", "2 low"].
func severityParts(high, medium, low int) []string {
	var parts []string
	for _, c := range []struct {
		n    int
		name string
	}{{high, "high"}, {medium, "medium"}, {low, "low"}} {
		if c.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c.n, c.name))
		}
	}
	return parts
}
