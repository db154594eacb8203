package rc101

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/axinst"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
)

// instConfigArg is, per request method of an axios instance, the position
// of its config argument (https://axios-http.com/docs/api_intro: "Request
// method aliases"); `inst(config)` and `inst(url, config)` are read apart.
var instConfigArg = map[string]int{
	"get": 1, "delete": 1, "head": 1, "options": 1,
	"post": 2, "put": 2, "patch": 2, "postForm": 2, "putForm": 2, "patchForm": 2,
	"request": 0,
}

// jsInstanceCall reports a request made through an axios instance built
// without a timeout (package checks/facts/axinst: in this file, or in the
// module of the repository the instance or its factory is imported from)
// when the request sets no timeout or signal of its own: the request is
// where the wait happens and where a new one shows in a diff, as for an
// http.Client{} literal's requests (docs/rules/RC101.md, "Where findings
// are placed"; Ruff S113 and Bandit B113 report each call). The
// construction keeps its own finding; the fix stays there. A test file's
// requests are left to the construction's finding.
func (c *TimeoutCheck) jsInstanceCall(call, fn *model.Node) {
	f := c.F
	var recv *model.Node
	pos := 0
	switch fn.Sym() {
	case model.SymMemberExpression:
		p, ok := instConfigArg[f.Text(fn.ChildByFieldName("property"))]
		if !ok {
			return
		}
		recv, pos = model.Unwrap(fn.ChildByFieldName("object")), p
	case model.SymIdentifier: // inst(config), inst(url, config)
		recv = fn
		if a := f.Resolve(model.Arg(call, 0)); a != nil && a.Sym() != model.SymObject {
			pos = 1
		}
	default:
		return
	}
	if recv == nil || model.HasSplat(call) || impact.IsTestPath(f.Path) {
		return
	}
	d, name, ok := c.instanceOf(recv)
	if !ok {
		return
	}
	if axinst.Intercepted(f, name) {
		return // this file's interceptor on the instance may bound its requests
	}
	if axinst.AssignedDefaults(f, name) || axinst.GuardedElsewhere(f, d) {
		return // this file (Object.assign), or another, may give the instance a default timeout or a bounding interceptor
	}
	if pos > 0 && !d.Base && model.RelativeURL(f, model.Arg(call, 0)) {
		return // no baseURL: a path goes to the page's own origin
	}
	if !c.jsOptionsMissing(call, model.Arg(call, pos), "timeout", "signal") {
		return
	}
	where := fmt.Sprintf("%s:%d", d.Path, d.Line)
	if d.Path == f.Path {
		where = fmt.Sprintf("line %d", d.Line)
	}
	fix := "timeout: 10_000"
	msg := "`" + f.Text(fn) + "` is sent through `" + name + "`, an axios instance built at " + where +
		" without a timeout (axios default 0 = none), so the request can hang forever; pass " + fix + " to axios.create there (or to this call)"
	unless := []string{factDefaults + "axios", factDefaults + name}
	c.Pending = append(c.Pending, pendingFinding{At: fn, Msg: msg, Fix: fix, unless: unless,
		related: &finding.Related{Path: d.Path, StartLine: d.Line, StartCol: d.Col, EndLine: d.Line, EndCol: d.Col + len("axios.create"),
			Message: "axios instance built here without a timeout"}})
}

// instanceOf returns the axios instance without a timeout that receiver
// recv of a request holds, and the receiver's name: a name bound to one
// (here, or imported), `this.field` when every assignment of the field in
// the file is one, or a factory's call (`getClient().post(...)`).
func (c *TimeoutCheck) instanceOf(recv *model.Node) (axinst.Def, string, bool) {
	f := c.F
	switch recv.Sym() {
	case model.SymIdentifier:
		if v := f.Resolve(recv); v != recv {
			d, ok := axinst.Of(f, v)
			return d, f.Text(recv), ok && !axinst.Rebound(f, f.Text(recv))
		}
		d, ok := axinst.Of(f, recv)
		return d, f.Text(recv), ok
	case model.SymMemberExpression:
		t := f.Text(recv)
		if !strings.HasPrefix(t, "this.") || strings.Contains(t[5:], ".") {
			return axinst.Def{}, "", false
		}
		d, ok := axinst.Field(f, t[5:])
		return d, t, ok
	case model.SymCallExpression:
		d, ok := axinst.Of(f, recv)
		return d, f.Text(model.Callee(recv)) + "()", ok
	}
	return axinst.Def{}, "", false
}
