package summary

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/fsops"
	"github.com/resilience-check/resilience-check/checks/facts/fwd"
	"github.com/resilience-check/resilience-check/checks/facts/godbctx"
	"github.com/resilience-check/resilience-check/checks/facts/gorecv"
	"github.com/resilience-check/resilience-check/checks/facts/gowrap"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/jscatch"
	"github.com/resilience-check/resilience-check/checks/facts/jscb"
	"github.com/resilience-check/resilience-check/checks/facts/jsfetch"
	"github.com/resilience-check/resilience-check/checks/facts/lifespan"
	"github.com/resilience-check/resilience-check/checks/facts/looptool"
	"github.com/resilience-check/resilience-check/checks/facts/pyclient"
	"github.com/resilience-check/resilience-check/checks/facts/pyfuture"
	"github.com/resilience-check/resilience-check/checks/facts/pyhttpret"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/argval"
	"github.com/resilience-check/resilience-check/checks/summary/callfx"
	"github.com/resilience-check/resilience-check/checks/summary/callname"
	"github.com/resilience-check/resilience-check/checks/summary/cbargs"
	"github.com/resilience-check/resilience-check/checks/summary/classbases"
	"github.com/resilience-check/resilience-check/checks/summary/dispatch"
	"github.com/resilience-check/resilience-check/checks/summary/errtext"
	sfwd "github.com/resilience-check/resilience-check/checks/summary/fwd"
	"github.com/resilience-check/resilience-check/checks/summary/gocha"
	"github.com/resilience-check/resilience-check/checks/summary/gochain"
	"github.com/resilience-check/resilience-check/checks/summary/goerrif"
	"github.com/resilience-check/resilience-check/checks/summary/goopaque"
	"github.com/resilience-check/resilience-check/checks/summary/heldrecv"
	"github.com/resilience-check/resilience-check/checks/summary/jsmod"
	"github.com/resilience-check/resilience-check/checks/summary/modalias"
	"github.com/resilience-check/resilience-check/checks/summary/modtab"
	"github.com/resilience-check/resilience-check/checks/summary/narrowexc"
	"github.com/resilience-check/resilience-check/checks/summary/objsingle"
	"github.com/resilience-check/resilience-check/checks/summary/pytype"
	"github.com/resilience-check/resilience-check/checks/summary/retlit"
	"github.com/resilience-check/resilience-check/checks/summary/scopes"
	"github.com/resilience-check/resilience-check/checks/summary/subimpl"
	"github.com/resilience-check/resilience-check/checks/summary/tryguard"
	"github.com/resilience-check/resilience-check/checks/summary/tsimpl"
	"github.com/resilience-check/resilience-check/checks/summary/tsshape"
	"github.com/resilience-check/resilience-check/checks/summary/wrapcls"
)

// Extract summarises one parsed file: its named functions with their direct
// effects, the calls they make, its imports and exports. findings are the
// in-file findings of the scan on f, suppressions applied: an RC101 finding
// that is not suppressed, inside a function, makes that function Unbounded,
// and an RC102 one NoTimeout
// (the rule's own judgement, with all its exceptions, is the fact). It reads
// only f and findings, walks the tree once and keeps no node.
func Extract(f *model.File, findings []model.Finding) *File {
	return ExtractWith(f, findings, nil)
}

// ExtractWith is Extract that also calls onCall, when not nil, with each
// call node it records and the Call recorded for it: what a caller needs to
// know of the call's place in the tree (impact.SiteOf) before the tree is
// released. The summary is the same as Extract's.
func ExtractWith(f *model.File, findings []model.Finding, onCall func(*model.Node, *Call)) *File {
	x := &extractor{f: f, out: &File{Path: f.Path, Lang: f.Lang, Script: f.IsScript()}, onCall: onCall}
	for i := range findings {
		if fd := &findings[i]; (fd.RuleID == "RC101" || fd.RuleID == "RC102") && fd.Suppression == nil {
			if x.sinks == nil {
				x.sinks = map[pos]string{}
			}
			x.sinks[pos{fd.StartLine, fd.StartCol}] = fd.RuleID
		}
	}
	x.readFacts()
	x.out.Aliases = modalias.Of(f)
	x.goOpaque = goopaque.Of(f) // NewInternalError(err) whose Error() keeps err's text out
	x.visit(f.Root, ctx{fn: -1})
	if f.Lang == model.LangGo {
		for i := range x.out.Funcs {
			if fn := &x.out.Funcs[i]; !x.goPasses[i] {
				fn.ErrOwn, fn.Errors = true, nil
			}
		}
	}
	return x.out
}

type pos struct{ line, col int }

func (a pos) before(b pos) bool { return a.line < b.line || a.line == b.line && a.col < b.col }

