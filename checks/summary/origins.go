package summary

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/goasguard"
	"github.com/resilience-check/resilience-check/checks/facts/gorecv"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/summary/gocha"
	"github.com/resilience-check/resilience-check/checks/summary/gochain"
	"github.com/resilience-check/resilience-check/checks/summary/gofnval"
	"github.com/resilience-check/resilience-check/checks/summary/goiface"
	"github.com/resilience-check/resilience-check/checks/summary/gotype"
	"github.com/resilience-check/resilience-check/checks/summary/heldrecv"
	"github.com/resilience-check/resilience-check/checks/summary/pytype"
	"github.com/resilience-check/resilience-check/checks/summary/rethrow"
	"github.com/resilience-check/resilience-check/checks/summary/tryguard"
)

// TryGuard is tryguard.Guard: a try block whose handler does not pass the
// raw error of its calls on.
type TryGuard = tryguard.Guard

// typedParams records, for Go function or method fn (node n), its receiver
// and the parameters whose type is a named type, or a pointer to one
// (`c *LinearClient`, `client *linear.LinearClient`), as instances of that
// type local to fn: a method called on them resolves to the type's method
// in the package that declares it (Program.goMethod).
func (x *extractor) typedParams(n *model.Node, fn int) {
	if x.f.Lang != model.LangGo {
		x.annotatedParams(n, fn)
		return
	}
	for _, b := range gotype.Params(x.f, n) {
		if x.goModuleType(b.Type) {
			x.addInstance(strconv.Itoa(fn)+"/"+b.Name, b.Type)
		}
	}
}

func (x *extractor) addInstance(key, cls string) {
	if x.out.Instances == nil {
		x.out.Instances = map[string]string{}
	}
	if _, ok := x.out.Instances[key]; !ok {
		x.out.Instances[key] = cls
	}
}

// addGoMethods indexes the methods of Go file fi (its top-level names m)
// under its package folder d.
func (p *Program) addGoMethods(fi int, d string, m map[string]int) {
	f := p.files[fi]
	for _, t := range f.Ifaces {
		if p.goIfaces == nil {
			p.goIfaces = map[string]map[string]bool{}
		}
		if p.goIfaces[d] == nil {
			p.goIfaces[d] = map[string]bool{}
		}
		p.goIfaces[d][t] = true
		if ms, ok := f.IfaceMethods[t]; ok {
			if p.goIfaceMethods == nil {
				p.goIfaceMethods = map[string]map[string][]string{}
			}
			if p.goIfaceMethods[d] == nil {
				p.goIfaceMethods[d] = map[string][]string{}
			}
			p.goIfaceMethods[d][t] = ms
		}
	}
	for name, j := range m {
		if f.Funcs[j].Class == "" {
			continue
		}
		if p.goMethods == nil {
			p.goMethods = map[string]map[string]ref{}
		}
		g := p.goMethods[d]
		if g == nil {
			g = map[string]ref{}
			p.goMethods[d] = g
		}
		if _, dup := g[name]; !dup {
			g[name] = ref{fi, j}
		}
	}
}

// goMethod finds method m of Go type t ("T" of file fi's package, or
// "pkg.T" of a package of the module that fi imports), or none.
func (p *Program) goMethod(fi int, t, m string) ref {
	f := p.files[fi]
	dir := path.Dir(f.Path)
	if pkg, name, ok := strings.Cut(t, "."); ok {
		imp, found := f.Imports[pkg]
		if !found {
			return none
		}
		if dir, ok = resolve.GoPackage(p.opt.GoModule, p.opt.GoRoot, imp.Spec); !ok {
			return none
		}
		t = name
	}
	if r, ok := p.goMethods[p.ask(dir, t+"."+m)][t+"."+m]; ok {
		return r
	}
	if p.goIfaces[p.ask(dir, t+".iface")][t] {
		if r := p.goSole(dir, t, m); r != none {
			return r
		}
		return p.goImpl(dir, t, m)
	}
	return p.goPromoted(dir, t, m)
}

// goSole resolves method m called on interface iface of the Go package at
// dir to the one method of that name the package declares (gocha.Sole).
func (p *Program) goSole(dir, iface, m string) ref {
	impls := func() ([]gocha.Impl[ref], bool) { return p.goImplementers(dir, iface, m) }
	return gocha.Sole(p.goMethods[p.ask(dir, "*."+m)], m, func(r ref) string { return p.files[r.file].Path }, impls, none)
}

