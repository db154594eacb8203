// Package goctxdl reads, within one Go file, whether an HTTP request is
// sent under a context that has a deadline: built with
// http.NewRequestWithContext from context.WithTimeout or WithDeadline,
// also through the file's own helpers (a method that returns
// context.WithTimeout(ctx, d), a request builder that passes its context
// parameter on, an unexported function whose every call in the file passes
// such a context). RC101 then does not charge the request to a client
// without a Timeout: the deadline bounds it (net/http: "the request's
// context ... cancels the request", https://pkg.go.dev/net/http#NewRequestWithContext).
// What does not resolve within the file is not a deadline.
package goctxdl

import (
	"unicode"
	"unicode/utf8"

	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/model"
)

// maxDepth bounds the helpers and callers followed from one request.
const maxDepth = 4

// Request reports whether Go expression req (an *http.Request) resolves to
// a request built with http.NewRequestWithContext from a context with a
// deadline (Deadline), directly or through a function or method of the
// file that builds it from one of its own parameters (`c.newJSONRequest(
// reqCtx, ...)` whose body calls http.NewRequestWithContext(ctx, ...) on
// that parameter only).
func Request(f *model.File, req *model.Node) bool { return request(f, req, 0) }

func request(f *model.File, req *model.Node, depth int) bool {
	if req == nil || depth > maxDepth || f.Lang != model.LangGo {
		return false
	}
	r := f.Resolve(req)
	if r == nil || r.Sym() != model.SymCallExpression {
		return false
	}
	callee := model.Callee(r)
	if model.ImportedName(f, callee) == "net/http.NewRequestWithContext" {
		return deadline(f, model.Arg(r, 0), depth)
	}
	fn := goFunc(f, callee)
	if fn == nil || fn.ChildByFieldName("body") == nil {
		return false
	}
	idx := -1 // the parameter every NewRequestWithContext of the helper is given
	f.NodesIn(fn.ChildByFieldName("body"), model.NewSymBitset(model.SymCallExpression), func(n *model.Node) bool {
		if model.ImportedName(f, model.Callee(n)) != "net/http.NewRequestWithContext" {
			return idx != -2
		}
		a := model.Arg(n, 0)
		j := -2
		if a != nil && a.Sym() == model.SymIdentifier {
			if owner, pos := goreach.ParamOwner(f, a, f.Text(a)); owner == fn {
				j = pos
			}
		}
		if idx == -1 || idx == j {
			idx = j
		} else {
			idx = -2
		}
		return idx != -2
	})
	if idx < 0 {
		return false
	}
	return deadline(f, model.Arg(r, idx), depth+1)
}

// Deadline reports whether Go context expression ctx has a deadline as
// far as the file shows: a call of context.WithTimeout, WithDeadline or
// their Cause forms (through a variable: `ctx, cancel :=
// context.WithTimeout(...)`), a call of a function or method of the file
// every return of which returns one (`func (c *Client) requestContext(ctx
// context.Context) (context.Context, context.CancelFunc) { return
// context.WithTimeout(ctx, c.timeout) }`), or a parameter of an unexported
// function of the file that every call of it in the file passes such a
// context, the function being named nowhere else (not handed out as a value).
func Deadline(f *model.File, ctx *model.Node) bool { return deadline(f, ctx, 0) }

func deadline(f *model.File, ctx *model.Node, depth int) bool {
	if ctx == nil || depth > maxDepth {
		return false
	}
	v := f.Resolve(ctx)
	if v == nil {
		return false
	}
	switch v.Sym() {
	case model.SymCallExpression:
		switch model.CalleeName(f, v) {
		case "context.WithTimeout", "context.WithDeadline", "context.WithTimeoutCause", "context.WithDeadlineCause":
			return true
		}
		fn := goFunc(f, model.Callee(v))
		return fn != nil && returnsDeadline(f, fn)
	case model.SymIdentifier:
		fn, pos := goreach.ParamOwner(f, v, f.Text(v))
		if fn == nil || fn.Sym() == model.SymFuncLiteral {
			return false
		}
		return callersBound(f, fn, pos, depth+1)
	}
	return false
}

// returnsDeadline reports whether every return statement of Go function fn
// (not of a func literal inside it) returns, first, a call of
// context.WithTimeout or WithDeadline; there is at least one.
func returnsDeadline(f *model.File, fn *model.Node) bool {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return false
	}
	n, ok := 0, true
	f.NodesIn(body, model.NewSymBitset(model.SymReturnStatement), func(ret *model.Node) bool {
		if model.Ancestor(ret, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral) != fn {
			return true
		}
		n++
		var first *model.Node
		if ret.NamedChildCount() > 0 {
			first = ret.NamedChild(0)
			if first.Sym() == model.SymExpressionList && first.NamedChildCount() > 0 {
				first = first.NamedChild(0)
			}
		}
		if first == nil || first.Sym() != model.SymCallExpression {
			ok = false
			return false
		}
		switch model.CalleeName(f, first) {
		case "context.WithTimeout", "context.WithDeadline", "context.WithTimeoutCause", "context.WithDeadlineCause":
		default:
			ok = false
		}
		return ok
	})
	return ok && n > 0
}

