package rc101

import (
	"fmt"
	"github.com/resilience-check/resilience-check/checks/facts/goctxdl"
	"github.com/resilience-check/resilience-check/checks/facts/goparamctx"
	"github.com/resilience-check/resilience-check/checks/facts/goretclient"
	"github.com/resilience-check/resilience-check/checks/facts/k8sctx"
	"github.com/resilience-check/resilience-check/checks/facts/pynonebound"
	"github.com/resilience-check/resilience-check/checks/facts/pysessattr"
	"regexp"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jsfetch"
	"github.com/resilience-check/resilience-check/checks/facts/jsopts"
	"github.com/resilience-check/resilience-check/checks/facts/optval"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
)

// Facts that silence a pending finding when the file shows a timeout is set
// elsewhere. Keys with a name suffix are recorded per receiver.
const (
	factSocketDefault  = "socket.setdefaulttimeout" // Python: process-wide default socket timeout
	FactSessionDefault = "session-default:"         // Python: s.mount(prefix, CustomAdapter()), s.request = partial(...)
	factDefaults       = "defaults:"                // JS: x.defaults.timeout = ...
	factLocalFetch     = "function fetch"           // JS: the file defines its own fetch
	factReqTimeout     = "req-timeout:"             // JS: req.setTimeout / req.on('timeout') / timer destroying req
	factGoTimeout      = "timeout:"                 // Go: c.Timeout = ...
)

// TimeoutCheck holds one file's pass: findings wait in pending until the walk
// has seen the whole file, because a fact that cancels one may come later.
type TimeoutCheck struct {
	P       *model.Pass
	F       *model.File
	Facts   map[string][]uint32 // fact key -> byte offsets where it was seen
	Pending []pendingFinding
	// goUses caches goClientEscapes' walk of a function for one variable
	// name, filled on first use.
	goUses map[goUseKey]*goUseIndex
	// goHeld caches goHeldClient's walk of the file for one field of one
	// receiver type ("Type.field"), filled on first use.
	goHeld map[string]*model.Node
	// deferTo, when not nil, collects the names imported from the
	// repository's modules that a request's options spread or call for
	// (imported_opts.go): jsOptionsMissing then reads them as holding no
	// bound, for a finding the summaries confirm with those modules.
	deferTo *[]string
}

// goUseKey names a function (by its first byte) and a variable in it.
type goUseKey struct {
	fn   uint32
	name string
}

// goUseIndex lists the uses of one variable in one function in document
// order, with what the uses from each one on do together (suffix ORs), so
// that the question "does the client escape after this literal" costs a
// binary search, not a walk of the function per literal.
type goUseIndex struct {
	start                    []uint32 // each use's first byte
	escapes, used, streaming []bool   // [i]: some use at or after i does it
}

type pendingFinding struct {
	At       *model.Node
	Msg, Fix string
	Autofix  *model.Fix       // the edits, when a fix can be written
	unless   []string         // fact keys any of which cancels the finding
	within   *model.Node      // when set, only facts inside this node count
	related  *finding.Related // where the client the call goes through is built
	// imported, when set, makes the finding one the summaries judge: it
	// holds if none of these imported names holds one of keys.
	imported, keys []string
	// handlerCtx marks a call bounded only by an MCP tool handler's own
	// context: reported at low severity, as reportHandlerCtx does.
	handlerCtx bool
}

// Fact records that fact key holds at node at (a session default timeout, a
// local fetch, ...); a pending finding listing the key is then cancelled.
func (c *TimeoutCheck) Fact(key string, at *model.Node) {
	c.Facts[key] = append(c.Facts[key], at.StartByte())
}

// Cancelled reports whether a fact recorded in the file cancels pending
// finding pf (see Fact).
func (c *TimeoutCheck) Cancelled(pf pendingFinding) bool {
	for _, k := range pf.unless {
		for _, off := range c.Facts[k] {
			if pf.within == nil || (pf.within.StartByte() <= off && off < pf.within.EndByte()) {
				return true
			}
		}
	}
	return false
}

func (c *TimeoutCheck) report(at *model.Node, msg, fix string, unless ...string) {
	c.Pending = append(c.Pending, pendingFinding{At: at, Msg: msg, Fix: fix, unless: unless})
}

// withFix attaches autofix to the finding reported last.
func (c *TimeoutCheck) withFix(autofix *model.Fix) {
	if autofix != nil && len(c.Pending) > 0 {
		c.Pending[len(c.Pending)-1].Autofix = autofix
	}
}

// pyKeywordFix sets timeout to value on a Python call, or replaces the
// positional timeout v; value is written only when the module it names
// (the text before the first ".", e.g. httpx in httpx.Timeout) is bound to
// that module in the file.
func (c *TimeoutCheck) pyKeywordFix(call, v *model.Node, value string) *model.Fix {
	f := c.F
	if i := strings.Index(value, "."); i > 0 && !strings.HasPrefix(value, "(") {
		if f.Imports()[value[:i]] != value[:i] {
			return nil // the module is not imported under its name
		}
	}
	var e model.Edit
	if v != nil && f.Kwarg(call, "timeout") == nil { // positional timeout
		e = model.Edit{Start: int(v.StartByte()), End: int(v.EndByte()), Text: value}
	} else {
		var ok bool
		if e, ok = f.SetKeyword(call, "timeout", value); !ok {
			return nil
		}
	}
	return &model.Fix{Applicability: model.FixSafe, Message: "pass timeout=" + value, Edits: []model.Edit{e}}
}

// Python checks one Python call for a missing or unbounded timeout.
func (c *TimeoutCheck) Python(call *model.Node) {
	f := c.F
	fn := model.Callee(call)
	q := model.ImportedName(f, fn)
	switch {
	case q == "socket.setdefaulttimeout":
		if a := model.Arg(call, 0); a != nil && !c.pyUnbounded(a) {
			c.Fact(factSocketDefault, call)
		}
	case model.PyRequestsFuncs[q]:
		c.pyTimeout(call, fn, "requests."+q[strings.LastIndex(q, ".")+1:], -1, "", "timeout=(5, 20)")
	case q == "urllib3.request":
		c.pyTimeout(call, fn, q, -1, "", "timeout=urllib3.Timeout(connect=5, read=20)", factSocketDefault)
	case model.PyStdlibConns[q] > 0:
		fix := "timeout=20"
		if q == "socket.create_connection" {
			fix = "timeout=5"
		}
		c.pyTimeout(call, fn, q, model.PyStdlibConns[q], "", fix, factSocketDefault)
	case model.PyHTTPXFuncs[q], model.PyHTTPXClients[q]:
		c.pyHTTPXNone(call, fn, q)
	case model.PyAiohttpClients[q]:
		c.pyAiohttpUnbounded(call, fn, q)
	case fn.Sym() == model.SymAttribute:
		if !c.pySocketConnect(call, fn) {
			c.pyMethod(call, fn)
		}
	}
}

