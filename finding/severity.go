package finding

import (
	"fmt"
	"strings"
)

// Severity ranks a finding. The zero value is SeverityNone, which no rule uses:
// it is the threshold meaning "fail on nothing".
type Severity int

// Severities in increasing order. They map to SARIF levels (note, warning,
// error), check-run annotation levels (notice, warning, failure) and GitHub
// security-severity scores (see SecurityScore).
const (
	SeverityNone Severity = iota
	SeverityLow
	SeverityMedium
	SeverityHigh
)

// String returns "none", "low", "medium" or "high".
func (s Severity) String() string {
	switch s {
	case SeverityLow:
		return "low"
	case SeverityMedium:
		return "medium"
	case SeverityHigh:
		return "high"
	}
	return "none"
}

// ParseSeverity parses "none", "low", "medium" or "high" (case-insensitive).
// It returns an error naming the accepted values for anything else.
func ParseSeverity(s string) (Severity, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "none":
		return SeverityNone, nil
	case "low":
		return SeverityLow, nil
	case "medium":
		return SeverityMedium, nil
	case "high":
		return SeverityHigh, nil
	}
	return SeverityNone, fmt.Errorf("unknown severity %q: want none, low, medium or high", s)
}

// SecurityScore is the GitHub code scanning "security-severity" score for a
// severity: a CVSS-like number as a string, "8.0" for high (GitHub shows
// 7.0-8.9 as high), "5.5" for medium (4.0-6.9) and "2.0" for low (0.1-3.9).
func (s Severity) SecurityScore() string {
	switch s {
	case SeverityHigh:
		return "8.0"
	case SeverityMedium:
		return "5.5"
	case SeverityLow:
		return "2.0"
	}
	return "0.0"
}

// MarshalText encodes a severity as its String form, so JSON output carries
// "high" rather than a number.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText decodes the String form; see ParseSeverity for errors.
func (s *Severity) UnmarshalText(b []byte) error {
	v, err := ParseSeverity(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}
