// Package gowrap finds the parameters of a Go function whose error it returns
// wrapped (`return fmt.Errorf("fetching %s: %w", what, err)`, `err =
// fmt.Errorf("%s, %w", context, err); return err`, `errors.Wrap(err, msg)`):
// an error-wrapping helper such as hashicorp/consul-mcp-server's
// `utils.LogAndReturnError(logger, context, err)` or XDwanj/tmdb-mcp's
// `convertTMDBError(err, kind)`. A tool handler's `return nil,
// utils.LogAndReturnError(logger, "fetching key", err)` returns an error
// whose text holds the wrapped error's, which mcp-go sends to the client as
// the JSON-RPC error message and the go-sdk as the tool result, as it does
// for `return nil, fmt.Errorf("fetching key: %w", err)` (RC402,
// error-detail-leak, CWE-209; fmt.Errorf's %w keeps the wrapped error's
// text: https://pkg.go.dev/fmt#Errorf). The function summaries record them
// as Func.Rethrows, which RC402's leak of the handler's argument
// (xfacts.Leak.Arg) is judged by (summary rethrowsArg).
package gowrap

import (
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Add returns rs with the index of every parameter among params that Go
// return statement ret (of the function's own body) returns wrapped as its
// last value, added once each.
func Add(rs []int, f *model.File, ret *model.Node, params []string) []int {
	list := ret.NamedChild(0)
	if list == nil {
		return rs
	}
	last := list
	if list.Sym() == model.SymExpressionList {
		last = list.NamedChild(int(list.NamedChildCount()) - 1)
	}
	last = model.Unwrap(last)
	for j, p := range params {
		if p == "" || slices.Contains(rs, j) {
			continue
		}
		if (wraps(f, last, p) || last.Sym() == model.SymIdentifier && f.Text(last) == p && rewrapped(f, ret, p)) && !sentinelOnly(f, ret, p) {
			rs = append(rs, j)
		}
	}
	return rs
}

// sentinelOnly reports whether ret sits in the body of an `if` whose
// condition is a positive `errors.Is(name, ErrX)` (alone or in an `&&`)
// with ErrX a sentinel of the program (a bare name of its package, or a
// name of another package that is not the standard library's): `if
// errors.Is(err, ErrNotFound) { return fmt.Errorf("%s: %w", what, err) }`.
// On that path the wrapped error is one the program declared, not an
// upstream's or a driver's, so the helper is not read as passing any
// error's text on (review of session 31, LOW-5). Not exempt (review of
// session 32, M-3): an `else` branch, a negated test or one in an `||` (the
// error is then anything else), a standard library sentinel
// (`context.Canceled` wraps an HTTP client's text), and `errors.As` (its
// target is often a driver's type, whose text carries the query's values).
func sentinelOnly(f *model.File, ret *model.Node, name string) bool {
	for c, n := ret, ret.Parent(); n != nil; c, n = n, n.Parent() {
		switch n.Sym() {
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
			return false
		case model.SymIfStatement:
			if c == n.ChildByFieldName("consequence") && sentinelTest(f, model.Unwrap(n.ChildByFieldName("condition")), name) {
				return true
			}
		}
	}
	return false
}

// sentinelTest reports whether condition cond is `errors.Is(name, ErrX)`
// with ErrX the program's sentinel, or an `&&` one of whose sides is.
func sentinelTest(f *model.File, cond *model.Node, name string) bool {
	if cond == nil {
		return false
	}
	if cond.Sym() == model.SymBinaryExpression {
		if op := cond.ChildByFieldName("operator"); op != nil && f.Text(op) == "&&" {
			return sentinelTest(f, model.Unwrap(cond.ChildByFieldName("left")), name) ||
				sentinelTest(f, model.Unwrap(cond.ChildByFieldName("right")), name)
		}
		return false
	}
	if cond.Sym() != model.SymCallExpression || f.Text(model.Callee(cond)) != "errors.Is" || model.NumArgs(cond) != 2 ||
		!names(f, model.Arg(cond, 0), name) {
		return false
	}
	target := model.Unwrap(model.Arg(cond, 1))
	switch target.Sym() {
	case model.SymIdentifier:
		return true
	case model.SymSelectorExpression:
		pkg := f.Text(target.ChildByFieldName("operand"))
		return !stdSentinelPkgs[pkg]
	}
	return false
}

// stdSentinelPkgs are standard library packages whose sentinel errors
// (context.Canceled, io.EOF, sql.ErrNoRows, os.ErrNotExist, net.ErrClosed,
// http.ErrHandlerTimeout, fs.ErrNotExist) arrive wrapped in other errors'
// text.
var stdSentinelPkgs = map[string]bool{"context": true, "io": true, "sql": true, "os": true, "net": true, "http": true,
	"fs": true, "syscall": true, "url": true, "tls": true, "x509": true, "json": true, "strconv": true}

// wraps reports whether v is a call of fmt.Errorf that formats name (as is
// or name.Error()) among its arguments after the format, or of a
// github.com/pkg/errors-style Wrap/Wrapf/WithMessage whose first argument
// is name.
func wraps(f *model.File, v *model.Node, name string) bool {
	if v == nil || v.Sym() != model.SymCallExpression {
		return false
	}
	fn := model.Callee(v)
	if fn == nil {
		return false
	}
	switch f.Text(fn) {
	case "fmt.Errorf":
		for i := 1; i < model.NumArgs(v); i++ {
			if names(f, model.Arg(v, i), name) {
				return true
			}
		}
	case "errors.Wrap", "errors.Wrapf", "errors.WithMessage", "errors.WithMessagef", "pkgerrors.Wrap", "pkgerrors.Wrapf":
		return model.NumArgs(v) > 0 && names(f, model.Arg(v, 0), name)
	}
	return false
}

// names reports whether a is name or name.Error().
func names(f *model.File, a *model.Node, name string) bool {
	a = model.Unwrap(a)
	if a.Sym() == model.SymCallExpression && model.NumArgs(a) == 0 {
		if fn := model.Callee(a); fn != nil && fn.Sym() == model.SymSelectorExpression {
			a = model.Unwrap(fn.ChildByFieldName("operand"))
			if f.Text(fn.ChildByFieldName("field")) != "Error" {
				return false
			}
		}
	}
	return a.Sym() == model.SymIdentifier && f.Text(a) == name
}

// rewrapped reports whether the function around ret assigns name, before
// ret, an error wrapping it (`err = fmt.Errorf("%s, %w", context, err)`).
func rewrapped(f *model.File, ret *model.Node, name string) bool {
	fn := model.EnclosingFunc(ret)
	if fn == nil {
		return false
	}
	found := false
	model.Walk(fn, func(n *model.Node) bool {
		if found || n.StartByte() >= ret.StartByte() {
			return false
		}
		if n.Sym() == model.SymAssignmentStatement {
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if l != nil && r != nil && l.NamedChildCount() == 1 && r.NamedChildCount() == 1 && f.Text(l.NamedChild(0)) == name && wraps(f, model.Unwrap(r.NamedChild(0)), name) {
				found = true
			}
		}
		return !found
	})
	return found
}

// Returned returns the call a Go return statement ret returns as its last
// value, and its callee, when that is a call of a function other than
// fmt's and errors' (which RC402 reads as sinks itself): `return nil,
// utils.LogAndReturnError(logger, "fetching key", err)`; nil otherwise.
func Returned(f *model.File, ret *model.Node) (call, callee *model.Node) {
	list := ret.NamedChild(0)
	if list == nil || list.Sym() != model.SymExpressionList {
		return nil, nil
	}
	call = model.Unwrap(list.NamedChild(int(list.NamedChildCount()) - 1))
	if callee = model.Callee(call); call.Sym() != model.SymCallExpression || callee == nil ||
		strings.HasPrefix(f.Text(callee), "fmt.") || strings.HasPrefix(f.Text(callee), "errors.") {
		return nil, nil
	}
	return call, callee
}
