// Package readsite builds, for RC402 (error-detail-leak), the findings at a
// tool handler's read of the error field of a value that carries raw error
// text (package facts/errread): `return f"failed: {org['error']}"` where
// org is what a helper returned and the helper's value holds a client
// method's `{"error": str(e)}` (summary/passval follows it through the
// functions that return it in turn). The finding at the text's origin
// (its Site) names one handler; each handler's read is a finding of its
// own, at the line where the tool puts the text into its result (CWE-209,
// https://cwe.mitre.org/data/definitions/209.html). Split from package
// summary, which is at the package size limit (checks/size_test.go).
package readsite

import (
	"fmt"
	"slices"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/passval"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Files returns files when Wanted may be true for a leak of one of them and
// file f (f has reads and report is set), else none: the callers look up
// each leak's owner before they ask Wanted, and f seldom has reads.
func Files(files []*sumfile.File, f *sumfile.File, report func(string) bool) []*sumfile.File {
	if len(f.ErrReads) == 0 || report == nil {
		return nil
	}
	return files
}

// Wanted says whether leak l, of the file at path, may give findings at
// the reads of file f: f has reads, l is error text a function returns
// (not a parameter's, an argument's or a thrown one), and the scan reports
// l's file too (a diff scan that does not is covered by summary's
// valueSites, at the call).
func Wanted(f *sumfile.File, report func(string) bool, path string, l xfacts.Leak) bool {
	return len(f.ErrReads) > 0 && report != nil && report(path) && l.Arg == 0 && !l.Thrown && l.ParamName == ""
}

// Add appends to out a finding for each read of f's ErrReads of the value
// of one of calls (Result calls of f, passval.Index.All), with origin, the
// finding at the text's origin, giving the message's end, the fix and the
// chain; a line already found in out is not found again.
func Add(out []effect.Site, origin effect.Site, f *sumfile.File, calls []passval.Call) []effect.Site {
	var at [][2]int
	for _, c := range calls {
		at = append(at, [2]int{f.Calls[c.Index].Line, f.Calls[c.Index].Col})
	}
	path := f.Path
	for _, r := range f.ErrReads {
		if !slices.Contains(at, [2]int{r.Line, r.Col}) || slices.ContainsFunc(out, func(s effect.Site) bool {
			return s.RuleID == "RC402" && s.Call.Path == path && s.Call.Line == r.At
		}) {
			continue
		}
		at := effect.Hop{Path: path, Line: r.At, Col: 1, EndLine: r.At, EndCol: 1 + len(r.LineText), Name: r.Text}
		msg := fmt.Sprintf("`%s` puts the error field of a helper's value into the tool result, and that field holds raw error text (%s:%d: %s)",
			r.Text, origin.Call.Path, origin.Call.Line, origin.Message)
		out = append(out, effect.Site{RuleID: "RC402", Call: at, LineText: r.LineText, Message: msg, Fix: origin.Fix,
			Chain: append([]effect.Hop{origin.Call}, origin.Chain...)})
	}
	return out
}
