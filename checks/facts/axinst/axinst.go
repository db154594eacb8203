// Package axinst finds the axios instances a JavaScript or TypeScript
// module builds without a timeout (`axios.create({ baseURL })`: axios'
// default timeout is 0, no timeout, https://axios-http.com/docs/req_config)
// and the names that hold them, so that RC101 can report each request made
// through such an instance where it is made (`client.post('/x', body)`), in
// the same file or in a module that imports the instance or the factory
// that returns it (package checks/facts/jsfactory reads that module). The
// request is where the wait happens, and where a new call shows in a diff:
// Ruff S113 and Bandit B113 report each `requests` call without a timeout,
// CodeQL reports at the sink with the path from the source; CWE-400.
//
// Only what the module shows is read: an instance whose config is not an
// object literal of known keys, a module that sets a default timeout
// (`inst.defaults.timeout = ...`) or installs a request interceptor (which
// may set config.timeout or config.signal), a name bound more than once, or
// a factory with a return of another value leaves the name unknown, and
// unknown is never reported. A default or a bounding request interceptor
// set on the instance by another file of the repository that imports it
// (GuardedElsewhere) likewise silences its requests.
package axinst

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/jsfactory"
	"github.com/resilience-check/resilience-check/checks/facts/objkeys"
	"github.com/resilience-check/resilience-check/checks/facts/srcmemo"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Def is an axios instance built without a timeout: the module's path and
// the line and column of its axios.create call, and whether its config sets
// a baseURL (a relative request URL then goes to that upstream, not to the
// page's own origin).
type Def struct {
	Path      string
	Line, Col int
	Base      bool
}

// Created reports whether v (unwrapped) is an `axios.create(...)` call of
// file f whose config sets neither timeout nor signal (or sets timeout: 0):
// no config, or an object literal of keys objkeys.Keys can name.
func Created(f *model.File, v *model.Node) (Def, bool) {
	v = model.Unwrap(v)
	if f == nil || v == nil || v.Sym() != model.SymCallExpression || model.ImportedName(f, model.Callee(v)) != "axios.create" {
		return Def{}, false
	}
	if model.NumArgs(v) > 1 || model.HasSplat(v) {
		return Def{}, false
	}
	d := Def{Path: f.Path}
	d.Line, d.Col = f.Position(int(v.StartByte()))
	cfg := model.Arg(v, 0)
	if cfg == nil {
		return d, true
	}
	obj := model.Unwrap(f.Resolve(cfg))
	keys, ok := objkeys.Keys(f, obj)
	if !ok {
		return Def{}, false
	}
	for _, k := range keys {
		switch k {
		case "signal":
			return Def{}, false
		case "timeout":
			if t, _ := f.ObjectProp(obj, "timeout"); t == nil || f.Text(t) != "0" {
				return Def{}, false
			}
		case "baseURL":
			d.Base = !ownOrigin(f, obj)
		}
	}
	return d, true
}

// ownOrigin reports whether the baseURL of axios config object obj is a
// path (`'/api'`), or falls back to one (`import.meta.env.VITE_API ??
// '/api'`): the requests then go to the page's own origin, as with no
// baseURL, which RC101 does not report (review of session 32, M-7).
func ownOrigin(f *model.File, obj *model.Node) bool {
	v, _ := f.ObjectProp(obj, "baseURL")
	v = model.Unwrap(v)
	if v == nil {
		return false
	}
	if v.Sym() == model.SymBinaryExpression {
		if op := v.ChildByFieldName("operator"); op != nil && (f.Text(op) == "??" || f.Text(op) == "||") {
			return model.RelativeURL(f, v.ChildByFieldName("right"))
		}
	}
	return model.RelativeURL(f, v)
}

