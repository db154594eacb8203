package model

import (
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/libmodels"
)

// blockKind groups blocking calls by the fix that replaces them.
type blockKind int

const (
	blockHTTP      blockKind = iota // requests, urllib, urllib3, http.client
	blockHTTPX                      // httpx module functions and httpx.Client
	blockSleep                      // time.sleep
	blockProcess                    // subprocess runs, os.system, os.spawn*(P_WAIT)
	blockWait                       // Popen.wait/communicate, os.wait*
	blockDNS                        // socket name lookups
	blockSocket                     // socket connects and I/O
	blockFS                         // JS fs *Sync
	blockChildProc                  // JS child_process *Sync
	blockCache                      // redis-py's synchronous client
	blockChroma                     // chromadb's synchronous clients
)

// blockFix is the suggestion per kind when a call has none of its own: the
// async alternative of the first blocking Python row of that kind (os.spawn*
// with P_WAIT reads blockProcess's). JS fixes come from their rows or, for
// fs, are built per call.
var blockFix = func() map[blockKind]string {
	out := map[blockKind]string{}
	for _, r := range libs.Select(and(py(""), func(r *libmodels.Row) bool { return r.Blocks && r.Async != "" })) {
		if k, ok := blockKindOf(r.Kind); ok && out[k] == "" {
			out[k] = r.Async
		}
	}
	return out
}()

// blocking is what RC201 knows of a blocking callable: its class, the fix
// that replaces it and, for a client, the methods that block.
type blocking struct {
	kind    blockKind
	fix     string
	methods map[string]bool
}

var (
	// pyBlockingFuncs maps module-level functions that block to their class
	// and fix (rows: python functions with blocks: true).
	pyBlockingFuncs = pyBlocking(func(r *libmodels.Row) bool { return r.API == libmodels.Function })
	// pyBlockingClients maps constructors of blocking clients (and functions
	// that return a connected one) to their class, fix and blocking methods
	// (rows: python rows with blocks: true and methods).
	pyBlockingClients = pyBlocking(func(r *libmodels.Row) bool {
		return len(r.Methods) > 0 && (r.API == libmodels.Constructor || r.API == libmodels.Function)
	})
	// pySpawnFuncs are os.spawn*: they block only with mode os.P_WAIT.
	pySpawnFuncs = libs.NameSet(and(py(libmodels.Function, "os"), func(r *libmodels.Row) bool {
		return r.Kind == libmodels.Subprocess && !r.Blocks
	}))

	// jsFSModules are the modules whose *Sync functions touch the file system.
	jsFSModules = libs.NameSet(and(js(libmodels.Module), func(r *libmodels.Row) bool {
		return r.Kind == libmodels.Filesystem && r.Blocks
	}))
	// jsChildProcessSync are child_process's synchronous functions.
	jsChildProcessSync = lastSegments(and(js(libmodels.Function, "child_process"), func(r *libmodels.Row) bool { return r.Blocks }))
	// jsChildProcessFix is their fix (the rows' async alternative).
	jsChildProcessFix = func() string {
		for _, r := range libs.Select(and(js(libmodels.Function, "child_process"), func(r *libmodels.Row) bool { return r.Blocks })) {
			return r.Async
		}
		return ""
	}()
	// jsInlineCallbacks are array methods whose callback runs before they return.
	jsInlineCallbacks = map[string]bool{"forEach": true, "map": true, "filter": true, "reduce": true,
		"reduceRight": true, "some": true, "every": true, "find": true, "findIndex": true, "findLast": true,
		"findLastIndex": true, "flatMap": true}
)

// pyBlocking indexes the blocking Python rows keep accepts by name.
func pyBlocking(keep func(*libmodels.Row) bool) map[string]blocking {
	out := map[string]blocking{}
	for _, r := range libs.Select(and(py(""), keep, func(r *libmodels.Row) bool { return r.Blocks })) {
		k, ok := blockKindOf(r.Kind)
		if !ok {
			continue
		}
		b := blocking{kind: k, fix: r.Async, methods: map[string]bool{}}
		for _, m := range r.Methods {
			b.methods[m] = true
		}
		for _, n := range r.Names() {
			out[n] = b
		}
	}
	return out
}

