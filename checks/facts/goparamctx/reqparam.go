package goparamctx

import (
	"path"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// CallersRequest judges a request that a Go function receives as its
// parameter and sends (`func (p *Provider) do(req *http.Request, out any)
// error { resp, err := p.client.Do(req) ... }`) through the calls of that
// function: free is true when the function is unexported, no other file of
// its folder names it (the world's GoSearch; none: unknown), the file
// names it only in calls, there is at least one, and each passes for the
// parameter a local built by http.NewRequest, by
// http.NewRequestWithContext with context.Background() / context.TODO(),
// or by NewRequestWithContext with the caller's own context parameter
// (Param; then param is true too and the caller needs NoDeadline). The
// standard library's http.NewRequest carries context.Background
// (https://pkg.go.dev/net/http#NewRequest), which never ends; a caller's
// parameter context ends only when its own caller's does (see Param). Peer:
// CodeQL's Go data flow follows an argument to the parameter it binds.
func CallersRequest(f *model.File, req *model.Node) (free, param bool) {
	if f == nil || f.Lang != model.LangGo || req == nil || req.Sym() != model.SymIdentifier {
		return false, false
	}
	fn := model.Ancestor(req, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral)
	if fn == nil || fn.Sym() == model.SymFuncLiteral {
		return false, false
	}
	name := f.Text(fn.ChildByFieldName("name"))
	if name == "" || name[0] < 'a' || name[0] > 'z' {
		return false, false // exported: callers elsewhere
	}
	idx := paramIndex(f, fn, f.Text(req))
	if idx < 0 {
		return false, false
	}
	// A parameter reassigned in the body is no longer the caller's request.
	reassigned := false
	model.Walk(fn.ChildByFieldName("body"), func(n *model.Node) bool {
		if n.Sym() == model.SymAssignmentStatement || n.Sym() == model.SymShortVarDeclaration {
			if l := n.ChildByFieldName("left"); l != nil && strings.Contains(","+strings.ReplaceAll(f.Text(l), " ", "")+",", ","+f.Text(req)+",") {
				reassigned = true
			}
		}
		return !reassigned
	})
	if reassigned || !onlyHere(f, name) {
		return false, false
	}
	calls, other := 0, false
	free = true
	f.NodesOf(nameSyms, func(n *model.Node) bool {
		if other || !free {
			return false
		}
		if f.Text(n) != name || n == fn.ChildByFieldName("name") {
			return true
		}
		id := n
		call := id.Parent()
		if call != nil && call.Sym() == model.SymSelectorExpression && call.ChildByFieldName("field") == id {
			call = call.Parent()
		}
		if call == nil || call.Sym() != model.SymCallExpression || model.Callee(call) == nil || !strings.HasSuffix(f.Text(model.Callee(call)), name) {
			other = true // a function value or another use: unknown callers
			return false
		}
		calls++
		ok, p := Built(f, model.Arg(call, idx))
		if !ok {
			free = false
			return false
		}
		param = param || p
		return true
	})
	if other || !free || calls == 0 {
		return false, false
	}
	return true, param
}

// nameSyms are the nodes that can name the function: a call's identifier
// or a selector's field.
var nameSyms = model.NewSymBitset(model.SymIdentifier, model.SymFieldIdentifier)

// Built reports whether Go expression a (a request, as is or through a
// name bound to it) is a request built without a deadline:
// http.NewRequest, NewRequestWithContext with context.Background() or
// TODO(), or with a context parameter of a function around it (param true:
// Param; whether the repository gives such a context a deadline is
// NoDeadline's question).
func Built(f *model.File, a *model.Node) (ok, param bool) {
	if a == nil {
		return false, false
	}
	r := f.Resolve(a)
	if r == nil || r.Sym() != model.SymCallExpression {
		return false, false
	}
	switch model.ImportedName(f, model.Callee(r)) {
	case "net/http.NewRequest":
		return true, false
	case "net/http.NewRequestWithContext":
		switch model.CalleeName(f, f.Resolve(model.Arg(r, 0))) {
		case "context.Background", "context.TODO":
			return true, false
		}
		if Param(f, model.Arg(r, 0)) {
			return true, true
		}
	}
	return false, false
}

// paramIndex is the position of the parameter called name of function
// declaration fn (counting each name of `a, b T` separately), or -1; a
// variadic parameter is -1.
func paramIndex(f *model.File, fn *model.Node, name string) int {
	ps := fn.ChildByFieldName("parameters")
	if ps == nil {
		return -1
	}
	i := 0
	for k := 0; k < int(ps.NamedChildCount()); k++ {
		pd := ps.NamedChild(k)
		if pd.Sym() != model.SymParameterDeclaration {
			return -1
		}
		for j := 0; j < int(pd.ChildCount()); j++ {
			if pd.FieldNameForChild(j) == "name" {
				if f.Text(pd.Child(j)) == name {
					return i
				}
				i++
			}
		}
	}
	return -1
}

// onlyHere reports whether no other non-test Go file of f's folder calls
// name or reads it as a value (`name(`, `.name`, `name,`): the world's
// GoSearch lists the files holding the word, which are read; false when
// it is unknown or a file cannot be read. The word in prose ("do the
// request") is no use of it.
func onlyHere(f *model.File, name string) bool {
	w := thirdparty.Of(f)
	if w == nil || w.GoSearch == nil {
		return false
	}
	dir := path.Dir(f.Path)
	use := regexp.MustCompile(`(\.|\b)` + regexp.QuoteMeta(name) + `\b\s*[(),]|\.` + regexp.QuoteMeta(name) + `\b`)
	for _, p := range w.GoSearch([]string{name}) {
		if p != f.Path && path.Dir(p) == dir && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			src := w.File(p)
			if src == nil || use.Match(src) {
				return false // a call or a value of the name there, or unreadable
			}
		}
	}
	return true
}
