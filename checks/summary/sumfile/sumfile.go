// Package sumfile holds the serializable shape of a summary (package
// summary, docs/cross-file.md): File, the summary of one source file that
// summary.Extract returns and summary.Link reads; Func, one function of it
// with its direct effects; Call, one call it makes; Forward, a parameter it
// passes on as an outbound call's options. They point into no syntax tree:
// a File depends on nothing but its source and the in-file findings on it,
// and is small and JSON-serializable, so a bot can cache it by blob SHA.
// Package summary aliases each type (summary.File = sumfile.File).
package sumfile

import (
	"cmp"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/errread"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/argval"
	"github.com/resilience-check/resilience-check/checks/summary/cbargs"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
	"github.com/resilience-check/resilience-check/checks/summary/modtab"
	"github.com/resilience-check/resilience-check/checks/summary/tryguard"
)

// The effects a File records and the shapes it shares with package summary
// (aliases of effect, modtab and fwd types).
type (
	Effect        = effect.Effect
	ErrorEffect   = effect.ErrorEffect
	TimeoutEffect = effect.TimeoutEffect
	Hop           = effect.Hop
	Import        = modtab.Import
	ReExport      = modtab.ReExport
	Arg           = fwd.Arg
	TryGuard      = tryguard.Guard
)

// File is the summary of one source file: what Link needs of it, nothing
// that points into its syntax tree.
type File struct {
	Path   string         `json:"path"`
	Lang   model.Language `json:"lang"`
	Script bool           `json:"script,omitempty"` // a one-shot program (model.File.IsScript): blocking is not reported in it
	Funcs  []Func         `json:"funcs,omitempty"`
	Calls  []Call         `json:"calls,omitempty"`
	// Imports maps a local name to what it binds: a module (Name "") or a
	// name in a module.
	Imports map[string]Import `json:"imports,omitempty"`
	// Exports maps an exported name ("default" for the default export) to
	// the local name of what is exported (JS/TS); Python and Go export
	// every top-level name and leave it empty.
	Exports map[string]string `json:"exports,omitempty"`
	// ReExports are `export { a as b } from './x'` (Name "b", From "a") and
	// `export * from './x'` (Name "*").
	ReExports []ReExport `json:"reexports,omitempty"`
	// Classes maps each top-level class to its bases as written ("Base",
	// "mod.Base"), for methods inherited from another file.
	Classes map[string][]string `json:"classes,omitempty"`
	Aliases map[string]string   `json:"aliases,omitempty"` // top-level `alias = func_name` (modalias.Of)
	// Implements maps each top-level TS class to the interfaces its
	// implements clause names, last segment only (tsimpl.Implements);
	// TSIfaces are the TS interfaces the file declares at its top. A
	// method called on a value typed with such an interface resolves to
	// the one class of the repository that implements it (tsimpl.Index).
	Implements map[string][]string `json:"implements,omitempty"`
	TSIfaces   []string            `json:"ts_ifaces,omitempty"`
	// Abstract are the file's top-level abstract classes
	// (subimpl.AbstractClass): a method called on one that it leaves
	// abstract resolves to the one subclass of the repository overriding it.
	Abstract []string `json:"abstract,omitempty"`
	// Instances maps a name bound to a new instance of a class to the
	// class as written: module-level "client" (client = ApiClient(...),
	// const client = new ApiClient()), "3/client" inside function 3, and
	// "Tools.self.client" for an attribute set on self / this in class
	// Tools. Only constructor calls of capitalised names count, and calls of
	// a function of the repository ("make_client()": the classes it returns,
	// Func.Returns). In Go, "3/client" is also a receiver or parameter of
	// function 3 typed with a named type ("linear.LinearClient") or
	// declared so in a var (gotype.Vars), and "var.DB" a package variable
	// (`var DB *mongo.Database`, `var svc = NewService()`).
	Instances map[string]string `json:"instances,omitempty"`
	// ExternTypes maps a Go type as the file writes it ("dynamic.Interface")
	// of a struct field or function result typed with a third-party SDK's
	// type to the class of its methods' errors (xfacts.TypeOrigin).
	ExternTypes map[string]xfacts.Origin `json:"extern_types,omitempty"`
	// Leaks are RC402 sinks of raw error text whose origin the file does
	// not show (xfacts.Leak); Tools are RC601 tools without an idempotency
	// key whose mutation the file does not show. Link judges both with the
	// summaries of what they call.
	Leaks []xfacts.Leak `json:"leaks,omitempty"`
	// Results are the calls (their callee's start) whose value reaches an
	// RC402 sink (xfacts.Facts.Results): a leak a function returns as a
	// value (xfacts.Leak.Owners) is reported where such a call reaches it.
	Results [][2]int `json:"results,omitempty"`
	// Passes are the calls whose value their function returns (xfacts.Facts.Passes).
	Passes [][2]int `json:"passes,omitempty"`
	// Thrown are the JS/TS calls whose value a throw statement raises as
	// an error's message (package thrownres): `throw new Error(format(e))`.
	Thrown [][2]int `json:"thrown,omitempty"`
	// ErrPasses are RC402's calls passing a caught error of a known origin (xfacts.Facts.ErrPasses).
	ErrPasses []xfacts.ErrPass `json:"err_passes,omitempty"`
	// ErrReads are RC402's reads of an error field of a call's value in a handler's result (xfacts.Facts.ErrReads).
	ErrReads []errread.Read `json:"err_reads,omitempty"`
	// SinkParams are RC402's Go function parameters that reach a sink (xfacts.Facts.SinkParams).
	SinkParams []xfacts.SinkParam `json:"sink_params,omitempty"`
	// Deadline says the file creates a signal that times out
	// (AbortSignal.timeout, AbortSignal.any, a timer that aborts): the
	// closed-world judgement of forwarded options (forwards.go) needs one
	// somewhere before an options object of unknown shape may be bounded.
	Deadline bool `json:"deadline,omitempty"`
	// Ifaces are the Go interface types the file declares: a method
	// called on one resolves to the one type of its package with a method
	// of that name (Program.goSole).
	Ifaces []string `json:"ifaces,omitempty"`
	// IfaceMethods are the method names each of Ifaces declares (not those
	// of embedded interfaces), for the dispatch of a call on one to the one
	// type of the module implementing them (Program.goImpl).
	IfaceMethods map[string][]string `json:"iface_methods,omitempty"`
	Tools        []xfacts.Tool       `json:"tools,omitempty"`
	// Embeds are the types, as written, each Go struct type of the file
	// embeds ("ClientWithResponses": ["ClientInterface"]): a method not
	// declared on the struct is looked up on them (Program.goPromoted).
	Embeds map[string][]string `json:"embeds,omitempty"`
	// GoConsts are the Go file's top-level constants holding one duration
	// (xfacts.Facts.GoConsts), by name: Link reads the Const timeouts of
	// the package's files from them.
	GoConsts map[string]time.Duration `json:"go_consts,omitempty"`
	// GoFieldWrites are the Go file's writes to struct fields
	// (xfacts.Facts.GoFieldWrites): Link reads field timeouts from them.
	GoFieldWrites map[string][]xfacts.FieldWrite `json:"go_field_writes,omitempty"`
	// NumConsts are the module's top-level constants holding one number
	// (xfacts.Facts.NumConsts): the values of other files' imported Consts.
	NumConsts map[string]float64 `json:"num_consts,omitempty"`
	// NumConstAt: where the module binds them (xfacts.Facts.NumConstAt).
	NumConstAt map[string]xfacts.ConstAt `json:"num_const_at,omitempty"`
	// ObjKeys are the JS/TS module's top-level names that hold an options
	// object of keys it shows (objkeys.Of), with those keys: the options
	// of other files' ImpOpts that import them.
	ObjKeys map[string][]string `json:"obj_keys,omitempty"`
	// ImpOpts are RC101's calls whose options lack a bound but for names
	// the file imports (xfacts.Facts.ImpOpts), judged by Link with the
	// defining modules' ObjKeys.
	ImpOpts []xfacts.ImpOpt `json:"imp_opts,omitempty"`
}

