// Package escclient finds the JS/TS constructions of per-call library
// clients whose calls are all made out of the constructing file's sight:
// `createClient<paths>({ baseUrl })` of openapi-fetch returned by a
// factory, held by a lazy holder (`new Lazy(() => { const client =
// createClient(...); client.use(auth); return client; })`) or stored in a
// field that a getter hands out. Such a client's bound is passed to each
// method call (libmodels Bound.PerCall: openapi-fetch's `signal`), and the
// calls sit in the tool handlers of other modules, reached through a
// client-manager interface, a getter or `this.clients.get(...)` that no
// type tracking of the tool follows (batch 15: confluentinc/mcp-confluent's
// BaseClientManager, six clients). What the construction itself decides is
// whether a client-level bound exists at all: a row's Bound.Client keys
// (openapi-fetch's custom `fetch`, which may carry a signal; a `signal`;
// `requestInitExt`, whose dispatcher may carry timeouts). A construction
// that sets none of them leaves every call to the library's default (for
// openapi-fetch none: globalThis.fetch with no signal), so RC101 judges it
// at the construction.
//
// Never a guess: an options argument that is not an object literal, or one
// with a spread, may set a key unseen and is not judged; a client that any
// code of the file uses beyond registering middleware (`client.use`,
// `client.eject`), handing it out (`return client`, an arrow's body) or
// storing it in a field handed out the same way is in sight, and its calls
// are judged per call (checks/facts/bounds); a file that names a signal
// anywhere (AbortSignal, AbortController, a `signal` it passes on, even in
// a comment) may bound its calls, in a middleware or in a call of a client
// it hands out to itself, and is not judged either.
//
// Peer practice: CodeQL's JavaScript API graphs reach a client through
// getters and fields across modules; this judges the one place every such
// path starts from.
package escclient

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Gap is a construction of a per-call row's client that sets none of the
// row's client-level keys and whose client escapes the file unused.
type Gap struct {
	// Call is the construction (a call or new expression).
	Call *model.Node
	// At is its argument list, where the finding goes: the options are
	// what it judges, and a finding at the callee would read, to the
	// cross-file summaries, as an outbound call the enclosing function
	// makes (summary.Extract: an RC101 finding at a call makes its
	// function Unbounded), which a construction is not.
	At *model.Node
	// Row is the library row of the client.
	Row *libmodels.Row
	// Name is the callee's text (`createClient`).
	Name string
	// Held says how the client leaves the file: "returned" (a return or an
	// arrow's body), "field" (stored in this.F, handed out by a getter or
	// not read in the file), "stored" (the value of a map's set(key,
	// value), handed out by its get).
	Held string
}

// syms are the node types Gaps looks at.
var syms = model.NewSymBitset(model.SymCallExpression, model.SymNewExpression)

// members are the nodes fieldEscapes reads.
var members = model.NewSymBitset(model.SymMemberExpression)

// middleware are the methods of a per-call client that register hooks and
// send nothing (openapi-fetch's use and eject).
var middleware = map[string]bool{"use": true, "eject": true}

// Gaps returns the file's constructions of rows of set that keep accepts
// (JavaScript, Bound.PerCall with Bound.Client keys and a documented
// default), that set none of the client keys, and whose client escapes the
// file with no call made on it there.
func Gaps(f *model.File, set *libmodels.Set, keep func(*libmodels.Row) bool) []Gap {
	if f == nil || set == nil || !f.Lang.IsJS() || f.ContainsAny("AbortSignal", "AbortController", "signal") {
		return nil
	}
	mods := clientModules(set)
	if len(mods) == 0 || !importsAny(f, mods) {
		return nil
	}
	var out []Gap
	f.NodesOf(syms, func(n *model.Node) bool {
		q := model.CalleeName(f, n)
		if q == "" {
			return true
		}
		r := set.Lookup(libmodels.JavaScript, q)
		if r == nil || r.Bound == nil || !r.Bound.PerCall || len(r.Bound.Client) == 0 || r.Default == nil || !keep(r) {
			return true
		}
		if !unset(f, n, r.Bound.Client) {
			return true
		}
		held := escapes(f, n)
		if held == "" {
			return true
		}
		callee, at := model.Callee(n), model.Args(n)
		if callee == nil || at == nil {
			return true
		}
		out = append(out, Gap{Call: n, At: at, Row: r, Name: f.Text(callee), Held: held})
		return true
	})
	return out
}

// clientModules returns the modules of set's rows Gaps may judge.
func clientModules(set *libmodels.Set) map[string]bool {
	m := map[string]bool{}
	for _, r := range set.Select(func(r *libmodels.Row) bool {
		return r.Lang == libmodels.JavaScript && r.Bound != nil && r.Bound.PerCall && len(r.Bound.Client) > 0
	}) {
		m[r.Module] = true
	}
	return m
}

// importsAny reports whether the file imports one of mods.
func importsAny(f *model.File, mods map[string]bool) bool {
	for _, spec := range f.Imports() {
		if mods[spec] {
			return true
		}
		for m := range mods {
			if len(spec) > len(m) && (spec[:len(m)+1] == m+"." || spec[:len(m)+1] == m+"/") {
				return true
			}
		}
	}
	return false
}

// unset reports whether the construction's options (argument 0) set none
// of keys: absent, or an object literal without them and without a spread.
// Anything else (a variable, a call, a spread) may set one: not unset.
func unset(f *model.File, call *model.Node, keys []string) bool {
	opts := model.Arg(call, 0)
	if opts == nil {
		return true
	}
	opts = model.Unwrap(opts)
	if opts.Sym() != model.SymObject {
		return false
	}
	for _, k := range keys {
		v, spread := f.ObjectProp(opts, k)
		if v != nil || spread {
			return false
		}
	}
	return true
}

