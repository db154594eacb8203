package rc402

import (
	_ "embed"
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/branchvals"
	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/facts/errread"
	"github.com/resilience-check/resilience-check/checks/facts/gates"
	"github.com/resilience-check/resilience-check/checks/facts/goasguard"
	"github.com/resilience-check/resilience-check/checks/facts/gostack"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/leaksrc"
	"github.com/resilience-check/resilience-check/checks/facts/localerr"
	"github.com/resilience-check/resilience-check/checks/facts/maprets"
	"github.com/resilience-check/resilience-check/checks/facts/mcperr"
	"github.com/resilience-check/resilience-check/checks/facts/pybuilt"
	"github.com/resilience-check/resilience-check/checks/facts/pycompr"
	"github.com/resilience-check/resilience-check/checks/facts/pyctxlog"
	"github.com/resilience-check/resilience-check/checks/facts/pyraise"
	"github.com/resilience-check/resilience-check/checks/facts/pyvalidate"
	"github.com/resilience-check/resilience-check/checks/facts/retoken"
	"github.com/resilience-check/resilience-check/checks/facts/retval"
	"github.com/resilience-check/resilience-check/checks/facts/rewrap"
	"github.com/resilience-check/resilience-check/checks/facts/sanitwrap"
	"github.com/resilience-check/resilience-check/checks/facts/sdkbody"
	"github.com/resilience-check/resilience-check/checks/facts/upbody"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// internalKey matches property names that mark a value as kept for logs and
// error reporting, never sent to the client: internalMessage, internal_detail,
// logMessage, debugInfo, sentryContext.
var internalKey = regexp.MustCompile(`(?i)^["'` + "`" + `]?(internal|log|debug|sentry|private)[a-z_]*["'` + "`" + `]?$`)

// Rule is RC402 error-detail-leak.
//
// What it does: reports tool results, HTTP responses and protocol errors
// built from the raw text of an exception: Python `str(e)`, `repr(e)`,
// `f"{e}"`, `e.args`, `traceback.format_exc()`; JavaScript and TypeScript
// `err.message`, `err.stack`, `String(err)`, `${err}`; Go `err.Error()`,
// `%v` of an error, and an error returned from an MCP tool handler.
//
// Why is this bad? What an MCP tool returns is read by the model. A raw
// error carries file paths, host names, SQL, upstream URLs and stack traces:
// reconnaissance for any prompt injection that observes the output
// (CWE-209, generation of an error message containing sensitive
// information). Log the detail; return a fixed message with a reference id.
//
// Example:
//
//	except Exception as e:
//	    return {"error": str(e)}
//
// Use instead:
//
//	except Exception:
//	    ref = uuid.uuid4().hex[:8]
//	    log.exception("lookup failed [ref=%s]", ref)
//	    return {"error": f"internal error [ref: {ref}]"}
//
// Source: SkillAudit's "Designing for resiliency" checklist item 6 and
// pattern 5 ("Error message hygiene"); the OWASP Error Handling Cheat Sheet
// (a generic message to the caller, the detail in the log); CWE-209. Peers: semgrep's flask/express error-leak rules,
// CodeQL py/stack-trace-exposure and js/stack-trace-exposure, and for errors
// of third-party SDKs CodeQL java/error-message-exposure (any caught
// exception's message).
var Rule = &model.Rule{
	ID: "RC402", Name: "error-detail-leak", Severity: model.SeverityMedium, CWE: 209, Checklist: model.ItemErrorHygiene,
	Summary: "Raw exception text or stack trace returned to the client (tool result, HTTP response or protocol error)",
	Description: "A tool result, HTTP response or MCP protocol error built from str(e), traceback.format_exc(), err.message, " +
		"err.stack or err.Error() hands the model the raw error: file paths, host names, SQL and upstream URLs it can use " +
		"for reconnaissance. Log the detail internally and return a fixed message with a reference id; return the message " +
		"of a deliberately safe error type only.",
	Help:      errorLeakHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkErrorLeak,
}

// errorLeakHelp is the rule's documentation (docs/rules/RC402.md is
// generated from it: go test ./internal/cli -update).
//
//go:embed error_leak_help.md
var errorLeakHelp string

// Where a leaked value ends up, for the message.
type leakSink int

const (
	leakToolResult leakSink = iota
	leakHTTP
	leakProtocol
	leakHandlerErr // Go: the error an MCP tool handler returns
	// leakResourceErr is the error a Go MCP resource or prompt handler
	// returns: mcp-go sends its Error() text as the JSON-RPC error message
	// (server.go, handleReadResource / handleGetPrompt, requestError).
	leakResourceErr
	// leakLog is an MCP log notification (Python ServerSession.send_log_message,
	// TS Server.sendLoggingMessage): the SDK sends its data to the client
	// (MCP specification, server utilities / logging).
	leakLog
)

func (s leakSink) String() string {
	switch s {
	case leakHTTP:
		return "the HTTP response"
	case leakProtocol:
		return "the MCP error sent to the client"
	case leakLog:
		return "an MCP log message sent to the client"
	}
	return "the tool result"
}

// leakSource is a tainted expression found inside a sink: at is the node to
// report (inside the sink), what names the raw error text that reaches it.
type leakSource struct {
	at     *model.Node
	what   string
	origin ErrorOrigin // where the error comes from (model.File.ErrorOriginOf)
	// rawObject is set when the error object itself is the HTTP body
	// (res.send(err)): reported whatever its origin.
	rawObject bool
	// errAt is the expression whose origin was taken (leakCheck.src), kept
	// through variables: an unknown origin is looked up in the function
	// summaries of what its region calls (pendingLeak).
	errAt *model.Node
	// body is set for the whole body of the answer a caught HTTP client
	// error carries (caughtbody.go): a field picked out of it is the API's
	// own error field, not its raw text.
	body bool
	// wraps are the project's own classes the except clause of the error
	// names (pyOwnWraps): its origin is only what the summaries say a
	// helper raised again as one of them (xfacts.Leak.Wraps).
	wraps []string
	kept  bool // reported where it is, the line that puts the text into the array a map callback builds (package maprets), as a container's fill is
}

var (
	// leakJSErrParams are JS parameter names that hold an error.
	leakJSErrParams = map[string]bool{"err": true, "error": true, "exc": true, "exception": true, "reason": true}
	// leakGoValidation matches Go calls whose errors describe the arguments, not the system.
	leakGoValidation = regexp.MustCompile(`(?i)^(require|optional|validate|parse|bind|atoi$|unquote|to(u?int|float|bool|number)\d*$)|` +
		`(param|params|arg|args|argument|arguments|input)$|unmarshal|decode`)
	// leakGoNotValidation: parse calls whose errors name files, and calls
	// that act with the arguments (createPaymentWithParams, runWithArgs).
	leakGoNotValidation = regexp.MustCompile(`^Parse(Files|Glob|FS)$|(With|Using)(Params|Args|Arguments|Input)$`)
	// leakGoInputRecv: receivers that hold a tool's arguments (input.String("pod")) or validate them (s.validator.Struct(params)).
	leakGoInputRecv = regexp.MustCompile(`(?i)(^|\.)(input|args|arguments|params|validator|validate)$`)
)

var (
	pyTracebackFuncs = map[string]bool{"traceback.format_exc": true, "traceback.format_exception": true,
		"traceback.format_tb": true, "traceback.format_exception_only": true, "traceback.format_stack": true,
		"format_exc": true, "format_exception": true, "format_tb": true, "format_exception_only": true}
	pyErrAttrs      = map[string]bool{"args": true, "message": true, "msg": true, "filename": true, "filename2": true, "strerror": true, "__traceback__": true, "__cause__": true, "__context__": true}
	pyStringifiers  = map[string]bool{"str": true, "repr": true, "format": true, "ascii": true}
	pyOpaqueCalls   = map[string]bool{"len": true, "bool": true, "isinstance": true, "issubclass": true, "hasattr": true, "type": true, "id": true, "hash": true, "int": true, "float": true, "callable": true, "getattr": false}
	pyStrPredicates = map[string]bool{"startswith": true, "endswith": true, "count": true, "find": true, "index": true, "rfind": true, "isdigit": true, "isalpha": true, "isspace": true, "encode": false}
	pyContainers    = map[string]bool{"dict": true, "list": true, "tuple": true, "set": true, "json.dumps": true}
	// pyResultCalls build what a tool returns; pyHTTPCalls HTTP responses; pyProtocolCalls MCP errors.
	pyResultCalls   = map[string]bool{"TextContent": true, "CallToolResult": true, "TextResourceContents": true, "GetPromptResult": true, "PromptMessage": true}
	pyHTTPCalls     = map[string]bool{"JSONResponse": true, "PlainTextResponse": true, "HTMLResponse": true, "Response": true, "ORJSONResponse": true, "UJSONResponse": true, "jsonify": true, "make_response": true, "HTTPException": true, "abort": true, "json_response": true, "JsonResponse": true, "HttpResponse": true, "HttpResponseServerError": true, "HttpResponseBadRequest": true}
	pyProtocolCalls = map[string]bool{"McpError": true, "ToolError": true, "ResourceError": true, "PromptError": true, "FastMCPError": true}
	// pySinkNames are the names pyCallSinks acts on.
	pySinkNames = nameSet([]string{"add_tool", "from_function", "send_log_message"}, pyResultCalls, pyHTTPCalls, pyProtocolCalls)
	// pyToolDecos are the MCP SDKs' handler decorators (registration rows).
	pyToolDecos  = registrars(libmodels.Python)
	pyRouteDecos = map[string]bool{"route": true, "get": true, "post": true, "put": true, "patch": true, "delete": true, "api_route": true}

	jsErrProps      = map[string]bool{"message": true, "stack": true, "cause": true, "errors": true}
	jsStrPredicates = map[string]bool{"includes": true, "startsWith": true, "endsWith": true, "indexOf": true, "lastIndexOf": true, "test": true, "localeCompare": true, "search": true}
	// jsToolRegistrars are the MCP SDKs' registering methods that take the
	// handler as an argument (registration rows; fastmcp's addTool takes an
	// object whose execute is the handler, handled on its own) and the low-level
	// Server.setRequestHandler.
	jsToolRegistrars = func() map[string]bool {
		m := registrars(libmodels.JavaScript)
		delete(m, "addTool")
		m["setRequestHandler"] = true
		return m
	}()
	jsProtocolNews   = map[string]bool{"McpError": true, "UserError": true, "HTTPException": true}
	jsResponders     = map[string]bool{"res": true, "response": true, "reply": true, "resp": true}
	jsRespondMethods = map[string]bool{"json": true, "send": true, "end": true, "write": true, "jsonp": true}

	goResultFuncs = map[string]bool{"NewToolResultError": true, "NewToolResultErrorf": true, "NewToolResultErrorFromErr": true,
		"NewToolResultText": true, "NewTextContent": true, "NewToolResultStructured": true, "NewToolResultImage": true,
		"NewToolResultAudio": true, "NewToolResultResource": true, "NewTextResourceContents": true}
	// goSinkMethods are the selector fields goSinks acts on.
	goSinkMethods = nameSet([]string{"SetError", "Error", "Fprintf", "Fprint", "Fprintln", "WriteString", "Write", "Encode"},
		goResultFuncs, goCtxMethods)
	goFmtFuncs   = map[string]bool{"Sprintf": true, "Sprint": true, "Sprintln": true, "Errorf": true}
	goWrapFuncs  = map[string]bool{"errors.Wrap": true, "errors.Wrapf": true, "errors.WithMessage": true, "errors.WithMessagef": true, "errors.Join": true}
	goStrPredics = map[string]bool{"Contains": true, "HasPrefix": true, "HasSuffix": true, "EqualFold": true, "Index": true, "Count": true, "ContainsAny": true, "LastIndex": true}
	goCtxMethods = map[string]bool{"JSON": true, "String": true, "AbortWithStatusJSON": true, "IndentedJSON": true, "PureJSON": true, "HTML": true, "XML": true, "SendString": true, "Send": true}
)

// leakCheck is one file's pass.
type leakCheck struct {
	p         *model.Pass
	f         *model.File
	seen      map[uint32]bool
	cache     map[[2]uint32]bool        // per-node memo (safe except clauses, tool functions)
	goAssigns map[string][]*model.Node  // Go: assignment statements per assigned error name
	custom    map[string]bool           // Python/JS: exception classes the file defines (authored messages)
	rewrap    *map[string]bool          // Python/JS: classes the file raises with a caught error's text (rewrap.Classes), once read
	origins   map[[2]uint32]ErrorOrigin // ErrorOriginOf per identifier (start, end byte)
	// Source-text facts that rule a test out for the whole file: a property
	// key or a parameter type is source text, so it cannot match a word
	// the source does not contain.
	hasText, hasIsError, hasCallToolRequest bool
	// helperParams: per function the file defines, the parameters whose
	// value reaches a sink in its body (helper_sink.go).
	helperParams map[*model.Node][]helperParam
	recording    bool              // the sinks' values are traced: calls read are noted (valueleak.go)
	passing      bool              // ... and they are the returns of a plain function: noted as Passes
	keyed        []*model.Node     // ... reads of one non-error field of a dict, whose variables pass nothing on (errread.Keyed)
	unpacked     retval.Unpacked   // Python tuple unpackings, per function
	sinkAt       *model.Node       // the sink or return whose value is traced (upbody.OnFailure)
	params       map[paramKey]bool // pyErrVar of untyped parameters
}

// The node types each language's walk looks at; every other node adds
// nothing, so the walks go by Sym (WalkSyms) and skip them unread.
var (
	pyLeakSyms = model.NewSymBitset(model.SymClassDefinition, model.SymImportFromStatement, model.SymReturnStatement, model.SymCall,
		model.SymRaiseStatement, model.SymDictionary)
	jsLeakSyms = model.NewSymBitset(model.SymClassDeclaration, model.SymClass, model.SymObject, model.SymNewExpression, model.SymCallExpression,
		model.SymReturnStatement, model.SymThrowStatement)
	goLeakSyms = model.NewSymBitset(model.SymCallExpression, model.SymCompositeLiteral, model.SymLiteralValue, model.SymReturnStatement)
)

type leakSinkSite struct {
	node *model.Node // the expression whose value reaches the client
	kind leakSink
	raw  bool // the sink itself stringifies a raw error object (f"{e}", %v, JSON)
	// stackOnly: only a stack trace reaching this site is reported (a
	// response helper whose body is out of sight).
	stackOnly bool
}

// errorLeakHints: a file must contain one of these to be walked.
var errorLeakHints = model.Hints{
	// a handler without a try may still send what a helper returns (valueleak.go)
	model.LangPython:     {"except", "traceback", "tool", "resource", "prompt", "@app.", "@router.", "Response", "return "}, // return: a service module passing a value on (passval)
	model.LangJavaScript: {"catch", "err", "Err", "text", ".json(", ".send(", "return "},
	model.LangGo:         {"err", "Err"},
}

func checkErrorLeak(p *model.Pass) {
	f := p.File
	xfacts.Of(f).Walked = true
	c := &leakCheck{p: p, f: f, seen: map[uint32]bool{}, cache: map[[2]uint32]bool{}, custom: map[string]bool{},
		origins: map[[2]uint32]ErrorOrigin{}}
	if !f.HasHint(errorLeakHints) {
		if f.Lang == model.LangGo && f.Contains("Content") { // a result builder with no error in sight (pkgsink.go)
			c.goPkgSinkParams()
		}
		return
	}
	switch {
	case f.Lang.IsJS():
		c.hasText, c.hasIsError = f.Contains("text"), f.Contains("isError")
	case f.Lang == model.LangGo:
		c.hasCallToolRequest = f.Contains("CallToolRequest") || f.Contains("ReadResourceRequest") || f.Contains("GetPromptRequest") ||
			f.Contains("ToolResponse") || f.Contains("CallToolResult")
	}
	var sinks []leakSinkSite
	var pyReturns []*model.Node   // Python returns, judged once the registrations are known
	var rets, calls []*model.Node // returns and throws, calls: where a function may pass error text on (valueleak.go)
	// One pass per language (perlang.go), so the per-node work is the
	// node's own test; most nodes are no sink and add nothing to sinks.
	adapt.Visit(f, adapt.PerLang[adapt.Visitor]{
		Python: adapt.Visitor{Syms: pyLeakSyms, Fn: func(n *model.Node) {
			if n.Sym() == model.SymCall {
				calls = append(calls, n)
			}
			if n.Sym() == model.SymReturnStatement || n.Sym() == model.SymRaiseStatement {
				if rets = append(rets, n); n.Sym() == model.SymReturnStatement {
					pyReturns = append(pyReturns, n)
				}
				return
			}
			sinks = append(sinks, c.pyNode(n)...)
		}},
		JS: adapt.Visitor{Syms: jsLeakSyms, Fn: func(n *model.Node) {
			if n.Sym() == model.SymReturnStatement || n.Sym() == model.SymThrowStatement {
				rets = append(rets, n)
				return
			} else if n.Sym() == model.SymCallExpression {
				calls = append(calls, n)
			}
			sinks = append(sinks, c.jsNode(n)...)
		}},
		Go: adapt.Visitor{Syms: goLeakSyms, Fn: func(n *model.Node) {
			if n.Sym() == model.SymReturnStatement {
				rets = append(rets, n)
			} else if n.Sym() == model.SymCallExpression && c.goPkgHelperCall(n) {
				calls = append(calls, n)
			}
			sinks = append(sinks, c.goSinks(n)...)
		}},
	})
	if f.Lang.IsJS() {
		sinks = append(sinks, c.jsRegisteredSinks()...) // registered.go: handlers by data flow
	}
	// A plain function whose return value a handler returns builds the
	// handler's result: its returns are sinks too (return describe(e)).
	helpers := map[*model.Node]leakSink{}
	for _, r := range pyReturns {
		if kind, ok := c.pyHandlerKind(model.EnclosingFunc(r)); ok {
			if v := model.Unwrap(r.NamedChild(0)); v != nil && v.Sym() == model.SymCall {
				if def := f.LocalFunc(model.Callee(v)); def != nil {
					if _, isHandler := c.pyHandlerKind(def); !isHandler {
						helpers[def] = kind
					}
				}
			}
		}
	}
	for _, r := range pyReturns {
		if v := r.NamedChild(0); v != nil {
			fn := model.EnclosingFunc(r)
			if kind, ok := c.pyHandlerKind(fn); ok {
				sinks = append(sinks, leakSinkSite{node: v, kind: kind, raw: true})
			} else if kind, ok := helpers[fn]; ok {
				sinks = append(sinks, leakSinkSite{node: v, kind: kind, raw: true})
			}
		}
	}
	for _, s := range sinks {
		c.recording, c.sinkAt = true, s.node
		src := c.taint(s.node, s.raw, 0)
		c.recording, c.sinkAt = false, nil
		if src == nil {
			continue
		}
		// Only error text that can carry internal detail is a leak: an error
		// from a network client, a database driver, the filesystem or a
		// subprocess, a stack trace, or a raw error object sent as the HTTP
		// body. Errors the code built, validation and unknown origins are not
		// reported (as RC101 leaves a timeout in an unknown variable alone).
		src.rawObject = s.kind == leakHTTP && src.at.Sym() == model.SymIdentifier && src.at.Parent() != nil &&
			(src.at.Parent().Sym() == model.SymArguments || src.at.Parent().Sym() == model.SymSpreadElement)
		if s.stackOnly && src.origin != OriginStack {
			continue
		}
		if src.rawObject && src.at.Sym() == model.SymIdentifier {
			src.what = "the caught error object `" + c.f.Text(src.at) + "`"
		}
		if s.kind == leakHandlerErr || s.kind == leakResourceErr { // name the returned error itself
			src = &leakSource{at: s.node, what: "`" + short(c.f.Text(s.node)) + "`", origin: src.origin, errAt: src.errAt, wraps: src.wraps}
		}
		c.report(src, s.kind)
	}
	c.valueLeaks(rets)
	c.argLeaks(calls)
	c.goWrapLeaks(rets)
	c.goPkgSinkParams()
}

// exposure names what the text of an error of src's origin can carry, for
// the message: a reviewer judges a network error by its upstream, a database
// error by its SQL and server address.
func exposure(src *leakSource) string {
	if src.rawObject {
		return "file paths, hosts, SQL or stack traces"
	}
	switch src.origin {
	case OriginSDK:
		return "request URLs, resource names and the service's response text"
	case OriginNetwork:
		return "upstream URLs, hosts and response text"
	case OriginDatabase:
		return "SQL, table names and database addresses"
	case OriginFilesystem:
		return "file paths"
	case OriginSubprocess:
		return "command lines and their output"
	case OriginStack:
		return "stack frames and file paths"
	}
	return "file paths, hosts, SQL or stack traces"
}

func (c *leakCheck) report(src *leakSource, kind leakSink) {
	if src.wraps != nil {
		c.pendingLeak(src, kind) // an own class: only what a helper raised again as it (pyOwnWraps)
		return
	}
	if !src.origin.Internal() && !src.rawObject {
		if src.origin == OriginUnknown {
			c.pendingLeak(src, kind) // the function summaries may know it
			c.unknownHTTP(src, kind)
			c.unknownTool(src, kind)
			c.unknownParam(src, kind) // a shared error helper's parameter (unknown_param.go)
		}
		return // see the note in checkErrorLeak: only internal origins are leaks
	}
	if _, debug := gates.Debug(c.f, src.at); debug {
		// Read only when the operator starts the process with a debug or
		// verbose flag (a module variable, an environment variable or a
		// switch, not a tool argument: gates.Debug): by default the text
		// never reaches the reader. Exposing detail in a mode the operator
		// chose for debugging is CWE-215, not the CWE-209 leak of a normal
		// run this rule reports; RC201 keeps a debug-gated call as low
		// because a blocked loop still hurts in that mode, a leak the
		// operator asked for does not.
		return
	}
	key := src.at.StartByte()
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	what := src.what
	if len(what) > 60 {
		what = what[:57] + "..."
	}
	if src.origin.Internal() {
		label := errorigin.Label(c.f, src.at, src.origin)
		what += " (" + label + ")"
		if label != src.origin.String() {
			src = &leakSource{at: src.at, what: src.what, origin: src.origin, rawObject: true} // several origins: the general exposure
		}
	}
	var msg, fix string
	reader := "the model"
	switch kind {
	case leakHTTP:
		reader = "the caller"
	case leakLog:
		reader = "the client"
	}
	switch {
	case kind == leakHandlerErr:
		msg = "this MCP tool handler returns the raw error " + what + ", whose text the SDK sends to the client " +
			"(mcp-go: the JSON-RPC error message; go-sdk: the tool result), exposing paths, hosts or upstream detail to the model; " +
			"log it and return a tool result with a safe message"
		fix = "log.Printf(\"ref=%s: %v\", ref, err); return mcp.NewToolResultError(\"internal error [ref: \" + ref + \"]\"), nil"
	case kind == leakResourceErr:
		msg = resourceErrMessage(what)
		fix = resourceErrFix
	default:
		a := leakAdvices.For(c.f.Lang)
		exposed := "file paths, hosts or upstream detail" // Go: the error's text, whatever it holds
		if a.exposure {
			exposed = exposure(src)
		}
		msg = what + " puts the raw " + a.noun + " text into " + kind.String() + ", so " + exposed + " " +
			"reach " + reader + "; log it and return a fixed message with a reference id"
		fix = a.fix
	}
	c.p.Report(src.at, msg, fix)
}

// memo caches a boolean fact about node n under a tag.
func (c *leakCheck) memo(n *model.Node, tag uint32, fn func() bool) bool {
	key := [2]uint32{n.StartByte()*4 + tag, n.EndByte()}
	if v, ok := c.cache[key]; ok {
		return v
	}
	c.cache[key] = false // guards recursion
	v := fn()
	c.cache[key] = v
	return v
}

// nameSet returns the union of names and the keys of sets (Python and Go
// name sets).
// registrars returns the method or decorator names of lang's MCP handler
// registrations (model.RegistrationWords).
func registrars(lang libmodels.Lang) map[string]bool {
	out := map[string]bool{}
	for w := range model.RegistrationWords(lang) {
		out[w] = true
	}
	return out
}

func nameSet(names []string, sets ...map[string]bool) map[string]bool {
	out := map[string]bool{}
	for _, n := range names {
		out[n] = true
	}
	for _, set := range sets {
		for n := range set {
			out[n] = true
		}
	}
	return out
}

// calleeText is the qualified name of a call's function, or its text.
func (c *leakCheck) calleeText(call *model.Node) string {
	fn := model.Callee(call)
	if fn == nil {
		return ""
	}
	if q := c.f.QualifiedName(fn); q != "" {
		return q
	}
	return c.f.Text(fn)
}

// taint returns the first raw-error source inside n, or nil. raw says that a
// bare error object here is stringified (an f-string slot, a %v argument, a
// JSON container); hops bounds variable resolution.
func (c *leakCheck) taint(n *model.Node, raw bool, hops int) *leakSource {
	if n == nil || hops > 5 {
		return nil
	}
	c.noteRead(model.Unwrap(n))
	if r := upbody.Response(c.f, n); r != "" && c.sinkAt != nil && upbody.OnFailure(c.f, r, c.sinkAt) {
		return &leakSource{at: n, what: "the upstream's error response body `" + short(c.f.Text(model.Unwrap(n))) + "`", origin: OriginNetwork}
	}
	if t := sdkbody.Body(c.f, n, c.sinkAt); t != "" { // an SDK response's raw body on the failed call's branch (go-atlassian's response.Bytes)
		return &leakSource{at: n, what: "the upstream's error response body `" + short(c.f.Text(model.Unwrap(n))) + "`", origin: OriginNetwork}
	}
	switch n.Sym() {
	case model.SymArgumentList, model.SymArguments: // a sink's arguments: the most revealing source
		var best *leakSource
		for i := 0; i < int(n.NamedChildCount()); i++ {
			a := n.NamedChild(i)
			switch a.Sym() {
			case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFuncLiteral, model.SymLambda, model.SymComment:
				continue
			}
			if s := c.taint(a, raw, hops); s != nil && (best == nil || outranks(s, best)) {
				best = s
			}
		}
		return best
	}
	if taint := langTaint(c.f.Lang); taint != nil {
		return taint(c, n, raw, hops)
	}
	return nil
}

// throughVar resolves identifier n to its bound value and reports the source
// found there at n, naming both.
func (c *leakCheck) throughVar(n *model.Node, raw bool, hops int) *leakSource {
	v := c.f.Lookup(c.f.Text(n), n)
	if v == nil && c.recording { // ok, text = send(...): the text is part of what send returns
		if c.unpacked == nil {
			c.unpacked = retval.Unpacked{}
		}
		c.noteResult(c.unpacked.Call(c.f, n))
	}
	if v == nil || model.Contains(v, n) {
		return nil
	}
	rec := c.recording
	c.recording = rec && !(c.passing && errread.In(c.keyed, n)) // data.get("results"): data's call is not passed on
	src := c.taint(v, raw, hops+1)
	c.recording = rec
	if src == nil && c.f.Lang.IsJS() { // try { text = await res.text() } catch { text = "..." }
		src = c.jsTryAssigned(n, v, raw, hops)
	}
	if src == nil && hops <= 3 { // if ...: msg = f"{e}" else: msg = "ok": either branch may have run
		for _, o := range branchvals.Others(c.f, c.f.Text(n), n, v) {
			src = better(src, c.taint(o, raw, hops+1))
		}
	}
	if src == nil { // Go: msg := err.Error(); msg += " | hint"
		if prev := c.beforeAppends(c.f.Text(n), v); prev != nil && !model.Contains(prev, n) {
			src = c.taint(prev, raw, hops+1)
		}
	}
	if src == nil { // msg = "failed"; msg += f": {e}"
		src = c.appended(n, raw, hops)
	}
	if src == nil {
		// reported where the text goes into the container, the line to fix
		return c.filled(n, v, hops)
	}
	return c.via(n, src)
}

// via is src reported at identifier n that holds its text: "`msg` (from
// error.message on line 12)", the innermost origin kept.
func (c *leakCheck) via(n *model.Node, src *leakSource) *leakSource {
	if src.kept || pybuilt.Built(c.f, src.at, src.what) { // Python: msg = f"failed: {e}" is reported where it is built
		return src
	}
	line, _ := c.f.Position(int(src.at.StartByte()))
	inner := src.what
	if i := strings.Index(inner, "` (from "); i >= 0 { // keep the innermost origin
		inner = inner[i+len("` (from "):]
		inner = inner[:strings.LastIndex(inner, " on line ")]
	}
	return &leakSource{at: n, what: "`" + c.f.Text(n) + "` (from " + strings.Trim(inner, "`") + " on line " + strconv.Itoa(line) + ")", origin: src.origin, errAt: src.errAt, body: src.body, wraps: src.wraps}
}

func (c *leakCheck) src(n *model.Node) *leakSource {
	t := c.f.Text(n)
	origin := c.originOf(n)
	if n.Sym() == model.SymIdentifier || n.Sym() == model.SymShorthandPropertyIdentifier {
		if c.f.Lang == model.LangGo {
			return &leakSource{at: n, what: "`" + t + "`", origin: origin, errAt: n}
		}
		return &leakSource{at: n, what: "the caught error `" + t + "` formatted as text", origin: origin, errAt: n}
	}
	if i := strings.IndexByte(t, '\n'); i >= 0 {
		t = t[:i] + "..."
	}
	return &leakSource{at: n, what: "`" + t + "`", origin: origin, errAt: n}
}

// originOf returns where the error text in source expression n comes from:
// a stack trace (traceback.format_exc(), err.stack, runtime/debug.Stack), or
// the origin of the error variable it reads (model.File.ErrorOriginOf).
func (c *leakCheck) originOf(n *model.Node) ErrorOrigin {
	f := c.f
	n = model.Unwrap(n)
	if n == nil {
		return OriginUnknown
	}
	switch n.Sym() {
	case model.SymCall, model.SymCallExpression:
		q := c.calleeText(n)
		if pyTracebackFuncs[q] || q == "runtime/debug.Stack" || q == "runtime.Stack" || q == "debug.Stack" || gostack.Read(f, n) {
			return OriginStack
		}
		fn := model.Callee(n)
		if fn != nil && (fn.Sym() == model.SymAttribute || fn.Sym() == model.SymMemberExpression || fn.Sym() == model.SymSelectorExpression) {
			obj := fn.ChildByFieldName("object")
			if obj == nil {
				obj = fn.ChildByFieldName("operand")
			}
			return c.originOf(obj) // err.Error(), e.__str__(), e.toString()
		}
		if a := model.Arg(n, 0); a != nil { // str(e), repr(e), String(err)
			return c.originOf(a)
		}
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		prop := n.ChildByFieldName("attribute")
		if prop == nil {
			prop = n.ChildByFieldName("property")
		}
		if prop != nil && (f.Text(prop) == "stack" || f.Text(prop) == "__traceback__") {
			return OriginStack
		}
		obj := n.ChildByFieldName("object")
		if obj == nil {
			obj = n.ChildByFieldName("operand")
		}
		return c.originOf(obj)
	case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
		return c.errorOrigin(n)
	}
	return OriginUnknown
}

// errorOrigin is ErrorOriginOf(f, id), kept per identifier: it walks the
// error's try block or assignments (several µs), and the same identifier is
// judged again for every sink and use that reaches it through a variable.
func (c *leakCheck) errorOrigin(id *model.Node) ErrorOrigin {
	key := [2]uint32{id.StartByte(), id.EndByte()}
	o, ok := c.origins[key]
	if !ok {
		o = ErrorOriginOf(c.f, id)
		c.origins[key] = o
	}
	return o
}

func (c *leakCheck) pyTaint(n *model.Node, raw bool, hops int) *leakSource {
	f := c.f
	switch n.Sym() {
	case model.SymIdentifier:
		if c.pyErrVar(n) {
			if raw {
				return c.src(n)
			}
			return nil
		}
		if w := c.pyOwnWraps(n); raw && w != nil {
			return &leakSource{at: n, what: "the caught error `" + f.Text(n) + "` formatted as text", errAt: n, wraps: w}
		}
		return c.throughVar(n, raw, hops)
	case model.SymCall:
		if s := c.pyCaughtBody(n); s != nil { // e.response.json(): the upstream's error answer
			return s
		}
		q := c.calleeText(n)
		fn := model.Callee(n)
		switch {
		case pyTracebackFuncs[q]:
			return c.src(n)
		case pyStringifiers[q]:
			if a := model.Arg(n, 0); a != nil {
				if s := c.taint(a, true, hops); s != nil {
					if s.body {
						return s // str(e.response.json()): the body keeps its origin
					}
					if s.at == a || model.Contains(a, s.at) && c.pyErrVar(model.Unwrap(a)) {
						return c.keepWraps(c.src(n), s)
					}
					return s
				}
			}
			return nil
		case pyOpaqueCalls[q], errnames.SanitizerCallee(q), retoken.PyTokenMatch(f, n): // re.findall(r"code=([A-Z_]+)", str(e)): tokens
			return nil
		case fn != nil && fn.Sym() == model.SymAttribute:
			method := f.Text(fn.ChildByFieldName("attribute"))
			obj := fn.ChildByFieldName("object")
			if method == "format" || method == "join" { // "{}".format(e), ", ".join(errors)
				if s := c.taint(obj, false, hops); s != nil {
					return s
				}
				return c.pyArgs(n, true, hops)
			}
			if method == "__str__" || method == "__repr__" {
				if c.pyErrVar(model.Unwrap(obj)) {
					return c.src(n)
				}
			}
			if pyStrPredicates[method] || strings.HasPrefix(method, "is") {
				return nil
			}
			if s := c.taint(obj, false, hops); s != nil && (!s.body || method != "get") { // str(e).lower(), msg.strip()
				return s
			}
		}
		if fn != nil && sanitwrap.Callee(c.f, fn) {
			return nil
		}
		return c.pyArgs(n, pyContainers[q] || pyResultCalls[errnames.Last(q)], hops)
	case model.SymAttribute:
		obj := n.ChildByFieldName("object")
		attr := f.Text(n.ChildByFieldName("attribute"))
		if pyErrAttrs[attr] && obj.Sym() == model.SymIdentifier && c.pyErrVar(obj) {
			return c.src(n)
		}
		if w := c.pyOwnWraps(obj); pyErrAttrs[attr] && w != nil { // e.args under `except ApiError as e`
			return c.keepWraps(c.src(n), &leakSource{errAt: obj, wraps: w})
		}
		return c.pyCaughtBody(n) // e.response.text
	case model.SymString:
		// The most revealing interpolation: f"{e}\n{traceback.format_exc()}"
		// holds a stack trace whatever e's origin (issue 21).
		var best *leakSource
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if in := n.NamedChild(i); in.Sym() == model.SymInterpolation {
				best = better(best, c.taint(in.ChildByFieldName("expression"), true, hops))
			}
		}
		return best
	case model.SymConcatenatedString:
		return c.children(n, raw, hops)
	case model.SymBinaryOperator:
		op := n.ChildByFieldName("operator")
		if op == nil || (f.Text(op) != "+" && f.Text(op) != "%") {
			return nil
		}
		return better(c.taint(n.ChildByFieldName("left"), false, hops), c.taint(n.ChildByFieldName("right"), true, hops))
	case model.SymParenthesizedExpression, model.SymAwait, model.SymExpressionList, model.SymListSplat, model.SymDictionarySplat, model.SymPair, model.SymKeywordArgument:
		if n.Sym() == model.SymPair {
			if internalKey.MatchString(f.Text(n.ChildByFieldName("key"))) {
				return nil // {"internal_message": str(e)}: kept for logs, not sent
			}
			return c.taint(n.ChildByFieldName("value"), raw, hops)
		}
		if n.Sym() == model.SymKeywordArgument {
			return c.taint(n.ChildByFieldName("value"), raw, hops)
		}
		return c.children(n, raw, hops)
	case model.SymDictionary, model.SymList, model.SymTuple, model.SymSet:
		return c.children(n, true, hops)
	case model.SymBooleanOperator:
		return c.children(n, raw, hops)
	case model.SymConditionalExpression:
		// a if cond else b: the condition is a test, not a value.
		if n.NamedChildCount() < 3 {
			return nil
		}
		cond := n.NamedChild(1)
		s := c.taint(n.NamedChild(0), raw, hops)
		if s != nil && c.pyGuardCond(cond, s.at, false) {
			s = nil
		}
		return better(s, c.taint(n.NamedChild(2), raw, hops))
	case model.SymSubscript:
		sub := n.ChildByFieldName("subscript")
		if s := c.taint(n.ChildByFieldName("value"), false, hops); s != nil && (!s.body || sub != nil && sub.Sym() != model.SymString && strings.Contains(c.f.Text(sub), ":")) {
			return s // e.response.text[:500]: a slice of the body is its text
		}
		return nil // e.response.json()["detail"]: the API's own error field
	}
	if b := pycompr.Body(f, n); b != nil { // [fetch(u) for u in urls]: the values fetch returns
		return c.taint(b, true, hops)
	}
	return nil
}

