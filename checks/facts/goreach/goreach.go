// Package goreach says which functions of a Go file run on a request path:
// a handler (an MCP tool, resource or prompt handler, a function taking a
// context.Context or an *http.Request) and the functions of the same file it
// calls, directly or through other functions of the file. A database or
// process call in a helper without a context parameter (DoQuery(query) called
// from an AddTool closure) then runs on the request just as one written in the
// handler does. The call graph is the file's own, by name, as
// golangci-lint's noctx and contextcheck follow a request's context into the
// functions it calls; what the file does not declare is not followed.
package goreach

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// maxDepth bounds the calls followed from a root (handler -> a -> b -> c).
const maxDepth = 4

// startup matches the names of functions whose context is the program's
// own, not a request's (main, run(ctx), Start, serve, setup, migrate,
// runServer, initApp): a helper they call runs once at start-up, so it is
// no root. RunQuery(ctx, ...) and Execute(ctx, ...) are requests' names.
var startup = regexp.MustCompile(`(?i)^(main|init|run|start|serve|setup|migrate|bootstrap|listen)$|^(run|start|serve|setup|init|new)(server|app|service|db|database|pool|migrations?)$|^migrate`)

// Reach is one function on a request path: the root it is reached from (the
// handler) and whether it is the root itself.
type Reach struct {
	Root *model.Node // the handler the function is reached from
	Self bool        // the function is the root: it takes the request's context itself
}

var key = model.NewFactKey[map[*model.Node]Reach]("goreach.Funcs")

// Funcs returns the Go file's functions (declarations, methods and function
// literals) that run on a request path, with the root each is reached from:
// roots are the functions HandlerOf names a handler and those with a
// context.Context or *http.Request parameter whose name is not a start-up
// one (startup); a function of the file that a reached one calls by name
// (f(...), or recv.m(...) on the method's own receiver) is reached, at most
// maxDepth calls away; a function literal is reached when the function
// around it is. Nil for other languages.
func Funcs(f *model.File) map[*model.Node]Reach {
	if f.Lang != model.LangGo {
		return nil
	}
	return model.Fact(f, key, compute)
}

// Of returns the reach of the innermost function around n that is on a
// request path (looking outwards through function literals), and whether
// there is one.
func Of(f *model.File, n *model.Node) (Reach, bool) {
	fs := Funcs(f)
	for fn := model.Ancestor(n, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral); fn != nil; fn = model.Ancestor(fn, model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral) {
		if r, ok := fs[fn]; ok {
			return r, true
		}
	}
	return Reach{}, false
}

// Name is the name of a Go function declaration or method, or "" for a
// function literal.
func Name(f *model.File, fn *model.Node) string {
	if fn == nil || fn.Sym() == model.SymFuncLiteral {
		return ""
	}
	return f.Text(fn.ChildByFieldName("name"))
}

func compute(f *model.File) map[*model.Node]Reach {
	decls := map[string]*model.Node{}     // plain functions by name
	methods := map[string][]*model.Node{} // methods by name
	var all []*model.Node                 // every function, in source order
	fnSyms := model.NewSymBitset(model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral)
	f.NodesOf(fnSyms, func(fn *model.Node) bool {
		all = append(all, fn)
		switch fn.Sym() {
		case model.SymFunctionDeclaration:
			decls[Name(f, fn)] = fn
		case model.SymMethodDeclaration:
			methods[Name(f, fn)] = append(methods[Name(f, fn)], fn)
		}
		return true
	})
	out := map[*model.Node]Reach{}
	var level []*model.Node
	for _, fn := range all {
		if root(f, fn) {
			out[fn] = Reach{Root: fn, Self: true}
			level = append(level, fn)
		}
	}
	calls := model.NewSymBitset(model.SymCallExpression)
	for depth := 0; depth < maxDepth && len(level) > 0; depth++ {
		var next []*model.Node
		for _, fn := range level {
			r := out[fn]
			f.NodesIn(fn, calls, func(c *model.Node) bool {
				for _, t := range callees(f, c, fn, decls, methods) {
					if _, ok := out[t]; !ok {
						out[t] = Reach{Root: r.Root}
						next = append(next, t)
					}
				}
				return true
			})
			// function literals inside fn run while it runs (or later, on its behalf)
			f.NodesIn(fn, model.NewSymBitset(model.SymFuncLiteral), func(l *model.Node) bool {
				if _, ok := out[l]; !ok && l != fn {
					out[l] = Reach{Root: r.Root}
				}
				return true
			})
		}
		level = next
	}
	return out
}

