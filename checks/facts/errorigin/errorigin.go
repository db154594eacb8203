package errorigin

import (
	"github.com/resilience-check/resilience-check/checks/facts/dispatch"
	"github.com/resilience-check/resilience-check/checks/facts/fnparam"
	"github.com/resilience-check/resilience-check/checks/facts/threadrun"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/fetcherr"
	"github.com/resilience-check/resilience-check/checks/facts/gorecv"
	"github.com/resilience-check/resilience-check/checks/facts/lifespan"
	"github.com/resilience-check/resilience-check/checks/facts/localerr"
	"github.com/resilience-check/resilience-check/checks/facts/offload"
	"github.com/resilience-check/resilience-check/checks/facts/pyrecv"
	"github.com/resilience-check/resilience-check/checks/facts/recvtype"
	"github.com/resilience-check/resilience-check/checks/facts/sdkrecv"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// ErrorOrigin says where an error value comes from, as far as the file shows.
// The origins from OriginSDK on carry internal detail in their text: URLs
// and response bodies, SQL and DSNs, file paths, command lines, stack frames.
type ErrorOrigin int

// Error origins, in increasing order of what their text can reveal.
const (
	OriginUnknown    ErrorOrigin = iota // the file does not show it (a call into another module)
	OriginLocal                         // built by the code: errors.New, raise ValueError, validation, JSON encoding
	OriginSDK                           // a third-party SDK or client of a service (thirdparty.Package): request URLs, response bodies, resource names
	OriginWrapped                       // any error of the tool functions a wrapper or dispatcher runs (`return func(*args, **kwargs)` in a decorator, `handler = get_handler(name); handler(args)`: package dispatch): the tools' own
	OriginNetwork                       // an HTTP or network client: requests, httpx, aiohttp, fetch, axios, net/http, grpc
	OriginFilesystem                    // file operations: open, pathlib, os, fs, os.ReadFile
	OriginDatabase                      // a database driver: psycopg, asyncpg, sqlite3, SQLAlchemy, pymongo, pg, mysql2, database/sql, pgx
	OriginSubprocess                    // a child process: subprocess, child_process, os/exec
	OriginStack                         // a stack trace or panic: traceback, err.stack, runtime.Stack, recover()
)

// Internal reports whether an error of this origin can carry internal detail.
func (o ErrorOrigin) Internal() bool { return o >= OriginSDK }

// String names the origin for messages: "a database driver error".
func (o ErrorOrigin) String() string {
	switch o {
	case OriginLocal:
		return "an error the code built"
	case OriginSDK:
		return "an error of a third-party SDK"
	case OriginWrapped:
		return "any error of the tool functions it runs"
	case OriginNetwork:
		return "an HTTP client error"
	case OriginFilesystem:
		return "a filesystem error"
	case OriginDatabase:
		return "a database driver error"
	case OriginSubprocess:
		return "a subprocess error"
	case OriginStack:
		return "a stack trace"
	}
	return "an error of unknown origin"
}

// Module roots (the first segment of an import, or a Go import path prefix)
// whose calls fail with errors of one origin: rows with an errors class that
// name a module (api: module, or a module that is itself the callable), and
// the modules of the generically matched rows (sdks.yml).
var (
	netModules     = originModules(libmodels.OriginNetwork)
	dbModules      = originModules(libmodels.OriginDatabase)
	fsModules      = originModules(libmodels.OriginFilesystem)
	subprocModules = originModules(libmodels.OriginSubprocess)
	// localModules do only local computation (module rows with errors:
	// local, noio.yml: @turf/turf): their errors are about the caller's values.
	localModules = libs.NameSet(and(func(r *libmodels.Row) bool { return r.API == libmodels.Module }, originIs(libmodels.OriginLocal)))
	// goFSFuncs and pyFSFuncs are file functions of packages that do more.
	goFSFuncs = libs.NameSet(and(gorows(libmodels.Function), originIs(libmodels.OriginFilesystem)))
	pyFSFuncs = libs.NameSet(and(py(libmodels.Function), originIs(libmodels.OriginFilesystem)))
	// localFuncs fail only with errors about the caller's own values.
	localFuncs = libs.NameSet(and(func(r *libmodels.Row) bool { return r.API == libmodels.Function }, originIs(libmodels.OriginLocal),
		func(r *libmodels.Row) bool { return r.Kind == libmodels.Local }))
	// goNetTypes are Go client types whose methods send requests (net/http.Client).
	goNetTypes = libs.NameSet(and(gorows(libmodels.Type), originIs(libmodels.OriginNetwork)))
	// goURLFuncs only parse a URL or build a request from one (localerr.URLArg).
	goURLFuncs = libs.NameSet(and(gorows(libmodels.Function), originIs(libmodels.OriginValue)))
	// dbMethods are query methods of database handles.
	dbMethods = libs.MethodSet(and(byCode, originIs(libmodels.OriginDatabase), func(r *libmodels.Row) bool {
		return (r.API == libmodels.Type || r.API == libmodels.Constructor) && r.Kind == libmodels.Database
	}))
)

// longestFuncKey is the length in bytes of the longest name in pyFSFuncs
// and localFuncs, the sets callOrigin looks a callee's whole text up in.
var longestFuncKey = errnames.LongestKey(pyFSFuncs, localFuncs)

// libs are the built-in library rows (libmodels/data); and, py, gorows and
// byCode build queries over them.
var (
	libs = libmodels.Builtin()
	and  = libmodels.And
)

func py(api libmodels.API) func(*libmodels.Row) bool { return libmodels.Is(libmodels.Python, api) }

func gorows(api libmodels.API) func(*libmodels.Row) bool { return libmodels.Is(libmodels.Go, api) }

func byCode(r *libmodels.Row) bool { return r.Matched() == libmodels.ByCode }

// originIs accepts rows whose errors are of origin o.
func originIs(o libmodels.Origin) func(*libmodels.Row) bool {
	return func(r *libmodels.Row) bool { return r.Errors == o }
}

// originModules returns the modules of every language whose calls fail
// with errors of origin o.
func originModules(o libmodels.Origin) map[string]bool {
	out := map[string]bool{}
	for _, r := range libs.Select(originIs(o)) {
		// a module row, a module that is itself the callable, or any
		// generically matched row (its module's errors are of its class)
		if r.API == libmodels.Module || r.Name == r.Module || r.Matched() == libmodels.ByCall {
			out[r.Module] = true
		}
	}
	return out
}

// moduleOrigins memoizes moduleOrigin (a pure function of its argument,
// asked for every call the function summaries classify), up to
// maxModuleOrigins names so adversarial input cannot grow it without bound.
var (
	moduleOrigins     sync.Map // string -> ErrorOrigin
	moduleOriginsSize atomic.Int32
)

const maxModuleOrigins = 20000

// moduleOrigin returns the origin of calls into module mod (an import's
// canonical name), by its root.
func moduleOrigin(mod string) ErrorOrigin {
	if o, ok := moduleOrigins.Load(mod); ok {
		return o.(ErrorOrigin)
	}
	o := moduleOriginOf(mod)
	if moduleOriginsSize.Load() < maxModuleOrigins {
		if _, loaded := moduleOrigins.LoadOrStore(mod, o); !loaded {
			moduleOriginsSize.Add(1)
		}
	}
	return o
}

func moduleOriginOf(mod string) ErrorOrigin {
	mod = strings.TrimPrefix(mod, "node:")
	for _, cand := range []string{mod, strings.SplitN(mod, ".", 2)[0], strings.SplitN(mod, "/", 2)[0]} {
		switch {
		case subprocModules[cand]:
			return OriginSubprocess
		case dbModules[cand]:
			return OriginDatabase
		case fsModules[cand]:
			return OriginFilesystem
		case netModules[cand]:
			return OriginNetwork
		case localModules[cand]:
			return OriginLocal
		}
	}
	for p := range dbModules { // versioned Go paths: github.com/jackc/pgx/v5/pgxpool
		if strings.Contains(p, "/") && strings.HasPrefix(mod, p) {
			return OriginDatabase
		}
	}
	return OriginUnknown
}

// CallOrigin classifies the errors a call can raise or return: by the
// module its callee is imported from, by the value its receiver holds (a
// session, pool, connection or command built in the file), by well-known
// local functions, and for functions the file defines by the calls in their
// bodies (two levels deep). Calls into other modules of the project or into
// SDKs the file cannot see are OriginUnknown.
func CallOrigin(f *model.File, call *model.Node) ErrorOrigin { return callOrigin(f, call, 0) }

func callOrigin(f *model.File, call *model.Node, depth int) ErrorOrigin {
	fn := model.Callee(call)
	if fn == nil {
		return OriginUnknown
	}
	return calleeOrigin(f, call, fn, depth)
}

// calleeOrigin is callOrigin of call, whose callee is fn; call is nil for
// a bound method handed uncalled (HandedOrigin): what its call would raise,
// read from the callee alone.
func calleeOrigin(f *model.File, call, fn *model.Node, depth int) ErrorOrigin {
	if call == nil && fn.Sym() == model.SymIdentifier {
		return OriginUnknown // a bare name: a function of the file is read by HandedOrigin
	}
	if call != nil && fetcherr.FixedText(f, call) {
		return OriginLocal // Node's fetch fails with the fixed "fetch failed" (package fetcherr)
	}
	if call != nil {
		if _, _, ok := model.UpstreamCall(f, call); ok {
			return OriginNetwork
		}
	}
	q := model.ImportedName(f, fn)
	name := f.Text(fn)
	// A callee's text can be long (the whole a.then(...).then(...) chain
	// before the last .then): names longer than any key of the name sets
	// are not hashed, so a chain of n calls costs n, not n squared.
	short := len(name) <= longestFuncKey
	switch {
	case goFSFuncs[q], f.Lang == model.LangPython && (pyFSFuncs[q] || short && pyFSFuncs[name] && f.Lookup(name, fn) == nil):
		return OriginFilesystem
	case localFuncs[q], q == "" && short && localFuncs[name], goURLFuncs[q] && (call == nil || localerr.CannotFailURL(f, localerr.URLArg(call))):
		return OriginLocal
	case name == "fetch" && f.Lang.IsJS():
		return OriginNetwork
	}
	if call != nil && depth < 2 && f.Lang == model.LangPython && runsHanded(name[strings.LastIndexByte(name, '.')+1:]) {
		// anyio.to_thread.run_sync(_sync_run), asyncio.to_thread(work): the
		// function run raises out of the call
		for i := 0; i < model.NumArgs(call); i++ {
			if o, ok := offloadedOrigin(f, model.Unwrap(model.Arg(call, i)), depth); ok {
				return o
			}
		}
	}
	if q == "" {
		if o := promisified(f, fn); o != OriginUnknown {
			return o // execAsync = promisify(exec): child_process.exec's error
		}
	}
	if q != "" {
		if mod, ok := f.Imports()[errnames.FirstSegment(name)]; ok {
			if o := moduleOrigin(mod); o != OriginUnknown {
				return o
			}
		}
		if o := moduleOrigin(q); o != OriginUnknown {
			return o
		}
		if thirdparty.Pure(f, q) {
			return OriginLocal // metricsql.Parse, yaml.safe_load, zod: about the caller's value
		}
		if thirdparty.Package(f, q) != "" {
			if call != nil && localerr.ErrConstructor(f, call, name) {
				return OriginLocal // status.Errorf(codes.InvalidArgument, "x not defined"): the server's own text
			}
			return OriginSDK
		}
	}
	// A method on a value the file built: conn.fetch(), cmd.Output(), session.get().
	if fn.Sym() == model.SymAttribute || fn.Sym() == model.SymMemberExpression || fn.Sym() == model.SymSelectorExpression {
		obj := fn.ChildByFieldName("object")
		if obj == nil {
			obj = fn.ChildByFieldName("operand")
		}
		method := ""
		if m := fn.ChildByFieldName("attribute"); m != nil {
			method = f.Text(m)
		} else if m := fn.ChildByFieldName("property"); m != nil {
			method = f.Text(m)
		} else if m := fn.ChildByFieldName("field"); m != nil {
			method = f.Text(m)
		}
		if v := model.Unwrap(obj); v != nil && f.Lang == model.LangPython {
			if v.Sym() == model.SymIdentifier {
				v = model.Unwrap(f.Resolve(v))
			}
			if c := lifespan.Value(f, v); c != nil && c.Sym() == model.SymCall && c != v && depth < 4 {
				if o := callOrigin(f, c, depth+1); o.Internal() {
					return o // pool = ctx.request_context.lifespan_context["pool"]: the lifespan's ConnectionPool(...)
				}
			} else if ctor := lifespan.Client(f, v); c == nil && ctor != "" { // a lifespan of another file: its constructor's module
				o := moduleOrigin(ctor)
				if o == OriginUnknown && thirdparty.Package(f, ctor) != "" {
					o = OriginSDK
				}
				if o.Internal() {
					return o
				}
			}
		}
		if obj != nil && depth < 3 {
			v := gorecv.LocalRoot(f, model.Unwrap(obj)) // client of Go client.Content.Create: an API group field of the client it holds
			if v != nil && v.Sym() == model.SymIdentifier {
				v = model.Unwrap(f.Resolve(v))
			}
			if c := pyrecv.Call(f, v); c != nil { // s3 = self.s3_clients[region], c = c or Client(): the constructor
				v = c
			} else if c := pyrecv.Unpacked(f, v); c != nil { // client, user, err = _get_client(): its returned WebClient(...)
				v = c
			}
			if v != nil && v.Sym() == model.SymNewExpression { // this.client = new ServicesClient()
				if o := callOrigin(f, v, depth+1); o.Internal() {
					return o
				}
			}
			if v != nil && (v.Sym() == model.SymCall || v.Sym() == model.SymCallExpression || v.Sym() == model.SymAwait || v.Sym() == model.SymAwaitExpression) {
				if v.Sym() == model.SymAwait || v.Sym() == model.SymAwaitExpression {
					v = model.Unwrap(v.NamedChild(0))
				}
				if v != nil && (v.Sym() == model.SymCall || v.Sym() == model.SymCallExpression) {
					if o := callOrigin(f, v, depth+1); o.Internal() || sdkrecv.GoBuiltBy(f, v) {
						return max(o, OriginSDK) // a Go client an SDK built (sdkrecv.GoBuiltBy) sends its requests
					}
				}
			}
		}
		if o := fieldOrigin(f, obj, depth); o.Internal() {
			return o // c.v1.get_ob_info() with c = ClientSet(...): an API group of the SDK client
		}
		if o := selfClientOrigin(f, obj); o.Internal() {
			return o // self.info.user_state() with self.info = Info(...) in __init__ (selfclient.go)
		}
		if o := localClientOrigin(f, obj, method); o.Internal() {
			return o // client.cluster.stats() with client = _get_os(), a getter of an OpenSearch client (localclient.go)
		}
		if dbMethods[method] && importsAny(f, OriginDatabase) {
			return OriginDatabase
		}
		if f.Lang == model.LangGo && model.GoClientMethods[method] && (goNetTypes[sdkrecv.GoDeclaredTypeName(f, obj)] || method == "Do" && sdkrecv.GoDoer(f, obj)) {
			return OriginNetwork // c.http.Do(req) on a field `http *http.Client`, or `Client HttpRequestDoer`
		}
		if obj != nil && sdkrecv.Receiver(f, obj) && !thirdparty.PureCall(method) {
			return OriginSDK // client.Payment.Refund() on a `client *rzpsdk.Client`
		}
	}
	if call != nil && (fn.Sym() == model.SymIdentifier && wrappedCall(f, call, f.Text(fn)) || dispatch.Call(f, call)) {
		return OriginWrapped // a wrapper's function, or the tool a dispatcher runs (package dispatch)
	}
	if depth < 2 && call != nil {
		if def := f.LocalFunc(fn); def != nil {
			if f.Lang == model.LangGo {
				return goFuncErrOrigin(f, def, depth+1)
			}
			if o, ok := offloadedOrigin(f, offload.Arg(f, call, def), depth); ok {
				return o // _run_sync(client.get_projects): what the helper runs in a thread raises (package offload)
			}
			return bodyOrigin(f, def.ChildByFieldName("body"), depth+1)
		}
	}
	return OriginUnknown
}

// goFuncErrOrigin is the origin of the errors Go function def returns: of
// the error each return statement gives back (its last value: the call
// whose err it passes on, through fmt.Errorf("%w") and errors.Wrap), not of
// every call in the body (a helper that logs an upstream error and returns
// its own, or returns no error at all, passes none of it on).
func goFuncErrOrigin(f *model.File, def *model.Node, depth int) ErrorOrigin {
	best, unknown := OriginLocal, false
	f.WalkSyms(def.ChildByFieldName("body"), goReturnSyms, func(n *model.Node) bool {
		if n.Sym() == model.SymFuncLiteral {
			return false
		}
		if n.Sym() != model.SymReturnStatement || n.NamedChildCount() == 0 {
			return true
		}
		v := n.NamedChild(0)
		if v.Sym() == model.SymExpressionList && v.NamedChildCount() > 0 {
			v = v.NamedChild(int(v.NamedChildCount()) - 1)
		}
		switch o := goReturnedErr(f, def, n, v, depth, 0); {
		case o > best:
			best = o
		case o == OriginUnknown:
			unknown = true
		}
		return false
	})
	if !best.Internal() && unknown {
		return OriginUnknown
	}
	return best
}

var goReturnSyms = model.NewSymBitset(model.SymFuncLiteral, model.SymReturnStatement)

// goReturnedErr is the origin of error value v that Go function def
// returns at statement at.
func goReturnedErr(f *model.File, def, at, v *model.Node, depth, hops int) ErrorOrigin {
	v = model.Unwrap(v)
	if v == nil || hops > 3 {
		return OriginUnknown
	}
	switch v.Sym() {
	case model.SymNil:
		return OriginLocal
	case model.SymIdentifier:
		if f.Text(v) == "nil" {
			return OriginLocal
		}
		last := localerr.LastAssigned(f, def, at, f.Text(v))
		if last == nil || last.Sym() != model.SymCallExpression {
			return OriginUnknown
		}
		return goReturnedErr(f, def, at, last, depth, hops+1)
	case model.SymCallExpression:
		switch q := model.ImportedName(f, model.Callee(v)); q {
		case "fmt.Errorf":
			format := f.Text(model.Arg(v, 0))
			if !strings.Contains(format, "%w") && !strings.Contains(format, "%v") && !strings.Contains(format, "%s") {
				return OriginLocal
			}
			best := OriginLocal
			for i := 1; i < model.NumArgs(v); i++ {
				if a := model.Unwrap(model.Arg(v, i)); a != nil && a.Sym() == model.SymIdentifier {
					if o := goReturnedErr(f, def, at, a, depth, hops+1); o > best || o == OriginUnknown && best == OriginLocal {
						best = o
					}
				}
			}
			return best
		case "errors.New":
			return OriginLocal
		case "github.com/pkg/errors.Wrap", "github.com/pkg/errors.Wrapf", "github.com/pkg/errors.WithMessage":
			return goReturnedErr(f, def, at, model.Arg(v, 0), depth, hops+1)
		}
		return callOrigin(f, v, depth)
	}
	return OriginLocal // a composite literal, a value of the function's own error type
}

// runsHanded reports whether a callee's last name runs the function it is
// given and raises what it raises: a thread runner (threadrun.Is) or an
// executor's submit.
func runsHanded(name string) bool { return threadrun.Is(name) || name == "submit" }

// wrappedCall reports a call of a parameter called name of a function
// around call that passes on the arguments it was given
// (`func(*args, **kwargs)`, `fn(...args)`): a decorator or wrapper that runs
// any tool, whose errors are those of every function it wraps.
func wrappedCall(f *model.File, call *model.Node, name string) bool {
	args := model.Args(call)
	spread := false
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		switch args.NamedChild(i).Sym() {
		case model.SymListSplat, model.SymDictionarySplat, model.SymSpreadElement:
			spread = true
		}
	}
	if !spread {
		return false
	}
	for fn := model.EnclosingFunc(call); fn != nil; fn = model.EnclosingFunc(fn) {
		if fnparam.JSNamed(f, fn, name) || fnparam.PyNamed(f, fn, name) {
			return true
		}
	}
	return false
}