type extractor struct {
	f     *model.File
	out   *File
	sinks map[pos]string // RC101 and RC102 findings' starts, to their rule
	calls map[int]int    // calls recorded per function (index into out.Funcs; -1 module level), for MaxCallsPerFunc
	// timeouts are RC104's literal timeouts outside handlers, by start byte.
	timeouts map[int]xfacts.Timeout
	// handlers caches model.File.HandlerOf per function-like node.
	handlers map[*model.Node]model.HandlerKind
	// catches are the promise chains, around the node visited, that a
	// .catch(...) handles.
	catches []*model.Node
	// goPasses marks the Go functions with a return that passes on an err
	// value (goReturnsErr).
	goPasses map[int]bool
	goOpaque *goopaque.Set
	// onCall sees each recorded call (ExtractWith).
	onCall func(*model.Node, *Call)
	// aliases are, per function, the locals that hold a parameter's
	// options under another name (restAlias), to the parameter's index.
	aliases map[int]map[string]int
	destr   map[int]map[string]string // per function, destructured locals to their paths (tsshape.Note)
}

// MaxCallsPerFunc bounds the calls one function's summary records (its
// effects are still all taken): a summary stays small, and a generated or
// adversarial function of thousands of calls costs linear work and memory.
// The calls past it are not linked, so their chains stay unknown.
const MaxCallsPerFunc = 2000

// ctx is what the walk knows about the code around a node.
type ctx struct {
	fn    int         // enclosing named function (index into out.Funcs), -1 at module level
	scope *model.Node // nearest function-like node, nil at module level
	class string      // enclosing class name
	async bool        // the code runs in an async function (scope, or the one an inline callback runs in)
	// inline says the code runs while the named function fn runs: in its
	// own body, or in a callback that runs before the call it is passed to
	// returns (a Promise executor, an array iteration callback), as RC201
	// counts them. A route handler or timer callback defined inside fn is
	// not inline: registering it makes no call.
	inline bool
	// caught says the code is in a try block whose handler does not
	// rethrow (tryCatches).
	caught bool
	// returned says the code runs in a function fn returns (retlit.Returned):
	// a handler factory's handler, whose mutation RC601 counts as fn's.
	returned bool
	// try is the innermost try block around the code in the same function
	// whose handler does not pass the raw error on (tryguard.Of), or nil.
	try *TryGuard
	// catchVar is the error variable of the catch clause of try block
	// catchOf the code is in (a handled one), or "".
	catchVar string
	catchOf  *xfacts.Span
}

func (x *extractor) pos(off uint32) pos {
	l, c := x.f.Position(int(off))
	return pos{l, c}
}

func (x *extractor) hop(n *model.Node, name string) Hop {
	s, e := x.pos(n.StartByte()), x.pos(n.EndByte())
	if e.line > s.line {
		e = pos{s.line, s.col + 1}
	}
	return Hop{Path: x.f.Path, Line: s.line, Col: s.col, EndLine: e.line, EndCol: e.col, Name: name}
}

