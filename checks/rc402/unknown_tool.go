package rc402

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/finding"

	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/facts/errresp"
	"github.com/resilience-check/resilience-check/checks/facts/gounseen"
	"github.com/resilience-check/resilience-check/checks/facts/unseen"
	"github.com/resilience-check/resilience-check/checks/model"
)

// unknownTool reports, at low severity (package errresp), the raw message
// of an error of unknown origin caught by a catch-all handler (Python
// `except Exception as e`, a JS/TS catch clause or .catch callback) around
// calls the file cannot see into, put into an MCP tool result: as for an
// HTTP response (unknownHTTP), whatever failed in the try block reaches the
// model, and the calls it makes (a repository client's methods, an object
// of unknown type) are of unknown origin, not known safe. A clause that
// names classes (`except QueryTimeoutError as e`, `except ValueError`)
// catches errors the code chose and is left alone; so is a use under an
// instanceof guard. A finding of the summaries that knows the origin
// replaces this one (finding.Open.Unseen).
func (c *leakCheck) unknownTool(src *leakSource, kind leakSink) {
	f := c.f
	if f.Lang == model.LangGo && (kind == leakToolResult || kind == leakHandlerErr || kind == leakProtocol) && src.errAt != nil && !c.seen[src.at.StartByte()] {
		c.reportUnseen(src, kind, gounseen.Calls(f, errRegion(f, src.errAt))) // the call err was last assigned from
		return
	}
	if kind != leakToolResult || f.Lang == model.LangGo || src.errAt == nil || src.body || c.seen[src.at.StartByte()] {
		return
	}
	if f.Lang.IsJS() && browserCode(f) {
		return // a React hook's state ({ error, isError: true }) is shown in a page, no tool result
	}
	if apiField.MatchString(f.Text(src.at)) {
		return // err.response.data.message: the API's own error field (caughtbody.go)
	}
	id := errIdent(src.errAt)
	if id == nil || !errorigin.CatchAll(f, id) {
		return
	}
	region := errRegion(f, src.errAt)
	if region == nil {
		return
	}
	hidden := append(unseen.Calls(f, region), unseen.Callbacks(f, region)...) // callables handed to a helper that may call them
	hidden = append(hidden, unseen.ParamCalls(f, region)...)                  // a helper's call of the callable its callers hand it
	if len(hidden) == 0 {
		return
	}
	if f.Lang.IsJS() && (c.jsGuarded(src.at, enclosingCatch(src.at)) || errnames.NameGuarded(f, src.at)) {
		return
	}
	c.reportUnseen(src, kind, hidden)
}

// reportUnseen is unknownTool's low finding at src, with each call of hidden
// (whose errors the file cannot see into) as a related location; none when
// hidden is empty.
func (c *leakCheck) reportUnseen(src *leakSource, kind leakSink, hidden []*model.Node) {
	f := c.f
	if len(hidden) == 0 {
		return
	}
	c.seen[src.at.StartByte()] = true
	c.p.Report(src.at, src.what+" (an error of unknown origin) puts the raw "+leakAdvices.For(f.Lang).noun+
		" text into the tool result, so whatever the failed call's message holds (paths, hosts, upstream text) reaches the model; "+
		"log it and return a fixed message with a reference id", leakAdvices.For(f.Lang).fix)
	errresp.MarkUnseen(c.p)
	last := &c.p.Findings[len(c.p.Findings)-1]
	for _, n := range hidden {
		msg, ask := errresp.UnseenCall(f.Text(n)), &finding.Ask{Kind: finding.AskRaises, Name: f.Text(n)}
		if unseen.IsParamCall(f, n) || gounseen.IsParamCall(f, n) {
			msg, ask = errresp.UnseenParamCall(f.Text(n)), &finding.Ask{Kind: finding.AskHanded, Name: f.Text(n)}
		} else if call, i := unseen.Callback(f, n); call != nil && f.Lang != model.LangGo {
			msg, n = errresp.UnseenCallback(f.Text(n), f.Text(model.Callee(call)), i), model.Callee(call)
			ask = &finding.Ask{Kind: finding.AskCallsArg, Name: f.Text(n), Arg: i}
		}
		sl, sc := f.Position(int(n.StartByte()))
		el, ec := f.Position(int(n.EndByte()))
		last.Related = append(last.Related, finding.Related{Path: f.Path, StartLine: sl, StartCol: sc, EndLine: el, EndCol: ec,
			Message: msg, Ask: ask})
	}
}

// browserCode reports a JS/TS file that imports React: code of a page (an
// inspector's hooks), whose `{ error, isError: true }` objects are its own
// state, not what an MCP server answers.
func browserCode(f *model.File) bool {
	for _, q := range f.Imports() {
		if q == "react" || strings.HasPrefix(q, "react.") || strings.HasPrefix(q, "react/") {
			return true
		}
	}
	return false
}

// apiField matches a field picked out of the body of an HTTP client error's
// answer (`err.response.data.message`, `e.response?.data?.error`).
var apiField = regexp.MustCompile(`\.response\??\.data\??\.[A-Za-z_]`)
