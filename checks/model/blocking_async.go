package model

import (
	"cmp"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/libmodels"
)

// Blocking calls: the library functions and client methods that block the
// calling thread, by kind, and how a call's receiver is traced to the client
// constructor it came from (PyClientOf); RC201 reports them in async code,
// RC102 and RC103 read the client resolution.

// BlockKind groups blocking calls by the fix that replaces them.
type BlockKind int

const (
	BlockHTTP      BlockKind = iota // requests, urllib, urllib3, http.client
	BlockHTTPX                      // httpx module functions and httpx.Client
	BlockSleep                      // time.sleep
	BlockProcess                    // subprocess runs, os.system, os.spawn*(P_WAIT)
	BlockWait                       // Popen.wait/communicate, os.wait*
	BlockDNS                        // socket name lookups
	BlockSocket                     // socket connects and I/O
	BlockFS                         // JS fs *Sync
	BlockChildProc                  // JS child_process *Sync
	BlockCache                      // redis-py's synchronous client
	BlockChroma                     // chromadb's synchronous clients
)

// Library facts about blocking calls, from the library rows (libmodels/data):
// Python rows with blocks: true (their async alternative is the fix), os.spawn*
// (blocking only with os.P_WAIT), JS fs modules and child_process's *Sync.
var (
	// PyBlockingFuncs maps module-level functions that block to their kind.
	PyBlockingFuncs = func() map[string]BlockKind {
		out := map[string]BlockKind{}
		for name, b := range pyBlocking(func(r *libmodels.Row) bool { return r.API == libmodels.Function }) {
			out[name] = b.Kind
		}
		return out
	}()
	// PyBlockingFix maps each blocking Python function and client
	// constructor to the fix that replaces it (the row's async alternative).
	PyBlockingFix = func() map[string]string {
		out := map[string]string{}
		for name, b := range pyBlocking(func(r *libmodels.Row) bool { return true }) {
			out[name] = b.Fix
		}
		return out
	}()
	// PyBlockingClients maps constructors of blocking clients (and functions
	// that return a connected one) to their kind, blocking methods and fix.
	PyBlockingClients = pyBlocking(func(r *libmodels.Row) bool {
		return len(r.Methods) > 0 && (r.API == libmodels.Constructor || r.API == libmodels.Function)
	})
	// PySpawnFuncs are os.spawn*: they block only with mode os.P_WAIT.
	PySpawnFuncs = libs.NameSet(and(py(libmodels.Function, "os"), func(r *libmodels.Row) bool {
		return r.Kind == libmodels.Subprocess && !r.Blocks
	}))
	// BlockFix is the fix per kind when a call has none of its own (os.spawn*
	// with P_WAIT reads BlockProcess's): the async alternative of the first
	// blocking Python row of that kind, and JS child_process's for
	// BlockChildProc. JS fs fixes are built per call.
	BlockFix = func() map[BlockKind]string {
		out := map[BlockKind]string{}
		for _, r := range libs.Select(and(py(""), func(r *libmodels.Row) bool { return r.Blocks && r.Async != "" })) {
			if k, ok := BlockKindOf(r.Kind); ok && out[k] == "" {
				out[k] = r.Async
			}
		}
		for _, r := range libs.Select(and(js(libmodels.Function, "child_process"), func(r *libmodels.Row) bool { return r.Blocks })) {
			out[BlockChildProc] = r.Async
		}
		return out
	}()

	// JsFSModules are the modules whose *Sync functions touch the file system.
	JsFSModules = libs.NameSet(and(js(libmodels.Module), func(r *libmodels.Row) bool {
		return r.Kind == libmodels.Filesystem && r.Blocks
	}))
	// JsChildProcessSync are child_process's synchronous functions.
	JsChildProcessSync = lastSegments(and(js(libmodels.Function, "child_process"), func(r *libmodels.Row) bool { return r.Blocks }))
	// JsInlineCallbacks are array methods whose callback runs before they return.
	JsInlineCallbacks = map[string]bool{"forEach": true, "map": true, "filter": true, "reduce": true,
		"reduceRight": true, "some": true, "every": true, "find": true, "findIndex": true, "findLast": true,
		"findLastIndex": true, "flatMap": true}
)