// visit walks n's subtree.
func (x *extractor) visit(n *model.Node, c ctx) {
	f := x.f
	if n.IsScope() {
		c = x.enterScope(n, c)
	}
	tsshape.Record(f, n, c.scope == nil, x.out.Classes, x.class, x.addInstance) // interface Ctx { client: Api }
	if c.scope == nil && f.Lang.IsJS() {
		if nm := tsimpl.Interface(f, n); nm != "" { // interface Store { ... }, for tsimpl.Index
			x.out.TSIfaces = append(x.out.TSIfaces, nm)
		}
	}
	switch n.Sym() {
	case model.SymClassDefinition, model.SymClassDeclaration, model.SymClass, model.SymAbstractClassDeclaration:
		if nm := n.ChildByFieldName("name"); nm != nil {
			c.class = f.Text(nm)
			if c.scope == nil {
				x.class(n, c.class)
				if subimpl.AbstractClass(f, n) {
					x.out.Abstract = append(x.out.Abstract, c.class)
				}
				if is := tsimpl.Implements(f, n); is != nil {
					if x.out.Implements == nil {
						x.out.Implements = map[string][]string{}
					}
					x.out.Implements[c.class] = is
				}
			}
		}

	case model.SymAssignment:
		x.annotatedVar(n, c) // client: Optional[Client] = None
		x.instance(n.ChildByFieldName("left"), n.ChildByFieldName("right"), c)
	case model.SymCall, model.SymCallExpression:
		x.call(n, c)
	case model.SymImportStatement, model.SymImportFromStatement:
		x.tab().Statement(n)
	case model.SymVariableDeclarator:
		x.tab().Require(n)
		x.annotatedVar(n, c) // let client: Client | null = null
		x.instance(n.ChildByFieldName("name"), n.ChildByFieldName("value"), c)
		x.restAlias(n, c)
		x.destr = tsshape.Note(x.destr, f, n, c.fn) // const { client } = context
		if c.scope == nil && c.class == "" {        // const api = { async m() {} }: a class api
			if o := objsingle.Name(f, n); o != "" {
				c.class = o
				x.class(n, o)
			}
		}
	case model.SymPublicFieldDefinition, model.SymFieldDefinition:
		x.typedField(n, c)    // protected api: Api
		x.fieldInstance(n, c) // protected api = new Api()
	case model.SymAssignmentExpression, model.SymExpressionStatement:
		if f.Lang.IsJS() && n.Sym() == model.SymAssignmentExpression {
			x.tab().CJSExport(n)
			x.instance(n.ChildByFieldName("left"), n.ChildByFieldName("right"), c)
		}
	case model.SymImportSpec:
		x.tab().GoImport(n)
	case model.SymThrowStatement, model.SymRaiseStatement:
		x.rethrow(n, c)
	case model.SymShortVarDeclaration:
		x.goLocal(n, c)
	case model.SymVarSpec:
		x.goVar(n, c)
		x.goFnValues(n, c)
	case model.SymFieldDeclaration:
		x.goField(n)
		x.goFnValues(n, c)
	case model.SymTypeSpec:
		x.goFnValues(n, c)
		if t, name := n.ChildByFieldName("type"), n.ChildByFieldName("name"); t != nil && name != nil && t.Type() == "interface_type" {
			x.out.Ifaces = append(x.out.Ifaces, f.Text(name))
			x.out.IfaceMethods = gocha.Record(x.out.IfaceMethods, f.Text(name), gocha.IfaceMethods(f, t)) // File.IfaceMethods
		}
	case model.SymReturnStatement:
		x.returns(n, c)
		if f.Lang == model.LangGo && c.fn >= 0 && c.inline { // return fmt.Errorf("%s: %w", msg, err): an error-wrapping helper
			x.out.Funcs[c.fn].Rethrows = gowrap.Add(x.out.Funcs[c.fn].Rethrows, f, n, x.out.Funcs[c.fn].Params)
		}
		if f.Lang == model.LangGo && c.fn >= 0 && c.inline && errtext.GoReturnsErr(f, n) && !x.goOpaque.Drops(n, errtext.GoErrName) {
			if x.goPasses == nil {
				x.goPasses = map[int]bool{}
			}
			x.goPasses[c.fn] = true
		}
	}
	if f.Lang.IsJS() && n.Type() == "export_statement" {
		x.tab().Export(n)
	}
	if x.timeouts != nil && c.fn >= 0 && c.inline {
		if t, ok := x.timeouts[int(n.StartByte())]; ok {
			delete(x.timeouts, int(n.StartByte()))
			x.timeout(&x.out.Funcs[c.fn], t)
		}
	}
	var body *model.Node // a try block whose errors are handled
	if n.Sym() == model.SymTryStatement && !c.caught && errtext.TryCatches(f, n) {
		body = n.ChildByFieldName("body")
	}
	if f.Lang.IsJS() && n.Sym() == model.SymCallExpression && !c.caught {
		if obj := errtext.PromiseCaught(f, n); obj != nil { // p.catch(...): p's rejections are handled
			x.catches = append(x.catches, obj)
			defer func() { x.catches = x.catches[:len(x.catches)-1] }()
		}
	}
	guard, guardBody := tryguard.Of(x.f, n)
	if guard != nil {
		guard.Outer = c.caught
	}
	errVar, errSet, errBody := goerrif.Of(f, n) // Go: if err != nil { ... } after x, err := call()
	var errOf *xfacts.Span
	if errBody != nil {
		sp := xfacts.SpanOf(f, errSet)
		errOf = &sp
	}
	for i := 0; i < int(n.NamedChildCount()); i++ {
		ch := n.NamedChild(i)
		cc := c
		if guard != nil && (guard.Wrap == "" || f.Lang.IsJS()) { // JS: a wrapping handler too, throw new Error(format(e)) (package thrownres)
			cc.catchVar, cc.catchOf = errtext.CatchVar(f, ch), &guard.Body
		}
		if errBody != nil && ch.StartByte() == errBody.StartByte() && ch.EndByte() == errBody.EndByte() {
			cc.catchVar, cc.catchOf = errVar, errOf
		}
		if body != nil && ch.StartByte() == body.StartByte() && ch.EndByte() == body.EndByte() {
			cc.caught = true
		}
		if guardBody != nil && ch.StartByte() == guardBody.StartByte() && ch.EndByte() == guardBody.EndByte() {
			cc.try = guard
		}
		x.visit(ch, cc)
	}
}