// better returns the more revealing of two sources (the first on a tie);
// either may be nil.
func better(a, b *leakSource) *leakSource {
	if a == nil || (b != nil && outranks(b, a)) {
		return b
	}
	return a
}

// children returns the most revealing source among n's children (the first
// of the highest origin), so {message: err.message, stack: err.stack} is
// judged by its stack trace.
func (c *leakCheck) children(n *model.Node, raw bool, hops int) *leakSource {
	var best *leakSource
	for i := 0; i < int(n.NamedChildCount()); i++ {
		if s := c.taint(n.NamedChild(i), raw, hops); s != nil && (best == nil || outranks(s, best)) {
			best = s
		}
	}
	return best
}

func (c *leakCheck) pyArgs(call *model.Node, raw bool, hops int) *leakSource {
	args := model.Args(call)
	if args == nil {
		return nil
	}
	return c.children(args, raw, hops)
}

// pyErrVar reports whether identifier n names a caught exception that is not
// of a deliberately safe type at this point.
func (c *leakCheck) pyErrVar(n *model.Node) bool {
	if n == nil || n.Sym() != model.SymIdentifier {
		return false
	}
	name := c.f.Text(n)
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause:
			if as := leakChildOfType(p, model.SymAsPattern); as != nil {
				if alias := as.ChildByFieldName("alias"); alias != nil && c.f.Text(alias) == name {
					return !c.pySafeExcept(p, as) && !c.pyGuarded(n, p, name)
				}
			}
		case model.SymFunctionDefinition, model.SymLambda:
			if t, ok := c.pyParamType(p, name); ok {
				if c.pyGuarded(n, p, name) { // a helper's `if isinstance(e, OwnError):` branch
					return false
				}
				if t == "" { // untyped: an error when the file passes caught errors of an internal origin in
					k := paramKey{p, name} // judged once per parameter, not per use
					if v, ok := c.params[k]; ok {
						return v
					}
					if c.params == nil {
						c.params = map[paramKey]bool{}
					}
					// unknown: the summaries judge what callers pass in (errparam)
					o := c.errorOrigin(n)
					c.params[k] = o.Internal() || o == OriginUnknown && leakJSErrParams[strings.TrimPrefix(name, "_")] || o == OriginUnknown && name == "e"
					return c.params[k]
				}
				return strings.Contains(t, "Exception") || strings.HasSuffix(t, "Error") && !errnames.SafeType(t)
			}
		case model.SymForStatement, model.SymForInClause:
			if l := p.ChildByFieldName("left"); l != nil && c.f.Text(l) == name {
				return false
			}
		}
	}
	return false
}