// root reports whether fn is a request path of its own.
func root(f *model.File, fn *model.Node) bool {
	if Handler(f, fn) {
		return true
	}
	if startup.MatchString(Name(f, fn)) {
		return false
	}
	ps := fn.ChildByFieldName("parameters")
	if ps == nil {
		return false
	}
	for i := 0; i < int(ps.NamedChildCount()); i++ {
		pd := ps.NamedChild(i)
		if pd.Sym() != model.SymParameterDeclaration {
			continue
		}
		switch model.ImportedName(f, typeName(pd.ChildByFieldName("type"))) {
		case "context.Context", "net/http.Request":
			return true
		}
	}
	return false
}

// Handler reports whether Go function fn is itself an MCP handler
// (model.File.HandlerOf of its body, which looks outwards from inside it).
func Handler(f *model.File, fn *model.Node) bool {
	b := fn.ChildByFieldName("body")
	return b != nil && model.EnclosingFunc(b) == fn && f.HandlerOf(b) != model.NotHandler
}

// typeName strips one pointer from a parameter's type.
func typeName(t *model.Node) *model.Node {
	if t != nil && t.Sym() == model.SymPointerType && t.NamedChildCount() == 1 {
		return t.NamedChild(0)
	}
	return t
}

// callees are the functions of the file call c (inside caller) may run:
// the declaration of a plain name, the methods of that name when the call
// is made on caller's own receiver (s.helper(...) in a method of s), or the
// one method of that name the file declares when the call is made on a
// field of the receiver (s.store.List(...)).
func callees(f *model.File, c, caller *model.Node, decls map[string]*model.Node, methods map[string][]*model.Node) []*model.Node {
	fn := model.Callee(c)
	if fn == nil {
		return nil
	}
	switch fn.Sym() {
	case model.SymIdentifier:
		if d := decls[f.Text(fn)]; d != nil {
			return []*model.Node{d}
		}
	case model.SymSelectorExpression:
		op := fn.ChildByFieldName("operand")
		ms := methods[f.Text(fn.ChildByFieldName("field"))]
		switch {
		case op == nil || len(ms) == 0:
			return nil
		case op.Sym() == model.SymIdentifier && f.Text(op) == receiver(f, c):
			return ms
		case len(ms) == 1 && op.Sym() == model.SymSelectorExpression && receiver(f, c) != "" &&
			f.Text(op.ChildByFieldName("operand")) == receiver(f, c):
			// s.store.List(...) in a method of s: the one method of that
			// name the file declares (a field of a type of the file)
			return ms
		}
	}
	return nil
}

// receiver is the receiver name of the method declaration around n, or "".
func receiver(f *model.File, n *model.Node) string {
	m := model.Ancestor(n, model.SymMethodDeclaration)
	if m == nil {
		return ""
	}
	r := m.ChildByFieldName("receiver")
	if r == nil || r.NamedChildCount() == 0 {
		return ""
	}
	if name := r.NamedChild(0).ChildByFieldName("name"); name != nil {
		return f.Text(name)
	}
	return ""
}

// Startup reports whether a Go function or method name (a method as
// "Type.m" or "m") is a start-up one (startup: main, run, setup, migrate,
// ...), whose context is the program's own and not a request's.
func Startup(name string) bool {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	return startup.MatchString(name)
}
