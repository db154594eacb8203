package annotate

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/resilience-check/resilience-check/finding"
)

// glIssue is one entry of a GitLab Code Quality report: the subset of the
// Code Climate issue that GitLab reads
// (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format);
// GitLab validates each entry against app/validators/json_schemas/codeclimate.json.
type glIssue struct {
	Type        string     `json:"type"`
	CheckName   string     `json:"check_name"`
	Description string     `json:"description"`
	Categories  []string   `json:"categories"`
	Fingerprint string     `json:"fingerprint"`
	Severity    string     `json:"severity"`
	Location    glLocation `json:"location"`
}

type glLocation struct {
	Path      string      `json:"path"`
	Positions glPositions `json:"positions"`
}

type glPositions struct {
	Begin glPosition `json:"begin"`
	End   glPosition `json:"end"`
}

type glPosition struct {
	Line   int `json:"line"`
	Column int `json:"column"`
}

// glSeverity maps a severity to GitLab's scale (info, minor, major,
// critical, blocker): high critical, medium major, low minor.
func glSeverity(s finding.Severity) string {
	switch s {
	case finding.SeverityHigh:
		return "critical"
	case finding.SeverityMedium:
		return "major"
	}
	return "minor"
}

// WriteGitLab writes the reported findings as a GitLab Code Quality report
// (artifacts:reports:codequality): a JSON array of issues with type
// "issue", check_name (the rule ID), description (rule ID and message),
// categories ["Bug Risk"], a fingerprint, severity (critical, major or
// minor for high, medium, low) and location (path relative to the
// repository root, 1-based begin and end positions). GitLab keys issues by
// fingerprint, so each is the finding's line-independent fingerprint with
// its occurrence number among identical ones, hashed: two identical lines
// in one file stay two issues. No finding writes [].
func WriteGitLab(w io.Writer, r *Report) error {
	out := []glIssue{}
	seen := map[string]int{}
	for _, f := range r.Reported() {
		fp := f.Fingerprint()
		seen[fp]++
		sum := sha256.Sum256([]byte(fp + ":" + strconv.Itoa(seen[fp])))
		end := glPosition{Line: f.EndLine, Column: f.EndCol}
		if end.Line == 0 {
			end = glPosition{Line: f.StartLine, Column: f.StartCol}
		}
		out = append(out, glIssue{
			Type: "issue", CheckName: f.RuleID, Description: f.RuleID + " " + f.Message,
			Categories: []string{"Bug Risk"}, Fingerprint: hex.EncodeToString(sum[:16]), Severity: glSeverity(f.Severity),
			Location: glLocation{Path: f.Path, Positions: glPositions{Begin: glPosition{f.StartLine, f.StartCol}, End: end}},
		})
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return fmt.Errorf("write gitlab report: %w", err)
	}
	return nil
}
