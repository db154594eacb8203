package jsfactory

import (
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
)

// ImportedFunc returns the module of the repository that declares the
// function call calls by a named import (`import { send } from './http'`
// for `send(...)`), parsed, and that function's top-level declaration (a
// function declaration or a const arrow function); nil, nil when call is no
// such call, the import is a package's or a default one, or the module is
// not in the scan's view. A check reads the body for what the function does
// (RC301: a helper of another module that always sends a POST, retried by
// the caller's retry wrapper). Sources: the same import resolution as Row
// (resolve.JS over the scan's repository view, thirdparty.World).
func ImportedFunc(f *model.File, call *model.Node) (*model.File, *model.Node) {
	if f == nil || !f.Lang.IsJS() || call == nil || call.Sym() != model.SymCallExpression {
		return nil, nil
	}
	callee := model.Callee(call)
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return nil, nil
	}
	mf, name, method := factoryModule(f, call)
	if mf == nil || method != "" || name == "" {
		return nil, nil
	}
	fn := topFunc(mf, name)
	if fn == nil {
		return nil, nil
	}
	return mf, fn
}

// ImportedValue returns the module of the repository that a named import
// binds local from (`import { config } from '../config/env.js'`), parsed,
// and the value its top-level const local is declared with there (`export
// const config = { ... }`); nil, nil when local is no such import or the
// module is not in the scan's view. A check follows an object path into it
// (RC301: the base URL a caller passes, `config.processing.x.base_url`).
func ImportedValue(f *model.File, local string) (*model.File, *model.Node) {
	if f == nil || !f.Lang.IsJS() {
		return nil, nil
	}
	spec, name, ok := importOf(f, local)
	if !ok || name == "default" {
		return nil, nil
	}
	w := thirdparty.Of(f)
	if w.Has == nil || w.Read == nil {
		return nil, nil
	}
	target, ok := resolve.JS(f.Path, spec, w.Has)
	if !ok {
		return nil, nil
	}
	mf := module(f, w, target)
	if mf == nil {
		return nil, nil
	}
	var v *model.Node
	mf.NodesOf(funcSyms, func(n *model.Node) bool {
		if v != nil || n.Sym() != model.SymVariableDeclarator || model.EnclosingFunc(n) != nil {
			return v == nil
		}
		if nm := n.ChildByFieldName("name"); nm != nil && mf.Text(nm) == name {
			v = model.Unwrap(n.ChildByFieldName("value"))
		}
		return v == nil
	})
	if v == nil {
		return nil, nil
	}
	return mf, v
}
