// Package bounds finds the calls of library rows (libmodels, match: call)
// that leave the row's bound unset while the library's default is none or
// above the budget (BoundGaps), the row-driven half of RC101 and RC103.
package bounds

import (
	"bytes"
	"github.com/resilience-check/resilience-check/checks/facts/pynonebound"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/genclient"
	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/goxtype"
	"github.com/resilience-check/resilience-check/checks/facts/jsfactory"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/pydeps"
	"github.com/resilience-check/resilience-check/checks/facts/pyfactory"
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
	// HandlerCtx is set (PassGapsCtx only) when the call passes a Go
	// context, the row's bound, that is an MCP handler's own context, which
	// the SDK gives no deadline (goreach.HandlerCtx): the page of the SDK's
	// registration row that says so. The MCP client may still cancel the
	// request, so rules report these at low severity.
	HandlerCtx string
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
// the import gate of BoundGaps, with the first name of each dotted Python
// module; computed once per set and language.
func callRowModules(set *libmodels.Set, lang libmodels.Lang) map[string]bool {
	key := [2]any{set, lang}
	if v, ok := callModules.Load(key); ok {
		return v.(map[string]bool)
	}
	out := map[string]bool{}
	defer callModules.Store(key, out)
	for _, r := range set.Select(func(r *libmodels.Row) bool { return r.Lang == lang && r.Matched() == libmodels.ByCall }) {
		out[r.Module] = true
		if lang == libmodels.Python {
			// `import snowflake.connector` binds (and Imports records) only
			// "snowflake": the first name of a dotted module opens the gate too
			out[strings.SplitN(r.Module, ".", 2)[0]] = true
		}
	}
	return out
}

// handlerModules caches handlerRowModules per set and language.
var handlerModules sync.Map // [2]any{*libmodels.Set, libmodels.Lang} -> map[string]bool

// handlerRowModules returns the modules of set's rows of lang whose
// default the handler's budget judges (libmodels.Row.HandlerDefault), for
// BoundGaps' import gate; computed once per set and language.
func handlerRowModules(set *libmodels.Set, lang libmodels.Lang) map[string]bool {
	key := [2]any{set, lang}
	if v, ok := handlerModules.Load(key); ok {
		return v.(map[string]bool)
	}
	out := map[string]bool{}
	defer handlerModules.Store(key, out)
	for _, r := range set.Select(func(r *libmodels.Row) bool { return r.Lang == lang && r.HandlerDefault() }) {
		out[r.Module] = true
	}
	return out
}

// perCallModules caches goPerCallModules per set.
var perCallModules sync.Map // *libmodels.Set -> map[string]bool

// jsPerCall caches perCallJSModules per set.
var jsPerCall sync.Map // *libmodels.Set -> map[string]bool

// perCallJSModules returns the modules of set's JavaScript rows whose bound
// is passed to each method call (openapi-fetch's GET(path, { signal })): a
// file that imports none of them may still call one on a client a factory
// of another module built (jsfactory.ImportsVia).
func perCallJSModules(set *libmodels.Set) map[string]bool {
	if v, ok := jsPerCall.Load(set); ok {
		return v.(map[string]bool)
	}
	m := map[string]bool{}
	for _, r := range set.Select(func(r *libmodels.Row) bool {
		return r.Lang == libmodels.JavaScript && r.Matched() == libmodels.ByCall && r.Bound != nil && r.Bound.PerCall && r.Default != nil
	}) {
		m[r.Module] = true
	}
	v, _ := jsPerCall.LoadOrStore(set, m)
	return v.(map[string]bool)
}

// jsPerCallMethods caches perCallJSMethods per set.
var jsPerCallMethods sync.Map // *libmodels.Set -> map[string]bool

// perCallJSMethods returns the method names of set's JavaScript per-call
// rows (GET, executeRead, callTool): the calls jsFactoryRow reads a
// factory's module for. Nested rows are left out: their methods are their
// services' (resend's emails.send), named as generically as get or list,
// which would have most files read their imported modules.
func perCallJSMethods(set *libmodels.Set) map[string]bool {
	if v, ok := jsPerCallMethods.Load(set); ok {
		return v.(map[string]bool)
	}
	m := map[string]bool{}
	for _, r := range set.Select(func(r *libmodels.Row) bool {
		return r.Lang == libmodels.JavaScript && r.Matched() == libmodels.ByCall && r.Bound != nil && r.Bound.PerCall && r.Default != nil && !r.Nested
	}) {
		for _, x := range r.Methods {
			if x != "*" && !strings.HasPrefix(x, "!") {
				m[x] = true
			}
		}
	}
	v, _ := jsPerCallMethods.LoadOrStore(set, m)
	return v.(map[string]bool)
}

// callsPerCallJSMethod reports whether the JS/TS file's text has a member
// call of a per-call row's method (`.GET(`, `.executeRead(`): only such a
// file may need a factory's client typed (jsfactory.ImportsVia reads its
// imported modules).
func callsPerCallJSMethod(f *model.File, set *libmodels.Set) bool {
	if !f.Lang.IsJS() {
		return false
	}
	ms := perCallJSMethods(set)
	for m := range ms {
		if m == "" || strings.IndexFunc(m, func(r rune) bool { return r < utf8.RuneSelf && !jsNameByte(byte(r)) }) >= 0 {
			// a method that is no plain name: one search per method
			for m := range ms {
				if bytes.Contains(f.Src, []byte("."+m+"(")) {
					return true
				}
			}
			return false
		}
	}
	// every method is a name: one pass over the text, at each dot the name
	// after it (a name's run ends at the parenthesis, so `.m(` is there
	// exactly when the run after a dot is m and a parenthesis follows it)
	src := f.Src
	for i := 0; ; {
		k := bytes.IndexByte(src[i:], '.')
		if k < 0 {
			return false
		}
		s := i + k + 1
		e := s
		for e < len(src) && jsNameByte(src[e]) {
			e++
		}
		if e > s && e < len(src) && src[e] == '(' && ms[string(src[s:e])] {
			return true
		}
		i = max(e, s)
	}
}

// jsNameByte reports whether c may be part of a JavaScript name (a byte of
// a non-ASCII character counts).
func jsNameByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= utf8.RuneSelf
}

