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
	if id == nil || !catchAll(f, id) {
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
	if f.Lang.IsJS() && (c.jsGuarded(src.at, enclosingCatch(src.at)) || nameGuarded(f, src.at)) {
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

// catchAll reports whether error identifier id is bound by a handler that
// takes every error: a Python `except Exception as e` / `except
// BaseException as e` (alone or in a tuple), a JS/TS catch clause's
// parameter or the first parameter of a .catch callback. An alias
// (`last = e`) or a parameter is not followed.
func catchAll(f *model.File, id *model.Node) bool {
	name := f.Text(id)
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause:
			head := f.Text(p)[:strings.IndexByte(f.Text(p)+":", ':')]
			if !strings.Contains(head, " as "+name) {
				continue
			}
			for _, t := range errorigin.PyExceptTypeNames(f, p) {
				if t == "Exception" || t == "BaseException" {
					return true
				}
			}
			return false
		case model.SymCatchClause:
			param := p.ChildByFieldName("parameter")
			return param != nil && f.Text(param) == name
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			return true // the .catch / .then callback errRegion accepts
		case model.SymFunctionDefinition, model.SymMethodDefinition, model.SymClassDefinition,
			model.SymFunctionDeclaration, model.SymMethodDeclaration:
			return false
		}
	}
	return false
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

// errName matches a test of an error's name property against a class name
// (`error.name === 'ZodError'`), the JS way to tell a library's error class
// apart without importing it.
var errName = regexp.MustCompile(`\.name\s*===?\s*['"]([A-Za-z_]+)['"]`)

// nameGuarded reports whether n is in the consequence of an if statement of
// its catch clause whose condition tests the error's name against a class
// whose message is written for the client (errnames.SafeType: `if (error
// instanceof Error && error.name === 'ZodError')`): the validation message
// of the caller's arguments, as jsGuarded does for instanceof.
func nameGuarded(f *model.File, n *model.Node) bool {
	prev := n
	for p := n.Parent(); p != nil; prev, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymIfStatement:
			cons := p.ChildByFieldName("consequence")
			if cons == nil || !model.Contains(cons, prev) {
				continue
			}
			for _, m := range errName.FindAllStringSubmatch(f.Text(p.ChildByFieldName("condition")), -1) {
				if errnames.SafeType(m[1]) {
					return true
				}
			}
		case model.SymCatchClause, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymArrowFunction, model.SymFunction:
			return false
		}
	}
	return false
}
