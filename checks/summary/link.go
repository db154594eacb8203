package summary

import (
	"cmp"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/fsops"
	"github.com/resilience-check/resilience-check/checks/facts/pyclient"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/summary/chainsite"
	"github.com/resilience-check/resilience-check/checks/summary/cutmsg"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/fnparam"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
	"github.com/resilience-check/resilience-check/checks/summary/gocha"
	"github.com/resilience-check/resilience-check/checks/summary/gofield"
	"github.com/resilience-check/resilience-check/checks/summary/handed"
	"github.com/resilience-check/resilience-check/checks/summary/impopts"
	"github.com/resilience-check/resilience-check/checks/summary/modtab"
	"github.com/resilience-check/resilience-check/checks/summary/objparam"
	"github.com/resilience-check/resilience-check/checks/summary/passval"
	"github.com/resilience-check/resilience-check/checks/summary/pkgconst"
	"github.com/resilience-check/resilience-check/checks/summary/pytype"
	"github.com/resilience-check/resilience-check/checks/summary/subimpl"
	"github.com/resilience-check/resilience-check/checks/summary/tsimpl"
	"github.com/resilience-check/resilience-check/checks/summary/tsres"
)

// Options tell Link and Needed about the repository beyond the summarised
// files.
type Options struct {
	// Has reports whether a repository path is a file; nil means only the
	// summarised files exist. Needed uses it to find files to summarise.
	Has func(path string) bool
	// List returns the names of the files in a repository folder ("" for
	// the root), for the other files of a Go package; nil means only the
	// summarised files exist.
	List func(dir string) []string
	// GoModule is the module path of the repository's go.mod and GoRoot
	// its folder ("" for the root): imports below it are packages of the
	// repository.
	GoModule, GoRoot string
	// Config returns the contents of a repository file read as
	// configuration (tsconfig.json, whose paths and baseUrl resolve TS/JS
	// imports), or an error when it is no file; nil leaves those aliases
	// unknown.
	Config func(path string) ([]byte, error)
	// GoAsk, when set, is told each name Link looks up in a Go package
	// (folder dir): a function "f", a method "T.m", a struct's fields
	// "T.self"; c is the call being linked (nil past Link's own loop).
	GoAsk func(c *Call, dir, key string)
}

// Program is a set of file summaries linked together: each call resolved to
// the function it calls, where that is known, and the effects propagated.
type Program struct {
	files     []*File
	byPath    map[string]int
	pyImps    map[string]string         // importTarget's Python resolutions by file, spec and level ("": none); linking asks them again and again
	goTop     map[string]map[string]ref // a Go package's top-level functions by folder and name
	pkgConsts pkgconst.Cache            // goPkgConsts: a Go package's duration constants by folder and name
	fields    *gofield.Index            // the repository's Go struct field writes (fieldTimeout)
	opt       Options
	// top indexes each file's top-level functions and methods by name.
	top []map[string]int
	// target is, per file and call, the function called, or ref{-1, -1}.
	target [][]ref
	// xerrs are the errors each function raises after Report's rounds
	// (xstate.errs), for HandedHidden; nil before Report.
	xerrs [][][]ErrorEffect
	// budgets returns the RC104 budgets of a file (SetBudgets); nil for
	// the defaults.
	budgets func(path string) model.Budgets
	ts      *tsres.Resolver
	// hasDeadline caches deadline(): 0 unknown, 1 yes, 2 no.
	hasDeadline int
	// sinks are the closed-world sinks of forwarded options
	// (closedSinks), by sinkKey, for the Report under way.
	sinks map[string]*Site
	// sinkCuts are the notices of forwards whose callers were followed
	// further up than MaxDepth functions (closedSink).
	sinkCuts []Cut
	// bsinks are the RC104 sinks of the sites() under way (budgetSink).
	bsinks map[string]*Site

	// reach maps the functions a handler's uncaught call chain reaches to
	// that call (thrownUse), built once.
	reach map[ref]map[int]*Call
	// passes indexes the calls whose value reaches a sink or is returned (valueUse), built once.
	passes *passval.Index
	// goMethods are a Go package's methods by folder and "Type.method".
	goMethods map[string]map[string]ref
	// uncaught are the calls in a handled try block whose catch clause
	// rethrows through a helper after all (rethrown).
	uncaught map[*Call]bool
	// goFields are a Go package's struct fields of a named type by folder
	// and "Type.self.field": the file that declares it.
	goFields map[string]map[string]int
	// goEmbeds are a Go package's structs that embed types, by folder and
	// name: the file that declares them (File.Embeds).
	goEmbeds map[string]map[string]int
	// promoting: goPromoted is looking a method up, one level deep.
	promoting bool
	goIfaces  map[string]map[string]bool // a Go package's interface types by folder
	// goIfaceMethods are a Go package's interfaces' method names by folder
	// and interface; goByMethod the module's Go methods by name, built
	// once (goImpl); goImpls memoises goImpl by folder and "Iface.method".
	goIfaceMethods map[string]map[string][]string
	goByMethod     map[string][]gocha.Impl[ref]
	goImpls        map[string]ref
	tsImpl         tsimpl.Index  // TS interfaces and their implementing classes (class)
	subImpl        subimpl.Index // classes and their subclasses, for abstract methods (method)
	handed         handed.Index  // the parameters each function calls itself (handedBlocks)
	// returning counts the returned calls in progress: resolving a call
	// can ask what a function returns, which can resolve a call again
	// (`s = s.e()`), so the nesting is bounded by maxHops.
	returning int
	asking    *Call // the call Link resolves, for Options.GoAsk
	// nestedBy are, per file, its nested functions (Func.In) by name,
	// built on first use (nested).
	nestedBy []map[string][]int
	// errArgs are the calls (file, call) that hand their catch clause's
	// error on (Call.ErrArg), built on first use (paramUse).
	errArgs [][2]int
}

