// Package toolinput reads whether a value a tool handler uses is its
// caller's own input, taken as given: a property of the handler's
// arguments parameter (args, arguments, params, input, parameters), a name
// destructured from it, or a parameter of a Python function registered as a
// tool; and whether the handler (or its schema) caps it. RC104 judges a
// timeout so taken (checks/rc104/uncapped.go).
package toolinput

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// inputParams are the names a handler's arguments parameter goes by.
var inputParams = map[string]bool{"args": true, "arguments": true, "params": true, "input": true, "parameters": true}

// isOrder reports whether op is an ordering comparison.
func isOrder(op string) bool { return op == "<" || op == "<=" || op == ">" || op == ">=" }

// Of reports whether value v of handler fn is read straight from the
// tool's input, and under which key; def is the default a Python tool
// parameter declares (nil otherwise). A product with a unit (`timeout *
// 1000`), a conversion (`int(t)`, `Number(t)`, Go `time.Duration(t) *
// time.Second`) and a fallback (`args.timeout || 30000`, `?? 30000`,
// Python `or`) keep the value the caller's.
func Of(f *model.File, fn, v *model.Node) (key string, def *model.Node, ok bool) {
	for i := 0; i < 6; i++ {
		v = model.Unwrap(v)
		if v == nil {
			return "", nil, false
		}
		switch v.Sym() {
		case model.SymBinaryOperator, model.SymBinaryExpression, model.SymBooleanOperator:
			op := v.ChildByFieldName("operator")
			l, r := model.Unwrap(v.ChildByFieldName("left")), model.Unwrap(v.ChildByFieldName("right"))
			if op == nil || l == nil || r == nil {
				return "", nil, false
			}
			switch f.Text(op) {
			case "||", "??", "or":
				v = l
			case "*":
				if isNumber(f, l) || isUnit(f, l) {
					v = r
				} else {
					v = l
				}
			default:
				return "", nil, false
			}
			continue
		case model.SymCall, model.SymCallExpression:
			if model.NumArgs(v) != 1 {
				return "", nil, false
			}
			switch f.Text(model.Callee(v)) {
			case "int", "float", "Number", "parseInt", "parseFloat", "time.Duration":
				v = model.Arg(v, 0)
				continue
			}
			return "", nil, false
		case model.SymMemberExpression, model.SymSelectorExpression:
			obj, prop := v.ChildByFieldName("object"), v.ChildByFieldName("property")
			if v.Sym() == model.SymSelectorExpression {
				obj, prop = v.ChildByFieldName("operand"), v.ChildByFieldName("field")
			}
			if obj == nil || prop == nil || obj.Sym() != model.SymIdentifier || !inputParams[f.Text(obj)] {
				return "", nil, false
			}
			if _, _, _, ok := tval.ParamOf(f, fn, f.Text(obj)); !ok && !arrowParam(f, fn, f.Text(obj)) {
				return "", nil, false
			}
			return f.Text(prop), nil, true
		case model.SymIdentifier:
			name := f.Text(v)
			if f.Lang == model.LangPython {
				if !pyToolFunc(f, fn) {
					return "", nil, false
				}
				_, d, self, ok := tval.ParamOf(f, fn, name)
				if !ok || self {
					return "", nil, false
				}
				return name, d, true
			}
			if f.Lang.IsJS() && destructuredInput(f, fn, name) {
				return name, nil, true
			}
			return "", nil, false
		default:
			return "", nil, false
		}
	}
	return "", nil, false
}

// isNumber reports whether n is a number literal.
func isNumber(f *model.File, n *model.Node) bool {
	switch n.Sym() {
	case model.SymInteger, model.SymFloat, model.SymNumber, model.SymIntLiteral, model.SymFloatLiteral:
		return true
	}
	return false
}

// isUnit reports whether n is a Go duration unit (time.Second).
func isUnit(f *model.File, n *model.Node) bool {
	switch f.Text(n) {
	case "time.Nanosecond", "time.Microsecond", "time.Millisecond", "time.Second", "time.Minute", "time.Hour":
		return f.Lang == model.LangGo
	}
	return false
}

// arrowParam reports whether a JS arrow function fn takes its one
// parameter unparenthesized under name (`args => ...`).
func arrowParam(f *model.File, fn *model.Node, name string) bool {
	p := fn.ChildByFieldName("parameter")
	return p != nil && f.Text(p) == name
}

// pyToolFunc reports whether Python function fn is registered as a tool by
// a decorator (`@mcp.tool()`, `@server.tool`): its parameters are the tool's
// input.
func pyToolFunc(f *model.File, fn *model.Node) bool {
	d := fn.Parent()
	if d == nil || d.Sym() != model.SymDecoratedDefinition {
		return false
	}
	for i := 0; i < int(d.NamedChildCount()); i++ {
		c := d.NamedChild(i)
		if c.Sym() == model.SymDecorator && strings.Contains(f.Text(c), ".tool") {
			return true
		}
	}
	return false
}