// pyBlockingMethods is the union of pyBlockingClients' methods: a method
// call whose name is not in it blocks with no client, so python need not
// find the client (PyClientOf, a lookup of the object's binding).
var pyBlockingMethods = func() map[string]bool {
	out := map[string]bool{}
	for _, cl := range pyBlockingClients {
		for m := range cl.methods {
			out[m] = true
		}
	}
	return out
}()

// BlockingCheck is one file's pass. Socket findings wait in pending until the
// walk has seen whether the file makes that socket non-blocking.
type BlockingCheck struct {
	P           *Pass
	F           *File
	NonBlocking map[string]bool // receiver text -> setblocking(False) / settimeout(0) seen
	Pending     []blockingFinding
}

type blockingFinding struct {
	At       *Node
	Msg, Fix string
	Recv     string // socket receiver text, or ""
	Autofix  *Fix   // the edits, when a fix can be written
}

// Walk visits n's subtree once. fn is the async function whose body the
// code runs in, or nil when it runs in sync code (module level, a sync
// function, a lambda). Each function-like node starts a new context.
func (c *BlockingCheck) Walk(n *Node, fn *Node) {
	visit := func(m *Node) bool {
		if m != n && m.IsScope() {
			c.enter(m, fn)
			return false
		}
		switch m.Sym() {
		case SymCall:
			c.python(m, fn)
		case SymCallExpression:
			c.js(m, fn)
		}
		return true
	}
	if scopesHaveSyms(c.F.Lang) {
		// visit returns true, doing nothing, for every node that is neither a
		// call nor a scope, and every scope type of the language is in
		// blockingSyms
		c.F.WalkSyms(n, blockingSyms, visit)
		return
	}
	Walk(n, visit)
}

// blockingSyms are the calls and the scope types (ScopeTypes) that have a
// Sym constant.
var blockingSyms = func() *SymBitset {
	syms := []Sym{SymCall, SymCallExpression}
	for name := range ScopeTypes {
		if s := SymOf(name); s != SymOther {
			syms = append(syms, s)
		}
	}
	return NewSymBitset(syms...)
}()

// scopesHaveSyms reports whether every scope type of lang's grammar has a
// Sym constant (not JS/TS, whose generator_function has none), so that a
// walk for scopes can go by Sym; computed once per language.
func scopesHaveSyms(lang Language) bool {
	if v, ok := scopeSymsByLang.Load(lang); ok {
		return v.(bool)
	}
	st := symbols(lang)
	all := true
	for s := range st.names {
		if st.scope[s] && st.syms[s] == SymOther {
			all = false
		}
	}
	scopeSymsByLang.Store(lang, all)
	return all
}

var scopeSymsByLang sync.Map // Language -> bool

// enter walks a function-like node: its body in its own context, and (Python)
// its parameters' default values and annotations in the enclosing one.
func (c *BlockingCheck) enter(m, outer *Node) {
	inner := (*Node)(nil)
	if c.isAsync(m) {
		inner = m
	} else if c.F.Lang.IsJS() && c.jsRunsInline(m) {
		inner = outer
	}
	if c.F.Lang != LangPython {
		c.Walk(m, inner)
		return
	}
	for i := 0; i < int(m.ChildCount()); i++ {
		if m.FieldNameForChild(i) == "body" {
			c.walkChild(m.Child(i), inner)
		} else {
			c.walkChild(m.Child(i), outer)
		}
	}
}

// walkChild walks n in context fn, entering n itself when it is a function.
func (c *BlockingCheck) walkChild(n, fn *Node) {
	if n.IsScope() {
		c.enter(n, fn)
		return
	}
	c.Walk(n, fn)
}

// isAsync is IsAsync, tolerant of modifiers (static, override, get) before async.
func (c *BlockingCheck) isAsync(fn *Node) bool {
	if fn.Sym() == SymLambda {
		return false
	}
	for i := 0; i < int(fn.ChildCount()); i++ {
		switch fn.FieldNameForChild(i) {
		case "name", "parameters", "parameter", "body":
			return false
		}
		if fn.Child(i).Sym() == SymAsync {
			return true
		}
	}
	return false
}

