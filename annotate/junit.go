package annotate

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
)

// JUnit XML as CI systems read it (GitLab's artifacts:reports:junit,
// Jenkins, Azure Pipelines): <testsuites> holding one <testsuite> per file
// with one failed <testcase> per finding, the layout of Ruff's and
// golangci-lint's junit output.

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	File      string        `xml:"file,attr,omitempty"`
	Line      int           `xml:"line,attr,omitempty"`
	Failure   *junitFailure `xml:"failure"`
}

type junitFailure struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

// WriteJUnit writes the reported findings as JUnit XML: a <testsuite> per
// file (name = path relative to the repository root) with one <testcase> per
// finding (name "RULE-ID path:line:column", classname the path, file and
// line attributes) holding a <failure> (message, type = rule ID, text
// "line L, column C, severity S: message"). With no finding it writes one
// passing test case, "no findings", as Ruff does, so the CI shows a pass.
func WriteJUnit(w io.Writer, r *Report) error {
	doc := junitSuites{Name: "resilience-check"}
	index := map[string]int{}
	for _, f := range r.Reported() {
		i, ok := index[f.Path]
		if !ok {
			i = len(doc.Suites)
			index[f.Path] = i
			doc.Suites = append(doc.Suites, junitSuite{Name: f.Path})
		}
		s := &doc.Suites[i]
		s.Tests++
		s.Failures++
		doc.Tests++
		doc.Failures++
		s.Cases = append(s.Cases, junitCase{
			Name:      f.RuleID + " " + f.Path + ":" + strconv.Itoa(f.StartLine) + ":" + strconv.Itoa(f.StartCol),
			Classname: f.Path, File: f.Path, Line: f.StartLine,
			Failure: &junitFailure{Message: f.Message, Type: f.RuleID,
				Text: fmt.Sprintf("line %d, column %d, severity %s: %s", f.StartLine, f.StartCol, f.Severity, f.Message)},
		})
	}
	if len(doc.Suites) == 0 {
		doc.Tests = 1
		doc.Suites = []junitSuite{{Name: "resilience-check", Tests: 1, Cases: []junitCase{{Name: "no findings", Classname: "resilience-check"}}}}
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return fmt.Errorf("write junit: %w", err)
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write junit: %w", err)
	}
	_, err := io.WriteString(w, "\n")
	return err
}