type ref struct{ file, fn int }

var none = ref{-1, -1}

// Link resolves the calls of files against each other. Files are taken in
// the order given; their paths must be distinct.
func Link(files []*File, opt Options) *Program {
	p := &Program{files: files, byPath: map[string]int{}, goTop: map[string]map[string]ref{}, opt: opt, ts: tsres.New(opt.Config), pyImps: map[string]string{}, fields: &gofield.Index{}}
	p.top = make([]map[string]int, len(files))
	for i, f := range files {
		p.byPath[f.Path] = i
		m := map[string]int{}
		for j, fn := range f.Funcs {
			if fn.Top {
				if _, dup := m[fn.Name]; !dup {
					m[fn.Name] = j
				}
			}
		}
		p.top[i] = m
		if f.Lang == model.LangGo {
			d := path.Dir(f.Path)
			g := p.goTop[d]
			if g == nil {
				g = map[string]ref{}
				p.goTop[d] = g
			}
			for name, j := range m {
				if _, dup := g[name]; !dup && f.Funcs[j].Class == "" {
					g[name] = ref{i, j}
				}
			}
			p.addGoMethods(i, d, m)
			p.addGoFields(i, d)
		}
		for _, n := range f.TSIfaces {
			p.tsImpl.Declare(n)
		}
		for cls, is := range f.Implements {
			p.tsImpl.Implement(i, f.Path, cls, is)
		}
		for _, cls := range slices.Sorted(maps.Keys(f.Classes)) { // in order: a family's first blocking override (polySite) must not depend on map order
			p.subImpl.Add(i, f.Path, cls, f.Classes[cls])
		}
	}
	p.target = make([][]ref, len(files))
	for i, f := range files {
		t := make([]ref, len(f.Calls))
		for k := range f.Calls {
			p.asking = &f.Calls[k]
			t[k] = p.resolveCall(i, p.asking)
			for j := p.asking.Func; p.opt.GoAsk != nil && j >= 0 && (k == 0 || f.Calls[k-1].Func != j); j = -1 {
				for _, r := range slices.Concat(f.Funcs[j].Recvs, f.Funcs[j].LitRecvs) { // diff mode: the package variables they name, as this call's lookups
					p.recvOrigin(i, j, r.What)
				}
				for _, te := range f.Funcs[j].Timeouts { // the constants its timeouts name (constTimeouts)
					if dir, name, ok := p.constHome(f, te.Const); te.Const != "" && te.Unit == 0 && ok {
						p.ask(dir, "const."+name)
					}
				}
			}
		}
		p.target[i] = t
	}
	p.asking = nil
	p.bindParams()
	for i := range files {
		p.rethrown(i)
	}
	return p
}

// bindParams resolves the bare calls of function-valued parameters (fnparam.Bind).
func (p *Program) bindParams() {
	calls, funcs := make([][]fnparam.Call, len(p.files)), make([][]fnparam.Func, len(p.files))
	for i, f := range p.files {
		for _, c := range f.Calls {
			calls[i] = append(calls[i], fnparam.Call{Callee: c.Callee, Func: c.Func, Line: c.Line, Args: c.Args, Kw: c.Kw, Spread: c.Spread, KwSplat: c.KwSplat})
		}
		for _, fn := range f.Funcs {
			funcs[i] = append(funcs[i], fnparam.Func{Params: fn.Params, Outer: fn.Outer})
		}
	}
	target := func(fi, k int) fnparam.Ref { return fnparam.Ref{File: p.target[fi][k].file, Fn: p.target[fi][k].fn} }
	for _, b := range fnparam.Bind(calls, funcs, target, func(fi int, name string, line int) fnparam.Ref {
		if r := p.nested(fi, name, line); r != none {
			return fnparam.Ref{File: r.file, Fn: r.fn}
		}
		r := p.local(fi, name, 0)
		return fnparam.Ref{File: r.file, Fn: r.fn}
	}) {
		p.target[b.File][b.Call] = ref{b.To.File, b.To.Fn}
	}
	method := func(c objparam.Class, m string) fnparam.Ref {
		r := p.method(c.File, c.Name, m, 0)
		return fnparam.Ref{File: r.file, Fn: r.fn}
	}
	for _, b := range objparam.Bind(calls, funcs, target, p.held, method) { // a method on an untyped parameter its callers hand an instance
		p.target[b.File][b.Call] = ref{b.To.File, b.To.Fn}
	}
}