// Func is one named function or method. Effects are its direct ones; Link
// adds those reached through calls.
type Func struct {
	Name   string `json:"name"`            // "f", or "Class.m" for a method
	Class  string `json:"class,omitempty"` // enclosing class for methods
	Line   int    `json:"line"`
	Col    int    `json:"col"`
	Async  bool   `json:"async,omitempty"`
	Exits  bool   `json:"exits,omitempty"`   // it ends the process itself (impact.ExitsProcess): shutdown or start-up code, where RC201 reports no chain
	OnLoop bool   `json:"on_loop,omitempty"` // a sync tool its SDK calls on the event loop (looptool.SyncOnLoop)
	LoopBy string `json:"loop_by,omitempty"` // that SDK, for messages (looptool.Registration.By)
	// LoopExt: OnLoop was decided from other files (looptool.Registration.Ext).
	LoopExt bool `json:"loop_ext,omitempty"`
	// Dispatch: an exported dispatcher another module's call-tool handler calls (regflow.ExportedDispatcher).
	Dispatch bool `json:"dispatch,omitempty"`
	// Offloads is 1 + the index of the parameter the function hands to a
	// thread runner as the function to run (offload.Param: `def
	// _run_sync(func, *args): return await anyio.to_thread.run_sync(func,
	// *args)`), 0 for none: a call of it runs the function its caller hands
	// there (a marked entry of Call.Alts, dispatch.Handed).
	Offloads int `json:"offloads,omitempty"`
	// Top says the function is declared at module level (or is a method of
	// a top-level class): only those are visible to other files.
	Top bool `json:"top,omitempty"`
	// Outer is 1 + the index of the named function this one is declared
	// in (a closure: a low-level server's handlers inside create_server()),
	// 0 for none: a call in it sees the outer functions' local instances.
	Outer int `json:"outer,omitempty"`
	// In: first and last lines of the function-like node a nested function is
	// declared in, for a bare call of its name there (scopes.Pick); else zero.
	In     [2]int   `json:"in,omitempty"`
	Params []string `json:"params,omitempty"` // positional parameter names, in order
	// Kwargs is the name of the Python **kwargs parameter, or "".
	Kwargs string `json:"kwargs,omitempty"`
	// Ctx is 1 + the index in Params of a Go function's context.Context
	// parameter, 0 when it has none: an outbound call that carries it is
	// bounded by whatever context the callers pass (a Forward with Key
	// "context").
	Ctx int `json:"ctx,omitempty"`
	// Blocks is a blocking call this sync function makes itself (a sync
	// process call, sync file or HTTP I/O, time.sleep), or nil.
	Blocks *Effect `json:"blocks,omitempty"`
	// Unbounded is an outbound call without a timeout inside the function,
	// as RC101 found it in this file, or nil.
	Unbounded *Effect `json:"unbounded,omitempty"`
	// NoTimeout is a child process run or waited for without a timeout
	// inside the function, as RC102 found it in this file, or nil.
	NoTimeout *Effect `json:"no_timeout,omitempty"`
	// Forwards lists the parameters this function passes on as the options
	// of an outbound call: the call is bounded only if its callers bound
	// them.
	Forwards []Forward `json:"forwards,omitempty"`
	// Errors are the origin classes of the errors the function raises,
	// returns or rejects with (RC402's class, xfacts.CallOrigin, of the calls it makes
	// outside a try that handles them, from libmodels' error classes), the
	// first call of each origin.
	Errors []ErrorEffect `json:"errors,omitempty"`
	// ErrOwn says a Go function returns no error it received (no return
	// passes on an err value, wrapped or not): what it returns it builds,
	// so it raises no error of its callees.
	ErrOwn bool `json:"err_own,omitempty"`
	// Recvs are Go calls whose error the function passes on, on a receiver
	// the file cannot type (Effect.What: the chain's root, "client" or
	// "c.dynamicClient"); Link types it by a field or result declared
	// elsewhere (Program.recvOrigin), at most maxRecvs.
	Recvs []Effect `json:"recvs,omitempty"`
	// LitRecvs are Recvs of the callbacks the function defines (a tool
	// handler literal), for the leaks in them: not the function's errors.
	LitRecvs []Effect `json:"lit_recvs,omitempty"`
	// HeldRecvs are Python and JS/TS calls on a client a factory built (heldrecv.Root), for the leaks in their region.
	HeldRecvs []Effect `json:"held_recvs,omitempty"`
	// Mutates is a non-idempotent mutation the function makes (a POST, an
	// INSERT: xfacts.Mutation), or nil.
	Mutates *Effect `json:"mutates,omitempty"`
	// Timeouts are literal timeouts set in the function outside any MCP
	// handler (RC104's reading), the longest of each budget kind.
	Timeouts []TimeoutEffect `json:"timeouts,omitempty"`
	// Returns are the classes, as written, of what the function returns:
	// its return annotation's names (`-> Union[A, B]`, `: Promise<A>`),
	// then the constructors it returns (`return A(...)`, `return new A()`,
	// a local instance), at most maxReturns.
	Returns []string `json:"returns,omitempty"`
	// Rethrows are the indexes of the parameters the function throws, or
	// raises, as its body's last statement with no return before it
	// (`function tagError(e, meta): never { ...; throw e }`), as is or in
	// a new error built from its text (Python and JavaScript, package
	// rethrow); in Go, the parameters it returns wrapped as its error
	// result (`return fmt.Errorf("%s: %w", msg, err)`, package gowrap),
	// except on a path an errors.Is or errors.As test of it guards. Either
	// way, the caller's error leaves the function with its text.
	Rethrows []int `json:"rethrows,omitempty"`
	// Client is the blocking client every return gives (pyclient.Returned);
	// Uses are method calls on what an imported function returns
	// (pyclient.Uses), judged by Link with that function's Client: a blocking
	// effect of a sync function, an RC201 finding at the use in an async one.
	Client string      `json:"client,omitempty"`
	Uses   []ClientUse `json:"uses,omitempty"`
	// HTTPClient says the Python function hands out an HTTP client
	// (pyhttpret.Returns); PostUses are the POSTs the function makes on what
	// an imported function returns (pyhttpret.PostUses, Method the mutation
	// RC601 names, "POST"), a mutation of the function when Link finds that
	// the callee hands out an HTTP client.
	HTTPClient bool        `json:"http_client,omitempty"`
	PostUses   []ClientUse `json:"post_uses,omitempty"`
	// Settles says a top-level JS/TS function handles its own failure
	// (jscatch.Settles: every await in a try whose catch does not throw, or
	// on a .catch chain): a call of it cannot reject a Promise.all (RC602).
	Settles bool `json:"settles,omitempty"`
	// Abstract: a Python abstract method (subimpl.AbstractMethod); a call
	// resolved to it goes to the one subclass overriding it (subimpl.Index).
	Abstract bool `json:"abstract,omitempty"`
}

