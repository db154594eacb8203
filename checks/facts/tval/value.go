package tval

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/envdflt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Product evaluates a literal number or a product of literal numbers
// (5 * 60 * 1000, 1_000) or a quotient of two (`60 // 5` passes of a poll,
// `TIMEOUT_MS / 1000`; Python's // and Go's integer / floor), also through a constant of the module
// (`DEFAULT_TIMEOUT = 300`, `const TIMEOUT_MS = 5 * 60 * 1000`) and the
// default of an environment read (`int(os.environ.get("X_TIMEOUT", "300"))`,
// `Number(process.env.X_TIMEOUT ?? 300_000)`, and the shapes of package
// envdflt: `process.env.X ? Number(process.env.X) : 60000`,
// `parseTimerMs(process.env.X, 120000)`): a bound that is over budget
// unless someone sets a variable is over budget by default. Else ok is false.
func Product(f *model.File, n *model.Node) (float64, bool) { return productAt(f, n, 0) }

// JSConst reports whether v is the value of a JavaScript or TypeScript
// `const` declaration (`const TIMEOUT_MS = parseInt(process.env.X ||
// "300000", 10)` inside a function): bound once, so its value is the
// timeout's wherever the name is used, as a module constant's is.
func JSConst(f *model.File, v *model.Node) bool {
	if !f.Lang.IsJS() {
		return false
	}
	d := v.Parent()
	if d == nil || d.Sym() != model.SymVariableDeclarator || d.ChildByFieldName("value") == nil || d.ChildByFieldName("value").StartByte() != v.StartByte() {
		return false
	}
	decl := d.Parent()
	return decl != nil && decl.Sym() == model.SymLexicalDeclaration && decl.ChildCount() > 0 && f.Text(decl.Child(0)) == "const"
}

// envReads are the calls that read an environment variable with a default
// as their second argument.
var envReads = map[string]bool{"os.environ.get": true, "os.getenv": true, "environ.get": true, "getenv": true}

// numberCasts are the conversions an environment value goes through.
var numberCasts = map[string]bool{"int": true, "float": true, "Number": true, "parseInt": true, "parseFloat": true, "Number.parseInt": true, "Number.parseFloat": true}