func leakChildOfType(n *model.Node, typ model.Sym) *model.Node {
	for i := 0; i < int(n.NamedChildCount()); i++ {
		if ch := n.NamedChild(i); ch.Sym() == typ {
			return ch
		}
	}
	return nil
}

// pyParamType returns the annotation text of parameter name of fn, and
// whether fn has such a parameter.
func (c *leakCheck) pyParamType(fn *model.Node, name string) (string, bool) {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		return "", false
	}
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		switch p.Sym() {
		case model.SymIdentifier:
			if c.f.Text(p) == name {
				return "", true
			}
		case model.SymTypedParameter, model.SymTypedDefaultParameter, model.SymDefaultParameter:
			id := p.ChildByFieldName("name")
			if id == nil && p.NamedChildCount() > 0 {
				id = p.NamedChild(0)
			}
			if c.f.Text(id) == name {
				return c.f.Text(p.ChildByFieldName("type")), true
			}
		}
	}
	return "", false
}

// pyExceptTypes lists the type expressions an except clause catches.
func pyExceptTypes(as *model.Node) []*model.Node {
	t := as.NamedChild(0)
	if t == nil {
		return nil
	}
	if t.Sym() == model.SymTuple || t.Sym() == model.SymParenthesizedExpression {
		var out []*model.Node
		for i := 0; i < int(t.NamedChildCount()); i++ {
			out = append(out, t.NamedChild(i))
		}
		return out
	}
	return []*model.Node{t}
}

