// Package retval holds what RC402 needs to know of the values a function
// returns, for error text a helper returns as data rather than raising it
// (rc402/valueleak.go, blind-set misses "summary: error text returned as
// value by helper"): a function that is no handler catches an error and
// returns its text (`return {"error": str(e)}`, a template string with
// err.message, `return fmt.Sprintf("failed: %v", err)`), and a handler
// in this file or another sends that value on (`result = list_rows(db);
// return json.dumps(result)`). Each such return is recorded
// (xfacts.Leak.Owners) and reported by the summaries only where a call of
// its function reaches a sink (xfacts.Facts.Results), so a helper whose text
// no client sees is not reported; CodeQL's py/stack-trace-exposure and
// js/stack-trace-exposure follow the same flow through return values. This
// package says which results of a return statement are data and
// not a passed-on error, the name a function is called by, and the call a
// Python tuple unpacking reads (`ok, text = send(...)`), which
// model.File.Lookup binds only for the first name. Split from package rc402,
// which is at the package size limit (checks/size_test.go).
package retval

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Values are the values return statement r of file f gives back as data:
// the returned expression (Python, JS/TS), or in Go the results whose
// declared type is not error (an error result is passed on, which the
// function summaries follow: summary.Func.Errors). Nil for a bare return,
// or a Go return whose results do not line up with the declared ones.
func Values(f *model.File, r *model.Node) []*model.Node { return results(f, r, false) }

// Errors are the values statement r raises or returns as an error: the
// exception of a Python raise or a JS throw, or in Go the results of a
// return whose declared type is error.
func Errors(f *model.File, r *model.Node) []*model.Node { return results(f, r, true) }

func results(f *model.File, r *model.Node, errs bool) []*model.Node {
	v := r.NamedChild(0)
	if v == nil || v.Sym() == model.SymComment {
		return nil
	}
	if f.Lang != model.LangGo {
		if thrown := r.Sym() != model.SymReturnStatement; thrown != errs {
			return nil
		}
		return []*model.Node{v}
	}
	fn := model.EnclosingFunc(r)
	if fn == nil {
		return nil
	}
	var types []string
	if res := fn.ChildByFieldName("result"); res != nil && res.Sym() == model.SymParameterList {
		for i := 0; i < int(res.NamedChildCount()); i++ {
			types = append(types, f.Text(res.NamedChild(i).ChildByFieldName("type")))
		}
	} else if res != nil {
		types = []string{f.Text(res)}
	}
	vals := []*model.Node{v}
	if v.Sym() == model.SymExpressionList {
		vals = nil
		for i := 0; i < int(v.NamedChildCount()); i++ {
			vals = append(vals, v.NamedChild(i))
		}
	}
	if len(vals) != len(types) {
		return nil
	}
	var out []*model.Node
	for i, t := range types {
		if (t == "error") == errs {
			out = append(out, vals[i])
		}
	}
	return out
}

// Unpacked indexes, per Python function, the calls whose result a tuple
// assignment unpacks (`ok, text = send(...)`), by each name bound; built
// once per function (a file with 500 lookups in one function walks it
// once).
type Unpacked map[*model.Node]map[string][]*model.Node

// Call returns the call whose result Python identifier n unpacks, the last
// such assignment before n in its function, or nil.
func (u Unpacked) Call(f *model.File, n *model.Node) *model.Node {
	fn := model.EnclosingFunc(n)
	if fn == nil || f.Lang != model.LangPython {
		return nil
	}
	idx, ok := u[fn]
	if !ok {
		idx = map[string][]*model.Node{}
		u[fn] = idx
		model.Walk(fn, func(m *model.Node) bool {
			if m != fn && m.IsScope() {
				return false
			}
			if m.Sym() == model.SymAssignment {
				left, right := m.ChildByFieldName("left"), model.Unwrap(m.ChildByFieldName("right"))
				if left != nil && right != nil && right.Sym() == model.SymCall && left.NamedChildCount() > 1 {
					for i := 0; i < int(left.NamedChildCount()); i++ {
						name := f.Text(left.NamedChild(i))
						idx[name] = append(idx[name], right)
					}
				}
			}
			return true
		})
	}
	var call *model.Node
	for _, c := range idx[f.Text(n)] {
		if c.StartByte() < n.StartByte() {
			call = c
		}
	}
	return call
}