// enterScope starts the context of a function-like node: a named function
// gets a Func; an anonymous one keeps the enclosing named function.
func (x *extractor) enterScope(n *model.Node, c ctx) ctx {
	name, class := x.funcName(n, c)
	outer := c
	c.scope = n
	if name == "" {
		if x.f.Lang.IsJS() && jscb.RunsInline(x.f, n) {
			c.async = c.async || model.IsAsync(n)
		} else if x.f.Lang.IsJS() && jscb.Awaited(x.f, n) { // its effects are fn's; a try around the call is judged as before
			c.async, c.caught, c.try, c.catchVar = c.async || model.IsAsync(n), false, nil, ""
		} else {
			c.returned = c.inline && retlit.Returned(n)
			c.async, c.inline, c.caught, c.try, c.catchVar = model.IsAsync(n), false, false, nil, ""
		}
		return c
	}
	reg, onLoop := looptool.SyncOnLoop(x.f, n)
	c.async, c.inline, c.caught, c.try, c.catchVar, c.returned = model.IsAsync(n) || onLoop, true, false, nil, "", false
	s := x.pos(n.StartByte())
	fn := Func{Name: name, Class: class, Line: s.line, Col: s.col, Async: model.IsAsync(n), Exits: impact.EndsProcess(x.f, n), OnLoop: onLoop, LoopBy: reg.By, LoopExt: reg.Ext, Top: outer.scope == nil, Outer: outer.fn + 1,
		Dispatch: regflow.ExportedDispatcher(x.f, n), Offloads: dispatch.Offloads(x.f, n)}
	if class != "" {
		fn.Name = class + "." + name
	}
	if outer.scope != nil && class == "" && scopes.Nestable(n) {
		fn.In = [2]int{x.pos(outer.scope.StartByte()).line, x.pos(outer.scope.EndByte()).line}
	}
	x.params(n, &fn)
	fn.Abstract = class != "" && fn.Top && subimpl.AbstractMethod(x.f, n, slices.Contains(x.out.Abstract, class))
	fn.Settles = fn.Top && x.f.Lang.IsJS() && jscatch.Settles(x.f, n) // for RC602's elements of other modules
	x.out.Funcs = append(x.out.Funcs, fn)
	c.fn = len(x.out.Funcs) - 1
	x.typedParams(n, c.fn)
	x.returnType(n, c.fn)
	if f := &x.out.Funcs[c.fn]; x.f.Lang == model.LangPython {
		f.Client = pyclient.Returned(x.f, n)
		for _, u := range pyclient.Uses(x.f, n) {
			f.Uses = append(f.Uses, ClientUse{Callee: u.Callee, Method: u.Method, Hop: x.hop(u.At, u.Callee+"()."+u.Method+"()"), LineText: x.f.Line(x.pos(u.At.StartByte()).line)})
		}
		f.HTTPClient = pyhttpret.Returns(x.f, n)
		if xfacts.ImportedClientPost != nil {
			for _, u := range pyhttpret.PostUses(x.f, n, func(call *model.Node) string { return xfacts.ImportedClientPost(x.f, call) }) {
				f.PostUses = append(f.PostUses, ClientUse{Callee: u.Callee, Method: u.What, Hop: x.hop(u.At, u.Callee+"().post()"), LineText: x.f.Line(x.pos(u.At.StartByte()).line)})
			}
		}
	}
	return c
}

// funcName returns the name of a function-like node and its class for a
// method, or "" for an anonymous function.
func (x *extractor) funcName(n *model.Node, c ctx) (name, class string) {
	f := x.f
	switch n.Sym() {
	case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition:
		nm := n.ChildByFieldName("name")
		if nm == nil {
			return "", ""
		}
		if n.Sym() == model.SymMethodDefinition || (f.Lang == model.LangPython && c.class != "" && c.scope == nil) {
			return f.Text(nm), c.class
		}
		return f.Text(nm), ""
	case model.SymMethodDeclaration: // Go
		nm := n.ChildByFieldName("name")
		recv := n.ChildByFieldName("receiver")
		if nm == nil || recv == nil {
			return "", ""
		}
		t := ""
		model.Walk(recv, func(m *model.Node) bool {
			if t == "" && m.Sym() == model.SymTypeIdentifier {
				t = f.Text(m)
			}
			return t == ""
		})
		return f.Text(nm), t
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
		p := n.Parent()
		if p == nil {
			return "", ""
		}
		switch p.Sym() {
		case model.SymVariableDeclarator:
			if nm := p.ChildByFieldName("name"); nm != nil && nm.Sym() == model.SymIdentifier {
				return f.Text(nm), ""
			}
		case model.SymAssignmentExpression: // exports.f = function () {}
			if name := jsmod.CJSExportName(f, p.ChildByFieldName("left")); name != "" {
				return name, ""
			}
		}
		if m := objsingle.Method(f, n); m != "" && c.class != "" {
			return m, c.class // const api = { init() {}, run: async () => {} }: a method of class api
		}
		if nm := n.ChildByFieldName("name"); nm != nil && p.Type() == "export_statement" {
			return f.Text(nm), ""
		}
		if p.Type() == "export_statement" { // export default function () {}
			return "default", ""
		}
	}
	return "", ""
}