// jsRunsInline reports whether a JS function expression runs before the call
// it is passed to returns: a Promise executor or an array iteration callback.
func (c *BlockingCheck) jsRunsInline(fn *Node) bool {
	args := fn.Parent()
	if args == nil || args.Sym() != SymArguments || args.NamedChildCount() == 0 || !SameSpan(args.NamedChild(0), fn) {
		return false
	}
	call := args.Parent()
	if call == nil {
		return false
	}
	callee := Callee(call)
	switch {
	case call.Sym() == SymNewExpression:
		return c.F.Text(callee) == "Promise"
	case call.Sym() == SymCallExpression && callee != nil && callee.Sym() == SymMemberExpression:
		return jsInlineCallbacks[c.F.Text(callee.ChildByFieldName("property"))]
	}
	return false
}

// fnName describes the async function for messages.
func (c *BlockingCheck) fnName(fn *Node) string {
	f := c.F
	kind := "async function "
	switch {
	case f.Lang == LangPython:
		kind = "async def "
	case fn.Sym() == SymMethodDefinition:
		kind = "async method "
	}
	if name := fn.ChildByFieldName("name"); name != nil {
		return kind + f.Text(name)
	}
	if d := fn.Parent(); d != nil {
		switch d.Sym() {
		case SymVariableDeclarator, SymPublicFieldDefinition, SymFieldDefinition:
			if name := d.ChildByFieldName("name"); name != nil {
				return kind + f.Text(name)
			}
			if name := d.ChildByFieldName("property"); name != nil {
				return kind + f.Text(name)
			}
		case SymPair:
			return kind + strings.Trim(f.Text(d.ChildByFieldName("key")), "'\"`")
		case SymArguments:
			if call := d.Parent(); call != nil && call.Sym() == SymCallExpression {
				if callee := f.Text(Callee(call)); len(callee) <= 40 && !strings.Contains(callee, "\n") {
					return "an async callback of " + callee
				}
			}
		}
	}
	return "an async callback"
}

func (c *BlockingCheck) report(at, fn *Node, name string, kind blockKind, fix, recv string) {
	if fix == "" {
		fix = blockFix[kind]
	}
	until := "until it returns"
	switch kind {
	case blockSleep:
		until = "until the sleep ends"
	case blockProcess, blockWait, blockChildProc:
		until = "until the process exits"
	}
	msg := name + " blocks the event loop in " + c.fnName(fn) + ", so no other request or task runs " + until + "; " + fix
	c.Pending = append(c.Pending, blockingFinding{At: at, Msg: msg, Fix: fix, Recv: recv})
}

// Shadowed reports whether the first segment of a dotted callee is rebound
// locally (a parameter or assignment), so it no longer names the import.
func (c *BlockingCheck) Shadowed(callee *Node) bool {
	head, ok := c.F.nameHead(callee)
	if !ok {
		return false // require('fs').x: no name to rebind
	}
	if v := c.F.Lookup(head, callee); v != nil && !c.isImportBinding(v) {
		return true
	}
	return c.isParam(head, callee)
}

// isImportBinding reports whether a binding value is itself an import
// (JS `const fs = require('fs')` is both a binding and an import).
func (c *BlockingCheck) isImportBinding(v *Node) bool {
	_, ok := JsRequire(c.F, Unwrap(v))
	return ok
}

// isParam reports whether name is a parameter of a function enclosing n.
func (c *BlockingCheck) isParam(name string, n *Node) bool {
	return c.param(name, n) != nil
}

// param returns the parameter node that binds name for a use at n, or nil.
func (c *BlockingCheck) param(name string, n *Node) *Node {
	for fn := EnclosingFunc(n); fn != nil; fn = EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			params = fn.ChildByFieldName("parameter")
		}
		if params == nil {
			continue
		}
		if params.Sym() == SymIdentifier {
			if c.F.Text(params) == name {
				return params
			}
			continue
		}
		for i := 0; i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			var id *Node
			switch p.Sym() {
			case SymIdentifier:
				id = p
			case SymTypedParameter:
				if p.NamedChildCount() > 0 {
					id = p.NamedChild(0)
				}
			case SymDefaultParameter, SymTypedDefaultParameter:
				id = p.ChildByFieldName("name")
			case SymRequiredParameter, SymOptionalParameter:
				id = p.ChildByFieldName("pattern")
			case SymAssignmentPattern:
				id = p.ChildByFieldName("left")
			}
			if id != nil && c.F.Text(id) == name {
				return p
			}
		}
	}
	return nil
}