// importsAny reports whether the file imports a module of origin o.
func importsAny(f *model.File, o ErrorOrigin) bool {
	for _, mod := range f.Imports() {
		if moduleOrigin(mod) == o {
			return true
		}
	}
	return false
}

// bodyOrigin combines the origins of the calls in a block (nested function
// definitions skipped): the most revealing internal origin found; else
// OriginUnknown when some call's origin cannot be seen; else OriginLocal.
func bodyOrigin(f *model.File, body *model.Node, depth int) ErrorOrigin {
	return bodyOriginBut(f, body, depth, OriginUnknown)
}

// bodyOriginBut is bodyOrigin for a handler that cannot see errors of origin
// handled: an earlier except clause or an early-returning type guard took
// them, so calls of that origin count as local.
func bodyOriginBut(f *model.File, body *model.Node, depth int, handled ErrorOrigin) ErrorOrigin {
	if body == nil {
		return OriginUnknown
	}
	best, unknown := OriginLocal, false
	f.WalkSyms(body, bodyOriginSyms, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymFuncLiteral, model.SymLambda, model.SymClassDefinition:
			return n == body
		case model.SymCall, model.SymCallExpression, model.SymNewExpression:
			o := callOrigin(f, n, depth)
			if handled.Internal() && o == handled {
				o = OriginLocal
			}
			switch {
			case o > best:
				best = o
			case o == OriginUnknown && !pureCall(f, n):
				unknown = true
			}
		case model.SymRaiseStatement, model.SymThrowStatement:
			// raise ValueError("...") builds the error here: local.
		}
		return true
	})
	if best.Internal() {
		return best
	}
	if unknown {
		return OriginUnknown
	}
	return OriginLocal
}