// defaulted matches what gives a module's instances a bound after they are
// built (a default timeout or signal, or a default set by a computed key);
// intercepted a request interceptor, which may set config.timeout or
// config.signal, and bounded a timeout or signal the module sets anywhere.
var (
	defaulted   = regexp.MustCompile(`\.defaults\.(timeout|signal)\b|defaults\s*\[|Object\.assign\(\s*[\w$.]+(\(\))?\.defaults\s*,`)
	intercepted = regexp.MustCompile(`\.interceptors\.request\b`)
	bounded     = regexp.MustCompile(`\b(timeout|signal)\b\s*[:=]|\.(timeout|signal)\b`)
)

// Guarded reports whether module src may bound its instances after they
// are built: a default (defaulted), or a request interceptor in a module
// that writes a timeout or a signal anywhere.
// It is read once per file (f's facts).
func Guarded(f *model.File) bool {
	return model.Fact(f, guardedKey, func(f *model.File) bool { return guarded(f.Src) })
}

// Intercepted reports whether file f installs a request interceptor on name
// (`name.interceptors.request.use(...)`) and writes a timeout or a signal
// anywhere: the interceptor may bound the requests made through name. The
// file is read once.
func Intercepted(f *model.File, name string) bool {
	return model.Fact(f, interceptedKey, interceptedNames)[name]
}

// AssignedDefaults reports whether file f merges defaults into name's
// (`Object.assign(name.defaults, { timeout })`), which may give the
// requests made through name a timeout. The file is read once.
func AssignedDefaults(f *model.File, name string) bool {
	return model.Fact(f, assignedKey, assignedNames)[name]
}

// assignedKey holds assignedNames per file.
var assignedKey = model.NewFactKey[map[string]bool]("axinst.assigned")

// assignDefaults finds the receivers whose defaults a file merges into.
var assignDefaults = regexp.MustCompile(`Object\.assign\(\s*([\w$.]+(?:\(\))?)\.defaults\s*,`)

func assignedNames(f *model.File) map[string]bool {
	if !bytes.Contains(f.Src, []byte("Object.assign")) {
		return nil
	}
	out := map[string]bool{}
	for _, m := range assignDefaults.FindAllSubmatch(f.Src, -1) {
		out[string(m[1])] = true
	}
	return out
}

// interceptedKey holds interceptedNames per file.
var interceptedKey = model.NewFactKey[map[string]bool]("axinst.intercepted")

// interceptorOn finds the receivers of request interceptors.
var interceptorOn = regexp.MustCompile(`([\w$.]+)\.interceptors\.request\b`)

func interceptedNames(f *model.File) map[string]bool {
	if !bounded.Match(f.Src) {
		return nil
	}
	out := map[string]bool{}
	for _, m := range interceptorOn.FindAllSubmatch(f.Src, -1) {
		out[string(m[1])] = true
	}
	return out
}

// guardedKey holds Guarded per file.
var guardedKey = model.NewFactKey[bool]("axinst.guarded")

// Rebound reports whether file f assigns to plain name after its
// declaration (`client = other`): a request through the name may go
// through another value. The file's assignments are read once.
func Rebound(f *model.File, name string) bool {
	return model.Fact(f, reassignedKey, func(f *model.File) map[string]bool { m, _ := reassigned(f); return m })[name]
}

// reassignedKey holds the names reassigned finds per file.
var reassignedKey = model.NewFactKey[map[string]bool]("axinst.reassigned")

func guarded(src []byte) bool {
	// every match of defaulted holds "defaults" (a literal the pattern's
	// alternation hides from the matcher, which would try every byte)
	return bytes.Contains(src, defaultsWord) && defaulted.Match(src) || intercepted.Match(src) && bounded.Match(src)
}

// defaultsWord is the literal each alternative of defaulted holds.
var defaultsWord = []byte("defaults")

// defsKey holds Defs per file.
var defsKey = model.NewFactKey[map[string]Def]("axinst.defs")

// Defs returns the names module f binds to an axios instance built without
// a timeout, with where it is built: a top-level const or let bound once
// ("client"); a top-level function, or const arrow or function expression,
// whose every return is such an instance, another such function's call or
// such a name ("getClient()"); the default export ("default", or
// "default()" for a default-exported factory). Nil for other languages, and
// for a module that may bound its instances later (guarded).
func Defs(f *model.File) map[string]Def {
	if f == nil || !f.Lang.IsJS() || f.Root == nil || !bytes.Contains(f.Src, []byte("create")) {
		return nil
	}
	return model.Fact(f, defsKey, defs)
}