// BlockingClient is what RC201 knows of a blocking client: its kind, the
// methods that block and the fix that replaces them.
type BlockingClient struct {
	Kind    BlockKind
	Methods map[string]bool
	Fix     string
}

// pyBlocking indexes the blocking Python rows keep accepts by name.
func pyBlocking(keep func(*libmodels.Row) bool) map[string]BlockingClient {
	out := map[string]BlockingClient{}
	for _, r := range libs.Select(and(py(""), keep, func(r *libmodels.Row) bool { return r.Blocks })) {
		k, ok := BlockKindOf(r.Kind)
		if !ok {
			continue
		}
		b := BlockingClient{Kind: k, Fix: r.Async, Methods: map[string]bool{}}
		for _, m := range r.Methods {
			b.Methods[m] = true
		}
		for _, n := range r.Names() {
			out[n] = b
		}
	}
	return out
}

// PyBlockingMethods is the union of PyBlockingClients' methods: a method
// call whose name is not in it blocks with no client, so python need not
// find the client (PyClientOf, a lookup of the object's binding).
var PyBlockingMethods = func() map[string]bool {
	out := map[string]bool{}
	for _, cl := range PyBlockingClients {
		for m := range cl.Methods {
			out[m] = true
		}
	}
	return out
}()

// Shadowed reports whether the first segment of a dotted callee is rebound
// locally (a parameter or assignment), so it no longer names the import.
func Shadowed(f *File, callee *Node) bool {
	head, ok := f.nameHead(callee)
	if !ok {
		return false // require('fs').x: no name to rebind
	}
	if v := f.Lookup(head, callee); v != nil && !isImportBinding(f, v) {
		return true
	}
	return isParamName(f, head, callee)
}

// isImportBinding reports whether a binding value is itself an import
// (JS `const fs = require('fs')` is both a binding and an import).
func isImportBinding(f *File, v *Node) bool {
	_, ok := JsRequire(f, Unwrap(v))
	return ok
}

// isParamName reports whether name is a parameter of a function enclosing n.
func isParamName(f *File, name string, n *Node) bool {
	return paramNode(f, name, n) != nil
}

// paramNode returns the parameter node that binds name for a use at n, or nil.
func paramNode(f *File, name string, n *Node) *Node {
	for fn := EnclosingFunc(n); fn != nil; fn = EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			params = fn.ChildByFieldName("parameter")
		}
		if params == nil {
			continue
		}
		if params.Sym() == SymIdentifier {
			if f.Text(params) == name {
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
			if id != nil && f.Text(id) == name {
				return p
			}
		}
	}
	return nil
}

// PyClientOf returns the constructor name ("requests.Session") of the
// object a method is called on: the value it was assigned from (through
// `with ... as`, `self.x = ...`, annotated assignments), a call made in
// place (`requests.Session().get`), or the annotation of a parameter.
func PyClientOf(f *File, obj *Node) string {
	obj = Unwrap(obj)
	if c := PyValueClient(f, obj); c != "" {
		return c
	}
	if obj.Sym() == SymCall {
		return pyCallClient(f, obj)
	}
	if obj.Sym() == SymAttribute && IsSelfMember(f.Text(obj)) {
		return pySelfClient(f, obj)
	}
	if obj.Sym() != SymIdentifier {
		return PyClientHook(f, obj)
	}
	v := f.Lookup(f.Text(obj), obj)
	if v == nil {
		if p := paramNode(f, f.Text(obj), obj); p != nil {
			return pyAnnotated(f, p.ChildByFieldName("type"))
		}
		return PyImportedClient(f, obj)
	}
	if a := v.Parent(); a != nil && a.Sym() == SymAssignment && a.ChildByFieldName("type") != nil {
		if t := pyAnnotated(f, a.ChildByFieldName("type")); t != "" {
			return t
		}
	}
	r := Unwrap(f.Resolve(obj)) // client = await get_client()
	if r.Sym() == SymCall {
		return cmp.Or(PyValueClient(f, r), pyCallClient(f, r))
	}
	return cmp.Or(PyValueClient(f, r), PyClientHook(f, r))
}