func productAt(f *model.File, n *model.Node, depth int) (float64, bool) {
	n = model.Unwrap(n)
	if n == nil || depth > 12 { // a product of a few factors, through a constant and a cast or two
		return 0, false
	}
	switch n.Sym() {
	case model.SymInteger, model.SymFloat, model.SymNumber, model.SymIntLiteral, model.SymFloatLiteral:
		v, err := strconv.ParseFloat(strings.ReplaceAll(f.Text(n), "_", ""), 64)
		return v, err == nil
	case model.SymString:
		if depth == 0 {
			return 0, false // a string is a number only as an environment default
		}
		v, err := strconv.ParseFloat(strings.Trim(f.Text(n), `'"`+"`"), 64)
		return v, err == nil
	case model.SymIdentifier, model.SymShorthandPropertyIdentifier: // { timeout } names a variable
		v := f.Lookup(f.Text(n), n)
		if v != nil && f.Scope(v) != f.Root && !JSConst(f, v) {
			// a local variable: read when the function binds it once
			// (heldOnce), unless to a timeout object, judged where built
			if v = HeldOnce(f, n); v != nil && CtorWait(f, v) != nil {
				v = nil
			}
		} else if w := moduleWait(f, n); w != nil {
			v = w // a module constant holding a timeout object: its wait
		}
		if v == nil { // a parameter, an import, a variable bound more than once
			return 0, false
		}
		return productAt(f, v, depth+1)
	case model.SymAttribute, model.SymMemberExpression: // self.timeout, this.timeoutMs, a class attribute
		v := HeldMember(f, n)
		if v == nil {
			v = FieldOf(f, n) // config.timeout: a configuration object's field default
		}
		if v == nil {
			v = ObjectPath(f, n) // TIMEOUTS.slow: a property of a constant object of the module
		}
		if w := CtorWait(f, v); w != nil {
			v = w
		}
		if v == nil {
			return 0, false
		}
		return productAt(f, v, depth+1)
	case model.SymCall, model.SymCallExpression:
		name := f.Text(model.Callee(n))
		switch {
		case numberCasts[name] && depth > 0 || numberCasts[name] && model.NumArgs(n) >= 1:
			return productAt(f, model.Arg(n, 0), depth+1)
		case envReads[name] && model.NumArgs(n) == 2:
			return productAt(f, model.Arg(n, 1), depth+1)
		case ArgDefault(f, n) != nil: // params.get("timeout", 120)
			return productAt(f, ArgDefault(f, n), depth+1)
		case EnvHelper(f, n):
			return productAt(f, model.Arg(n, 1), depth+1)
		case envdflt.Reader(f, n) != nil: // parseTimerMs(process.env.X, 120000)
			return productAt(f, envdflt.Reader(f, n), depth+1)
		case (name == "min" || name == "Math.min") && model.NumArgs(n) >= 2:
			return clampOf(f, n, depth)
		case f.Lang == model.LangPython && (name == "Field" || name == "pydantic.Field"):
			if d := FieldDefault(f, n); d != nil {
				return productAt(f, d, depth+1)
			}
		case f.Lang == model.LangPython && (name == "field" || name == "dataclasses.field"):
			if d := f.Kwarg(n, "default"); d != nil { // a dataclass field's default
				return productAt(f, d, depth+1)
			}
		}
		return 0, false
	case model.SymTernaryExpression, model.SymConditionalExpression, model.SymBooleanOperator:
		// process.env.X ? Number(process.env.X) : D, os.getenv("X") or D
		if d := envdflt.Default(f, n); d != nil {
			return productAt(f, d, depth+1)
		}
		return branchesMax(f, n, depth)
	case model.SymBinaryOperator, model.SymBinaryExpression:
		op := n.ChildByFieldName("operator")
		if op != nil && (f.Text(op) == "??" || f.Text(op) == "||") && strings.Contains(f.Text(n.ChildByFieldName("left")), "process.env") {
			return productAt(f, n.ChildByFieldName("right"), depth+1)
		}
		if op == nil || f.Text(op) != "*" && f.Text(op) != "/" && f.Text(op) != "//" {
			return 0, false
		}
		l, ok1 := productAt(f, n.ChildByFieldName("left"), depth+1)
		r, ok2 := productAt(f, n.ChildByFieldName("right"), depth+1)
		switch f.Text(op) {
		case "/", "//": // a quotient of two read values: `range(60 // 5)` polls, `TIMEOUT_MS / 1000`
			if r <= 0 {
				return 0, false
			}
			if f.Text(op) == "//" || f.Lang == model.LangGo && l == float64(int64(l)) && r == float64(int64(r)) {
				return float64(int64(l / r)), ok1 && ok2 // Python floor division, Go integer division
			}
			return l / r, ok1 && ok2
		}
		return l * r, ok1 && ok2
	}
	return 0, false
}

