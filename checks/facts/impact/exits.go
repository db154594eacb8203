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