// leakSafeName reports whether a type expression names a deliberately safe
// error type; aiohttp's and botocore's ClientError wrap network and AWS errors.
func (c *leakCheck) leakSafeName(t *model.Node) bool {
	q := c.f.QualifiedName(t)
	if q == "" {
		q = c.f.Text(t)
	}
	if strings.HasPrefix(q, "aiohttp.") || strings.HasPrefix(q, "botocore.") || strings.HasPrefix(q, "google.") {
		return false
	}
	if c.custom[q] && !c.rewrapped()[q] || errnames.SafeType(errnames.Last(q)) {
		return true
	}
	// Python: an error class imported from the project's own package
	// (from nextcloud_mcp_server.errors import X, in nextcloud_mcp_server/...),
	// at the top or in the function (pyraise.LocalImport); in an except
	// clause or an isinstance guard any class name is an exception's
	// (OversizeDownload).
	local := ""
	if c.f.Lang == model.LangPython && !strings.Contains(q, ".") {
		local = pyraise.LocalImport(c.f, t, q)
	}
	if local != "" {
		q = local
	}
	if last := q[strings.LastIndexByte(q, '.')+1:]; c.f.Lang == model.LangPython && strings.Contains(q, ".") && last != "" && last[0] >= 'A' && last[0] <= 'Z' {
		if _, imported := c.f.Imports()[strings.SplitN(c.f.Text(t), ".", 2)[0]]; imported || local != "" {
			top := q[:strings.IndexByte(q, '.')]
			if strings.HasPrefix(c.f.Path, top+"/") || strings.Contains(c.f.Path, "/"+top+"/") {
				return true
			}
		}
	}
	// An error class imported from the project's own modules (a relative
	// import) is taken as authored: its messages are written by the project.
	if c.f.Lang.IsJS() && (strings.HasPrefix(q, ".") || strings.HasPrefix(q, "@/") || strings.HasPrefix(q, "~/")) {
		return strings.HasSuffix(q, "Error") || strings.HasSuffix(q, "Exception")
	}
	return false
}

// pyInputErrors are the exceptions that input parsing raises.
var pyInputErrors = map[string]bool{"ValueError": true, "TypeError": true, "JSONDecodeError": true, "ValidationError": true}

// pySafeExcept: every caught type is safe, or the clause catches specific
// types that its own try body raises with authored messages.
func (c *leakCheck) pySafeExcept(clause, as *model.Node) bool {
	return c.memo(clause, 1, func() bool {
		types := pyExceptTypes(as)
		if len(types) == 0 {
			return false
		}
		allSafe := true
		for _, t := range types {
			allSafe = allSafe && c.leakSafeName(t)
		}
		if allSafe {
			return true
		}
		try := clause.Parent()
		if try == nil || try.Sym() != model.SymTryStatement {
			return false
		}
		if pyvalidate.ModelTry(c.f, try.ChildByFieldName("body")) {
			return true // only builds models from the caller's arguments: a ValidationError of its input
		}
		raised := map[string]bool{}
		model.Walk(try.ChildByFieldName("body"), func(n *model.Node) bool {
			if n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymClassDefinition {
				return false
			}
			if n.Sym() == model.SymRaiseStatement && n.NamedChildCount() > 0 {
				if call := n.NamedChild(0); call.Sym() == model.SymCall && c.pyArgs(call, true, 0) == nil {
					raised[errnames.Last(c.f.Text(model.Callee(call)))] = true
				}
			}
			return true
		})
		validating := pyvalidate.Try(c.f, try.ChildByFieldName("body")) || pyvalidate.Split(c.f, try)
		for _, t := range types {
			name := errnames.Last(c.f.Text(t))
			if c.leakSafeName(t) || raised[name] && name != "Exception" && name != "BaseException" || validating && pyInputErrors[name] {
				continue
			}
			return false
		}
		return true
	})
}