// maxReturns bounds Func.Returns.
const maxReturns = 4

func (x *extractor) addReturn(fn *Func, cls string) {
	if cls == "" || len(fn.Returns) >= maxReturns {
		return
	}
	for _, r := range fn.Returns {
		if r == cls {
			return
		}
	}
	fn.Returns = append(fn.Returns, cls)
}

// returnType records the capitalised names of a Python or TS function's
// return annotation in Func.Returns, in order.
func (x *extractor) returnType(n *model.Node, fn int) {
	f := x.f
	if f.Lang == model.LangGo {
		if r := n.ChildByFieldName("result"); r != nil {
			if r.Sym() == model.SymParameterList && r.NamedChildCount() > 0 {
				r = r.NamedChild(0).ChildByFieldName("type")
			}
			x.addReturn(&x.out.Funcs[fn], gorecv.NamedType(f, r))
			x.externType(r, gorecv.NamedType(f, r))
		}
		return
	}
	rt := n.ChildByFieldName("return_type")
	if rt == nil {
		return
	}
	model.Walk(rt, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymIdentifier, model.SymTypeIdentifier:
			if t := f.Text(m); t[0] >= 'A' && t[0] <= 'Z' && !pytype.TypingNames[t] {
				x.addReturn(&x.out.Funcs[fn], t)
				x.externType(m, t) // -> OktaClient: an SDK's client (heldrecv)
			}
			return false
		case model.SymString: // -> 'KeboolaClient': a Python forward reference (PEP 484), the class it names
			if t := pytype.ForwardRef(f, m); t != "" {
				x.addReturn(&x.out.Funcs[fn], t)
			}
			return false
		}
		return m.Type() != "attribute" && m.Type() != "nested_type_identifier"
	})
}

// returns records what return statement n returns, when it is a new
// instance (`return A(...)`, `return new A()`) or a variable bound to one
// in the function (`driver = A(); return driver`).
func (x *extractor) returns(n *model.Node, c ctx) {
	f := x.f
	if c.fn < 0 || !c.inline || f.Lang == model.LangGo || n.NamedChildCount() == 0 {
		return
	}
	v := model.Unwrap(n.NamedChild(0))
	for v != nil && (v.Sym() == model.SymAwaitExpression || v.Sym() == model.SymAwait) {
		v = model.Unwrap(v.NamedChild(0))
	}
	if v == nil {
		return
	}
	fn := &x.out.Funcs[c.fn]
	switch v.Sym() {
	case model.SymIdentifier:
		if cls := x.out.Instances[strconv.Itoa(c.fn)+"/"+f.Text(v)]; cls != "" && !strings.HasSuffix(cls, ")") {
			x.addReturn(fn, cls)
		}
	case model.SymCall, model.SymNewExpression:
		if len(fn.Params) > 0 && pytype.InstantiatesParam(f, v, fn.Params[0]) {
			x.addReturn(fn, pytype.ReturnsArg)
			return
		}
		ctor := model.Callee(v)
		if ctor == nil || (ctor.Sym() != model.SymIdentifier && ctor.Sym() != model.SymAttribute && ctor.Sym() != model.SymMemberExpression) {
			return
		}
		cls := strings.Join(strings.Fields(f.Text(ctor)), "")
		if last := cls[strings.LastIndex(cls, ".")+1:]; last != "" && last[0] >= 'A' && last[0] <= 'Z' {
			x.addReturn(fn, cls)
			x.externType(ctor, cls) // return OktaClient(config)
		} else if name, o := heldrecv.Returned(f, v); o != 0 && len(fn.Returns) < maxReturns {
			x.addReturn(fn, name) // return boto3.client("s3")
			x.out.ExternTypes = heldrecv.Set(x.out.ExternTypes, name, o)
		}
	}
}