// params records a function's positional parameter names (without Python's
// self / cls) and its **kwargs parameter.
func (x *extractor) params(n *model.Node, fn *Func) {
	f := x.f
	ps := n.ChildByFieldName("parameters")
	if ps == nil {
		if p := n.ChildByFieldName("parameter"); p != nil { // x => ...
			fn.Params = []string{f.Text(p)}
		}
		return
	}
	for i := 0; i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		name := ""
		switch p.Type() {
		case "identifier":
			name = f.Text(p)
		case "typed_parameter":
			if c := p.NamedChild(0); c != nil && c.Sym() == model.SymIdentifier {
				name = f.Text(c)
			} else if c != nil && c.Type() == "dictionary_splat_pattern" {
				fn.Kwargs = strings.TrimPrefix(f.Text(c), "**")
				continue
			}
		case "default_parameter", "typed_default_parameter":
			name = f.Text(p.ChildByFieldName("name"))
		case "dictionary_splat_pattern":
			fn.Kwargs = strings.TrimPrefix(f.Text(p), "**")
			continue
		case "required_parameter", "optional_parameter":
			if pat := p.ChildByFieldName("pattern"); pat != nil && pat.Sym() == model.SymIdentifier {
				name = f.Text(pat)
			}
		case "assignment_pattern":
			if l := p.ChildByFieldName("left"); l != nil && l.Sym() == model.SymIdentifier {
				name = f.Text(l)
			}
		case "parameter_declaration": // Go: a, b int
			isCtx := f.Text(p.ChildByFieldName("type")) == "context.Context"
			for j := 0; j < int(p.NamedChildCount()); j++ {
				if c := p.NamedChild(j); c.FieldName() == "name" {
					fn.Params = append(fn.Params, f.Text(c))
					if isCtx && fn.Ctx == 0 {
						fn.Ctx = len(fn.Params)
					}
				}
			}
			continue
		case "comment", "keyword_separator", "positional_separator":
			continue
		}
		fn.Params = append(fn.Params, name) // "" keeps the position of a pattern
	}
	if f.Lang == model.LangPython && fn.Class != "" && len(fn.Params) > 0 && (fn.Params[0] == "self" || fn.Params[0] == "cls") {
		fn.Params = fn.Params[1:]
	}
}

// class records a top-level class and its bases.
func (x *extractor) class(n *model.Node, name string) {
	if x.out.Classes == nil {
		x.out.Classes = map[string][]string{}
	}
	x.out.Classes[name] = classbases.Of(x.f, n)
}

// instance records name = Class(...) / const name = new Class(...) /
// self.name = Class(...) when Class is capitalised.
func (x *extractor) instance(left, right *model.Node, c ctx) {
	f := x.f
	if left == nil || right == nil {
		return
	}
	for right.Sym() == model.SymAwaitExpression || right.Sym() == model.SymAwait || right.Sym() == model.SymParenthesizedExpression {
		if right = right.NamedChild(0); right == nil {
			return
		}
	}
	if own := lifespan.OwnCall(f, right); own != nil {
		right = own // connector = ctx.request_context.lifespan_context.connector: the lifespan's MilvusConnector(...)
	}
	if d := pytype.Default(f, right); d != nil {
		right = d // client or Client(): the default's class
	} else if t := x.alias(left, right, c); t != "" {
		x.addInstance(t, x.out.Instances[strconv.Itoa(c.fn)+"/"+f.Text(right)])
		return
	}
	if right.Sym() == model.SymCallExpression && f.Lang.IsJS() { // const api = getApi()
		right = model.Unwrap(right)
	} else if right.Sym() != model.SymCall && right.Sym() != model.SymNewExpression {
		return
	}
	ctor := model.Callee(right)
	if ctor == nil || (ctor.Sym() != model.SymIdentifier && ctor.Sym() != model.SymAttribute && ctor.Sym() != model.SymMemberExpression) {
		return
	}
	cls := f.Text(ctor)
	last := cls[strings.LastIndex(cls, ".")+1:]
	if last == "" {
		return
	}
	if last[0] < 'A' || last[0] > 'Z' {
		// client = make_client(): the instance a function of the
		// repository returns (Func.Returns), "make_client()"
		if cls = pytype.SelfCall(f, cls, x.out.SelfClass(c.fn)); right.Sym() == model.SymNewExpression || cls == "" || strings.Count(cls, ".") > 1 || strings.HasPrefix(cls, "this.") {
			return
		}
		cls += "(" + pytype.ClassArg(f, right) + ")"
	}
	key := ""
	switch left.Sym() {
	case model.SymIdentifier:
		key = f.Text(left)
		if c.fn >= 0 {
			key = strconv.Itoa(c.fn) + "/" + key
		} else if c.scope != nil {
			return
		}
	case model.SymAttribute, model.SymMemberExpression:
		obj := left.ChildByFieldName("object")
		attr := left.ChildByFieldName("attribute")
		if attr == nil {
			attr = left.ChildByFieldName("property")
		}
		cls := ""
		if c.fn >= 0 {
			cls = x.out.Funcs[c.fn].Class
		}
		if obj == nil || attr == nil || cls == "" || (f.Text(obj) != "self" && f.Text(obj) != "this") {
			return
		}
		key = cls + "." + f.Text(obj) + "." + f.Text(attr)
	default:
		return
	}
	if x.out.Instances == nil {
		x.out.Instances = map[string]string{}
	}
	if _, ok := x.out.Instances[key]; !ok {
		x.out.Instances[key] = strings.Join(strings.Fields(cls), "")
	}
}