// pyMethod handles calls on objects: requests sessions, urllib3 pools, httpx
// and aiohttp clients, and records session.mount(...) of custom adapters.
func (c *TimeoutCheck) pyMethod(call, fn *model.Node) {
	f := c.F
	obj := fn.ChildByFieldName("object")
	method := f.Text(fn.ChildByFieldName("attribute"))
	if method == "mount" {
		if a := model.Arg(call, 1); a != nil && !strings.HasSuffix(model.CalleeName(f, f.Resolve(a)), ".HTTPAdapter") {
			c.Fact(FactSessionDefault+f.Text(obj), call) // a custom adapter may add a default timeout
			c.Fact(FactSessionDefault+"*", call)
		}
		return
	}
	sessAttr := false // self.client.session.post(...): a requests.Session() another class of the repository builds
	if !model.PyClientMethods[method] || !f.ImportsPyClient() {
		if sessAttr = model.PyHTTPMethods[method] && pysessattr.RequestsSession(f, obj); !sessAttr {
			return
		}
	}
	recv := f.Resolve(obj)
	rq := model.CalleeName(f, recv)
	returned := false // a client a helper or method of the file returns (pyctor.Of): `c = self._get_client()`
	if pc := pyctor.Of(f, obj); !model.PySessions[rq] && !model.PyPools[rq] && !model.PyHTTPXClients[rq] && !model.PyAiohttpClients[rq] && pc != rq {
		rq, returned = pc, true
	}
	if sessAttr || !model.PySessions[rq] && model.PyHTTPMethods[method] && pysessattr.RequestsSession(f, obj) {
		rq, returned = "requests.Session", true
	}
	switch {
	case model.PySessions[rq] && model.PyHTTPMethods[method]:
		unless := []string{FactSessionDefault + f.Text(obj)}
		if returned { // a session given a default anywhere in the file may be the one returned
			unless = append(unless, FactSessionDefault+"*")
		}
		c.pyTimeout(call, fn, f.Text(fn), -1, " (a requests.Session has no default timeout)", "timeout=(5, 20)", unless...)
	case model.PyPools[rq] && (method == "request" || method == "urlopen") && !returned:
		if f.Kwarg(recv, "timeout") == nil && !model.HasSplat(recv) {
			c.pyTimeout(call, fn, f.Text(fn), -1, " (its "+rq[strings.LastIndex(rq, ".")+1:]+" sets none either)",
				"timeout=urllib3.Timeout(connect=5, read=20)", factSocketDefault)
		}
	case model.PyHTTPXClients[rq] && (model.PyHTTPMethods[method] || method == "stream"):
		c.pyHTTPXNone(call, fn, f.Text(fn))
	case model.PyAiohttpClients[rq] && (model.PyHTTPMethods[method] || method == "ws_connect"):
		c.pyAiohttpUnbounded(call, fn, f.Text(fn))
	}
}

// pyTimeout reports call when it passes no timeout (keyword, or positional at
// pos when pos >= 0) or passes one that is None.
func (c *TimeoutCheck) pyTimeout(call, at *model.Node, name string, pos int, why, fix string, unless ...string) {
	v := c.F.Kwarg(call, "timeout")
	if v == nil && pos >= 0 {
		v = model.Arg(call, pos)
	}
	value := strings.TrimPrefix(fix, "timeout=")
	switch {
	case v == nil && !model.HasSplat(call):
		c.report(at, name+" has no timeout"+why+" and can hang forever; pass "+fix, fix, unless...)
		c.withFix(c.pyKeywordFix(call, nil, value))
	case v != nil && c.pyUnbounded(v):
		what := " sets timeout=None"
		if c.pyValue(v).Sym() == model.SymTuple {
			what = " has no read timeout (None)"
		}
		c.report(at, name+what+" and can hang forever; pass "+fix, fix, unless...)
		c.withFix(c.pyKeywordFix(call, v, value))
	case v != nil:
		if why, ok := pynonebound.Unset(c.F, v); ok { // timeout=self.timeout, None unless set, and nothing sets it
			c.report(at, name+" passes timeout="+c.F.Text(v)+" but "+why+", so the request has no timeout and can hang forever; default it to "+value+" (`"+
				c.F.Text(v)+" or "+value+"`)", fix, unless...)
		}
	}
}

func (c *TimeoutCheck) pyHTTPXNone(call, at *model.Node, name string) {
	if v := c.F.Kwarg(call, "timeout"); v != nil && c.pyUnbounded(v) {
		fix := "timeout=httpx.Timeout(20.0, connect=5.0)"
		c.report(at, name+" turns off httpx's 5 s default timeout with None and can hang forever; pass "+fix, fix)
		c.withFix(c.pyKeywordFix(call, nil, strings.TrimPrefix(fix, "timeout=")))
	} else if v != nil {
		if why, ok := pynonebound.Unset(c.F, v); ok {
			fix := "timeout=httpx.Timeout(20.0, connect=5.0)"
			c.report(at, name+" passes timeout="+c.F.Text(v)+" but "+why+", and None turns off httpx's 5 s default, so it can hang forever; default it to "+
				strings.TrimPrefix(fix, "timeout="), fix)
		}
	}
}

func (c *TimeoutCheck) pyAiohttpUnbounded(call, at *model.Node, name string) {
	v := c.F.Kwarg(call, "timeout")
	if v == nil || model.CalleeName(c.F, c.pyValue(v)) == "" || !c.pyUnbounded(v) {
		return // aiohttp's own default is total=300 s; newer aiohttp reads a bare None as that default too
	}
	fix := "timeout=aiohttp.ClientTimeout(total=30, sock_connect=5)"
	c.report(at, name+" gets a ClientTimeout with no bound and can hang forever; pass "+fix, fix)
	c.withFix(c.pyKeywordFix(call, nil, strings.TrimPrefix(fix, "timeout=")))
}

// pyValue follows a plain variable to its value; attributes such as
// self.timeout are left alone, since they are usually configured elsewhere.
func (c *TimeoutCheck) pyValue(v *model.Node) *model.Node {
	if v = model.Unwrap(v); v.Sym() == model.SymIdentifier {
		return c.F.Resolve(v)
	}
	return v
}

// pyUnbounded reports whether a Python timeout value turns the timeout off:
// None, a (connect, None) tuple, or an httpx.Timeout / aiohttp.ClientTimeout
// whose every bound is None.
func (c *TimeoutCheck) pyUnbounded(v *model.Node) bool {
	f := c.F
	v = c.pyValue(v)
	switch v.Sym() {
	case model.SymNone:
		return true
	case model.SymTuple:
		return v.NamedChildCount() == 2 && model.IsNone(c.pyValue(v.NamedChild(1)))
	case model.SymCall:
		var bounds []string
		switch model.CalleeName(f, v) {
		case "httpx.Timeout":
			bounds = []string{"timeout", "connect", "read", "write", "pool"}
		case "aiohttp.ClientTimeout", "aiohttp.client.ClientTimeout":
			bounds = []string{"total", "connect", "sock_read", "sock_connect"}
		default:
			return false
		}
		if model.HasSplat(v) || (model.Arg(v, 0) != nil && !model.IsNone(c.pyValue(model.Arg(v, 0)))) || model.NumArgs(v) > 1 {
			return false
		}
		for _, b := range bounds {
			if kv := f.Kwarg(v, b); kv != nil && !model.IsNone(c.pyValue(kv)) {
				return false
			}
		}
		return true
	}
	return false
}

// Js checks one JavaScript or TypeScript node (a call or new expression)
// for a missing timeout or abort signal.
func (c *TimeoutCheck) Js(n *model.Node) {
	f := c.F
	switch n.Sym() {
	case model.SymAssignmentExpression: // axios.defaults.timeout = 10_000
		if l := n.ChildByFieldName("left"); l != nil && l.Sym() == model.SymMemberExpression {
			if t := f.Text(l); strings.HasSuffix(t, ".defaults.timeout") {
				c.Fact(factDefaults+strings.TrimSuffix(t, ".defaults.timeout"), n)
			}
		}
	case model.SymFunctionDeclaration:
		if f.Text(n.ChildByFieldName("name")) == "fetch" {
			c.Fact(factLocalFetch, n)
		}
	case model.SymCallExpression:
		c.jsCall(n)
	}
}

