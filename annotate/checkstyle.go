package annotate

import (
	"encoding/xml"
	"fmt"
	"io"

	"github.com/resilience-check/resilience-check/finding"
)

// Checkstyle XML as reviewdog (-f=checkstyle), Jenkins' Warnings plugin and
// SonarQube read it: <checkstyle><file name><error line column severity
// message source/></file></checkstyle>.

type csRoot struct {
	XMLName xml.Name `xml:"checkstyle"`
	Version string   `xml:"version,attr"`
	Files   []csFile `xml:"file"`
}

type csFile struct {
	Name   string    `xml:"name,attr"`
	Errors []csError `xml:"error"`
}

type csError struct {
	Line     int    `xml:"line,attr"`
	Column   int    `xml:"column,attr,omitempty"`
	Severity string `xml:"severity,attr"`
	Message  string `xml:"message,attr"`
	Source   string `xml:"source,attr"`
}

// csSeverity maps a severity to checkstyle's: high error, medium warning,
// low info.
func csSeverity(s finding.Severity) string {
	switch s {
	case finding.SeverityHigh:
		return "error"
	case finding.SeverityMedium:
		return "warning"
	}
	return "info"
}

// WriteCheckstyle writes the reported findings as Checkstyle XML: one
// <file> per path (relative to the repository root) in report order, one
// <error> per finding with its 1-based line and column, severity (error,
// warning or info for high, medium, low), message and source
// "resilience-check.RULE-ID" (golangci-lint's and ESLint's convention of a
// dotted source). No finding writes an empty <checkstyle>.
func WriteCheckstyle(w io.Writer, r *Report) error {
	doc := csRoot{Version: "4.3"}
	index := map[string]int{}
	for _, f := range r.Reported() {
		i, ok := index[f.Path]
		if !ok {
			i = len(doc.Files)
			index[f.Path] = i
			doc.Files = append(doc.Files, csFile{Name: f.Path})
		}
		doc.Files[i].Errors = append(doc.Files[i].Errors, csError{Line: f.StartLine, Column: f.StartCol,
			Severity: csSeverity(f.Severity), Message: f.Message, Source: "resilience-check." + f.RuleID})
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return fmt.Errorf("write checkstyle: %w", err)
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write checkstyle: %w", err)
	}
	_, err := io.WriteString(w, "\n")
	return err
}