// held is what name holds in function fn of file fi, read as resolveCall reads a local instance (objparam.Held).
func (p *Program) held(fi, fn int, name string) (objparam.Class, objparam.Held) {
	f, t, ok, in := p.files[fi], "", false, fi
	for g := fn; g >= 0 && g < len(f.Funcs) && !ok; g = f.Funcs[g].Outer - 1 {
		if t, ok = f.Instances[fmt.Sprint(g)+"/"+name]; f.Funcs[g].Outer-1 >= g {
			break
		}
	}
	if sf, sn, found := p.symbol(fi, name, 0); !ok && found {
		t, ok = p.files[sf].Instances[sn]
		in = sf
	}
	if !ok {
		return objparam.Class{}, objparam.Nothing
	} else if cf, cn, known := p.class(in, t, 0); known {
		return objparam.Class{File: cf, Name: cn}, objparam.Known
	}
	return objparam.Class{}, objparam.Other
}

func (p *Program) has(path string) bool { _, ok := p.byPath[path]; return ok }

// ask tells Options.GoAsk that key is looked up in Go package dir; it
// returns dir.
func (p *Program) ask(dir, key string) string {
	if p.opt.GoAsk != nil {
		p.opt.GoAsk(p.asking, dir, key)
	}
	return dir
}

// maxHops bounds the re-exports and import aliases followed to find a name.
const maxHops = 4

// local finds the function that name means at the top of file fi: one
// declared there, or one it imports (Python, JS) or its package declares
// (Go).
func (p *Program) local(fi int, name string, hops int) ref {
	if hops > maxHops {
		return none
	}
	f := p.files[fi]
	if j, ok := p.top[fi][name]; ok && f.Funcs[j].Class == "" {
		return ref{fi, j}
	}
	if to, ok := f.Aliases[name]; ok && f.Lang != model.LangGo {
		return p.local(fi, to, hops+1)
	}
	if f.Lang == model.LangGo {
		if r, ok := p.goTop[p.ask(path.Dir(f.Path), name)][name]; ok {
			return r
		}
		return none
	}
	imp, ok := f.Imports[name]
	if !ok || imp.Name == "" {
		return none
	}
	if t, name, export, ok := p.importTarget(f, imp); ok {
		if export {
			return p.export(t, name, hops+1)
		}
		return p.local(t, name, hops+1)
	}
	return none
}

// importTarget resolves a named import of file f to the index of the file
// it names and the name to look up there: a Python from-import's name, or
// a JS export name ("module.exports" is the default export), which export
// reports so the caller follows it through re-exports. ok is false when
// the import does not resolve within the repository.
func (p *Program) importTarget(f *File, imp Import) (fi int, name string, export, ok bool) {
	switch {
	case f.Lang == model.LangPython:
		k := f.Path + "\x00" + imp.Spec + "\x00" + fmt.Sprint(imp.Level)
		t, seen := p.pyImps[k]
		if !seen {
			t, _ = resolve.Python(f.Path, imp.Spec, imp.Level, p.has)
			p.pyImps[k] = t
		}
		if t != "" {
			return p.byPath[t], imp.Name, false, true
		}
	case f.Lang.IsJS():
		if t, found := p.ts.Resolve(f.Path, imp.Spec, p.has); found {
			name = imp.Name
			if name == "module.exports" {
				name = "default"
			}
			return p.byPath[t], name, true, true
		}
	}
	return 0, "", false, false
}

// export finds the function a JS/TS file exports as name.
func (p *Program) export(fi int, name string, hops int) ref {
	if hops > maxHops {
		return none
	}
	f := p.files[fi]
	if f.Lang == model.LangPython {
		return p.local(fi, name, hops)
	}
	if l, ok := f.Exports[name]; ok {
		return p.local(fi, l, hops)
	}
	for _, r := range f.ReExports {
		if r.Name != name && (r.Name != "*" || name == "default") {
			continue
		}
		if t, ok := p.ts.Resolve(f.Path, r.Spec, p.has); ok {
			from := r.From
			if r.Name == "*" {
				from = name
			}
			if got := p.export(p.byPath[t], from, hops+1); got != none {
				return got
			}
		}
	}
	return none
}

