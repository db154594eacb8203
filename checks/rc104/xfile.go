package rc104

import (
	"fmt"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/gofieldw"
	"github.com/resilience-check/resilience-check/checks/facts/goheldcfg"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// recordBound keeps a literal timeout set outside any handler for the
// function summaries: a tool handler in another file that calls the
// function around it waits for it (issue 18, "a bound set inside a called
// helper").
func recordBound(f *model.File, at *model.Node, d time.Duration, kind budget, what string) {
	recordBoundAt(f, at, at, d, kind, what)
}

// recordBoundAt is recordBound for a timeout read at use (in the function
// that waits on it) and reported at at (where its value is bound: an
// attribute's constructor assignment, heldAt).
func recordBoundAt(f *model.File, at, use *model.Node, d time.Duration, kind budget, what string) {
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Dur: d, Kind: int(kind), What: what, Off: int(use.StartByte())})
}

// recordParamBound keeps the default of a function's parameter that sets
// a timeout (`def run(cmd, timeout=300)`) for the function summaries: a
// handler's call that leaves parameter param (1-based) out waits on it.
// The timeout is read at use and reported at at (use itself, or where the
// class binds the member a fallback reads: `timeout or self.timeout`).
// opt says name is a property the function destructures from the
// options object at param (optionProp), not the parameter itself.
func recordParamBound(f *model.File, at, use *model.Node, d time.Duration, kind budget, what string, param int, name string, opt bool) {
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Dur: d, Kind: int(kind), What: what, Off: int(use.StartByte()),
		Param: param, ParamName: name, Opt: opt})
}

// optionProp reports whether name, the source of a timeout in fn, is a
// property fn destructures from an options parameter (optionParam: JS/TS
// `const { timeout = 60000 } = options`), not a parameter of its own.
func optionProp(f *model.File, fn *model.Node, name string) bool {
	if !f.Lang.IsJS() || fn == nil {
		return false
	}
	_, _, _, isParam := tval.ParamOf(f, fn, name)
	return !isParam
}

// recordArgParam keeps a timeout held in parameter param (1-based, name)
// of its function for the function summaries, which judge it by the value
// each call of another file passes (package summary/argval), a number in
// unit (0: a Go duration). It is keyed by the start of the node around at
// (a default recorded by recordParamBound is keyed by at itself).
func recordArgParam(f *model.File, at *model.Node, kind budget, what string, param int, name string, unit time.Duration) {
	up := at.Parent()
	for up != nil && up.StartByte() == at.StartByte() {
		up = up.Parent()
	}
	if up == nil || name == "" {
		return
	}
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Kind: int(kind), What: what, Off: int(up.StartByte()),
		Param: param, ParamName: name, Unit: unit, Arg: true})
}

// ownParam reports whether a timeout at at, held in a parameter of fn, is
// in fn's own body or an anonymous function in it (a Promise executor, a
// callback), not in a named function nested in fn, whose summary's
// parameters are its own.
func ownParam(f *model.File, fn, at *model.Node) bool {
	for g := model.EnclosingFunc(at); g != nil; g = model.EnclosingFunc(g) {
		if g == fn {
			return true
		}
		if funcName(f, g) != "" {
			return false
		}
	}
	return false
}

// recordGoConsts keeps the Go file's top-level constants that hold one
// duration (goConsts read by goDuration) for the summaries, which read a
// timeout of another file of the package that names one (pendingConst).
func recordGoConsts(f *model.File) {
	var m map[string]time.Duration
	for name, v := range tval.GoConsts(f) {
		if d, ok := tval.GoDuration(f, v); ok && d > 0 {
			if m == nil {
				m = map[string]time.Duration{}
			}
			m[name] = d
		}
	}
	xfacts.Of(f).GoConsts = m
	xfacts.Of(f).GoFieldWrites = gofieldw.Writes(f) // read by summary/gofield
}