// bodyOriginSyms are the nodes bodyOriginBut looks at: nested definitions
// (skipped) and calls.
var bodyOriginSyms = model.NewSymBitset(model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression,
	model.SymFuncLiteral, model.SymLambda, model.SymClassDefinition, model.SymCall, model.SymCallExpression, model.SymNewExpression)

// PureCall is pureCall, for RC402's report of an error of unknown origin.
func PureCall(f *model.File, call *model.Node) bool { return pureCall(f, call) }

// pureCall reports calls that cannot fail with outside detail: builtins and
// methods on strings, lists and dicts, logging, constructors of exceptions.
func pureCall(f *model.File, call *model.Node) bool {
	fn := model.Callee(call)
	if fn == nil {
		return false
	}
	name := f.Text(fn)
	last := name[strings.LastIndexAny(name, ".")+1:]
	if last == "get" && builtReceiver(f, fn) || !logNames[last] && recvtype.Repo(f, fn) {
		return false // api.get(path) on `api = ApiClient()` or `api: ApiClient`: a client's request, not a dict lookup
	}
	switch last {
	case "len", "str", "int", "float", "dict", "list", "set", "tuple", "isinstance", "print", "format", "join", "split",
		"strip", "lower", "upper", "replace", "startswith", "endswith", "append", "extend", "get", "items", "keys",
		"values", "push", "map", "filter", "slice", "toString", "trim", "includes", "Sprintf", "Errorf", "New",
		"debug", "info", "warning", "warn", "error", "exception", "log", "Printf", "Println", "Infof", "Errorf_",
		"model_dump", "dumps", "loads", "parse", "stringify", "now", "isoformat", "encode", "decode":
		return true
	}
	return strings.HasSuffix(last, "Error") || strings.HasSuffix(last, "Exception") || strings.HasPrefix(name, "console.") ||
		strings.HasPrefix(name, "logger.") || strings.HasPrefix(name, "logging.") || strings.HasPrefix(name, "log.")
}

