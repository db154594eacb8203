// Package bounds finds the calls of library rows (libmodels, match: call)
// that leave the row's bound unset while the library's default is none or
// above the budget (BoundGaps), the row-driven half of RC101 and RC103.
package bounds

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
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
	// Budget is the bound the call is judged against (PassGaps sets it).
	Budget time.Duration
}

// boundGapSyms are the node types BoundGaps looks at, per language.
var boundGapSyms = adapt.PerLang[*model.SymBitset]{
	Python: model.NewSymBitset(model.SymCall),
	JS:     model.NewSymBitset(model.SymCallExpression, model.SymNewExpression),
	Go:     model.NewSymBitset(model.SymCallExpression, model.SymCompositeLiteral),
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

// importsAny reports whether an import of the file is one of mods or inside
// one (m.sub, m/sub): it looks up each of an import's prefixes that ends
// before a '.' or '/', so it costs the imports' length, not imports times
// modules.
func importsAny(imports map[string]string, mods map[string]bool) bool {
	for _, imp := range imports {
		if mods[imp] {
			return true
		}
		for i := 0; i < len(imp); i++ {
			if (imp[i] == '.' || imp[i] == '/') && mods[imp[:i]] {
				return true
			}
		}
	}
	return false
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
	if !importsAny(f.Imports(), mods) {
		return nil
	}
	// reportable: a row of this rule's kinds, matched generically, with a
	// bound the matcher can read and a documented default (a row without one
	// is recognised but never reported: no guess about an unknown default).
	reportable := func(r *libmodels.Row) bool {
		return r != nil && r.Matched() == libmodels.ByCall && r.Bound != nil && r.Default != nil && keep(r)
	}
	syms := boundGapSyms.For(f.Lang)
	var out []BoundGap
	f.NodesOf(syms, func(n *model.Node) bool {
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
	pos := -1
	if b.Position != nil {
		pos = *b.Position
	}
	o := adapt.Option(f, call, b.Where, pos, append([]string{b.Name}, b.Also...)...)
	keyword := b.Where == libmodels.Keyword || b.Where == libmodels.Config
	return o.Value != nil, keyword && o.Value != nil && f.Text(o.Value) == "None", o.Known
}

// Setting is the argument, option or field that sets r's bound to budget in
// the row's unit and the call's shape: `timeout=30` (a Python keyword),
// `{ timeout: 30_000 }` (a JavaScript options object, milliseconds unless the
// row says seconds), `{ signal: AbortSignal.timeout(30_000) }` (an abort
// signal), `Timeout: 30 * time.Second` (a Go struct field). It is library
// knowledge (where the row's bound goes), not a message: the rules word
// their findings around it.
func Setting(r *libmodels.Row, budget time.Duration) string {
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
			set := "signal: AbortSignal.timeout(" + ms + ")"
			if r.API == libmodels.Constructor && !b.PerCall {
				// a signal given to a constructor would end every request
				// once, that long after construction: a fetch wrapper gives
				// each request its own
				set = "fetch: (url, init) => fetch(url, { ...init, " + set + " })"
			}
			if outer, _, nested := strings.Cut(b.Name, "."); nested { // request.signal
				return "{ " + outer + ": { " + set + " } }"
			}
			return "{ " + set + " }"
		}
		return "{ " + b.Name + ": " + v + " }"
	case libmodels.Field:
		return b.Name + ": " + secs + " * time.Second"
	case libmodels.Context:
		arg := "argument 1"
		if b.Position != nil {
			arg = "argument " + strconv.Itoa(*b.Position+1)
		}
		return "a context with a deadline (context.WithTimeout(ctx, " + secs + "*time.Second), or the request's context) as " + arg + " instead of context.Background()"
	case libmodels.OptionFunc:
		return b.Name + "(&http.Client{Timeout: " + secs + " * time.Second}) among the options"
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

// HumanDuration writes a bound as a person reads it: 600s as "10 min", 5s
// as "5 s", 1.5s as "1.5 s".
func HumanDuration(d time.Duration) string {
	if d >= time.Minute && d%time.Minute == 0 {
		return strconv.Itoa(int(d/time.Minute)) + " min"
	}
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " s"
}

// PassGaps is BoundGaps for a rule's pass: the file's calls of the pass's
// library rows (the configuration's `libraries:` over the built-in ones)
// whose kind keep accepts and that leave the row's bound unset, each with
// the Budget it is judged against (the settings' connect budget for a bound
// named *connect*, else budget), less the calls whose callee skip accepts
// (nil: none). The rule words and reports them.
func PassGaps(p *model.Pass, keep func(*libmodels.Row) bool, budget time.Duration, skip func(*model.Node) bool) []BoundGap {
	b := p.Settings.Budgets.WithDefaults()
	budgetOf := func(r *libmodels.Row) time.Duration {
		if strings.Contains(strings.ToLower(r.Bound.Name), "connect") {
			return b.Connect
		}
		return budget
	}
	var out []BoundGap
	for _, g := range BoundGaps(p.File, model.LibrarySet(p.Settings), keep, budgetOf) {
		if skip != nil && skip(g.At) {
			continue
		}
		g.Budget = budgetOf(g.Row)
		out = append(out, g)
	}
	return out
}