// pyGuarded reports whether use n of exception name sits under
// `if isinstance(name, Safe)` (or the `a` of `a if isinstance(...) else b`),
// or after `if not isinstance(name, Safe): return/raise` in the clause.
func (c *leakCheck) pyGuarded(n, clause *model.Node, name string) bool {
	prev := n
	for p := n.Parent(); p != nil && p != clause; prev, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymIfStatement:
			if cons := p.ChildByFieldName("consequence"); cons != nil && model.Contains(cons, prev) && c.pyGuardCond(p.ChildByFieldName("condition"), n, false) {
				return true
			}
		case model.SymBlock:
			for i := 0; i < int(p.NamedChildCount()); i++ {
				s := p.NamedChild(i)
				if s.StartByte() >= prev.StartByte() {
					break
				}
				if s.Sym() == model.SymIfStatement && c.pyGuardCond(s.ChildByFieldName("condition"), n, true) && model.EndsInExit(c.f, s.ChildByFieldName("consequence")) {
					return true
				}
			}
		}
	}
	return false
}

// pyGuardCond reports whether cond is isinstance(x, Safe) (negated when neg:
// `not isinstance(x, Safe)`) for the exception variable used at use.
func (c *leakCheck) pyGuardCond(cond, use *model.Node, neg bool) bool {
	if cond == nil {
		return false
	}
	cond = model.Unwrap(cond)
	if neg {
		if cond.Sym() != model.SymNotOperator {
			return false
		}
		cond = model.Unwrap(cond.ChildByFieldName("argument"))
	}
	if cond.Sym() != model.SymCall || c.f.Text(model.Callee(cond)) != "isinstance" {
		return false
	}
	t := model.Arg(cond, 1)
	if t == nil {
		return false
	}
	types := []*model.Node{t}
	if t.Sym() == model.SymTuple {
		types = nil
		for i := 0; i < int(t.NamedChildCount()); i++ {
			types = append(types, t.NamedChild(i))
		}
	}
	for _, ty := range types {
		if !c.leakSafeName(ty) {
			return false
		}
	}
	return true
}

// pyCallSinks returns the sinks a Python call is: TextContent(...) and other
// result constructors, HTTP responses, MCP errors; and records add_tool.
func (c *leakCheck) pyCallSinks(call *model.Node) []leakSinkSite {
	if c.pyRaisedToClient(call) { // raise RuntimeError(f"...{e}") in a tool: its text is the error the client gets
		if args := model.Args(call); args != nil && (c.f.LocalFunc(model.Callee(call)) == nil || c.children(args, false, 0) != nil) {
			return []leakSinkSite{{node: args, kind: leakProtocol, raw: true}}
		}
	}
	if args := pyctxlog.Message(c.f, call); args != nil { // await ctx.error(f"...{e}"): a FastMCP Context's log notification
		return []leakSinkSite{{node: args, kind: leakLog, raw: true}}
	}
	if hs := c.pyHelperSinks(call); hs != nil {
		return hs // _tool_error(f"failed: {e}") whose body builds the result (helper_sink.go)
	}
	// Fast paths, without building the name tested below (the last segment
	// of the callee's qualified name or text): for a method call x.y(...)
	// it is the attribute's text (the text of an attribute node ends with
	// its attribute, an identifier, after a '.' or whitespace); for a plain
	// f(...) it is f itself unless the file imports f (the qualified name is
	// then the import's). A call whose name can be no sink name is none.
	if fn := model.Callee(call); fn != nil {
		switch fn.Sym() {
		case model.SymAttribute:
			if !pySinkNames[c.f.Text(fn.ChildByFieldName("attribute"))] {
				return nil
			}
		case model.SymIdentifier:
			t := c.f.Text(fn)
			if _, imported := c.f.Imports()[t]; !imported && !pySinkNames[t] {
				return nil
			}
		}
	}
	q := c.calleeText(call)
	name := errnames.Last(q)
	var kind leakSink
	switch {
	case name == "add_tool" || name == "from_function":
		return nil // the function registered is a handler (handlers.Kind)
	case pyResultCalls[name]:
		kind = leakToolResult
	case pyHTTPCalls[name]:
		kind = leakHTTP
		if name == "Response" && strings.HasPrefix(q, "requests.") {
			return nil
		}
	case pyProtocolCalls[name]:
		kind = leakProtocol
	case name == "send_log_message":
		kind = leakLog
	default:
		return nil
	}
	if args := model.Args(call); args != nil {
		return []leakSinkSite{{node: args, kind: kind, raw: name != "HTTPException" && name != "abort"}}
	}
	return nil
}

// pyRaisedToClient reports whether call builds the exception a raise
// statement throws out of an MCP tool, resource or prompt function (not
// from inside a try block of it, which may handle it): FastMCP and the
// low-level Server send the text of any exception a handler (or a function
// nested in it) raises to the client as the error result or JSON-RPC error message (mcp
// server/lowlevel/server.py, _handle_request: str(err); FastMCP's
// Tool.run wraps it in a ToolError with the same text).
func (c *leakCheck) pyRaisedToClient(call *model.Node) bool {
	p := call.Parent()
	if p == nil || p.Sym() != model.SymRaiseStatement {
		return false
	}
	if fn := model.Callee(call); fn == nil || pyProtocolCalls[errnames.Last(c.f.Text(fn))] {
		return false // a protocol error: pyCallSinks's own case
	}
	prev := p
	for q := p.Parent(); q != nil; prev, q = q, q.Parent() {
		switch q.Sym() {
		case model.SymTryStatement:
			if b := q.ChildByFieldName("body"); b != nil && b.StartByte() == prev.StartByte() && b.EndByte() == prev.EndByte() {
				return false // raised in a try body: a clause of it may handle it
			}
		case model.SymFunctionDefinition:
			if kind, ok := c.pyHandlerKind(q); ok {
				return kind == leakToolResult && !handlers.Wrapped(c.f, q) // a wrapper's call may catch it
			}
			// a function nested in a handler (def _sync_read(): ... run
			// with anyio.to_thread.run_sync): what it raises, the
			// handler raises; a nested function of anything else is judged
			// no further.
		case model.SymLambda, model.SymClassDefinition:
			return false
		}
	}
	return false
}

// pyHandlerKind reports whether fn is an MCP tool/resource/prompt function or
// an HTTP route, whose return value reaches the client.
func (c *leakCheck) pyHandlerKind(fn *model.Node) (leakSink, bool) {
	if fn == nil || fn.Sym() != model.SymFunctionDefinition {
		return 0, false
	}
	if handlers.Kind(c.f, fn) != model.NotHandler {
		// the handler model (handlers.Kind): add_tool(fn), a function taking
		// FastMCP's Context, one whose value reaches a registration
		// through a list, a loop, a wrapper or another file
		return leakToolResult, true
	}
	deco := fn.Parent()
	if deco == nil || deco.Sym() != model.SymDecoratedDefinition {
		return 0, false
	}
	for i := 0; i < int(deco.NamedChildCount()); i++ {
		d := deco.NamedChild(i)
		if d.Sym() != model.SymDecorator || d.NamedChildCount() == 0 {
			continue
		}
		e := d.NamedChild(0)
		var call *model.Node
		if e.Sym() == model.SymCall {
			call, e = e, model.Callee(e)
		}
		switch e.Sym() {
		case model.SymAttribute:
			attr := c.f.Text(e.ChildByFieldName("attribute"))
			if pyToolDecos[attr] {
				return leakToolResult, true
			}
			if pyRouteDecos[attr] && call != nil {
				if a := model.Arg(call, 0); a != nil && a.Sym() == model.SymString && strings.HasPrefix(strings.TrimLeft(c.f.Text(a), "rbfu"), "\"/") ||
					a != nil && a.Sym() == model.SymString && strings.HasPrefix(strings.TrimLeft(c.f.Text(a), "rbfu"), "'/") {
					return leakHTTP, true
				}
			}
		case model.SymIdentifier:
			if imp, ok := c.f.Imports()[c.f.Text(e)]; ok && pyToolDecos[errnames.Last(imp)] && strings.Contains(strings.ToLower(imp), "mcp") {
				return leakToolResult, true
			}
		}
	}
	return c.pyDecoratedHandlerKind(fn) // def wrapper(*args, **kwargs) of a decorator on a tool
}

func (c *leakCheck) jsTaint(n *model.Node, raw bool, hops int) *leakSource {
	f := c.f
	n = model.Unwrap(n)
	switch n.Sym() {
	case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
		if c.jsErrVar(n) {
			// A bare parameter named error may hold a message string the
			// caller wrote; only a caught error is taken as raw text bare.
			if raw && (c.jsCaught(n) || n.Parent() != nil && n.Parent().Sym() == model.SymTemplateSubstitution) {
				return c.src(n)
			}
			return nil
		}
		return c.throughVar(n, raw, hops) // { failed } is { failed: failed }
	case model.SymMemberExpression:
		if s := c.jsCaughtBody(n); s != nil { // err.response.data: the upstream's error answer
			return s
		}
		obj := model.Unwrap(n.ChildByFieldName("object"))
		prop := f.Text(n.ChildByFieldName("property"))
		if jsErrProps[prop] && (obj.Sym() == model.SymIdentifier && c.jsErrAlias(obj) || obj.Sym() == model.SymMemberExpression && c.jsTaint(obj, false, hops) != nil) {
			return c.src(n)
		}
		if w := c.jsOwnWraps(obj); jsErrProps[prop] && w != nil { // e.message under `if (e instanceof ApiError)`
			return c.keepWraps(c.src(n), &leakSource{errAt: n, wraps: w})
		}
		if prop == "stack" && obj.Sym() == model.SymIdentifier && c.jsUntypedParam(obj) {
			return c.src(n) // function fail(res, e) { res.end(e.stack) }: a stack trace, whatever e's name
		}
		return c.filledPart(n, hops) // results.failed, filled by results.failed.push(...)
	case model.SymCallExpression:
		fn := model.Callee(n)
		if fn == nil {
			return nil
		}
		ft := f.Text(fn)
		if a := model.Unwrap(model.Arg(n, 0)); leaksrc.Serialized(f, n) && a != nil && a.Sym() == model.SymIdentifier && c.jsErrVar(a) {
			return &leakSource{at: n, what: "`" + f.Text(n) + "`", origin: OriginStack, errAt: n} // JSON.stringify(serializeError(err))
		}
		switch ft {
		case "String", "JSON.stringify", "util.inspect", "inspect", "util.format", "format":
			for i := 0; i < model.NumArgs(n); i++ {
				if a := model.Unwrap(model.Arg(n, i)); a.Sym() == model.SymIdentifier && c.jsErrVar(a) {
					return c.src(n)
				}
				if s := c.taint(model.Arg(n, i), true, hops); s != nil {
					if a := model.Unwrap(model.Arg(n, i)); a.Sym() == model.SymIdentifier && s.at == a {
						return c.src(n)
					}
					return s
				}
			}
			return nil
		}
		if errnames.SanitizerCallee(ft) {
			return nil
		}
		if fn.Sym() == model.SymMemberExpression {
			method := f.Text(fn.ChildByFieldName("property"))
			obj := model.Unwrap(fn.ChildByFieldName("object"))
			if method == "toString" && obj.Sym() == model.SymIdentifier && c.jsErrVar(obj) {
				return c.src(n)
			}
			if jsStrPredicates[method] {
				return nil
			}
			// the receiver, then a batch's per-item outcome: ids.map(async (id) => { try { ... } catch (e) { return { id, error: String(e) } } }) (package maprets)
			for i, v := range append([]*model.Node{obj}, maprets.CatchReturns(f, n)...) {
				if s := c.taint(v, false, hops); s != nil {
					s.kept = s.kept || i > 0
					return s
				}
			}
		}
		return c.jsArgs(n, false, hops)
	case model.SymTemplateString:
		var own *leakSource // the first of the project's own classes (jsOwnWraps): any other comes first
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if sub := n.NamedChild(i); sub.Sym() == model.SymTemplateSubstitution && sub.NamedChildCount() > 0 {
				if s := c.taint(sub.NamedChild(0), true, hops); s != nil && s.wraps == nil {
					return s
				} else if s != nil && own == nil {
					own = s
				}
			}
		}
		return own
	case model.SymBinaryExpression:
		switch f.Text(n.ChildByFieldName("operator")) {
		case "+":
			l := c.taint(n.ChildByFieldName("left"), true, hops)
			if l != nil && l.wraps == nil {
				return l
			}
			if r := c.taint(n.ChildByFieldName("right"), true, hops); r != nil && (l == nil || r.wraps == nil) {
				return r
			}
			return l
		case "||", "??", "&&":
			// Either operand may be the value sent: the more revealing one
			// judges it, so `err.errors || err.stack` is a stack trace
			// (CodeQL js/stack-trace-exposure reads every operand).
			return better(c.taint(n.ChildByFieldName("left"), raw, hops), c.taint(n.ChildByFieldName("right"), raw, hops))
		}
		return nil
	case model.SymTernaryExpression:
		cond := n.ChildByFieldName("condition")
		var s *leakSource
		if s = c.taint(n.ChildByFieldName("consequence"), raw, hops); s != nil && c.jsGuardCond(cond, false) {
			s = nil
		}
		return better(s, c.taint(n.ChildByFieldName("alternative"), raw, hops))
	case model.SymObject:
		var best *leakSource // the most revealing property
		for i := 0; i < int(n.NamedChildCount()); i++ {
			ch := n.NamedChild(i)
			var s *leakSource
			switch ch.Sym() {
			case model.SymPair:
				if internalKey.MatchString(f.Text(ch.ChildByFieldName("key"))) {
					continue // { internalMessage: e.message }: an error's log-only field
				}
				s = c.taint(ch.ChildByFieldName("value"), true, hops)
			case model.SymShorthandPropertyIdentifier:
				s = c.taint(ch, true, hops)
			case model.SymSpreadElement:
				s = c.children(ch, false, hops)
			}
			if s != nil && (best == nil || outranks(s, best)) {
				best = s
			}
		}
		return best
	case model.SymArray:
		return c.children(n, true, hops)
	case model.SymSpreadElement, model.SymSequenceExpression:
		return c.children(n, raw, hops)
	case model.SymNewExpression:
		return c.jsArgs(n, false, hops)
	}
	return nil
}

