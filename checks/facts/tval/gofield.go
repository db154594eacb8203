package tval

import (
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file reads a Go duration held in a name the file binds once: a
// local (`d := 5 * time.Minute`), a constant of the file, or a field of a
// method's receiver that the file sets in one place (`c.timeout` with
// `return &Client{timeout: timeout}` in the constructor), and a number of
// seconds converted to a duration (`time.Duration(getEnvInt("X_TIMEOUT",
// DefaultTimeout)) * time.Second`, `time.Duration(300) * time.Second`).
// What does not resolve stays unknown.

// GoHeld reads Go duration n as GoDuration does, following a name to the
// one value the file binds it to: an identifier that is a constant of the
// file (consts, GoConsts) or a local its function binds once (HeldOnce), a
// field of the method's receiver the file sets once (GoReceiverField),
// and a factor converted by time.Duration (goNumber). ok is false when
// any step does not resolve.
func GoHeld(f *model.File, n *model.Node, consts map[string]*model.Node) (time.Duration, bool) {
	for depth := 0; depth < 4; depth++ {
		n = model.Unwrap(n)
		if n != nil && n.Sym() == model.SymLiteralElement && n.NamedChildCount() == 1 { // Timeout: d
			n = model.Unwrap(n.NamedChild(0))
		}
		if n == nil {
			return 0, false
		}
		var next *model.Node
		switch n.Sym() {
		case model.SymIdentifier:
			if consts[f.Text(n)] != nil {
				next = consts[f.Text(n)]
			} else {
				next = HeldOnce(f, n) // d := 5 * time.Minute
			}
		case model.SymSelectorExpression:
			if _, ok := GoUnits[f.Text(n)]; !ok {
				next = GoReceiverField(f, n)
			}
		case model.SymCallExpression:
			next = GoEnvDefault(f, n) // getenvDuration("X", 2*time.Minute)
		}
		if next == nil {
			break
		}
		n = next
	}
	if d, ok := GoDuration(f, n); ok {
		return d, ok
	}
	return goScaled(f, n, consts)
}

// goScaled reads `time.Duration(E) * time.Second` (either order) whose E
// is a number goNumber reads.
func goScaled(f *model.File, n *model.Node, consts map[string]*model.Node) (time.Duration, bool) {
	if n == nil || n.Sym() != model.SymBinaryExpression || f.Text(n.ChildByFieldName("operator")) != "*" {
		return 0, false
	}
	l, r := model.Unwrap(n.ChildByFieldName("left")), model.Unwrap(n.ChildByFieldName("right"))
	if _, ok := GoUnits[f.Text(l)]; ok {
		l, r = r, l
	}
	u, ok := GoUnits[f.Text(r)]
	if !ok {
		return 0, false
	}
	v, ok := goNumber(f, l, consts, 0)
	return time.Duration(v * float64(u)), ok
}

// goNumber reads a Go number: a literal, a constant of the file, a local
// bound once, a conversion (`time.Duration(E)`, `float64(E)`, `int(E)`),
// the default of a project's environment reader (`getEnvInt("X", 240)`,
// GoEnvDefault: the value unless someone sets the variable; also the first
// of the two values such a reader returns with an error, goEnvPair), a
// duration divided by its unit (goPerUnit) or a product of these.
func goNumber(f *model.File, n *model.Node, consts map[string]*model.Node, depth int) (float64, bool) {
	n = model.Unwrap(n)
	if n == nil || depth > 8 {
		return 0, false
	}
	switch n.Sym() {
	case model.SymIntLiteral, model.SymFloatLiteral:
		return Product(f, n)
	case model.SymIdentifier:
		v := consts[f.Text(n)]
		if v == nil {
			v = HeldOnce(f, n)
		}
		if v == nil {
			v = goEnvPair(f, n) // waitSec, err := intEnv("X", 120)
		}
		if v == nil {
			return 0, false
		}
		return goNumber(f, v, consts, depth+1)
	case model.SymCallExpression:
		if goCasts[f.Text(model.Callee(n))] && model.NumArgs(n) == 1 {
			return goNumber(f, model.Arg(n, 0), consts, depth+1)
		}
		if d := GoEnvDefault(f, n); d != nil {
			return goNumber(f, d, consts, depth+1)
		}
	case model.SymBinaryExpression:
		if v, ok := goPerUnit(f, n, consts); ok {
			return v, true // int(defaultJobWait / time.Second)
		}
		if f.Text(n.ChildByFieldName("operator")) != "*" {
			return 0, false
		}
		l, ok1 := goNumber(f, n.ChildByFieldName("left"), consts, depth+1)
		r, ok2 := goNumber(f, n.ChildByFieldName("right"), consts, depth+1)
		return l * r, ok1 && ok2
	}
	return 0, false
}

// goCasts are the Go conversions that keep a number's value.
var goCasts = map[string]bool{"time.Duration": true, "int": true, "int64": true, "int32": true, "float64": true, "uint": true, "uint64": true}

// GoReceiverField returns, for `r.field` read in a method whose receiver
// is r of type T (or *T), the value of the one keyed element `field: V`
// in the file's composite literals of T (`return &Client{timeout:
// timeout}` in the constructor), when the file has exactly one and
// assigns the field nowhere (`x.field = ...`). nil otherwise: a field set
// twice, by an assignment, or in no literal of the file stays unknown.
func GoReceiverField(f *model.File, sel *model.Node) *model.Node {
	if f.Lang != model.LangGo || sel == nil || sel.Sym() != model.SymSelectorExpression {
		return nil
	}
	op, field := model.Unwrap(sel.ChildByFieldName("operand")), sel.ChildByFieldName("field")
	if op == nil || field == nil || op.Sym() != model.SymIdentifier {
		return nil
	}
	typ := ReceiverType(f, model.EnclosingFunc(sel), f.Text(op))
	if typ == "" {
		return nil
	}
	name := f.Text(field)
	var value *model.Node
	writes := 0
	f.NodesOf(goFieldSyms, func(m *model.Node) bool {
		if writes > 1 {
			return true
		}
		switch m.Sym() {
		case model.SymCompositeLiteral:
			if t := m.ChildByFieldName("type"); t == nil || f.Text(t) != typ {
				return true
			}
			body := m.ChildByFieldName("body")
			if body == nil {
				return true
			}
			for i := 0; i < int(body.NamedChildCount()); i++ {
				kv := body.NamedChild(i)
				if kv.Sym() == model.SymKeyedElement && kv.NamedChildCount() == 2 && f.Text(kv.NamedChild(0)) == name {
					writes++
					value = kv.NamedChild(1)
				}
			}
		case model.SymAssignmentStatement:
			if l := m.ChildByFieldName("left"); l != nil && strings.Contains(f.Text(l), "."+name) {
				writes = 2
			}
		}
		return true
	})
	if writes != 1 {
		return nil
	}
	return value
}

// goFieldSyms are the nodes GoReceiverField reads: the literals that may
// set the field and the assignments that may set it again.
var goFieldSyms = model.NewSymBitset(model.SymCompositeLiteral, model.SymAssignmentStatement)

// goVarSyms are the nodes GoVars reads: the assignments and the address
// operators that may change a variable.
var goVarSyms = model.NewSymBitset(model.SymAssignmentStatement, model.SymUnaryExpression)

// MethodReceiverType is ReceiverType for the method declaration n sits in,
// through the function literals between them: "" when n is in a function
// declaration or in none.
func MethodReceiverType(f *model.File, n *model.Node, recv string) string {
	for fn := model.EnclosingFunc(n); fn != nil; fn = model.EnclosingFunc(fn) {
		switch fn.Sym() {
		case model.SymMethodDeclaration:
			return ReceiverType(f, fn, recv)
		case model.SymFunctionDeclaration:
			return ""
		}
	}
	return ""
}

// ReceiverType returns the type name T of method fn's receiver when it is
// named recv (`func (c *T) ...`), else "" (also for a receiver of a
// qualified or generic type, and when fn is no method declaration).
func ReceiverType(f *model.File, fn *model.Node, recv string) string {
	if fn == nil || fn.Sym() != model.SymMethodDeclaration {
		return ""
	}
	params := fn.ChildByFieldName("receiver")
	if params == nil || params.NamedChildCount() != 1 {
		return ""
	}
	p := params.NamedChild(0)
	name, typ := p.ChildByFieldName("name"), p.ChildByFieldName("type")
	if name == nil || typ == nil || f.Text(name) != recv {
		return ""
	}
	t := strings.TrimPrefix(f.Text(typ), "*")
	if strings.ContainsAny(t, ".[ ") {
		return ""
	}
	return t
}

// GoVars maps the file's top-level variables declared with one value each
// (`var waitMax = 45 * time.Second`, also inside a var ( ... ) group) that
// the file never assigns again (`waitMax = d`, `&waitMax`) to that value:
// a package variable kept as a seam for tests holds its initializer when
// the server runs, as a constant does (GoConsts).
func GoVars(f *model.File) map[string]*model.Node {
	out := map[string]*model.Node{}
	if f.Lang != model.LangGo {
		return out
	}
	var specs func(n *model.Node)
	specs = func(n *model.Node) {
		for j := 0; j < int(n.NamedChildCount()); j++ {
			spec := n.NamedChild(j)
			if spec.Sym() != model.SymVarSpec {
				if spec.NamedChildCount() > 0 && spec.Sym() != model.SymComment {
					specs(spec) // var ( ... ): a list of specs
				}
				continue
			}
			name, value := spec.ChildByFieldName("name"), spec.ChildByFieldName("value")
			if name == nil || value == nil || value.NamedChildCount() != 1 || strings.Contains(f.Text(spec)[:value.StartByte()-spec.StartByte()], ",") {
				continue // var a, b = f(): not one value each
			}
			out[f.Text(name)] = value.NamedChild(0)
		}
	}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		if d := f.Root.NamedChild(i); d.Sym() == model.SymVarDeclaration {
			specs(d)
		}
	}
	if len(out) == 0 {
		return out
	}
	f.NodesOf(goVarSyms, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymAssignmentStatement:
			if l := m.ChildByFieldName("left"); l != nil {
				for i := 0; i < int(l.NamedChildCount()); i++ {
					delete(out, f.Text(model.Unwrap(l.NamedChild(i))))
				}
			}
		case model.SymUnaryExpression:
			if op := m.ChildByFieldName("operator"); op != nil && f.Text(op) == "&" {
				delete(out, f.Text(m.ChildByFieldName("operand")))
			}
		}
		return true
	})
	return out
}
