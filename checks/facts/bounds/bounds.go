// Package bounds finds the calls of library rows (libmodels, match: call)
// that leave the row's bound unset while the library's default is none or
// above the budget (BoundGaps), the row-driven half of RC101 and RC103.
package bounds

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// BoundGap is a call of a library row (match: call) that leaves the row's
// bound unset, where the library's own default is none or above the budget:
// the row-driven half of RC101 and RC103, so that a client is recognised by
// adding a row (libmodels/data, or `libraries:` in the configuration)
// rather than code.
type BoundGap struct {
	At   *model.Node    // the callee (or the composite literal's type)
	Row  *libmodels.Row // the row matched
	Name string         // the qualified name the call resolved to
	// Default is the library's documented default bound and HasDefault
	// whether it has one (false: it waits forever).
	Default    time.Duration
	HasDefault bool
	// Disabled is true when the call passes the bound but as Python None.
	Disabled bool
}

// boundGapSyms are the node types BoundGaps looks at, per language.
var boundGapSyms = map[model.Language]*model.SymBitset{
	model.LangPython:     model.NewSymBitset(model.SymCall),
	model.LangJavaScript: model.NewSymBitset(model.SymCallExpression, model.SymNewExpression),
	model.LangGo:         model.NewSymBitset(model.SymCallExpression, model.SymCompositeLiteral),
}

// rowLang maps a file language to the rows' language.
func rowLang(l model.Language) libmodels.Lang {
	switch {
	case l == model.LangPython:
		return libmodels.Python
	case l.IsJS():
		return libmodels.JavaScript
	}
	return libmodels.Go
}

// callModules caches callRowModules per set and language (a scan has one
// or a few sets).
var callModules sync.Map // [2]any{*libmodels.Set, libmodels.Lang} -> map[string]bool

// callRowModules returns the modules of set's match-call rows of lang, for
// the import gate of BoundGaps; computed once per set and language.
func callRowModules(set *libmodels.Set, lang libmodels.Lang) map[string]bool {
	key := [2]any{set, lang}
	if v, ok := callModules.Load(key); ok {
		return v.(map[string]bool)
	}
	out := map[string]bool{}
	defer callModules.Store(key, out)
	for _, r := range set.Select(func(r *libmodels.Row) bool { return r.Lang == lang && r.Matched() == libmodels.ByCall }) {
		out[r.Module] = true
	}
	return out
}

// BoundGaps returns the calls of the file to rows of set whose kind keep
// accepts and whose bound the call does not set, when the library's default
// is none or longer than budget. Calls that may pass the bound unseen
// (**kwargs, an options variable, a spread) are not gaps: never a guess.
// A file that imports none of the rows' modules costs one pass over its
// imports.
func BoundGaps(f *model.File, set *libmodels.Set, keep func(*libmodels.Row) bool, budget func(*libmodels.Row) time.Duration) []BoundGap {
	lang := rowLang(f.Lang)
	mods := callRowModules(set, lang)
	imported := false
	for _, imp := range f.Imports() {
		for m := range mods {
			if imp == m || strings.HasPrefix(imp, m+".") || strings.HasPrefix(imp, m+"/") {
				imported = true
			}
		}
	}
	if !imported {
		return nil
	}
	// reportable: a row of this rule's kinds, matched generically, with a
	// bound the matcher can read and a documented default (a row without one
	// is recognised but never reported: no guess about an unknown default).
	reportable := func(r *libmodels.Row) bool {
		return r != nil && r.Matched() == libmodels.ByCall && r.Bound != nil && r.Default != nil && keep(r)
	}
	syms := boundGapSyms[f.Lang]
	if f.Lang.IsJS() {
		syms = boundGapSyms[model.LangJavaScript]
	}
	var out []BoundGap
	f.WalkSyms(f.Root, syms, func(n *model.Node) bool {
		at := model.Callee(n)
		var q string
		var r *libmodels.Row
		if n.Sym() == model.SymCompositeLiteral {
			at = n.ChildByFieldName("type")
			q = model.ImportedName(f, at)
			r = set.Lookup(lang, q)
		} else {
			q = model.CalleeName(f, n)
			r = set.Lookup(lang, q)
			if r != nil && r.Bound != nil && r.Bound.PerCall {
				return true // the bound goes to each method call, not the constructor
			}
			if r == nil && at != nil && (at.Sym() == model.SymAttribute || at.Sym() == model.SymMemberExpression) {
				r, q = perCallRow(f, set, lang, at)
			}
		}
		if !reportable(r) {
			return true
		}
		isSet, disabled, known := boundSet(f, n, r.Bound)
		if !known || isSet && !disabled {
			return true
		}
		d, has := r.Default.Duration()
		if !disabled && has && d <= budget(r) {
			return true // a documented finite default within the budget is not a defect
		}
		if q == r.Module && at != nil && n.Sym() == model.SymNewExpression { // a default import names the module: say what the code calls
			q = "new " + f.Text(at)
		}
		out = append(out, BoundGap{At: at, Row: r, Name: q, Default: d, HasDefault: has && !disabled, Disabled: disabled})
		return true
	})
	return out
}