// goPerCallModules returns the modules of set's Go rows whose bound is
// passed to each method call (a context per call): a Go file that imports
// none of them has no receiver to type.
func goPerCallModules(set *libmodels.Set) map[string]bool {
	if v, ok := perCallModules.Load(set); ok {
		return v.(map[string]bool)
	}
	out := map[string]bool{}
	for _, r := range set.Select(func(r *libmodels.Row) bool {
		return r.Lang == libmodels.Go && r.Matched() == libmodels.ByCall && r.Bound != nil && r.Bound.PerCall
	}) {
		out[r.Module] = true
	}
	perCallModules.Store(set, out)
	return out
}

// familyHint reports whether the file has imports and contains the hint of
// one of lang's family rows (libmodels.Shape.Hint): a generated client is
// the file's own package or any package, so its module is no prefilter.
func familyHint(f *model.File, set *libmodels.Set, lang libmodels.Lang) bool {
	if len(f.Imports()) == 0 {
		return false
	}
	for _, r := range set.Families(lang) {
		if r.Matched() == libmodels.ByCall && f.ContainsFold(strings.ToLower(r.Shape.Hint)) {
			return true
		}
	}
	return false
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
//
// BoundGaps (RC104's) also returns the gaps of rows whose finite default is
// judged against the handler's budget (libmodels.Row.HandlerDefault), read
// by code or by call; PassGaps (RC101's, RC103's) never does.
func BoundGaps(f *model.File, set *libmodels.Set, keep func(*libmodels.Row) bool, budget func(*libmodels.Row) time.Duration) []BoundGap {
	return boundGaps(f, set, keep, budget, false, true)
}

// boundGaps is BoundGaps; handlerCtx adds the gaps with HandlerCtx set;
// handlerRows says whether the rows with a HandlerDefault are judged (and
// the others not, in a file that imports only their modules) or left out.
func boundGaps(f *model.File, set *libmodels.Set, keep func(*libmodels.Row) bool, budget func(*libmodels.Row) time.Duration, handlerCtx, handlerRows bool) []BoundGap {
	lang := rowLang(f.Lang)
	mods := callRowModules(set, lang)
	onlyHandler := false // the file reaches none of the other rows: judge the handler-default rows alone
	if !importsAny(f.Imports(), mods) && !familyHint(f, set, lang) && !pyfactory.MayHold(f) &&
		!(callsPerCallJSMethod(f, set) && jsfactory.ImportsVia(f, perCallJSModules(set))) && !(lang == libmodels.Go && goxtype.ImportsVia(f, goPerCallModules(set))) {
		if !handlerRows || !importsAny(f.Imports(), handlerRowModules(set, lang)) {
			return nil // (a client built in another module of the repository may come through pyfactory or jsfactory)
		}
		onlyHandler = true
	}
	// reportable: a row of this rule's kinds, matched generically, with a
	// bound the matcher can read and a documented default (a row without one
	// is recognised but never reported: no guess about an unknown default);
	// a row whose default the handler's budget judges only when handlerRows.
	reportable := func(r *libmodels.Row) bool {
		if r == nil || r.Bound == nil || r.Default == nil || !keep(r) || !pydeps.DefaultHolds(f, r) {
			return false
		}
		if r.HandlerDefault() {
			return handlerRows
		}
		return r.Matched() == libmodels.ByCall && !onlyHandler
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
			r = genclient.Lookup(f, set, lang, q)
			if r != nil && r.Bound != nil && r.Bound.PerCall && !goConnects(r) {
				return true // the bound goes to each method call, not the constructor
			}
			if r == nil && at != nil && (at.Sym() == model.SymAttribute || at.Sym() == model.SymMemberExpression || at.Sym() == model.SymSelectorExpression) {
				r, q = perCallRow(f, set, lang, at)
			}
			if r == nil && at != nil && at.Sym() == model.SymAttribute {
				r, q = pyInstanceRow(f, set, at)
			}
		}
		if !reportable(r) {
			return true
		}
		isSet, disabled, known := boundSet(f, n, r.Bound)
		sdk := ""
		if isSet && handlerCtx && r.Bound.Where == libmodels.Context && r.Bound.Position != nil && f.Lang == model.LangGo && !alsoNamed(f, r.Bound) {
			if _, url, ok := goreach.HandlerCtx(f, model.Arg(n, *r.Bound.Position)); ok {
				isSet, sdk = false, url
			}
		}
		if !known || isSet && !disabled {
			return true
		}
		if r.Bound.PerCall && f.Lang == model.LangPython && PyAwaitScoped(f, set, n) {
			return true // awaited under asyncio.wait_for or a timeout scope
		}
		d, has := r.Default.Duration()
		if !disabled && has && d <= budget(r) {
			return true // a documented finite default within the budget is not a defect
		}
		if q == r.Module && at != nil && n.Sym() == model.SymNewExpression { // a default import names the module: say what the code calls
			q = "new " + f.Text(at)
		}
		out = append(out, BoundGap{At: at, Row: r, Name: q, Default: d, HasDefault: has && !disabled, Disabled: disabled, HandlerCtx: sdk})
		return true
	})
	return out
}

