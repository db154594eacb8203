// Package coverage says which third-party packages a scanned file calls
// that no library model describes: the modelled coverage of the scan.
//
// The rules that judge calls through libraries (RC101 and RC104 timeouts,
// RC102 and RC103 subprocess and database timeouts, RC201 blocking calls in
// async code, RC402 error origins, RC601 mutating calls) read the rows of
// libmodels/data. A call through a package without a row is not judged at
// all, so a checklist row that stays silent over it is no pass: it is a
// pass on the modelled calls only. This package lists those packages per
// file, as CodeQL's model editor lists a codebase's dependencies with their
// unmodeled APIs
// (https://docs.github.com/en/code-security/codeql-for-vs-code/using-the-advanced-functionality-of-the-codeql-for-vs-code-extension/using-the-codeql-model-editor).
//
// A package is third-party when it is not the language's standard library
// (data/python-stdlib.txt: sys.stdlib_module_names; data/node-builtins.txt:
// Node's module.builtinModules; Go: an import path whose first element has
// no dot) and not the repository's own (a Python module that resolves to a
// repository file, src/ layouts included; a relative or aliased JS
// specifier; a Go path of the repository's module). It is modelled when a
// row of the library set names it or a module of it; it is known to do no
// I/O when data/noio.tsv lists it (one source URL per row). Only the
// remaining ones are reported.
package coverage

import (
	"bufio"
	"bytes"
	"embed"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/syntax"
	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/libmodels"
)

//go:embed data/python-stdlib.txt data/node-builtins.txt data/noio.tsv
var data embed.FS

// lists are the data files, read once.
type lists struct {
	pyStdlib, nodeBuiltin map[string]bool
	noio                  map[libmodels.Lang]map[string]bool // package -> listed; "@scope/*" for a whole scope
}

var loaded = sync.OnceValue(func() *lists {
	l := &lists{pyStdlib: words("data/python-stdlib.txt"), nodeBuiltin: words("data/node-builtins.txt"),
		noio: map[libmodels.Lang]map[string]bool{}}
	b, _ := data.ReadFile("data/noio.tsv")
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "lang\t") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 4 {
			continue
		}
		lang := libmodels.Lang(f[0])
		if l.noio[lang] == nil {
			l.noio[lang] = map[string]bool{}
		}
		l.noio[lang][f[1]] = true
	}
	return l
})

// NoIO returns the rows of data/noio.tsv: language, package, kind (noio,
// inbound or dev) and source URL of each package whose calls no rule would
// judge.
func NoIO() [][4]string {
	b, _ := data.ReadFile("data/noio.tsv")
	var out [][4]string
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(line, "\t")
		if line == "" || strings.HasPrefix(line, "#") || f[0] == "lang" || len(f) < 4 {
			continue
		}
		out = append(out, [4]string{f[0], f[1], f[2], f[3]})
	}
	return out
}

// words reads a data file of one name per line ('#' starts a comment line).
func words(name string) map[string]bool {
	b, _ := data.ReadFile(name)
	m := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			m[line] = true
		}
	}
	return m
}

// modules are the module names of a library set's rows, by language.
type modules map[libmodels.Lang]map[string]bool

var moduleCache sync.Map // *libmodels.Set -> modules

func modulesOf(s *libmodels.Set) modules {
	if v, ok := moduleCache.Load(s); ok {
		return v.(modules)
	}
	m := modules{}
	for _, r := range s.Rows() {
		if m[r.Lang] == nil {
			m[r.Lang] = map[string]bool{}
		}
		m[r.Lang][r.Module] = true
	}
	v, _ := moduleCache.LoadOrStore(s, m)
	return v.(modules)
}

// Modelled reports whether package pkg of language lang (a libmodels
// language) has a row in s: a row whose module is pkg, a module of pkg
// (mysql.connector for mysql) or a package pkg belongs to (@aws-sdk for
// @aws-sdk/client-s3, github.com/Azure/azure-sdk-for-go for one of its
// modules).
func Modelled(s *libmodels.Set, lang libmodels.Lang, pkg string) bool {
	sep := "/"
	if lang == libmodels.Python {
		sep = "."
	}
	for m := range modulesOf(s)[lang] {
		if m == pkg || strings.HasPrefix(m, pkg+sep) || strings.HasPrefix(pkg, m+sep) {
			return true
		}
	}
	return false
}

// noIO reports whether data/noio.tsv lists pkg (or, in JavaScript, its
// scope as "@scope/*"; in Go, a module pkg is a package of).
func noIO(lang libmodels.Lang, pkg string) bool {
	l := loaded().noio[lang]
	if l[pkg] {
		return true
	}
	switch lang {
	case libmodels.JavaScript:
		if scope, _, ok := strings.Cut(pkg, "/"); ok && strings.HasPrefix(scope, "@") {
			return l[scope+"/*"]
		}
	case libmodels.Go:
		for p := range l {
			if strings.HasPrefix(pkg, p+"/") {
				return true
			}
		}
	case libmodels.Python:
		root, _, _ := strings.Cut(pkg, ".")
		return l[root]
	}
	return false
}

