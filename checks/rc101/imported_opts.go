package rc101

import (
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/jsfetch"
	"github.com/resilience-check/resilience-check/checks/facts/objkeys"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file reads the options objects of fetch and axios that come from a
// name rather than a literal at the call:
//
//   - a const of the file bound to an object literal, spread into the
//     options (`const config = { url, method }; axios.request({ ...config,
//     baseURL })`): its keys are read like the options' own (constObject);
//   - a helper of the file whose every return is an object literal, called
//     for the whole options (`fetch(url, buildInit(method))`), as a spread
//     of one is (optionsSourceLacks);
//   - a name imported from a module of the repository, spread or called for
//     the options (`axios.request({ ...authConfig, url })`, `fetch(url,
//     buildRequestConfig(auth, method))`): the file cannot see its keys, so
//     the call is recorded (xfacts.ImpOpt) and the function summaries
//     report it when the defining module shows a literal without the bound
//     (objkeys.Of; package checks/summary, impopts.go).
//
// Anything else (a parameter, a value of unknown shape) still counts as
// possibly holding the bound.

// deferImported reports whether n names a binding the file imports from a
// module of the repository (a relative import) while the check collects
// such names (deferTo), and collects it.
func (c *TimeoutCheck) deferImported(n *model.Node) bool {
	if c.deferTo == nil || n == nil || n.Sym() != model.SymIdentifier {
		return false
	}
	name := c.F.Text(n)
	if !strings.HasPrefix(c.F.Imports()[name], ".") || c.F.Resolve(n) != n {
		return false
	}
	if !slices.Contains(*c.deferTo, name) {
		*c.deferTo = append(*c.deferTo, name)
	}
	return true
}

// constObject returns the object literal identifier id names when it is a
// const of the file bound to one, declared in the function around spread
// element at or at the module's top, that the file never writes through
// (objkeys.Written); nil otherwise (unknown shape).
func (c *TimeoutCheck) constObject(id, at *model.Node) []*model.Node {
	f := c.F
	v := model.Unwrap(f.Resolve(id))
	if v == nil || v == id || v.Sym() != model.SymObject {
		return nil
	}
	d := model.Ancestor(v, model.SymVariableDeclarator)
	if d == nil || model.Unwrap(d.ChildByFieldName("value")) != v || f.Text(d.ChildByFieldName("name")) != f.Text(id) {
		return nil
	}
	if p := d.Parent(); p == nil || !strings.HasPrefix(f.Text(p), "const") {
		return nil
	}
	if e := model.EnclosingFunc(d); e != nil && e != model.EnclosingFunc(at) {
		return nil
	}
	if objkeys.Written(f, f.Text(id)) {
		return nil
	}
	return []*model.Node{v}
}

// optionsSourceLacks reports, for a request's options obj that is no
// object literal, whether it is known to lack every key: the object
// literals a helper of the file returns (`fetch(url, buildInit())`), or a
// name imported from the repository while the check collects those
// (deferImported). Any other value may hold them.
func (c *TimeoutCheck) optionsSourceLacks(obj *model.Node, keys []string) bool {
	obj = model.Unwrap(obj)
	switch {
	case obj == nil:
		return false
	case obj.Sym() == model.SymCallExpression:
		if objs := jsfetch.ReturnedObjects(c.F, obj); objs != nil {
			for _, o := range objs {
				if !c.lacksAll(o, keys) {
					return false
				}
			}
			return true
		}
		return c.deferImported(model.Callee(obj))
	case obj.Sym() == model.SymIdentifier:
		return c.deferImported(obj)
	}
	return false
}

// importedOptions returns the names imported from the repository that
// decide whether call's options opts hold one of keys: the options lack
// them but for those names. It returns nil when the options lack them
// outright, may hold them otherwise, or read no such name.
func (c *TimeoutCheck) importedOptions(call, opts *model.Node, keys []string) []string {
	if !c.F.Lang.IsJS() {
		return nil
	}
	var names []string
	c.deferTo = &names
	missing := c.jsOptionsMissing(call, opts, keys...)
	c.deferTo = nil
	if !missing || len(names) == 0 {
		return nil
	}
	return names
}

// recordImported records pending finding pf, whose options depend on
// imported names, for the summaries (xfacts.ImpOpt), with the reason its
// finding is low where the call runs.
func (c *TimeoutCheck) recordImported(pf pendingFinding) {
	f := c.F
	low := ""
	if im := impact.Of(f, c.P.Rule.Severity, pf.At, model.WaitRemote, c.P.Settings); im.Severity == model.SeverityLow {
		if low = im.Why; low == "" {
			low = "low"
		}
	}
	at := xfacts.SpanOf(f, pf.At)
	xf := xfacts.Of(f)
	xf.ImpOpts = append(xf.ImpOpts, xfacts.ImpOpt{Names: pf.imported, Keys: pf.keys, At: at, LineText: f.Line(at.Line),
		Msg: pf.Msg, Fix: pf.Fix, Low: low})
}
