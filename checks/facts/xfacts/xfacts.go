// Package xfacts holds what a rule learns about one file that the function
// summaries (package checks/summary) take across files (issue 18): an error
// leak whose origin the file does not show (RC402), a tool whose mutation
// the file does not show (RC601), a timeout literal outside any handler
// (RC104). A rule appends to Of(f) during its pass; summary.Extract reads it
// after every rule has run on the file. Positions are 1-based lines and
// columns, as model.File.Position gives them, so nothing points into the
// syntax tree.
package xfacts

import (
	"slices"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/errread"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Span is a region of the file: start line and column, end line and column
// (exclusive).
type Span struct {
	Line    int `json:"line"`
	Col     int `json:"col"`
	EndLine int `json:"end_line"`
	EndCol  int `json:"end_col"`
}

// SpanOf returns node n's span in f.
func SpanOf(f *model.File, n *model.Node) Span {
	sl, sc := f.Position(int(n.StartByte()))
	el, ec := f.Position(int(n.EndByte()))
	return Span{sl, sc, el, ec}
}

// Contains reports whether the position line:col lies inside s.
func (s Span) Contains(line, col int) bool {
	if line < s.Line || line == s.Line && col < s.Col {
		return false
	}
	return line < s.EndLine || line == s.EndLine && col < s.EndCol
}

// Leak is an RC402 sink that receives raw error text whose origin the file
// does not show: the error comes from the calls in Region (a try block, the
// promise chain before a .catch, the Go call that assigned err), and one of
// them may call a driver or an upstream in another file.
type Leak struct {
	At     Span   `json:"at"`     // the expression reported
	Region Span   `json:"region"` // the code whose calls' errors the leaked error holds
	What   string `json:"what"`   // "the caught error `e` formatted as text"
	Sink   string `json:"sink"`   // "the tool result", "the HTTP response", ...
	Reader string `json:"reader"` // "the model" or "the caller"
	// HandlerErr says a Go MCP tool handler returns the error itself;
	// Handler is "resource" when a resource or prompt handler does.
	HandlerErr bool   `json:"handler_err,omitempty"`
	Handler    string `json:"handler,omitempty"`
	Fix        string `json:"fix,omitempty"`
	LineText   string `json:"line_text,omitempty"`
	// Excludes are the error classes the handler lets go before the leak
	// (`if (e instanceof McpError) throw e`, an earlier `except McpError:`
	// clause): errors of those classes never reach it.
	Excludes []string `json:"excludes,omitempty"`
	// Catches are the classes of a Python except clause that names only
	// narrow builtin classes (`except ValueError as e`, narrowexc.Catches):
	// an error of a library whose classes it cannot catch never reaches it.
	Catches []string `json:"catches,omitempty"`
	// Wraps are the project's own classes an except clause names, and
	// only those (`except ApiError as e`, with ApiError imported from the
	// project): the leak is an error a helper raised again as one of them
	// with an upstream error's text inside (effect.ErrorEffect.Wraps),
	// and nothing else.
	Wraps []string `json:"wraps,omitempty"`
	// Opaque says the try block of a clause with Wraps makes a call the
	// summaries cannot follow (clsorigin.Opaque: a method of a client
	// reached through the lifespan context or an untyped local): when no
	// call of the block reaches a function that raises anything, the
	// classes' own raises elsewhere in the project tell the origin
	// (clsorigin.Pick).
	Opaque bool `json:"opaque,omitempty"`
	// Owners are the starts (line, column) of the functions around a
	// `return` whose value carries the error text, innermost first: the
	// leak is the value the first of them that is a named function
	// (summary.Func) returns, reported only where a handler's call of it
	// reaches a sink (Facts.Results). Origin is the error's class when the
	// file shows it, else 0 and Region's calls tell.
	Owners [][2]int `json:"owners,omitempty"`
	Origin Origin   `json:"origin,omitempty"`
	// Thrown says the text is an upstream's error body in the message of
	// an error the function raises: reported where a tool handler's call
	// chain lets the error out (summary.Program.thrownUse).
	Thrown bool `json:"thrown,omitempty"`
	// Arg is 1 + the index of the argument of the call whose callee starts
	// at ArgOf that the text is: reported when that function raises an
	// error built from that parameter (summary.Func.Rethrows).
	Arg   int    `json:"arg,omitempty"`
	ArgOf [2]int `json:"arg_of,omitempty"`
	// ParamName names the parameter of the function starting at ParamOf
	// whose error text the leak is (package errparam; Region is empty):
	// reported when a caller passes it the error a catch clause caught
	// (summary.Call.ErrArg), with the origin of that try block's calls.
	ParamName string `json:"param_name,omitempty"`
	ParamOf   [2]int `json:"param_of,omitempty"`
}

// Tool is an RC601 tool that takes no idempotency key and whose handler
// shows no mutation in its own file.
type Tool struct {
	At      Span   `json:"at"`      // where the finding goes
	Handler Span   `json:"handler"` // the function that runs the tool
	Name    string `json:"name"`    // "tool create_ticket" or "this tool"
	Fix     string `json:"fix,omitempty"`
	// LineText is the text of At's line.
	LineText string `json:"line_text,omitempty"`
	// Hinted says the tool declares idempotentHint: true: only a mutation
	// that contradicts the hint is reported (HintedMutationMessage).
	Hinted bool `json:"hinted,omitempty"`
}

// Budget kinds of a timeout (RC104).
const (
	BudgetHandler = iota // judged against the tool or resource budget
	BudgetConnect        // a connect timeout
	BudgetDB             // a database statement timeout
)

// Timeout is a literal timeout outside any MCP handler (RC104): a handler
// that calls the function it is in waits for it.
type Timeout struct {
	At   Span          `json:"at"`
	Dur  time.Duration `json:"dur"`
	Kind int           `json:"kind"` // BudgetHandler, BudgetConnect or BudgetDB
	What string        `json:"what"` // "timeout=300"
	Off  int           `json:"-"`    // the start byte of At, while the file is parsed
	// Param is 1 + the position of the function's parameter whose default
	// Dur is (`def run(cmd, timeout=300)`), ParamName its name; 0 for a
	// timeout that does not come from a parameter. A call that passes the
	// parameter does not wait on the default (PassesArg).
	Param     int    `json:"param,omitempty"`
	ParamName string `json:"param_name,omitempty"`
	// Opt says ParamName is a property the function destructures from
	// the object passed at Param (JS/TS: `const { timeout = 60000 } =
	// options`), not the parameter itself: a call that passes an object
	// literal without that key, or undefined, leaves it out (OptPassed).
	Opt bool `json:"opt,omitempty"`
	// Const names the Go constant of another file of the package whose
	// value the timeout is (`context.WithTimeout(ctx, DefaultTimeout)` with
	// `const DefaultTimeout = 5 * time.Minute` in helpers.go); Dur is then
	// 0 until the summaries read it from the package's files (GoConsts).
	Const string `json:"const,omitempty"`
	// Unit is, for a Python or JavaScript timeout whose value is a
	// constant another module of the repository exports (`timeout:
	// EXTERNAL_TOOL_CALL_TIMEOUT_MSEC` imported from './const.js', Const the
	// imported name), the duration of one unit of that constant's number:
	// time.Second for a Python timeout, time.Millisecond for a JavaScript
	// one. 0 for a Go constant, which holds a duration.
	Unit time.Duration `json:"unit,omitempty"`
	// Arg says the timeout is the argument each call passes for parameter
	// Param (ParamName) of the function, a number in Unit (0: a Go
	// duration); Dur is 0: the summaries read the value at each call of
	// another file (package summary/argval).
	Arg bool `json:"arg,omitempty"`
}

// PassesArg reports whether a call with nargs positional arguments,
// keyword arguments keywords and a splat or spread (splat) may pass the
// parameter of a Timeout (param, 1-based, and name): then the callee's
// default is not what the call waits on.
func PassesArg(nargs int, keywords []string, splat bool, param int, name string) bool {
	return param > 0 && (splat || nargs >= param || slices.Contains(keywords, name))
}

// OptLeftOut reports whether a call leaves out the property name of the
// options object it passes at param (1-based) although it passes the
// argument: the argument is undefined (none) or an object literal without
// a spread whose keys (keys) do not name the property, so the callee's
// destructuring default applies (`uploadFile(key, file, { contentType })`
// with `const { timeout = 60000 } = options`). splat says a spread or
// splat comes before: positions are unknown.
func OptLeftOut(splat bool, param int, name string, none, object bool, keys []string) bool {
	if splat || param <= 0 {
		return false
	}
	return none || object && !slices.Contains(keys, name)
}

// Facts are one file's records.
type Facts struct {
	Leaks []Leak
	// Results are the calls (their callee's start) whose returned value
	// reaches a sink of RC402 in the file: `r = helper(); return r`.
	Results [][2]int
	// Passes are the calls (their callee's start) whose returned value a
	// function that is no handler returns in turn (`results =
	// self.client.get_details(ids); return {"instances": results}`): a
	// service layer passing a helper's value on to the handler that calls
	// it (package summary/passval).
	Passes [][2]int
	// ErrPasses are the calls whose value reaches a sink that pass a caught
	// error whose origin the file shows (a helper formatting it: errparam).
	ErrPasses []ErrPass
	// ErrReads are a handler's reads of the error field of a call's value
	// put into its result (`return f"failed: {org['error']}"`, package
	// errread).
	ErrReads []errread.Read
	// SinkParams are the parameters of the file's Go functions whose
	// value reaches an RC402 sink in the function's body (a result
	// builder `func result(s string) *mcp.CallToolResult` of one file of
	// a package, called from the handlers of its other files).
	SinkParams []SinkParam
	// Walked says RC402 has walked the file (its leaks and results are
	// recorded), so LeakWalk need not.
	Walked   bool
	Tools    []Tool
	Timeouts []Timeout
	// GoConsts are a Go file's top-level constants that hold one duration
	// (`const DefaultTimeout = 5 * time.Minute`), by name: the values of
	// the Timeouts of the package's other files that name them (Const).
	GoConsts map[string]time.Duration
	// NumConsts are a Python or JavaScript module's top-level constants
	// that hold one number (`DEFAULT_TIMEOUT = 300`, `export const
	// TIMEOUT_MS = 2 * 60 * 1000`, an environment read's default, as
	// tval.Product reads them), by name: the values of the Timeouts of
	// other files that import them (Const with a Unit).
	NumConsts map[string]float64
	// NumConstAt is where the module binds each of its NumConsts that is a
	// plain constant or a constant object's property: an imported timeout
	// is reported there (summary.Program.constTimeouts).
	NumConstAt map[string]ConstAt
	// GoFieldWrites are a Go file's writes to struct fields, by field
	// name (package facts/gofieldw): the values of the Timeouts of any
	// file that read such a field (Const "field:NAME@UNIT").
	GoFieldWrites map[string][]FieldWrite
	// ImpOpts are RC101's outbound calls whose options lack a bound but
	// for what the file imports from a module of the repository (ImpOpt):
	// the summaries judge them with that module's ObjKeys.
	ImpOpts []ImpOpt
}

// ImpOpt is an outbound call (fetch, axios) whose options object has no
// bound of its own but may get one from Names, top-level names the file
// imports from modules of the repository that it spreads into the options
// or calls for them (`axios.request({ ...authConfig, url })`, `fetch(url,
// buildRequestConfig(...))`). It is a finding, At with Msg and Fix, when
// none of Names holds one of Keys (the bound's option names), as the
// defining module shows (objkeys.Of). Low is the reason its finding is low
// where the call runs (a CLI, a test), or "".
type ImpOpt struct {
	Names    []string `json:"names"`
	Keys     []string `json:"keys"`
	At       Span     `json:"at"`
	LineText string   `json:"line_text,omitempty"`
	Msg      string   `json:"msg"`
	Fix      string   `json:"fix,omitempty"`
	Low      string   `json:"low,omitempty"`
}

// FieldWrite is one write to a Go struct field (package facts/gofieldw):
// a duration (IsDur, Dur), a number (IsNum, Num), a copy of another field
// (Ref, its number's unit RefUnit, 0 for a duration), or Unknown; At and
// LineText are where the value is written.
type FieldWrite struct {
	Dur      time.Duration `json:"dur,omitempty"`
	IsDur    bool          `json:"is_dur,omitempty"`
	Num      float64       `json:"num,omitempty"`
	IsNum    bool          `json:"is_num,omitempty"`
	Ref      string        `json:"ref,omitempty"`
	RefUnit  time.Duration `json:"ref_unit,omitempty"`
	Unknown  bool          `json:"unknown,omitempty"`
	At       Span          `json:"at"`
	LineText string        `json:"line_text,omitempty"`
}

// ConstAt is where a module binds a constant: the span of its value and
// the text of that value's first line.
type ConstAt struct {
	At       Span   `json:"at"`
	LineText string `json:"line_text,omitempty"`
}

// AddLeak records l unless a leak at the same span is recorded already.
func (x *Facts) AddLeak(l Leak) {
	for _, o := range x.Leaks {
		if o.At == l.At {
			return
		}
	}
	x.Leaks = append(x.Leaks, l)
}

// AddResult records the call whose callee starts at line:col as one whose
// value reaches a sink (Results), once.
func (x *Facts) AddResult(line, col int) {
	for _, r := range x.Results {
		if r == [2]int{line, col} {
			return
		}
	}
	x.Results = append(x.Results, [2]int{line, col})
}

// AddPass records the call whose callee starts at line:col as one whose
// value its function returns (Passes), once.
func (x *Facts) AddPass(line, col int) {
	if !slices.Contains(x.Passes, [2]int{line, col}) {
		x.Passes = append(x.Passes, [2]int{line, col})
	}
}

// SinkParam is a parameter of the function starting at Line:Col (the
// start Func.Line/Col of package summary names): Param is 1 + its index,
// Sink what its value reaches ("the tool result").
type SinkParam struct {
	Line, Col, Param int
	Sink             string
	// Variadic says the parameter is the last, `args ...any`: every
	// argument from Param on is passed in it.
	Variadic bool `json:"variadic,omitempty"`
	// ErrAt is the sink's value when the parameter is declared `error`
	// and the function formats it itself (errparam.GoError): RC402 reports
	// there too when a caller of another file hands it an error of an
	// origin that carries internal detail (summary helperErrSites).
	ErrAt             *Span  `json:"err_at,omitempty"`
	ErrText, LineText string `json:",omitempty"`
}

// ErrPass is a call, by its callee's start, that passes as argument Arg
// (1-based) an error caught around calls of origin Origin.
type ErrPass struct {
	Line, Col, Arg int
	Origin         Origin
}

var key = model.NewFactKey[*Facts]("xfacts")

// Of returns file f's records, empty until a rule adds some.
func Of(f *model.File) *Facts {
	return model.Fact(f, key, func(*model.File) *Facts { return &Facts{} })
}

// Origin is the class of the errors a call raises, numbered as RC402
// numbers them (rc402.ErrorOrigin, in increasing order of what their text can
// reveal); 0 is none worth carrying. The summaries store it and compare it
// without knowing the classes.
type Origin int

// The rules that own an idea supply what the summaries need of it, at init,
// so that no facts package imports a rule (the engine links every rule, as
// database/sql links its drivers). A nil hook is a rule not linked: the
// summaries then record and report nothing of its kind.
var (
	// CallOrigin is RC402's class of the errors call n raises, when the
	// class can carry internal detail across files (a network, filesystem,
	// database or subprocess error), else 0.
	CallOrigin func(f *model.File, n *model.Node) Origin
	// ErrPassed reports whether Go call n's error is passed on: returned, or
	// assigned to an err variable that is not only tested (RC402's reading).
	ErrPassed func(f *model.File, n *model.Node) bool
	// TypeOrigin is RC402's class of the errors of the methods of Go type
	// expression t (a struct field's or a function result's): OriginSDK for
	// a third-party SDK's type (k8s.io/client-go/dynamic.Interface), else 0.
	TypeOrigin func(f *model.File, t *model.Node) Origin
	// LeakMessage is RC402's message for leak l whose error comes, through
	// chain ("helper() -> requests.get() (api.py:12)"), from origins.
	LeakMessage func(l Leak, lang model.Language, origins []Origin, chain string) string
	// LeakWalk runs RC402's walk on a file the scan reads only for the
	// summaries (diff mode's context files), dropping its findings: the
	// error text its functions return as a value (Leak.Owners) reaches
	// the changed file's calls of them.
	LeakWalk func(f *model.File)
	// Mutation is RC601's name of the mutation call n makes ("POST"), or "";
	// WeakMutation when it is only a client method named to create.
	Mutation func(f *model.File, n *model.Node) string
	// ImportedClientPost is RC601's name of the mutation a Python
	// `x.post(...)` call n makes when x is an HTTP client that a function of
	// another module hands out (package pyhttpret: the summaries type x), or
	// "" when the request's target, the function or the file say it is none.
	ImportedClientPost func(f *model.File, n *model.Node) string
	// StateAction reports whether request call n sets the state of an
	// existing resource by its own path (RC601's state action: a POST to
	// /calls/{id}/actions/hangup), so that what a client wrapper it calls
	// does with the path adds no mutation.
	StateAction func(f *model.File, n *model.Node) bool
	// MutationMessage is RC601's message for tool performing mutation what
	// through chain.
	MutationMessage func(tool, what, chain string) string
	// HintedMutationMessage is RC601's message for a tool that declares
	// idempotentHint: true and performs mutation what through chain, or ""
	// when the mutation does not contradict the hint (a PATCH, a send).
	HintedMutationMessage func(tool, what, chain string) string
	// BudgetMessage is RC104's message for timeout t set in a helper that
	// call (in a tool or, with resource, a resource handler) reaches through
	// chain, at where ("api.py:12"), and whether t is over the budgets b.
	BudgetMessage func(t Timeout, b model.Budgets, resource bool, call, chain, where string) (msg string, over bool)
)

// ChainKind says what a finding at a call whose effect lies in another
// function is about.
type ChainKind int

// Chain kinds.
const (
	ChainUnbounded ChainKind = iota + 1 // RC101: the callee makes an outbound call without a timeout
	ChainForward                        // RC101: the callee forwards this call's options, which set no bound
	ChainNoTimeout                      // RC102: the callee runs a child process without a timeout
	ChainBlocks                         // RC201: the callee blocks the event loop
)

// ContextArg is, by rule ID, the rule's reading of Go call n: the 0-based
// index of its context argument when n calls a library of the rule's
// kinds whose only bound is that context and whose default is none (RC103:
// pgx's pool.QueryRow(ctx, ...), libmodels/data/go-db.yml; RC101: franz-go's
// PollFetches(ctx), genai's GenerateContent(ctx, ...); RC102: Go's
// exec.CommandContext(ctx, ...)), else -1. The
// summaries record such a call on a function's own context parameter as a
// forward of that parameter under the rule (summary.dbCtx).
var ContextArg = map[string]func(f *model.File, n *model.Node) int{}

// Chain is what a chain finding's message says: the call ("helper()"), the
// file's language, the function it runs in ("tool()"), what the effect is
// ("requests.get()"), the chain as text ("helper() -> requests.get()
// (api.py:12)"), its sink ("fetch()") and, for ChainForward, the option that
// bounds it ("signal", "timeout" or "context").
type Chain struct {
	Kind                             ChainKind
	Call                             string
	Lang                             model.Language
	Caller, What, Text, Sink, Option string
}

// HandlerCtx is Chain.Caller of a forward judged at an MCP tool handler
// that passes its own context, which the Go MCP SDKs give no deadline.
const HandlerCtx = "a tool handler's context"

// ContextText is the message of a chain finding of a context forward
// (Chain.Option "context"): call c passes the MCP tool handler's context
// (c.Caller HandlerCtx) or a context that never ends to c.Sink, whose what
// ("query", "child process") is bounded only by that context, then what
// follows (handlerTail for the handler's context, neverTail for one that
// never ends) and fix.
func ContextText(c Chain, what, handlerTail, neverTail, fix string) string {
	if c.Caller == HandlerCtx {
		return c.Call + " passes the tool handler's context to " + c.Sink + ", whose " + what + " is bounded only by that context (" +
			c.Text + "), and the MCP SDK gives a handler's context no deadline: " + handlerTail + "; " + fix
	}
	return c.Call + " passes a context that never ends to " + c.Sink + ", whose " + what + " is bounded only by that context (" +
		c.Text + "): " + neverTail + "; " + fix
}

// ChainText is the message and fix of a chain finding, by rule ID; RC101,
// RC102 and RC201 supply theirs at init.
var ChainText = map[string]func(c Chain) (msg, fix string){}

// PyBlockingMethod is RC201's name of the blocking client method Python
// call n makes ("requests.Session().post": a method of a synchronous
// client the file builds or types, as RC201 judges one in an async body),
// or ""; nil when RC201 is not linked. The summaries record it as a sync
// function's Blocks, so an async caller in another module is reported
// (wandb-mcp-server's count_traces(), batch 7).
var PyBlockingMethod func(f *model.File, n *model.Node) string

// WeakMutation is the Mutation of a call whose only sign of a mutation is
// a client method named with a creating verb (RC601's SDK create): the
// summaries keep a stronger one (a POST, an INSERT) of the same function
// over it, and RC601 reports it only for a tool whose name says it creates.
const WeakMutation = "create request"

// Detached reports whether the line of a call (its LineText) starts it
// without waiting for it: a JavaScript `void f()` statement or a Go `go f()`
// statement. The handler around such a call returns without it, so what the
// call waits for is not the handler's wait (RC104).
func Detached(lineText string) bool {
	t := strings.TrimSpace(lineText)
	return strings.HasPrefix(t, "void ") || strings.HasPrefix(t, "go ")
}