// Of returns the third-party packages file f imports that have no row in
// libs (nil: the built-in rows) and are not known to do no I/O, each with
// the number of f's call sites through it (call and new expressions whose
// callee starts with a name imported from it), sorted by package. JSX and
// TSX files are views (their packages are UI libraries, their requests the
// browser's) and give nil, as package thirdparty takes them.
func Of(f *model.File, libs *libmodels.Set) []finding.PackageUse {
	if libs == nil {
		libs = libmodels.Builtin()
	}
	var lang libmodels.Lang
	switch {
	case f.Lang == model.LangPython:
		lang = libmodels.Python
	case f.Lang.IsJS():
		if strings.HasSuffix(f.Path, ".tsx") || strings.HasSuffix(f.Path, ".jsx") {
			return nil
		}
		lang = libmodels.JavaScript
	case f.Lang == model.LangGo:
		lang = libmodels.Go
	default:
		return nil
	}
	w := thirdparty.Of(f)
	keep := map[string]bool{} // package -> unmodelled third-party
	judge := func(q string) string {
		pkg, full := packageOf(f, w, lang, q)
		if pkg == "" {
			return ""
		}
		if _, seen := keep[pkg]; !seen {
			keep[pkg] = !Modelled(libs, lang, full) && !Modelled(libs, lang, pkg) && !noIO(lang, pkg) && !mcpSDK(lang, pkg)
		}
		if !keep[pkg] {
			return ""
		}
		return pkg
	}
	locals := map[string]string{} // local name -> unmodelled package
	for local, q := range f.Imports() {
		if pkg := judge(q); pkg != "" {
			locals[local] = pkg
		}
	}
	if lang == libmodels.Python {
		// `import google.cloud.storage` binds google: the package is the
		// dotted name's, not the namespace root's.
		f.NodesOf(pyImportSyms, func(n *model.Node) bool {
			for i := 0; i < int(n.NamedChildCount()); i++ {
				if c := n.NamedChild(i); c.Sym() == model.SymDottedName {
					full := f.Text(c)
					if pkg := judge(full); pkg != "" {
						root, _, _ := strings.Cut(full, ".")
						if _, ok := locals[root]; !ok || pyNamespace[root] {
							locals[root] = pkg
						}
					}
				}
			}
			return false
		})
	}
	calls := map[string]int{}
	f.NodesOf(callSyms, func(n *model.Node) bool {
		field := "function"
		if n.Sym() == syntax.SymNewExpression {
			field = "constructor"
		}
		if head := headOf(f, n.ChildByFieldName(field)); head != "" {
			if pkg, ok := locals[head]; ok {
				calls[pkg]++
			}
		}
		return true
	})
	var out []finding.PackageUse
	for pkg, k := range keep {
		if k {
			out = append(out, finding.PackageUse{Package: pkg, Calls: calls[pkg]})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Package < out[j].Package })
	return out
}

var (
	pyImportSyms = model.NewSymBitset(model.SymImportStatement)
	callSyms     = model.NewSymBitset(model.SymCall, model.SymCallExpression, syntax.SymNewExpression)
)

// headOf returns the first identifier of a callee made of member accesses
// (a.b.c -> a), "" for anything else.
func headOf(f *model.File, n *model.Node) string {
	for n != nil {
		switch n.Sym() {
		case model.SymIdentifier:
			return f.Text(n)
		case model.SymAttribute, model.SymMemberExpression:
			n = n.ChildByFieldName("object")
		case syntax.SymSelectorExpression:
			n = n.ChildByFieldName("operand")
		default:
			return ""
		}
	}
	return ""
}

// pyNamespace are Python namespace roots shared by many distributions: the
// package is the root and the next name (google.genai, azure.identity), or
// two more under the roots' own namespaces (google.cloud.storage).
var pyNamespace = map[string]bool{"google": true, "azure": true}

var pyNamespace3 = map[string]bool{"google.cloud": true, "azure.storage": true, "azure.mgmt": true, "azure.ai": true}

// packageOf returns the third-party package imported name q belongs to and
// the name to look rows up with (q's module, as precise as q gives it), or
// "" when q is the standard library's, the repository's own, or no package.
func packageOf(f *model.File, w *thirdparty.World, lang libmodels.Lang, q string) (pkg, full string) {
	l := loaded()
	switch lang {
	case libmodels.Python:
		parts := strings.Split(q, ".")
		root := parts[0]
		if root == "" || l.pyStdlib[root] || root == "__future__" || pyOwn(f, w, parts) {
			return "", ""
		}
		depth := 1
		if pyNamespace[root] && len(parts) > 1 {
			depth = 2
			if pyNamespace3[root+"."+parts[1]] && len(parts) > 2 {
				depth = 3
			}
		}
		return strings.Join(parts[:depth], "."), strings.Join(parts[:depth], ".")
	case libmodels.JavaScript:
		if strings.HasPrefix(q, ".") || strings.HasPrefix(q, "/") || strings.HasPrefix(q, "@/") || strings.HasPrefix(q, "~") ||
			strings.HasPrefix(q, "#") || strings.HasPrefix(q, "src/") || strings.HasPrefix(q, "$") || strings.Contains(q, ":") {
			return "", "" // relative, absolute, a path alias or a runtime scheme (bun:, cloudflare:)
		}
		pkg := jsName(q)
		if pkg == "" || l.nodeBuiltin[pkg] || l.nodeBuiltin[strings.SplitN(q, ".", 2)[0]] || jsOwn(w, pkg) {
			return "", ""
		}
		return pkg, pkg
	case libmodels.Go:
		first, _, _ := strings.Cut(q, "/")
		if !strings.Contains(first, ".") {
			return "", "" // the standard library (or a GOPATH-era local path)
		}
		if mod := w.GoModule; mod != "" && (q == mod || strings.HasPrefix(q, mod+"/")) {
			return "", ""
		}
		return goModule(q), q
	}
	return "", ""
}