func (c *leakCheck) jsArgs(call *model.Node, raw bool, hops int) *leakSource {
	args := model.Args(call)
	if args == nil {
		return nil
	}
	var own *leakSource // the first of the project's own classes (jsOwnWraps): any other comes first
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch model.Unwrap(a).Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			continue
		}
		if s := c.taint(a, raw, hops); s != nil && s.wraps == nil {
			return s
		} else if s != nil && own == nil {
			own = s
		}
	}
	return own
}

// jsErrVar reports whether identifier n names a caught error that is not
// narrowed to a deliberately safe type at this point.
func (c *leakCheck) jsErrVar(n *model.Node) bool {
	name := c.f.Text(n)
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymCatchClause:
			if param := p.ChildByFieldName("parameter"); param != nil && param.Sym() == model.SymIdentifier && c.f.Text(param) == name {
				return !c.jsGuarded(n, p)
			}
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDeclaration, model.SymMethodDefinition:
			idx, typ, ok := c.jsParam(p, name)
			if !ok {
				continue
			}
			if c.jsIsErrorCallback(p, idx) {
				return !c.jsGuarded(n, p)
			}
			if !leakJSErrParams[name] {
				return false
			}
			typ = strings.TrimSpace(strings.TrimPrefix(typ, ":"))
			if typ == "" || typ == "unknown" || typ == "any" || typ == "Error" || strings.HasSuffix(typ, "Error") && !errnames.SafeType(typ) {
				return !c.jsGuarded(n, p)
			}
			return false
		}
	}
	return false
}

// jsErrAlias: identifier n is an error, or a variable last assigned one
// (lastError = err).
func (c *leakCheck) jsErrAlias(n *model.Node) bool {
	if c.jsErrVar(n) {
		return true
	}
	v := c.f.Lookup(c.f.Text(n), n)
	return v != nil && model.Unwrap(v).Sym() == model.SymIdentifier && c.jsErrVar(model.Unwrap(v))
}

// jsCaught reports whether identifier n is bound by a catch clause or is
// the error parameter of a .catch/.then callback or error middleware.
func (c *leakCheck) jsCaught(n *model.Node) bool {
	name := c.f.Text(n)
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymCatchClause:
			if param := p.ChildByFieldName("parameter"); param != nil && c.f.Text(param) == name {
				return true
			}
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDeclaration, model.SymMethodDefinition:
			if idx, _, ok := c.jsParam(p, name); ok {
				return c.jsIsErrorCallback(p, idx)
			}
		}
	}
	return false
}

// jsPassesResponder reports whether call passes a response object (res,
// response, reply, resp) as a bare argument: sendFailure(res, detail).
func (c *leakCheck) jsPassesResponder(call *model.Node) bool {
	for i := 0; i < model.NumArgs(call); i++ {
		if a := model.Arg(call, i); a.Sym() == model.SymIdentifier && jsResponders[c.f.Text(a)] {
			return true
		}
	}
	return false
}

// jsCaughtArg reports whether one of call's arguments is a bare caught error
// (jsCaught): res.end(err) sends the error object itself.
func (c *leakCheck) jsCaughtArg(call *model.Node) bool {
	for i := 0; i < model.NumArgs(call); i++ {
		if a := model.Unwrap(model.Arg(call, i)); a.Sym() == model.SymIdentifier && c.jsCaught(a) {
			return true
		}
	}
	return false
}

// jsUntypedParam reports whether identifier n names a parameter of an
// enclosing function with no type or an error-like one (any, unknown,
// Error): x.stack read from it is an error's stack trace.
func (c *leakCheck) jsUntypedParam(n *model.Node) bool {
	name := c.f.Text(n)
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymCatchClause:
			if param := p.ChildByFieldName("parameter"); param != nil && c.f.Text(param) == name {
				return true
			}
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDeclaration, model.SymMethodDefinition:
			if _, typ, ok := c.jsParam(p, name); ok {
				typ = strings.TrimSpace(strings.TrimPrefix(typ, ":"))
				return typ == "" || typ == "any" || typ == "unknown" || strings.HasSuffix(typ, "Error")
			}
		}
	}
	return false
}

// jsParam finds parameter name of function fn: its index and type annotation.
func (c *leakCheck) jsParam(fn *model.Node, name string) (int, string, bool) {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		if p := fn.ChildByFieldName("parameter"); p != nil && c.f.Text(p) == name {
			return 0, "", true
		}
		return 0, "", false
	}
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		id := p
		if pat := p.ChildByFieldName("pattern"); pat != nil {
			id = pat
		}
		if id.Sym() == model.SymIdentifier && c.f.Text(id) == name {
			return i, c.f.Text(p.ChildByFieldName("type")), true
		}
	}
	return 0, "", false
}

// jsIsErrorCallback: parameter idx of fn receives an error — fn is the
// callback of p.catch(fn), the second callback of p.then(ok, fn), or an
// Express error middleware (err, req, res, next).
func (c *leakCheck) jsIsErrorCallback(fn *model.Node, idx int) bool {
	args := fn.Parent()
	if args != nil && args.Sym() == model.SymArguments {
		call := args.Parent()
		if callee := model.Callee(call); callee != nil && callee.Sym() == model.SymMemberExpression {
			switch c.f.Text(callee.ChildByFieldName("property")) {
			case "catch":
				return idx == 0 && model.Arg(call, 0) == fn
			case "then":
				return idx == 0 && model.Arg(call, 1) == fn
			}
		}
	}
	if params := fn.ChildByFieldName("parameters"); params != nil && params.NamedChildCount() == 4 && idx == 0 {
		third := params.NamedChild(2)
		if pat := third.ChildByFieldName("pattern"); pat != nil {
			third = pat
		}
		return jsResponders[c.f.Text(third)]
	}
	return false
}

// jsGuarded: use n sits under `if (x instanceof Safe)`, in the `a` of
// `x instanceof Safe ? a : b`, or after `if (!(x instanceof Safe)) return/throw`.
func (c *leakCheck) jsGuarded(n, scope *model.Node) bool {
	prev := n
	for p := n.Parent(); p != nil && p != scope; prev, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymIfStatement:
			if cons := p.ChildByFieldName("consequence"); cons != nil && model.Contains(cons, prev) && c.jsGuardCond(p.ChildByFieldName("condition"), false) {
				return true
			}
		case model.SymTernaryExpression:
			if cons := p.ChildByFieldName("consequence"); cons != nil && model.Contains(cons, prev) && c.jsGuardCond(p.ChildByFieldName("condition"), false) {
				return true
			}
		case model.SymStatementBlock:
			for i := 0; i < int(p.NamedChildCount()); i++ {
				s := p.NamedChild(i)
				if s.StartByte() >= prev.StartByte() {
					break
				}
				if s.Sym() == model.SymIfStatement && c.jsGuardCond(s.ChildByFieldName("condition"), true) && jsExits(s.ChildByFieldName("consequence")) {
					return true
				}
			}
		}
	}
	return false
}

// jsExits: a block's last statement returns or throws.
var jsExits = localerr.AlwaysLeaves

// jsGuardCond: cond is `x instanceof Safe` (negated: `!(x instanceof Safe)`).
func (c *leakCheck) jsGuardCond(cond *model.Node, neg bool) bool {
	cond = model.Unwrap(cond)
	if neg {
		if cond == nil || cond.Sym() != model.SymUnaryExpression || c.f.Text(cond.ChildByFieldName("operator")) != "!" {
			return false
		}
		cond = model.Unwrap(cond.ChildByFieldName("argument"))
	}
	if cond == nil || cond.Sym() != model.SymBinaryExpression || c.f.Text(cond.ChildByFieldName("operator")) != "instanceof" {
		return false
	}
	return c.leakSafeName(cond.ChildByFieldName("right"))
}

