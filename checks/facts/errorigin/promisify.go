package errorigin

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// promisified is the origin of the errors a call of identifier fn raises
// when the file binds fn to Node's util.promisify of an imported function
// (`const execAsync = promisify(exec)` with exec of child_process,
// `const readFileP = util.promisify(fs.readFile)`): the promise rejects
// with that function's error (https://nodejs.org/api/util.html#utilpromisifyoriginal),
// so its module tells the origin. OriginUnknown when fn is bound to
// anything else or the function given is not imported.
func promisified(f *model.File, fn *model.Node) ErrorOrigin {
	if !f.Lang.IsJS() || fn.Sym() != model.SymIdentifier {
		return OriginUnknown
	}
	v := model.Unwrap(f.Resolve(fn))
	if v == nil || v == fn || v.Sym() != model.SymCallExpression {
		return OriginUnknown
	}
	callee := model.Callee(v)
	if callee == nil || model.NumArgs(v) < 1 {
		return OriginUnknown
	}
	q := strings.TrimPrefix(model.ImportedName(f, callee), "node:")
	if q != "util.promisify" {
		return OriginUnknown
	}
	a := model.Unwrap(model.Arg(v, 0))
	if a == nil || a.Sym() != model.SymIdentifier && a.Sym() != model.SymMemberExpression {
		return OriginUnknown
	}
	if m := model.ImportedName(f, a); m != "" {
		return moduleOrigin(m)
	}
	return OriginUnknown
}