func defs(f *model.File) map[string]Def {
	if Guarded(f) {
		return nil
	}
	out := map[string]Def{}
	values := map[string]*model.Node{} // top-level name -> its value
	funcs := map[string]*model.Node{}  // top-level function name -> definition
	lazy := map[string]bool{}          // top-level let declared empty, assigned later
	var defaultExpr *model.Node
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		st := f.Root.NamedChild(i)
		if st.Sym() == syntax.SymExportStatement {
			if d := st.ChildByFieldName("declaration"); d != nil {
				if strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(f.Text(st), "export")), "default") {
					if nm := d.ChildByFieldName("name"); nm != nil && d.Sym() == model.SymFunctionDeclaration {
						funcs[f.Text(nm)] = d
						defaultExpr = nm
					}
				}
				st = d
			} else if v := st.ChildByFieldName("value"); v != nil {
				defaultExpr = v // export default <expression>
			}
		}
		switch st.Sym() {
		case model.SymFunctionDeclaration:
			if nm := st.ChildByFieldName("name"); nm != nil {
				funcs[f.Text(nm)] = st
			}
		case model.SymLexicalDeclaration, model.SymVariableDeclaration:
			for j := 0; j < int(st.NamedChildCount()); j++ {
				d := st.NamedChild(j)
				name, v := d.ChildByFieldName("name"), model.Unwrap(d.ChildByFieldName("value"))
				if d.Sym() != model.SymVariableDeclarator || name == nil || name.Sym() != model.SymIdentifier {
					continue
				}
				switch {
				case v == nil || v.Sym() == model.SymNull || v.Sym() == model.SymUndefined:
					lazy[f.Text(name)] = true // let client: AxiosInstance | null = null, set later
				case v.Sym() == model.SymArrowFunction || v.Sym() == model.SymFunctionExpression || v.Sym() == model.SymFunction:
					funcs[f.Text(name)] = v
				default:
					values[f.Text(name)] = v
				}
			}
		}
	}
	assigned, writes := reassigned(f)
	// a value may be a factory's call and a factory may return a value:
	// follow them to a fixed point (a few rounds suffice for real modules)
	for round := 0; round < 4; round++ {
		grew := false
		for name, v := range values {
			if _, done := out[name]; done || assigned[name] {
				continue
			}
			if d, ok := valueDef(f, v, out); ok {
				out[name], grew = d, true
			}
		}
		for name := range lazy {
			if _, done := out[name]; done || len(writes[name]) == 0 {
				continue
			}
			ok := true
			var def Def
			for _, w := range writes[name] {
				d, good := valueDef(f, w, out)
				ok, def = ok && good, d
			}
			if ok {
				out[name], grew = def, true
			}
		}
		for name, fn := range funcs {
			if _, done := out[name+"()"]; done {
				continue
			}
			if d, ok := returnedDef(f, fn, out); ok {
				out[name+"()"], grew = d, true
			}
		}
		if !grew {
			break
		}
	}
	if defaultExpr != nil {
		if d, ok := valueDef(f, defaultExpr, out); ok {
			out["default"] = d
		} else if d, ok := out[f.Text(defaultExpr)+"()"]; ok && defaultExpr.Sym() == model.SymIdentifier {
			out["default()"] = d
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// valueDef reads value v of file f: an instance built without a timeout,
// a call of a factory known in known ("getClient()"), or a name known there.
func valueDef(f *model.File, v *model.Node, known map[string]Def) (Def, bool) {
	v = model.Unwrap(v)
	if v == nil {
		return Def{}, false
	}
	if d, ok := Created(f, v); ok {
		return d, true
	}
	switch v.Sym() {
	case model.SymCallExpression:
		if c := model.Callee(v); c != nil && c.Sym() == model.SymIdentifier {
			d, ok := known[f.Text(c)+"()"]
			return d, ok
		}
	case model.SymIdentifier:
		d, ok := known[f.Text(v)]
		return d, ok
	}
	return Def{}, false
}

// returnedDef reads function definition fn of file f: the instance every
// return of its body (not of nested functions) gives, as valueDef reads it;
// an arrow function's expression body is its return.
func returnedDef(f *model.File, fn *model.Node, known map[string]Def) (Def, bool) {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return Def{}, false
	}
	if body.Sym() != model.SymStatementBlock {
		return valueDef(f, body, known)
	}
	var def Def
	n, ok := 0, true
	model.Walk(body, func(x *model.Node) bool {
		if !ok {
			return false
		}
		if x != body && x.IsScope() {
			return false // a nested function's returns are its own
		}
		if x.Sym() != model.SymReturnStatement {
			return true
		}
		r := x.NamedChild(0)
		if r == nil {
			ok = false
			return false
		}
		if rv := model.Unwrap(r); rv.Sym() == model.SymIdentifier {
			if _, top := known[f.Text(rv)]; top && !declares(f, fn, f.Text(rv)) {
				// a top-level name the module binds to an instance: return client!
			} else if b := f.Resolve(rv); b != rv && b != nil {
				r = b // const api = axios.create(...); return api
			}
		}
		d, good := valueDef(f, r, known)
		if !good {
			ok = false
			return false
		}
		def, n = d, n+1
		return false
	})
	return def, ok && n > 0
}

// declares reports whether function definition fn declares name itself (a
// parameter, or a variable of its body), hiding a top-level name.
func declares(f *model.File, fn *model.Node, name string) bool {
	if model.IsParamOf(f, fn.ChildByFieldName("body"), name) {
		return true
	}
	found := false
	model.Walk(fn, func(n *model.Node) bool {
		if n.Sym() == model.SymVariableDeclarator {
			if nm := n.ChildByFieldName("name"); nm != nil && f.Text(nm) == name {
				found = true
			}
		}
		return !found
	})
	return found
}

// assignSyms are the assignments reassigned and fieldValues read.
var assignSyms = model.NewSymBitset(model.SymAssignmentExpression, model.SymPublicFieldDefinition, model.SymFieldDefinition)

// reassigned returns the plain names file f assigns to after their
// declaration (`client = other`), which may then hold another value, and
// the values assigned to each (a lazily built instance: `client =
// axios.create(...)` in an init function).
func reassigned(f *model.File) (map[string]bool, map[string][]*model.Node) {
	out, writes := map[string]bool{}, map[string][]*model.Node{}
	f.NodesOf(assignSyms, func(n *model.Node) bool {
		if n.Sym() == model.SymAssignmentExpression {
			if l := model.Unwrap(n.ChildByFieldName("left")); l != nil && l.Sym() == model.SymIdentifier {
				out[f.Text(l)] = true
				writes[f.Text(l)] = append(writes[f.Text(l)], n.ChildByFieldName("right"))
			}
		}
		return true
	})
	return out, writes
}

// Field returns the instance class field name of file f holds when every
// assignment of the field in the file (`this.api = axios.create(...)`,
// `this.api = getClient()`, `api = createClient()` in a class body) is one
// Of reads as built without a timeout; false otherwise, or when the module
// may bound its instances later (guarded).
func Field(f *model.File, name string) (Def, bool) {
	if f == nil || !f.Lang.IsJS() || Guarded(f) {
		return Def{}, false
	}
	memo := model.Fact(f, fieldDefsKey, func(*model.File) map[string]fieldDef { return map[string]fieldDef{} })
	if a, ok := memo[name]; ok {
		return a.d, a.ok
	}
	d, ok := field(f, name)
	memo[name] = fieldDef{d, ok}
	return d, ok
}

// fieldDef is one answer of Field.
type fieldDef struct {
	d  Def
	ok bool
}

// fieldDefsKey holds, per file, Field's answer per field name: each
// request through this.name asks again, and reading every assignment of
// the field each time made a class of many requests quadratic (review32
// M-5).
var fieldDefsKey = model.NewFactKey[map[string]fieldDef]("axinst.fieldDefs")

// field is Field's reading of name, unmemoised.
func field(f *model.File, name string) (Def, bool) {
	vs := model.Fact(f, fieldsKey, fieldValues)[name]
	var def Def
	for _, v := range vs {
		d, ok := Of(f, v)
		if !ok {
			return Def{}, false
		}
		def = d
	}
	return def, len(vs) > 0
}

// fieldsKey holds fieldValues per file.
var fieldsKey = model.NewFactKey[map[string][]*model.Node]("axinst.fields")

// fieldValues returns, per class field name of file f, the values the file
// assigns to it (`this.api = axios.create(...)`, `api = axios.create(...)`
// in a class body); a field declared without a value is left out when the
// file assigns it elsewhere, and an unknown write (`this[k] = v`,
// Object.assign(this, ...)) drops every field.
func fieldValues(f *model.File) map[string][]*model.Node {
	if bytes.Contains(f.Src, []byte("assign(this")) || bytes.Contains(f.Src, []byte("this[")) {
		return nil
	}
	out := map[string][]*model.Node{}
	f.NodesOf(assignSyms, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymAssignmentExpression:
			l := model.Unwrap(n.ChildByFieldName("left"))
			t := f.Text(l)
			if l != nil && l.Sym() == model.SymMemberExpression && strings.HasPrefix(t, "this.") && !strings.Contains(t[5:], ".") {
				out[t[5:]] = append(out[t[5:]], n.ChildByFieldName("right"))
			}
		default:
			nm, v := n.ChildByFieldName("name"), n.ChildByFieldName("value")
			if nm == nil {
				nm = n.ChildByFieldName("property")
			}
			if nm != nil && v != nil {
				out[f.Text(nm)] = append(out[f.Text(nm)], v)
			}
		}
		return true
	})
	return out
}