// GoContextRow returns the library row of Go call n (a call expression)
// whose bound is the context at a known argument position (pgx's
// pool.QueryRow(ctx, ...), mongo-go-driver's coll.Find(ctx, ...),
// libmodels Bound.Where context), found as boundGaps finds a call's row
// (the called function, or the per-call row of the client a method is
// called on), and nil for any other call, for a row whose client-level
// settings the file names (Bound.Also: then every call of the client is
// bounded), and in a file of another language.
func GoContextRow(f *model.File, set *libmodels.Set, n *model.Node) *libmodels.Row {
	if f.Lang != model.LangGo || n.Sym() != model.SymCallExpression {
		return nil
	}
	at := model.Callee(n)
	r := genclient.Lookup(f, set, libmodels.Go, model.CalleeName(f, n))
	if r != nil && r.Bound != nil && r.Bound.PerCall && !goConnects(r) {
		return nil // a constructor: the bound goes to each method call
	}
	if r == nil && at != nil && at.Sym() == model.SymSelectorExpression {
		r, _ = perCallRow(f, set, libmodels.Go, at)
	}
	if r == nil || r.Bound == nil || r.Bound.Where != libmodels.Context || r.Bound.Position == nil || alsoNamed(f, r.Bound) {
		return nil
	}
	return r
}

// goConnects reports whether r is a Go function that does I/O with the
// context it is given (pgx.Connect(ctx, dsn) connects and returns a client
// whose calls each take one; neo4j.ExecuteQuery(ctx, driver, ...) runs a
// query): its own call is judged like its client's, unlike a constructor's
// (pgxpool.New builds a lazy pool).
func goConnects(r *libmodels.Row) bool {
	return r.Lang == libmodels.Go && r.API == libmodels.Function && r.Bound.Where == libmodels.Context
}