// jsSinks returns the sinks node n is.
func (c *leakCheck) jsSinks(n *model.Node) []leakSinkSite {
	f := c.f
	switch n.Sym() {
	case model.SymObject:
		// { type: "text", text: X } and { ..., isError: true }
		if !c.hasText && !c.hasIsError {
			return nil
		}
		if t, _ := f.ObjectProp(n, "type"); c.hasText && t != nil && strings.Trim(f.Text(model.Unwrap(t)), "'\"`") == "text" { // 'text' as const
			if v, _ := f.ObjectProp(n, "text"); v != nil {
				return []leakSinkSite{{node: v, kind: leakToolResult, raw: true}}
			}
		}
		if !c.hasIsError {
			return nil
		}
		if v, _ := f.ObjectProp(n, "isError"); v != nil && f.Text(v) == "true" {
			return []leakSinkSite{{node: n, kind: leakToolResult, raw: true}}
		}
	case model.SymNewExpression:
		name := errnames.Last(f.Text(model.Callee(n)))
		switch {
		case jsProtocolNews[name]:
			var out []leakSinkSite // McpError's data only where a low-level Server answers (mcperr)
			for _, a := range mcperr.Args(f, n, name) {
				out = append(out, leakSinkSite{node: a, kind: leakProtocol})
			}
			return out
		case name == "Response" || name == "NextResponse":
			return []leakSinkSite{{node: model.Args(n), kind: leakHTTP}}
		}
	case model.SymCallExpression:
		fn := model.Callee(n)
		if hs := c.jsHelperSinks(n); hs != nil {
			return hs
		}
		if fn != nil && fn.Sym() == model.SymIdentifier && c.jsPassesResponder(n) {
			// sendFailure(res, err.stack): a response helper given the
			// response; what it sends is not in sight, but a stack trace
			// handed to it is a leak whatever the error's origin (issue 21).
			return []leakSinkSite{{node: model.Args(n), kind: leakHTTP, stackOnly: true}}
		}
		if fn == nil || fn.Sym() != model.SymMemberExpression {
			return nil
		}
		method := f.Text(fn.ChildByFieldName("property"))
		obj := fn.ChildByFieldName("object")
		if method == "json" && (f.Text(obj) == "Response" || f.Text(obj) == "NextResponse") {
			return []leakSinkSite{{node: model.Args(n), kind: leakHTTP, raw: true}}
		}
		if jsRespondMethods[method] && jsResponders[f.Text(jsChainRoot(obj))] {
			// res.end(err), res.status(500).send(err): the caught error
			// object itself as the body is raw (issue 21; CodeQL
			// js/stack-trace-exposure reports res.end(e)).
			return []leakSinkSite{{node: model.Args(n), kind: leakHTTP, raw: method == "json" || method == "jsonp" || c.jsCaughtArg(n)}}
		}
		if jsToolRegistrars[method] {
			return c.jsHandlerReturns(n)
		}
		if method == "sendLoggingMessage" {
			return []leakSinkSite{{node: model.Args(n), kind: leakLog, raw: true}}
		}
		if method == "addTool" {
			if obj := model.Arg(n, 0); obj != nil && obj.Sym() == model.SymObject {
				if ex, _ := f.ObjectProp(obj, "execute"); ex != nil {
					return append(c.jsFuncReturns(ex), c.jsThrowSinks(ex, leakToolResult)...)
				}
			}
		}
	}
	return nil
}

// jsChainRoot strips method chains: res.status(500).type("json") -> res.
func jsChainRoot(n *model.Node) *model.Node {
	for n != nil {
		switch n.Sym() {
		case model.SymCallExpression:
			n = model.Callee(n)
		case model.SymMemberExpression:
			n = n.ChildByFieldName("object")
		default:
			return n
		}
	}
	return n
}

// jsHandlerReturns: the return values of the function arguments of
// server.tool(...) and friends.
func (c *leakCheck) jsHandlerReturns(call *model.Node) []leakSinkSite {
	var out []leakSinkSite
	args := model.Args(call)
	kind := leakToolResult // McpServer.tool/registerTool: a thrown message becomes the isError result
	if fn := model.Callee(call); fn != nil && fn.Sym() == model.SymMemberExpression && c.f.Text(fn.ChildByFieldName("property")) == "setRequestHandler" {
		kind = leakProtocol // the low-level Server: the JSON-RPC error's message
	}
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		out = append(out, c.jsFuncReturns(args.NamedChild(i))...)
		out = append(out, c.jsThrowSinks(args.NamedChild(i), kind)...)
	}
	return out
}

func (c *leakCheck) jsFuncReturns(fn *model.Node) []leakSinkSite {
	switch fn.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
	default:
		return nil
	}
	return jsReturnSinks(fn.ChildByFieldName("body"))
}

// jsReturnSinks are the tool results of a JS function body: an arrow
// function's expression body, else the value of each return statement of
// the body itself (nested functions and classes left out).
func jsReturnSinks(body *model.Node) []leakSinkSite {
	if body == nil {
		return nil
	}
	if body.Sym() != model.SymStatementBlock {
		return []leakSinkSite{{node: body, kind: leakToolResult}}
	}
	var out []leakSinkSite
	model.Walk(body, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymClassDeclaration:
			return false
		case model.SymReturnStatement:
			if n.NamedChildCount() > 0 {
				out = append(out, leakSinkSite{node: n.NamedChild(0), kind: leakToolResult})
			}
		}
		return true
	})
	return out
}

func (c *leakCheck) goTaint(n *model.Node, raw bool, hops int) *leakSource {
	f := c.f
	n = model.Unwrap(n)
	switch n.Sym() {
	case model.SymIdentifier:
		if c.goErrVar(n) {
			if raw {
				return c.src(n)
			}
			return nil
		}
		if hops < 3 {
			return c.throughVar(n, raw, hops)
		}
		return nil
	case model.SymCallExpression:
		fn := model.Callee(n)
		if fn == nil {
			return nil
		}
		q := c.calleeText(n)
		name := errnames.Last(q)
		if q == "runtime/debug.Stack" || q == "debug.Stack" || gostack.Read(f, n) { // the goroutine's stack trace, or runtime.Stack's buffer
			return c.src(n)
		}
		if raw && leaksrc.PanicValue(f, n) { // r := recover(); ... fmt.Sprintf("%v", r)
			return &leakSource{at: n, what: "`recover()`", origin: OriginStack, errAt: n}
		}
		if fn.Sym() == model.SymSelectorExpression && f.Text(fn.ChildByFieldName("field")) == "Error" && model.NumArgs(n) == 0 {
			operand := model.Unwrap(fn.ChildByFieldName("operand"))
			if operand.Sym() == model.SymIdentifier && c.goErrVar(operand) {
				return c.src(n)
			}
			if s := c.taint(operand, true, hops); s != nil {
				return s
			}
			return nil
		}
		switch {
		case strings.HasPrefix(q, "fmt.") && goFmtFuncs[name]:
			return c.goFmtArgs(n, 0, hops)
		case goWrapFuncs[q] || strings.HasSuffix(q, "errors.Wrap") || strings.HasSuffix(q, "errors.Wrapf"):
			return c.goArgs(n, true, hops)
		case strings.HasPrefix(q, "strings.") && goStrPredics[name], errnames.SanitizerCallee(q), q == "len":
			return nil
		}
		if fn.Sym() == model.SymParenthesizedExpression || q == "string" || q == "[]byte" {
			return c.goArgs(n, false, hops)
		}
		return c.goArgs(n, false, hops)
	case model.SymTypeConversionExpression:
		return c.taint(n.ChildByFieldName("operand"), false, hops)
	case model.SymBinaryExpression:
		if f.Text(n.ChildByFieldName("operator")) != "+" {
			return nil
		}
		if s := c.taint(n.ChildByFieldName("left"), false, hops); s != nil {
			return s
		}
		return c.taint(n.ChildByFieldName("right"), false, hops)
	case model.SymCompositeLiteral:
		return c.taint(n.ChildByFieldName("body"), false, hops)
	case model.SymLiteralValue:
		for i := 0; i < int(n.NamedChildCount()); i++ {
			el := n.NamedChild(i)
			if el.Sym() == model.SymKeyedElement && el.NamedChildCount() >= 2 {
				el = el.NamedChild(1)
			}
			if s := c.taint(el, false, hops); s != nil {
				return s
			}
		}
		return nil
	case model.SymLiteralElement, model.SymParenthesizedExpression, model.SymExpressionList:
		return c.children(n, raw, hops)
	}
	return nil
}

func (c *leakCheck) goArgs(call *model.Node, raw bool, hops int) *leakSource {
	args := model.Args(call)
	if args == nil {
		return nil
	}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() == model.SymFuncLiteral {
			continue
		}
		if s := c.taint(a, raw, hops); s != nil {
			return s
		}
	}
	return nil
}

// goFmtArgs checks the arguments of a printf-style call whose format is
// argument fmtIdx: every argument is formatted, except for %T.
func (c *leakCheck) goFmtArgs(call *model.Node, fmtIdx int, hops int) *leakSource {
	format := model.Arg(call, fmtIdx)
	if format == nil {
		return nil
	}
	var verbs []byte
	if format.Sym() == model.SymInterpretedStringLiteral || format.Sym() == model.SymRawStringLiteral {
		verbs = retval.FormatVerbs(c.f.Text(format))
	}
	n := model.NumArgs(call)
	for i := fmtIdx + 1; i < n; i++ {
		if k := i - fmtIdx - 1; verbs != nil && k < len(verbs) && verbs[k] == 'T' {
			continue
		}
		if s := c.taint(model.Arg(call, i), true, hops); s != nil {
			return s
		}
	}
	return c.taint(format, false, hops)
}

// goErrVar reports whether identifier n holds an error whose text is not
// known to be safe: named like an error (err, errX, xErr) or a parameter of
// type error; not under errors.Is/errors.As; not last assigned from argument
// validation or errors.New / fmt.Errorf without an error argument.
func (c *leakCheck) goErrVar(n *model.Node) bool {
	name := c.f.Text(n)
	if !errnames.GoErrName(name) && !c.goErrorParam(n, name) {
		return false
	}
	// func validationResult(err error): a helper for validation errors.
	if fn := model.EnclosingFunc(n); fn != nil && strings.Contains(strings.ToLower(c.f.Text(fn.ChildByFieldName("name"))), "validation") && c.goErrorParam(n, name) {
		return false
	}
	// Guards: if errors.Is(err, X) / errors.As(err, &t) { ... use ... }
	prev := n
	for p := n.Parent(); p != nil; prev, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymIfStatement:
			if cons := p.ChildByFieldName("consequence"); cons != nil && model.Contains(cons, prev) && c.goIsAs(p.ChildByFieldName("condition")) {
				return false
			}
		case model.SymExpressionCase:
			if v := p.ChildByFieldName("value"); v != nil && c.goIsAs(v) {
				return false
			}
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
			return !c.goSafeAssigned(n, p, name)
		}
	}
	return true
}