// alias returns the key of attribute self.a when a Python method gives it
// one of its local instances (`self.client = client`, a parameter annotated
// `Optional[Client]`), or "".
func (x *extractor) alias(left, right *model.Node, c ctx) string {
	if c.fn < 0 || x.f.Lang != model.LangPython || right.Sym() != model.SymIdentifier || left == nil || left.Sym() != model.SymAttribute {
		return ""
	}
	cls, obj := x.out.Funcs[c.fn].Class, left.ChildByFieldName("object")
	if _, ok := x.out.Instances[strconv.Itoa(c.fn)+"/"+x.f.Text(right)]; !ok || cls == "" || obj == nil || x.f.Text(obj) != "self" {
		return ""
	}
	return cls + ".self." + x.f.Text(left.ChildByFieldName("attribute"))
}

// call records one call, and the function's direct effects it makes.
func (x *extractor) call(n *model.Node, c ctx) {
	f := x.f
	callee := model.Callee(n)
	if callee == nil {
		return
	}
	x.effects(n, callee, c)
	x.noteDeadline(n, callee)
	text := ""
	switch callee.Sym() {
	case model.SymIdentifier:
		text = f.Text(callee)
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		obj := callee.ChildByFieldName("object")
		if obj == nil {
			obj = callee.ChildByFieldName("operand")
		}
		prop := callee.ChildByFieldName("attribute")
		if prop == nil {
			prop = callee.ChildByFieldName("property")
		}
		if prop == nil {
			prop = callee.ChildByFieldName("field")
		}
		if obj == nil || prop == nil {
			return
		}
		switch obj.Sym() {
		case model.SymIdentifier, model.SymThis, model.SymSelf:
		case model.SymAttribute, model.SymMemberExpression: // self.client.get(), this.api.fetch()
			inner := obj.ChildByFieldName("object")
			attr := obj.ChildByFieldName("attribute")
			if attr == nil {
				attr = obj.ChildByFieldName("property")
			}
			if inner == nil || attr == nil || (f.Text(inner) != "self" && f.Text(inner) != "this" && inner.Sym() != model.SymIdentifier && !heldrecv.SelfField(f, inner)) {
				return // client.jobs_client.create_job(): an attribute or property of an instance (Program.attrMethod)
			}
		case model.SymSelectorExpression: // Go: s.client.Get() on the receiver s
			if !x.goRecvField(obj, c) {
				return
			}
		case model.SymCall, model.SymCallExpression: // jenkins(ctx).build_item(): the instance a factory returns
			if text = x.factoryInstance(obj, c); text == "" {
				return
			}
		case model.SymNewExpression: // new TaskService().createTask(): the instance built inline
			if text = x.newInstance(obj, c); text == "" {
				return
			}
		default:
			return
		}
		text = tsshape.Root(x.destr, c.fn, func(g int) int { return x.out.Funcs[g].Outer - 1 }, cmp.Or(text, f.Text(obj))+"."+f.Text(prop))
	default:
		return
	}
	call := Call{Func: c.fn, Callee: text, Async: c.async && c.scope != nil, Hop: x.hop(callee, gochain.Display(text)+"()")}
	if f.Lang != model.LangGo {
		call.Alts, call.Runs, call.Poly = dispatch.Alts(f, callee), pyfuture.Runs(f, n), dispatch.Poly(f, callee)
	}
	call.Nested = c.fn >= 0 && !c.inline
	call.Returned = call.Nested && c.returned
	call.Caught = c.caught || errtext.Within(x.catches, n)
	call.Try = c.try
	call.Judged = f.Lang != model.LangGo && xfacts.StateAction != nil && xfacts.StateAction(f, n)
	x.errArg(n, c, &call)
	call.Handler = x.handler(c.scope)
	call.LineText = f.Line(call.Line)
	hctx := ""
	if call.Handler != model.NotHandler {
		hctx = godbctx.HandlerCtx(f, c.scope)
	}
	var params []string
	kwargs := ""
	if c.fn >= 0 {
		params, kwargs = x.out.Funcs[c.fn].Params, x.out.Funcs[c.fn].Kwargs
	}
	if args := model.Args(n); args != nil {
		for i := 0; i < int(args.NamedChildCount()); i++ {
			a := args.NamedChild(i)
			switch a.Sym() {
			case model.SymComment:
			case model.SymKeywordArgument:
				call.Keywords = append(call.Keywords, f.Text(a.ChildByFieldName("name")))
				call.Kw = append(call.Kw, sfwd.KwArg(f, a, params))
			case model.SymDictionarySplat:
				call.KwSplat = true
				if a.NamedChildCount() > 0 && kwargs != "" && f.Text(a.NamedChild(0)) == kwargs {
					call.KwSplatParam = true
				}
			case model.SymListSplat, model.SymSpreadElement:
				call.Spread = true
			default:
				arg := sfwd.ArgOf(f, a, params)
				if hctx != "" && a.Sym() == model.SymIdentifier && f.Text(a) == hctx && !sfwd.Reassigned(f, a) {
					arg = Arg{Kind: ArgCtx, Param: -1}
					if j := slices.Index(params, hctx); j >= 0 {
						arg.Param = j // a named handler's own parameter, forwarded as before for the other rules
					}
				}
				call.Args = append(call.Args, arg)
			}
		}
	}
	call.Vals, call.Cbs = argval.Read(f, n), cbargs.Read(f, n)
	if x.calls == nil {
		x.calls = map[int]int{}
	}
	if x.calls[c.fn]++; x.calls[c.fn] > MaxCallsPerFunc {
		return
	}
	call.Hop.Keeps, call.Hop.Wrap = narrowexc.Keeps(f, n), wrapcls.Class(f, n) // the class of its errors, for a caller's except ValueError / except ApiError
	x.out.Calls = append(x.out.Calls, call)
	if x.onCall != nil {
		x.onCall(n, &x.out.Calls[len(x.out.Calls)-1])
	}
}