// alsoNamed reports whether the file names one of a context bound's
// client-level settings (Bound.Also: a DSN parameter such as
// statement_timeout, an option method such as SetTimeout), which then bounds
// every call of the client: a file that configures one is not judged.
func alsoNamed(f *model.File, b *libmodels.Bound) bool {
	for _, k := range b.Also {
		if f.Contains(k) || f.Lang == model.LangGo && goxtype.Named(f, k) { // or where a client typed through another package is built
			return true
		}
	}
	return false
}

// perCallRow returns the per-call row of the instance a method is called on
// (v1.list_pods where v1 = client.CoreV1Api(); api.GET where api =
// createClient(...)) and the method's name as written, or nil.
func perCallRow(f *model.File, set *libmodels.Set, lang libmodels.Lang, callee *model.Node) (*libmodels.Row, string) {
	var obj, prop *model.Node
	switch callee.Sym() {
	case model.SymAttribute:
		obj, prop = callee.ChildByFieldName("object"), callee.ChildByFieldName("attribute")
	case model.SymSelectorExpression:
		obj, prop = callee.ChildByFieldName("operand"), callee.ChildByFieldName("field")
	default:
		obj, prop = callee.ChildByFieldName("object"), callee.ChildByFieldName("property")
	}
	if obj == nil || prop == nil {
		return nil, ""
	}
	if f.Lang == model.LangGo {
		// a Go client: built in the function (c := pkg.NewClient(...)), or
		// declared with its type (a parameter, a var, a field of the receiver)
		if !importsAny(f.Imports(), goPerCallModules(set)) && !goxtype.ImportsVia(f, goPerCallModules(set)) {
			return nil, ""
		}
		r := goRecvRow(f, set, obj, 0)
		if r == nil {
			r = goEmbeddedRow(f, set, obj, f.Text(prop))
		}
		if r == nil || r.Bound == nil || !r.Bound.PerCall || !r.HasMethod(f.Text(prop)) {
			return nil, ""
		}
		return r, f.Text(callee)
	}
	if f.Lang.IsJS() {
		r := jsRecvRow(f, set, obj, 0)
		if r == nil {
			r = jsFactoryRow(f, set, obj, f.Text(prop))
		}
		if r == nil || r.Bound == nil || !r.Bound.PerCall || !r.HasMethod(f.Text(prop)) {
			return nil, ""
		}
		return r, f.Text(callee)
	}
	self := obj.Sym() == model.SymAttribute && f.Lang == model.LangPython && model.IsSelfMember(f.Text(obj))
	nested := false
	if obj.Sym() == model.SymAttribute && !self && f.Lang == model.LangPython {
		// a service of a nested client (w.genie.start_conversation_and_wait
		// where w = WorkspaceClient()): judged by the client's row when that
		// row says its attributes' methods are its own (Row.Nested)
		obj, nested = pyNestedBase(f, obj), true
		self = obj != nil && obj.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(obj))
		if obj == nil {
			return nil, ""
		}
	}
	// a client built and called in one expression
	// (client.VersionApi(api_client).get_code()): judged by the row of
	// the class constructed, as the same call on a local bound to it is
	inline := f.Lang == model.LangPython && model.Unwrap(obj).Sym() == model.SymCall
	if obj.Sym() != model.SymIdentifier && !self && !inline {
		return nil, ""
	}
	var r *libmodels.Row
	switch recv := model.Unwrap(f.Resolve(obj)); {
	case recv == nil:
		return nil, ""
	case recv.Sym() == model.SymCall || recv.Sym() == model.SymCallExpression || recv.Sym() == model.SymNewExpression:
		r = genclient.Lookup(f, set, lang, model.CalleeName(f, recv))
		if r == nil && f.Lang == model.LangPython {
			// a factory's client: a helper of the file, or a function of
			// another module (checks/facts/pyfactory), that returns one
			if c := pyctor.Of(f, recv); c != "" {
				r = set.Lookup(lang, c)
			}
		}
	case recv.Sym() == model.SymIdentifier && f.Lang == model.LangPython:
		// a parameter annotated with the client's type (driver: AsyncDriver),
		// directly or stored by __init__ (self.driver = driver)
		if t := pyParamType(f, recv); t != nil {
			r = set.Lookup(lang, model.ImportedName(f, t))
		}
	}
	if r == nil && self {
		r = pySelfRow(f, set, f.Text(obj))
		if r == nil {
			// a mixin's attribute, assigned by the classes that combine it
			if c := pyctor.MixinClient(f, obj); c != "" {
				r = set.Lookup(lang, c)
			}
		}
	}
	if r == nil || r.Bound == nil || !r.Bound.PerCall || !r.HasMethod(f.Text(prop)) || nested && !r.Nested {
		return nil, ""
	}
	return r, f.Text(callee)
}