func (c *TimeoutCheck) jsCall(call *model.Node) {
	f := c.F
	fn := model.Callee(call)
	if fn == nil {
		return
	}
	if fn.Sym() == model.SymMemberExpression {
		c.jsRequestTimeoutFact(call, fn)
	}
	q := model.ImportedName(f, fn)
	shown := q // the name the message gives the call
	if n := jsNodeChoice(f, fn); n != "" {
		q = n // protocol.request(...) with protocol = isHttps ? https : http
		shown = f.Text(fn) + " (http or https." + n[strings.LastIndex(n, ".")+1:] + ")"
	}
	method := q[strings.LastIndex(q, ".")+1:]
	switch {
	case model.IsFetch(c.F, fn, q):
		c.jsFetch(call, fn, q)
	case fn.Sym() == model.SymIdentifier && f.Imports()[f.Text(fn)] == "":
		if impl, ok := jsfetch.Alias(f, fn, func(n *model.Node, q string) bool { return model.IsFetch(f, n, q) }); ok {
			c.jsFetch(call, fn, impl)
		}
	case q == "axios":
		cfg := model.Arg(call, 0)
		if a := f.Resolve(cfg); a != nil && (a.Sym() == model.SymString || a.Sym() == model.SymTemplateString || model.JsURLName.MatchString(f.Text(a))) {
			cfg = model.Arg(call, 1)
		}
		c.jsAxios(call, fn, "axios", cfg, factDefaults+"axios")
	case q == "axios.create":
		unless := []string{factDefaults + "axios"}
		if d := model.Ancestor(call, model.SymVariableDeclarator, model.SymAssignmentExpression, model.SymPublicFieldDefinition); d != nil {
			name := d.ChildByFieldName("name")
			if name == nil {
				name = d.ChildByFieldName("left")
			}
			unless = append(unless, factDefaults+f.Text(name), factDefaults+"this."+f.Text(name))
		}
		c.jsAxios(call, fn, "axios.create", model.Arg(call, 0), unless...)
	case strings.HasPrefix(q, "axios.") && strings.Count(q, ".") == 1:
		if pos, ok := model.JsAxiosConfigArg[method]; ok {
			c.jsAxios(call, fn, q, model.Arg(call, pos), factDefaults+"axios")
		}
	case q == "got" || (strings.HasPrefix(q, "got.") && strings.Count(q, ".") == 1 && model.JsGotMethods[method]):
		opts := model.Arg(call, 1)
		if a := f.Resolve(model.Arg(call, 0)); a != nil && a.Sym() == model.SymObject {
			opts = a
		}
		if c.jsOptionsMissing(call, opts, "timeout", "signal") {
			fix := "timeout: { request: 10_000 }"
			c.report(fn, q+" has no timeout and got sets none by default, so it can hang forever; pass "+fix, fix)
		}
	case model.JsNodeHTTP[q]:
		c.jsNodeRequest(call, fn, shown)
	case q == "" || !strings.HasPrefix(q, "axios"):
		c.jsInstanceCall(call, fn) // axios_calls.go
	}
}

func (c *TimeoutCheck) jsFetch(call, fn *model.Node, q string) {
	f := c.F
	if req := f.Resolve(model.Arg(call, 0)); req != nil && (req.Sym() == model.SymNewExpression && f.Text(model.Callee(req)) == "Request" ||
		model.JsRequestName.MatchString(f.Text(req))) {
		return // a Request object may carry its own signal
	}
	if u := model.Arg(call, 0); model.RelativeURL(f, u) || InMemoryURL(f, u) {
		return // the page's own origin, or a blob:/data: URL: no upstream to wait for
	}
	keys := []string{"signal"}
	if strings.HasPrefix(q, "node-fetch") {
		keys = append(keys, "timeout") // node-fetch v2 has a timeout option
	}
	if c.jsOptionsMissing(call, model.Arg(call, 1), keys...) {
		fix := "signal: AbortSignal.timeout(10_000)"
		c.Pending = append(c.Pending, pendingFinding{At: fn,
			Msg: "fetch has no abort signal and can hang for minutes or forever; pass " + fix, Fix: fix,
			unless: []string{factLocalFetch}, Autofix: c.streamedUnsafe(call, c.jsOptionFix(call, 1, "signal", "AbortSignal.timeout(10_000)"))})
	} else if ctl := timerlessController(f, call); ctl != "" {
		fix := "signal: AbortSignal.any([" + ctl + ".signal, AbortSignal.timeout(10_000)])"
		c.Pending = append(c.Pending, pendingFinding{At: fn,
			Msg: "fetch's signal comes from " + ctl + ", an AbortController aborted only in this function after the awaited fetch settles (no timer aborts it), " +
				"so the request can still hang for minutes or forever; pass " + fix, Fix: fix, unless: []string{factLocalFetch}})
	} else if names := c.importedOptions(call, model.Arg(call, 1), keys); names != nil {
		fix := "signal: AbortSignal.timeout(10_000)"
		c.Pending = append(c.Pending, pendingFinding{At: fn,
			Msg: "fetch has no abort signal and can hang for minutes or forever; pass " + fix, Fix: fix,
			unless: []string{factLocalFetch}, imported: names, keys: keys})
	}
}

// jsOptionFix sets key: value in the options argument at position pos of a
// JS call: in the object literal written there (safe), in one found through
// a variable (unsafe: other calls may share it), or as a new object when the
// call has exactly pos arguments (safe). It returns nil otherwise (fewer
// arguments, or options of unknown shape).
func (c *TimeoutCheck) jsOptionFix(call *model.Node, pos int, key, value string) *model.Fix {
	f := c.F
	msg := "pass " + key + ": " + value
	if a := model.Arg(call, pos); a != nil {
		obj := f.Resolve(a)
		e, ok := f.SetProperty(obj, key, value)
		if !ok {
			return nil
		}
		app := model.FixSafe
		if !model.Contains(call, obj) {
			app = model.FixUnsafe
		}
		return &model.Fix{Applicability: app, Message: msg, Edits: []model.Edit{e}}
	}
	args := call.ChildByFieldName("arguments")
	if args == nil || model.NumArgs(call) != pos || pos == 0 && args.Sym() != model.SymArguments {
		return nil
	}
	return &model.Fix{Applicability: model.FixSafe, Message: msg, Edits: []model.Edit{f.AppendItem(args, "{ "+key+": "+value+" }")}}
}

func (c *TimeoutCheck) jsAxios(call, fn *model.Node, name string, cfg *model.Node, unless ...string) {
	f := c.F
	fix := "timeout: 10_000"
	if v, _ := f.ObjectProp(f.Resolve(cfg), "timeout"); v != nil && f.Text(v) == "0" {
		c.report(fn, name+" sets timeout: 0, which means no timeout, and can hang forever; pass "+fix, fix)
		if obj := f.Resolve(cfg); model.Contains(call, obj) {
			c.withFix(&model.Fix{Applicability: model.FixSafe, Message: "pass timeout: 10_000",
				Edits: []model.Edit{{Start: int(v.StartByte()), End: int(v.EndByte()), Text: "10_000"}}})
		}
		return
	}
	if v, _ := f.ObjectProp(f.Resolve(cfg), "timeout"); v != nil {
		if env, ok := optval.EnvZero(f, v); ok {
			c.report(fn, name+" sets timeout: "+f.Text(v)+", which is 0 (no timeout) unless "+env+" is set, so it can hang forever; default it to "+fix, fix)
			return
		}
	}
	msg := name + " has no timeout and axios sets none by default, so it can hang forever; pass " + fix
	if name == "axios.create" {
		msg = "axios.create makes an instance with no timeout, so its requests can hang forever; pass " + fix
	}
	if !c.jsOptionsMissing(call, cfg, "timeout", "signal") {
		if keys := []string{"timeout", "signal"}; name != "axios.create" {
			if names := c.importedOptions(call, cfg, keys); names != nil {
				c.Pending = append(c.Pending, pendingFinding{At: fn, Msg: msg, Fix: fix, unless: unless, imported: names, keys: keys})
			}
		}
		return
	}
	c.report(fn, msg, fix, unless...)
	pos := -1
	for i := 0; model.Arg(call, i) != nil || i <= model.NumArgs(call); i++ {
		if model.Arg(call, i) == cfg && cfg != nil {
			pos = i
			break
		}
	}
	if cfg == nil {
		if name == "axios" || name == "axios.create" || strings.HasSuffix(name, ".request") {
			pos = 0
		} else if p, ok := model.JsAxiosConfigArg[name[strings.LastIndex(name, ".")+1:]]; ok {
			pos = p
		}
	}
	if pos >= 0 {
		c.withFix(c.jsOptionFix(call, pos, "timeout", "10_000"))
	}
}