// resolveCall returns the function a call names, or none.
func (p *Program) resolveCall(fi int, c *Call) ref {
	f := p.files[fi]
	parts := strings.Split(c.Callee, ".")
	class := ""
	for fn := c.Func; fn >= 0 && class == "" && (fn == c.Func || f.Lang == model.LangPython); fn = f.Funcs[fn].Outer - 1 {
		class = f.Funcs[fn].Class // a handler nested in a method sees its self
	}
	switch {
	case len(parts) == 1:
		if r := p.nested(fi, parts[0], c.Line); r != none {
			return r
		}
		return p.local(fi, parts[0], 0)
	case len(parts) == 3: // self.client.get(): an attribute set to an instance in the class
		if imp, ok := f.Imports[parts[0]]; ok && f.Lang == model.LangGo { // client.DB.Collection(): a package variable's method
			if dir, ok := resolve.GoPackage(p.opt.GoModule, p.opt.GoRoot, imp.Spec); ok {
				if df, t := p.goVar(dir, parts[1]); t != "" {
					return p.goInstanceMethod(df, -1, t, parts[2])
				}
			}
		}
		if f.Lang != model.LangGo && parts[0] != "self" && parts[0] != "this" {
			return p.attrMethod(fi, c.Func, parts[0], parts[1], parts[2])
		}
		if f.Lang == model.LangGo && c.Func >= 0 { // s.client.Get() on the receiver s: a field of its struct
			if t, ok := f.Instances[fmt.Sprint(c.Func)+"/"+parts[0]]; ok && class != "" && t == class {
				return p.goFieldMethod(fi, class+".self."+parts[1], parts[2])
			} else if ok {
				return p.goTypedField(fi, c.Func, t, parts[1], parts[2])
			}
		}
		if class == "" || f.Lang == model.LangGo {
			return none
		}
		if tf, t, ok := p.attrType(fi, class, parts[1], 0); ok {
			if cf, cn, ok := p.class(tf, t, 0); ok {
				return p.method(cf, cn, parts[2], 0)
			}
		}
		return none
	}
	if len(parts) == 4 && f.Lang.IsJS() && parts[0] != "self" && parts[0] != "this" { // ctx.client.issues.get() (tsshape)
		return p.attrMethod(fi, c.Func, parts[0], parts[1]+"."+parts[2], parts[3])
	}
	if len(parts) == 4 && f.Lang != model.LangGo && (parts[0] == "self" || parts[0] == "this") {
		// self.client.indexes.create(): a class-typed attribute of a class-typed attribute (in a nested handler too)
		if tf, t, ok := p.attrType(fi, class, parts[1], 0); ok && class != "" {
			if cf, cn, ok := p.class(tf, t, 0); ok {
				if af, an, ok := p.fieldClass(cf, cn, parts[2]); ok {
					return p.method(af, an, parts[3], 1)
				}
			}
		}
		return none
	}
	obj, member := parts[0], parts[1]
	switch obj {
	case "self", "this", "cls":
		if class == "" {
			return none
		}
		return p.method(fi, class, member, 0)
	}
	if f.Lang == model.LangGo && c.Func >= 0 { // a receiver or parameter of a type of the module
		if t, ok := f.Instances[fmt.Sprint(c.Func)+"/"+obj]; ok {
			return p.goInstanceMethod(fi, c.Func, t, member)
		}
	}
	// A local instance: client = ApiClient() in this function, in a
	// function it is declared in (a closure), or at module level. Outer
	// indexes an earlier function, so the walk ends.
	for fn := c.Func; fn >= 0 && fn < len(f.Funcs); fn = f.Funcs[fn].Outer - 1 {
		if t, ok := f.Instances[fmt.Sprint(fn)+"/"+obj]; ok {
			if cf, cn, ok := p.class(fi, t, 0); ok {
				return p.method(cf, cn, member, 0)
			}
			return none
		}
		if f.Funcs[fn].Outer-1 >= fn {
			break
		}
	}
	if sf, sn, ok := p.symbol(fi, obj, 0); ok {
		if t, ok := p.files[sf].Instances[sn]; ok { // an instance, here or imported
			if cf, cn, ok := p.class(sf, t, 0); ok {
				return p.method(cf, cn, member, 0)
			}
			return none
		}
	}
	if f.Lang != model.LangGo {
		if cf, cn, ok := p.class(fi, obj, 0); ok { // TaskService.createTask(), Client.from_state(): a static or class method
			return p.method(cf, cn, member, 0)
		}
	}
	imp, ok := f.Imports[obj]
	if !ok {
		if f.Lang != model.LangGo || c.Func >= 0 && p.goBound(fi, c.Func, obj) {
			return none
		}
		if df, t := p.goVar(path.Dir(f.Path), obj); t != "" { // svc.Run() on `var svc = NewService()`
			return p.goInstanceMethod(df, -1, t, member)
		}
		return none
	}
	switch {
	case f.Lang == model.LangPython:
		spec := imp.Spec
		if imp.Name != "" {
			spec = modtab.JoinDots(imp.Spec, imp.Name)
		}
		if t, ok := resolve.Python(f.Path, spec, imp.Level, p.has); ok {
			return p.local(p.byPath[t], member, 1)
		}
	case f.Lang.IsJS():
		if imp.Name == "default" { // import API from './api'; API.f(): export default { f }
			if t, ok := p.ts.Resolve(f.Path, imp.Spec, p.has); ok {
				return p.export(p.byPath[t], "default."+member, 1)
			}
			return none
		}
		if imp.Name != "" && imp.Name != "module.exports" {
			return none
		}
		if t, ok := p.ts.Resolve(f.Path, imp.Spec, p.has); ok {
			return p.export(p.byPath[t], member, 1)
		}
	case f.Lang == model.LangGo:
		if dir, ok := resolve.GoPackage(p.opt.GoModule, p.opt.GoRoot, imp.Spec); ok {
			if r, ok := p.goTop[p.ask(dir, member)][member]; ok {
				return r
			}
		}
	}
	return none
}