func (c *BlockingCheck) python(call, fn *Node) {
	f := c.F
	callee := Callee(call)
	if callee == nil {
		return
	}
	if callee.Sym() == SymAttribute {
		c.pySocketFact(call, callee)
	}
	if fn == nil {
		return
	}
	q := ImportedName(f, callee)
	if b, ok := pyBlockingFuncs[q]; ok && !c.Shadowed(callee) {
		kind := b.kind
		if kind == blockWait && strings.Contains(f.Text(Args(call)), "WNOHANG") {
			return // a non-blocking poll
		}
		if a := Arg(call, 0); kind == blockSleep && a != nil && (f.Text(a) == "0" || f.Text(a) == "0.0") {
			return // time.sleep(0) only yields the GIL
		}
		c.report(callee, fn, q, kind, b.fix, "")
		c.Pending[len(c.Pending)-1].Autofix = c.pyAwaitFix(call, fn, q, kind)
		return
	}
	if pySpawnFuncs[q] && !c.Shadowed(callee) {
		mode := f.Kwarg(call, "mode")
		if mode == nil {
			mode = Arg(call, 0)
		}
		if mode != nil && c.pyIsPWait(mode) {
			c.report(callee, fn, q+"(os.P_WAIT)", blockProcess, "", "")
		}
		return
	}
	if callee.Sym() == SymIdentifier {
		c.pyBlockingHelper(call, callee, fn)
		return
	}
	if callee.Sym() != SymAttribute {
		return
	}
	method := f.Text(callee.ChildByFieldName("attribute"))
	if !pyBlockingMethods[method] {
		return // no client has this method: cl.methods[method] below is false for every cl
	}
	obj := callee.ChildByFieldName("object")
	ctor := c.PyClientOf(obj)
	cl, ok := pyBlockingClients[ctor]
	if !ok || !cl.methods[method] {
		return
	}
	recv := ""
	if cl.kind == blockSocket {
		recv = f.Text(obj)
	}
	name := f.Text(callee)
	if len(name) > 60 || strings.Contains(name, "\n") {
		name = ctor + "()." + method
	}
	c.report(callee, fn, name, cl.kind, cl.fix, recv)
	if cl.kind == blockCache || cl.kind == blockChroma {
		c.Pending[len(c.Pending)-1].Autofix = c.pyAwaitFix(call, fn, name, cl.kind)
	}
}

// pyIsPWait reports whether an os.spawn* mode argument is os.P_WAIT (0).
func (c *BlockingCheck) pyIsPWait(mode *Node) bool {
	v := Unwrap(mode)
	if v.Sym() == SymIdentifier {
		v = c.F.Resolve(v)
	}
	return ImportedName(c.F, v) == "os.P_WAIT" || c.F.Text(v) == "0"
}

// PyClientOf returns the constructor name ("requests.Session") of the
// object a method is called on: the value it was assigned from (through
// `with ... as`, `self.x = ...`, annotated assignments), a call made in
// place (`requests.Session().get`), or the annotation of a parameter.
func (c *BlockingCheck) PyClientOf(obj *Node) string {
	f := c.F
	obj = Unwrap(obj)
	if obj.Sym() == SymCall {
		return c.pyCallClient(obj)
	}
	if obj.Sym() == SymAttribute && isSelfMember(f.Text(obj)) {
		return c.pySelfClient(obj)
	}
	if obj.Sym() != SymIdentifier {
		return ""
	}
	v := f.Lookup(f.Text(obj), obj)
	if v == nil {
		if obj.Sym() == SymIdentifier {
			if p := c.param(f.Text(obj), obj); p != nil {
				return c.pyAnnotated(p.ChildByFieldName("type"))
			}
		}
		return ""
	}
	if a := v.Parent(); a != nil && a.Sym() == SymAssignment && a.ChildByFieldName("type") != nil {
		if t := c.pyAnnotated(a.ChildByFieldName("type")); t != "" {
			return t
		}
	}
	r := f.Resolve(obj)
	if r.Sym() == SymCall {
		return c.pyCallClient(r)
	}
	return ""
}

