package impact

import "github.com/resilience-check/resilience-check/checks/model"

// ExitsProcess reports whether function fn of f itself (not a function nested in
// it) ends the process: process.exit(...) in JavaScript and TypeScript,
// sys.exit(...) or os._exit(...) in Python. Such a function is start-up or
// command-line code (load a spec or die), never a request handler, which
// must not take the whole server down.
func ExitsProcess(f *model.File, fn *model.Node) bool {
	if fn == nil {
		return false
	}
	exits := false
	model.Walk(fn, func(n *model.Node) bool {
		if exits {
			return false
		}
		if n != fn && n.IsScope() {
			return false
		}
		if n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression {
			switch f.Text(model.Callee(n)) {
			case "process.exit", "sys.exit", "os._exit":
				exits = true
			}
		}
		return true
	})
	return exits
}

// EndsProcess reports whether function fn of f ends the process in a
// statement of its own body's top level (`process.exit(0)` as the last step
// of a signal handler's `shutdown()`, `sys.exit(1)`), not only in a branch
// (`if (!files) process.exit(1)` in a tool that goes on to serve): code
// that always runs to an exit is shutdown or start-up code, whose blocking
// calls starve no request (RC201's call chains, summary Func.Exits).
func EndsProcess(f *model.File, fn *model.Node) bool {
	body := fn.ChildByFieldName("body")
	for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
		s := body.NamedChild(i)
		if s.Sym() == model.SymExpressionStatement && s.NamedChildCount() > 0 {
			s = s.NamedChild(0)
		}
		if s.Sym() == model.SymAwaitExpression || s.Sym() == model.SymAwait {
			s = s.NamedChild(0)
		}
		if s != nil && (s.Sym() == model.SymCall || s.Sym() == model.SymCallExpression) {
			switch f.Text(model.Callee(s)) {
			case "process.exit", "sys.exit", "os._exit":
				return true
			}
		}
	}
	return false
}
