// Package leaksrc recognises, for RC402, calls whose value carries an
// error's internal detail as text, and printf-style result builders whose
// arguments are formatted: small facts the rule's taint walk asks of a call.
package leaksrc

import (
	"github.com/resilience-check/resilience-check/checks/facts/retval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// PanicValue reports whether Go call n is the builtin recover() (no local
// function of that name): formatted as text (`if r := recover(); r != nil {
// ... fmt.Sprintf("%v", r)`), the panic value of a runtime error names the
// failure inside the server ("runtime error: invalid memory address or nil
// pointer dereference", "index out of range [3] with length 2") or carries
// whatever value a library panicked with
// (https://go.dev/ref/spec#Handling_panics). Batch 29,
// langazov/go-kubernetes-mcp-server toolkit.go: rpc.ErrorResult("internal
// error in %s: %v", name, r) in a tool wrapper's deferred recovery. Peer:
// CodeQL go/stack-trace-exposure (debug.Stack reaching a response); CWE-209.
func PanicValue(f *model.File, n *model.Node) bool {
	if f.Lang != model.LangGo || model.NumArgs(n) != 0 {
		return false
	}
	fn := model.Callee(n)
	return fn != nil && fn.Sym() == model.SymIdentifier && f.Text(fn) == "recover" && f.Lookup("recover", n) == nil
}

// Serialized reports whether JS/TS call n is serialize-error's
// serializeError(x): the plain object it returns holds the error's name,
// message and stack as enumerable properties, so
// JSON.stringify(serializeError(err)) sends the stack trace and the raw
// message that JSON.stringify(err) alone would drop
// (https://github.com/sindresorhus/serialize-error#readme). Batch 29,
// alanhoff/newrelic-mcp index.js. Peer: CodeQL js/stack-trace-exposure (a
// stack property reaching a response); CWE-209.
func Serialized(f *model.File, n *model.Node) bool {
	fn := model.Callee(n)
	return f.Lang.IsJS() && fn != nil && fn.Sym() == model.SymIdentifier && model.ImportedName(f, fn) == "serialize-error.serializeError"
}

// PrintfVerbs returns the verbs of Go argument format when it is a string
// literal holding at least one (retval.FormatVerbs), else nil: a result
// builder called as rpc.ErrorResult("create executor: %v", err), whose body
// is fmt.Sprintf(format, args...) into a TextContent, formats the
// arguments after its format, a bare error among them as its text (batch
// 29, langazov/go-kubernetes-mcp-server internal/rpc/result.go; fmt:
// https://pkg.go.dev/fmt).
func PrintfVerbs(f *model.File, format *model.Node) []byte {
	if f.Lang != model.LangGo || format == nil || format.Sym() != model.SymInterpretedStringLiteral && format.Sym() != model.SymRawStringLiteral {
		return nil
	}
	return retval.FormatVerbs(f.Text(format))
}