// pyCallClient names the client a call builds: its constructor, or for a
// helper of the file, the client the helper returns (pyReturnedClient);
// else the callee's name.
func (c *BlockingCheck) pyCallClient(call *Node) string {
	f := c.F
	ctor := CalleeName(f, call)
	if _, ok := pyBlockingClients[ctor]; ok {
		return ctor
	}
	if fn := Callee(call); fn != nil && fn.Sym() == SymIdentifier {
		if def := f.localFunc(fn); def != nil && def.Sym() == SymFunctionDefinition {
			if rc := c.pyReturnedClient(def); rc != "" {
				return rc
			}
		}
	}
	return ctor
}

// pyReturnedClient returns the client constructor a helper of the file
// returns (get_client() that builds and caches a module-level client):
// every return gives a constructor call, or a name whose every assignment
// in the file is such a call (None placeholders aside). The constructors
// must come from one package (chromadb.HttpClient or
// chromadb.PersistentClient by configuration); otherwise "".
func (c *BlockingCheck) pyReturnedClient(def *Node) string {
	f := c.F
	found, pkg, ok := "", "", true
	agree := func(ctor string) {
		if _, known := pyBlockingClients[ctor]; !known {
			ok = false
			return
		}
		p := ctor[:strings.LastIndex(ctor, ".")+1]
		if pkg != "" && p != pkg {
			ok = false
			return
		}
		if found == "" {
			found, pkg = ctor, p
		}
	}
	returns := 0
	Walk(def.ChildByFieldName("body"), func(n *Node) bool {
		switch n.Sym() {
		case SymFunctionDefinition, SymLambda, SymClassDefinition:
			return false
		case SymReturnStatement:
			returns++
			v := Unwrap(n.NamedChild(0))
			switch {
			case v == nil:
				ok = false
			case v.Sym() == SymCall:
				agree(CalleeName(f, v))
			case v.Sym() == SymIdentifier:
				bs := f.bindings()
				named := f.bindingsNamed(f.Text(v))
				if len(named) == 0 {
					ok = false
				}
				for _, i := range named {
					switch b := Unwrap(bs[i].value); {
					case b == nil:
						ok = false
					case b.Sym() == SymNone:
					case b.Sym() == SymCall:
						agree(CalleeName(f, b))
					default:
						ok = false
					}
				}
			default:
				ok = false
			}
		}
		return ok
	})
	if !ok || returns == 0 {
		return ""
	}
	return found
}

// pySelfClient resolves self.x through every assignment to it in the
// enclosing class: it names a client constructor only when all the calls
// assigned agree (`self.s = None` placeholders aside). An assignment from a
// parameter or an unknown call makes it unknown, so a class that stores an
// injected or lazily built async client is not judged.
func (c *BlockingCheck) pySelfClient(obj *Node) string {
	f := c.F
	cls := Ancestor(obj, SymClassDefinition)
	found := ""
	bs := f.bindings()
	for _, i := range f.bindingsNamed(f.Text(obj)) {
		b := bs[i]
		if cls != nil && !Contains(cls, b.value) {
			continue
		}
		ctor := ""
		if a := b.value.Parent(); a != nil && a.Sym() == SymAssignment {
			ctor = c.pyAnnotated(a.ChildByFieldName("type"))
		}
		if v := Unwrap(b.value); ctor == "" {
			switch v.Sym() {
			case SymNone:
				continue
			case SymCall:
				ctor = CalleeName(f, v)
			}
		}
		if ctor == "" || (found != "" && ctor != found) {
			return ""
		}
		found = ctor
	}
	return found
}