// pyNestedBase returns the client a Python attribute chain starts from
// (w for w.genie, self.client for self.client.jobs.runs): the innermost
// identifier, or the self member (self.x) the chain reads; nil when the
// chain starts from a call or anything else, which is no client's
// attribute this package can name.
func pyNestedBase(f *model.File, obj *model.Node) *model.Node {
	for depth := 0; obj != nil && obj.Sym() == model.SymAttribute && depth < 4; depth++ {
		if model.IsSelfMember(f.Text(obj)) {
			return obj
		}
		obj = model.Unwrap(obj.ChildByFieldName("object"))
	}
	if obj != nil && obj.Sym() == model.SymIdentifier && f.Text(obj) != "self" {
		return obj
	}
	return nil
}

// pyAssigns are the Python assignment nodes pySelfRow reads.
var pyAssigns = model.NewSymBitset(model.SymAssignment)

// pySelfRow returns the row of the client a Python member (self.pool) holds
// when the last binding Resolve sees says nothing (self.pool = None in a
// close method): any assignment of the member in the file whose annotation
// names a row's type (self.pool: ydb.aio.QuerySessionPool | None = None) or
// whose value is, directly or through a local variable, a row's
// construction. The first such assignment wins; nil when none.
func pySelfRow(f *model.File, set *libmodels.Set, member string) *libmodels.Row {
	var out *libmodels.Row
	f.NodesOf(pyAssigns, func(a *model.Node) bool {
		if f.Text(a.ChildByFieldName("left")) != member {
			return true
		}
		if t := unOptional(f, a.ChildByFieldName("type")); t != nil {
			if r := set.Lookup(libmodels.Python, model.ImportedName(f, t)); r != nil {
				out = r
				return false
			}
		}
		v := model.Unwrap(a.ChildByFieldName("right"))
		if v != nil && v.Sym() == model.SymIdentifier {
			v = model.Unwrap(f.Resolve(v))
		}
		if v != nil && v.Sym() == model.SymCall {
			if r := set.Lookup(libmodels.Python, model.CalleeName(f, v)); r != nil {
				out = r
				return false
			}
		}
		return true
	})
	return out
}

// goRecvRow returns the row of the Go client a method is called on: an
// identifier bound to the row's constructor in the function, or declared
// with the row's type (goRecvType); or, for a row whose Methods are also its
// attributes' (Row.Nested), a field of such a client (axiom-go's
// client.Datasets.List(ctx) on a *axiom.Client). depth bounds the selector
// chain.
func goRecvRow(f *model.File, set *libmodels.Set, obj *model.Node, depth int) *libmodels.Row {
	lang := libmodels.Go
	recv := model.Unwrap(obj)
	if recv != nil && recv.Sym() == model.SymIdentifier {
		recv = model.Unwrap(f.Resolve(recv))
	}
	if recv != nil && recv.Sym() == model.SymCallExpression {
		if r := set.Lookup(lang, model.CalleeName(f, recv)); r != nil {
			return r
		}
		if t := goReturnedType(f, recv); t != "" { // rt, err := g.getRuntime() of func (g *M) getRuntime() (*grpc.Runtime, error)
			if r := set.Lookup(lang, t); r != nil {
				return r
			}
		}
		// what a method of a nested client returns (tx := conn.BeginTx(ctx,
		// opts), client.Database(name).Collection(c)) talks to its server
		if c := model.Callee(recv); c != nil && c.Sym() == model.SymSelectorExpression && depth < 3 {
			if base := c.ChildByFieldName("operand"); base != nil {
				if r := goRecvRow(f, set, base, depth+1); r != nil && r.Nested {
					return r
				}
			}
		}
	}
	if t := goRecvType(f, obj); t != "" {
		if r := set.Lookup(lang, t); r != nil {
			return r
		}
	}
	if obj.Sym() == model.SymSelectorExpression && depth < 3 {
		if base := obj.ChildByFieldName("operand"); base != nil {
			if r := goRecvRow(f, set, base, depth+1); r != nil && r.Nested {
				return r
			}
		}
	}
	return nil
}

