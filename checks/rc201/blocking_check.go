package rc201

import (
	"cmp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/dbcursor"
	"github.com/resilience-check/resilience-check/checks/facts/fsops"
	"github.com/resilience-check/resilience-check/checks/facts/gates"
	"github.com/resilience-check/resilience-check/checks/facts/inlinerun"
	"github.com/resilience-check/resilience-check/checks/facts/jscb"
	"github.com/resilience-check/resilience-check/checks/facts/jssync"
	"github.com/resilience-check/resilience-check/checks/facts/looptool"
	"github.com/resilience-check/resilience-check/checks/facts/pyclient"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
)

// blockFix is the suggestion per kind when a call has no fix of its own
// (os.spawn* with P_WAIT): the library rows' async alternatives
// (model.BlockFix). Calls of rows carry their own (model.PyBlockingFix,
// BlockingClient.Fix); JS fs fixes are built per call.
var blockFix = model.BlockFix

// BlockingCheck is one file's pass. Socket findings wait in pending until the
// walk has seen whether the file makes that socket non-blocking.
type BlockingCheck struct {
	P           *model.Pass
	F           *model.File
	NonBlocking map[string]bool // receiver text -> setblocking(False) / settimeout(0) seen
	Pending     []blockingFinding
	annotated   map[string]string // module-level `name: Client` annotations (moduleAnnotation), read on first use
	wildcard    int8              // importsWildcard's answer: 0 not asked yet, 1 yes, -1 no
	globals     map[string]string // module variables' clients built under `global` (globalClient), read on first use
}

type blockingFinding struct {
	At       *model.Node
	Msg, Fix string
	Recv     string     // socket receiver text, or ""
	Wait     model.Wait // what the call waits on, for its severity (model.File.ImpactOf)
	Autofix  *model.Fix // the edits, when a fix can be written
}

// Walk visits n's subtree once. fn is the async function whose body the
// code runs in, or nil when it runs in sync code (module level, a sync
// function, a lambda). Each function-like node starts a new context.
func (c *BlockingCheck) Walk(n *model.Node, fn *model.Node) {
	visit := func(m *model.Node) bool {
		if m != n && m.IsScope() {
			c.enter(m, fn)
			return false
		}
		switch m.Sym() {
		case model.SymCall:
			c.python(m, fn)
		case model.SymCallExpression:
			c.js(m, fn)
		}
		return true
	}
	if model.ScopesHaveSyms(c.F.Lang) {
		// visit returns true, doing nothing, for every node that is neither a
		// call nor a scope, and every scope type of the language is in
		// blockingSyms
		c.F.NodesIn(n, blockingSyms, visit)
		return
	}
	// a scope type without a Sym constant (JavaScript's generator_function)
	// is among SymOther's nodes
	c.F.NodesIn(n, blockingOtherSyms, visit)
}

// blockingSyms are the calls and the scope types (ScopeTypes) that have a
// Sym constant.
var blockingSyms = func() *model.SymBitset {
	syms := []model.Sym{model.SymCall, model.SymCallExpression}
	for name := range model.ScopeTypes {
		if s := model.SymOf(name); s != model.SymOther {
			syms = append(syms, s)
		}
	}
	return model.NewSymBitset(syms...)
}()

// blockingOtherSyms is blockingSyms and SymOther, every node type without a
// Sym constant: for a language with such a scope type.
var blockingOtherSyms = func() *model.SymBitset {
	s := *blockingSyms
	s[model.SymOther>>6] |= 1 << (model.SymOther & 63)
	return &s
}()