// PyClientHook, set at init by checks/facts/pyrecv (linked by every rule through checks/facts/handlers), names the
// client of a value PyClientOf does not read itself (`x or Ctor()`, `self.clients[k]`: pyrecv.Client), else "".
var PyClientHook = func(*File, *Node) string { return "" }

// PyValueClient, set by package checks/facts/lifespan, names the client of an entry of an MCP server's lifespan
// context (`ctx.request_context.lifespan_context["pool"]`), else "".
var PyValueClient = func(*File, *Node) string { return "" }

// PyImportedClient, set by checks/facts/pyfactory, names the client of a factory call or a name imported from another
// module of the repository, else "".
var PyImportedClient = func(*File, *Node) string { return "" }

// PyReturnedClient is pyReturnedClient, for checks/facts/pyfactory.
func PyReturnedClient(f *File, def *Node) string { return pyReturnedClient(f, def) }

// pyCallClient names the client a call builds: its constructor, or for a helper of the file, the
// client the helper returns (pyReturnedClient); else the callee's name.
func pyCallClient(f *File, call *Node) string {
	ctor := CalleeName(f, call)
	if _, ok := PyBlockingClients[ctor]; ok {
		return ctor
	}
	if def := pyCalledDef(f, Callee(call)); def != nil {
		ctor = cmp.Or(pyReturnedClient(f, def), ctor)
	} else if c := PyImportedClient(f, call); c != "" {
		ctor = c
	}
	return cmp.Or(pyFactoryClient(f, call), ctor)
}

// pyCalledDef returns the definition of the function or method a callee names in the file: helper(),
// self.get_client() (a method of the file), or db.connect() where db is an instance of a class of the
// file (`db = Database(cfg)`) or a parameter annotated with one (`aws: AWSManager`); nil otherwise.
func pyCalledDef(f *File, fn *Node) *Node {
	if fn != nil && (fn.Sym() == SymIdentifier || IsSelfMember(f.Text(fn))) {
		if def := f.LocalFunc(fn); def != nil && def.Sym() == SymFunctionDefinition {
			return def
		}
		return nil
	}
	if fn == nil || fn.Sym() != SymAttribute || Unwrap(fn.ChildByFieldName("object")).Sym() != SymIdentifier {
		return nil
	}
	obj, cls := Unwrap(fn.ChildByFieldName("object")), ""
	if p := paramNode(f, f.Text(obj), obj); p != nil && p.ChildByFieldName("type") != nil {
		cls = f.Text(p.ChildByFieldName("type"))
	} else if v := Unwrap(f.Resolve(obj)); v != nil && v.Sym() == SymCall && Callee(v) != nil && Callee(v).Sym() == SymIdentifier {
		cls = f.Text(Callee(v))
	}
	var def *Node
	f.NodesOf(NewSymBitset(SymClassDefinition), func(c *Node) bool {
		if f.Text(c.ChildByFieldName("name")) == cls {
			Walk(c.ChildByFieldName("body"), func(m *Node) bool {
				if m.Sym() == SymFunctionDefinition && f.Text(m.ChildByFieldName("name")) == f.Text(fn.ChildByFieldName("attribute")) {
					def = m
				}
				return def == nil && m.Sym() != SymFunctionDefinition && m.Sym() != SymClassDefinition
			})
		}
		return def == nil
	})
	return def
}

// pyFactoryClient names the client a client factory's method builds (`session.client("s3")` where
// session = boto3.Session(...): the row boto3.Session.client), or "".
func pyFactoryClient(f *File, call *Node) string {
	if fn := Callee(call); fn != nil && fn.Sym() == SymAttribute {
		if owner := Unwrap(f.Resolve(fn.ChildByFieldName("object"))); owner != nil && owner.Sym() == SymCall {
			ctor := CalleeName(f, owner) + "." + f.Text(fn.ChildByFieldName("attribute"))
			if _, ok := PyBlockingClients[ctor]; ok {
				return ctor
			}
		}
	}
	return ""
}