// jsOptionsMissing reports whether a call's options argument is known to lack
// every key in keys: the argument is absent, or resolves to an object literal
// without those keys and without a spread. Spread arguments and options of
// unknown origin count as having them.
func (c *TimeoutCheck) jsOptionsMissing(call, opts *model.Node, keys ...string) bool {
	if model.HasSplat(call) {
		return false
	}
	if opts == nil {
		return true
	}
	obj := c.F.Resolve(opts)
	if br := optval.Branches(c.F, opts); len(br) > 1 {
		// readOnly ? { ... } : {}: a path whose object lacks every key is unbounded
		for _, b := range br {
			if b.Sym() == model.SymObject && !model.HasSplat(b) && c.lacksAll(b, keys) {
				return true
			}
		}
		return false
	}
	if jsopts.AssignedBefore(c.F, opts, call, keys...) {
		return false // opts.signal = controller.signal after the literal
	}
	if obj.Sym() != model.SymObject {
		return c.optionsSourceLacks(obj, keys) // fetch(url, buildRequestConfig(...))
	}
	return c.lacksAll(obj, keys)
}

// lacksAll reports whether object literal obj is known to lack every key.
func (c *TimeoutCheck) lacksAll(obj *model.Node, keys []string) bool {
	for _, k := range keys {
		if c.objectMayHave(obj, k, 0) {
			return false
		}
	}
	return true
}