// returned finds the class of what function name (as file fi sees it:
// "make_client" or "mod.make_client") returns: the first of its Returns
// that is a class of the repository.
func (p *Program) returned(fi int, name, arg string, hops int) (int, string, bool) {
	if hops > maxHops || p.returning > maxHops {
		return 0, "", false
	}
	p.returning++
	defer func() { p.returning-- }()
	var r ref
	if mod, fn, dotted := strings.Cut(name, "."); dotted {
		r = p.resolveCall(fi, &Call{Func: -1, Callee: mod + "." + fn})
	} else {
		r = p.local(fi, name, 0)
	}
	if r == none {
		return 0, "", false
	}
	for _, t := range p.files[r.file].Funcs[r.fn].Returns {
		in := r.file
		if t == pytype.ReturnsArg { // an instance of the class the caller hands it
			t, in = arg, fi
		}
		if cf, cn, ok := p.class(in, t, hops+1); ok {
			return cf, cn, true
		}
	}
	return 0, "", false
}

// annotatedParams records the Python and TS parameters of function fn
// (node n) annotated with a class (`driver: SqlDriver`, `svc: api.Service`,
// `figma: FigmaService`) as instances of it local to fn, as typedParams does
// for Go; a TS constructor's parameter property (`constructor(private api:
// Api)`) is also the attribute "Class.this.api". An annotation that names
// no class of the repository resolves to nothing.
func (x *extractor) annotatedParams(n *model.Node, fn int) {
	for _, p := range pytype.Params(x.f, n) {
		x.addInstance(strconv.Itoa(fn)+"/"+p.Name, p.Class)
		if fnc := x.out.Funcs[fn]; p.Property && fnc.Class != "" {
			x.addInstance(fnc.Class+".this."+p.Name, p.Class)
		}
	}
}

// annotatedVar records a module variable declared with a class annotation
// and no value (pytype.Var) as an instance of the module (a local declared
// so is left to the assignment that gives it its value).
func (x *extractor) annotatedVar(n *model.Node, c ctx) {
	if name, cls := pytype.Var(x.f, n); cls != "" && c.fn < 0 && c.scope == nil && c.class == "" {
		x.addInstance(name, cls)
	}
}

// typedField records a TS class field annotated with a class (`private
// readonly api: ApiClient;`) as the attribute "Class.this.api".
func (x *extractor) typedField(n *model.Node, c ctx) {
	if n.Sym() != model.SymPublicFieldDefinition || c.class == "" {
		return
	}
	name := n.ChildByFieldName("name")
	if name == nil || name.Type() != "property_identifier" {
		return
	}
	if cls := pytype.AnnotatedClass(x.f, n.ChildByFieldName("type")); cls != "" {
		x.addInstance(c.class+".this."+x.f.Text(name), cls)
	}
}

// errArg records on call (node n) the argument that is the error its catch
// clause caught (Call.ErrArg, Call.CatchOf).
func (x *extractor) errArg(n *model.Node, c ctx, call *Call) {
	if c.catchVar == "" || c.catchOf == nil || goasguard.Guarded(x.f, n) { // under errors.As: the project's own error
		return
	}
	args := model.Args(n)
	for i, k := 0, 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch a.Sym() {
		case model.SymComment, model.SymKeywordArgument:
			continue
		}
		if a.Sym() == model.SymIdentifier && x.f.Text(a) == c.catchVar {
			call.ErrArg, call.CatchOf = k+1, c.catchOf
			return
		}
		k++
	}
}

// rethrow records a parameter that throw or raise statement n throws as
// the last statement of its function's body, with no return in the
// function (Func.Rethrows, package rethrow).
func (x *extractor) rethrow(n *model.Node, c ctx) {
	if c.fn < 0 || !c.inline {
		return
	}
	x.out.Funcs[c.fn].Rethrows = rethrow.Add(x.out.Funcs[c.fn].Rethrows, x.f, n, c.scope, x.out.Funcs[c.fn].Params)
}

// rethrown marks, in file fi, the calls whose handled try block lets its
// errors out after all: a call in its catch clause passes the caught error
// to a function that rethrows it (Func.Rethrows; Python and JavaScript:
// Go has no catch), and no try around it in the same function handles them.
func (p *Program) rethrown(fi int) {
	f := p.files[fi]
	var spans map[xfacts.Span]bool
	for k := range f.Calls {
		c := &f.Calls[k]
		t := p.target[fi][k]
		if c.ErrArg == 0 || c.CatchOf == nil || t == none {
			continue
		}
		for _, j := range p.files[t.file].Funcs[t.fn].Rethrows {
			if j == c.ErrArg-1 {
				if spans == nil {
					spans = map[xfacts.Span]bool{}
				}
				spans[*c.CatchOf] = true
			}
		}
	}
	for k := range f.Calls {
		if c := &f.Calls[k]; c.Try != nil && !c.Try.Outer && spans[c.Try.Body] {
			if p.uncaught == nil {
				p.uncaught = map[*Call]bool{}
			}
			p.uncaught[c] = true
		}
	}
}