// ArgDefault returns the default of a Python dictionary read that names a
// timeout, `params.get("timeout", 120)`, `args.get("timeout_seconds", 45)`,
// when the dictionary is a parameter of the enclosing function (a tool's
// arguments, a request body): the caller leaves the key out unless it
// chooses a wait, so the default is the wait, judged like a parameter's
// default or an environment read's (docs/rules/RC104.md; checklist item
// "timeout within budget"). The key must contain "timeout" (any case) and
// the default must be a number; else nil.
func ArgDefault(f *model.File, call *model.Node) *model.Node {
	if f.Lang != model.LangPython || model.NumArgs(call) != 2 {
		return nil
	}
	callee := model.Unwrap(model.Callee(call))
	if callee == nil || callee.Sym() != model.SymAttribute || f.Text(callee.ChildByFieldName("attribute")) != "get" {
		return nil
	}
	recv := model.Unwrap(callee.ChildByFieldName("object"))
	if recv == nil || recv.Sym() != model.SymIdentifier {
		return nil
	}
	key, d := model.Unwrap(model.Arg(call, 0)), model.Unwrap(model.Arg(call, 1))
	if key == nil || d == nil || key.Sym() != model.SymString || !strings.Contains(strings.ToLower(f.Text(key)), "timeout") {
		return nil
	}
	if s := d.Sym(); s != model.SymInteger && s != model.SymFloat {
		return nil
	}
	if model.ParamNode(f, f.Text(recv), recv) == nil {
		return nil
	}
	return d
}

// EnvHelper reports whether call is a project's own environment reader
// given the variable and a default (`_positive_int_from_env("X_TIMEOUT",
// 300)`, `parsePositiveIntegerEnv('X_MS', 60000)`, `env_int("X", 30)`): a
// call with two or three arguments, the first a string or a name, of a
// function whose own name says it reads the environment ("env" in it,
// any case). Like os.environ.get("X", default), it returns the default
// unless someone sets the variable, so the default is the value judged.
func EnvHelper(f *model.File, call *model.Node) bool {
	if k := model.NumArgs(call); k != 2 && k != 3 {
		return false
	}
	name := f.Text(model.Callee(call))
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	if !strings.Contains(strings.ToLower(name), "env") || envReads[name] {
		return false
	}
	switch model.Unwrap(model.Arg(call, 0)).Sym() {
	case model.SymString, model.SymIdentifier, model.SymTemplateString, model.SymInterpretedStringLiteral, model.SymRawStringLiteral:
		return true
	}
	return false
}

// clampOf reads a caller-chosen value clamped to a maximum (`min(timeout,
// MAX_TIMEOUT)`, `Math.min(req.timeout, 300_000)`): the smallest of the
// arguments that can be read is the longest the value can be, the bound
// judged. ok is false when none can be read.
func clampOf(f *model.File, call *model.Node, depth int) (float64, bool) {
	best, found := 0.0, false
	for i := 0; i < model.NumArgs(call); i++ {
		if v, ok := productAt(f, model.Arg(call, i), depth+1); ok && (!found || v < best) {
			best, found = v, true
		}
	}
	return best, found
}

// Seconds reads a Python timeout literal in seconds.
func Seconds(f *model.File, n *model.Node) (time.Duration, bool) {
	v, ok := Product(f, n)
	return time.Duration(v * float64(time.Second)), ok && v > 0
}

// Millis reads a JS timeout literal in milliseconds.
func Millis(f *model.File, n *model.Node) (time.Duration, bool) {
	v, ok := Product(f, n)
	return time.Duration(v * float64(time.Millisecond)), ok && v > 0
}

// GoUnits are the time package's duration constants.
var GoUnits = map[string]time.Duration{"time.Nanosecond": time.Nanosecond, "time.Microsecond": time.Microsecond,
	"time.Millisecond": time.Millisecond, "time.Second": time.Second, "time.Minute": time.Minute, "time.Hour": time.Hour}

// GoDuration reads a Go duration literal: time.Minute, 30 * time.Second,
// time.Second * 30.
func GoDuration(f *model.File, n *model.Node) (time.Duration, bool) {
	n = model.Unwrap(n)
	if n != nil && n.Sym() == model.SymLiteralElement && n.NamedChildCount() == 1 {
		n = n.NamedChild(0)
	}
	if n == nil {
		return 0, false
	}
	if u, ok := GoUnits[f.Text(n)]; ok {
		return u, true
	}
	if n.Sym() != model.SymBinaryExpression || f.Text(n.ChildByFieldName("operator")) != "*" {
		return 0, false
	}
	l, r := model.Unwrap(n.ChildByFieldName("left")), model.Unwrap(n.ChildByFieldName("right"))
	if u, ok := GoUnits[f.Text(r)]; ok {
		if v, ok := Product(f, l); ok {
			return time.Duration(v * float64(u)), true
		}
	}
	if u, ok := GoUnits[f.Text(l)]; ok {
		if v, ok := Product(f, r); ok {
			return time.Duration(v * float64(u)), true
		}
	}
	return 0, false
}