// attrMethod resolves `obj.attr.m()` (Python, JS/TS), obj an instance of a
// class of the repository (of function fn, an enclosing one, the module or
// an import), attr an attribute the class sets to an instance (`self._jobs =
// JobsClient()`) or a property whose return annotation names a class
// (`def jobs_client(self) -> 'JobsClient'`), m a method of that class.
func (p *Program) attrMethod(fi, fn int, obj, attr, m string) ref {
	f := p.files[fi]
	t, ok := "", false
	for g := fn; g >= 0 && g < len(f.Funcs) && !ok; g = f.Funcs[g].Outer - 1 {
		t, ok = f.Instances[fmt.Sprint(g)+"/"+obj]
		if f.Funcs[g].Outer-1 >= g {
			break
		}
	}
	in := fi
	if !ok {
		sf, sn, found := p.symbol(fi, obj, 0)
		if !found {
			return none
		}
		if t, ok = p.files[sf].Instances[sn]; !ok {
			return none
		}
		in = sf
	}
	cf, cn, ok := p.class(in, t, 0)
	for _, a := range strings.Split(attr, ".") { // one attribute, or two in a chain (ctx.client.issues)
		if ok {
			cf, cn, ok = p.fieldClass(cf, cn, a)
		}
	}
	if ok {
		return p.method(cf, cn, m, 1)
	}
	return none
}

// fieldClass is the class (file, name) that class cn of file cf or a base sets
// attribute attr to (attrType) or its property or getter attr returns (`def
// jobs_client(self) -> 'JobsClient'`); ok is false when no class of the repo.
func (p *Program) fieldClass(cf int, cn, attr string) (int, string, bool) {
	if tf, at, ok := p.attrType(cf, cn, attr, 0); ok {
		return p.class(tf, at, 1)
	}
	if r := p.method(cf, cn, attr, 1); r != none { // a property (or a getter) returning an instance
		for _, rt := range p.files[r.file].Funcs[r.fn].Returns {
			if af, an, ok := p.class(r.file, rt, 1); ok && rt != pytype.ReturnsArg {
				return af, an, true
			}
		}
	}
	return 0, "", false
}

// defines reports whether file fi binds name at its top: a function, a
// class or an instance.
func (p *Program) defines(fi int, name string) bool {
	f := p.files[fi]
	if _, ok := p.top[fi][name]; ok {
		return true
	}
	if _, ok := f.Classes[name]; ok {
		return true
	}
	if _, ok := f.NumConsts[name]; ok { // a module's constant, for a timeout that imports it (importedConst)
		return true
	}
	_, ok := f.Instances[name]
	return ok
}

// symbol follows name, as file fi sees it at its top, through imports and re-exports
// to the file that binds it (p.defines; symbolBy asks defines) and its name there.
func (p *Program) symbol(fi int, name string, hops int) (int, string, bool) {
	return p.symbolBy(fi, name, hops, p.defines)
}
func (p *Program) symbolBy(fi int, name string, hops int, defines func(fi int, name string) bool) (int, string, bool) {
	if hops > maxHops {
		return 0, "", false
	}
	f := p.files[fi]
	if defines(fi, name) {
		return fi, name, true
	}
	imp, ok := f.Imports[name]
	if !ok || imp.Name == "" {
		return 0, "", false
	}
	if t, name, export, ok := p.importTarget(f, imp); ok {
		if export {
			return p.exportSymbolBy(t, name, hops+1, defines)
		}
		return p.symbolBy(t, name, hops+1, defines)
	}
	return 0, "", false
}

// exportSymbolBy is symbolBy for the name a JS/TS file exports.
func (p *Program) exportSymbolBy(fi int, name string, hops int, defines func(fi int, name string) bool) (int, string, bool) {
	if hops > maxHops {
		return 0, "", false
	}
	f := p.files[fi]
	if l, ok := f.Exports[name]; ok {
		return p.symbolBy(fi, l, hops, defines)
	}
	for _, r := range f.ReExports {
		if r.Name != name && (r.Name != "*" || name == "default") {
			continue
		}
		if t, ok := p.ts.Resolve(f.Path, r.Spec, p.has); ok {
			from := r.From
			if r.Name == "*" {
				from = name
			}
			if sf, sn, ok := p.exportSymbolBy(p.byPath[t], from, hops+1, defines); ok {
				return sf, sn, true
			}
		}
	}
	return 0, "", false
}

// class finds the class that text t ("ApiClient", "api.ApiClient") names
// in file fi: the file that declares it and its name there.
func (p *Program) class(fi int, t string, hops int) (int, string, bool) {
	if name, arg, ok := strings.Cut(t, "("); ok && strings.HasSuffix(arg, ")") { // make() / get_service(Service)
		return p.returned(fi, name, strings.TrimSuffix(arg, ")"), hops)
	}
	f := p.files[fi]
	var sf int
	var sn string
	var ok bool
	if mod, name, dotted := strings.Cut(t, "."); dotted {
		imp, found := f.Imports[mod]
		if !found || strings.Contains(name, ".") {
			return 0, "", false
		}
		switch {
		case f.Lang == model.LangPython:
			spec := imp.Spec
			if imp.Name != "" {
				spec = modtab.JoinDots(imp.Spec, imp.Name)
			}
			if tp, found := resolve.Python(f.Path, spec, imp.Level, p.has); found {
				sf, sn, ok = p.symbol(p.byPath[tp], name, hops+1)
			}
		case f.Lang.IsJS() && (imp.Name == "" || imp.Name == "module.exports"):
			if tp, found := p.ts.Resolve(f.Path, imp.Spec, p.has); found {
				sf, sn, ok = p.exportSymbolBy(p.byPath[tp], name, hops+1, p.defines)
			}
		}
	} else {
		sf, sn, ok = p.symbol(fi, t, hops)
	}
	isClass := false
	if ok {
		_, isClass = p.files[sf].Classes[sn]
	}
	if !isClass {
		if c, sole := p.tsImpl.Sole(t); sole && f.Lang.IsJS() { // a TS interface with one implementation
			return c.File, c.Name, true
		}
		return 0, "", false
	}
	return sf, sn, true
}