// Message returns the part of error expression v (`new Error(msg)`,
// `RuntimeError(msg)`, `fmt.Errorf(format, ...)`) that is its message, when
// the message is built around other text (a template, f-string,
// concatenation or format call), else nil. An upstream's error passed on as
// the whole message (`throw new Error(errorText || res.statusText)`) is the
// API's own error for its clients, as an SDK raises it; text in another
// argument (`createApiError(msg, status, body)`) is not in the message.
func Message(f *model.File, v *model.Node) *model.Node {
	v = model.Unwrap(v)
	if v.Sym() != model.SymCall && v.Sym() != model.SymCallExpression && v.Sym() != model.SymNewExpression {
		return nil
	}
	if name := f.Text(model.Callee(v)); name == "fmt.Errorf" || name == "errors.Errorf" {
		return v
	}
	a := model.Unwrap(model.Arg(v, 0))
	if a == nil {
		return nil
	}
	switch a.Sym() {
	case model.SymTemplateString, model.SymString, model.SymConcatenatedString, model.SymCall, model.SymCallExpression:
		return a
	case model.SymBinaryExpression, model.SymBinaryOperator:
		if op := f.Text(a.ChildByFieldName("operator")); op == "+" || op == "%" {
			return a
		}
	case model.SymIdentifier: // let msg = `${res.status}`; msg += `: ${await res.text()}`; throw new Error(msg)
		if Appended(f, a) {
			return a
		}
	}
	return nil
}

var appendSyms = model.NewSymBitset(model.SymAugmentedAssignment, model.SymAugmentedAssignmentExpression, model.SymAssignmentStatement)

// Appended reports whether variable n has text appended to it (`n += ...`)
// in its own function before n: a message built up piece by piece around
// other text, as a template is (Message), not an upstream's error passed on
// whole.
func Appended(f *model.File, n *model.Node) bool {
	fn := model.EnclosingFunc(n)
	if fn == nil || n.Sym() != model.SymIdentifier {
		return false
	}
	name, found := f.Text(n), false
	f.NodesIn(fn, appendSyms, func(a *model.Node) bool {
		if found || a.StartByte() >= n.StartByte() || model.EnclosingFunc(a) != fn {
			return !found
		}
		op, left := a.ChildByFieldName("operator"), a.ChildByFieldName("left")
		if left != nil && left.Sym() == model.SymExpressionList && left.NamedChildCount() == 1 { // Go: n += x
			left = left.NamedChild(0)
		}
		found = op != nil && f.Text(op) == "+=" && left != nil && left.Sym() == model.SymIdentifier && f.Text(left) == name
		return !found
	})
	return found
}

// FormatVerbs lists the verbs of a printf format in argument order.
func FormatVerbs(s string) []byte {
	var out []byte
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		i++
		for i < len(s) && strings.IndexByte("+-# 0123456789.[]*", s[i]) >= 0 {
			i++
		}
		if i < len(s) && s[i] != '%' {
			out = append(out, s[i])
		}
	}
	return out
}

// Owners are the starts (line, column) of the functions around node n,
// innermost first, at most three (xfacts.Leak.Owners), and the name of the
// innermost named one for a message ("`list_rows()`", or "this function").
func Owners(f *model.File, n *model.Node) ([][2]int, string) {
	var owners [][2]int
	name := ""
	for fn := model.EnclosingFunc(n); fn != nil && len(owners) < 3; fn = model.EnclosingFunc(fn) {
		l, col := f.Position(int(fn.StartByte()))
		owners = append(owners, [2]int{l, col})
		if name == "" {
			name = model.FuncName(f, fn)
		}
	}
	if name == "" {
		return owners, "this function"
	}
	return owners, "`" + name + "()`"
}
