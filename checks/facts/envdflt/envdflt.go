// Package envdflt reads the value an expression that reads an environment
// variable takes when the variable is unset, for the shapes that do not
// pass the default as the reader's own argument (those,
// `os.environ.get("X", "300")`, are tval's): a conditional on the read
// (`process.env.X ? Number(process.env.X) : DEFAULT_REQUEST_TIMEOUT`,
// `int(os.environ["X"]) if "X" in os.environ else 300`), a Python `or`
// (`int(os.getenv("X") or 300)`), and a project's own reader handed the raw
// value and a default (`parseTimerMs(process.env.GITLAB_TOOL_TIMEOUT_MS,
// 120000)`, `parse_int(os.getenv("TRANSLATE_BATCH_TIMEOUT"), 3600)`). A
// timeout held in such an expression is the default unless someone sets
// the variable, so it is judged by the default, as RC104's page says of an
// environment read with a default (docs/rules/RC104.md; checklist item
// "timeout within budget"). What the default expression itself holds is
// left to the caller's evaluator: one that does not resolve stays unknown.
package envdflt

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// pyEnvCalls are the Python calls that read an environment variable and
// return None (or the second argument) when it is unset
// (https://docs.python.org/3/library/os.html#os.getenv).
var pyEnvCalls = map[string]bool{"os.getenv": true, "os.environ.get": true, "environ.get": true, "getenv": true}

// notReaders are the callees Reader must not take for a project's reader:
// built-in conversions whose second argument is a radix or a reviver, not
// a default, and Math's and Python's min and max (Math.max(process.env.X,
// 5000) is not a default).
var notReaders = map[string]bool{
	"parseInt": true, "parseFloat": true, "Number": true, "Number.parseInt": true, "Number.parseFloat": true,
	"String": true, "Boolean": true, "JSON.parse": true, "int": true, "float": true, "str": true, "bool": true,
	"os.getenv": true, "os.environ.get": true, "environ.get": true, "getenv": true, "min": true, "max": true,
}

// Unset reports whether n reads an environment variable in a way that is
// undefined or None when the variable is unset: JavaScript
// `process.env.X`, `process.env["X"]`; Python `os.getenv("X")`,
// `os.environ.get("X")` (one argument, or a second that is None or "").
func Unset(f *model.File, n *model.Node) bool {
	n = model.Unwrap(n)
	if n == nil {
		return false
	}
	switch n.Sym() {
	case model.SymMemberExpression, model.SymSubscriptExpression:
		t := f.Text(n)
		return f.Lang.IsJS() && (strings.HasPrefix(t, "process.env.") || strings.HasPrefix(t, "process.env["))
	case model.SymCall:
		if f.Lang != model.LangPython || !pyEnvCalls[f.Text(model.Callee(n))] {
			return false
		}
		switch model.NumArgs(n) {
		case 1:
			return true
		case 2:
			d := strings.TrimSpace(f.Text(model.Arg(n, 1)))
			return d == "None" || d == `""` || d == "''"
		}
	}
	return false
}

// isSet reports whether cond tests that an environment variable is set:
// an Unset read itself, or Python's `"X" in os.environ`.
func isSet(f *model.File, cond *model.Node) bool {
	cond = model.Unwrap(cond)
	if cond == nil {
		return false
	}
	if Unset(f, cond) {
		return true
	}
	if f.Lang == model.LangPython && cond.Sym() == model.SymComparisonOperator && cond.NamedChildCount() == 2 {
		t := f.Text(cond)
		r := strings.TrimSpace(f.Text(cond.NamedChild(1)))
		return strings.Contains(t, " in ") && !strings.Contains(t, " not in ") && (r == "os.environ" || r == "environ")
	}
	return false
}

// Default returns the expression n takes when the environment variable it
// reads is unset, nil when n is none of the shapes: the alternative of a
// conditional whose condition is the read (`process.env.X ? ... : D`,
// `... if os.getenv("X") else D`, `... if "X" in os.environ else D`), the
// right side of a Python `or` whose left is the read (`os.getenv("X") or
// D`), and Reader's default.
func Default(f *model.File, n *model.Node) *model.Node {
	n = model.Unwrap(n)
	if n == nil {
		return nil
	}
	switch n.Sym() {
	case model.SymTernaryExpression:
		if isSet(f, n.ChildByFieldName("condition")) {
			return n.ChildByFieldName("alternative")
		}
	case model.SymConditionalExpression: // consequence if condition else alternative
		if n.NamedChildCount() == 3 && isSet(f, n.NamedChild(1)) {
			return n.NamedChild(2)
		}
	case model.SymBooleanOperator:
		if f.Text(n.ChildByFieldName("operator")) == "or" && Unset(f, n.ChildByFieldName("left")) {
			return n.ChildByFieldName("right")
		}
	case model.SymCall, model.SymCallExpression:
		return Reader(f, n)
	}
	return nil
}

// Reader returns the default a project's own reader is given with the raw
// value of an environment variable (`parseTimerMs(process.env.X, 120000)`,
// `positiveInteger(process.env.X, 80)`, `parse_int(os.getenv("X"), 3600)`):
// a call of two or three arguments, the first an Unset read, the callee
// neither a built-in conversion (whose second argument is a radix) nor a
// Math function; nil otherwise. The second argument is what the reader
// falls back to when it is handed undefined or None.
func Reader(f *model.File, call *model.Node) *model.Node {
	if k := model.NumArgs(call); k != 2 && k != 3 {
		return nil
	}
	name := f.Text(model.Callee(call))
	if notReaders[name] || strings.HasPrefix(name, "Math.") {
		return nil
	}
	if !Unset(f, model.Arg(call, 0)) {
		return nil
	}
	d := model.Arg(call, 1)
	if d == nil || (f.Text(d) == "10" && strings.Contains(strings.ToLower(name), "int")) { // parseInteger(s, 10): a radix
		return nil
	}
	return d
}

// goEnvCalls are the Go calls that read an environment variable
// (https://pkg.go.dev/os#Getenv, os.LookupEnv).
var goEnvCalls = map[string]bool{"os.Getenv": true, "os.LookupEnv": true}

// Read reports whether n reads an environment variable: os.getenv(...),
// os.environ.get(...), os.environ[...], os.Getenv(...), process.env.X or
// process.env[...]. Such a value is a configured constant, the same on
// every pass of a loop, not a delay computed elsewhere (package retry).
// Unlike Unset, a read with a default counts too.
func Read(f *model.File, n *model.Node) bool {
	switch n.Sym() {
	case model.SymCall, model.SymCallExpression:
		fn := model.Callee(n)
		if fn == nil {
			return false
		}
		q, t := f.QualifiedName(fn), f.Text(fn)
		return pyEnvCalls[q] || goEnvCalls[q] || pyEnvCalls[t] || goEnvCalls[t]
	case model.SymMemberExpression:
		return strings.HasPrefix(f.Text(n), "process.env.")
	case model.SymSubscript, model.SymSubscriptExpression:
		obj := n.ChildByFieldName("value")
		if obj == nil {
			obj = n.ChildByFieldName("object")
		}
		if obj == nil {
			return false
		}
		t := f.Text(obj)
		return t == "os.environ" || t == "process.env" || t == "environ"
	}
	return false
}
