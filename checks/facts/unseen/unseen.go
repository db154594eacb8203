// Package unseen finds, for RC402 (error-detail-leak), the calls of a try
// block whose errors the file cannot see into: a function or object
// imported from the repository's own modules, a client held in an
// attribute (`self.client.query()`), a module variable set under `global`,
// a value such a call returned, also when handed to a thread runner
// (`asyncio.to_thread(client.list_catalogs)`). A tool result that carries
// the raw text of an error caught around one is reported at low severity
// (checks/rc402, unknown_tool.go), never taken as safe.
package unseen

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/facts/threadrun"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Calls returns the callees of region (a try body) whose errors the file
// cannot see into, at most maxUnseen of them, in source order (calls).
func Calls(f *model.File, region *model.Node) []*model.Node { return calls(f, region, 0) }

// calls returns the calls of region whose origin the file
// does not show (errorigin.CallOrigin is OriginUnknown, not a builtin or
// logging call: errorigin.PureCall) into code that can reach a library: a
// function or object imported from another module of the repository, a
// method of a client held in an attribute (`self.client.query()`,
// `this.api.get()`), in a module variable set elsewhere (`client = None`,
// then `global client`) or returned by such a call, also when handed to a thread runner (`asyncio.to_thread(
// client.list_catalogs)`), and a function of the file that makes one (two
// levels). A call of the language's globals or of a value the code built
// from literals is not one.
func calls(f *model.File, region *model.Node, depth int) []*model.Node {
	var out []*model.Node
	model.Walk(region, func(n *model.Node) bool {
		if len(out) >= maxUnseen {
			return false
		}
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda, model.SymClassDefinition:
			return n == region
		case model.SymTryStatement:
			return false // a nested try: its own handlers take what its calls raise, and build the answer
		case model.SymCall, model.SymCallExpression, model.SymNewExpression:
			if errorigin.CallOrigin(f, n) == errorigin.OriginUnknown && !errorigin.PureCall(f, n) {
				out = append(out, unseenCall(f, n, depth)...)
			}
		}
		return true
	})
	return out
}

// maxUnseen bounds the calls Calls returns: a finding names at most
// that many.
const maxUnseen = 8

// dotted matches a callee that is a chain of names (`client.list_catalogs`,
// `self.client.query`, `helper`).
var dotted = regexp.MustCompile(`^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$`)

// unseenCall is calls' test of one call: the callees it makes
// whose errors are not in sight (the call's own, or those of the function of
// the file it calls), none when it is not one.
func unseenCall(f *model.File, call *model.Node, depth int) []*model.Node {
	fn := model.Callee(call)
	if fn == nil {
		return nil
	}
	name := f.Text(fn)
	if !dotted.MatchString(name) {
		return nil
	}
	segs := strings.Split(name, ".")
	if f.Lang == model.LangPython && threadrun.Is(segs[len(segs)-1]) {
		for i := 0; i < model.NumArgs(call); i++ {
			a := model.Unwrap(model.Arg(call, i))
			if a != nil && (a.Sym() == model.SymIdentifier || a.Sym() == model.SymAttribute) && f.Text(a) != "None" {
				return unseenCallee(f, a, strings.Split(f.Text(a), "."), depth)
			}
		}
		return nil
	}
	return unseenCallee(f, fn, segs, depth)
}

// unseenCallee is unseenCall for callee fn, whose text is the chain segs.
func unseenCallee(f *model.File, fn *model.Node, segs []string, depth int) []*model.Node {
	if def := f.LocalFunc(fn); def != nil && len(segs) < 2 {
		if depth < 2 {
			return calls(f, def.ChildByFieldName("body"), depth+1)
		}
		return nil
	}
	if unseenName(f, fn, segs) {
		return []*model.Node{fn}
	}
	return nil
}

