package rc103

import (
	"fmt"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/jsbuilt"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// builtGapSyms are the JavaScript nodes reportBuiltGaps looks at.
var builtGapSyms = model.NewSymBitset(model.SymCallExpression, model.SymNewExpression)

// reportBuiltGaps is the half of the library-row check that bounds.BoundGaps
// leaves out: a JavaScript or TypeScript driver constructor of a database or
// cache row (an options bound, a documented default of none or above the DB
// budget) whose options object a function or method of the same file builds
// (`mariadb.createPool(await this.dsnParser.parse(dsn, cfg))`, jsbuilt). The
// bound counts as absent when the builder never sets it, or sets it only
// under a condition that does not test it (`...(queryTimeoutSeconds !==
// undefined && { queryTimeout: ... })`, `if (t) cfg.queryTimeout = t`):
// unconfigured, the library's default is what runs. A spread of unknown shape
// in the built object counts as set (never a guess). The same shape was read
// for node-postgres by the pg code of this rule (dbhub's connectors, issue 18);
// this is its row-driven form, for every driver row with an options bound.
func reportBuiltGaps(p *model.Pass) {
	f := p.File
	if f.Lang != model.LangJavaScript && f.Lang != model.LangTypeScript {
		return
	}
	set := model.LibrarySet(p.Settings)
	budget := p.Settings.Budgets.WithDefaults().DB
	f.NodesOf(builtGapSyms, func(n *model.Node) bool {
		r := set.Lookup(libmodels.JavaScript, model.CalleeName(f, n))
		if r == nil || !rowKinds(r) || r.Matched() != libmodels.ByCall || r.Bound == nil || r.Default == nil ||
			r.Bound.Where != libmodels.Option || r.Bound.PerCall {
			return true
		}
		if d, has := r.Default.Duration(); has && d <= budget {
			return true // a finite default within the budget is not a defect
		}
		pos := 0
		if r.Bound.Position != nil {
			pos = *r.Bound.Position
		}
		a := model.Arg(n, pos)
		if a == nil || model.HasSplat(n) {
			return true
		}
		b, ok := jsbuilt.Resolve(f, a)
		if !ok {
			return true // not built by the file: bounds.BoundGaps judges literals, the rest is unknown
		}
		onlyIf := false
		for _, k := range append([]string{r.Bound.Name}, r.Bound.Also...) {
			how, unknown := builtHas(f, b, k)
			switch {
			case unknown:
				return true
			case how == jsbuilt.Always || jsbuilt.SetBefore(f, n, a, k):
				return true
			case how == jsbuilt.OnlyIf:
				onlyIf = true
			}
		}
		fix := bounds.Setting(r, budget)
		how := "sets no " + r.Bound.Name
		if onlyIf {
			how = "sets " + r.Bound.Name + " only when it is configured"
		}
		at := model.Callee(n)
		p.Report(at, fmt.Sprintf("%s gets its options from %s (line %d), which %s, and the library has no default bound (%s), so by "+
			"default a stalled %s or a query that never returns holds its caller forever; set %s on every path",
			model.CalleeName(f, n), f.Text(model.Callee(f.Resolve(a))), model.LineOf(f, b.Obj), how, r.Default.URL, kindNoun(r.Kind), fix), fix)
		return true
	})
}

// builtHas is jsbuilt.Built.Has that also reads a conditional spread of an
// object literal into the built literal: `...(cond && { key: v })` and
// `...(cond ? { key: v } : {})` (also a chain of ?:) set key only when cond
// holds (OnlyIf; Always when every branch sets it). Any other spread may
// carry the key (unknown).
func builtHas(f *model.File, b jsbuilt.Built, key string) (how jsbuilt.Set, unknown bool) {
	if v, _ := f.ObjectProp(b.Obj, key); v != nil {
		return jsbuilt.Always, false
	}
	for i := 0; i < int(b.Obj.NamedChildCount()); i++ {
		c := b.Obj.NamedChild(i)
		if c.Sym() != model.SymSpreadElement {
			continue
		}
		arg := model.Unwrap(c.NamedChild(0))
		var branches []*model.Node
		switch {
		case arg == nil:
			return 0, true
		case arg.Sym() == model.SymBinaryExpression && f.Text(arg.ChildByFieldName("operator")) == "&&":
			branches = []*model.Node{model.Unwrap(arg.ChildByFieldName("right"))}
		case arg.Sym() == model.SymTernaryExpression:
			branches = ternaryBranches(arg, nil)
		default:
			return 0, true
		}
		in := 0
		if len(branches) > 8 {
			return 0, true
		}
		for _, br := range branches {
			if br == nil || br.Sym() != model.SymObject {
				return 0, true
			}
			v, sp := f.ObjectProp(br, key)
			if sp {
				return 0, true
			}
			if v != nil {
				in++
			}
		}
		switch {
		case in == len(branches) && in > 1:
			how = jsbuilt.Always
		case in > 0 && how == 0:
			how = jsbuilt.OnlyIf
		}
	}
	if how == jsbuilt.Always {
		return how, false
	}
	if l := b.Later[key]; l != 0 {
		return l, false
	}
	return how, false
}

// ternaryBranches appends the leaves of a chain of ?: (`a ? {x} : b ? {y} :
// {}`) to out, parentheses unwrapped.
func ternaryBranches(t *model.Node, out []*model.Node) []*model.Node {
	for _, field := range []string{"consequence", "alternative"} {
		br := model.Unwrap(t.ChildByFieldName(field))
		if br != nil && br.Sym() == model.SymTernaryExpression {
			out = ternaryBranches(br, out)
			continue
		}
		out = append(out, br)
	}
	return out
}