// logNames are the logging methods pureCall keeps pure on any receiver.
var logNames = map[string]bool{"debug": true, "info": true, "warning": true, "warn": true, "error": true, "exception": true, "log": true}

// containerClasses are constructors of mappings whose get() looks a key up.
var containerClasses = map[string]bool{"dict": true, "OrderedDict": true, "defaultdict": true, "Counter": true, "ChainMap": true,
	"Map": true, "WeakMap": true, "Set": true, "URLSearchParams": true, "Headers": true, "FormData": true, "LRUCache": true, "TTLCache": true}

// builtReceiver reports whether the object of method callee fn (`api.get`,
// `self.client.get`, `this.client.get`) is bound in the file to an instance
// of a class the code constructs (`api = ApiClient(base)`, `self.client =
// HttpClient()`, `const client = new ApiClient()`) other than a mapping: its
// get() is the class's method (an API client's GET request), whose errors
// the file does not show, not a dict's lookup. The function summaries then
// judge the method (docs/rules/RC402.md); left pure, the error would be
// taken as the code's own and the leak never weighed.
func builtReceiver(f *model.File, fn *model.Node) bool {
	obj := fn.ChildByFieldName("object")
	if obj == nil || obj.Sym() != model.SymIdentifier && obj.Sym() != model.SymAttribute && obj.Sym() != model.SymMemberExpression {
		return false
	}
	v := model.Unwrap(f.Lookup(f.Text(obj), obj))
	if v == nil {
		return false
	}
	var callee *model.Node
	switch v.Sym() {
	case model.SymCall:
		callee = v.ChildByFieldName("function")
	case model.SymNewExpression:
		callee = v.ChildByFieldName("constructor")
	default:
		return false
	}
	if callee == nil {
		return false
	}
	cls := f.Text(callee)
	cls = cls[strings.LastIndexByte(cls, '.')+1:]
	return cls != "" && cls[0] >= 'A' && cls[0] <= 'Z' && !containerClasses[cls] && !strings.HasSuffix(cls, "Dict") && !strings.HasSuffix(cls, "Map")
}