// objectMayHave reports whether object literal obj has key, or may get it
// from a spread: a spread of a value of unknown shape may; a spread of object
// literals (`...(cond ? { body } : {})`, `...(cond && { body })`) only if one
// of them has the key.
func (c *TimeoutCheck) objectMayHave(obj *model.Node, key string, depth int) bool {
	f := c.F
	if v, spread := f.ObjectProp(obj, key); v != nil {
		return true
	} else if !spread {
		return false
	}
	for i := 0; i < int(obj.NamedChildCount()); i++ {
		sp := obj.NamedChild(i)
		if sp.Sym() != model.SymSpreadElement || depth > 3 {
			continue
		}
		var parts []*model.Node
		v := model.Unwrap(sp.NamedChild(0))
		switch {
		case v == nil:
			return true
		case v.Sym() == model.SymTernaryExpression:
			parts = []*model.Node{v.ChildByFieldName("consequence"), v.ChildByFieldName("alternative")}
		case v.Sym() == model.SymBinaryExpression && f.Text(v.ChildByFieldName("operator")) == "&&":
			parts = []*model.Node{v.ChildByFieldName("right")}
		default:
			parts = []*model.Node{v}
		}
		for _, part := range parts {
			part = model.Unwrap(part)
			var objs []*model.Node
			switch {
			case part != nil && part.Sym() == model.SymCallExpression: // ...getFetchConfig(): what the helper returns
				if objs = jsfetch.ReturnedObjects(f, part); objs == nil && c.deferImported(model.Callee(part)) {
					continue // ...buildConfig() of another module: the summaries read it
				}
			case part != nil && part.Sym() == model.SymMemberExpression && model.IsSelfMember(f.Text(part)): // ...this.defaults
				objs = c.thisFieldObjects(part)
			case part != nil && part.Sym() == model.SymIdentifier: // ...config: a const literal of the file, or an import
				if c.deferImported(part) {
					continue
				}
				objs = c.constObject(part, sp)
			default:
				if part == nil || part.Sym() != model.SymObject || c.objectMayHave(part, key, depth+1) {
					return true
				}
				continue
			}
			if objs == nil {
				return true
			}
			for _, o := range objs {
				if c.objectMayHave(o, key, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// thisFieldObjects returns the object literals assigned to this.x (member)
// in the class around it, when every assignment to it there is one (a
// constructor's `this.defaultRequest = { headers: {...} }`); nil when there
// is none, or one of another value, so a spread of it stays of unknown
// shape.
func (c *TimeoutCheck) thisFieldObjects(member *model.Node) []*model.Node {
	f := c.F
	cls := model.Ancestor(member, model.SymClassDeclaration)
	if cls == nil {
		cls = model.Ancestor(member, model.SymClass)
	}
	if cls == nil {
		return nil
	}
	name := f.Text(member)
	var out []*model.Node
	ok := true
	f.NodesIn(cls, assignSyms, func(a *model.Node) bool {
		if !ok || f.Text(a.ChildByFieldName("left")) != name {
			return ok
		}
		if a.Sym() != model.SymAssignmentExpression {
			ok = false // this.x ||= ..., this.x += ...
			return false
		}
		if v := model.Unwrap(a.ChildByFieldName("right")); v != nil && v.Sym() == model.SymObject {
			out = append(out, v)
			return true
		}
		ok = false
		return false
	})
	if !ok {
		return nil
	}
	return out
}

// assignSyms are the assignments thisFieldObjects reads.
var assignSyms = model.NewSymBitset(model.SymAssignmentExpression, model.SymAugmentedAssignmentExpression)

// jsNodeRequest checks http(s).request/get(url|options, [options], [cb]):
// options with timeout or signal, a chained .setTimeout(...) or
// .on('timeout', ...), or such a call on the request variable in the same
// function. Options of unknown origin count as bounding the request.
func (c *TimeoutCheck) jsNodeRequest(call, fn *model.Node, q string) {
	f := c.F
	for i := 0; i < 2; i++ {
		a := model.Arg(call, i)
		if a == nil {
			break
		}
		v := f.Resolve(a)
		switch v.Sym() {
		case model.SymObject:
			if !c.jsOptionsMissing(call, v, "timeout", "signal") {
				return
			}
			i = 2 // options seen: what follows is the callback
		case model.SymString, model.SymTemplateString, model.SymBinaryExpression, model.SymNewExpression,
			model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
		case model.SymIdentifier, model.SymMemberExpression:
			if i == 0 && !model.JsURLName.MatchString(f.Text(v)) || i == 1 && model.JsOptionsName.MatchString(f.Text(v)) {
				return
			}
		default:
			return
		}
	}
	if model.HasSplat(call) {
		return
	}
	// A chain such as https.get(...).on('error', h).setTimeout(5000).
	cur := call
	for {
		m := cur.Parent()
		if m == nil || m.Sym() != model.SymMemberExpression || m.Parent() == nil || m.Parent().Sym() != model.SymCallExpression {
			break
		}
		if c.isTimeoutCall(m.Parent(), m) {
			return
		}
		cur = m.Parent()
	}
	var unless []string
	if d := cur.Parent(); d != nil {
		switch d.Sym() {
		case model.SymVariableDeclarator:
			unless = append(unless, factReqTimeout+f.Text(d.ChildByFieldName("name")))
		case model.SymAssignmentExpression:
			unless = append(unless, factReqTimeout+f.Text(d.ChildByFieldName("left")))
		}
	}
	fix := "signal: AbortSignal.timeout(10_000)"
	c.Pending = append(c.Pending, pendingFinding{At: fn,
		Msg: q + " has no timeout and can hang forever; pass " + fix + " or call req.setTimeout and destroy the request",
		Fix: fix, unless: unless, within: f.Scope(call)})
}

// isTimeoutCall reports whether call (whose function is the member
// expression m) bounds a request: x.setTimeout(...), x.on('timeout', ...).
func (c *TimeoutCheck) isTimeoutCall(call, m *model.Node) bool {
	switch c.F.Text(m.ChildByFieldName("property")) {
	case "setTimeout":
		return true
	case "on", "once", "addListener":
		a := model.Arg(call, 0)
		return a != nil && strings.Trim(c.F.Text(a), "'\"`") == "timeout"
	}
	return false
}

// jsRequestTimeoutFact records req.setTimeout(...), req.on('timeout', ...)
// and req.destroy()/req.abort() inside a setTimeout(...) timer.
func (c *TimeoutCheck) jsRequestTimeoutFact(call, fn *model.Node) {
	f := c.F
	obj := f.Text(fn.ChildByFieldName("object"))
	switch f.Text(fn.ChildByFieldName("property")) {
	case "destroy", "abort":
		for p := call.Parent(); p != nil; p = p.Parent() {
			if p.Sym() == model.SymCallExpression && f.Text(model.Callee(p)) == "setTimeout" {
				c.Fact(factReqTimeout+obj, call)
				return
			}
		}
	default:
		if c.isTimeoutCall(call, fn) {
			c.Fact(factReqTimeout+obj, call)
		}
	}
}

// Golang checks one Go call for the default client, a client literal
// without Timeout, or a dial without a timeout.
func (c *TimeoutCheck) Golang(n *model.Node) {
	f := c.F
	switch n.Sym() {
	case model.SymAssignmentStatement: // c.Timeout = 10 * time.Second
		left := n.ChildByFieldName("left")
		for i := 0; left != nil && i < int(left.NamedChildCount()); i++ {
			l := left.NamedChild(i)
			if l.Sym() == model.SymSelectorExpression && f.Text(l.ChildByFieldName("field")) == "Timeout" {
				op := l.ChildByFieldName("operand")
				c.Fact(factGoTimeout+goName(f, op), n)
				if op.Sym() == model.SymSelectorExpression { // a.c.Timeout = ...: the field c of some struct
					c.Fact(factGoTimeout+"*."+f.Text(op.ChildByFieldName("field")), n)
				}
			}
		}
	case model.SymCallExpression:
		c.goCall(n)
	case model.SymCompositeLiteral:
		c.goStoredClient(n)
	}
}

// goStoredClient reports an http.Client{...} literal without Timeout that is
// stored in a struct field or returned (`&API{c: &http.Client{Transport: rt}}`,
// `return &http.Client{}`): its requests are made elsewhere, out of the
// file's sight of a call on the literal, so the literal itself is the place
// to set the timeout. A later `x.field.Timeout = ...` in the file cancels it.
func (c *TimeoutCheck) goStoredClient(lit *model.Node) {
	f := c.F
	if model.ImportedName(f, lit.ChildByFieldName("type")) != "net/http.Client" || f.GoKeyed(lit, "Timeout") != nil {
		return
	}
	p := lit.Parent()
	if p != nil && p.Sym() == model.SymUnaryExpression { // &http.Client{...}
		p = p.Parent()
	}
	field, varName := "", ""
	switch {
	case p != nil && p.Sym() == model.SymLiteralElement && p.Parent() != nil && p.Parent().Sym() == model.SymKeyedElement:
		field = f.Text(p.Parent().NamedChild(0))
	case p != nil && p.Sym() == model.SymKeyedElement:
		field = f.Text(p.NamedChild(0))
	case p != nil && p.Sym() == model.SymExpressionList && p.Parent() != nil && p.Parent().Sym() == model.SymReturnStatement:
	case p != nil && p.Sym() == model.SymReturnStatement:
	case p != nil && p.Sym() == model.SymArgumentList: // wrap(&http.Client{...}): handed to code that makes the requests
		if c.goStreamingUse(lit) {
			return
		}
	case p != nil && p.Sym() == model.SymExpressionList && p.Parent() != nil &&
		(p.Parent().Sym() == model.SymShortVarDeclaration || p.Parent().Sym() == model.SymAssignmentStatement):
		// client := &http.Client{...}, later stored, returned or handed on
		varName = c.goAssignedName(lit, p)
		if varName == "" || !c.goClientEscapes(lit, varName) {
			return
		}
	default:
		return
	}
	if field != "" && goctxdl.FieldDoBounded(f, goLiteralType(f, lit), field) {
		return // every request the file sends on the field carries a deadline
	}
	at := lit
	if t := lit.ChildByFieldName("type"); t != nil {
		at = t
	}
	fix := "Timeout: 10 * time.Second"
	unless := []string{}
	if field != "" {
		unless = append(unless, factGoTimeout+"*."+field)
	}
	if varName != "" { // client.Timeout = ... in the file
		unless = append(unless, factGoTimeout+varName)
	}
	c.report(at, "http.Client has no Timeout, and the requests made with it elsewhere can hang forever; set "+fix, fix, unless...)
	if varName != "" { // only a Timeout set on this variable, in this function, counts
		c.Pending[len(c.Pending)-1].within = model.EnclosingFunc(lit)
	}
	c.withFix(c.goTimeoutFix(lit))
}

// goAssignedName returns the variable a client literal is assigned to (the
// left-hand name at the literal's position in list), or "" when it is
// assigned to a field or index (a field store is judged as a keyed element
// would be: not at all here) or cannot be matched.
func (c *TimeoutCheck) goAssignedName(lit, list *model.Node) string {
	f := c.F
	decl := list.Parent()
	left := decl.ChildByFieldName("left")
	if left == nil || decl.ChildByFieldName("right") != list {
		return ""
	}
	for i := 0; i < int(list.NamedChildCount()); i++ {
		if !model.Contains(list.NamedChild(i), lit) || i >= int(left.NamedChildCount()) {
			continue
		}
		if l := left.NamedChild(i); l.Sym() == model.SymIdentifier && f.Text(l) != "_" {
			return f.Text(l)
		}
	}
	return ""
}

// goClientEscapes reports whether the client that variable name holds from
// lit on leaves the function's sight: stored in a composite literal
// (`&API{httpClient: client}`), returned, or passed to a call
// (`oidc.ClientContext(ctx, client)`), and is not itself used for requests
// in the function (goCall reports those at the literal). Uses before the
// literal and in nested functions that rebind the name are ignored.
//
// The function is walked once per name (goUseIndex): a function that rebinds
// one client 5,000 times took a walk of the whole function per literal, 1.3 s
// for 2,000 rebinds, and never finished within the old 2 s limit at 5,000.
func (c *TimeoutCheck) goClientEscapes(lit *model.Node, name string) bool {
	fn := model.EnclosingFunc(lit)
	if fn == nil {
		return false
	}
	key := goUseKey{fn.StartByte(), name}
	ix := c.goUses[key]
	if ix == nil {
		ix = c.goUseIndex(fn, name)
		if c.goUses == nil {
			c.goUses = map[goUseKey]*goUseIndex{}
		}
		c.goUses[key] = ix
	}
	end := lit.EndByte()
	i := sort.Search(len(ix.start), func(i int) bool { return ix.start[i] >= end })
	if i == len(ix.start) {
		return false
	}
	return ix.escapes[i] && !ix.used[i] && !ix.streaming[i]
}

// goUseIndex walks fn once for the uses of name (goUseIndex).
func (c *TimeoutCheck) goUseIndex(fn *model.Node, name string) *goUseIndex {
	f := c.F
	ix := &goUseIndex{}
	model.Walk(fn, func(n *model.Node) bool {
		if n.Sym() != model.SymIdentifier || f.Text(n) != name {
			return true
		}
		escapes, used, streaming := false, false, false
		p := n.Parent()
		if p != nil && p.Sym() == model.SymUnaryExpression {
			p = p.Parent()
		}
		switch {
		case p == nil:
		case p.Sym() == model.SymSelectorExpression && p.ChildByFieldName("operand") == n:
			if fld := f.Text(p.ChildByFieldName("field")); model.GoClientMethods[fld] {
				used = true
			}
		case p.Sym() == model.SymLiteralElement:
			// a value, not the key of a keyed element ({client: x})
			if kp := p.Parent(); kp == nil || kp.Sym() != model.SymKeyedElement || kp.NamedChild(0) != p {
				escapes = true
				streaming = c.goStreamingUse(n)
			}
		case p.Sym() == model.SymKeyedElement && p.NamedChild(0) != n, p.Sym() == model.SymArgumentList:
			escapes = true
			streaming = c.goStreamingUse(n)
		case p.Sym() == model.SymExpressionList && p.Parent() != nil && p.Parent().Sym() == model.SymReturnStatement,
			p.Sym() == model.SymReturnStatement:
			escapes = true
		}
		ix.start = append(ix.start, n.StartByte())
		ix.escapes = append(ix.escapes, escapes)
		ix.used = append(ix.used, used)
		ix.streaming = append(ix.streaming, streaming)
		return true
	})
	for i := len(ix.start) - 2; i >= 0; i-- {
		ix.escapes[i] = ix.escapes[i] || ix.escapes[i+1]
		ix.used[i] = ix.used[i] || ix.used[i+1]
		ix.streaming[i] = ix.streaming[i] || ix.streaming[i+1]
	}
	return ix
}

// goStreamWords matches the callees and struct types that hold a client for
// long-lived streams (an MCP streamable HTTP or SSE transport, a websocket or
// event source): a total Client.Timeout there would cut the stream, so the
// bound belongs to each request's context instead.
var goStreamWords = regexp.MustCompile(`(?i:stream|eventsource|websocket)|SSE|\bsse`)

// goStreamingUse reports whether n (a client, or the use of a variable
// holding one) is handed to a streaming transport: an enclosing call's
// callee or composite literal's type, up to the statement, names one.
func (c *TimeoutCheck) goStreamingUse(n *model.Node) bool {
	f := c.F
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymCallExpression:
			if goStreamWords.MatchString(f.Text(p.ChildByFieldName("function"))) {
				return true
			}
		case model.SymCompositeLiteral:
			if goStreamWords.MatchString(f.Text(p.ChildByFieldName("type"))) {
				return true
			}
		case model.SymBlock, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral, model.SymSourceFile:
			return false
		}
	}
	return false
}

// goName is the import-qualified name of an expression, or its text.
func goName(f *model.File, n *model.Node) string {
	if q := model.ImportedName(f, n); q != "" {
		return q
	}
	return f.Text(n)
}

func (c *TimeoutCheck) goCall(call *model.Node) {
	f := c.F
	fn := model.Callee(call)
	if fn == nil {
		return
	}
	defer c.goStreamAdvice(call, len(c.Pending))
	const clientFix = "&http.Client{Timeout: 10 * time.Second}"
	if r, ok := k8sctx.Unbounded(f, call); ok { // cs.CoreV1().Pods(ns).List(ctx, ...) with a deadline-less ctx
		c.goK8sRequest(fn, r)
		return
	}
	switch q := model.ImportedName(f, fn); {
	case model.GoDefaultClientFuncs[q]:
		name := "http." + q[strings.LastIndex(q, ".")+1:]
		c.report(fn, name+" uses http.DefaultClient, which has no timeout, and can hang forever; use a client such as "+clientFix,
			clientFix, factGoTimeout+"net/http.DefaultClient")
		if fn.Sym() == model.SymSelectorExpression {
			pkg := f.Text(fn.ChildByFieldName("operand"))
			c.withFix(c.goDefaultClientFix(fn, "(&"+pkg+".Client{Timeout: 10 * time.Second})."+f.Text(fn.ChildByFieldName("field"))))
		}
		return
	case q == "net.Dial", q == "crypto/tls.Dial":
		fix := "net.DialTimeout(network, address, 5*time.Second)"
		if q == "crypto/tls.Dial" {
			fix = "tls.DialWithDialer(&net.Dialer{Timeout: 5 * time.Second}, network, address, config)"
		}
		name := strings.TrimPrefix(q, "crypto/")
		c.report(fn, name+" has no timeout and can wait minutes for the operating system to give up; use "+fix, fix)
		return
	}
	if fn.Sym() != model.SymSelectorExpression || !model.GoClientMethods[f.Text(fn.ChildByFieldName("field"))] {
		return
	}
	operand := fn.ChildByFieldName("operand")
	recv := f.Resolve(operand)
	if f.Text(fn.ChildByFieldName("field")) == "Do" && c.goRequestHasDeadline(model.Arg(call, 0)) {
		return
	}
	if model.ImportedName(f, recv) == "net/http.DefaultClient" {
		c.report(fn, "http.DefaultClient has no timeout, so this request can hang forever; use a client such as "+clientFix,
			clientFix, factGoTimeout+"net/http.DefaultClient")
		if operand.Sym() == model.SymSelectorExpression && model.ImportedName(f, operand) == "net/http.DefaultClient" {
			pkg := f.Text(operand.ChildByFieldName("operand"))
			c.withFix(c.goDefaultClientFix(operand, "(&"+pkg+".Client{Timeout: 10 * time.Second})"))
		}
		return
	}
	lit := c.goClientLiteral(recv)
	guarded := false // a copy may replace the literal before the request (goGuardedLiteral)
	if lit == nil {
		lit = c.goGuardedLiteral(operand, call)
		guarded = lit != nil
	}
	unless := []string{factGoTimeout + goName(f, operand)}
	held := false // the client is a field of the receiver, set in the file's one literal (goHeldClient)
	if lit == nil && !guarded && recv != nil && recv.Sym() == model.SymCallExpression {
		c.goReturnedClient(fn, call, recv, unless) // client := newHTTPClient(); client.Do(req)
		return
	}
	if lit == nil {
		v, field := c.goHeldClient(operand)
		if v == nil {
			return
		}
		if model.ImportedName(f, v) == "net/http.DefaultClient" {
			c.report(fn, "this request is sent on http.DefaultClient (held in ."+field+"), which has no timeout, so it can hang forever; use a client such as "+clientFix,
				clientFix, factGoTimeout+"net/http.DefaultClient", factGoTimeout+"*."+field)
			return
		}
		if lit = c.goClientLiteral(v); lit == nil {
			if r := f.Resolve(v); r != nil && r.Sym() == model.SymCallExpression {
				c.goReturnedClient(fn, call, r, append(unless, factGoTimeout+"*."+field)) // client: newHTTPClient(...)
			}
			return
		}
		held = true
		unless = append(unless, factGoTimeout+"*."+field)
	}
	at := lit
	if t := lit.ChildByFieldName("type"); t != nil {
		at = t
	}
	fix := "Timeout: 10 * time.Second"
	if !held { // a held literal is reported where the file stores it (goStoredClient)
		c.report(at, "http.Client has no Timeout and is used for requests that can hang forever; set "+fix,
			fix, unless...)
		c.withFix(c.goTimeoutFix(lit))
	}
	// The request itself is where the wait happens: reported too, with the
	// literal's line, unless the two share a line ((&http.Client{}).Get(u))
	// or a copy may have replaced the literal (then the request may be sent
	// on another client).
	if line := model.LineOf(f, lit); line != model.LineOf(f, fn) && !guarded {
		switch free, param := c.goContextFree(call); {
		case free && param:
			c.report(fn, fmt.Sprintf("this request carries only its caller's context, and nothing in this repository gives a context a deadline (no context.WithTimeout or WithDeadline; an MCP tool handler's context has none), and it is sent on the http.Client built at line %d, which has no Timeout, so it can hang forever; set %s on that client", line, fix),
				fix, unless...)
			c.builtAt(lit)
		case free:
			c.report(fn, fmt.Sprintf("this request carries no context deadline and is sent on the http.Client built at line %d, which has no Timeout, so it can hang forever; set %s on that client", line, fix),
				fix, unless...)
			c.builtAt(lit)
		}
	}
}

// goReturnedClient reports request call (callee fn) when the client it is
// sent on is what built, a call of a function of the same package, returns
// (goretclient.Returned: a client without Timeout, possibly built in
// another file) and the request carries no context deadline
// (goContextFree). The construction itself is reported where it is built
// (an http.Client literal here, a library row's constructor); this names it.
func (c *TimeoutCheck) goReturnedClient(fn, call, built *model.Node, unless []string) {
	rc, ok := goretclient.Returned(c.F, built)
	if !ok {
		return
	}
	fix := rc.Fix()
	switch free, param := c.goContextFree(call); {
	case free && param:
		c.report(fn, fmt.Sprintf("this request carries only its caller's context, and nothing in this repository gives a context a deadline (no context.WithTimeout or WithDeadline; an MCP tool handler's context has none), and it is sent on the client that %s returns, which has no Timeout, so it can hang forever; %s", rc, fix),
			fix, unless...)
	case free:
		c.report(fn, fmt.Sprintf("this request carries no context deadline and is sent on the client that %s returns, which has no Timeout, so it can hang forever; %s", rc, fix),
			fix, unless...)
	}
}

// builtAt gives the finding reported last, at a request, the http.Client
// literal lit it is sent on as its related location (SARIF
// relatedLocations), as a request through an axios instance names the
// instance's construction: the fix goes there.
func (c *TimeoutCheck) builtAt(lit *model.Node) {
	if len(c.Pending) == 0 {
		return
	}
	f := c.F
	l, col := f.Position(int(lit.StartByte()))
	el, ecol := f.Position(int(lit.EndByte()))
	c.Pending[len(c.Pending)-1].related = &finding.Related{Path: f.Path, StartLine: l, StartCol: col, EndLine: el, EndCol: ecol,
		Message: "http.Client built here without a Timeout"}
}

// goContextFree reports whether a request method call on a client can
// carry no deadline of a context: Get, Post, Head and PostForm take none,
// and Do sends a request the function builds with http.NewRequest, or with
// NewRequestWithContext from context.Background() or context.TODO(), or
// from the function's own context parameter in a repository where no
// context carries a deadline (param true: goparamctx), or is the
// function's request parameter that every call in the file builds so
// (goparamctx.CallersRequest). A request from elsewhere (a helper, an
// exported function's parameter) may carry one.
func (c *TimeoutCheck) goContextFree(call *model.Node) (free, param bool) {
	f := c.F
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymSelectorExpression {
		return false, false
	}
	if f.Text(fn.ChildByFieldName("field")) != "Do" {
		return true, false
	}
	req := model.Arg(call, 0)
	if req == nil {
		return false, false
	}
	r := f.Resolve(req)
	if r == nil || r.Sym() != model.SymCallExpression {
		// the function's request parameter, judged through its callers
		// in the file (goparamctx.CallersRequest: `func (p *P) do(req
		// *http.Request)` whose every call builds the request there)
		if free, param := goparamctx.CallersRequest(f, model.Unwrap(req)); free && (!param || goparamctx.NoDeadline(f)) {
			return true, param
		}
		return false, false
	}
	// the function's own context parameter counts only in a repository
	// where no context carries a deadline (goparamctx: the MCP SDKs and
	// net/http give their handlers' contexts none)
	ok, param := goparamctx.Built(f, req)
	if param && !goparamctx.NoDeadline(f) {
		return false, false
	}
	return ok, param
}

// goHeldClient returns the value the file stores in the receiver's field
// that operand reads (`w.client` in a method of *WhatsAppClient, with
// `&WhatsAppClient{client: &http.Client{}}` the one write of the field in
// the file, tval.GoReceiverField), unwrapped of &, and the field's name;
// nil when operand is no such field or the file writes it more than once.
func (c *TimeoutCheck) goHeldClient(operand *model.Node) (*model.Node, string) {
	if operand == nil || operand.Sym() != model.SymSelectorExpression {
		return nil, ""
	}
	field := c.F.Text(operand.ChildByFieldName("field"))
	op := model.Unwrap(operand.ChildByFieldName("operand"))
	if op == nil || op.Sym() != model.SymIdentifier {
		return nil, ""
	}
	typ := tval.ReceiverType(c.F, model.EnclosingFunc(operand), c.F.Text(op))
	if typ == "" {
		return nil, ""
	}
	key := typ + "." + field
	v, ok := c.goHeld[key]
	if !ok { // one walk of the file per field, not per request (a client with many methods)
		v = model.Unwrap(tval.GoReceiverField(c.F, operand))
		if v != nil && v.Sym() == model.SymLiteralElement && v.NamedChildCount() == 1 { // client: &http.Client{}
			v = model.Unwrap(v.NamedChild(0))
		}
		if c.goHeld == nil {
			c.goHeld = map[string]*model.Node{}
		}
		c.goHeld[key] = v
	}
	if v == nil {
		return nil, ""
	}
	return v, field
}

// goTimeoutFix adds Timeout: 10 * time.Second to an http.Client{...}
// literal, and the "time" import when the file lacks it. It returns nil for
// new(http.Client) and when time names something else.
func (c *TimeoutCheck) goTimeoutFix(lit *model.Node) *model.Fix {
	f := c.F
	body := lit.ChildByFieldName("body")
	if lit.Sym() != model.SymCompositeLiteral || body == nil {
		return nil
	}
	edits, ok := c.goWithTime([]model.Edit{f.AppendItem(body, "Timeout: 10 * time.Second")})
	if !ok {
		return nil
	}
	return &model.Fix{Applicability: model.FixSafe, Message: "set Timeout: 10 * time.Second", Edits: edits}
}

// goWithTime returns edits plus the "time" import when the file lacks it;
// false when time names something else in the file or no import can be
// added.
func (c *TimeoutCheck) goWithTime(edits []model.Edit) ([]model.Edit, bool) {
	f := c.F
	if mod, ok := f.Imports()["time"]; ok && mod != "time" {
		return nil, false
	} else if !ok {
		e, ok := goAddImport(f, "time")
		if !ok {
			return nil, false
		}
		edits = append(edits, e)
	}
	return edits, true
}

// goDefaultClientFix replaces n (`http.Get` or `http.DefaultClient` as
// written at the call) with text, a client of its own with a 10 s Timeout,
// adding the "time" import when missing. The fix is unsafe: http.DefaultClient
// may have been given a Transport, Jar or CheckRedirect elsewhere (tests often
// set a mock transport there), which the new client would not have.
func (c *TimeoutCheck) goDefaultClientFix(n *model.Node, text string) *model.Fix {
	edits, ok := c.goWithTime([]model.Edit{{Start: int(n.StartByte()), End: int(n.EndByte()), Text: text}})
	if !ok {
		return nil
	}
	return &model.Fix{Applicability: model.FixUnsafe, Edits: edits,
		Message: "use a client with Timeout: 10 * time.Second (unsafe: settings given to http.DefaultClient elsewhere are not kept)"}
}

// goClientLiteral returns n when it is an http.Client{...} literal without a
// Timeout field, or new(http.Client); nil otherwise.
func (c *TimeoutCheck) goClientLiteral(n *model.Node) *model.Node {
	f := c.F
	switch n.Sym() {
	case model.SymCompositeLiteral:
		if model.ImportedName(f, n.ChildByFieldName("type")) == "net/http.Client" && f.GoKeyed(n, "Timeout") == nil {
			return n
		}
	case model.SymCallExpression:
		if f.Text(model.Callee(n)) == "new" && model.ImportedName(f, model.Arg(n, 0)) == "net/http.Client" {
			return n
		}
	}
	return nil
}

// goRequestHasDeadline reports whether req resolves to
// http.NewRequestWithContext(ctx, ...) with ctx from context.WithTimeout or
// context.WithDeadline, also through the file's request builders and
// context helpers and the calls of an unexported function (goctxdl.Request).
func (c *TimeoutCheck) goRequestHasDeadline(req *model.Node) bool {
	return goctxdl.Request(c.F, req)
}

// InMemoryURL reports whether the URL expression u names a blob: or data: URL,
// which fetch reads from memory and cannot stall on a network: a literal
// with that scheme, or an expression read inside an if (or ?:) branch whose
// condition compares the same variable's protocol with "blob:" or "data:"
// (`if (u.protocol === "blob:") { fetch(u.href) }`).
func InMemoryURL(f *model.File, u *model.Node) bool {
	// (The walk up every ancestor runs only in files that can hold the
	// condition, mayTestProtocol: per call it made 4,000 fetches in a JS
	// else-if chain, each a level deeper, cost 0.3 s.)
	if u == nil {
		return false
	}
	t := strings.TrimLeft(f.Text(f.Resolve(u)), "'\"`")
	if strings.HasPrefix(t, "blob:") || strings.HasPrefix(t, "data:") {
		return true
	}
	root := u
	for root.Sym() == model.SymMemberExpression || root.Sym() == model.SymCallExpression {
		if root.Sym() == model.SymCallExpression {
			root = model.Callee(root)
		} else {
			root = root.ChildByFieldName("object")
		}
		if root == nil {
			return false
		}
	}
	if root.Sym() != model.SymIdentifier {
		return false
	}
	if !model.Fact(f, protocolTestFact, mayTestProtocol) {
		return false // no condition can name the protocol: skip the walk up
	}
	name := f.Text(root)
	for n, p := u, u.Parent(); p != nil; n, p = p, p.Parent() {
		var cond *model.Node
		switch p.Sym() {
		case model.SymIfStatement:
			if c := p.ChildByFieldName("consequence"); c != nil && c.StartByte() == n.StartByte() && c.EndByte() == n.EndByte() {
				cond = p.ChildByFieldName("condition")
			}
		case model.SymTernaryExpression:
			if c := p.ChildByFieldName("consequence"); c != nil && c.StartByte() == n.StartByte() && c.EndByte() == n.EndByte() {
				cond = p.ChildByFieldName("condition")
			}
		}
		if cond == nil {
			continue
		}
		ct := f.Text(cond)
		if strings.Contains(ct, name+".protocol") && (strings.Contains(ct, "blob:") || strings.Contains(ct, "data:")) &&
			!strings.Contains(ct, "!==") && !strings.Contains(ct, "!=") {
			return true
		}
	}
	return false
}

// streamedUnsafe marks fx unsafe when the response of fetch call is streamed
// (FetchStreamed): AbortSignal.timeout also ends the reading of the body, so
// a 10 s limit would cut a download, a proxied response or an event stream
// that takes longer; the time limit then needs a person's choice.
func (c *TimeoutCheck) streamedUnsafe(call *model.Node, fx *model.Fix) *model.Fix {
	if fx != nil && fx.Applicability == model.FixSafe && FetchStreamed(c.F, call) {
		fx.Applicability = model.FixUnsafe
		fx.Message += " (unsafe: the limit also ends the streamed body)"
	}
	return fx
}

// streamCallees are words in the name of a function that, given a whole
// fetch Response, reads its body as a stream or hands it on.
var streamCallees = []string{"proxy", "stream", "pipe", "forward", "relay"}

// streamSyms are the nodes that can stream a response's body: a member
// read (res.body), a return, a call or a new expression.
var streamSyms = model.NewSymBitset(model.SymMemberExpression, model.SymReturnStatement, model.SymCallExpression, model.SymNewExpression)

// FetchStreamed reports whether the Response of the JS fetch call is read
// as a stream or handed on unread: the call is returned as it is
// (`return fetch(u)`, `return await fetch(u)`), or the variable it is stored
// in, within the enclosing function, has its body read (`res.body`), is
// returned, or is passed to a function named like a proxy, stream, pipe,
// forward or relay (`proxyResponse(res)`, `new Response(res.body)`). A
// response read whole (`res.json()`, `res.text()`) is not streamed.
func FetchStreamed(f *model.File, call *model.Node) bool {
	n := call
	for p := n.Parent(); p != nil && (p.Sym() == model.SymAwaitExpression || p.Sym() == model.SymParenthesizedExpression); p = n.Parent() {
		n = p
	}
	p := n.Parent()
	if p == nil {
		return false
	}
	switch p.Sym() {
	case model.SymReturnStatement:
		return true
	case model.SymArrowFunction:
		return p.ChildByFieldName("body") == n
	case model.SymVariableDeclarator, model.SymAssignmentExpression:
	default:
		return false
	}
	name := p.ChildByFieldName("name")
	if name == nil {
		name = p.ChildByFieldName("left")
	}
	if name == nil || name.Sym() != model.SymIdentifier {
		return false
	}
	v := f.Text(name)
	scope := model.EnclosingFunc(call)
	if scope == nil {
		scope = f.Root
	}
	streamed := false
	f.NodesIn(scope, streamSyms, func(m *model.Node) bool {
		if streamed {
			return false
		}
		switch m.Sym() {
		case model.SymMemberExpression:
			if o := m.ChildByFieldName("object"); o != nil && f.Text(o) == v && f.Text(m.ChildByFieldName("property")) == "body" {
				streamed = true
			}
		case model.SymReturnStatement:
			if m.NamedChildCount() > 0 && f.Text(m.NamedChild(0)) == v {
				streamed = true
			}
		case model.SymCallExpression, model.SymNewExpression:
			callee := model.Callee(m)
			if callee == nil {
				callee = m.ChildByFieldName("constructor")
			}
			if callee == nil || !model.ContainsFoldAny(f.Text(callee), streamCallees...) && !(m.Sym() == model.SymNewExpression && f.Text(callee) == "Response") {
				return true
			}
			for i := 0; model.Arg(m, i) != nil; i++ {
				if a := model.Arg(m, i); f.Text(a) == v || strings.HasPrefix(f.Text(a), v+".body") {
					streamed = true
				}
			}
		}
		return true
	})
	return streamed
}

// protocolTestFact caches mayTestProtocol per file.
var protocolTestFact = model.NewFactKey[bool]("rc101.protocolTest")

// mayTestProtocol reports whether the file's source holds ".protocol" and
// "blob:" or "data:", which the condition InMemoryURL looks for must all
// contain (the condition is a part of the source).
func mayTestProtocol(f *model.File) bool {
	return f.Contains(".protocol") && (f.Contains("blob:") || f.Contains("data:"))
}

// goLiteralType returns the name of the struct type whose composite literal
// holds lit as a keyed element's value (`&Client{http: &http.Client{}}`:
// "Client"), or "".
func goLiteralType(f *model.File, lit *model.Node) string {
	outer := model.Ancestor(lit.Parent(), model.SymCompositeLiteral)
	if outer == nil {
		return ""
	}
	t := strings.TrimPrefix(f.Text(outer.ChildByFieldName("type")), "*")
	if i := strings.LastIndexByte(t, '.'); i >= 0 {
		return "" // another package's type
	}
	return t
}
