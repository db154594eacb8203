// Package xfacts holds what a rule learns about one file that the function
// summaries (package checks/summary) take across files (issue 18): an error
// leak whose origin the file does not show (RC402), a tool whose mutation
// the file does not show (RC601), a timeout literal outside any handler
// (RC104). A rule appends to Of(f) during its pass; summary.Extract reads it
// after every rule has run on the file. Positions are 1-based lines and
// columns, as model.File.Position gives them, so nothing points into the
// syntax tree.
package xfacts

import (
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Span is a region of the file: start line and column, end line and column
// (exclusive).
type Span struct {
	Line    int `json:"line"`
	Col     int `json:"col"`
	EndLine int `json:"end_line"`
	EndCol  int `json:"end_col"`
}

// SpanOf returns node n's span in f.
func SpanOf(f *model.File, n *model.Node) Span {
	sl, sc := f.Position(int(n.StartByte()))
	el, ec := f.Position(int(n.EndByte()))
	return Span{sl, sc, el, ec}
}

// Contains reports whether the position line:col lies inside s.
func (s Span) Contains(line, col int) bool {
	if line < s.Line || line == s.Line && col < s.Col {
		return false
	}
	return line < s.EndLine || line == s.EndLine && col < s.EndCol
}

// Leak is an RC402 sink that receives raw error text whose origin the file
// does not show: the error comes from the calls in Region (a try block, the
// promise chain before a .catch, the Go call that assigned err), and one of
// them may call a driver or an upstream in another file.
type Leak struct {
	At     Span   `json:"at"`     // the expression reported
	Region Span   `json:"region"` // the code whose calls' errors the leaked error holds
	What   string `json:"what"`   // "the caught error `e` formatted as text"
	Sink   string `json:"sink"`   // "the tool result", "the HTTP response", ...
	Reader string `json:"reader"` // "the model" or "the caller"
	// HandlerErr says a Go MCP tool handler returns the error itself.
	HandlerErr bool   `json:"handler_err,omitempty"`
	Fix        string `json:"fix,omitempty"`
	LineText   string `json:"line_text,omitempty"`
}

// Tool is an RC601 tool that takes no idempotency key and whose handler
// shows no mutation in its own file.
type Tool struct {
	At      Span   `json:"at"`      // where the finding goes
	Handler Span   `json:"handler"` // the function that runs the tool
	Name    string `json:"name"`    // "tool create_ticket" or "this tool"
	Fix     string `json:"fix,omitempty"`
	// LineText is the text of At's line.
	LineText string `json:"line_text,omitempty"`
}

// Budget kinds of a timeout (RC104).
const (
	BudgetHandler = iota // judged against the tool or resource budget
	BudgetConnect        // a connect timeout
	BudgetDB             // a database statement timeout
)

// Timeout is a literal timeout outside any MCP handler (RC104): a handler
// that calls the function it is in waits for it.
type Timeout struct {
	At   Span          `json:"at"`
	Dur  time.Duration `json:"dur"`
	Kind int           `json:"kind"` // BudgetHandler, BudgetConnect or BudgetDB
	What string        `json:"what"` // "timeout=300"
	Off  int           `json:"-"`    // the start byte of At, while the file is parsed
}

// Facts are one file's records.
type Facts struct {
	Leaks    []Leak
	Tools    []Tool
	Timeouts []Timeout
}

var key = model.NewFactKey[*Facts]("xfacts")

// Of returns file f's records, empty until a rule adds some.
func Of(f *model.File) *Facts {
	return model.Fact(f, key, func(*model.File) *Facts { return &Facts{} })
}