// Of returns the instance value v of file f holds when it is one built
// without a timeout: built here (Created), a name or a factory's call the
// module binds to one (Defs), or a name or a factory's call imported from a
// module of the repository that binds it to one (jsfactory.ImportedModule,
// that module's Defs). Anything else is unknown (false).
func Of(f *model.File, v *model.Node) (Def, bool) {
	v = model.Unwrap(v)
	if v == nil || !f.Lang.IsJS() {
		return Def{}, false
	}
	if d, ok := Created(f, v); ok {
		return d, true
	}
	key := ""
	var id *model.Node
	switch v.Sym() {
	case model.SymCallExpression:
		if c := model.Callee(v); c != nil && c.Sym() == model.SymIdentifier {
			id, key = c, "()"
		}
	case model.SymIdentifier:
		id = v
	}
	if id == nil {
		return Def{}, false
	}
	name := f.Text(id)
	if model.JsIsParam(f, id, name) {
		return Def{}, false // a parameter: whatever the caller hands
	}
	if key == "" && f.Resolve(id) != id {
		return Def{}, false // a local binding Resolve did not follow to an instance
	}
	if d, ok := Defs(f)[name+key]; ok {
		return d, true
	}
	if target, there := jsfactory.ImportedPath(f, name, []byte("axios")); target != "" {
		d, ok := moduleDefs(f, target)[there+key]
		return d, ok
	}
	return Def{}, false
}