// pyAnnotated returns the client constructor an annotation names, looking
// through Optional[X], Union[X, None] and X | None.
func (c *BlockingCheck) pyAnnotated(t *Node) string {
	if t == nil {
		return ""
	}
	found := ""
	Walk(t, func(n *Node) bool {
		if found != "" {
			return false
		}
		switch n.Sym() {
		case SymIdentifier, SymAttribute:
			if q := ImportedName(c.F, n); q != "" {
				if _, ok := pyBlockingClients[q]; ok {
					found = q
				}
			}
			return false
		}
		return true
	})
	return found
}

// pySocketFact records sock.setblocking(False) and sock.settimeout(0): the
// socket is then non-blocking and its calls return at once.
func (c *BlockingCheck) pySocketFact(call, callee *Node) {
	f := c.F
	a := Arg(call, 0)
	if a == nil {
		return
	}
	v := strings.TrimSpace(f.Text(a))
	switch f.Text(callee.ChildByFieldName("attribute")) {
	case "setblocking":
		if v == "False" || v == "0" {
			c.NonBlocking[f.Text(callee.ChildByFieldName("object"))] = true
		}
	case "settimeout":
		if v == "0" || v == "0.0" {
			c.NonBlocking[f.Text(callee.ChildByFieldName("object"))] = true
		}
	}
}

func (c *BlockingCheck) js(call, fn *Node) {
	if fn == nil {
		return
	}
	f := c.F
	callee := Callee(call)
	if callee == nil {
		return
	}
	at := callee
	q := ImportedName(f, callee)
	if q == "" && callee.Sym() == SymMemberExpression {
		obj := Unwrap(callee.ChildByFieldName("object")) // (fs as typeof import("fs")).readFileSync
		if mod, ok := JsRequire(f, obj); ok {            // require('fs').readFileSync
			q = mod + "." + f.Text(callee.ChildByFieldName("property"))
		} else if obj.Sym() == SymIdentifier && ImportedName(f, obj) != "" {
			q = ImportedName(f, obj) + "." + f.Text(callee.ChildByFieldName("property"))
			callee = obj
		}
	}
	if q != "" && c.Shadowed(callee) {
		return
	}
	i := strings.LastIndex(q, ".")
	if i < 0 {
		return
	}
	mod, name := q[:i], q[i+1:]
	switch {
	case jsFSModules[mod] && strings.HasSuffix(name, "Sync") && len(name) > 4:
		base := strings.TrimSuffix(name, "Sync")
		fix := "use await fs.promises." + base + "(...)"
		switch {
		case mod != "fs":
			fix = "use await " + mod + "." + base + "(...)"
		case base == "exists":
			fix = "use await fs.promises.access(...) or stat(...)"
		}
		c.report(at, fn, mod+"."+name, blockFS, fix, "")
	case mod == "child_process" && jsChildProcessSync[name]:
		c.report(at, fn, "child_process."+name, blockChildProc, jsChildProcessFix, "")
	}
}

