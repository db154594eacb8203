// Package gorecv reads the receiver of a Go method call for the function
// summaries (package checks/summary): the root of its receiver chain, which
// Link types by a struct field or a function result declared in another
// file, as go/types would (Go spec, "Selectors").
package gorecv

import "github.com/resilience-check/resilience-check/checks/model"

// maxChain bounds the selectors and calls walked to a chain's root.
const maxChain = 8

// Root returns the root of the receiver chain of Go call callee (a
// selector): "client" of client.Get(...), "c.dynamicClient" of
// c.dynamicClient.Resource(gvr).Namespace(ns).Get(...) (an identifier's
// field), or "" when the chain starts elsewhere (a literal, an index, a
// package-level call).
func Root(f *model.File, callee *model.Node) string {
	if f.Lang != model.LangGo || callee == nil || callee.Sym() != model.SymSelectorExpression {
		return ""
	}
	obj := callee.ChildByFieldName("operand")
	for i := 0; obj != nil && i < maxChain; i++ {
		switch obj.Sym() {
		case model.SymIdentifier:
			return f.Text(obj)
		case model.SymSelectorExpression:
			if in := obj.ChildByFieldName("operand"); in != nil && in.Sym() == model.SymIdentifier {
				return f.Text(obj)
			}
			obj = obj.ChildByFieldName("operand")
		case model.SymCallExpression:
			fn := obj.ChildByFieldName("function")
			if fn == nil || fn.Sym() != model.SymSelectorExpression {
				return ""
			}
			obj = fn.ChildByFieldName("operand")
		default:
			return ""
		}
	}
	return ""
}

// NamedType returns the text of a Go named type, through one pointer:
// "T" or "pkg.T" with T exported or not; "" for any other type.
func NamedType(f *model.File, t *model.Node) string {
	if t != nil && t.Sym() == model.SymPointerType {
		t = t.NamedChild(0)
	}
	if t == nil {
		return ""
	}
	switch t.Sym() {
	case model.SymTypeIdentifier, model.SymQualifiedType:
		return f.Text(t)
	}
	return ""
}

// StdRoots are the first elements of the standard library's import paths.
var StdRoots = map[string]bool{"archive": true, "bufio": true, "bytes": true, "cmp": true, "compress": true, "container": true,
	"context": true, "crypto": true, "database": true, "debug": true, "embed": true, "encoding": true, "errors": true, "expvar": true,
	"flag": true, "fmt": true, "go": true, "hash": true, "html": true, "image": true, "index": true, "io": true, "iter": true, "log": true,
	"maps": true, "math": true, "mime": true, "net": true, "os": true, "path": true, "plugin": true, "reflect": true, "regexp": true,
	"runtime": true, "slices": true, "sort": true, "strconv": true, "strings": true, "structs": true, "sync": true, "syscall": true,
	"testing": true, "text": true, "time": true, "unicode": true, "unique": true, "unsafe": true, "weak": true}

// maxServiceFields bounds the field selectors LocalRoot walks.
const maxServiceFields = 2

// LocalRoot returns the identifier at the root of Go selector obj when obj
// selects one or two fields of it and no call: `client` of client.Content
// (go-atlassian's client.Content.Create), client.Repositories (go-github) or
// client.API.Issues. A Go SDK client exposes its API groups as struct fields
// whose methods send the client's requests, so a method of such a field fails
// with the errors of the client the identifier holds (go/types would type
// client.Content by the client's declared field). obj itself is returned for
// any other shape (a call in the chain, an index, a package name:
// http.DefaultClient) and in other languages.
func LocalRoot(f *model.File, obj *model.Node) *model.Node {
	if f.Lang != model.LangGo {
		return obj
	}
	v := obj
	for i := 0; i < maxServiceFields && v != nil && v.Sym() == model.SymSelectorExpression; i++ {
		v = model.Unwrap(v.ChildByFieldName("operand"))
	}
	if v == nil || v.Sym() != model.SymIdentifier || v == obj {
		return obj
	}
	if _, pkg := f.Imports()[f.Text(v)]; pkg {
		return obj
	}
	return v
}
