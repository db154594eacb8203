package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/errhelper"
	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/errparam"
	"github.com/resilience-check/resilience-check/checks/facts/errresp"
	"github.com/resilience-check/resilience-check/checks/facts/unseen"
	"github.com/resilience-check/resilience-check/checks/model"
)

// unknownParam reports, at low severity (package errresp), a shared error
// helper that puts the raw text of its error parameter into the tool result
// it builds (formatErrorResponse(error, context) returning { content: [{
// type: 'text', text: `...${error.message}` }], isError: true }, a Python
// format_error(e) returning {"isError": True, ... str(e)}): every caller's
// caught error reaches the model through it. Its callers (other files) are
// judged by the function summaries (pendingLeak, xfacts.Leak.ParamName); when
// one's origin is known, that finding replaces this one (finding.Open.Unseen); when
// none is, the origin stays unknown, not safe (package errhelper). A helper
// that the file itself calls only from catch clauses around calls it can see
// into is judged at those calls (judgedHere).
func (c *leakCheck) unknownParam(src *leakSource, kind leakSink) {
	f := c.f
	if kind != leakToolResult || f.Lang == model.LangGo || src.errAt == nil || src.body || src.wraps != nil || c.seen[src.at.StartByte()] {
		return
	}
	if (f.Lang.IsJS() && browserCode(f)) || apiField.MatchString(f.Text(src.at)) || errRegion(f, src.errAt) != nil {
		return
	}
	id := errIdent(src.errAt)
	name, _ := errparam.Of(f, id)
	if fn := model.EnclosingFunc(id); name == "" || !errhelper.Param(f, fn, name) || c.judgedHere(fn) {
		return
	}
	if f.Lang.IsJS() && (c.jsGuarded(src.at, enclosingCatch(src.at)) || errnames.NameGuarded(f, src.at)) {
		return
	}
	c.seen[src.at.StartByte()] = true
	c.p.Report(src.at, src.what+" (the error parameter of a shared error helper) puts the raw "+leakAdvices.For(f.Lang).noun+
		" text of whatever error its callers caught into the tool result, so the failed call's message (paths, hosts, upstream text) reaches the model; "+
		"log it and return a fixed message with a reference id", leakAdvices.For(f.Lang).fix)
	errresp.MarkUnseen(c.p)
}

// judgedHere reports whether the file calls helper fn, and every such call
// hands it the error of a catch clause whose try block calls nothing the
// file cannot see into (unseen.Calls: a parameter's function, the
// language's globals): the file shows what its errors are, and the caller's
// own check judges them (a callTool(handler) wrapper whose handler is a
// closure of the file).
func (c *leakCheck) judgedHere(fn *model.Node) bool {
	calls := errhelper.Calls(c.f, fn)
	for _, call := range calls {
		var region *model.Node
		for i := 0; i < model.NumArgs(call) && region == nil; i++ {
			if a := model.Arg(call, i); a != nil && a.Sym() == model.SymIdentifier {
				region = errRegion(c.f, a)
			}
		}
		if region == nil || len(unseen.Calls(c.f, region)) > 0 {
			return false
		}
	}
	return len(calls) > 0
}