// moduleDefs returns Defs of the repository module at path target, read
// once per scan (srcmemo, keyed by the path and the module's bytes) from a
// parse of its own that is released after: every file that imports the
// module asks the same question, and a parse per importer made a
// repository of many tool files importing one large client module slow
// (review32 H-1). The answer is plain values, read-only once built, so the
// workers can share it; the parsed File is never shared (model.Fact writes
// are unsynchronised).
func moduleDefs(f *model.File, target string) map[string]Def {
	w := thirdparty.Of(f)
	v := srcmemo.Of(f, "axinst.defs", target, w.File(target), func([]byte) any {
		mf := jsfactory.ParseModule(w, target)
		if mf == nil {
			return map[string]Def(nil)
		}
		return Defs(mf)
	})
	return v.(map[string]Def)
}

// GuardedElsewhere reports whether a file of the repository other than
// instance d's module may bound the requests made through d: a JS/TS file
// (not a test) that imports a name d's module binds d to and sets a
// default timeout or signal on it (`api.defaults.timeout = 10_000`,
// `Object.assign(api.defaults, { timeout })`), or installs a request
// interceptor on it in a file that writes a timeout or a signal
// (`api.interceptors.request.use(c => { c.timeout = 10_000; return c })`).
// The repository's files are searched once per scan
// (thirdparty.World.Search, read as text, imports by their ES import
// lines); without a search nothing is found. Review32 M-4.
func GuardedElsewhere(f *model.File, d Def) bool {
	w := thirdparty.Of(f)
	if w.Search == nil || w.Read == nil || w.Has == nil {
		return false
	}
	set := w.Memo("axinst.guardedElsewhere", func() any { return guardedImports(w) }).(map[string]bool)
	if len(set) == 0 {
		return false
	}
	defs := Defs(f)
	if d.Path != f.Path {
		defs = moduleDefs(f, d.Path)
	}
	for k, x := range defs {
		if x == d && set[d.Path+"\x00"+strings.TrimSuffix(k, "()")] {
			return true
		}
	}
	return false
}