// GoConsts maps the file's top-level constants that have one value each
// (`const askTimeout = 5 * time.Minute`, also inside a const ( ... ) group)
// to that value, so a timeout named by such a constant is judged like the
// literal it stands for.
func GoConsts(f *model.File) map[string]*model.Node {
	out := map[string]*model.Node{}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		d := f.Root.NamedChild(i)
		if d.Sym() != model.SymConstDeclaration {
			continue
		}
		for j := 0; j < int(d.NamedChildCount()); j++ {
			spec := d.NamedChild(j)
			if spec.Sym() != model.SymConstSpec {
				continue
			}
			name, value := spec.ChildByFieldName("name"), spec.ChildByFieldName("value")
			if name == nil || value == nil || value.NamedChildCount() != 1 || spec.NamedChildCount() > 3 {
				continue
			}
			out[f.Text(name)] = value.NamedChild(0)
		}
	}
	return out
}

// FieldDefault returns the default a pydantic Field gives a parameter or a
// model field (`timeout: int = Field(description="...", default=300)`, or
// its first positional argument, `Field(300, ge=1)`): what a call that
// leaves the parameter out holds, as a plain default is
// (https://docs.pydantic.dev/latest/concepts/fields/#default-values). nil
// for a required field (`Field(...)`, no default), a default_factory, or
// any other call.
func FieldDefault(f *model.File, call *model.Node) *model.Node {
	if d := f.Kwarg(call, "default"); d != nil {
		return d
	}
	if a := model.Arg(call, 0); a != nil && a.Sym() != model.SymKeywordArgument && f.Text(a) != "..." {
		return a
	}
	return nil
}

// envCond matches a conditional that reads the environment.
var envCond = regexp.MustCompile(`environ|getenv|process\.env`)

// branchesMax reads a conditional whose two branches are both read values
// (`const timeout = attempt === 1 ? 60000 : 45000`, Python `120 if
// wait_for_close else 10`): the wait is one of them, so up to the larger
// (a timeout either branch may set is over a budget when one is). ok is
// false when a branch is not read (a parameter, None) or is 0, when the condition
// reads the environment (`5 if os.getenv("X") is None else 600`: which
// branch a deployment gets is its own) and for an `and` /
// `or` (read above, as an environment default, or not at all). Peer: the
// RC104 rule's reading of `min(...)` by its bound, the longest a caller may
// get (docs/rules/RC104.md).
func branchesMax(f *model.File, n *model.Node, depth int) (float64, bool) {
	var a, b *model.Node
	switch n.Sym() {
	case model.SymTernaryExpression: // JS: condition ? consequence : alternative
		a, b = n.ChildByFieldName("consequence"), n.ChildByFieldName("alternative")
	case model.SymConditionalExpression: // Python: a if cond else b
		if n.NamedChildCount() == 3 {
			a, b = n.NamedChild(0), n.NamedChild(2)
		}
	}
	if a == nil || b == nil || envCond.MatchString(f.Text(n)) {
		return 0, false // a branch set by the environment: envdflt's (the default), or unknown
	}
	x, ok1 := productAt(f, a, depth+1)
	y, ok2 := productAt(f, b, depth+1)
	if !ok1 || !ok2 || x == 0 || y == 0 {
		return 0, false // a 0 branch is no timeout at all for axios and http.Client, not the smaller one (review of session 32, L-5)
	}
	return max(x, y), true
}