// goLocal records a Go short variable declaration that binds a value of a
// named type: `c := &api.Client{}`, `c := api.Client{}`, or what a function
// returns, `c, err := api.New(key)` ("api.New()", Func.Returns), as an
// instance local to the function (gotype.Short).
func (x *extractor) goLocal(n *model.Node, c ctx) {
	if c.fn < 0 {
		return
	}
	b, ok := gotype.Short(x.f, n)
	if name, v := gochain.Short(x.f, n, func(k, v string) { x.addInstance(strconv.Itoa(c.fn)+"/"+k, v) }); gochain.Link(v) {
		b, ok = gotype.Bound{Name: name, Call: v}, true // v := New(x).m(): a chain's last result (gochain)
	}
	if !ok || b.Type != "" && !x.goModuleType(b.Type) {
		return
	}
	x.addInstance(strconv.Itoa(c.fn)+"/"+b.Name, b.Type+b.Call)
}

// goVar records the names a Go var declaration types (gotype.Vars): in a
// function as its instances (`var lease pool.Lease` assigned in if/else
// branches), at package level as "var.name" (`var DB *mongo.Database`),
// which Link finds from the package's files and importers (goVar).
func (x *extractor) goVar(n *model.Node, c ctx) {
	for _, b := range gotype.Vars(x.f, n) {
		if b.Type != "" && !x.goModuleType(b.Type) || c.fn < 0 && c.scope != nil {
			continue
		} else if b.Type != "" {
			x.externType(b.TypeNode, b.Type)
		}
		key := "var."
		if c.fn >= 0 {
			key = strconv.Itoa(c.fn) + "/"
		}
		x.addInstance(key+b.Name, b.Type+b.Call)
	}
}

// goField records a field of a Go struct type whose type is a named type
// (`client *api.Client` in `type Server struct`) as the attribute
// "Server.self.client": a method called on it through a receiver
// (`s.client.Get()`) resolves to that type's method.
func (x *extractor) goField(n *model.Node) {
	owner, names := gotype.Field(x.f, n)
	if len(names) == 0 || !x.goModuleType(names[0].Type) {
		return
	}
	x.externType(names[0].TypeNode, names[0].Type)
	for _, b := range names {
		x.addInstance(owner+".self."+b.Name, b.Type)
		if b.Embedded && len(x.out.Embeds[owner]) < maxEmbeds {
			if x.out.Embeds == nil {
				x.out.Embeds = map[string][]string{}
			}
			x.out.Embeds[owner] = append(x.out.Embeds[owner], b.Type)
		}
	}
}

// goRecvField reports whether Go selector obj is a field of the enclosing
// method's receiver (`s.client` in a method of Server with receiver s) or
// of a parameter or local the function types.
func (x *extractor) goRecvField(obj *model.Node, c ctx) bool {
	if x.f.Lang != model.LangGo || c.fn < 0 {
		return false
	}
	recv := obj.ChildByFieldName("operand")
	if recv == nil || recv.Sym() != model.SymIdentifier {
		return false
	}
	_, ok := x.out.Instances[strconv.Itoa(c.fn)+"/"+x.f.Text(recv)]
	return ok // the receiver, or a parameter or local of a named type (Program.goTypedField)
}

// goTypedField resolves `cfg.Telemetry.Track()` in function fn of file fi:
// method m of field attr of the struct type t of a Go parameter or local (goFieldDecl).
func (p *Program) goTypedField(fi, fn int, t, attr, m string) ref {
	if df, ft := p.goFieldDecl(fi, fn, t, attr); ft != "" {
		return p.goMethod(df, ft, m)
	}
	return none
}

