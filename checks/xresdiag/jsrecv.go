package xresdiag

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary"
)

// jsRecvOf classifies the receiver of a JavaScript/TypeScript method call's
// callee (a member expression `obj.m`): "this" (this itself), "this-field"
// (`this.x`), "import" (a name the file imports), "param" / "param-typed"
// (a parameter, with a type annotation or not), "local-call" /
// "local-new" (a local bound to a call or `new`, through await; Getter
// names the callee), "local-other", "global-*" (the same at module level),
// "attr-chain", "call-inline" or "other". Ctor is the class a `new`
// names ("" otherwise).
func jsRecvOf(f *model.File, s *summary.File, callee *model.Node) Recv {
	obj := model.Unwrap(callee.ChildByFieldName("object"))
	if obj == nil {
		return Recv{Shape: "other"}
	}
	var r Recv
	switch obj.Sym() {
	case model.SymThis:
		r.Shape = "this"
		return r
	case model.SymIdentifier:
		name := f.Text(obj)
		v := f.Lookup(name, obj)
		if v == nil {
			if p := model.ParamNode(f, name, obj); p != nil {
				r.Shape = "param"
				if p.ChildByFieldName("type") != nil || p.Parent() != nil && p.Parent().ChildByFieldName("type") != nil {
					r.Shape = "param-typed"
				}
				return r
			}
			if _, ok := s.Imports[name]; ok {
				r.Shape = "import"
				return r
			}
			r.Shape = "other"
			return r
		}
		if _, ok := s.Imports[name]; ok && model.EnclosingFunc(v) == nil {
			r.Shape = "import"
			return r
		}
		val := model.Unwrap(f.Resolve(obj))
		switch {
		case val != nil && (val.Sym() == model.SymCallExpression || val.Sym() == model.SymNewExpression):
			r.Shape = "local-call"
			if val.Sym() == model.SymNewExpression {
				r.Shape = "local-new"
			}
			if c := model.Callee(val); c != nil {
				r.GLine, r.GCol = f.Position(int(c.StartByte()))
				r.GName, _ = names(f, c)
				r.Getter = firstLine(f.Text(c))
				if val.Sym() == model.SymNewExpression {
					r.Ctor = r.Getter
				}
			}
		default:
			r.Shape = "local-other"
		}
		if model.EnclosingFunc(v) == nil {
			r.Shape = "global-" + strings.TrimPrefix(r.Shape, "local-")
		}
		return r
	case model.SymMemberExpression:
		if o := model.Unwrap(obj.ChildByFieldName("object")); o != nil && o.Sym() == model.SymThis {
			r.Shape = "this-field"
			return r
		}
		r.Shape = "attr-chain"
		return r
	case model.SymCallExpression, model.SymNewExpression:
		r.Shape = "call-inline"
		return r
	}
	r.Shape = "other"
	return r
}

func firstLine(t string) string {
	if i := strings.IndexByte(t, '\n'); i >= 0 {
		return t[:i]
	}
	return t
}