// guardOn finds the receivers given a default bound after they are built,
// as defaulted reads it (`api.defaults.timeout`, `api.defaults[k]`,
// `Object.assign(api.defaults, ...)`, `getClient().defaults.timeout`).
var guardOn = regexp.MustCompile(`([\w$]+)(?:\(\))?\.defaults(?:\.(?:timeout|signal)\b|\s*\[)|Object\.assign\(\s*([\w$]+)(?:\(\))?\.defaults\s*,`)

// interceptorOnName finds the receivers of request interceptors.
var interceptorOnName = regexp.MustCompile(`([\w$]+)(?:\(\))?\.interceptors\.request\b`)

// esImport reads an ES import line: its default name, its named list and
// its specifier.
var esImport = regexp.MustCompile(`import\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]`)

// guardedImports returns, as "module path\x00exported name", the imported
// names that the repository's JS/TS files (tests left out) give a default
// timeout or signal, or a request interceptor in a file that writes a
// timeout or a signal.
func guardedImports(w *thirdparty.World) map[string]bool {
	out := map[string]bool{}
	for _, p := range w.Search([]string{"defaults", "interceptors"}) {
		if lang, ok := model.DetectLanguage(p); !ok || !lang.IsJS() || impact.IsTestPath(p) {
			continue
		}
		src, err := w.Read(p)
		if err != nil || len(src) > 1<<20 || !bytes.Contains(src, []byte("import")) ||
			!bytes.Contains(src, []byte(".defaults")) && !bytes.Contains(src, []byte(".interceptors")) {
			continue
		}
		names := map[string]bool{}
		for _, m := range guardOn.FindAllSubmatch(src, -1) {
			for _, g := range m[1:] {
				if len(g) > 0 {
					names[string(g)] = true
				}
			}
		}
		if bounded.Match(src) {
			for _, m := range interceptorOnName.FindAllSubmatch(src, -1) {
				names[string(m[1])] = true
			}
		}
		if len(names) == 0 {
			continue
		}
		for _, m := range esImport.FindAllSubmatch(src, -1) {
			target, ok := resolve.JS(p, string(m[3]), w.Has)
			if !ok {
				continue
			}
			if len(m[1]) > 0 && names[string(m[1])] {
				out[target+"\x00default"] = true
			}
			for _, spec := range strings.Split(string(m[2]), ",") {
				there, local, as := strings.Cut(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(spec), "type ")), " as ")
				there = strings.TrimSpace(there)
				if !as {
					local = there
				}
				if there != "" && names[strings.TrimSpace(local)] {
					out[target+"\x00"+there] = true
				}
			}
		}
	}
	return out
}