// ErrorOriginOf returns the origin of the error that identifier id holds at
// its use: a Python `except ... as id` or JS `catch (id)` takes the origin of
// its try block's calls; a JS `.catch((id) => ...)` or `.then(_, (id) => ...)`
// callback the origin of the promise chain before it; a Go `id` the origin of
// the call of its last assignment before the use (through fmt.Errorf("%w")
// and errors.Wrap to the wrapped error). It returns OriginUnknown when the
// binding cannot be found.
func ErrorOriginOf(f *model.File, id *model.Node) ErrorOrigin { return errorOriginOf(f, id, 0) }

// ErrAlias returns the identifier that error identifier id of file f is an
// alias of (`last = err`, `const e = error as Error`), or nil when id is
// bound to anything else or not bound in f.
func ErrAlias(f *model.File, id *model.Node) *model.Node {
	name := f.Text(id)
	v := model.Unwrap(f.Lookup(name, id))
	if v == nil {
		return nil
	}
	if v.Sym() == model.SymAsExpression || v.Sym() == model.SymTypeAssertion {
		v = model.Unwrap(v.NamedChild(0))
	}
	if v != nil && v.Sym() == model.SymIdentifier && f.Text(v) != name && (v.Parent() == nil || v.Parent().Sym() != model.SymAsPattern) {
		return v
	}
	return nil
}

