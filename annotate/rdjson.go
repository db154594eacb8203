package annotate

import (
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/resilience-check/resilience-check/finding"
)

// Reviewdog Diagnostic Format (rdformat), as reviewdog reads it with
// -f=rdjson and -f=rdjsonl: https://github.com/reviewdog/reviewdog/tree/master/proto/rdf
// (reviewdog.proto; JSON schemas DiagnosticResult.json and Diagnostic.json).

// rdResult is the DiagnosticResult message (rdjson).
type rdResult struct {
	Source      rdSource       `json:"source"`
	Diagnostics []rdDiagnostic `json:"diagnostics"`
}

// rdDiagnostic is the Diagnostic message (one rdjsonl line).
type rdDiagnostic struct {
	Message     string         `json:"message"`
	Location    rdLocation     `json:"location"`
	Severity    string         `json:"severity"`
	Source      *rdSource      `json:"source,omitempty"`
	Code        rdCode         `json:"code"`
	Suggestions []rdSuggestion `json:"suggestions,omitempty"`
}

type rdSource struct {
	Name string `json:"name"`
	URL  string `json:"url,omitempty"`
}

type rdCode struct {
	Value string `json:"value"`
	URL   string `json:"url,omitempty"`
}

type rdLocation struct {
	Path  string  `json:"path"`
	Range rdRange `json:"range"`
}

// rdRange's end is exclusive; positions without a column make the range
// linewise (whole lines, start through end, without the last line break).
type rdRange struct {
	Start rdPosition  `json:"start"`
	End   *rdPosition `json:"end,omitempty"`
}

// rdPosition is 1-based; Column counts UTF-8 bytes (0: omitted).
type rdPosition struct {
	Line   int `json:"line"`
	Column int `json:"column,omitempty"`
}

type rdSuggestion struct {
	Range rdRange `json:"range"`
	Text  string  `json:"text"`
}

const rdToolURL = "https://github.com/resilience-check/resilience-check"

// rdSeverity maps a severity to rdformat's: high ERROR, medium WARNING,
// low INFO.
func rdSeverity(s finding.Severity) string {
	switch s {
	case finding.SeverityHigh:
		return "ERROR"
	case finding.SeverityMedium:
		return "WARNING"
	}
	return "INFO"
}

// byteColumn turns a 1-based code-point column of line into rdformat's
// 1-based UTF-8 byte column; past the known text it adds the remainder.
func byteColumn(line string, col int) int {
	if col <= 0 {
		return 0
	}
	b, n := 0, 1
	for n < col && b < len(line) {
		_, size := utf8.DecodeRuneInString(line[b:])
		b += size
		n++
	}
	return b + 1 + (col - n)
}

// rdDiagnostics converts the reported findings. A finding with a safe fix
// carries it as one suggestion over whole lines (Fix.Lines), which reviewdog
// posts as a suggested change; unsafe fixes change behaviour and are left
// out, as the Action's suggestions leave them out.
func rdDiagnostics(r *Report, withSource bool) []rdDiagnostic {
	out := []rdDiagnostic{}
	for _, f := range r.Reported() {
		d := rdDiagnostic{
			Message:  f.Message,
			Severity: rdSeverity(f.Severity),
			Code:     rdCode{Value: f.RuleID, URL: finding.HelpURI(f.RuleID)},
			Location: rdLocation{Path: f.Path, Range: rdRange{Start: rdPosition{Line: f.StartLine, Column: byteColumn(f.LineText, f.StartCol)}}},
		}
		if withSource {
			d.Source = &rdSource{Name: "resilience-check", URL: rdToolURL}
		}
		if f.EndLine > 0 {
			end := rdPosition{Line: f.EndLine, Column: f.EndCol}
			if f.EndLine == f.StartLine {
				end.Column = byteColumn(f.LineText, f.EndCol)
			}
			d.Location.Range.End = &end
		}
		if fx := f.Autofix; fx != nil && fx.Applicability == finding.FixSafe && fx.Lines != nil {
			d.Suggestions = []rdSuggestion{{
				Range: rdRange{Start: rdPosition{Line: fx.Lines.StartLine}, End: &rdPosition{Line: fx.Lines.EndLine}},
				Text:  fx.Lines.Text,
			}}
		}
		out = append(out, d)
	}
	return out
}

// WriteRDJSON writes the reported findings as one rdjson document
// (reviewdog's DiagnosticResult: {"source", "diagnostics": [...]}), for
// `reviewdog -f=rdjson`. Each diagnostic has the message, the location
// (path relative to the repository root; 1-based lines, UTF-8 byte columns,
// exclusive end), the severity (ERROR, WARNING or INFO for high, medium,
// low), the rule ID and documentation URL as code, and a safe fix as a
// suggestion replacing whole lines.
func WriteRDJSON(w io.Writer, r *Report) error {
	doc := rdResult{Source: rdSource{Name: "resilience-check", URL: rdToolURL}, Diagnostics: rdDiagnostics(r, false)}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write rdjson: %w", err)
	}
	return nil
}

// WriteRDJSONL writes the reported findings as rdjsonl, one Diagnostic per
// line with its own source (`reviewdog -f=rdjsonl`); fields as WriteRDJSON.
// No finding writes nothing.
func WriteRDJSONL(w io.Writer, r *Report) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, d := range rdDiagnostics(r, true) {
		if err := enc.Encode(d); err != nil {
			return fmt.Errorf("write rdjsonl: %w", err)
		}
	}
	return nil
}