// jsName is the npm package of an imported name: "@scope/name" or "name"
// (Imports writes a member after a dot: "axios.create", "@a/b.C").
func jsName(q string) string {
	if strings.HasPrefix(q, "@") {
		scope, rest, ok := strings.Cut(q, "/")
		if !ok {
			return ""
		}
		name := rest
		if i := strings.IndexAny(rest, "/."); i >= 0 {
			name = rest[:i]
		}
		return scope + "/" + name
	}
	if i := strings.Index(q, "/"); i >= 0 {
		q = q[:i]
	}
	if i := strings.Index(q, ".js"); i > 0 && (len(q) == i+3 || q[i+3] == '.') {
		return q[:i+3] // a package named NAME.js (fuse.js, chart.js)
	}
	if i := strings.Index(q, "."); i >= 0 {
		return q[:i] // a member: axios.create
	}
	return q
}

// jsOwn reports a package of the repository's own workspace: a folder
// holding a package.json named after it (packages/NAME, apps/NAME, NAME).
func jsOwn(w *thirdparty.World, pkg string) bool {
	if w == nil || w.Has == nil {
		return false
	}
	name := pkg[strings.LastIndex(pkg, "/")+1:]
	for _, d := range []string{"packages/", "apps/", "libs/", ""} {
		if w.Has(d + name + "/package.json") {
			return true
		}
	}
	return false
}

// goModule is the module part of a Go import path: host/owner/repo on the
// code hosts (with a /vN major version after it), host/name elsewhere.
func goModule(p string) string {
	parts := strings.Split(p, "/")
	n := 2
	switch parts[0] {
	case "github.com", "gitlab.com", "bitbucket.org", "golang.org", "gitee.com", "codeberg.org":
		n = 3
	}
	if len(parts) > n && len(parts[n]) > 1 && parts[n][0] == 'v' && strings.Trim(parts[n][1:], "0123456789") == "" {
		n++
	}
	return strings.Join(parts[:min(n, len(parts))], "/")
}

// pyOwn reports whether the dotted import parts name a repository module:
// a folder of the file's path, a module that resolves from the file's
// folders or a src/ folder above it (PyPA's src layout), or a namespace
// package (a folder without __init__.py) holding the next name.
func pyOwn(f *model.File, w *thirdparty.World, parts []string) bool {
	root := parts[0]
	if root == "src" || root == "tests" || root == "test" {
		return true // a layout folder of the repository, imported from its root (`from src.server import app`)
	}
	dir := path.Dir(f.Path)
	for _, seg := range strings.Split(dir, "/") {
		if seg == root {
			return true
		}
	}
	if w == nil || w.Has == nil {
		return false
	}
	for n := min(len(parts), 5); n >= 1; n-- {
		if _, ok := resolve.Python(f.Path, strings.Join(parts[:n], "."), 0, w.Has); ok {
			return true
		}
	}
	var dirs []string
	for d := dir; ; d = path.Dir(d) {
		pre := d + "/"
		if d == "." || d == "/" || d == "" {
			pre = ""
		}
		dirs = append(dirs, pre, pre+"src/")
		if pre == "" {
			break
		}
	}
	for _, d := range dirs {
		if w.Has(d+root+".py") || w.Has(d+root+"/__init__.py") {
			return true
		}
		for n := 2; n <= min(len(parts), 5); n++ { // a namespace package: any module below it
			if sub := d + strings.Join(parts[:n], "/"); w.Has(sub+".py") || w.Has(sub+"/__init__.py") {
				return true
			}
		}
	}
	return false
}

// mcpSDK reports a package of the MCP SDKs, which count as modelled: the
// handler registrations are rows (libmodels/data/mcp.yml), and the packages
// split from the TypeScript SDK (@modelcontextprotocol/server, /node,
// /ext-apps) carry the same registrations
// (https://github.com/modelcontextprotocol/typescript-sdk).
func mcpSDK(lang libmodels.Lang, pkg string) bool {
	switch lang {
	case libmodels.JavaScript:
		return strings.HasPrefix(pkg, "@modelcontextprotocol/")
	case libmodels.Python:
		return pkg == "mcp" || pkg == "fastmcp"
	}
	return false
}
