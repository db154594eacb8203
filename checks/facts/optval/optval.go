// Package optval reads what an option's value is on the paths a reader
// cannot see from the call alone: both branches of a conditional
// (`readOnly ? { readPreference } : {}`), and the default an environment read
// falls back to when the variable is unset (`process.env.X ? parseInt(...) : 0`,
// `Number(process.env.X ?? 0)`, `int(os.environ.get("X", "0"))`), through
// the module's constants. A timeout that is 0 (none) unless someone sets a
// variable is none by default, as RC104 already judges an over-budget
// default (Semgrep's constant propagation follows the same module constants).
package optval

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Branches returns the values n may take: the two branches of a JS ternary or
// a Python conditional expression (each resolved through its variable, and
// split again when it is itself a conditional), else n resolved. The depth is
// bounded; nodes are never nil.
func Branches(f *model.File, n *model.Node) []*model.Node {
	var out []*model.Node
	var visit func(n *model.Node, depth int)
	visit = func(n *model.Node, depth int) {
		if n == nil {
			return
		}
		v := model.Unwrap(n)
		if v.Sym() == model.SymIdentifier {
			v = f.Resolve(v)
		}
		if depth < 3 {
			switch v.Sym() {
			case model.SymTernaryExpression:
				visit(v.ChildByFieldName("consequence"), depth+1)
				visit(v.ChildByFieldName("alternative"), depth+1)
				return
			case model.SymConditionalExpression: // Python: a if cond else b
				if v.NamedChildCount() == 3 {
					visit(v.NamedChild(0), depth+1)
					visit(v.NamedChild(2), depth+1)
					return
				}
			}
		}
		out = append(out, v)
	}
	visit(n, 0)
	return out
}

// envReads are the calls that read an environment variable with a default as
// their second argument (Python).
var envReads = map[string]bool{"os.environ.get": true, "os.getenv": true, "environ.get": true, "getenv": true}

// numberCasts are the conversions an environment value goes through.
var numberCasts = map[string]bool{"int": true, "float": true, "Number": true, "parseInt": true, "parseFloat": true, "Math.floor": true, "Math.round": true}

// EnvZero reports whether n is 0 when no environment variable is set and
// reads one on the way: a module constant bound to
// `process.env.X ? ... : 0`, `Number(process.env.X ?? 0)`,
// `parseInt(process.env.X || "0")`, `int(os.environ.get("X", "0"))`,
// `float(os.getenv("X", 0))`, through number casts and products. name is the
// environment read's text for the message ("process.env.BASE_TIMEOUT").
func EnvZero(f *model.File, n *model.Node) (name string, ok bool) {
	env := ""
	var zero func(n *model.Node, depth int) bool
	zero = func(n *model.Node, depth int) bool {
		n = model.Unwrap(n)
		if n == nil || depth > 8 {
			return false
		}
		switch n.Sym() {
		case model.SymInteger, model.SymFloat, model.SymNumber:
			return isZeroText(f.Text(n))
		case model.SymString:
			return depth > 0 && isZeroText(strings.Trim(f.Text(n), `'"`+"`"))
		case model.SymIdentifier:
			v := f.Lookup(f.Text(n), n)
			if v == nil || f.Scope(v) != f.Root { // a constant of the module, not a local or parameter
				return false
			}
			return zero(v, depth+1)
		case model.SymCall, model.SymCallExpression:
			name := f.Text(model.Callee(n))
			switch {
			case numberCasts[name] && model.NumArgs(n) >= 1:
				return zero(model.Arg(n, 0), depth+1)
			case envReads[name] && model.NumArgs(n) == 2:
				env = f.Text(n)
				return zero(model.Arg(n, 1), depth+1)
			}
		case model.SymBinaryExpression, model.SymBinaryOperator:
			op := f.Text(n.ChildByFieldName("operator"))
			left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			switch {
			case (op == "??" || op == "||") && strings.Contains(f.Text(left), "process.env"):
				env = f.Text(left)
				return zero(right, depth+1)
			case op == "*":
				return zero(left, depth+1) || zero(right, depth+1)
			}
		case model.SymTernaryExpression:
			// process.env.X ? parseInt(process.env.X) * 1000 : 0
			cond := n.ChildByFieldName("condition")
			if ct := f.Text(cond); strings.Contains(ct, "process.env") && !strings.Contains(ct, "!") {
				env = strings.TrimSpace(strings.Trim(ct, "() "))
				return zero(n.ChildByFieldName("alternative"), depth+1)
			}
		}
		return false
	}
	if zero(n, 0) && env != "" {
		return env, true
	}
	return "", false
}

func isZeroText(t string) bool {
	t = strings.ReplaceAll(t, "_", "")
	return t == "0" || t == "0.0" || t == "0.00"
}