// method finds method m of class cls declared in file fi, or inherited from
// one of its bases (depth-first, as far as maxHops).
func (p *Program) method(fi int, cls, m string, hops int) ref {
	if hops > maxHops {
		return none
	}
	if j, ok := p.top[fi][cls+"."+m]; ok {
		if p.files[fi].Funcs[j].Abstract {
			if r := p.override(fi, cls, m); r != none {
				return r
			}
		}
		return ref{fi, j}
	}
	for _, b := range p.files[fi].Classes[cls] {
		if bf, bn, ok := p.class(fi, b, hops+1); ok {
			if r := p.method(bf, bn, m, hops+1); r != none {
				return r
			}
		}
	}
	if slices.Contains(p.files[fi].Abstract, cls) { // a TS abstract method has no body
		return p.override(fi, cls, m)
	}
	return none
}

// handedBlocks is the blocking effect of a function that call c (file i)
// hands helper t for a parameter t calls itself (package handed), or nil.
func (p *Program) handedBlocks(blocks [][]*Effect, i int, c *Call, t ref) *Effect {
	for _, name := range p.handed.Names(p.files, t.file, t.fn, c) {
		r := p.nested(i, name, c.Line)
		if r == none {
			r = p.local(i, name, 0)
		}
		if r != none && blocks[r.file][r.fn] != nil && !p.files[r.file].Funcs[r.fn].Async {
			return via(c, blocks[r.file][r.fn])
		}
	}
	return nil
}

// polySite is RC201's finding at call c (file i, async) of method m on a local a dispatcher looked up
// (Call.Poly): the first sync override of m among the classes the table holds (subimpl.Holds) in the one class family defining it (subimpl.Family) that blocks.
func (p *Program) polySite(s *state, i int, c *Call) []Site {
	m := c.Callee[strings.LastIndexByte(c.Callee, '.')+1:]
	for _, cl := range p.subImpl.Family(m, func(c subimpl.Class) bool { _, has := p.top[c.File][c.Name+"."+m]; return has }) {
		if j := p.top[cl.File][cl.Name+"."+m]; subimpl.Holds(c.Poly, cl.Name) && s.blocks[cl.File][j] != nil && !p.files[cl.File].Funcs[j].Async {
			return []Site{chainsite.Blocks(p.files[i].Lang, c, s.blocks[cl.File][j], p.files[i].Funcs[c.Func].Name+"()")}
		}
	}
	return nil
}

// override resolves method m called on abstract class cls of file fi to
// the one subclass of the repository that defines it (subimpl.Index).
func (p *Program) override(fi int, cls, m string) ref {
	c, ok := p.subImpl.Override(cls, func(c subimpl.Class) bool { _, has := p.top[c.File][c.Name+"."+m]; return has })
	if !ok {
		return none
	}
	return ref{c.File, p.top[c.File][c.Name+"."+m]}
}

// state is every function's effects after some rounds of propagation.
type state struct {
	blocks, unbounded, noTimeout [][]*Effect
	forwards                     [][][]Forward
	x                            *xstate
}

func (p *Program) initial() *state {
	s := &state{blocks: make([][]*Effect, len(p.files)), unbounded: make([][]*Effect, len(p.files)), noTimeout: make([][]*Effect, len(p.files)), forwards: make([][][]Forward, len(p.files))}
	for i, f := range p.files {
		s.blocks[i] = make([]*Effect, len(f.Funcs))
		s.unbounded[i] = make([]*Effect, len(f.Funcs))
		s.noTimeout[i] = make([]*Effect, len(f.Funcs))
		s.forwards[i] = make([][]Forward, len(f.Funcs))
		for j := range f.Funcs {
			s.blocks[i][j] = cmp.Or(f.Funcs[j].Blocks, p.clientBlocks(i, j, -1))
			s.unbounded[i][j] = f.Funcs[j].Unbounded
			s.noTimeout[i][j] = f.Funcs[j].NoTimeout
			s.forwards[i][j] = f.Funcs[j].Forwards
		}
	}
	s.x = p.xinitial()
	return s
}

// clientBlocks is the first of function j's Uses (file i) whose callee returns a blocking client on which the
// method blocks, or nil: of a sync function for k < 0, else use k of one on the event loop (chain: the callee).
func (p *Program) clientBlocks(i, j, k int) *Effect {
	for n, u := range p.files[i].Funcs[j].Uses {
		if fn := p.files[i].Funcs[j]; (k < 0) == (fn.Async || fn.OnLoop) || k >= 0 && n != k {
			continue
		}
		if r := p.resolveCall(i, &Call{Func: j, Callee: u.Callee}); r != none && pyclient.BlocksOn(p.files[r.file].Funcs[r.fn].Client, u.Method) {
			g, ch := p.files[r.file].Funcs[r.fn], []Hop{u.Hop}
			if k >= 0 {
				ch = []Hop{{Path: p.files[r.file].Path, Line: g.Line, Col: g.Col, Name: g.Name + "()"}}
			}
			return &Effect{What: g.Client + "()." + u.Method + "()", Chain: ch}
		}
	}
	return nil
}