var pyJudging = NewFactKey[map[*Node]bool]("pyReturnedClient.judging") // the helpers being judged
// pyReturnedClient returns the client constructor a helper of the file returns (get_client() that
// builds and caches a module-level client): every return gives a constructor call, or a name whose
// every assignment in the file is such a call (None placeholders aside). The constructors must come
// from one package (chromadb.HttpClient or chromadb.PersistentClient by configuration); otherwise "". A
// helper reached again while judged (self.x set from the helper returning it) is unknown, not a loop.
func pyReturnedClient(f *File, def *Node) string {
	judging := Fact(f, pyJudging, func(*File) map[*Node]bool { return map[*Node]bool{} })
	if judging[def] {
		return ""
	}
	judging[def] = true
	defer delete(judging, def)
	found, pkg, ok := "", "", true
	agree := func(ctor string) {
		if _, known := PyBlockingClients[ctor]; !known {
			ok = false
			return
		}
		p, _, _ := strings.Cut(ctor, ".") // one top-level package: boto3.client and boto3.Session.client
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
				agree(cmp.Or(pyFactoryClient(f, v), CalleeName(f, v)))
			case v.Sym() == SymAttribute && IsSelfMember(f.Text(v)): // return self._client, cached by the class
				agree(pySelfClient(f, v))
			case v.Sym() == SymIdentifier:
				bs, named := f.bindings(), f.bindingsNamed(f.Text(v)) // a name assigned in def is its local, whatever callers bind to it
				if in := slices.DeleteFunc(slices.Clone(named), func(i int32) bool { return bs[i].scope != def }); len(in) > 0 {
					named = in
				}
				if len(named) == 0 {
					ok = false
				}
				for _, i := range named {
					switch b := Unwrap(bs[i].value); {
					case b == nil:
						ok = false
					case b.Sym() == SymNone:
					case b.Sym() == SymCall:
						agree(cmp.Or(pyFactoryClient(f, b), CalleeName(f, b)))
					default:
						ok = false
					}
				}
			default: // return self.clients[region]
				agree(PyClientHook(f, v))
			}
		}
		return ok
	})
	if !ok || returns == 0 {
		return ""
	}
	return found
}

// pySelfClient resolves self.x through every assignment to it in the enclosing class: it names a
// client constructor only when all the calls assigned agree (`self.s = None` placeholders aside). An
// assignment from a parameter or an unknown call makes it unknown, so a class that stores an injected
// or lazily built async client is not judged.
func pySelfClient(f *File, obj *Node) string {
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
			ctor = pyAnnotated(f, a.ChildByFieldName("type"))
		}
		if v := Unwrap(b.value); ctor == "" {
			switch v.Sym() {
			case SymNone:
				continue
			case SymCall: // as a local's value reads it: a constructor, a helper's client, a factory's (builder.configs(c).create())
				ctor = pyCallClient(f, v)
			default:
				ctor = PyClientHook(f, v)
			}
		}
		if ctor == "" || (found != "" && ctor != found) {
			return ""
		}
		found = ctor
	}
	return found
}

// pyAnnotated returns the client constructor an annotation names, looking through Optional[X],
// Union[X, None], Annotated[X, ...] and X | None, not into a container's (ContextVar[Session]).
func pyAnnotated(f *File, t *Node) string {
	if t == nil {
		return ""
	}
	found := ""
	Walk(t, func(n *Node) bool {
		if found != "" {
			return false
		}
		switch n.Sym() {
		case SymGenericType, SymSubscript:
			h := f.Text(n.NamedChild(0))
			h = h[strings.LastIndex(h, ".")+1:]
			return h == "Optional" || h == "Union" || h == "Annotated"
		case SymIdentifier, SymAttribute:
			if q := ImportedName(f, n); q != "" {
				if _, ok := PyBlockingClients[q]; ok {
					found = q
				}
			}
			return false
		}
		return true
	})
	return found
}