func errorOriginOf(f *model.File, id *model.Node, hops int) ErrorOrigin {
	if id == nil || hops > 4 {
		return OriginUnknown
	}
	name := f.Text(id)
	if v := ErrAlias(f, id); v != nil {
		return errorOriginOf(f, v, hops+1)
	}
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause: // Python: except X as name
			if strings.Contains(f.Text(p)[:strings.IndexByte(f.Text(p)+":", ':')], " as "+name) {
				if PyCatchesOnlyValueErrors(f, p) {
					return OriginLocal // except json.JSONDecodeError: a bad value, not a failing dependency
				}
				if try := p.Parent(); try != nil && try.Sym() == model.SymTryStatement {
					if o := bodyOriginBut(f, try.ChildByFieldName("body"), 0, pyCaughtBefore(f, try, p)); o != OriginUnknown {
						return o
					}
					return pyExceptOrigin(f, p)
				}
			}
		case model.SymCatchClause: // JS: catch (name)
			if param := p.ChildByFieldName("parameter"); param != nil && f.Text(param) == name {
				if try := p.Parent(); try != nil && try.Sym() == model.SymTryStatement {
					return bodyOriginBut(f, try.ChildByFieldName("body"), 0, jsGuardedBefore(f, p, id, name))
				}
			}
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			// promise.catch((name) => ...) or promise.then(ok, (name) => ...)
			if !fnparam.JSNamed(f, p, name) {
				continue
			}
			args := p.Parent()
			if args == nil || args.Sym() != model.SymArguments || args.Parent() == nil || args.Parent().Sym() != model.SymCallExpression {
				return paramOrigin(f, p, name, hops)
			}
			callee := model.Callee(args.Parent())
			if callee == nil || callee.Sym() != model.SymMemberExpression {
				return OriginUnknown
			}
			if m := f.Text(callee.ChildByFieldName("property")); m != "catch" && m != "then" {
				return OriginUnknown
			}
			chain := callee.ChildByFieldName("object")
			best := OriginUnknown
			model.Walk(chain, func(n *model.Node) bool {
				if n.Sym() == model.SymArrowFunction || n.Sym() == model.SymFunctionExpression {
					return false
				}
				if n.Sym() == model.SymCallExpression || n.Sym() == model.SymNewExpression {
					if o := callOrigin(f, n, 0); o > best {
						best = o
					}
				}
				return true
			})
			return best
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
			if f.Lang == model.LangGo {
				if o := goErrOrigin(f, p, id, name, hops); o != OriginUnknown {
					return o
				}
			}
			return paramOrigin(f, p, name, hops)
		case model.SymFunctionDefinition, model.SymMethodDefinition:
			return paramOrigin(f, p, name, hops)
		case model.SymClassDefinition:
			return OriginUnknown
		}
	}
	return OriginUnknown
}

