package errorigin

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// goSelfCall reports whether callee, the function of a call, names Go
// method fn on the receiver of the method around the call, of the same
// type: `s.respondWithError(w, 500, "failed", err)` in a method of *Server
// calls `func (s *Server) respondWithError(...)` (batch 29,
// Blankcut/kubernetes-mcp-server routes.go). paramOrigin takes the origin of
// the errors such calls hand the method, as it does for a plain function's
// calls by name (Go spec, Method declarations:
// https://go.dev/ref/spec#Method_declarations).
func goSelfCall(f *model.File, callee, fn *model.Node, fname string) bool {
	if f.Lang != model.LangGo || fn.Sym() != model.SymMethodDeclaration || callee.Sym() != model.SymSelectorExpression ||
		f.Text(callee.ChildByFieldName("field")) != fname {
		return false
	}
	op := callee.ChildByFieldName("operand")
	if op == nil || op.Sym() != model.SymIdentifier {
		return false
	}
	_, want := goRecv(f, fn)
	m := callee.Parent()
	for m != nil && m.Sym() != model.SymMethodDeclaration {
		m = m.Parent()
	}
	if m == nil || want == "" {
		return false
	}
	name, typ := goRecv(f, m)
	return name == f.Text(op) && typ == want
}

// goRecv returns the receiver name and type (without its pointer star) of
// Go method declaration m, or "" for either it lacks.
func goRecv(f *model.File, m *model.Node) (name, typ string) {
	recv := m.ChildByFieldName("receiver")
	if recv == nil || recv.NamedChildCount() != 1 {
		return "", ""
	}
	p := recv.NamedChild(0)
	if n := p.ChildByFieldName("name"); n != nil {
		name = f.Text(n)
	}
	if t := p.ChildByFieldName("type"); t != nil {
		typ = strings.TrimPrefix(strings.TrimSpace(f.Text(t)), "*")
	}
	return name, typ
}
