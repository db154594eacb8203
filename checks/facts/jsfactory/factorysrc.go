package jsfactory

import (
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
)

// FactorySource returns the source of the repository module that declares
// the factory call calls, by the import Row follows (`import { f } from
// './x'` for `f(...)`; a method of an exported instance for `obj.m()`),
// or nil when call is no such call or the module is not in the scan's
// view. A check reads it for what the factory sets on the client it builds
// (RC301: `retryOnError: false` turns a library's own retries off).
func FactorySource(f *model.File, call *model.Node) []byte {
	if f == nil || !f.Lang.IsJS() || call == nil || call.Sym() != model.SymCallExpression {
		return nil
	}
	callee := model.Callee(call)
	if callee != nil && callee.Sym() == model.SymMemberExpression {
		callee = model.Unwrap(callee.ChildByFieldName("object"))
	}
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return nil
	}
	spec, name, ok := importOf(f, f.Text(callee))
	if !ok || name == "default" {
		return nil
	}
	w := thirdparty.Of(f)
	if w.Has == nil || w.Read == nil {
		return nil
	}
	target, ok := resolve.JS(f.Path, spec, w.Has)
	if !ok {
		return nil
	}
	if mf := module(w, target); mf != nil {
		return mf.Src
	}
	return nil
}