// pyExceptOrigin classifies a Python except clause by the exception types it
// names: a type imported from a driver or client module (`except
// RedisError` with `from redis.exceptions import RedisError`,
// `requests.RequestException`, `subprocess.CalledProcessError`) says where
// the caught error comes from even when the try block's calls go through
// the project's own modules. Builtin and project types give OriginUnknown.
func pyExceptOrigin(f *model.File, clause *model.Node) ErrorOrigin {
	best := OriginUnknown
	for i := 0; i < int(clause.NamedChildCount()); i++ {
		c := clause.NamedChild(i)
		if c.Sym() == model.SymBlock {
			break
		}
		model.Walk(c, func(n *model.Node) bool {
			switch n.Sym() {
			case model.SymIdentifier, model.SymAttribute:
				if q := model.ImportedName(f, n); q != "" {
					o := moduleOrigin(q)
					if o == OriginUnknown && thirdparty.Package(f, q) != "" && !thirdparty.Pure(f, q) {
						o = OriginSDK // except HttpError (googleapiclient.errors)
					}
					if o > best {
						best = o
					}
				}
				return false
			}
			return true
		})
	}
	return best
}

// goErrOrigin finds the last assignment of name before use in Go function fn
// and classifies its right-hand call.
func goErrOrigin(f *model.File, fn, use *model.Node, name string, hops int) ErrorOrigin {
	last := localerr.LastAssigned(f, fn, use, name)
	if last == nil || last.Sym() != model.SymCallExpression {
		return OriginUnknown
	}
	return goCallErrOrigin(f, last, hops)
}

// goCallErrOrigin classifies the error that Go call last returns, through
// fmt.Errorf("%w") and errors.Wrap to the wrapped error.
func goCallErrOrigin(f *model.File, last *model.Node, hops int) ErrorOrigin {
	// errMsg = err.Error(): the text of err
	if fn := model.Callee(last); fn != nil && fn.Sym() == model.SymSelectorExpression && model.NumArgs(last) == 0 &&
		f.Text(fn.ChildByFieldName("field")) == "Error" {
		if x := model.Unwrap(fn.ChildByFieldName("operand")); x != nil && x.Sym() == model.SymIdentifier {
			return errorOriginOf(f, x, hops+1)
		}
	}
	q := model.ImportedName(f, model.Callee(last))
	switch q {
	case "fmt.Errorf":
		// wraps with %w: the wrapped error's origin; else built here
		format := f.Text(model.Arg(last, 0))
		if strings.Contains(format, "%w") || strings.Contains(format, "%v") || strings.Contains(format, "%s") {
			best := OriginLocal
			for i := 1; i < model.NumArgs(last); i++ {
				if a := model.Unwrap(model.Arg(last, i)); a != nil && a.Sym() == model.SymIdentifier {
					if o := errorOriginOf(f, a, hops+1); o > best || o == OriginUnknown && best == OriginLocal {
						best = o
					}
				}
			}
			return best
		}
		return OriginLocal
	case "errors.New":
		return OriginLocal
	case "github.com/pkg/errors.Wrap", "github.com/pkg/errors.Wrapf", "github.com/pkg/errors.WithMessage":
		if a := model.Unwrap(model.Arg(last, 0)); a != nil && a.Sym() == model.SymIdentifier {
			return errorOriginOf(f, a, hops+1)
		}
	}
	return callOrigin(f, last, 0)
}

// callSyms are the call node types of Python, JavaScript and Go.
var callSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression)

// paramOrigin is the origin of the error a function receives as parameter
// name: the most revealing origin among the arguments the file passes in
// that place (a responder helper such as fail(res, e) takes the origin of
// the caught errors handed to it). It returns OriginUnknown when name is no
// parameter or the function is not called in the file.
func paramOrigin(f *model.File, fn *model.Node, name string, hops int) ErrorOrigin {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		return OriginUnknown
	}
	idx, i := -1, 0
	for j := 0; j < int(params.NamedChildCount()); j++ {
		p := params.NamedChild(j)
		if p.Sym() == model.SymComment {
			continue
		}
		pn := p
		if n := p.ChildByFieldName("pattern"); n != nil { // TS: (err: unknown)
			pn = n
		} else if n := p.ChildByFieldName("name"); n != nil { // Go: err error; Python typed
			pn = n
		} else if p.Sym() == model.SymTypedParameter || p.Sym() == model.SymDefaultParameter || p.Sym() == model.SymTypedDefaultParameter {
			pn = p.NamedChild(0)
		}
		if f.Text(pn) == name {
			idx = i
			break
		}
		i++
	}
	fname := ""
	if nm := fn.ChildByFieldName("name"); nm != nil {
		fname = f.Text(nm)
	} else if d := fn.Parent(); d != nil && d.Sym() == model.SymVariableDeclarator {
		fname = f.Text(d.ChildByFieldName("name"))
	}
	if idx < 0 || fname == "" || hops > 3 {
		return OriginUnknown
	}
	best := OriginUnknown
	f.NodesOf(callSyms, func(n *model.Node) bool {
		if !model.Contains(fn, n) {
			callee := model.Callee(n)
			method := callee != nil && goSelfCall(f, callee, fn, fname)
			if callee != nil && (f.Text(callee) == fname || model.IsSelfMember(f.Text(callee)) && f.Text(callee)[5:] == fname || method) {
				if a := model.Unwrap(model.Arg(n, idx)); a != nil {
					var o ErrorOrigin
					switch a.Sym() {
					case model.SymIdentifier:
						o = errorOriginOf(f, a, hops+1)
					case model.SymCall, model.SymCallExpression:
						o = callOrigin(f, a, 0)
					}
					// a Go method's callers in other files stay unseen here: only
					// an origin that carries detail is taken from the file's own
					// calls, the others are left to the function summaries
					if o > best && (!method || o.Internal()) {
						best = o
					}
				}
			}
		}
		return true
	})
	return best
}

