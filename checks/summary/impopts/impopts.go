// Package impopts judges RC101's outbound calls whose options lack a bound
// but for names a JS/TS file imports from a module of the repository
// (xfacts.ImpOpt: `fetch(url, getFetchConfig())`, `axios({ ...authConfig,
// url })`), for the function summaries (package checks/summary): it follows
// each name through imports and re-exports to the module that defines it and
// reads the keys its object literal writes there (sumfile.File.ObjKeys,
// objkeys.Of). The call is unbounded when every name resolves to such a
// literal and none writes one of the keys that bound it; a name that does not
// resolve, or resolves in the calling file itself, stays unknown (silent).
// It is split from checks/summary, which is at the package size limit
// (checks/size_test.go).
package impopts

import (
	"slices"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Resolver follows names across the repository's linked files.
type Resolver struct {
	// Files are the linked files, by index.
	Files []*sumfile.File
	// Symbol follows name, as file fi sees it at its top, through imports
	// and re-exports to the file that binds it as defines says, and its
	// name there (the summaries' Program.symbolBy).
	Symbol func(fi int, name string, hops int, defines func(fi int, name string) bool) (int, string, bool)
}

// Unbounded reports whether each name of o, imported by file fi, holds an
// object literal of another file without any of o.Keys.
func (r Resolver) Unbounded(fi int, o xfacts.ImpOpt) bool {
	if len(o.Names) == 0 || !r.Files[fi].Lang.IsJS() {
		return false
	}
	for _, n := range o.Names {
		t, tn, ok := r.Symbol(fi, n, 0, r.literal)
		if !ok || t == fi {
			return false
		}
		for _, k := range r.Files[t].ObjKeys[tn] {
			if slices.Contains(o.Keys, k) {
				return false
			}
		}
	}
	return true
}

// literal reports whether JS/TS file fi binds name to an object literal
// (or a function returning one) whose keys it read.
func (r Resolver) literal(fi int, name string) bool {
	f := r.Files[fi]
	if !f.Lang.IsJS() {
		return false
	}
	_, ok := f.ObjKeys[name]
	return ok
}

// Sites returns RC101's findings at file fi's ImpOpts whose imported
// options lack a bound (Unbounded), for checks/summary.
func (r Resolver) Sites(fi int) []effect.Site {
	var out []effect.Site
	f := r.Files[fi]
	for _, o := range f.ImpOpts {
		if r.Unbounded(fi, o) {
			out = append(out, effect.Site{RuleID: "RC101", Call: effect.Hop{Path: f.Path, Line: o.At.Line, Col: o.At.Col, EndLine: o.At.EndLine, EndCol: o.At.EndCol, Name: "request"},
				LineText: o.LineText, Message: o.Msg, Fix: o.Fix, Low: o.Low})
		}
	}
	return out
}
