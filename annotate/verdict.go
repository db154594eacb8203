package annotate

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/finding"
)

// Check run conclusions a report leads to (GitHub's names).
const (
	ConclusionSuccess = "success" // no reported finding, and the scan finished
	ConclusionNeutral = "neutral" // reported findings all below fail-on, or an incomplete scan
	ConclusionFailure = "failure" // a reported finding at or above fail-on
)

// Conclusion is the check run conclusion for r: ConclusionFailure when a
// reported finding is at or above failOn (never for failOn none);
// ConclusionNeutral when the result is incomplete (Report.Incomplete: an
// incomplete scan is never a pass, unless r.AllowIncomplete) or there are
// reported findings below failOn; ConclusionSuccess otherwise. The Action
// and the bot share it.
func Conclusion(r *Report, failOn finding.Severity) string {
	reported := r.Reported()
	if failOn != finding.SeverityNone {
		for _, f := range reported {
			if f.Severity >= failOn {
				return ConclusionFailure
			}
		}
	}
	if len(reported) > 0 || (r.Incomplete() && !r.AllowIncomplete) {
		return ConclusionNeutral
	}
	return ConclusionSuccess
}

// maxTitleFiles is how many files a title or headline names before "and N
// more".
const maxTitleFiles = 3

// CheckRunTitle is the check run title for r: the reported counts by
// severity, such as "3 findings (1 high, 2 medium)", or "no findings";
// an incomplete result leads with why, "incomplete (not scanned: big.py):
// no findings".
func CheckRunTitle(r *Report) string {
	t := findingsTitle(r)
	if r.Incomplete() {
		return truncate("incomplete ("+r.IncompleteReason(maxTitleFiles)+"): "+t, 1000)
	}
	return t
}

func findingsTitle(r *Report) string {
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