// unseenName is unseenCallee's test of a callee that is no function of the
// file.
func unseenName(f *model.File, fn *model.Node, segs []string) bool {
	root, last := segs[0], segs[len(segs)-1]
	if thirdparty.PureCall(last) || quietMethod(last) || len(segs) == 1 && last[0] >= 'A' && last[0] <= 'Z' {
		return false // a parse or log call, a span's status, a data class built (InferencePayload(...))
	}
	switch root {
	case "self", "this":
		return len(segs) >= 3 // self.client.query(): a client the instance holds
	}
	if q, ok := f.Imports()[root]; ok {
		return ownModule(f, q)
	}
	v := f.Lookup(root, fn)
	if v == nil {
		return false // a parameter or a global of the language: not followed (a tool's arguments are text)
	}
	v = model.Unwrap(v)
	if v.Sym() == model.SymAwait || v.Sym() == model.SymAwaitExpression {
		v = model.Unwrap(v.NamedChild(0))
	}
	switch v.Sym() {
	case model.SymNone, model.SymNull, model.SymUndefined:
		// client = None at module level, set by a function under `global client`
		return len(segs) >= 2 && model.EnclosingFunc(v) == nil && f.Lang == model.LangPython && setUnderGlobal(f, root)
	case model.SymCall, model.SymCallExpression, model.SymNewExpression:
		c := model.Callee(v)
		if c == nil || !dotted.MatchString(f.Text(c)) {
			return false
		}
		if f.Lang == model.LangPython && f.Text(c) == "getattr" && dispatched(v) {
			return true // method = getattr(self, f"_h_{name}"); await method(args): any handler the name picks
		}
		cs := strings.Split(f.Text(c), ".")
		if q, ok := f.Imports()[cs[0]]; ok {
			return ownModule(f, q) // conn = get_connection(), client = TrinoClient(config)
		}
	}
	return false
}

// globalStmt matches a Python global statement's names.
var globalStmt = regexp.MustCompile(`(?m)^[ \t]+global[ \t]+([\w, \t]+)$`)

// setUnderGlobal reports whether a function of Python file f declares name
// global (`global client`), to set the module variable it names.
func setUnderGlobal(f *model.File, name string) bool {
	for _, m := range globalStmt.FindAllStringSubmatch(string(f.Src), -1) {
		for _, n := range strings.Split(m[1], ",") {
			if strings.TrimSpace(n) == name {
				return true
			}
		}
	}
	return false
}

// quietMethod reports a callee's last name that parses, validates, logs or
// records a tracing span (OpenTelemetry's Span.setStatus, end,
// setAttribute, recordException, addEvent): it fails, if ever, with the
// server's own text, not an upstream's.
func quietMethod(name string) bool {
	l := strings.ToLower(name)
	return strings.Contains(l, "parse") || strings.Contains(l, "validat") || strings.HasPrefix(l, "log") || spanMethods[name]
}

// spanMethods are the methods of an OpenTelemetry span
// (https://opentelemetry.io/docs/specs/otel/trace/api/#span-operations).
var spanMethods = map[string]bool{"setStatus": true, "end": true, "setAttribute": true, "setAttributes": true, "recordException": true,
	"addEvent": true, "updateName": true, "set_status": true, "set_attribute": true, "record_exception": true, "add_event": true}

// ownModule reports whether imported name q (model.File.Imports) is of the
// repository's own code: a relative import or path alias, or a Python
// module that is neither the standard library, a pure library nor a
// third-party package (thirdparty.Own).
func ownModule(f *model.File, q string) bool { return thirdparty.Own(f, q) }

// dispatched reports whether Python call getattr(obj, name, ...) looks its
// attribute up by a name computed at run time (getattr(self, f"_h_{name}"),
// getattr(tools, tool_name)), not a literal: a dispatcher picking the
// handler of the tool called, whose errors are those of every handler it
// may pick (https://docs.python.org/3/library/functions.html#getattr).
func dispatched(call *model.Node) bool {
	name := model.Unwrap(model.Arg(call, 1))
	if name == nil || name.Sym() == model.SymKeywordArgument {
		return false
	}
	if name.Sym() == model.SymString {
		for i := 0; i < int(name.NamedChildCount()); i++ {
			if name.NamedChild(i).Sym() == model.SymInterpolation {
				return true
			}
		}
		return false
	}
	return true
}