// goFieldDecl returns the file that declares field attr of the struct type t
// ("config.Config", or "api.New()": the first result of what it calls, the
// struct declared in any file of its package of the module) and the
// field's type as written there, or "".
func (p *Program) goFieldDecl(fi, fn int, t, attr string) (int, string) {
	if name, ok := strings.CutSuffix(t, "()"); ok {
		if p.returning > maxHops {
			return 0, ""
		}
		p.returning++
		r := p.resolveCall(fi, &Call{Func: gochain.Scope(fn, name, p.files[fi].Imports), Callee: name})
		p.returning--
		if r == none || len(p.files[r.file].Funcs[r.fn].Returns) == 0 {
			return 0, ""
		}
		fi, t = r.file, p.files[r.file].Funcs[r.fn].Returns[0]
	}
	dir := path.Dir(p.files[fi].Path)
	if pkg, name, ok := strings.Cut(t, "."); ok {
		imp, found := p.files[fi].Imports[pkg]
		if dir, ok = resolve.GoPackage(p.opt.GoModule, p.opt.GoRoot, imp.Spec); !found || !ok {
			return 0, ""
		}
		t = name
	}
	key := t + ".self." + attr
	df, ok := p.goFields[p.ask(dir, t+".self")][key]
	if !ok {
		return 0, ""
	}
	return df, p.files[df].Instances[key]
}

// goFnValue returns the file and the type of what a call of Go function value
// name returns in function fn of file fi (gofnval.Lookup), or 0, "".
func (p *Program) goFnValue(fi, fn int, name string) (int, string) {
	local := func(v string) (string, bool) {
		t, ok := p.files[fi].Instances[strconv.Itoa(fn)+"/"+v]
		return t, ok || fn >= 0 && p.goBound(fi, fn, v)
	}
	return goiface.Lookup(name, fi, fn, local, p.goFieldDecl, func(v string) (int, string) { return p.goVar(path.Dir(p.files[fi].Path), v) })
}

// goFnValues records what calls of the Go function values n declares return (gofnval.Decls).
func (x *extractor) goFnValues(n *model.Node, c ctx) {
	for _, d := range append(gofnval.Decls(x.f, n, c.fn < 0 && c.scope == nil), goiface.Decls(x.f, n)...) { // deps.GetClient(ctx) on an interface: its declared result (goiface)
		if x.f.Lang == model.LangGo && x.goModuleType(d.Type) {
			x.externType(d.Node, d.Type)
			x.addInstance(d.Key, d.Type)
		}
	}
}

// goInstanceMethod resolves method m called on Go instance text t in
// function fn of file fi: a named type ("Client", "api.Client") or what a
// function or a method of a receiver or parameter of fn returns ("api.New()",
// "m.clientFor()": the first of its declared results).
func (p *Program) goInstanceMethod(fi, fn int, t, m string) ref {
	fi, t = p.goElem(fi, fn, t)
	name, ok := strings.CutSuffix(t, "()")
	if !ok {
		return p.goMethod(fi, t, m)
	}
	link := gochain.Link(name)          // a chain's link: its receiver a shorter chain, no cycle
	if p.returning > maxHops && !link { // c := c.Clone() in an inner scope
		return none
	}
	p.returning += gochain.Hop(link)
	r := p.resolveCall(fi, &Call{Func: gochain.Scope(fn, name, p.files[fi].Imports), Callee: name})
	p.returning -= gochain.Hop(link)
	if r == none || len(p.files[r.file].Funcs[r.fn].Returns) == 0 {
		if df, t := p.goFnValue(fi, fn, name); t != "" { // client := getClient(raw): a function value's declared result
			return p.goMethod(df, t, m)
		}
		return none
	}
	return p.goMethod(r.file, p.files[r.file].Funcs[r.fn].Returns[0], m)
}

// goElem types instance text t of function fn of file fi: "m.managers[]"
// (gotype.ElemOf) is the element type of that field of the receiver's (or
// a local's) struct, declared in file df; any other t is itself.
func (p *Program) goElem(fi, fn int, t string) (df int, typ string) {
	if recv, field, ok := strings.Cut(strings.TrimSuffix(t, "[]"), "."); ok && strings.HasSuffix(t, "[]") {
		return p.goFieldDecl(fi, fn, p.files[fi].Instances[strconv.Itoa(fn)+"/"+recv], field+"[]")
	}
	return fi, t
}