// pyParamType returns the annotation of the Python parameter that binds the
// identifier id (in its function or an enclosing one), unwrapped from
// Optional[...] and `X | None`, or nil.
func pyParamType(f *model.File, id *model.Node) *model.Node {
	name := f.Text(id)
	for fn := model.EnclosingFunc(id); fn != nil; fn = model.EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			continue
		}
		for i := 0; i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			var pname *model.Node
			switch p.Sym() {
			case model.SymTypedParameter:
				if p.NamedChildCount() > 0 {
					pname = p.NamedChild(0)
				}
			case model.SymTypedDefaultParameter:
				pname = p.ChildByFieldName("name")
			case model.SymIdentifier, model.SymDefaultParameter:
				if f.Text(p) == name || f.Text(p.ChildByFieldName("name")) == name {
					return nil // bound here, with no annotation
				}
			}
			if pname == nil || f.Text(pname) != name {
				continue
			}
			return unOptional(f, p.ChildByFieldName("type"))
		}
	}
	return nil
}

// unOptional returns the type an annotation names, through Optional[X] and
// X | None; nil when it is a union of several types.
func unOptional(f *model.File, t *model.Node) *model.Node {
	for t != nil {
		t = model.Unwrap(t)
		switch {
		case t.Sym() == model.SymOther && t.NamedChildCount() == 1: // the type and type_parameter wrappers
			t = t.NamedChild(0)
		case t.Sym() == model.SymBinaryOperator: // X | None
			l, r := t.ChildByFieldName("left"), t.ChildByFieldName("right")
			switch {
			case r != nil && f.Text(r) == "None":
				t = l
			case l != nil && f.Text(l) == "None":
				t = r
			default:
				return nil
			}
		case t.Sym() == model.SymSubscript && strings.HasSuffix(f.Text(t.ChildByFieldName("value")), "Optional"):
			t = t.ChildByFieldName("subscript")
		case t.Sym() == model.SymGenericType && strings.HasPrefix(f.Text(t), "Optional["):
			if t.NamedChildCount() < 2 {
				return nil
			}
			t = t.NamedChild(1)
		default:
			return t
		}
	}
	return nil
}

// wrappedSet is boundSet for a bound carried by the argument's builder
// (Bound.In): the argument at b.Position, or else the first keyword argument
// whose value is a string or the builder's call, resolved through a
// variable. A call of b.In sets the bound when it passes keyword b.Name; a
// string (a literal, an f-string, a concatenation, a parameter annotated
// str) sets none; anything else is unknown.
func wrappedSet(f *model.File, call *model.Node, b *libmodels.Bound) (set, disabled, known bool) {
	pos := 0
	if b.Position != nil {
		pos = *b.Position
	}
	classify := func(a *model.Node) (isWrap, isStr bool, v *model.Node) {
		v = model.Unwrap(a)
		if v.Sym() == model.SymIdentifier {
			if r := model.Unwrap(f.Resolve(v)); r != nil && r != v {
				v = r
			} else if t := pyParamType(f, v); t != nil {
				return false, f.Text(t) == "str", v
			}
		}
		switch v.Sym() {
		case model.SymCall:
			return model.CalleeName(f, v) == b.In, false, v
		case model.SymString, model.SymConcatenatedString:
			return false, true, v
		case model.SymBinaryOperator:
			l, r := model.Unwrap(v.ChildByFieldName("left")), model.Unwrap(v.ChildByFieldName("right"))
			return false, l != nil && l.Sym() == model.SymString || r != nil && r.Sym() == model.SymString, v
		}
		return false, false, v
	}
	a := model.Arg(call, pos)
	if a == nil {
		if args := model.Args(call); args != nil {
			for i := 0; i < int(args.NamedChildCount()) && a == nil; i++ {
				kw := args.NamedChild(i)
				if kw.Sym() != model.SymKeywordArgument {
					continue
				}
				if w, s, _ := classify(kw.ChildByFieldName("value")); w || s {
					a = kw.ChildByFieldName("value")
				}
			}
		}
	}
	if a == nil {
		return false, false, false
	}
	isWrap, isStr, v := classify(a)
	switch {
	case isStr:
		return false, false, true
	case !isWrap:
		return false, false, false
	}
	kw := f.Kwarg(v, b.Name)
	if kw == nil {
		return false, false, !model.HasSplat(v)
	}
	return true, f.Text(kw) == "None", true
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
	if b.In != "" {
		return wrappedSet(f, call, b)
	}
	if b.Where == libmodels.NoBound {
		if b.Name != "" && namesSetting(f, b.Name) || f.Lang == model.LangGo && alsoNamed(f, b) {
			return false, false, false // the caller's client may come another way (a context value), or be configured where it is built: never a guess
		}
		return false, false, true // no way to set one: every call of a client without a default is unbounded
	}
	if b.Where == libmodels.Context && alsoNamed(f, b) {
		return true, false, true // the client is configured with a bound of every call
	}
	if b.Where == libmodels.Keyword && b.PerCall && f.Lang == model.LangPython && alsoNamed(f, b) {
		return false, false, false // a client-level default (default_timeout=) may bound every call: never a guess
	}
	if b.Where == libmodels.Option {
		pos = optionsPos(f, call, b, pos)
	}
	o := adapt.Option(f, call, b.Where, pos, append([]string{b.Name}, b.Also...)...)
	keyword := b.Where == libmodels.Keyword || b.Where == libmodels.Config
	disabled = keyword && o.Value != nil && f.Text(o.Value) == "None"
	if keyword && o.Value != nil && !disabled && f.Lang == model.LangPython {
		_, disabled = pynonebound.Unset(f, o.Value) // timeout=self.timeout set only from an __init__ default None nothing passes
	}
	return o.Value != nil, disabled, o.Known
}