// ClientUse is a call of Method on the result of a call of Callee, at Hop, on line LineText.
type ClientUse struct {
	Callee, Method, LineText string
	Hop                      Hop
}

// Forward says that parameter Param (an index into Func.Params, or -1 for
// the **kwargs parameter) reaches the options of an outbound call (the
// chain's last hop) with no bound of the function's own: Key is the option
// that bounds it ("signal" for fetch, "timeout" for requests, "context" for
// a Go call that carries the function's context.Context parameter).
type Forward struct {
	Param int    `json:"param"`
	Key   string `json:"key"`
	Rule  string `json:"rule,omitempty"` // the rule of the sink when not RC101: RC102 for a child process's options
	// Prop is the property of the object parameter Param the options are
	// destructured from (`async function req({ path, options = {} })`:
	// "options"), or "" when the parameter is the options (fwd.PatternParam).
	Prop  string `json:"prop,omitempty"`
	Chain []Hop  `json:"chain"`
	// LineText is the text of the outbound call's line, for a finding at it
	// (Program.closedSinks).
	LineText string `json:"line_text,omitempty"`
}

// Call is one call of a plain name (f()), a member of a module or namespace
// (mod.f()), or a method on self / this.
type Call struct {
	Func   int    `json:"func"`   // index into File.Funcs of the enclosing named function, -1 at module level
	Callee string `json:"callee"` // "f", "mod.f", "self.m", "this.m"
	// Alts are the functions a local the call runs may hold: the bare names of the dispatch table it is an entry of (dispatch.Alts).
	Alts []string `json:"alts,omitempty"`
	// Runs is the bare name of the function a Python `executor.submit(fn, ...)` call hands a worker thread, whose value the future's result() returns (pyfuture.Runs); read for RC402 values only.
	Runs string `json:"runs,omitempty"`
	// Poly, for a Python method call `x.m(...)` on a local that a dispatcher looks up (`x = table[name]`, `x = table.get(name)`,
	// `x = get_handler(name)`), names the classes the file shows the table holds; x.m is resolved among them in the family
	// of classes defining m (dispatch.Poly, subimpl.Index.Family, subimpl.Among); read by RC201.
	Poly []string `json:"poly,omitempty"`
	// Async says the code around the call runs in an async function (the
	// nearest enclosing function is async).
	Async bool `json:"async,omitempty"`
	// Nested says the call is in a callback inside the named function
	// (it may run later), not in the function's own body.
	Nested bool `json:"nested,omitempty"`
	// Returned says the call is in a function the named function returns (a
	// handler factory's handler): its mutation is the function's (RC601).
	Returned bool `json:"returned,omitempty"`
	Hop
	LineText string       `json:"line_text"`
	Args     []Arg        `json:"args,omitempty"` // positional arguments, in order
	Kw       []Arg        `json:"kw,omitempty"`   // Python keyword arguments (fwd.KwArg)
	Vals     []argval.Val `json:"vals,omitempty"` // the arguments whose value reads (argval.Read)
	// Keywords are the Python keyword arguments' names; KwSplat says the
	// call passes **something, KwSplatParam that it is the caller's own
	// **kwargs parameter.
	Keywords     []string `json:"keywords,omitempty"`
	KwSplat      bool     `json:"kw_splat,omitempty"`
	KwSplatParam bool     `json:"kw_splat_param,omitempty"`
	// Spread says a positional argument is a spread or *args: positions
	// after it are unknown.
	Spread bool `json:"spread,omitempty"`
	// Caught says the call is in a try block whose handler does not
	// rethrow: its errors do not leave the function.
	Caught bool `json:"caught,omitempty"`
	// Try is the innermost try block around the call, in its function,
	// whose handler does not pass the raw error on: it handles the error,
	// or throws a new error of one class in its place (TryGuard).
	Try *TryGuard `json:"try,omitempty"`
	// ErrArg is 1 + the index of the argument that is the error caught by
	// the catch clause the call is in, and CatchOf that try's body: a call
	// of a function that rethrows that parameter (Func.Rethrows) lets the
	// try's errors out after all (`catch (e) { tagError(e, meta) }`).
	ErrArg  int          `json:"err_arg,omitempty"`
	CatchOf *xfacts.Span `json:"catch_of,omitempty"`
	// Handler says the call runs in an MCP tool or resource handler (or a
	// function nested in one): RC104 judges what it waits for.
	Handler model.HandlerKind `json:"handler,omitempty"`
	// Judged says RC601 read this call as a request whose own path makes
	// it no mutation (a state action, xfacts.StateAction): the mutation
	// of the client wrapper it calls is not added.
	Judged bool `json:"judged,omitempty"`
	// Cbs are the callables the call hands its callee whose errors the
	// file cannot see into (cbargs.Read): a helper that calls that
	// parameter raises what they raise (RC402).
	Cbs []cbargs.Arg `json:"cbs,omitempty"`
}