// addGoFields indexes the struct fields and package variables Go file fi
// declares (goField, goVar) under its package folder d, and the structs
// that embed types (File.Embeds).
func (p *Program) addGoFields(fi int, d string) {
	p.goEmbeds = gotype.Index(p.goEmbeds, d, p.files[fi].Embeds, fi, nil)
	p.goFields = gotype.Index(p.goFields, d, p.files[fi].Instances, fi, gotype.Indexed)
}

// goFieldMethod resolves method m called on Go struct field key
// ("Server.self.client") of file fi's package, declared in any of its files.
func (p *Program) goFieldMethod(fi int, key, m string) ref {
	owner, _, _ := strings.Cut(key, ".self.")
	df, ok := p.goFields[p.ask(path.Dir(p.files[fi].Path), owner+".self")][key]
	if !ok {
		return none
	}
	return p.goMethod(df, p.files[df].Instances[key], m)
}

// goModuleType is gotype.ModuleType with the file's imports: a summary
// records no instance of a standard library type.
func (x *extractor) goModuleType(t string) bool { return gotype.ModuleType(t, x.spec) }

// spec returns the import path of package name pkg the file imports.
func (x *extractor) spec(pkg string) (string, bool) {
	imp, ok := x.out.Imports[pkg]
	return imp.Spec, ok
}

// maxRecvs bounds Func.Recvs.
const maxRecvs = 8

// externType records Go type t (node n) in File.ExternTypes when it is a
// third-party SDK's type.
func (x *extractor) externType(n *model.Node, t string) {
	if o := xfacts.Origin(0); (strings.Contains(t, ".") || x.f.Lang != model.LangGo) && xfacts.TypeOrigin != nil {
		if o = xfacts.TypeOrigin(x.f, n); o != 0 {
			if x.out.ExternTypes == nil {
				x.out.ExternTypes = map[string]xfacts.Origin{}
			}
			x.out.ExternTypes[t] = o
		}
	}
}

// recv is gotype.Recv for call n of function c.fn.
func (x *extractor) recv(r string, n *model.Node, c ctx) bool {
	return gotype.Recv(x.f, n, r, x.spec, func(name string) bool { _, ok := x.out.Instances[strconv.Itoa(c.fn)+"/"+name]; return ok })
}

// recvOrigin returns the class of the errors of a method called on Go
// receiver root in function fn of file fi (Func.Recvs): a field of fn's
// receiver ("c.dynamicClient"), a local bound to what a function returns
// ("client" of client, err := h.GetClient(ctx), or of client.Content, a
// field of it) or a package variable (goVar), declared in any file with a
// third-party SDK's type (File.ExternTypes); 0 for any other.
func (p *Program) recvOrigin(fi, fn int, root string) xfacts.Origin {
	f := p.files[fi]
	if obj, field, ok := strings.Cut(root, "."); ok {
		if f.Lang != model.LangGo { // self.glue_client = AwsHelper.create_boto3_client("glue") (heldrecv.Root)
			return p.typeOrigin(fi, fn, f.Instances[f.Funcs[fn].Class+"."+root])
		}
		if imp, ok := f.Imports[obj]; ok && !p.goBound(fi, fn, obj) { // client.DB: a variable of a package of the module
			if dir, ok := resolve.GoPackage(p.opt.GoModule, p.opt.GoRoot, imp.Spec); ok {
				df, t := p.goVar(dir, field)
				return p.typeOrigin(df, -1, t)
			}
			return 0
		}
		cls := f.Funcs[fn].Class
		if cls == "" || f.Instances[strconv.Itoa(fn)+"/"+obj] != cls {
			// client.Content of client, err := services.NewClient(): an API
			// group field of the SDK client a local holds (gorecv.LocalRoot)
			return p.recvOrigin(fi, fn, obj)
		}
		key := cls + ".self." + field
		df, ok := p.goFields[p.ask(path.Dir(f.Path), cls+".self")][key]
		if !ok {
			return 0
		}
		return p.files[df].ExternTypes[p.files[df].Instances[key]]
	}
	if !p.goBound(fi, fn, root) { // DB of DB.Collection(c).Find(...): a package variable
		df, t := p.goVar(path.Dir(f.Path), root)
		return p.typeOrigin(df, -1, t)
	}
	return p.typeOrigin(fi, fn, f.Instances[strconv.Itoa(fn)+"/"+root])
}

