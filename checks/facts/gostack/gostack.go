// Package gostack recognises, for RC402 in Go, the text of a stack trace
// that runtime.Stack wrote into a buffer: `buf := make([]byte, 4096); n :=
// runtime.Stack(buf, true); stackTrace := string(buf[:n])`. runtime.Stack
// "formats a stack trace of the calling goroutine into buf and returns the
// number of bytes written to buf" (https://pkg.go.dev/runtime#Stack), all
// goroutines' when its second argument is true: the conversion of that buffer
// to a string is a stack trace as runtime/debug.Stack()'s result is (CWE-209,
// CodeQL go/stack-trace-exposure).
package gostack

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// callSyms are Go call expressions.
var callSyms = model.NewSymBitset(model.SymCallExpression)

// Read reports whether Go call conv is `string(buf)` or `string(buf[:n])`
// (also `buf[:n]` sliced from any start) where buf is an identifier that
// a call `runtime.Stack(buf, ...)` of the same function fills.
func Read(f *model.File, conv *model.Node) bool {
	if f.Lang != model.LangGo || conv == nil || conv.Sym() != model.SymCallExpression || model.NumArgs(conv) != 1 {
		return false
	}
	if fn := model.Callee(conv); fn == nil || fn.Sym() != model.SymIdentifier || f.Text(fn) != "string" {
		return false
	}
	a := model.Unwrap(model.Arg(conv, 0))
	if a != nil && a.Sym() == syntax.SymSliceExpression {
		a = model.Unwrap(a.ChildByFieldName("operand"))
	}
	if a == nil || a.Sym() != model.SymIdentifier {
		return false
	}
	buf, scope := f.Text(a), model.EnclosingFunc(conv)
	if scope == nil {
		return false
	}
	found := false
	f.WalkSyms(scope, callSyms, func(c *model.Node) bool {
		if found {
			return false
		}
		fn := model.Callee(c)
		if fn == nil || fn.Sym() != model.SymSelectorExpression || f.Text(fn.ChildByFieldName("field")) != "Stack" {
			return true
		}
		pkg := model.Unwrap(fn.ChildByFieldName("operand"))
		if pkg == nil || pkg.Sym() != model.SymIdentifier || f.Imports()[f.Text(pkg)] != "runtime" {
			return true
		}
		b := model.Unwrap(model.Arg(c, 0))
		found = b != nil && b.Sym() == model.SymIdentifier && f.Text(b) == buf
		return true
	})
	return found
}