// pendingConst records a Go timeout outside any handler whose value is a
// constant of another package of the repository the file imports
// (`Timeout: constants.DefaultHTTPTimeout`, Const "constants.DefaultHTTPTimeout",
// read by the summaries from that package's files), or a
// name the file does not bind (no constant, variable or parameter of its
// own: `context.WithTimeout(ctx, DefaultTimeout)`): a constant of another
// file of the package, maybe, which the summaries read from that file's
// constants (xfacts.Timeout.Const) and judge at the handlers' calls as any
// timeout of a helper. A name no file of the package declares a duration
// constant stays unknown.
func pendingConst(f *model.File, at *model.Node, kind budget, what string, consts map[string]*model.Node) {
	id := model.Unwrap(at)
	if id != nil && id.Sym() == model.SymLiteralElement && id.NamedChildCount() == 1 { // Timeout: DefaultTimeout
		id = model.Unwrap(id.NamedChild(0))
	}
	if q := goheldcfg.ImportedConst(f, id); q != "" {
		if f.HandlerOf(at) == model.NotHandler && !waitsForPerson(f, at) {
			diagPending(f, at)
			x := xfacts.Of(f)
			x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Kind: int(kind), What: what, Off: int(at.StartByte()), Const: q})
		}
		return
	}
	if k, ok := gofieldw.Key(f, id); ok { // a struct field: read from the repository's writes (summary/gofield)
		if f.HandlerOf(at) == model.NotHandler && !waitsForPerson(f, at) && !gofieldw.SetIn(f, model.EnclosingFunc(at), k) {
			diagPending(f, at)
			xfacts.Of(f).Timeouts = append(xfacts.Of(f).Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Kind: int(kind), What: what, Off: int(at.StartByte()), Const: k})
		}
		return
	}
	if id == nil || id.Sym() != model.SymIdentifier || consts[f.Text(id)] != nil || f.Lookup(f.Text(id), id) != nil ||
		f.HandlerOf(at) != model.NotHandler || waitsForPerson(f, at) {
		return
	}
	name := f.Text(id)
	for fn := model.EnclosingFunc(id); fn != nil; fn = model.EnclosingFunc(fn) {
		if _, _, _, ok := tval.ParamOf(f, fn, name); ok {
			return // a parameter: judged at the calls (paramTimeouts)
		}
		if r := fn.ChildByFieldName("receiver"); r != nil && strings.Contains(f.Text(r), name) {
			return
		}
		local := false // declared in the function (var d time.Duration), not the package's
		model.Walk(fn, func(m *model.Node) bool {
			if !local && m.Sym() == model.SymIdentifier && f.Text(m) == name {
				local, _ = tval.WriteOf(f, m)
			}
			return !local
		})
		if local {
			return
		}
	}
	diagPending(f, at)
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Kind: int(kind), What: what, Off: int(at.StartByte()), Const: f.Text(id)})
}

// CrossFileMessage is the message of an RC104 finding at a handler's call
// of a helper that sets timeout t, over the handler's budget b: call names
// the call ("run_report()"), chain the functions down to the one that sets
// it ("run_report() -> fetch_raw()") and where ("app/upstream.py:7");
// resource says the handler is a resource handler. over is false when t is
// within the budget.
func CrossFileMessage(t xfacts.Timeout, b model.Budgets, resource bool, call, chain, where string) (msg string, over bool) {
	h := model.ToolHandler
	limit, name := b.Tool, "tool"
	if resource {
		h, limit, name = model.ResourceHandler, b.Resource, "resource"
	}
	switch t.Kind {
	case xfacts.BudgetConnect:
		limit, name = min(limit, b.Connect), "connect"
	case xfacts.BudgetDB:
		limit, name = min(limit, b.DB), "database query"
	}
	if t.Dur <= limit {
		return "", false
	}
	return fmt.Sprintf("%s waits on a timeout of %s (%s, set in %s at %s), over the %s budget of %s, so a slow upstream holds this %s call past what its client waits; "+
		"keep it at %s or less (timeouts: in the configuration sets the budgets)",
		call, show(t.Dur), t.What, chain, where, name, show(limit), handlerName(h), show(limit)), true
}

// init supplies the summaries (package checks/summary) with RC104's
// cross-file message and budget test, through xfacts' hooks.
func init() { xfacts.BudgetMessage = CrossFileMessage }
