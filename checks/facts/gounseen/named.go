package gounseen

import "github.com/resilience-check/resilience-check/checks/model"

// declSyms are the Go function and method declarations.
var declSyms = model.NewSymBitset(model.SymFunctionDeclaration, model.SymMethodDeclaration)

// Named returns the declaration, in file f, of the Go function a call hands
// by name: an identifier naming a function the file declares
// (`util.ErrorGuard(calendarCreateEventHandler)`), or a method value
// `h.handleSearch` naming the one method of that name the file declares
// (a method value of a package, or a name two receivers of the file
// declare, is none). Nil when the file does not declare it: a handler of
// another file stays out of sight, and no caller counts it.
func Named(f *model.File, a *model.Node) *model.Node {
	if f.Lang != model.LangGo || a == nil {
		return nil
	}
	a = model.Unwrap(a)
	var name string
	want := model.SymFunctionDeclaration
	switch a.Sym() {
	case model.SymIdentifier:
		name = f.Text(a)
	case model.SymSelectorExpression:
		op := model.Unwrap(a.ChildByFieldName("operand"))
		if op == nil || op.Sym() == model.SymIdentifier && f.Imports()[f.Text(op)] != "" {
			return nil // pkg.Func: another package's
		}
		name, want = f.Text(a.ChildByFieldName("field")), model.SymMethodDeclaration
	default:
		return nil
	}
	var out *model.Node
	n := 0
	f.NodesOf(declSyms, func(d *model.Node) bool {
		if d.Sym() == want && f.Text(d.ChildByFieldName("name")) == name {
			out, n = d, n+1
		}
		return false
	})
	if n != 1 {
		return nil
	}
	return out
}