// step is one round: each function takes the effects of what it calls as
// they were after the previous round (so a round adds exactly one call to
// every chain, whatever the order of files).
func (p *Program) step(prev *state) *state {
	next := &state{blocks: make([][]*Effect, len(p.files)), unbounded: make([][]*Effect, len(p.files)), noTimeout: make([][]*Effect, len(p.files)), forwards: make([][][]Forward, len(p.files))}
	for i := range p.files {
		next.blocks[i] = append([]*Effect(nil), prev.blocks[i]...)
		next.unbounded[i] = append([]*Effect(nil), prev.unbounded[i]...)
		next.noTimeout[i] = append([]*Effect(nil), prev.noTimeout[i]...)
		next.forwards[i] = append([][]Forward(nil), prev.forwards[i]...)
	}
	next.x = prev.x.copy()
	for i, f := range p.files {
		for k := range f.Calls {
			c := &f.Calls[k]
			t := p.target[i][k]
			if c.Func < 0 || t == none {
				for _, a := range p.callTargets(i, k) { // a dispatch table's or a thread offload's function (Call.Alts): its timeouts, and an offload's errors
					cc := *c // caught and judged: no errors, no mutation; one at module level (Func -1) taken as nested: nothing
					cc.Caught, cc.Judged, cc.Nested, cc.Name = true, true, c.Nested || c.Func < 0, p.files[a.file].Funcs[a.fn].Name+"()"
					if len(c.Alts) == 1 { // `await asyncio.to_thread(fn, ...)` raises what fn raises (dispatch.Offloaded): its errors as a call's (RC402's only reader)
						cc.Caught = c.Caught
					}
					p.xstep(prev.x, next.x, i, &cc, a)
				}
				continue
			}
			g := &f.Funcs[c.Func]
			p.xstep(prev.x, next.x, i, c, t)
			// a whole-file read through a callee outranks a small operation (fsops)
			if tb := prev.blocks[t.file][t.fn]; tb != nil && (next.blocks[i][c.Func] == nil ||
				fsops.SmallCall(next.blocks[i][c.Func].What) && !fsops.SmallCall(tb.What)) && !g.Async && !c.Async && !c.Nested && !p.files[t.file].Funcs[t.fn].Async {
				next.blocks[i][c.Func] = via(c, tb)
			} else if hb := p.handedBlocks(prev.blocks, i, c, t); hb != nil && next.blocks[i][c.Func] == nil && !g.Async && !c.Async && !c.Nested && !p.files[t.file].Funcs[t.fn].Async {
				next.blocks[i][c.Func] = hb // a function c hands t, which calls it (package handed)
			}
			if c.Nested { // a callback fn defines runs later, if ever: not fn's effect
				continue
			}
			if tu := prev.unbounded[t.file][t.fn]; tu != nil && next.unbounded[i][c.Func] == nil {
				next.unbounded[i][c.Func] = via(c, tu)
			}
			if tn := prev.noTimeout[t.file][t.fn]; tn != nil && next.noTimeout[i][c.Func] == nil {
				next.noTimeout[i][c.Func] = via(c, tn)
			}
			for _, fw := range prev.forwards[t.file][t.fn] {
				switch j, verdict := judge(c, fw); verdict {
				case fwd.Unbounded: // an RC102 forward is reported at this call (sites), not carried up as RC101's
					if next.unbounded[i][c.Func] == nil && fw.Rule == "" {
						next.unbounded[i][c.Func] = via(c, &Effect{What: fw.Chain[len(fw.Chain)-1].Name, Chain: fw.Chain})
					}
				case fwd.Forwarded:
					if !slices.ContainsFunc(next.forwards[i][c.Func], func(f Forward) bool { return f.Param == j }) {
						next.forwards[i][c.Func] = append(append([]Forward(nil), next.forwards[i][c.Func]...),
							Forward{Param: j, Key: fw.Key, Rule: fw.Rule, Chain: append([]Hop{c.Hop}, fw.Chain...)})
					}
				}
			}
		}
	}
	return next
}

// via is effect e of a callee seen from the call c to it.
func via(c *Call, e *Effect) *Effect {
	return &Effect{What: e.What, Chain: append([]Hop{c.Hop}, e.Chain...)}
}

// judge is fwd.Judge of call c's arguments for forward fw.
func judge(c *Call, fw Forward) (int, fwd.Verdict) {
	return fwd.JudgeProp(fwd.Call{Args: c.Args, Keywords: c.Keywords, KwSplat: c.KwSplat, KwSplatParam: c.KwSplatParam, Spread: c.Spread}, fw.Param, fw.Prop, fw.Key, fw.Rule)
}

// Report returns the findings at the calls of the files for which report
// is true (the scanned files, not those read only to summarise them), for
// the rules enabled, and a notice for each call whose chain was cut. A
// finding needs a chain that leaves the caller's file (same-file helpers
// are the in-file rules' business).
func (p *Program) Report(report func(path string) bool, enabled func(ruleID string) bool) ([]Site, []Cut) {
	p.sinks = p.closedSinks(report)
	s := p.initial()
	for r := 1; r < MaxDepth; r++ {
		s = p.step(s)
	}
	sites := p.sites(s, report, enabled)
	p.xerrs = s.x.errs
	more := p.sites(p.step(s), report, enabled)
	cuts := cutmsg.Cuts(sites, more, MaxDepth) // one notice per file, rule and called name
	if enabled("RC101") {
		cuts = append(cuts, p.sinkCuts...)
	}
	return sites, cuts
}

