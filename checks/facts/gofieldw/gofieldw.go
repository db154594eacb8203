// Package gofieldw reads the writes of a Go file to the fields of structs,
// by field name, so that a timeout read from a configuration field in a
// helper (`context.WithTimeout(ctx, d.JobWait)`, `time.Duration(
// c.CommandTimeout) * time.Second`) is judged by the value(s) the field can
// hold when every write of the repository resolves (RC104, the largest;
// docs/rules/RC104.md). A write is a keyed element of a composite literal
// of a type that is not the standard library's (`Config{Timeout: 120 *
// time.Second}`), an assignment (`if c.F == 0 { c.F = 120 }`), a flag
// default (`flag.IntVar(&c.F, "timeout", 600, ...)`, pflag's VarP form,
// kingpin's `.Default("1m").DurationVar(&c.F)`), or a copy of another field
// (`apiTimeout: cfg.Timeout`). A write that does not read (a parameter, a
// parsed string, `c.F += d`, `&c.F` handed to any other call) makes the
// field unknown: never assumed within the budget, never over; except an
// override that applies only when someone configures a value (an
// environment setter given `&c.F`, a string parsed under a test that it
// parsed: override.go), which adds no value and leaves the others judged. The field is
// keyed by its name alone, not its type: the writes of every struct with a
// field so named count, so the largest is an upper bound.
package gofieldw