// namesSetting reports whether the file names setting, the name of a
// where-none bound's setting (Bound.Name: the field or context key that may
// bound the client another way). In Go the name is a field, so only a
// whole identifier counts (cfg.Timeout = ..., ConfigOverrides{Timeout: ...}),
// not one inside another (ReadHeaderTimeout, context.WithTimeout), as
// go/types would resolve the selector; elsewhere any occurrence counts.
func namesSetting(f *model.File, setting string) bool {
	if !f.Contains(setting) {
		return false
	}
	if f.Lang != model.LangGo {
		return true
	}
	src := f.Src
	for i := bytes.Index(src, []byte(setting)); i >= 0; {
		end := i + len(setting)
		if (i == 0 || !identByte(src[i-1])) && (end >= len(src) || !identByte(src[end])) {
			return true
		}
		j := bytes.Index(src[end:], []byte(setting))
		if j < 0 {
			break
		}
		i = end + j
	}
	return false
}

// identByte reports whether c can be part of a Go identifier (ASCII).
func identByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
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
		if strings.Contains(strings.ToLower(b.Name), "fetch") { // a fetch of the caller's (fetch, fetchApi): one that gives each request a signal
			v = "(url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(" + ms + ") })"
		} else if b.Unit == "" && strings.HasSuffix(strings.ToLower(b.Name), "request") {
			// a request function of the caller's (Ghost's makeRequest, handed
			// axios-style {url, method, data, params, headers}): one that sets a timeout
			v = "(req) => axios({ ...req, timeout: " + ms + " }).then((r) => r.data)"
		}
		set := b.Name + ": " + v
		if outer, inner, nested := strings.Cut(b.Name, "."); nested { // requestHandler.requestTimeout
			set = outer + ": { " + inner + ": " + v + " }"
		}
		return "{ " + set + " }"
	case libmodels.Field:
		if b.Unit != "duration" && strings.HasSuffix(b.Name, "Client") { // a field holding the *http.Client (prometheus api.Config.Client)
			return b.Name + ": &http.Client{Timeout: " + secs + " * time.Second}"
		}
		return b.Name + ": " + secs + " * time.Second"
	case libmodels.Context:
		arg := "argument 1"
		if b.Position != nil {
			arg = "argument " + strconv.Itoa(*b.Position+1)
		}
		return "a context with a deadline (context.WithTimeout(ctx, " + secs + "*time.Second), or the request's context) as " + arg + " instead of context.Background()"
	case libmodels.OptionFunc:
		return b.Name + "(&http.Client{Timeout: " + secs + " * time.Second}) among the options"
	case libmodels.NoBound:
		// the library takes no bound: each call needs a deadline of the caller's
		switch r.Lang {
		case libmodels.JavaScript:
			return "a deadline around each call (Promise.race with a timer that rejects after " + ms + " ms), since the client takes no timeout or signal"
		case libmodels.Python:
			return "a deadline around each call (asyncio.wait_for(..., " + secs + ")), since the client takes no timeout"
		}
		return "a context with a deadline for each call (context.WithTimeout(ctx, " + secs + "*time.Second)), since the client takes no timeout"
	case libmodels.Position:
		arg := "argument " + strconv.Itoa(*b.Position+1)
		if b.Unit == "duration" { // a Go *http.Client
			return "&http.Client{Timeout: " + secs + " * time.Second} as " + arg + " instead of nil"
		}
		return "a " + b.Name + " with a " + secs + " s timeout as " + arg
	}
	if b.In != "" { // the argument's builder carries it: neo4j.Query(text, timeout=15)
		return b.In + "(query, " + b.Name + "=" + secs + ") as the query"
	}
	if b.Name == "http_options" { // google-genai: types.HttpOptions(timeout=...) takes milliseconds
		return "http_options=types.HttpOptions(timeout=" + ms + ")"
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
	return passGaps(p, keep, budget, skip, false)
}