func (c *leakCheck) goIsAs(cond *model.Node) bool {
	found := false
	model.Walk(cond, func(x *model.Node) bool {
		if x.Sym() == model.SymCallExpression {
			switch c.calleeText(x) {
			case "errors.Is", "errors.As":
				found = true
			default: // isTraceUpstreamError(err): a predicate of the package that only asks errors.As
				if fn := model.Callee(x); fn != nil && fn.Sym() == model.SymIdentifier && goasguard.Guards(c.f)[c.f.Text(fn)] {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// goErrorParam: name is a parameter of type error of an enclosing function.
func (c *leakCheck) goErrorParam(n *model.Node, name string) bool {
	for fn := model.EnclosingFunc(n); fn != nil; fn = model.EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			for j := 0; j < int(p.ChildCount()); j++ {
				if p.FieldNameForChild(j) == "name" && c.f.Text(p.Child(j)) == name {
					return c.f.Text(p.ChildByFieldName("type")) == "error"
				}
			}
		}
	}
	return false
}

// goAssignSyms are Go's assignments (`:=` and `=`).
var goAssignSyms = model.NewSymBitset(model.SymShortVarDeclaration, model.SymAssignmentStatement)

// goSafeAssigned: the last assignment to name in fn before use n gives it an
// authored or validation error.
func (c *leakCheck) goSafeAssigned(use, fn *model.Node, name string) bool {
	if c.goAssigns == nil {
		c.goAssigns = map[string][]*model.Node{}
		c.f.NodesOf(goAssignSyms, func(x *model.Node) bool {
			left := x.ChildByFieldName("left")
			for i := 0; left != nil && i < int(left.NamedChildCount()); i++ {
				if l := left.NamedChild(i); l.Sym() == model.SymIdentifier && errnames.GoErrName(c.f.Text(l)) {
					c.goAssigns[c.f.Text(l)] = append(c.goAssigns[c.f.Text(l)], x)
				}
			}
			return true
		})
	}
	var last *model.Node
	for _, a := range c.goAssigns[name] {
		if a.StartByte() >= use.StartByte() {
			break
		}
		if model.Contains(fn, a) {
			last = a
		}
	}
	if last == nil {
		return false
	}
	right := last.ChildByFieldName("right")
	if right == nil || right.NamedChildCount() == 0 {
		return false
	}
	rhs := model.Unwrap(right.NamedChild(int(right.NamedChildCount()) - 1))
	if left := last.ChildByFieldName("left"); left != nil && right.NamedChildCount() == left.NamedChildCount() {
		for i := 0; i < int(left.NamedChildCount()); i++ {
			if c.f.Text(left.NamedChild(i)) == name {
				rhs = model.Unwrap(right.NamedChild(i))
			}
		}
	}
	switch rhs.Sym() {
	case model.SymInterpretedStringLiteral, model.SymRawStringLiteral, model.SymBinaryExpression:
		return true // errMsg := "..." is a string, judged through its value
	case model.SymCallExpression:
	default:
		return false
	}
	q := c.calleeText(rhs)
	if q == "fmt.Sprintf" || q == "fmt.Sprint" || strings.HasPrefix(q, "strings.") {
		return true // a string, judged through its value
	}
	switch {
	case q == "errors.New":
		return true
	case q == "fmt.Errorf":
		for i := 1; i < model.NumArgs(rhs); i++ {
			if a := model.Unwrap(model.Arg(rhs, i)); a.Sym() == model.SymIdentifier && errnames.GoErrName(c.f.Text(a)) {
				return false
			}
		}
		return true
	case strings.HasPrefix(q, "strconv."):
		return true
	}
	if i := strings.LastIndexByte(q, '.'); i > 0 && leakGoInputRecv.MatchString(q[:i]) {
		return true // input.String("namespace"): an accessor of the tool's arguments
	}
	callName := errnames.Last(q)
	if i := strings.IndexByte(callName, '['); i > 0 { // RequiredParam[string]
		callName = callName[:i]
	}
	return leakGoValidation.MatchString(callName) && !leakGoNotValidation.MatchString(callName)
}

// goResponseWriter: expression w is a parameter typed http.ResponseWriter
// (or a gin/echo/fiber context when ctx is set).
func (c *leakCheck) goParamType(n *model.Node) string {
	n = model.Unwrap(n)
	if n == nil || n.Sym() != model.SymIdentifier {
		return ""
	}
	name := c.f.Text(n)
	for fn := model.EnclosingFunc(n); fn != nil; fn = model.EnclosingFunc(fn) {
		for _, field := range []string{"parameters", "receiver"} {
			params := fn.ChildByFieldName(field)
			for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
				p := params.NamedChild(i)
				for j := 0; j < int(p.ChildCount()); j++ {
					if p.FieldNameForChild(j) == "name" && c.f.Text(p.Child(j)) == name {
						return strings.TrimPrefix(c.f.Text(p.ChildByFieldName("type")), "*")
					}
				}
			}
		}
	}
	return ""
}

func (c *leakCheck) goIsWriter(n *model.Node) bool {
	return strings.HasSuffix(c.goParamType(n), "ResponseWriter")
}

// goSinks returns the sinks node n is.
func (c *leakCheck) goSinks(n *model.Node) []leakSinkSite {
	f := c.f
	switch n.Sym() {
	case model.SymCallExpression:
		fn := model.Callee(n)
		if fn == nil {
			return nil
		}
		// Fast path for x.Y(...), most calls: every case below needs Y (the
		// last segment of the qualified name of a selector is its field, as
		// is that of its text) to be one of goSinkMethods; other calls are
		// no sink, without building the qualified name.
		if fn.Sym() == model.SymSelectorExpression && !goSinkMethods[f.Text(fn.ChildByFieldName("field"))] {
			return c.goHelperSinks(n) // an imported result builder (mcputil.NewErrorResult), else nil
		}
		if fn.Sym() == model.SymIdentifier {
			if hs := c.goHelperSinks(n); hs != nil {
				return hs
			}
		}
		q := c.calleeText(n)
		name := errnames.Last(q)
		switch {
		case goResultFuncs[name]:
			if name == "NewToolResultErrorf" {
				if s := c.goFmtArgs(n, 0, 0); s != nil {
					c.report(s, leakToolResult)
				}
				return nil
			}
			return []leakSinkSite{{node: model.Args(n), kind: leakToolResult, raw: name == "NewToolResultErrorFromErr"}}
		case name == "SetError" && fn.Sym() == model.SymSelectorExpression:
			return []leakSinkSite{{node: model.Args(n), kind: leakToolResult, raw: true}}
		case q == "net/http.Error":
			if a := model.Arg(n, 1); a != nil {
				return []leakSinkSite{{node: a, kind: leakHTTP}}
			}
		case q == "fmt.Fprintf" && c.goIsWriter(model.Arg(n, 0)):
			if s := c.goFmtArgs(n, 1, 0); s != nil {
				c.report(s, leakHTTP)
			}
		case (q == "fmt.Fprint" || q == "fmt.Fprintln") && c.goIsWriter(model.Arg(n, 0)):
			var out []leakSinkSite
			for i := 1; i < model.NumArgs(n); i++ {
				out = append(out, leakSinkSite{node: model.Arg(n, i), kind: leakHTTP, raw: true})
			}
			return out
		case q == "io.WriteString" && c.goIsWriter(model.Arg(n, 0)):
			return []leakSinkSite{{node: model.Arg(n, 1), kind: leakHTTP}}
		case fn.Sym() == model.SymSelectorExpression:
			operand := fn.ChildByFieldName("operand")
			field := f.Text(fn.ChildByFieldName("field"))
			switch {
			case field == "Write" && c.goIsWriter(operand):
				return []leakSinkSite{{node: model.Args(n), kind: leakHTTP}}
			case field == "Encode" && model.Unwrap(operand).Sym() == model.SymCallExpression && c.calleeText(model.Unwrap(operand)) == "encoding/json.NewEncoder" &&
				c.goIsWriter(model.Arg(model.Unwrap(operand), 0)):
				return []leakSinkSite{{node: model.Args(n), kind: leakHTTP}}
			case goCtxMethods[field]:
				t := c.goParamType(operand)
				if strings.HasSuffix(t, "gin.Context") || strings.HasSuffix(t, "echo.Context") || strings.HasSuffix(t, "fiber.Ctx") {
					if field == "String" && model.NumArgs(n) >= 2 {
						if s := c.goFmtArgs(n, 1, 0); s != nil {
							c.report(s, leakHTTP)
						}
						return nil
					}
					return []leakSinkSite{{node: model.Args(n), kind: leakHTTP}}
				}
			}
		}
	case model.SymCompositeLiteral:
		if errnames.Last(f.Text(n.ChildByFieldName("type"))) == "TextContent" {
			if v := f.GoKeyed(n, "Text"); v != nil {
				return []leakSinkSite{{node: v, kind: leakToolResult}}
			}
		}
		return c.goRPCSinks(n)
	case model.SymLiteralValue:
		return c.goRPCSinks(n)
	case model.SymReturnStatement:
		if fn := model.EnclosingFunc(n); fn != nil && (c.goIsToolHandler(fn) || c.goIsReadHandler(fn)) {
			kind := leakHandlerErr
			if !c.goIsToolHandler(fn) {
				kind = leakResourceErr
			}
			list := n.NamedChild(0)
			if list != nil && list.Sym() == model.SymExpressionList && list.NamedChildCount() >= 2 {
				last := list.NamedChild(int(list.NamedChildCount()) - 1)
				// `return result, err` passes a delegate's outcome through
				// (middleware, dispatch to a helper): the error is built there.
				passThrough := model.Unwrap(last).Sym() == model.SymIdentifier && !model.IsNone(list.NamedChild(0))
				if !model.IsNone(last) && !passThrough {
					return []leakSinkSite{{node: last, kind: kind, raw: true}}
				}
			}
		}
	}
	return nil
}

// goIsToolHandler: fn takes an mcp CallToolRequest and returns
// (*CallToolResult, ..., error).
func (c *leakCheck) goIsToolHandler(fn *model.Node) bool {
	if !c.hasCallToolRequest {
		return false // the parameters below must contain it
	}
	return c.memo(fn, 2, func() bool {
		params, result := fn.ChildByFieldName("parameters"), fn.ChildByFieldName("result")
		if params == nil || result == nil || result.Sym() != model.SymParameterList || result.NamedChildCount() < 2 {
			return false
		}
		// A tool handler: it takes the request, is mcp-golang's, or the
		// handler model says so (handlers.Kind: it reaches a registration,
		// or returns a tool result and an error).
		if !strings.Contains(c.f.Text(params), "CallToolRequest") && !c.goGolangHandler(result) && handlers.Kind(c.f, fn) != model.ToolHandler {
			return false
		}
		// The client side has the same signature (Client.CallTool): its error
		// goes to the local caller, not to a client.
		if name := c.f.Text(fn.ChildByFieldName("name")); strings.Contains(name, "CallTool") || strings.Contains(name, "callTool") {
			return false
		}
		if recv := fn.ChildByFieldName("receiver"); recv != nil && strings.Contains(c.f.Text(recv), "Client") {
			return false
		}
		first, last := result.NamedChild(0), result.NamedChild(int(result.NamedChildCount())-1)
		return (strings.HasSuffix(c.f.Text(first), "CallToolResult") || strings.Contains(c.f.Text(first), "CallToolResultFor[") || strings.HasSuffix(c.f.Text(first), "ToolResponse")) && // go-sdk v0.1-v0.2: *mcp.CallToolResultFor[Out]
			c.f.Text(last.ChildByFieldName("type")) == "error"
	})
}

// goGolangHandler reports whether a function's results are metoro-io
// mcp-golang's tool handler results, (*mcp_golang.ToolResponse, error), in
// a file that imports mcp-golang: its handlers take the tool's typed
// arguments (no request type), and the server sends a returned error's
// text to the client as the tool's error result
// (https://github.com/metoro-io/mcp-golang, server.go handleToolCalls).
func (c *leakCheck) goGolangHandler(result *model.Node) bool {
	if result.NamedChildCount() != 2 || !strings.HasSuffix(c.f.Text(result.NamedChild(0)), "ToolResponse") {
		return false
	}
	for _, q := range c.f.Imports() {
		if strings.HasPrefix(q, "github.com/metoro-io/mcp-golang") {
			return true
		}
	}
	return false
}

// short collapses whitespace and cuts s to 48 bytes for messages (also used
// by RC401's messages).
func short(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 48 {
		s = s[:45] + "..."
	}
	return s
}

// rewrapped returns the classes the file raises again with a caught error's
// text (rewrap.Classes), read once per file: a clause naming one of them is
// not the project's own text.
func (c *leakCheck) rewrapped() map[string]bool {
	if c.rewrap == nil {
		m := rewrap.Classes(c.f)
		c.rewrap = &m
	}
	return *c.rewrap
}