import (
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Prefix starts the xfacts.Timeout.Const of a timeout read from a field:
// "field:NAME@UNIT", UNIT the duration one unit of the field's number
// stands for ("1s", time.Duration(c.F) * time.Second) or "0" for a field
// that holds a duration.
const Prefix = "field:"

// Key returns the pending key (Prefix...) of a Go timeout value n read
// from a struct field: `x.F`, `x.y.F` (F a duration), or `time.Duration(x.F)
// * time.Second` (either order; F a number of that unit). ok is false for
// anything else, and for a member of an imported package.
func Key(f *model.File, n *model.Node) (key string, ok bool) {
	n = model.Unwrap(n)
	if n != nil && n.Sym() == model.SymLiteralElement && n.NamedChildCount() == 1 {
		n = model.Unwrap(n.NamedChild(0))
	}
	if n == nil {
		return "", false
	}
	field, unit, ok := fieldRef(f, n)
	if !ok {
		return "", false
	}
	return Prefix + field + "@" + unitText(unit), true
}

func unitText(u time.Duration) string {
	if u == 0 {
		return "0"
	}
	return u.String()
}

// ParseKey splits a key made by Key into the field's name and its unit.
func ParseKey(key string) (field string, unit time.Duration, ok bool) {
	rest, found := strings.CutPrefix(key, Prefix)
	if !found {
		return "", 0, false
	}
	field, u, found := strings.Cut(rest, "@")
	if !found {
		return "", 0, false
	}
	if u == "0" {
		return field, 0, true
	}
	d, err := time.ParseDuration(u)
	return field, d, err == nil && d > 0
}

// fieldRef reads n as a field read: the field's name and the unit of its
// number (0: a duration).
func fieldRef(f *model.File, n *model.Node) (string, time.Duration, bool) {
	switch n.Sym() {
	case model.SymSelectorExpression:
		if name, ok := selField(f, n); ok {
			return name, 0, true
		}
	case model.SymBinaryExpression:
		if f.Text(n.ChildByFieldName("operator")) != "*" {
			break
		}
		l, r := model.Unwrap(n.ChildByFieldName("left")), model.Unwrap(n.ChildByFieldName("right"))
		if _, ok := tval.GoUnits[f.Text(l)]; ok {
			l, r = r, l
		}
		u, ok := tval.GoUnits[f.Text(r)]
		if !ok || l == nil || l.Sym() != model.SymCallExpression || model.NumArgs(l) != 1 || !casts[f.Text(model.Callee(l))] {
			break
		}
		a := model.Unwrap(model.Arg(l, 0))
		if a != nil && a.Sym() == model.SymSelectorExpression {
			if name, ok := selField(f, a); ok {
				return name, u, true
			}
		}
	}
	return "", 0, false
}

// casts are the conversions a field's number is read through.
var casts = map[string]bool{"time.Duration": true, "int": true, "int64": true, "float64": true}

// selField returns F of `x.F` (x any expression but an imported package's
// name or a time unit).
func selField(f *model.File, sel *model.Node) (string, bool) {
	if _, unit := tval.GoUnits[f.Text(sel)]; unit {
		return "", false
	}
	op, field := model.Unwrap(sel.ChildByFieldName("operand")), sel.ChildByFieldName("field")
	if op == nil || field == nil {
		return "", false
	}
	if op.Sym() == model.SymIdentifier && f.Lookup(f.Text(op), op) == nil {
		if _, imp := f.Imports()[f.Text(op)]; imp {
			return "", false
		}
	}
	if op.Sym() == model.SymCallExpression {
		return "", false // x().F: what returns it is not read
	}
	return f.Text(field), true
}

// syms are the nodes Writes reads.
var syms = model.NewSymBitset(model.SymKeyedElement, model.SymAssignmentStatement, model.SymUnaryExpression, model.SymIncStatement, model.SymDecStatement)

// Writes returns the writes of Go file f to struct fields, by field name.
// Only fields written somewhere a timeout may be read from are useful;
// all are kept (the map is small).
func Writes(f *model.File) map[string][]xfacts.FieldWrite {
	if f.Lang != model.LangGo || !f.ContainsFold("timeout") && !f.ContainsFold("wait") {
		return nil
	}
	consts := tval.GoConsts(f)
	for k, v := range tval.GoVars(f) {
		consts[k] = v
	}
	out := map[string][]xfacts.FieldWrite{}
	add := func(name string, w xfacts.FieldWrite) {
		if len(out[name]) < 16 {
			out[name] = append(out[name], w)
		} else {
			out[name] = append(out[name][:15], xfacts.FieldWrite{Unknown: true})
		}
	}
	f.NodesOf(syms, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymKeyedElement:
			if m.NamedChildCount() != 2 || stdLiteral(f, m) {
				return true
			}
			k := model.Unwrap(m.NamedChild(0))
			if k == nil || !(k.Sym() == model.SymFieldIdentifier || k.Sym() == model.SymIdentifier || k.Sym() == model.SymLiteralElement) {
				return true
			}
			name := f.Text(k)
			if strings.ContainsAny(name, "\"'` .") {
				return true // a map's key
			}
			add(name, value(f, m.NamedChild(1), consts))
		case model.SymAssignmentStatement:
			l, r := m.ChildByFieldName("left"), m.ChildByFieldName("right")
			if l == nil {
				return true
			}
			op := m.ChildByFieldName("operator")
			for i := 0; i < int(l.NamedChildCount()); i++ {
				lhs := model.Unwrap(l.NamedChild(i))
				if lhs == nil || lhs.Sym() != model.SymSelectorExpression {
					continue
				}
				name, ok := selField(f, lhs)
				if !ok {
					continue
				}
				if op == nil || f.Text(op) != "=" || l.NamedChildCount() != 1 || r == nil || r.NamedChildCount() != 1 {
					add(name, xfacts.FieldWrite{Unknown: true})
					continue
				}
				w := value(f, r.NamedChild(0), consts)
				if w.Unknown && parsedOverride(f, m, r.NamedChild(0)) {
					continue // set only when a configured string parses (override.go)
				}
				add(name, w)
			}
		case model.SymIncStatement, model.SymDecStatement:
			if c := model.Unwrap(m.NamedChild(0)); c != nil && c.Sym() == model.SymSelectorExpression {
				if name, ok := selField(f, c); ok {
					add(name, xfacts.FieldWrite{Unknown: true})
				}
			}
		case model.SymUnaryExpression:
			if op := m.ChildByFieldName("operator"); op == nil || f.Text(op) != "&" {
				return true
			}
			c := model.Unwrap(m.ChildByFieldName("operand"))
			if c == nil || c.Sym() != model.SymSelectorExpression {
				return true
			}
			name, ok := selField(f, c)
			if !ok {
				return true
			}
			w := flagDefault(f, m, consts)
			if w.Unknown && envSetter(f, m) {
				return true // set from the environment only when the variable is (override.go)
			}
			add(name, w)
		}
		return true
	})
	return out
}