// perCallRow returns the per-call row of the instance a method is called on
// (v1.list_pods where v1 = client.CoreV1Api(); api.GET where api =
// createClient(...)) and the method's name as written, or nil.
func perCallRow(f *model.File, set *libmodels.Set, lang libmodels.Lang, callee *model.Node) (*libmodels.Row, string) {
	var obj, prop *model.Node
	if callee.Sym() == model.SymAttribute {
		obj, prop = callee.ChildByFieldName("object"), callee.ChildByFieldName("attribute")
	} else {
		obj, prop = callee.ChildByFieldName("object"), callee.ChildByFieldName("property")
	}
	if obj == nil || prop == nil || obj.Sym() != model.SymIdentifier {
		return nil, ""
	}
	recv := f.Resolve(obj)
	if recv == nil || recv == obj {
		return nil, ""
	}
	r := set.Lookup(lang, model.CalleeName(f, model.Unwrap(recv)))
	if r == nil || r.Bound == nil || !r.Bound.PerCall || !r.HasMethod(f.Text(prop)) {
		return nil, ""
	}
	return r, f.Text(callee)
}

// boundSet reports whether call sets bound b (set), whether it sets it to
// Python None (disabled), and whether the call shows enough to tell (known
// is false when the bound may hide in **kwargs, an options variable or a
// spread).
func boundSet(f *model.File, call *model.Node, b *libmodels.Bound) (set, disabled, known bool) {
	keys := append([]string{b.Name}, b.Also...)
	switch b.Where {
	case libmodels.Keyword, libmodels.Config:
		for _, k := range keys {
			if v := f.Kwarg(call, k); v != nil {
				return true, f.Text(v) == "None", true
			}
		}
		if b.Position != nil && model.Arg(call, *b.Position) != nil {
			return true, f.Text(model.Arg(call, *b.Position)) == "None", true
		}
		return false, false, !model.HasSplat(call)
	case libmodels.Option, libmodels.Signal:
		pos := 0
		if b.Position != nil {
			pos = *b.Position
		}
		if model.HasSplat(call) {
			return false, false, false
		}
		opts := model.Arg(call, pos)
		if opts == nil {
			return false, false, true
		}
		opts = model.Unwrap(opts)
		if opts.Sym() != model.SymObject {
			return false, false, false // a variable or call: the options are not visible
		}
		for _, k := range keys {
			v, spread := f.ObjectProp(opts, k)
			if v != nil {
				return true, false, true
			}
			if spread {
				return false, false, false
			}
		}
		return false, false, true
	case libmodels.Position:
		// a client passed by position (go-atlassian's jira.New(httpClient,
		// site)): nil, None, null or undefined, or no argument, leaves the
		// library's default; anything else is the caller's client, whose own
		// bound other analyses judge.
		if model.HasSplat(call) {
			return false, false, false
		}
		a := model.Arg(call, *b.Position)
		if a == nil {
			return false, false, true
		}
		switch f.Text(a) {
		case "nil", "None", "null", "undefined":
			return false, false, true
		}
		return true, false, true
	case libmodels.Field:
		if call.Sym() != model.SymCompositeLiteral {
			return false, false, false
		}
		body := call.ChildByFieldName("body")
		if body == nil {
			return false, false, true
		}
		for _, k := range keys {
			for i := 0; i < int(body.NamedChildCount()); i++ {
				e := body.NamedChild(i)
				if e.NamedChildCount() > 0 && strings.TrimSpace(f.Text(e.NamedChild(0))) == k {
					return true, false, true
				}
			}
		}
		// a positional literal (no keys) sets every field
		return false, false, body.NamedChildCount() == 0 || strings.Contains(f.Text(body), ":")
	}
	return false, false, false
}