// pyAwaitFix rewrites a blocking call made directly in async function fn:
// time.sleep(x) becomes await asyncio.sleep(x) (safe: the same wait, without
// blocking the loop); a blocking HTTP call becomes await
// asyncio.to_thread(requests.get, ...), and so does a command of a
// synchronous redis-py or chromadb client (unsafe: the call moves to a worker
// thread, so shared state and errors behave differently). asyncio is
// imported when the file lacks it. It returns nil for calls in nested
// functions or lambdas, where await is not allowed, and for other kinds.
func (c *BlockingCheck) pyAwaitFix(call, fn *Node, q string, kind blockKind) *Fix {
	f := c.F
	if EnclosingFunc(call) != fn || Ancestor(call, SymLambda) != nil && Contains(fn, Ancestor(call, SymLambda)) {
		return nil
	}
	if p := call.Parent(); p != nil && p.Sym() == SymAwait {
		return nil
	}
	if mod, ok := f.Imports()["asyncio"]; ok && mod != "asyncio" {
		return nil
	}
	args := Args(call)
	if args == nil || args.Sym() != SymArgumentList {
		return nil
	}
	// The arguments stay as written: only the text before them and their
	// opening parenthesis change. A call that is itself the object of an
	// attribute, call or subscript gets parentheses: await binds looser.
	open, close := "await ", ""
	if p := call.Parent(); p != nil && (p.Sym() == SymAttribute || p.Sym() == SymCall || p.Sym() == SymSubscript) && Contains(call, p.NamedChild(0)) && p.NamedChild(0) == call {
		open, close = "(await ", ")"
	}
	start, argsStart := int(call.StartByte()), int(args.StartByte())
	var fix *Fix
	switch {
	case q == "time.sleep":
		fix = &Fix{Applicability: FixSafe, Message: "use await asyncio.sleep(...)",
			Edits: []Edit{{Start: start, End: argsStart, Text: open + "asyncio.sleep"}}}
	case kind == blockHTTP || kind == blockHTTPX || kind == blockCache || kind == blockChroma:
		// requests.get(url, ...) -> await asyncio.to_thread(requests.get, url, ...);
		// store.get(key) -> await asyncio.to_thread(store.get, key): the bound method
		sep, head := ", ", open+"asyncio.to_thread("
		if args.NamedChildCount() == 0 {
			sep = ""
		} else if rest, _, _ := strings.Cut(string(f.Src[argsStart+1:]), "\n"); strings.TrimSpace(rest) == "" || strings.HasPrefix(strings.TrimSpace(rest), "#") {
			// the arguments start on the next line, one per line: the
			// function goes on a line of its own before them, as they are
			sep = ","
			first := args.NamedChild(0)
			for i := 1; first.Sym() == SymComment && i < int(args.NamedChildCount()); i++ {
				first = args.NamedChild(i)
			}
			head += "\n" + f.lineIndent(int(first.StartByte()))
		}
		fix = &Fix{Applicability: FixUnsafe, Message: "run it in a thread: await asyncio.to_thread(...)",
			Edits: []Edit{
				{Start: start, End: start, Text: head},
				{Start: argsStart, End: argsStart + 1, Text: sep},
			}}
	default:
		return nil
	}
	if close != "" {
		fix.Edits = append(fix.Edits, Edit{Start: int(call.EndByte()), End: int(call.EndByte()), Text: close})
	}
	if _, ok := f.Imports()["asyncio"]; !ok {
		e, ok := f.pyAddImport("asyncio")
		if !ok {
			return nil
		}
		fix.Edits = append(fix.Edits, e)
	}
	return fix
}

// pyBlockingHelper reports a call, in async function fn, of a plain (not
// async) function of the same file whose own body makes a blocking call
// (time.sleep, requests.get, subprocess.run, ...): the helper blocks the
// event loop as if the call were written in fn. The finding is at the call
// and names the helper and what blocks in it.
func (c *BlockingCheck) pyBlockingHelper(call, callee, fn *Node) {
	f := c.F
	def := f.localFunc(callee)
	if def == nil || def.Sym() != SymFunctionDefinition || c.isAsync(def) || Contains(def, call) {
		return
	}
	if p := call.Parent(); p != nil && p.Sym() == SymArgumentList { // run_in_executor(None, helper) / to_thread(helper)
		return
	}
	var inner string
	Walk(def.ChildByFieldName("body"), func(n *Node) bool {
		if inner != "" {
			return false
		}
		switch n.Sym() {
		case SymFunctionDefinition, SymLambda, SymClassDefinition:
			return false
		case SymCall:
			q := ImportedName(f, Callee(n))
			if b, ok := pyBlockingFuncs[q]; ok && b.kind != blockWait {
				kind := b.kind
				if a := Arg(n, 0); kind == blockSleep && a != nil && (f.Text(a) == "0" || f.Text(a) == "0.0") {
					return true
				}
				inner = q
			}
		}
		return true
	})
	if inner == "" {
		return
	}
	name := f.Text(callee) + "()"
	fix := "make " + f.Text(callee) + " async (await asyncio.sleep / an async client) or call it with await asyncio.to_thread(" + f.Text(callee) + ", ...)"
	msg := name + " blocks the event loop in " + c.fnName(fn) + ": it calls " + inner + ", so no other request or task runs until it returns; " + fix
	c.Pending = append(c.Pending, blockingFinding{At: callee, Msg: msg, Fix: fix})
}
