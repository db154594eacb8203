// Package goescdb finds the Go constructions of database clients whose
// every operation is bounded only by the context it is given and whose
// operations all run out of the constructing file's sight:
// mongo-go-driver's `client, err := mongo.Connect(ctx,
// options.Client().ApplyURI(uri))` in a connect helper that stores the
// client in a package variable or a struct field, whose queries sit in the
// tool handlers of other files (batch 10: thinking-bzf/mongo-mcp-go;
// batch 28: CdTgr/mongodb_go_mcp). The driver has a client-level
// operation timeout (ClientOptions.SetTimeout, timeoutMS in the URI: nil by
// default, https://www.mongodb.com/docs/drivers/go/current/fundamentals/connections/connection-options),
// and the construction is the one place that decides whether every
// operation of the client inherits one. A construction that sets none of
// the row's client keys (libmodels Bound.Client) leaves each operation to
// whatever context its caller passes: the MCP Go SDKs give a handler's
// context no deadline.
//
// Never a guess: the file must name none of the row's client keys nor its
// client-level settings (Bound.Also, also in the packages goxtype read for
// it); every argument of the construction must be a context or options the
// file builds in sight (a call chain of the row's module, such as
// options.Client().ApplyURI(uri), inline or in a variable the function
// assigns from one); a file that calls one of the client's operations
// itself (Bound's Methods other than Ping, a start-up health check) has its
// calls judged per call instead (checks/facts/bounds), and is left alone.
//
// The same decision for JavaScript per-call clients is checks/facts/escclient
// (RC101); for Python and JavaScript database clients whose bound is a
// constructor option (pymongo's timeoutMS, the node driver's), RC103 judges
// the construction directly. Peer practice: MongoDB's CSOT specification
// makes timeoutMS a client option inherited by every operation
// (https://github.com/mongodb/specifications/blob/master/source/client-side-operations-timeout/client-side-operations-timeout.md).
package goescdb

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/goxtype"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Gap is a construction of a context-bound Go driver client that sets no
// client-level operation timeout and whose operations run in other files.
type Gap struct {
	// Call is the construction (a call expression).
	Call *model.Node
	// At is its argument list, where the finding goes: a finding at the
	// callee would read, to cross-file summaries, as a query the enclosing
	// function makes, which a lazy construction is not.
	At *model.Node
	// Row is the library row of the constructor.
	Row *libmodels.Row
	// Name is the callee's text (`mongo.Connect`).
	Name string
}

// syms are the node types Gaps looks at.
var syms = model.NewSymBitset(model.SymCallExpression)

// healthCheck are operations a connect helper runs once at start-up, which
// do not put the client's queries in the file's sight.
var healthCheck = map[string]bool{"Ping": true}

// Rows returns the rows of set Gaps judges: Go constructors whose bound is
// the context of each call (Bound.Where context, PerCall), with client keys
// and a documented default, that keep accepts.
func Rows(set *libmodels.Set, keep func(*libmodels.Row) bool) []*libmodels.Row {
	if set == nil {
		return nil
	}
	return set.Select(func(r *libmodels.Row) bool {
		return r.Lang == libmodels.Go && r.API == libmodels.Constructor && r.Bound != nil && r.Bound.Where == libmodels.Context &&
			r.Bound.PerCall && len(r.Bound.Client) > 0 && r.Default != nil && keep(r)
	})
}

