// Package localerr holds RC402's facts on errors of local construction: an
// error the code builds from its own text (errors.New, grpc status.Errorf
// with no error argument) or the failure of a call that only looks at the
// values it is given, as opposed to the errors of the network, a database,
// the filesystem or a subprocess, whose text carries internal detail
// (CWE-209; CodeQL's go/stack-trace-exposure counts only what reveals the
// server). It also holds the Go value reads those facts rest on.
package localerr

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/model"
)

// LastAssigned returns the value last assigned to name in Go function fn
// before use (unwrapped), or nil.
func LastAssigned(f *model.File, fn, use *model.Node, name string) *model.Node {
	var last *model.Node // the value assigned to name, latest before the use
	model.Walk(fn.ChildByFieldName("body"), func(n *model.Node) bool {
		if n.StartByte() >= use.StartByte() {
			return false
		}
		if n.Sym() == model.SymFuncLiteral && !model.Contains(n, use) {
			return false
		}
		if n.Sym() != model.SymShortVarDeclaration && n.Sym() != model.SymAssignmentStatement || model.Contains(n, use) {
			return true // err = fmt.Errorf("...: %w", err): the use reads the earlier value
		}
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if left == nil || right == nil {
			return true
		}
		for i := 0; i < int(left.NamedChildCount()); i++ {
			if f.Text(left.NamedChild(i)) != name {
				continue
			}
			v := right.NamedChild(0)
			if int(right.NamedChildCount()) == int(left.NamedChildCount()) {
				v = right.NamedChild(i)
			}
			last = model.Unwrap(v)
		}
		return true
	})
	return last
}

// AlwaysLeaves reports whether a block's last statement returns or throws.
func AlwaysLeaves(b *model.Node) bool {
	if b == nil {
		return false
	}
	if b.Sym() == model.SymStatementBlock || b.Sym() == model.SymBlock {
		last := -1
		for i := 0; i < int(b.NamedChildCount()); i++ {
			if b.NamedChild(i).Sym() != model.SymComment {
				last = i
			}
		}
		if last < 0 {
			return false
		}
		b = b.NamedChild(last)
	}
	return b.Sym() == model.SymReturnStatement || b.Sym() == model.SymThrowStatement
}

// errorConstructors are the last segments of third-party functions that
// build an error from the caller's text (grpc status.Errorf / status.Error /
// status.New, pkg/errors and cockroachdb errors.New / Newf / Errorf,
// connect.NewError): like errors.New, what they carry is what the server
// wrote, not what an upstream answered.
var errorConstructors = map[string]bool{"Errorf": true, "Error": true, "New": true, "Newf": true, "NewError": true,
	"NewErrorf": true}

// ErrConstructor reports whether call (callee text name) builds an error of
// a third-party package from the caller's own text: an errorConstructors
// name with no argument that holds an error (err, errX, xErr, e), whose
// text would then be what reaches the client (grpc status.Errorf(codes.Internal,
// "query: %v", err) keeps its SDK origin).
func ErrConstructor(f *model.File, call *model.Node, name string) bool {
	if f.Lang != model.LangGo || !errorConstructors[name[strings.LastIndexByte(name, '.')+1:]] {
		return false
	}
	for i := 0; i < model.NumArgs(call); i++ {
		hasErr := false
		model.Walk(model.Arg(call, i), func(n *model.Node) bool {
			if n.Sym() == model.SymIdentifier && (errnames.GoErrName(f.Text(n)) || f.Text(n) == "e") {
				hasErr = true
			}
			return !hasErr
		})
		if hasErr {
			return false
		}
	}
	return true
}

// URLArg returns the argument of a Go call of a function that only parses a
// URL or builds a request from one (the libmodels rows whose errors are
// "value": net/http.NewRequest, net/url.Parse): the argument before the
// body when the call has a method, a URL and a body (NewRequest(method,
// url, body), NewRequestWithContext(ctx, method, url, body)), else the
// first. Nothing is sent by such a call: its only failures are an invalid
// method and the *url.Error of an unparsable URL, which quotes the URL.
func URLArg(call *model.Node) *model.Node {
	if n := model.NumArgs(call); n >= 3 {
		return model.Arg(call, n-2)
	}
	return model.Arg(call, 0)
}

// CannotFailURL reports whether Go expression v is URL text that parses
// whatever the configuration and the caller's input hold, so the error of
// parsing it carries nothing: a string literal (the server's own text), the
// String() of a url.URL (u.JoinPath("select").String(): net/url writes back
// a URL it parsed), or a variable whose last assignment before v, in the
// function around it, is one of those or the call of a function of the
// file whose every return gives one back (getSelectURL returning
// cfg.URL().JoinPath(p...).String()). Text built by concatenation or
// formatting (fmt.Sprintf("%s/api", baseURL)) can fail, and its error then
// quotes the URL with its host: it does not qualify.
func CannotFailURL(f *model.File, v *model.Node) bool { return cannotFailURL(f, v, 0) }

func cannotFailURL(f *model.File, v *model.Node, hops int) bool {
	v = model.Unwrap(v)
	if v == nil || hops > 3 {
		return false
	}
	switch v.Sym() {
	case model.SymInterpretedStringLiteral, model.SymRawStringLiteral:
		return true
	case model.SymIdentifier:
		fn := model.EnclosingFunc(v)
		if fn == nil {
			return false
		}
		last := LastAssigned(f, fn, v, f.Text(v))
		return last != nil && cannotFailURL(f, last, hops+1)
	case model.SymCallExpression:
		callee := model.Callee(v)
		if callee == nil {
			return false
		}
		if callee.Sym() == model.SymSelectorExpression && model.NumArgs(v) == 0 && f.Text(callee.ChildByFieldName("field")) == "String" {
			return true
		}
		def := f.LocalFunc(callee)
		if def == nil {
			return false
		}
		ok, any := true, false
		model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
			if !ok || n.Sym() == model.SymFuncLiteral {
				return false
			}
			if n.Sym() != model.SymReturnStatement {
				return true
			}
			r := n.NamedChild(0)
			if r != nil && r.Sym() == model.SymExpressionList {
				r = r.NamedChild(0)
			}
			any = true
			ok = r != nil && cannotFailURL(f, r, hops+1)
			return false
		})
		return ok && any
	}
	return false
}