// SinkRule is the rule of the outbound call the parameter reaches: Rule,
// or RC101 (an outbound call without a timeout) when Rule is empty.
func (fw Forward) SinkRule() string { return cmp.Or(fw.Rule, "RC101") }

// SelfClass is the class whose self a Python function fn of the file sees:
// its own class for a method, else that of the nearest enclosing method (a
// tool handler nested in `def _register_tools(self)`), "" for none. It is
// the class a call of `self.m()` there resolves in, as Program.resolveCall
// walks Outer; Pyright binds a closure's self the same way.
func (f *File) SelfClass(fn int) string {
	for g := fn; g >= 0 && g < len(f.Funcs); g = f.Funcs[g].Outer - 1 {
		if f.Funcs[g].Class != "" {
			return f.Funcs[g].Class
		}
		if f.Funcs[g].Outer-1 >= g {
			break
		}
	}
	return ""
}

// Owner is the index of the function of the file that starts at the first
// of owners that is one, or -1 (xfacts.Leak.Owners). Moved out of package
// summary as it was.
func (f *File) Owner(owners [][2]int) int {
	for _, o := range owners {
		for j, fj := range f.Funcs {
			if fj.Line == o[0] && fj.Col == o[1] {
				return j
			}
		}
	}
	return -1
}

// Enclosing returns the indexes and the parameter lists (Params) of the
// named functions function fn of the file is declared in, innermost first
// (Outer): what a closure sees of its enclosing functions' parameters.
func (f *File) Enclosing(fn int) ([]int, [][]string) {
	var idx []int
	var params [][]string
	for g := fn; g >= 0 && g < len(f.Funcs); {
		o := f.Funcs[g].Outer - 1
		if o < 0 || o >= g {
			break
		}
		idx, params = append(idx, o), append(params, f.Funcs[o].Params)
		g = o
	}
	return idx, params
}
