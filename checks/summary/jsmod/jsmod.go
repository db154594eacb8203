// Package jsmod holds package summary's tests of JavaScript module syntax
// that need no summary: a require() of a repository module, the name a
// CommonJS assignment exports, what an ES export statement declares,
// whether an import specifier may name repository code — split from package summary, which is at the package
// size limit (checks/size_test.go).
package jsmod

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/tsshape"
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
	return repoSpecArg(f, v)
}

// ImportCallSpec returns the module of a dynamic import of the repository
// (`await import('./x')`, `import('@/lib/x')`: ECMAScript's ImportCall,
// whose promise resolves to the module's namespace object), or "". Like
// RequireSpec it only reads the specifier: resolving it is Link's.
func ImportCallSpec(f *model.File, v *model.Node) string {
	for v != nil && (v.Sym() == model.SymAwaitExpression || v.Sym() == model.SymParenthesizedExpression) {
		v = v.NamedChild(0)
	}
	if v == nil || v.Sym() != model.SymCallExpression {
		return ""
	}
	if fn := v.ChildByFieldName("function"); fn == nil || fn.Type() != "import" {
		return ""
	}
	return repoSpecArg(f, v)
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

// Export is what one ES export statement declares: the re-exports of
// another module (`export { a as b } from './x'`, `export * from './x'`),
// the names it exports with their local names (`export function f`,
// `export { a as b }`, `export default g`; "default" for an anonymous
// default), and the object literal of `export default { f, g: h }`, whose
// members the caller reads.
type Export struct {
	ReExports     []ReExport
	Names         [][2]string // exported name, local name
	DefaultObject *model.Node
}

// ReExport is one re-export: exported Name comes from From in module Spec
// ("*" re-exports every name).
type ReExport struct{ Name, From, Spec string }

// Exports reads ES export statement n.
func Exports(f *model.File, n *model.Node) (out Export) {
	isDefault := false
	for i := 0; i < int(n.ChildCount()); i++ {
		if c := n.Child(i); !c.IsNamed() && c.Type() == "default" {
			isDefault = true
		}
	}
	if src := n.ChildByFieldName("source"); src != nil {
		spec := strings.Trim(f.Text(src), "'\"`")
		if !RepoSpec(spec) {
			return out
		}
		clause := exportSpecifiers(f, n, func(as, name string) {
			out.ReExports = append(out.ReExports, ReExport{Name: as, From: name, Spec: spec})
		})
		if !clause && !strings.Contains(f.Text(n), " as ") {
			out.ReExports = append(out.ReExports, ReExport{Name: "*", Spec: spec})
		}
		return
	}
	if d := n.ChildByFieldName("declaration"); d != nil {
		switch d.Sym() {
		case model.SymFunctionDeclaration, model.SymGeneratorFunctionDeclaration, model.SymClassDeclaration, model.SymAbstractClassDeclaration, ifaceSym(f, d):
			if nm := d.ChildByFieldName("name"); nm != nil {
				out.Names = append(out.Names, [2]string{f.Text(nm), f.Text(nm)})
				if isDefault {
					out.Names = append(out.Names, [2]string{"default", f.Text(nm)})
				}
			}
		case model.SymLexicalDeclaration, model.SymVariableDeclaration:
			for i := 0; i < int(d.NamedChildCount()); i++ {
				if v := d.NamedChild(i); v.Sym() == model.SymVariableDeclarator {
					if nm := v.ChildByFieldName("name"); nm != nil && nm.Sym() == model.SymIdentifier {
						out.Names = append(out.Names, [2]string{f.Text(nm), f.Text(nm)})
					}
				}
			}
		}
		return
	}
	if v := n.ChildByFieldName("value"); v != nil && isDefault {
		switch v.Sym() {
		case model.SymIdentifier:
			out.Names = append(out.Names, [2]string{"default", f.Text(v)})
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			out.Names = append(out.Names, [2]string{"default", "default"})
		case model.SymObject: // export default { issueRequest, get: getJSON }
			out.DefaultObject = v
		}
		return
	}
	exportSpecifiers(f, n, func(as, name string) {
		out.Names = append(out.Names, [2]string{as, name})
	})
	return out
}

// exportSpecifiers calls fn with the exported name and the local (or
// source module's) name of each specifier of export statement n's export
// clauses (`export { a as b }`: "b", "a"), in order; it reports whether n
// has an export clause at all.
func exportSpecifiers(f *model.File, n *model.Node, fn func(as, name string)) (clause bool) {
	for i := 0; i < int(n.NamedChildCount()); i++ {
		c := n.NamedChild(i)
		if c.Type() != "export_clause" {
			continue
		}
		clause = true
		for j := 0; j < int(c.NamedChildCount()); j++ {
			s := c.NamedChild(j)
			if s.Type() != "export_specifier" {
				continue
			}
			name := f.Text(s.ChildByFieldName("name"))
			as := name
			if a := s.ChildByFieldName("alias"); a != nil {
				as = f.Text(a)
			}
			fn(as, name)
		}
	}
	return clause
}

// ifaceSym returns the symbol of declaration d when it is an interface or
// an object type alias that declares a field typed with a class
// (tsshape.Iface: `export interface Ctx { client: ApiClient }`), which the
// summaries take as a class of fields; otherwise a symbol no declaration
// has, so an export of any other type stays unrecorded.
func ifaceSym(f *model.File, d *model.Node) model.Sym {
	if name, _ := tsshape.Iface(f, d); name != "" {
		return d.Sym()
	}
	return model.SymFunctionDeclaration
}

// repoSpecArg returns the module specifier call v passes as its first
// argument when it is a string naming a module of the repository (RepoSpec),
// or "".
func repoSpecArg(f *model.File, v *model.Node) string {
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