// stdLiteral reports whether keyed element kv is in a composite literal of
// a standard library type (`http.Client{Timeout: ...}`, `net.Dialer{...}`):
// not a field of the project's.
func stdLiteral(f *model.File, kv *model.Node) bool {
	body := kv.Parent()
	if body == nil || body.Sym() != model.SymLiteralValue {
		return true // not a struct literal's element
	}
	lit := body.Parent()
	if lit == nil || lit.Sym() != model.SymCompositeLiteral {
		return false // an element of a nested literal whose type is elided
	}
	t := lit.ChildByFieldName("type")
	if t == nil {
		return false
	}
	text := strings.TrimPrefix(f.Text(t), "*")
	if strings.HasPrefix(text, "map[") {
		return true
	}
	pkg, _, dotted := strings.Cut(text, ".")
	if !dotted {
		return false
	}
	path := f.Imports()[pkg]
	first, _, _ := strings.Cut(path, "/")
	return path != "" && !strings.Contains(first, ".")
}

// value reads the value v written to a field: a Go duration (tval.GoHeld:
// a literal, a constant of the file, a local bound once, an environment
// reader's default times a unit), a number (a literal, a constant, an
// environment reader's default), or another field (Ref). Unknown otherwise.
func value(f *model.File, v *model.Node, consts map[string]*model.Node) xfacts.FieldWrite {
	w := xfacts.FieldWrite{At: xfacts.SpanOf(f, v), LineText: f.Line(xfacts.SpanOf(f, v).Line)}
	d := model.Unwrap(v)
	if d != nil && d.Sym() == model.SymLiteralElement && d.NamedChildCount() == 1 {
		d = model.Unwrap(d.NamedChild(0))
	}
	if d != nil && d.Sym() == model.SymUnaryExpression && f.Text(d.ChildByFieldName("operator")) == "*" {
		return flagVar(f, d, consts) // cfg.Timeout = *flagTimeout
	}
	if d != nil && d.Sym() == model.SymIdentifier && consts[f.Text(d)] == nil && tval.HeldOnce(f, d) == nil {
		if w, ok := boundByFlag(f, f.Text(d), consts); ok {
			return w // Timeout: serveTimeout, with DurationVar(&serveTimeout, "timeout", 30*time.Second, ...)
		}
	}
	if x, ok := number(f, v, consts, 0); ok {
		w.Num, w.IsNum = x, true
		return w
	}
	if d, ok := tval.GoHeld(f, v, consts); ok {
		w.Dur, w.IsDur = d, true
		return w
	}
	u := model.Unwrap(v)
	if u != nil && u.Sym() == model.SymLiteralElement && u.NamedChildCount() == 1 {
		u = model.Unwrap(u.NamedChild(0))
	}
	if u != nil {
		if field, unit, ok := fieldRef(f, u); ok {
			w.Ref, w.RefUnit = field, unit
			return w
		}
	}
	return xfacts.FieldWrite{Unknown: true}
}

