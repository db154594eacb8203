// Package jsmod holds package summary's tests of JavaScript module syntax
// that need no summary: a require() of a repository module, the name a
// CommonJS assignment exports, whether an import specifier may name
// repository code — split from package summary, which is at the package
// size limit (checks/size_test.go).
package jsmod

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// RequireSpec returns the relative module of require('./x'), or "".
func RequireSpec(f *model.File, v *model.Node) string {
	for v != nil && (v.Sym() == model.SymAwaitExpression || v.Sym() == model.SymParenthesizedExpression) {
		v = v.NamedChild(0)
	}
	if v == nil || v.Sym() != model.SymCallExpression {
		return ""
	}
	fn := v.ChildByFieldName("function")
	if fn == nil || f.Text(fn) != "require" {
		return ""
	}
	a := model.Arg(v, 0)
	if a == nil || a.Sym() != model.SymString {
		return ""
	}
	spec := strings.Trim(f.Text(a), "'\"`")
	if !RepoSpec(spec) {
		return ""
	}
	return spec
}

// CJSExportName returns the name a CommonJS assignment target exports:
// exports.f and module.exports.f give "f", module.exports gives "default".
func CJSExportName(f *model.File, left *model.Node) string {
	if left == nil || left.Sym() != model.SymMemberExpression {
		return ""
	}
	t := strings.Join(strings.Fields(f.Text(left)), "")
	switch {
	case t == "module.exports":
		return "default"
	case strings.HasPrefix(t, "module.exports.") && !strings.Contains(t[len("module.exports."):], "."):
		return t[len("module.exports."):]
	case strings.HasPrefix(t, "exports.") && !strings.Contains(t[len("exports."):], "."):
		return t[len("exports."):]
	}
	return ""
}

// RepoSpec reports whether a JS/TS import specifier may name repository
// code: a relative path, or any other specifier but a Node builtin
// ("node:fs"), which a tsconfig.json's paths or baseUrl may turn into a
// repository file ("@/lib/api"). Link resolves it or leaves it unknown (a
// package).
func RepoSpec(spec string) bool {
	return spec != "" && !strings.HasPrefix(spec, "node:")
}
