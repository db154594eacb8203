package model

import (
	"github.com/resilience-check/resilience-check/libmodels"
)

// Blocking calls: the library functions and client methods that block the
// calling thread, by kind, and how a call's receiver is traced to the client
// constructor it came from (checks/facts/pyctor); RC201 reports them in async code,
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
	BlockCompute                    // CPU-bound library work on the calling thread (sentence-transformers' encode)
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
// find the client (pyctor.Of, a lookup of the object's binding).
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
	return ParamNode(f, name, n) != nil
}

// ParamNode returns the parameter node that binds name for a use at n, or nil.
func ParamNode(f *File, name string, n *Node) *Node {
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