// PassGapsCtx is PassGaps with the gaps whose HandlerCtx is set too: the Go
// calls of a row whose bound is a context that pass an MCP handler's own
// context, to which the SDK gives no deadline (goreach.HandlerCtx), with no
// context.WithTimeout on the way and no client-level bound (Bound.Also)
// named in the file. RC103 reports them at low severity, as it does
// database/sql's Context forms given such a context.
func PassGapsCtx(p *model.Pass, keep func(*libmodels.Row) bool, budget time.Duration, skip func(*model.Node) bool) []BoundGap {
	return passGaps(p, keep, budget, skip, true)
}

// passGaps is PassGaps; handlerCtx adds the HandlerCtx gaps.
func passGaps(p *model.Pass, keep func(*libmodels.Row) bool, budget time.Duration, skip func(*model.Node) bool, handlerCtx bool) []BoundGap {
	b := p.Settings.Budgets.WithDefaults()
	budgetOf := func(r *libmodels.Row) time.Duration {
		if strings.Contains(strings.ToLower(r.Bound.Name), "connect") {
			return b.Connect
		}
		return budget
	}
	var out []BoundGap
	for _, g := range boundGaps(p.File, model.LibrarySet(p.Settings), keep, budgetOf, handlerCtx, false) {
		if skip != nil && skip(g.At) {
			continue
		}
		g.Budget = budgetOf(g.Row)
		out = append(out, g)
	}
	return out
}

// pyInstanceRow returns the row of a method a Python file calls on an
// instance it built (`session = boto3.Session(...); session.client("s3")`,
// also through self.x, a with-as or an annotated parameter:
// pyctor.Of), named by the class and the method
// ("boto3.Session.client"), and that name; nil when no row names it. Type
// inference does the same for CodeQL's and Pyright's call graphs: the
// method of a value is the method of its class.
func pyInstanceRow(f *model.File, set *libmodels.Set, callee *model.Node) (*libmodels.Row, string) {
	obj, prop := callee.ChildByFieldName("object"), callee.ChildByFieldName("attribute")
	if obj == nil || prop == nil || f.Lang != model.LangPython {
		return nil, ""
	}
	if !pyInstanceMethods(set)[f.Text(prop)] {
		return nil, "" // no Python row names a method so called: the receiver is not typed
	}
	ctor := pyctor.Of(f, obj)
	if ctor == "" {
		return nil, ""
	}
	q := ctor + "." + f.Text(prop)
	r := set.Lookup(libmodels.Python, q)
	if r == nil || r.Shape != nil || r.API != libmodels.Constructor && r.API != libmodels.Function {
		return nil, ""
	}
	return r, q
}

// instanceMethods caches pyInstanceMethods per set.
var instanceMethods sync.Map // *libmodels.Set -> map[string]bool

// pyInstanceMethods returns the last segments of the names of set's Python
// rows that name a method of a class ("client" of boto3.Session.client):
// the method names pyInstanceRow types a receiver for.
func pyInstanceMethods(set *libmodels.Set) map[string]bool {
	if v, ok := instanceMethods.Load(set); ok {
		return v.(map[string]bool)
	}
	out := map[string]bool{}
	for _, r := range set.Select(func(r *libmodels.Row) bool { return r.Lang == libmodels.Python && r.Shape == nil }) {
		for _, n := range r.Names() {
			if i := strings.LastIndexByte(n, '.'); i > 0 && strings.Count(n, ".") >= 2 {
				out[n[i+1:]] = true
			}
		}
	}
	instanceMethods.Store(set, out)
	return out
}

// PyMethodRow returns the row that judges a Python method call's callee
// (an attribute): the per-call row of its receiver's client (perCallRow) or
// the row of the method of the class the receiver was built from
// (pyInstanceRow); nil when neither. For the coverage diagnostic
// (checks/sdkdiag).
func PyMethodRow(f *model.File, set *libmodels.Set, callee *model.Node) *libmodels.Row {
	if r, _ := perCallRow(f, set, libmodels.Python, callee); r != nil {
		return r
	}
	r, _ := pyInstanceRow(f, set, callee)
	return r
}