// number reads a Go number: a literal, a constant of the file or a local
// bound once naming one, a conversion, an environment reader's default
// (tval.GoEnvDefault).
func number(f *model.File, n *model.Node, consts map[string]*model.Node, depth int) (float64, bool) {
	n = model.Unwrap(n)
	if n != nil && n.Sym() == model.SymLiteralElement && n.NamedChildCount() == 1 {
		n = model.Unwrap(n.NamedChild(0))
	}
	if n == nil || depth > 6 {
		return 0, false
	}
	switch n.Sym() {
	case model.SymIntLiteral, model.SymFloatLiteral:
		return tval.Product(f, n)
	case model.SymIdentifier:
		c := consts[f.Text(n)]
		if c == nil {
			c = tval.HeldOnce(f, n)
		}
		if c == nil {
			return 0, false
		}
		return number(f, c, consts, depth+1)
	case model.SymCallExpression:
		name := f.Text(model.Callee(n))
		if casts[name] && name != "time.Duration" && model.NumArgs(n) == 1 {
			return number(f, model.Arg(n, 0), consts, depth+1)
		}
		if d := tval.GoEnvDefault(f, n); d != nil {
			return number(f, d, consts, depth+1)
		}
	case model.SymBinaryExpression:
		if f.Text(n.ChildByFieldName("operator")) != "*" {
			return 0, false
		}
		l, ok1 := number(f, n.ChildByFieldName("left"), consts, depth+1)
		r, ok2 := number(f, n.ChildByFieldName("right"), consts, depth+1)
		return l * r, ok1 && ok2
	}
	return 0, false
}

// flagDefault reads `&x.F` handed to a flag definition: the standard
// flag package's or pflag's `IntVar(&x.F, name, value, usage)`,
// `DurationVarP(&x.F, name, short, value, usage)` (the default is what
// the field holds unless the flag is given: https://pkg.go.dev/flag#IntVar,
// https://pkg.go.dev/github.com/spf13/pflag#DurationVarP), kingpin's
// `.Default("1m").DurationVar(&x.F)` (https://pkg.go.dev/github.com/alecthomas/kingpin/v2#FlagClause.Default).
// Any other use of the field's address is an unknown write.
func flagDefault(f *model.File, amp *model.Node, consts map[string]*model.Node) xfacts.FieldWrite {
	unknown := xfacts.FieldWrite{Unknown: true}
	args := amp.Parent()
	if args == nil || args.Sym() != model.SymArgumentList || args.NamedChildCount() == 0 || args.NamedChild(0) != amp {
		return unknown
	}
	call := args.Parent()
	callee := model.Callee(call)
	if callee == nil || callee.Sym() != model.SymSelectorExpression {
		return unknown
	}
	method := f.Text(callee.ChildByFieldName("field"))
	if !flagVars[strings.TrimSuffix(method, "P")] {
		return unknown
	}
	if model.NumArgs(call) == 1 { // kingpin: ...Default("1m").DurationVar(&x.F)
		return kingpinDefault(f, callee, method)
	}
	i := 2
	if strings.HasSuffix(method, "VarP") {
		i = 3
	}
	if model.NumArgs(call) != i+2 {
		return unknown
	}
	return value(f, model.Arg(call, i), consts)
}

// flagVars are the flag definitions that bind a variable (without pflag's
// P suffix).
var flagVars = map[string]bool{"IntVar": true, "Int64Var": true, "UintVar": true, "Uint64Var": true, "Float64Var": true, "DurationVar": true}

// flagVar reads `*name` where name is a package variable of the file that
// holds a flag's pointer: the standard flag package's or pflag's
// `flag.Duration("timeout", 5*time.Minute, usage)`, `flag.Int(...)`
// (the value is the second argument; https://pkg.go.dev/flag#Duration),
// or kingpin's `.Default("1m").Duration()`
// (https://pkg.go.dev/github.com/alecthomas/kingpin/v2#FlagClause.Default).
// Unknown otherwise.
func flagVar(f *model.File, deref *model.Node, consts map[string]*model.Node) xfacts.FieldWrite {
	unknown := xfacts.FieldWrite{Unknown: true}
	id := model.Unwrap(deref.ChildByFieldName("operand"))
	if id == nil || id.Sym() != model.SymIdentifier || consts[f.Text(id)] == nil {
		return unknown
	}
	call := model.Unwrap(consts[f.Text(id)])
	if call == nil || call.Sym() != model.SymCallExpression {
		return unknown
	}
	callee := model.Callee(call)
	if callee == nil || callee.Sym() != model.SymSelectorExpression {
		return unknown
	}
	method := f.Text(callee.ChildByFieldName("field"))
	if !flagVars[strings.TrimSuffix(method, "P")+"Var"] {
		return unknown
	}
	if model.NumArgs(call) == 0 { // kingpin: ...Default("1m").Duration()
		return kingpinDefault(f, callee, method+"Var")
	}
	i := 1
	if strings.HasSuffix(method, "P") {
		i = 2
	}
	if model.NumArgs(call) != i+2 {
		return unknown
	}
	return value(f, model.Arg(call, i), consts)
}