// up returns the first ancestor of n that is not a wrapper (await,
// parentheses, TS as / ! / satisfies), and the child of it n sits in.
func up(n *model.Node) (parent, child *model.Node) {
	child = n
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymAwaitExpression, model.SymParenthesizedExpression, model.SymNonNullExpression, model.SymAsExpression, model.SymSatisfiesExpression:
			child = p
			continue
		}
		return p, child
	}
	return nil, child
}

// escapes says how the client a construction builds leaves the file with no
// call made on it there: "returned", "field" or "stored"; "" when it is
// used in the file (or held in a way not read here).
func escapes(f *model.File, call *model.Node) string {
	p, child := up(call)
	if p == nil {
		return ""
	}
	switch p.Sym() {
	case model.SymReturnStatement:
		return "returned"
	case model.SymArrowFunction:
		if p.ChildByFieldName("body") == child {
			return "returned"
		}
	case model.SymArguments:
		if mapSet(f, p, child) {
			return "stored"
		}
	case model.SymVariableDeclarator:
		name := p.ChildByFieldName("name")
		if name == nil || name.Sym() != model.SymIdentifier || p.ChildByFieldName("value") != child {
			return ""
		}
		scope := model.EnclosingFunc(p)
		if scope == nil {
			return "" // a module-level client: importers may call it (jsfactory)
		}
		return localEscapes(f, scope, name)
	case model.SymAssignmentExpression:
		if p.ChildByFieldName("right") != child {
			return ""
		}
		if field := thisField(f, p.ChildByFieldName("left")); field != "" && fieldEscapes(f, field, p.ChildByFieldName("left")) {
			return "field"
		}
	}
	return ""
}

// localEscapes reports how a local client leaves its function: every
// other use of the name in the function registers middleware, returns it,
// is an arrow's body, stores it in a this-field that itself escapes or
// in a map (`clients.set(id, client)`); "returned", "field" or "stored"
// then, "" when any use is something else or the client never leaves.
func localEscapes(f *model.File, scope, decl *model.Node) string {
	name := f.Text(decl)
	held, ok := "", true
	model.Walk(scope, func(m *model.Node) bool {
		if !ok {
			return false
		}
		if m.Sym() != model.SymIdentifier || m == decl || f.Text(m) != name {
			return true
		}
		switch how := use(f, m, true); how {
		case "middleware":
		case "returned", "field", "stored":
			held = how
		default:
			ok = false
		}
		return true
	})
	if !ok {
		return ""
	}
	return held
}

// use classifies one use of a client (an identifier or a this.F member):
// "middleware" (x.use(...), x.eject(...)), "returned" (return x, an arrow's
// body), "stored" (m.set(key, x)), "field" (this.F = x, where this.F escapes; only when follow, so
// that a field stored in another is not followed again), "" otherwise.
func use(f *model.File, m *model.Node, follow bool) string {
	p, child := up(m)
	if p == nil {
		return ""
	}
	switch p.Sym() {
	case model.SymMemberExpression:
		if p.ChildByFieldName("object") != child {
			return ""
		}
		g := p.Parent()
		if g != nil && g.Sym() == model.SymCallExpression && model.Callee(g) == p && middleware[f.Text(p.ChildByFieldName("property"))] {
			return "middleware"
		}
	case model.SymReturnStatement:
		return "returned"
	case model.SymArrowFunction:
		if p.ChildByFieldName("body") == child {
			return "returned"
		}
	case model.SymArguments:
		if mapSet(f, p, child) {
			return "stored"
		}
	case model.SymAssignmentExpression:
		left := p.ChildByFieldName("left")
		if follow && p.ChildByFieldName("right") == child {
			if field := thisField(f, left); field != "" && fieldEscapes(f, field, left) {
				return "field"
			}
		}
	}
	return ""
}

// mapSet reports whether child is the value (last of two arguments) of a
// `.set(key, value)` call on a member or identifier (`this.clients.set(id,
// client)`): the client goes into a container its getters hand out
// (`this.clients.get(id)`), as in a client manager.
func mapSet(f *model.File, args, child *model.Node) bool {
	if args.NamedChildCount() != 2 || args.NamedChild(1) != child {
		return false
	}
	call := args.Parent()
	if call == nil || call.Sym() != model.SymCallExpression {
		return false
	}
	callee := model.Callee(call)
	return callee != nil && callee.Sym() == model.SymMemberExpression && f.Text(callee.ChildByFieldName("property")) == "set"
}

// thisField returns F of a `this.F` member expression, "" otherwise.
func thisField(f *model.File, n *model.Node) string {
	n = model.Unwrap(n)
	if n == nil || n.Sym() != model.SymMemberExpression {
		return ""
	}
	obj := n.ChildByFieldName("object")
	if obj == nil || obj.Sym() != model.SymThis {
		return ""
	}
	return f.Text(n.ChildByFieldName("property"))
}

// fieldEscapes reports whether every read of this.F in the file, other than
// the assignment target set, registers middleware or hands the client out
// (a getter's return, an arrow's body): no call of the file is made on it.
func fieldEscapes(f *model.File, field string, set *model.Node) bool {
	ok := true
	f.NodesOf(members, func(m *model.Node) bool {
		if !ok {
			return false
		}
		if m == set || thisField(f, m) != field {
			return true
		}
		p, child := up(m)
		if p != nil && p.Sym() == model.SymAssignmentExpression && p.ChildByFieldName("left") == child {
			return true // another assignment of the field
		}
		switch use(f, m, false) {
		case "middleware", "returned":
		default:
			ok = false
		}
		return true
	})
	return ok
}
