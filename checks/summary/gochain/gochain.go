// Package gochain names the values of Go method-call chains for the
// function summaries' receiver typing (package checks/summary): in
// `commands.NewCommandBuilder("kubectl").WithArgs(args...).Execute(ctx)`
// and `v := NewValidator(&r).ValidateAndAddRequiredString(r, "id")`, each
// call's receiver is the first result of the call before it, as go/types
// types a call expression (Go spec, "Calls": the method set of the result
// type; a builder's `func (b *CommandBuilder) WithArgs(...) *CommandBuilder`
// hands the same type on). A summary records a call's receiver as a hidden
// local of the function whose instance text is "callee()", the first result
// of that callee (the form of `c, err := api.New(key)`, Program.goInstanceMethod),
// so the chain resolves link by link through the declared result types and
// stays unknown at the first link that does not (a third-party method, a
// result type the module does not declare, an interface with two
// implementations). It is split from checks/summary, which is at the
// package size limit (checks/size_test.go).
package gochain

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Sep stands for the dots of a callee inside a hidden local's name: the
// summaries split a callee's text at its dots ("obj.method"), so a name
// such as "commands·NewCommandBuilder()" stays one part.
const Sep = "·"

// MaxDepth bounds the calls of one chain named (the links before the last).
const MaxDepth = 24

// Key returns the hidden local's name for instance text v: v with its
// dots replaced by Sep ("commands.NewCommandBuilder()" ->
// "commands·NewCommandBuilder()").
func Key(v string) string { return strings.ReplaceAll(v, ".", Sep) }

// Display returns callee text t as the source writes it, the hidden
// locals' Sep back to dots, for messages ("commands·NewCommandBuilder().Execute()"
// -> "commands.NewCommandBuilder().Execute()").
func Display(t string) string { return strings.ReplaceAll(t, Sep, ".") }

// Value returns the instance text of Go call expression call, the first
// result of its callee: "New()" for `New(x)`, "api.New()" or
// "s.pool.Get()" for a callee of at most three dotted names without a call
// (as gotype.Short types `c, err := api.New(key)`), and for a method called
// on the result of another call, "K.m()" where K is the hidden local (Key)
// bound, through bind, to the inner call's own Value. It returns "" for any
// other callee (an index, a function literal, a conversion through
// parentheses, a chain deeper than MaxDepth).
func Value(f *model.File, call *model.Node, bind func(key, value string)) string {
	return value(f, call, bind, 0)
}

func value(f *model.File, call *model.Node, bind func(key, value string), depth int) string {
	if call == nil || call.Sym() != model.SymCallExpression || depth > MaxDepth {
		return ""
	}
	fn := call.ChildByFieldName("function")
	if fn == nil {
		return ""
	}
	switch fn.Sym() {
	case model.SymIdentifier:
		return f.Text(fn) + "()"
	case model.SymSelectorExpression:
		op, field := fn.ChildByFieldName("operand"), fn.ChildByFieldName("field")
		if op == nil || field == nil {
			return ""
		}
		if op.Sym() == model.SymCallExpression {
			inner := value(f, op, bind, depth+1)
			if inner == "" {
				return ""
			}
			k := Key(inner)
			bind(k, inner)
			return k + "." + f.Text(field) + "()"
		}
		if !plain(op) {
			return ""
		}
		if t := f.Text(fn); strings.Count(t, ".") <= 2 {
			return t + "()"
		}
	}
	return ""
}

// plain reports whether Go expression n is an identifier or a selector
// chain of identifiers (`s.pool`), no call, index or literal in it.
func plain(n *model.Node) bool {
	for n != nil {
		switch n.Sym() {
		case model.SymIdentifier:
			return true
		case model.SymSelectorExpression:
			n = n.ChildByFieldName("operand")
		default:
			return false
		}
	}
	return false
}

// Recv returns the hidden local that names the receiver of a method
// called on Go call expression call (`New(x).m()`: Key of call's Value),
// bound through bind with the hidden locals of the calls before it, or ""
// when call has no Value.
func Recv(f *model.File, call *model.Node, bind func(key, value string)) string {
	v := Value(f, call, bind)
	if v == "" {
		return ""
	}
	bind(Key(v), v)
	return Key(v)
}

// Short returns the first name Go short variable declaration n binds and
// the Value of the call it binds it to (`v := NewValidator(&r).ValidateX(r,
// "id")` -> "v", "NewValidator().ValidateX()", the hidden local
// NewValidator() bound), or "" when its first value is no call with a
// Value or its first name is blank.
func Short(f *model.File, n *model.Node, bind func(key, value string)) (name, value string) {
	left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if left == nil || right == nil || left.NamedChildCount() == 0 || right.NamedChildCount() == 0 {
		return "", ""
	}
	if id := left.NamedChild(0); id.Sym() != model.SymIdentifier || f.Text(id) == "_" {
		return "", ""
	}
	return f.Text(left.NamedChild(0)), Value(f, right.NamedChild(0), bind)
}

// Link reports whether callee text name is a method called on a hidden
// local of a chain (`K.m` with K ending in "()", a Value's form): resolving
// it resolves K, whose Value is shorter, so a chain ends without a bound on
// the hops of its links (the receiver-typing recursion's bound still counts
// every other step).
func Link(name string) bool {
	i := strings.LastIndex(name, "().")
	return i >= 0 && !strings.Contains(name[i+3:], ".")
}

// Hop is the count of receiver-typing hops a resolution step takes: 0 for
// a chain's link (Link), 1 for any other.
func Hop(link bool) int {
	if link {
		return 0
	}
	return 1
}

// maxGroupFields bounds the field selectors RecvOf passes between a
// method and the call whose result it is called on.
const maxGroupFields = 2

// RecvOf returns the hidden local (Recv) that names the receiver of Go
// method call callee (a selector) when that receiver is the result of a
// call, directly or through at most maxGroupFields field selectors of it,
// an SDK client's API groups (`cfg.VMC().ListRegions` -> "cfg·VMC()",
// `a.client.GetClient().Repositories.GetBranch` -> "a·client·GetClient()"):
// go/types types such a receiver by the called function's declared result
// (Go spec, "Calls"), which a summary resolves as it does the local of
// `c := cfg.VMC()`. It returns "" for any other callee, bind unused.
func RecvOf(f *model.File, callee *model.Node, bind func(key, value string)) string {
	if callee == nil || callee.Sym() != model.SymSelectorExpression {
		return ""
	}
	op := callee.ChildByFieldName("operand")
	for i := 0; i < maxGroupFields && op != nil && op.Sym() == model.SymSelectorExpression; i++ {
		op = op.ChildByFieldName("operand")
	}
	if op == nil || op.Sym() != model.SymCallExpression {
		return ""
	}
	return Recv(f, op, bind)
}

// Roots counts the receivers of es (what gives each one's name) that are
// not hidden locals of RecvOf (a name ending in "()"): the receivers a
// chain's getter does not take the room of.
func Roots[E any](es []E, what func(E) string) int {
	n := 0
	for _, e := range es {
		if !strings.HasSuffix(what(e), "()") {
			n++
		}
	}
	return n
}