// enter walks a function-like node: its body in its own context, and (Python)
// its parameters' default values and annotations in the enclosing one.
func (c *BlockingCheck) enter(m, outer *model.Node) {
	inner := (*model.Node)(nil)
	if c.isAsync(m) {
		inner = m
	} else if c.F.Lang == model.LangPython && c.loopTool(m) {
		inner = m // a sync tool the SDK calls on its event loop (looptool)
	} else if c.F.Lang.IsJS() && jscb.RunsInline(c.F, m) {
		inner = outer
	}
	if c.F.Lang != model.LangPython {
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
func (c *BlockingCheck) walkChild(n, fn *model.Node) {
	if n.IsScope() {
		c.enter(n, fn)
		return
	}
	c.Walk(n, fn)
}

// isAsync is IsAsync, tolerant of modifiers (static, override, get) before async.
func (c *BlockingCheck) isAsync(fn *model.Node) bool {
	if fn.Sym() == model.SymLambda {
		return false
	}
	for i := 0; i < int(fn.ChildCount()); i++ {
		switch fn.FieldNameForChild(i) {
		case "name", "parameters", "parameter", "body":
			return false
		}
		if fn.Child(i).Sym() == model.SymAsync {
			return true
		}
	}
	return false
}

// fnName describes the async function for messages.
func (c *BlockingCheck) fnName(fn *model.Node) string {
	f := c.F
	if f.Lang == model.LangPython && !c.isAsync(fn) {
		if reg, ok := looptool.SyncOnLoop(f, fn); ok {
			return "sync " + reg.Name[strings.LastIndex(reg.Name, ".")+1:] + " " + f.Text(fn.ChildByFieldName("name")) +
				", which " + reg.By + " calls on its event loop"
		}
	}
	kind := "async function "
	switch {
	case f.Lang == model.LangPython:
		kind = "async def "
	case fn.Sym() == model.SymMethodDefinition:
		kind = "async method "
	}
	if name := fn.ChildByFieldName("name"); name != nil {
		return kind + f.Text(name)
	}
	if d := fn.Parent(); d != nil {
		switch d.Sym() {
		case model.SymVariableDeclarator, model.SymPublicFieldDefinition, model.SymFieldDefinition:
			if name := d.ChildByFieldName("name"); name != nil {
				return kind + f.Text(name)
			}
			if name := d.ChildByFieldName("property"); name != nil {
				return kind + f.Text(name)
			}
		case model.SymPair:
			return kind + strings.Trim(f.Text(d.ChildByFieldName("key")), "'\"`")
		case model.SymArguments:
			if call := d.Parent(); call != nil && call.Sym() == model.SymCallExpression {
				if callee := f.Text(model.Callee(call)); len(callee) <= 40 && !strings.Contains(callee, "\n") {
					return "an async callback of " + callee
				}
			}
		}
	}
	return "an async callback"
}

func (c *BlockingCheck) report(at, fn *model.Node, name string, kind model.BlockKind, fix, recv string) {
	if fix == "" {
		fix = blockFix[kind]
	}
	if reg, ok := c.syncTool(fn); ok {
		fix = reg.Fix // await is not allowed in the sync tool itself
	}
	until := "until it returns"
	switch kind {
	case model.BlockSleep:
		until = "until the sleep ends"
	case model.BlockProcess, model.BlockWait, model.BlockChildProc:
		until = "until the process exits"
	case model.BlockCompute:
		until = "until the computation ends"
	}
	msg := name + " blocks the event loop in " + c.fnName(fn) + ", so no other request or task runs " + until + "; " + fix
	wait := model.WaitRemote
	switch kind {
	case model.BlockProcess, model.BlockWait, model.BlockChildProc:
		wait = model.WaitProcess
	case model.BlockFS:
		wait = model.WaitDiskLarge
	case model.BlockCompute:
		wait = model.WaitProcess // local work as long as the input makes it, not a peer's
	}
	c.Pending = append(c.Pending, blockingFinding{At: at, Msg: msg, Fix: fix, Recv: recv, Wait: wait})
}

func (c *BlockingCheck) python(call, fn *model.Node) {
	f := c.F
	callee := model.Callee(call)
	if callee == nil {
		return
	}
	if callee.Sym() == model.SymAttribute {
		c.pySocketFact(call, callee)
	}
	if fn == nil || c.pyFutureWait(call, callee, fn) {
		return
	}
	q := model.ImportedName(f, callee)
	if kind, ok := model.PyBlockingFuncs[q]; ok && !model.Shadowed(c.F, callee) {
		if kind == model.BlockWait && strings.Contains(f.Text(model.Args(call)), "WNOHANG") {
			return // a non-blocking poll
		}
		if a := model.Arg(call, 0); kind == model.BlockSleep && a != nil && (f.Text(a) == "0" || f.Text(a) == "0.0") {
			return // time.sleep(0) only yields the GIL
		}
		c.report(callee, fn, q, kind, model.PyBlockingFix[q], "")
		c.Pending[len(c.Pending)-1].Autofix = c.pyAwaitFix(call, fn, q, kind)
		return
	}
	if kind, fix, ok := pyclient.FamilyFunc(f, q); ok && !model.Shadowed(c.F, callee) {
		c.report(callee, fn, q, kind, fix, "") // a generated client's endpoint function (openapi-python-client's sync_detailed)
		return
	}
	if model.PySpawnFuncs[q] && !model.Shadowed(c.F, callee) {
		mode := f.Kwarg(call, "mode")
		if mode == nil {
			mode = model.Arg(call, 0)
		}
		if mode != nil && c.pyIsPWait(mode) {
			c.report(callee, fn, q+"(os.P_WAIT)", model.BlockProcess, "", "")
		}
		return
	}
	if callee.Sym() == model.SymIdentifier {
		n := len(c.Pending)
		if c.pyBlockingHelper(call, callee, fn); len(c.Pending) == n {
			c.pyHandedInline(call, callee, fn)
		}
		return
	}
	if callee.Sym() != model.SymAttribute {
		return
	}
	if model.IsSelfMember(f.Text(callee)) || c.pyInstanceMethod(callee) != nil { // self.fetch_user(...), db.query(...): a sync method of the file
		n := len(c.Pending)
		if c.pyBlockingHelper(call, callee, fn); len(c.Pending) > n {
			return
		}
	}
	c.pyClientCall(call, callee, fn)
}

// pyHandedInline reports the bound method of a blocking client that a call
// in async code hands an async helper which calls it on the loop's thread
// (`await _fetch_with_retry(company.history, period)`, inlinerun.RunsFirst):
// the method runs on the event loop as a direct call would.
func (c *BlockingCheck) pyHandedInline(call, callee, fn *model.Node) {
	a := model.Arg(call, 0)
	if a == nil || a.Sym() != model.SymAttribute || model.IsSelfMember(c.F.Text(a)) {
		return
	}
	if p := call.Parent(); p == nil || p.Sym() != model.SymAwait {
		return // a coroutine not awaited here, or a sync function of that name
	}
	if !inlinerun.RunsFirst(c.F, callee) {
		return
	}
	n := len(c.Pending)
	if c.pyClientCall(a, a, fn); len(c.Pending) > n {
		p := &c.Pending[len(c.Pending)-1]
		name := c.F.Text(a)
		p.Msg = strings.Replace(p.Msg, name+" blocks", name+", which "+c.F.Text(callee)+" calls on the loop's thread, blocks", 1)
		if strings.HasSuffix(p.Msg, p.Fix) && c.isAsync(fn) {
			head := p.Msg[:len(p.Msg)-len(p.Fix)]
			p.Fix = "have " + c.F.Text(callee) + " run the function it is handed in a worker thread (await asyncio.to_thread(fn, *args, **kwargs))"
			p.Msg = head + p.Fix
		}
		p.Autofix = nil // the call to move is the helper's
	}
}

// pyClientCall reports a call (or a bound method handed to a helper that
// calls it: call is then the attribute itself) of a method of a blocking
// client, callee its attribute.
func (c *BlockingCheck) pyClientCall(call, callee, fn *model.Node) {
	f := c.F
	method := f.Text(callee.ChildByFieldName("attribute"))
	obj := callee.ChildByFieldName("object")
	ctor, cl, ok := "", model.BlockingClient{}, false
	if dbcursor.Methods[method] {
		ctor, cl, ok = c.cursorClient(obj) // cur = conn.cursor(); cur.execute(q) on a sync driver's connection
	}
	if !ok && !model.PyBlockingMethods[method] && !c.importsWildcard() {
		if ctor, cl, ok = c.sdkClient(obj, method); !ok {
			return // no client has this method: blocksOn below is false for every cl
		}
	}
	if !ok {
		ctor = cmp.Or(pyctor.Of(c.F, obj), c.globalClient(obj))
		cl, ok = pyclient.ClientIn(c.F, ctor)
		if !ok || !blocksOn(cl, method) {
			if ctor, cl, ok = c.nestedClient(obj); !ok || !blocksOn(cl, method) {
				if ctor, cl, ok = c.factoryClient(obj); !ok || !blocksOn(cl, method) {
					if ctor, cl, ok = c.sdkClient(obj, method); !ok {
						return
					}
				}
			} else if asyncTwin(f, call, obj) {
				return
			}
		}
	}
	recv := ""
	if cl.Kind == model.BlockSocket {
		recv = f.Text(obj)
	}
	name := f.Text(callee)
	if len(name) > 60 || strings.Contains(name, "\n") {
		name = ctor + "()." + method
	}
	c.report(callee, fn, name, cl.Kind, cl.Fix, recv)
	if cl.Kind == model.BlockCache || cl.Kind == model.BlockChroma {
		c.Pending[len(c.Pending)-1].Autofix = c.pyAwaitFix(call, fn, name, cl.Kind)
	}
}

// pyIsPWait reports whether an os.spawn* mode argument is os.P_WAIT (0).
func (c *BlockingCheck) pyIsPWait(mode *model.Node) bool {
	v := model.Unwrap(mode)
	if v.Sym() == model.SymIdentifier {
		v = c.F.Resolve(v)
	}
	return model.ImportedName(c.F, v) == "os.P_WAIT" || c.F.Text(v) == "0"
}

// pySocketFact records sock.setblocking(False) and sock.settimeout(0): the
// socket is then non-blocking and its calls return at once.
func (c *BlockingCheck) pySocketFact(call, callee *model.Node) {
	f := c.F
	a := model.Arg(call, 0)
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

func (c *BlockingCheck) js(call, fn *model.Node) {
	if fn == nil {
		return
	}
	f := c.F
	callee := model.Callee(call)
	if callee == nil {
		return
	}
	at := callee
	q := model.ImportedName(f, callee)
	if q == "" && callee.Sym() == model.SymMemberExpression {
		obj := model.Unwrap(callee.ChildByFieldName("object")) // (fs as typeof import("fs")).readFileSync
		if mod, ok := model.JsRequire(f, obj); ok {            // require('fs').readFileSync
			q = mod + "." + f.Text(callee.ChildByFieldName("property"))
		} else if obj.Sym() == model.SymIdentifier && model.ImportedName(f, obj) != "" {
			q = model.ImportedName(f, obj) + "." + f.Text(callee.ChildByFieldName("property"))
			callee = obj
		}
	}
	if q != "" && model.Shadowed(c.F, callee) {
		return
	}
	i := strings.LastIndex(q, ".")
	if i < 0 {
		return
	}
	mod, name := q[:i], q[i+1:]
	if r := jsBlockingRows[q]; r != nil {
		c.report(at, fn, q, jsRowKind(r.Kind), r.Async, "")
		return
	}
	switch {
	case model.JsFSModules[mod] && strings.HasSuffix(name, "Sync") && len(name) > 4:
		base := strings.TrimSuffix(name, "Sync")
		fix := "use await fs.promises." + base + "(...)"
		switch {
		case mod != "fs":
			fix = "use await " + mod + "." + base + "(...)"
		case base == "exists":
			fix = "use await fs.promises.access(...) or stat(...)"
		}
		c.report(at, fn, mod+"."+name, model.BlockFS, fix, "")
		if jsSmallFSOp(f, base, call) {
			c.Pending[len(c.Pending)-1].Wait = model.WaitDiskSmall
		}
	case mod == "child_process" && model.JsChildProcessSync[name]:
		c.report(at, fn, "child_process."+name, model.BlockChildProc, "", "")
	case jssync.SyncSuffixed(mod, name):
		c.report(at, fn, mod+"."+name, model.BlockFS, "use the asynchronous form of "+name+" (await it) or run it in a worker thread", "")
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
func (c *BlockingCheck) pyAwaitFix(call, fn *model.Node, q string, kind model.BlockKind) *model.Fix {
	f := c.F
	if !c.isAsync(fn) {
		return nil // a sync tool (looptool): no await there
	}
	if model.EnclosingFunc(call) != fn || model.Ancestor(call, model.SymLambda) != nil && model.Contains(fn, model.Ancestor(call, model.SymLambda)) {
		return nil
	}
	if p := call.Parent(); p != nil && p.Sym() == model.SymAwait {
		return nil
	}
	if mod, ok := f.Imports()["asyncio"]; ok && mod != "asyncio" {
		return nil
	}
	args := model.Args(call)
	if args == nil || args.Sym() != model.SymArgumentList {
		return nil
	}
	// The arguments stay as written: only the text before them and their
	// opening parenthesis change. A call that is itself the object of an
	// attribute, call or subscript gets parentheses: await binds looser.
	open, close := "await ", ""
	if p := call.Parent(); p != nil && (p.Sym() == model.SymAttribute || p.Sym() == model.SymCall || p.Sym() == model.SymSubscript) && model.Contains(call, p.NamedChild(0)) && p.NamedChild(0) == call {
		open, close = "(await ", ")"
	}
	start, argsStart := int(call.StartByte()), int(args.StartByte())
	var fix *model.Fix
	switch {
	case q == "time.sleep":
		fix = &model.Fix{Applicability: model.FixSafe, Message: "use await asyncio.sleep(...)",
			Edits: []model.Edit{{Start: start, End: argsStart, Text: open + "asyncio.sleep"}}}
	case kind == model.BlockHTTP || kind == model.BlockHTTPX || kind == model.BlockCache || kind == model.BlockChroma:
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
			for i := 1; first.Sym() == model.SymComment && i < int(args.NamedChildCount()); i++ {
				first = args.NamedChild(i)
			}
			head += "\n" + f.LineIndent(int(first.StartByte()))
		}
		fix = &model.Fix{Applicability: model.FixUnsafe, Message: "run it in a thread: await asyncio.to_thread(...)",
			Edits: []model.Edit{
				{Start: start, End: start, Text: head},
				{Start: argsStart, End: argsStart + 1, Text: sep},
			}}
	default:
		return nil
	}
	if close != "" {
		fix.Edits = append(fix.Edits, model.Edit{Start: int(call.EndByte()), End: int(call.EndByte()), Text: close})
	}
	if _, ok := f.Imports()["asyncio"]; !ok {
		e, ok := f.PyAddImport("asyncio")
		if !ok {
			return nil
		}
		fix.Edits = append(fix.Edits, e)
	}
	return fix
}

// pyBlockingHelper reports a call, in async function fn, of a plain (not
// async) function of the same file whose body makes a blocking call
// (time.sleep, requests.get, subprocess.run, a method of a blocking client
// such as a boto3 client's describe_regions, ...), itself or through
// further sync helpers of the file (pyHelperBlocks): the helper blocks the
// event loop as if the call were written in fn. The finding is at the call
// and names the helper and what blocks in it.
func (c *BlockingCheck) pyBlockingHelper(call, callee, fn *model.Node) {
	f := c.F
	def := f.LocalFunc(callee)
	if def == nil {
		def = c.pyInstanceMethod(callee) // db.execute_query(q) with db = DuckDBDatabase(...)
	}
	if def == nil || def.Sym() != model.SymFunctionDefinition || c.isAsync(def) || model.Contains(def, call) {
		return
	}
	inner := c.pyHelperBlocks(def, 0, map[*model.Node]bool{def: true})
	if inner == "" {
		return
	}
	name := f.Text(callee) + "()"
	fix := "make " + f.Text(callee) + " async (await asyncio.sleep / an async client) or call it with await asyncio.to_thread(" + f.Text(callee) + ", ...)"
	if reg, ok := c.syncTool(fn); ok {
		fix = reg.Fix
	}
	msg := name + " blocks the event loop in " + c.fnName(fn) + ": it calls " + inner + ", so no other request or task runs until it returns; " + fix
	c.Pending = append(c.Pending, blockingFinding{At: callee, Msg: msg, Fix: fix})
}

// jsSmallFSOp reports whether fs.<base>Sync(...) call is a small local file
// operation: one of jsSmallFS, a write or append whose data is text the
// call spells out (a string or template literal, JSON.stringify(...)), such
// as a temporary manifest, or an append to a log file (fsops.LogAppend). A
// write of a buffer or variable of unknown size is not.
func jsSmallFSOp(f *model.File, base string, call *model.Node) bool {
	if fsops.Small(base) {
		return true
	}
	if base != "writeFile" && base != "appendFile" {
		return false
	}
	if base == "appendFile" && fsops.LogAppend(f, call) {
		return true
	}
	data := model.Arg(call, 1)
	if data == nil {
		return false
	}
	switch data = model.Unwrap(data); data.Sym() {
	case model.SymString, model.SymTemplateString:
		return true
	case model.SymCallExpression:
		return f.Text(model.Callee(data)) == "JSON.stringify"
	}
	return false
}

// maxHelperDepth is how many sync helpers of the same file pyHelperBlocks
// follows below the one an async function calls.
const maxHelperDepth = 3

// pyHelperBlocks returns what blocks in the body of sync function def: a
// blocking function (time.sleep, requests.get, ...; not an os.wait, judged
// where it is written), a blocking method of a client the file builds
// (boto3's session.client("ec2").describe_regions(), judged as
// BlockingCheck.python judges one in an async body), or a call of another
// sync function of the file that blocks, up to maxHelperDepth deep ("helper()
// -> requests.get"); "" when nothing does. Nested functions, lambdas and
// classes are not its body. issue 18, batch 4: aws-mcp-server's async
// resources called sync helpers of the same file that call boto3.
func (c *BlockingCheck) pyHelperBlocks(def *model.Node, depth int, seen map[*model.Node]bool) string {
	f := c.F
	var inner string
	model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
		if inner != "" {
			return false
		}
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymCall:
			callee := model.Callee(n)
			if callee == nil {
				return true
			}
			if _, debug := gates.Debug(f, n); debug {
				return true // a debug aid in the helper: it blocks no request in normal use
			}
			q := model.ImportedName(f, callee)
			if kind, ok := model.PyBlockingFuncs[q]; ok && kind != model.BlockWait {
				if a := model.Arg(n, 0); kind == model.BlockSleep && a != nil && (f.Text(a) == "0" || f.Text(a) == "0.0") {
					return true
				}
				inner = q
				return false
			}
			if w := c.futureWait(callee); w != "" { // run_async(coro): submit(...).result(timeout=30)
				inner = w
				return false
			}
			if callee.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(callee)) {
				if next := f.LocalFunc(callee); next != nil && depth < maxHelperDepth && !seen[next] &&
					next.Sym() == model.SymFunctionDefinition && !c.isAsync(next) {
					seen[next] = true
					if in := c.pyHelperBlocks(next, depth+1, seen); in != "" {
						inner = f.Text(callee) + "() -> " + in
						return false
					}
				}
			}
			switch callee.Sym() {
			case model.SymAttribute:
				ctor, method, cl, ok := c.blockingMethod(callee)
				if !ok {
					return true
				}
				if cl.Kind == model.BlockSocket {
					return true // a socket may be made non-blocking elsewhere (NonBlocking)
				}
				inner = ctor + "()." + method
				return false
			case model.SymIdentifier:
				next := f.LocalFunc(callee)
				if depth >= maxHelperDepth || next == nil || seen[next] || next.Sym() != model.SymFunctionDefinition || c.isAsync(next) {
					return true
				}
				seen[next] = true
				if s := c.pyHelperBlocks(next, depth+1, seen); s != "" {
					inner = f.Text(callee) + "() -> " + s
					return false
				}
			}
		}
		return true
	})
	return inner
}