// BoundGapText words a gap's message and fix: what the call leaves
// unbounded, the library's default with the page that states it, and how to
// set a bound of the budget (in the row's unit).
func BoundGapText(g BoundGap, budget time.Duration) (msg, fix string) {
	r := g.Row
	fix = "pass " + boundFix(r, budget)
	switch {
	case g.Disabled:
		msg = fmt.Sprintf("%s disables its %s with None, so a stalled %s hangs the call forever; %s", g.Name, r.Bound.Name, kindNoun(r.Kind), fix)
	case g.HasDefault:
		msg = fmt.Sprintf("%s sets no %s and keeps the library's default of %s (%s), above the %s budget, so a stalled %s holds the caller that long; %s",
			g.Name, r.Bound.Name, humanDuration(g.Default), r.Default.URL, humanDuration(budget), kindNoun(r.Kind), fix)
	default:
		src := r.Source
		if r.Default != nil {
			src = r.Default.URL
		}
		msg = fmt.Sprintf("%s sets no %s and the library has no default bound (%s), so a stalled %s can hang the call forever; %s",
			g.Name, r.Bound.Name, src, kindNoun(r.Kind), fix)
	}
	return msg, fix
}

// boundFix is the argument, option or field that sets the budget in the
// row's unit.
func boundFix(r *libmodels.Row, budget time.Duration) string {
	b := r.Bound
	secs := strconv.Itoa(int(budget / time.Second))
	ms := strconv.Itoa(int(budget/time.Second)) + "_000"
	switch b.Where {
	case libmodels.Option, libmodels.Signal:
		v := ms
		if b.Unit == "s" {
			v = secs
		}
		if b.Where == libmodels.Signal {
			return "{ signal: AbortSignal.timeout(" + ms + ") }"
		}
		return "{ " + b.Name + ": " + v + " }"
	case libmodels.Field:
		return b.Name + ": " + secs + " * time.Second"
	case libmodels.Position:
		arg := "argument " + strconv.Itoa(*b.Position+1)
		if b.Unit == "duration" { // a Go *http.Client
			return "&http.Client{Timeout: " + secs + " * time.Second} as " + arg + " instead of nil"
		}
		return "a " + b.Name + " with a " + secs + " s timeout as " + arg
	}
	if b.Unit == "ms" {
		return b.Name + "=" + ms
	}
	return b.Name + "=" + secs
}

// kindNoun names what a row's kind reaches, for messages.
func kindNoun(k libmodels.Kind) string {
	switch k {
	case libmodels.Database:
		return "database"
	case libmodels.Cache:
		return "cache server"
	case libmodels.Queue:
		return "broker"
	case libmodels.LLMSDK:
		return "model API"
	case libmodels.CloudSDK:
		return "cloud API"
	case libmodels.GRPC:
		return "gRPC server"
	case libmodels.VectorDB:
		return "vector store"
	}
	return "server"
}

// humanDuration writes 600s as "10 min" and 5s as "5 s".
func humanDuration(d time.Duration) string {
	if d >= time.Minute && d%time.Minute == 0 {
		return strconv.Itoa(int(d/time.Minute)) + " min"
	}
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " s"
}

// ReportBoundGaps reports, for the pass's rule, the file's calls of library
// rows whose kind keep accepts and that leave the row's bound unset
// (BoundGaps), against budget (the connect budget for a bound named
// *connect*), skipping the calls skip accepts (nil: none).
func ReportBoundGaps(p *model.Pass, keep func(*libmodels.Row) bool, budget time.Duration, skip func(*model.Node) bool) {
	b := p.Settings.Budgets.WithDefaults()
	budgetOf := func(r *libmodels.Row) time.Duration {
		if strings.Contains(strings.ToLower(r.Bound.Name), "connect") {
			return b.Connect
		}
		return budget
	}
	for _, g := range BoundGaps(p.File, model.LibrarySet(p.Settings), keep, budgetOf) {
		if skip != nil && skip(g.At) {
			continue
		}
		msg, fix := BoundGapText(g, budgetOf(g.Row))
		p.Report(g.At, msg, fix)
	}
}