// netErrorBases are the base classes of every error a network client raises:
// an except clause naming one catches all of that library's failures.
var netErrorBases = libs.NameSet(and(py(libmodels.ErrorClass), originIs(libmodels.OriginNetwork)))

// dbErrorBases are the base classes of a database driver's errors
// (duckdb.Error, mysql.connector.Error): a catch-all after them sees none.
var dbErrorBases = libs.NameSet(and(py(libmodels.ErrorClass), originIs(libmodels.OriginDatabase)))

// pyValueErrors are exception classes of parsing and validation, whose text
// describes the value parsed, not a dependency. A plain ValueError is not one
// of them: any code below may raise it with text of its own.
var pyValueErrors = libs.NameSet(and(py(libmodels.ErrorClass), originIs(libmodels.OriginValue)))

// PyExceptTypeNames returns the exception classes an except clause names,
// resolved through the file's imports ("except (ValueError, JSONDecodeError)").
func PyExceptTypeNames(f *model.File, clause *model.Node) []string {
	head := f.Text(clause)
	head = head[:strings.IndexByte(head+":", ':')]
	head = strings.TrimPrefix(strings.TrimSpace(head), "except")
	if i := strings.Index(head, " as "); i >= 0 {
		head = head[:i]
	}
	var out []string
	for _, t := range strings.FieldsFunc(head, func(r rune) bool { return r == '(' || r == ')' || r == ',' || r == ' ' || r == '*' }) {
		parts := strings.SplitN(t, ".", 2)
		if imp, ok := f.Imports()[parts[0]]; ok {
			parts[0] = imp
		}
		out = append(out, strings.Join(parts, "."))
	}
	return out
}

// PyCatchesOnlyValueErrors reports an except clause that names only
// parsing and validation exceptions (pyValueErrors).
func PyCatchesOnlyValueErrors(f *model.File, clause *model.Node) bool {
	types := PyExceptTypeNames(f, clause)
	for _, t := range types {
		if !pyValueErrors[t] {
			return false
		}
	}
	return len(types) > 0
}

// pyCaughtBefore returns OriginNetwork (OriginDatabase) when an except
// clause of try before clause catches a network client's (a database
// driver's) base error (`except aiohttp.ClientError` or `except duckdb.Error`
// ahead of `except Exception as e`): the later clause never sees those.
func pyCaughtBefore(f *model.File, try, clause *model.Node) ErrorOrigin {
	for i := 0; i < int(try.NamedChildCount()); i++ {
		c := try.NamedChild(i)
		if c.StartByte() >= clause.StartByte() {
			break
		}
		if c.Sym() != model.SymExceptClause {
			continue
		}
		for _, t := range PyExceptTypeNames(f, c) {
			if netErrorBases[t] {
				return OriginNetwork
			}
			if dbErrorBases[t] {
				return OriginDatabase
			}
		}
	}
	return OriginUnknown
}

// jsGuardedBefore returns OriginNetwork when the catch clause, before the use
// of its error name, leaves on a network-error type guard:
// `if (axios.isAxiosError(e)) { ...; return ... }`, or `e instanceof AxiosError`.
// The use after it then only sees errors of other origins.
func jsGuardedBefore(f *model.File, clause, use *model.Node, name string) ErrorOrigin {
	body := clause.ChildByFieldName("body")
	if body == nil {
		return OriginUnknown
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		st := body.NamedChild(i)
		if st.StartByte() >= use.StartByte() {
			break
		}
		if st.Sym() != model.SymIfStatement || model.Contains(st, use) || !localerr.AlwaysLeaves(st.ChildByFieldName("consequence")) {
			continue
		}
		cond := strings.ReplaceAll(f.Text(st.ChildByFieldName("condition")), " ", "")
		if strings.Contains(cond, "isAxiosError("+name+")") || strings.Contains(cond, name+"instanceofAxiosError") {
			return OriginNetwork
		}
	}
	return OriginUnknown
}