// effects records the direct effects of call n in the enclosing named
// function: a blocking call made by a sync function itself, an outbound call
// RC101 reported, an options object forwarded to fetch or requests.
func (x *extractor) effects(n, callee *model.Node, c ctx) {
	f := x.f
	q := model.ImportedName(f, callee)
	if f.Lang.IsJS() && q == "" && callee.Sym() == model.SymMemberExpression {
		if mod, ok := model.JsRequire(f, model.Unwrap(callee.ChildByFieldName("object"))); ok {
			q = mod + "." + f.Text(callee.ChildByFieldName("property"))
		}
	}
	if c.fn < 0 {
		return
	}
	fn := &x.out.Funcs[c.fn]
	// Effects count where the code runs while fn runs (ctx.inline). An
	// outbound call RC101 reported belongs to the innermost named function
	// around it (c.fn).
	for _, r := range []string{gorecv.Root(f, callee), x.chainRecv(callee, c)} { // and wiki().Space.Gets(): gochain.RecvOf
		if !c.inline && r != "" && len(fn.LitRecvs) < 4*maxRecvs && xfacts.ErrPassed != nil && xfacts.ErrPassed(f, n) && x.recv(r, n, c) {
			fn.LitRecvs = append(fn.LitRecvs, Effect{What: r, Chain: []Hop{x.hop(callee, errtext.CalleeName(f, callee))}})
		}
	}
	if !c.inline {
		if c.returned {
			x.mutation(n, callee, fn)
		}
		return
	}
	x.dbCtx(n, callee, fn)
	if x.sinks != nil {
		rule := x.sinks[x.pos(n.StartByte())]
		if rule == "" {
			rule = x.sinks[x.pos(callee.StartByte())]
		}
		what := callname.Short(f.Text(callee)) + "()"
		hop := x.hop(callee, what)
		// In run(...).stdout.strip() every call starts where the finding
		// does; the innermost (visited last) is the one RC102 means.
		same := func(e *Effect) bool { return e == nil || e.Chain[0].Line == hop.Line && e.Chain[0].Col == hop.Col }
		switch {
		case rule == "RC101" && callfx.CarriesCtx(f, n, callee, fn.Params, fn.Ctx):
			// bounded by the context the callers pass: each caller that
			// passes its own context forwards it, one that passes
			// context.Background() is reported (judge, ArgNone)
			fn.Forwards = append(fn.Forwards, Forward{Param: fn.Ctx - 1, Key: "context", Chain: []Hop{hop}})
		case rule == "RC101" && same(fn.Unbounded):
			fn.Unbounded = &Effect{What: what, Chain: []Hop{hop}}
		case rule == "RC102" && same(fn.NoTimeout):
			fn.NoTimeout = &Effect{What: what, Chain: []Hop{hop}}
		}
	}
	x.raises(n, callee, fn, c)
	// Blocking: only a sync function's own body (not a nested callback,
	// which may run later) makes the function block.
	// A whole-file read outranks a small operation (fsops) found first.
	if (fn.Blocks == nil || fsops.SmallCall(fn.Blocks.What) && !fsops.SmallCall(q)) && !fn.Async && !c.async {
		w := ""
		if callfx.Blocking(f, n, q) {
			w = q
		} else if f.Lang == model.LangPython && fn.Blocks == nil {
			if xfacts.PyBlockingMethod != nil {
				w = xfacts.PyBlockingMethod(f, n) // a blocking client's method: requests.Session().post
			}
			if w == "" {
				w = pyclient.Blocking(f, n) // conn.execute(...) of a client built or returned in the file
			}
		}
		if w != "" {
			if w += "()"; f.Lang.IsJS() && strings.HasSuffix(q, "appendFileSync") && fsops.LogAppend(f, n) {
				w += fsops.LogLine
			}
			fn.Blocks = &Effect{What: w, Chain: []Hop{x.hop(callee, w)}}
		}
	}
	x.forward(n, callee, q, fn, c.fn)
}