// Gaps returns the file's constructions of the rows Rows selects that set
// none of the row's client keys and whose client's operations the file
// does not call.
func Gaps(f *model.File, set *libmodels.Set, keep func(*libmodels.Row) bool) []Gap {
	if f == nil || f.Lang != model.LangGo || strings.HasSuffix(f.Path, "_test.go") {
		return nil
	}
	var rows []*libmodels.Row
	for _, r := range Rows(set, keep) {
		if importsModule(f, r.Module) && !named(f, r.Bound.Client) && !named(f, r.Bound.Also) {
			rows = append(rows, r)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	var out []Gap
	called := map[*libmodels.Row]int{} // 1: the file calls an operation of the row; 2: it does not
	f.NodesOf(syms, func(n *model.Node) bool {
		q := model.CalleeName(f, n)
		if q == "" {
			return true
		}
		r := set.Lookup(libmodels.Go, q)
		if r == nil || !contains(rows, r) {
			return true
		}
		if called[r] == 0 {
			called[r] = 2
			if callsOperation(f, r.Methods) {
				called[r] = 1
			}
		}
		if called[r] == 1 || !argsInSight(f, n, r.Module) {
			return true
		}
		callee, at := model.Callee(n), model.Args(n)
		if callee == nil || at == nil {
			return true
		}
		out = append(out, Gap{Call: n, At: at, Row: r, Name: f.Text(callee)})
		return true
	})
	return out
}

// contains reports whether rows holds r.
func contains(rows []*libmodels.Row, r *libmodels.Row) bool {
	for _, x := range rows {
		if x == r {
			return true
		}
	}
	return false
}

// importsModule reports whether the file imports a package of module m.
func importsModule(f *model.File, m string) bool {
	for _, spec := range f.Imports() {
		if spec == m || strings.HasPrefix(spec, m+"/") {
			return true
		}
	}
	return false
}

// named reports whether the file, or a package goxtype read for it, names
// one of keys.
func named(f *model.File, keys []string) bool {
	for _, k := range keys {
		if f.Contains(k) || goxtype.Named(f, k) {
			return true
		}
	}
	return false
}

// callsOperation reports whether the file calls a method named in methods
// (other than a health check) on anything: its client's queries are then
// in sight.
func callsOperation(f *model.File, methods []string) bool {
	ops := map[string]bool{}
	for _, m := range methods {
		if !healthCheck[m] {
			ops[m] = true
		}
	}
	found := false
	f.NodesOf(syms, func(n *model.Node) bool {
		if found {
			return false
		}
		fn := model.Callee(n)
		if fn != nil && fn.Sym() == model.SymSelectorExpression {
			if fld := fn.ChildByFieldName("field"); fld != nil && ops[f.Text(fld)] {
				found = true
			}
		}
		return true
	})
	return found
}

// argsInSight reports whether every argument of construction call is a
// context or options the file builds from module (see chainOf).
func argsInSight(f *model.File, call *model.Node, module string) bool {
	args := model.Args(call)
	if args == nil {
		return false
	}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() == model.SymComment {
			continue
		}
		if !inSight(f, call, model.Unwrap(a), module) {
			return false
		}
	}
	return true
}

// inSight reports whether argument a is a context or options built in
// sight: a call chain rooted at a call of module or of package context, or
// a variable the enclosing function assigns from one, or a parameter of
// type context.Context.
func inSight(f *model.File, call, a *model.Node, module string) bool {
	switch a.Sym() {
	case model.SymCallExpression:
		return rootedIn(f, a, module)
	case model.SymIdentifier:
		fn := model.EnclosingFunc(call)
		if fn == nil {
			return false
		}
		name, ok := f.Text(a), false
		model.Walk(fn, func(m *model.Node) bool {
			switch m.Sym() {
			case model.SymParameterDeclaration:
				if nm := m.ChildByFieldName("name"); nm != nil && f.Text(nm) == name {
					ty := m.ChildByFieldName("type")
					ok = ty != nil && f.Text(ty) == "context.Context"
					return false
				}
			case model.SymShortVarDeclaration, model.SymAssignmentStatement:
				left, right := m.ChildByFieldName("left"), m.ChildByFieldName("right")
				if left != nil && right != nil && left.NamedChildCount() == 1 && right.NamedChildCount() == 1 &&
					f.Text(left.NamedChild(0)) == name {
					v := model.Unwrap(right.NamedChild(0))
					ok = v.Sym() == model.SymCallExpression && rootedIn(f, v, module)
					return false
				}
			}
			return true
		})
		return ok
	}
	return false
}

// rootedIn reports whether call chain c (options.Client().ApplyURI(uri)
// .SetAppName(n)) starts at a call of a package of module, or at one of
// package context (context.Background(), context.WithTimeout(...)).
func rootedIn(f *model.File, c *model.Node, module string) bool {
	for {
		fn := model.Callee(c)
		if fn == nil {
			return false
		}
		if fn.Sym() == model.SymSelectorExpression {
			if op := model.Unwrap(fn.ChildByFieldName("operand")); op != nil && op.Sym() == model.SymCallExpression {
				c = op
				continue
			}
		}
		q := model.CalleeName(f, c)
		return strings.HasPrefix(q, "context.") || strings.HasPrefix(q, module+"/") || strings.HasPrefix(q, module+".")
	}
}
