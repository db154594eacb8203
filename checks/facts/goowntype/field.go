package goowntype

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// fieldMethod reports whether `x.f.M(...)` (sel is `x.f`) runs the
// project's own code: x is the enclosing method's receiver or a parameter
// of an enclosing function, declared with a type T of the file's package;
// a file of the package declares T a struct whose field f has the type
// `*U`, `U`, `*pkg.U` or `pkg.U`; and U's package (the same one, or the
// package that file imports as pkg, found in the repository:
// handlers.GoImportSources) declares method M on U with a body.
// bmeyer99/github-mcp-server-go's `s.client.CreateFile(...)` with `client
// *github.Client` of its own package github, which PUTs the file: the
// function summaries read the method, so its name says nothing of what it
// sends. Anything that does not resolve (an interface field, a type of
// another module, an embedded field, a field of several names) is false.
func fieldMethod(f *model.File, sel *model.Node, method string, call *model.Node) bool {
	x, fld := sel.ChildByFieldName("operand"), sel.ChildByFieldName("field")
	if x == nil || fld == nil || x.Sym() != model.SymIdentifier {
		return false
	}
	typ := tval.MethodReceiverType(f, call, f.Text(x))
	if typ == "" {
		typ = paramType(f, f.Text(x), call)
	}
	if typ == "" {
		return false
	}
	srcs := map[string][]byte{f.Path: f.Src}
	for p, b := range handlers.GoPackageSources(f) {
		srcs[p] = b
	}
	fieldRE := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(f.Text(fld)) + `\s+\*?(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)\s*(?:` + "`" + `[^` + "`" + `]*` + "`" + `)?\s*(?://.*)?$`)
	for _, src := range srcs {
		body := structBody(src, typ)
		if body == nil {
			continue
		}
		m := fieldRE.FindSubmatch(body)
		if m == nil {
			return false
		}
		pkg, utyp := string(m[1]), string(m[2])
		head := regexp.MustCompile(`(?m)^func\s*\(\s*\w*\s*\*?\s*` + regexp.QuoteMeta(utyp) + `\s*\)\s*` + regexp.QuoteMeta(method) + `\s*\([^{]*\{`)
		if pkg == "" {
			for _, s := range srcs {
				if head.Match(s) {
					return true
				}
			}
			return false
		}
		path := importPath(src, pkg)
		if path == "" {
			return false
		}
		for _, s := range handlers.GoImportSources(f, path) {
			if head.Match(s) {
				return true
			}
		}
		return false
	}
	return false
}

// structBody returns the text between the braces of `type T struct {...}`
// in src (up to the first line that is a lone closing brace), or nil.
func structBody(src []byte, typ string) []byte {
	loc := regexp.MustCompile(`(?m)^type\s+` + regexp.QuoteMeta(typ) + `\s+struct\s*\{`).FindIndex(src)
	if loc == nil {
		return nil
	}
	rest := src[loc[1]:]
	end := regexp.MustCompile(`(?m)^\}`).FindIndex(rest)
	if end == nil {
		return nil
	}
	return rest[:end[0]]
}

// importPath returns the path src imports under the name pkg (an alias,
// or the path's last element), or "".
func importPath(src []byte, pkg string) string {
	re := regexp.MustCompile(`(?m)^\s*(?:import\s+)?(?:([A-Za-z_]\w*)\s+)?"([^"]+)"`)
	for _, m := range re.FindAllSubmatch(src, -1) {
		alias, path := string(m[1]), string(m[2])
		if alias == pkg || alias == "" && path[strings.LastIndexByte(path, '/')+1:] == pkg {
			return path
		}
	}
	return ""
}