// callersBound reports whether unexported Go function fn (a declaration or
// method of the file) is called in the file, each call passing at its
// parameter pos a context with a deadline, and its name appears nowhere
// else in the file but as those calls' callee and its own declaration.
func callersBound(f *model.File, fn *model.Node, pos, depth int) bool {
	nm := fn.ChildByFieldName("name")
	if nm == nil {
		return false
	}
	name := f.Text(nm)
	if r, _ := utf8.DecodeRuneInString(name); r == utf8.RuneError || unicode.IsUpper(r) {
		return false // exported: called from other packages too
	}
	calls, ok := 0, true
	f.NodesOf(model.NewSymBitset(model.SymIdentifier, model.SymFieldIdentifier), func(id *model.Node) bool {
		if f.Text(id) != name || id == nm {
			return true
		}
		call := id.Parent()
		if call != nil && call.Sym() == model.SymSelectorExpression && call.ChildByFieldName("field") == id {
			call = call.Parent()
		}
		if call == nil || call.Sym() != model.SymCallExpression || goFunc(f, model.Callee(call)) != fn {
			ok = false // named as a value, or another function's name
			return false
		}
		if model.Ancestor(call, model.SymFunctionDeclaration, model.SymMethodDeclaration) == fn {
			ok = false // recursion
			return false
		}
		calls++
		if !deadline(f, model.Arg(call, pos), depth) {
			ok = false
		}
		return ok
	})
	return ok && calls > 0
}

// goFunc returns the function or method declaration of the file that Go
// callee names: a function by its identifier, a method by the selector's
// field when the file declares exactly one method of that name; else nil.
func goFunc(f *model.File, callee *model.Node) *model.Node {
	if callee == nil {
		return nil
	}
	switch callee.Sym() {
	case model.SymIdentifier:
		if fn := f.LocalFunc(callee); fn != nil && fn.Sym() == model.SymFunctionDeclaration {
			return fn
		}
	case model.SymSelectorExpression:
		if model.ImportedName(f, callee) != "" {
			return nil // a package's function (pkg.F), not a method of the file
		}
		if ms := regflow.GoMethods(f)[f.Text(callee.ChildByFieldName("field"))]; len(ms) == 1 {
			return ms[0]
		}
	}
	return nil
}

// FieldDoBounded reports whether the client held in field field of struct
// type typ (unexported: no other package reads it) is used in the file only
// to send requests, `c.field.Do(req)` with c the receiver of a method of
// typ, each built with a deadline (Request), at least once: the client's
// missing Timeout then bounds nothing the file sends (kali-mcp-go's
// Client.http, whose Post, Stream and Health build every request under
// requestContext's context.WithTimeout). A use of the field on anything but
// such a receiver counts against it; one on another type's receiver is
// that type's.
func FieldDoBounded(f *model.File, typ, field string) bool {
	if r, _ := utf8.DecodeRuneInString(field); r == utf8.RuneError || unicode.IsUpper(r) || f.Lang != model.LangGo {
		return false
	}
	uses, ok := 0, true
	f.NodesOf(model.NewSymBitset(model.SymSelectorExpression), func(sel *model.Node) bool {
		fl := sel.ChildByFieldName("field")
		if fl == nil || f.Text(fl) != field {
			return true
		}
		switch owner := recvType(f, sel.ChildByFieldName("operand")); owner {
		case typ:
		case "":
			ok = false // not a receiver: the client may be any type's
			return false
		default:
			return true // another type's field of the same name
		}
		do := sel.Parent()
		if do == nil || do.Sym() != model.SymSelectorExpression || do.ChildByFieldName("operand") != sel ||
			f.Text(do.ChildByFieldName("field")) != "Do" || do.Parent() == nil || do.Parent().Sym() != model.SymCallExpression {
			ok = false // the client is read some other way: handed on, Get, Post
			return false
		}
		uses++
		if req := model.Arg(do.Parent(), 0); !Request(f, req) && !forwardedBounded(f, req) {
			ok = false
		}
		return ok
	})
	return ok && uses > 0
}

// recvType returns the type name of the method receiver that Go
// expression x names (`c` in `func (c *Client) Get(...)`), or "".
func recvType(f *model.File, x *model.Node) string {
	if x == nil || x.Sym() != model.SymIdentifier || goreach.Receiver(f, x) != f.Text(x) {
		return ""
	}
	return regflow.GoRecvType(f, model.Ancestor(x, model.SymMethodDeclaration))
}
