// Package helpersite places RC402 (error-detail-leak) findings at the sink of
// a Go result builder that formats its `error` parameter itself
// (xfacts.SinkParam.ErrAt: `func errResult(err error) *mcp.CallToolResult {
// return mcp.NewToolResultError(err.Error()) }`) when a handler of another
// file of the package hands it an error of an origin that carries internal
// detail. A builder of the handler's own file is reported in the builder
// already (package errparam), as Python and JS/TS builders of any file are;
// a builder of another file of the package was reported only at each call
// (the call's finding stays). CodeQL's go/stack-trace-exposure and
// py/stack-trace-exposure likewise report the sink the error text reaches,
// not the call passing the error (https://codeql.github.com/codeql-query-help/go/go-stack-trace-exposure/).
// CWE-209.
package helpersite

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Sites are the findings in file i at the sinks of its builders: for each
// SinkParam with ErrAt, the first leak of another file (in file order)
// that hands the builder its text as that argument (not a handler's
// returned error, which goes to the client as the error: package gowrap) (Leak.Arg, Leak.ArgOf:
// a call target resolves to the builder) and that site (the summary's
// leakSite) reports, moved to the builder's sink; once per builder. Only
// the leaks of files reported (report; all in a whole scan) count: a diff of
// the builder alone does not read its callers (godemand), and the findings
// of a diff do not depend on how much of the package is read.
func Sites(i int, files []*sumfile.File, target func(fi, k int) (int, int), report func(string) bool, site func(j int, l xfacts.Leak) (effect.Site, bool)) (out []effect.Site) {
	f := files[i]
	for _, sp := range f.SinkParams {
		fn := f.Owner([][2]int{{sp.Line, sp.Col}})
	files:
		for j := 0; sp.ErrAt != nil && fn >= 0 && j < len(files); j++ {
			g := files[j]
			for _, l := range g.Leaks {
				if report != nil && !report(g.Path) {
					break
				}
				k := callAt(g, l.ArgOf)
				if j == i || l.Arg == 0 || l.HandlerErr || k < 0 || l.Arg != sp.Param && !(sp.Variadic && l.Arg > sp.Param) {
					continue
				}
				if tf, tn := target(j, k); tf != i || tn != fn {
					continue
				}
				by, from := "the code", ""
				if c := &g.Calls[k]; c.Func >= 0 {
					by, from = "`"+g.Funcs[c.Func].Name+"()`", g.Funcs[c.Func].Name+"()"
				}
				label := "" // the origin the caller's file shows: "`err` (an HTTP client error)"
				if n := strings.Index(l.What, "` ("); n >= 0 {
					label = l.What[n+1:]
				}
				l.At, l.LineText, l.What = *sp.ErrAt, sp.LineText, "`"+strings.TrimSuffix(strings.TrimPrefix(sp.ErrText, "("), ")")+"`"+label
				l.Sink = fmt.Sprintf("%s, built from the error %s hands it (%s:%d)", sp.Sink, by, g.Path, g.Calls[k].Line)
				if s, ok := site(j, l); ok {
					s.Call.Path, s.From = f.Path, from // the related location: "fetchPage() calls errResult() here"
					out = append(out, s)
					break files
				}
			}
		}
	}
	return out
}

// callAt is the index of the call of file f whose callee starts at pos, or -1.
func callAt(f *sumfile.File, pos [2]int) int {
	for k := range f.Calls {
		if f.Calls[k].Line == pos[0] && f.Calls[k].Col == pos[1] {
			return k
		}
	}
	return -1
}
