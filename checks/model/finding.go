package model

import "github.com/resilience-check/resilience-check/finding"

// The output contract lives in package finding, which the sinks, the diff
// filter and the configuration import without linking the rules or the
// parser; the names below are that package's types, for the rules.
type (
	// Severity is finding.Severity: none, low, medium or high.
	Severity = finding.Severity
	// Finding is finding.Finding: one defect at one place (1-based lines and columns).
	Finding = finding.Finding
	// Site is finding.Site: another place a file-level finding applies to.
	Site = finding.Site
	// Suppression is finding.Suppression: why a finding is not reported.
	Suppression = finding.Suppression
)

// Severities (see finding.Severity).
const (
	SeverityNone   = finding.SeverityNone
	SeverityLow    = finding.SeverityLow
	SeverityMedium = finding.SeverityMedium
	SeverityHigh   = finding.SeverityHigh
)

// ParseSeverity parses "none", "low", "medium" or "high" (case-insensitive);
// see finding.ParseSeverity for the error.
func ParseSeverity(s string) (Severity, error) { return finding.ParseSeverity(s) }
