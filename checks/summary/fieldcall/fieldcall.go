// Package fieldcall reads a JS/TS class field initialised by a call of a
// factory function (`protected apiService = createApiService(cfg);`), the
// field form of `this.apiService = createApiService(cfg)` in a constructor:
// the summaries then type the field by what the factory returns
// (Func.Returns), as they do for the assignment. Source: the TypeScript
// handbook's class fields (a field initialiser runs as the constructor's
// assignment); docs/cross-file.md "Classes".
package fieldcall

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/pytype"
)

// Of returns, for a JS/TS class field definition n whose value is a call
// (through await and parentheses) of a bare name or a one-dot name whose
// last name is not capitalised (`createApiService(cfg)`,
// `ApiFactory.create(cfg)`), the field's name and the factory instance key
// the summaries resolve through the callee's returns ("createApiService()",
// with the class a first argument names between the parentheses, as
// pytype.ClassArg); "", "" for anything else (a `new`, a capitalised
// callee, a deeper chain, a `this.` callee, a computed name).
func Of(f *model.File, n *model.Node) (name, factory string) {
	if n == nil || !f.Lang.IsJS() || (n.Sym() != model.SymPublicFieldDefinition && n.Sym() != model.SymFieldDefinition) {
		return "", ""
	}
	nm := n.ChildByFieldName("name")
	if nm == nil {
		nm = n.ChildByFieldName("property")
	}
	v := n.ChildByFieldName("value")
	if nm == nil || v == nil || nm.Type() != "property_identifier" {
		return "", ""
	}
	v = model.Unwrap(v)
	if v == nil || v.Sym() != model.SymCallExpression {
		return "", ""
	}
	callee := model.Callee(v)
	if callee == nil || (callee.Sym() != model.SymIdentifier && callee.Sym() != model.SymMemberExpression) {
		return "", ""
	}
	cls := strings.Join(strings.Fields(f.Text(callee)), "")
	last := cls[strings.LastIndex(cls, ".")+1:]
	if last == "" || last[0] >= 'A' && last[0] <= 'Z' || strings.Count(cls, ".") > 1 || strings.HasPrefix(cls, "this.") {
		return "", ""
	}
	return f.Text(nm), cls + "(" + pytype.ClassArg(f, v) + ")"
}