// kingpinDefault reads the `.Default("1m")` call that callee's operand is,
// for a kingpin DurationVar (method): the duration it parses. Unknown for
// any other shape or type.
func kingpinDefault(f *model.File, callee *model.Node, method string) xfacts.FieldWrite {
	unknown := xfacts.FieldWrite{Unknown: true}
	d := model.Unwrap(callee.ChildByFieldName("operand"))
	if d == nil || d.Sym() != model.SymCallExpression || model.NumArgs(d) != 1 {
		return unknown
	}
	dc := model.Callee(d)
	if dc == nil || dc.Sym() != model.SymSelectorExpression || f.Text(dc.ChildByFieldName("field")) != "Default" {
		return unknown
	}
	s := model.Unwrap(model.Arg(d, 0))
	if s == nil || s.Sym() != model.SymInterpretedStringLiteral || method != "DurationVar" {
		return unknown
	}
	dd, err := time.ParseDuration(strings.Trim(f.Text(s), "\""))
	if err != nil {
		return unknown
	}
	return xfacts.FieldWrite{Dur: dd, IsDur: true, At: xfacts.SpanOf(f, s), LineText: f.Line(xfacts.SpanOf(f, s).Line)}
}

// boundByFlag reads a variable of the file whose only writes are one flag
// definition given its address (`cmd.Flags().DurationVar(&serveTimeout,
// "timeout", 30*time.Second, usage)`, flagDefault): its default. ok is
// false when the file takes its address anywhere else or assigns it.
func boundByFlag(f *model.File, name string, consts map[string]*model.Node) (xfacts.FieldWrite, bool) {
	var w xfacts.FieldWrite
	n := 0
	f.NodesOf(bindSyms, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymUnaryExpression:
			if op := m.ChildByFieldName("operator"); op != nil && f.Text(op) == "&" && f.Text(model.Unwrap(m.ChildByFieldName("operand"))) == name {
				n++
				w = flagDefault(f, m, consts)
			}
		case model.SymAssignmentStatement, model.SymShortVarDeclaration:
			if l := m.ChildByFieldName("left"); l != nil {
				for i := 0; i < int(l.NamedChildCount()); i++ {
					if f.Text(model.Unwrap(l.NamedChild(i))) == name {
						n += 2
					}
				}
			}
		}
		return true
	})
	return w, n == 1 && !w.Unknown
}

// bindSyms are the nodes boundByFlag reads.
var bindSyms = model.NewSymBitset(model.SymUnaryExpression, model.SymAssignmentStatement, model.SymShortVarDeclaration)

// SetIn reports whether function fn assigns the field of pending key
// (Key) itself (`c.retune = 10 * time.Second` before its own
// context.WithTimeout(ctx, c.retune)): the value it reads is then its own
// write, not the largest of the repository's, so the read stays unknown.
func SetIn(f *model.File, fn *model.Node, key string) bool {
	field, _, ok := ParseKey(key)
	if !ok || fn == nil {
		return true
	}
	set := false
	model.Walk(fn, func(m *model.Node) bool {
		if set {
			return false
		}
		if m.Sym() == model.SymAssignmentStatement {
			if l := m.ChildByFieldName("left"); l != nil {
				for i := 0; i < int(l.NamedChildCount()); i++ {
					if c := model.Unwrap(l.NamedChild(i)); c != nil && c.Sym() == model.SymSelectorExpression {
						if name, ok := selField(f, c); ok && name == field {
							set = true
						}
					}
				}
			}
		}
		return true
	})
	return set
}