func (p *Program) sites(s *state, report func(string) bool, enabled func(string) bool) []Site {
	var out []Site
	p.bsinks = nil
	for i, f := range p.files {
		if !report(f.Path) {
			continue
		}
		out = append(out, p.xsites(s, i, enabled, report)...)
		if enabled("RC101") {
			out = append(out, effect.SortedSites(p.sinks, func(x *Site) bool { return x.Call.Path == f.Path })...)
			out = append(out, impopts.Resolver{Files: p.files, Symbol: p.symbolBy}.Sites(i)...)
		}
		for j, g := range f.Funcs { // a client another module builds, used on the event loop
			for k, u := range g.Uses {
				if e := p.clientBlocks(i, j, k); e != nil && enabled("RC201") && !f.Script {
					out = append(out, chainsite.Blocks(f.Lang, &Call{Func: j, Hop: u.Hop, LineText: u.LineText}, e, g.Name+"()"))
				}
			}
		}
		for k := range f.Calls {
			c := &f.Calls[k]
			t := p.target[i][k]
			if t == none && len(c.Poly) > 0 && c.Async && c.Func >= 0 && enabled("RC201") && !f.Script && !f.Funcs[c.Func].Exits {
				out = append(out, p.polySite(s, i, c)...) // a dispatcher's call of a class family's method (Call.Poly)
			}
			if t == none {
				continue
			}
			callee := p.files[t.file].Funcs[t.fn]
			caller := "module code"
			switch {
			case c.Func >= 0 && c.Nested:
				caller = "a callback in " + f.Funcs[c.Func].Name + "()"
			case c.Func >= 0 && f.Funcs[c.Func].OnLoop:
				caller = "sync tool " + f.Funcs[c.Func].Name + "(), which " + f.Funcs[c.Func].LoopBy + " calls on its event loop"
			case c.Func >= 0:
				caller = f.Funcs[c.Func].Name + "()"
			case c.Async:
				caller = "an async callback"
			}
			if enabled("RC201") && c.Async && !f.Script && !callee.Async && (c.Func < 0 || c.Nested || !f.Funcs[c.Func].Exits) {
				// a JS chain within the file too: rule RC201 judges only the
				// blocking calls written in an async function's body, while
				// Python's same-file helpers are its own (pyBlockingHelper),
				// but for methods of an instance (db.execute_query())
				e, hb := s.blocks[t.file][t.fn], p.handedBlocks(s.blocks, i, c, t) // or a function c hands t, which calls it: not the in-file rule's
				if e = cmp.Or(e, hb); e != nil && (leaves(f.Path, e.Chain) || f.Lang.IsJS() || e == hb ||
					strings.Contains(c.Callee, ".") && !model.IsSelfMember(c.Callee)) {
					out = append(out, chainsite.Blocks(f.Lang, c, e, caller))
				}
			}
			if enabled("RC102") && c.Async && !f.Script {
				if e := s.noTimeout[t.file][t.fn]; e != nil && leaves(f.Path, e.Chain) {
					out = append(out, chainsite.NoTimeout(f.Lang, c, e, caller))
				}
			}
			for _, fw := range s.forwards[t.file][t.fn] {
				p.dbNoCtxSite(f, c, fw, enabled("RC103") && !f.Script && (!c.Nested || c.Handler != model.NotHandler))
			}
			if enabled("RC101") || enabled("RC102") || enabled("RC103") {
				if e := s.unbounded[t.file][t.fn]; e != nil && leaves(f.Path, e.Chain) && enabled("RC101") {
					out = append(out, chainsite.Unbounded(f.Lang, c, e))
				} else {
					for _, fw := range s.forwards[t.file][t.fn] {
						if _, v := judge(c, fw); (v == fwd.Unbounded || v == fwd.HandlerCtx) && leaves(f.Path, fw.Chain) && enabled(fw.SinkRule()) {
							x := chainsite.Forward(f.Lang, c, fw, v == fwd.HandlerCtx)
							x.AtSink = p.sinks[sinkKey(fw.Chain[len(fw.Chain)-1])] != nil
							out = append(out, x)
							break
						}
					}
				}
			}
		}
	}
	return append(out, effect.SortedSites(p.bsinks, func(x *Site) bool { return report(x.Call.Path) })...) // the RC104 sinks
}

// attrType is the type (and file naming it) class cls of file fi or a base of it (any file) gives self/this attribute attr.
func (p *Program) attrType(fi int, cls, attr string, hops int) (tf int, t string, ok bool) {
	for _, k := range []string{".this.", ".self."} {
		if t, ok = p.files[fi].Instances[cls+k+attr]; ok || hops > maxHops {
			return fi, t, ok
		}
	}
	for _, b := range p.files[fi].Classes[cls] {
		if bf, bn, found := p.class(fi, b, hops+1); found && !ok {
			tf, t, ok = p.attrType(bf, bn, attr, hops+1)
		}
	}
	return
}