// destructuredInput reports whether name is bound in JS handler fn by a
// destructuring of its arguments parameter, `const { name } = args` or
// `const { name = 30 } = args`, and assigned nowhere else in fn.
func destructuredInput(f *model.File, fn *model.Node, name string) bool {
	found, other := false, false
	model.Walk(fn, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymVariableDeclarator:
			nm, val := m.ChildByFieldName("name"), model.Unwrap(m.ChildByFieldName("value"))
			if nm == nil {
				return true
			}
			if nm.Sym() == model.SymIdentifier && f.Text(nm) == name {
				other = true
				return true
			}
			if nm.Sym() != model.SymObjectPattern || val == nil || val.Sym() != model.SymIdentifier || !inputParams[f.Text(val)] {
				return true
			}
			model.Walk(nm, func(c *model.Node) bool { // { name } or { name = 30 }
				if c.Sym() == model.SymShorthandPropertyIdentifierPattern && f.Text(c) == name {
					found = true
				}
				return c.Sym() != model.SymPairPattern // { key: name } renames: not followed
			})
		case model.SymAssignmentExpression, model.SymAugmentedAssignmentExpression:
			if l := m.ChildByFieldName("left"); l != nil && f.Text(l) == name {
				other = true
			}
		}
		return true
	})
	return found && !other
}

// Capped reports whether handler fn (or its file, for a schema) bounds the
// input key: a min/clamp call or an ordering comparison that names it, an
// assignment to it, a Python parameter annotated with `le=`/`lt=`, or a zod
// schema line that gives the key a `.max(`.
func Capped(f *model.File, fn *model.Node, key string) bool {
	word := regexp.MustCompile(`\b` + regexp.QuoteMeta(key) + `\b`)
	if capped(f, fn, word, true) {
		return true
	}
	if f.Lang.IsJS() || f.Lang == model.LangGo {
		for _, line := range strings.Split(string(f.Src), "\n") {
			if word.MatchString(line) && (strings.Contains(line, ".max(") || strings.Contains(line, "maximum=")) {
				return true
			}
		}
	}
	return false
}

// CappedValue reports whether function fn caps the value name holds (a
// local, `exc.retry_after`): a min/clamp call or an ordering comparison
// that names it, or a Python parameter annotated with `le=`/`lt=`. Unlike
// Capped, an assignment to the name is no cap (the name is the value's own
// binding: `wait = float(resp.headers["Retry-After"])`), and no schema is
// read. Package retry asks it of a Retry-After the function sleeps for.
func CappedValue(f *model.File, fn *model.Node, name string) bool {
	return capped(f, fn, regexp.MustCompile(`\b`+regexp.QuoteMeta(name)+`\b`), false)
}

// capped is Capped's walk of fn for the name word matches; assign counts an
// assignment to it as a cap.
func capped(f *model.File, fn *model.Node, word *regexp.Regexp, assign bool) bool {
	hit := false
	model.Walk(fn, func(m *model.Node) bool {
		if hit {
			return false
		}
		switch m.Sym() {
		case model.SymCall, model.SymCallExpression:
			c := strings.ToLower(f.Text(model.Callee(m)))
			if (strings.HasSuffix(c, "min") || strings.Contains(c, "clamp") || strings.Contains(c, "bound") || strings.Contains(c, "limit")) && word.MatchString(f.Text(model.Args(m))) {
				hit = true
			}
		case model.SymComparisonOperator, model.SymBinaryExpression:
			if op := m.ChildByFieldName("operator"); (m.Sym() == model.SymComparisonOperator || op != nil && isOrder(f.Text(op))) && word.MatchString(f.Text(m)) && !floorCheck.MatchString(f.Text(m)) {
				hit = true
			}
		case model.SymAssignment, model.SymAssignmentExpression, model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression:
			if l := m.ChildByFieldName("left"); assign && l != nil && word.MatchString(f.Text(l)) && !defaultFill(f, m) {
				hit = true
			}
		case model.SymTypedDefaultParameter, model.SymTypedParameter, model.SymDefaultParameter:
			t := f.Text(m)
			if word.MatchString(t) && (strings.Contains(t, "le=") || strings.Contains(t, "lt=")) {
				hit = true
			}
		}
		return true
	})
	return hit
}

// floorCheck matches a comparison with 0 or 1 that bounds a value from below
// only or tests that it is there (`t <= 0`, `t < 1`, `0 >= t`, `t > 0`,
// `t != 0`): a default's or a positivity test, not a cap (review31 LOW-1).
var floorCheck = regexp.MustCompile(`^\S+\s*(<=?|>=?|!=)\s*[01]$|^[01]\s*(>=?|<=?|!=)\s*\S+$`)

// defaultFill reports whether assignment m fills in a default under a
// floor test (`if args.T <= 0 { args.T = 180 }`): the value set is a number,
// and the test around it bounds from below only.
func defaultFill(f *model.File, m *model.Node) bool {
	r := model.Unwrap(m.ChildByFieldName("right"))
	if r == nil || !isNumber(f, r) {
		return false
	}
	for p := m.Parent(); p != nil && p.Sym() != model.SymFunctionDefinition; p = p.Parent() {
		if p.Sym() == model.SymIfStatement {
			c := model.Unwrap(p.ChildByFieldName("condition"))
			return c != nil && floorCheck.MatchString(strings.Join(strings.Fields(f.Text(c)), " "))
		}
	}
	return false
}

// RemoteDuration reports whether JS file f declares input key as a string
// in a zod schema (`timeout: z.string()`, `z.union([z.string(), ...])`): a
// duration the remote API reads ("30s", Elasticsearch's `timeout`), the
// operation's own bound rather than how long the handler waits.
func RemoteDuration(f *model.File, key string) bool {
	if !f.Lang.IsJS() {
		return false
	}
	re := regexp.MustCompile(`\b` + regexp.QuoteMeta(key) + `\s*:\s*z\s*\.\s*(string\(|union\(\s*\[\s*z\s*\.\s*string\()`)
	return re.Match(f.Src)
}