// loopTool reports whether Python function m is a sync tool, resource or
// prompt that its SDK calls on the event loop (looptool.SyncOnLoop): its
// body is then judged as an async function's.
func (c *BlockingCheck) loopTool(m *model.Node) bool {
	_, ok := looptool.SyncOnLoop(c.F, m)
	return ok
}

// syncTool returns the registration when fn, the context a call was found
// in, is such a sync tool rather than an async function.
func (c *BlockingCheck) syncTool(fn *model.Node) (looptool.Registration, bool) {
	if fn == nil || c.F.Lang != model.LangPython || c.isAsync(fn) {
		return looptool.Registration{}, false
	}
	return looptool.SyncOnLoop(c.F, fn)
}

// blockingMethod resolves the Python attribute callee obj.method to the
// blocking client (a libmodels row with blocks, model.PyBlockingClients)
// whose method it calls: ctor names the client's constructor as the file
// builds it, types it, nests it or gets it from a factory. ok is false when
// method is no blocking method of any client (and the file imports no
// wildcard that could bring one) or the receiver is no client that blocks
// on it.
func (c *BlockingCheck) blockingMethod(callee *model.Node) (ctor, method string, cl model.BlockingClient, ok bool) {
	f := c.F
	method = f.Text(callee.ChildByFieldName("attribute"))
	obj := callee.ChildByFieldName("object")
	if dbcursor.Methods[method] {
		if ctor, cl, ok = c.cursorClient(obj); ok {
			return ctor, method, cl, true
		}
	}
	if !model.PyBlockingMethods[method] && !c.importsWildcard() {
		ctor, cl, ok = c.sdkClient(obj, method)
		return ctor, method, cl, ok
	}
	ctor = cmp.Or(pyctor.Of(f, obj), c.globalClient(obj))
	cl, ok = pyclient.ClientIn(c.F, ctor)
	if !ok || !blocksOn(cl, method) {
		if ctor, cl, ok = c.nestedClient(obj); !ok || !blocksOn(cl, method) {
			if ctor, cl, ok = c.factoryClient(obj); !ok || !blocksOn(cl, method) {
				ctor, cl, ok = c.sdkClient(obj, method)
				return ctor, method, cl, ok
			}
		}
	}
	return ctor, method, cl, true
}