// forward records a parameter of fn passed on as the options of an
// outbound call with no bound of fn's own: fetch(url, opts) or
// fetch(url, {...opts, method}) without signal; requests.get(url, **kwargs)
// without timeout=.
func (x *extractor) forward(n, callee *model.Node, q string, fn *Func, fi int) {
	f := x.f
	param := func(name string) int {
		for j, p := range fn.Params {
			if p == name && p != "" {
				return j
			}
		}
		if j, ok := x.aliases[fi][name]; ok {
			return j
		}
		return -2
	}
	switch {
	case f.Lang.IsJS() && (callee.Sym() == model.SymIdentifier && f.Text(callee) == "fetch" && (q == "" || q == "node-fetch" || q == "undici.fetch") ||
		jsfetch.Field(f, callee)): // this.fetch(url, init): an injected fetch field
		if model.RelativeURL(f, model.Arg(n, 0)) || model.BlobURL(f, model.Arg(n, 0)) {
			return
		}
		idx, outers := x.out.Enclosing(fi) // a closure's options may be a parameter of a function it is in
		j, prop, g := fwd.Source(f, n, model.Arg(n, 1), "signal", param, fn.Params, outers)
		if to := fn; j >= 0 {
			if g >= 0 {
				to = &x.out.Funcs[idx[g]]
			}
			h := x.hop(callee, "fetch()")
			to.Forwards = append(to.Forwards, Forward{Param: j, Prop: prop, Key: "signal", Chain: []Hop{h}, LineText: f.Line(h.Line)})
		}
	case f.Lang.IsJS() && strings.HasPrefix(q, "child_process."):
		// execFileSync(file, args, options): the callers' options, with no timeout of its own (RC102)
		if opts, name := fwd.ChildOptions(f, n, q); opts != nil {
			if j := fwd.OptionsParam(f, opts, "timeout", param); j >= 0 {
				h := x.hop(callee, name+"()")
				fn.Forwards = append(fn.Forwards, Forward{Param: j, Key: "timeout", Rule: "RC102", Chain: []Hop{h}, LineText: f.Line(h.Line)})
			}
		}
	case f.Lang == model.LangPython && fn.Kwargs != "" && (model.PyRequestsFuncs[q] || fwd.PySession(f, callee)):
		if f.Kwarg(n, "timeout") != nil || fwd.KwargsTimeout(f, n, fn.Kwargs) {
			return
		}
		args := model.Args(n)
		for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
			a := args.NamedChild(i)
			if a.Sym() == model.SymDictionarySplat && a.NamedChildCount() > 0 && f.Text(a.NamedChild(0)) == fn.Kwargs {
				h := x.hop(callee, fwd.PyCallName(f, callee, q)+"()")
				fn.Forwards = append(fn.Forwards, Forward{Param: -1, Key: "timeout", Chain: []Hop{h}, LineText: f.Line(h.Line)})
				return
			}
		}
	}
}

// tab is the file's module table (package modtab) recording into x.out.
func (x *extractor) tab() *modtab.Table {
	return &modtab.Table{F: x.f, Imports: &x.out.Imports, Exports: &x.out.Exports, ReExports: &x.out.ReExports}
}
