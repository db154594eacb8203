package jsfactory

import "github.com/resilience-check/resilience-check/checks/model"

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