// goBound reports whether Go name is typed in function fn of file fi (an
// instance) or is one of its parameters: not a package variable.
func (p *Program) goBound(fi, fn int, name string) bool {
	_, ok := p.files[fi].Instances[strconv.Itoa(fn)+"/"+name]
	return ok || slices.Contains(p.files[fi].Funcs[fn].Params, name)
}

// goVar returns the file that declares package variable name of the Go
// package at folder dir and its type as written there, or "".
func (p *Program) goVar(dir, name string) (int, string) {
	if df, ok := p.goFields[p.ask(dir, "var."+name)]["var."+name]; ok {
		return df, p.files[df].Instances["var."+name]
	}
	return 0, ""
}

// typeOrigin returns the class of the errors of a method of a Go value of
// type t as function fn of file fi writes it: an SDK's type the file
// declares (File.ExternTypes), or "f()", the first result of the function
// of the module that call names; 0 for any other.
func (p *Program) typeOrigin(fi, fn int, t string) xfacts.Origin {
	name, ok := strings.CutSuffix(t, "()")
	if !ok {
		return p.files[fi].ExternTypes[t]
	}
	if p.returning > maxHops {
		return 0
	}
	p.returning++
	r := p.resolveCall(fi, &Call{Func: gochain.Scope(fn, name, p.files[fi].Imports), Callee: name})
	p.returning--
	if r == none || len(p.files[r.file].Funcs[r.fn].Returns) == 0 {
		df, t := p.goFnValue(fi, fn, name) // client, err := resolver(ctx): a function value's declared result
		return p.files[df].ExternTypes[t]
	}
	return p.files[r.file].ExternTypes[p.files[r.file].Funcs[r.fn].Returns[0]]
}

// newInstance names the instance a JS/TS `new X()` builds when a method is
// called on it inline (`new TaskService().createTask(input)`), as `const
// svc = new TaskService()` then `svc.createTask(input)` is named: the hidden
// local "new X()" of function c.fn (of the module, in a callback at its
// top) bound to class X; "" for a constructor that is no capitalised name.
func (x *extractor) newInstance(n *model.Node, c ctx) string {
	ctor := n.ChildByFieldName("constructor")
	if ctor == nil || ctor.Sym() != model.SymIdentifier {
		return ""
	}
	name := x.f.Text(ctor)
	if name == "" || name[0] < 'A' || name[0] > 'Z' {
		return ""
	}
	key := "new " + name + "()"
	if c.fn >= 0 {
		key = strconv.Itoa(c.fn) + "/" + key
	}
	x.addInstance(key, name)
	return "new " + name + "()"
}

// chainRecv is gochain.RecvOf for a Go call in function c.fn, "" elsewhere.
func (x *extractor) chainRecv(callee *model.Node, c ctx) string {
	if x.f.Lang != model.LangGo || c.fn < 0 {
		return ""
	}
	return gochain.RecvOf(x.f, callee, func(k, v string) { x.addInstance(strconv.Itoa(c.fn)+"/"+k, v) })
}

// factoryInstance names the instance a call of the repository's factory
// function returns, when a method is called on the call itself
// (`jenkins(ctx).build_item(...)`, `getClient().createIssue(...)`), the
// way `client = jenkins(ctx)` then `client.build_item(...)` is named: the
// hidden local "jenkins()" of function c.fn (pytype.Factory); "" for Go,
// at module level or for no bare callee. CodeQL's call graph types a
// call's result the same way.
func (x *extractor) factoryInstance(call *model.Node, c ctx) string {
	if x.f.Lang == model.LangGo && c.fn >= 0 { // Go: New(x).m(), a method of the first result (gochain)
		return gochain.Recv(x.f, call, func(k, v string) { x.addInstance(strconv.Itoa(c.fn)+"/"+k, v) })
	}
	if x.f.Lang == model.LangGo || c.fn < 0 {
		return ""
	}
	name, cls := pytype.Factory(x.f, call)
	if name == "" {
		return ""
	}
	x.addInstance(strconv.Itoa(c.fn)+"/"+name+"()", cls)
	return name + "()"
}
