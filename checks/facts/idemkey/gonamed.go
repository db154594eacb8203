package idemkey

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// goNamedCreates are the library rows' named creates (libmodels
// Row.NamedCreates, libmodels/data/named-creates.yml: Centreon's web API
// v2 through centreon-go-client, PAN-OS through pango), each with the
// upstream source that shows a repeat refused, in the rows' order.
var goNamedCreates = func() []libmodels.NamedCreate {
	var out []libmodels.NamedCreate
	for _, r := range libmodels.Builtin().Select(func(r *libmodels.Row) bool { return r.Lang == libmodels.Go && len(r.NamedCreates) > 0 }) {
		out = append(out, r.NamedCreates...)
	}
	return out
}()

// GoNamedCreate reports whether call is a Go SDK create of a resource the
// upstream keys by a caller-given unique name (goNamedCreates): a call of
// a row's Method with its Args arguments in a file that imports a package
// of the row's module, or a call in a file that imports the row's module,
// one of whose arguments is a
// literal of the row's request type (`&centreon.CreateHostRequest{...}`)
// that sets the row's key field to a value made up by no generator
// (generatedName). A repeat is then refused with the row's error. A
// request built elsewhere (a variable) or one that leaves the name out
// says nothing and stays a create.
func GoNamedCreate(f *model.File, call *model.Node) bool {
	if f.Lang != model.LangGo {
		return false
	}
	if fn := model.Callee(call); fn != nil && fn.Sym() == model.SymSelectorExpression {
		method := f.Text(fn.ChildByFieldName("field"))
		for _, r := range goNamedCreates {
			if r.Method != "" && r.Method == method && r.Args == model.NumArgs(call) && f.Contains(`"`+r.Import) {
				return true
			}
		}
	}
	for i := 0; i < model.NumArgs(call); i++ {
		lit := model.Unwrap(model.Arg(call, i))
		if lit != nil && lit.Sym() == model.SymUnaryExpression {
			lit = model.Unwrap(lit.ChildByFieldName("operand"))
		}
		if lit == nil || lit.Sym() != model.SymCompositeLiteral {
			continue
		}
		typ := f.Text(lit.ChildByFieldName("type"))
		typ = typ[strings.LastIndex(typ, ".")+1:]
		for _, r := range goNamedCreates {
			if r.Type != typ || !f.Contains(`"`+r.Import+`"`) {
				continue
			}
			v := f.GoKeyed(lit, r.Key)
			if v == nil {
				return false
			}
			low := strings.ToLower(f.Text(v))
			for _, g := range generatedName {
				if strings.Contains(low, g) {
					return false
				}
			}
			return true
		}
	}
	return false
}
