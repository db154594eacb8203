// Package modtab records a file's module table for the function summaries
// (package summary): what its imports bind (Python import and from-import
// statements, JS/TS import declarations and require() calls, Go import
// specs) and what it exports (ES export statements, CommonJS module.exports
// and exports.f assignments, the functions a default-exported object literal
// names). Link resolves calls through this table (issue 18: resolution
// across files).
package modtab

import (
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/jsmod"
)

// Import is one imported binding. Spec is the module as written ("./api",
// "pkg.mod", ".mod", "example.com/m/internal/x"); Level counts the leading
// dots of a Python relative import; Name is the imported member, "" when the
// local name binds the module itself (import * as ns, import x, const x =
// require('./x') binds "default" in JS: module.exports).
type Import struct {
	Spec  string `json:"spec"`
	Level int    `json:"level,omitempty"`
	Name  string `json:"name,omitempty"`
}

// ReExport is a JS/TS re-export: exported Name comes from From in module
// Spec ("*" re-exports every name).
type ReExport struct {
	Name string `json:"name"`
	From string `json:"from,omitempty"`
	Spec string `json:"spec"`
}

// Table is where a file's bindings are recorded: F is the file read, the
// pointers the summary's maps and list (allocated on first use).
type Table struct {
	F         *model.File
	Imports   *map[string]Import
	Exports   *map[string]string
	ReExports *[]ReExport
}

func (t *Table) addImport(local string, imp Import) {
	if local == "" {
		return
	}
	if *t.Imports == nil {
		*t.Imports = map[string]Import{}
	}
	if _, ok := (*t.Imports)[local]; !ok { // the first binding wins, as Imports does
		(*t.Imports)[local] = imp
	}
}

func (t *Table) addExport(name, local string) {
	if name == "" || local == "" {
		return
	}
	if *t.Exports == nil {
		*t.Exports = map[string]string{}
	}
	(*t.Exports)[name] = local
}

// Statement records Python import statements and JS/TS import declarations.
func (t *Table) Statement(n *model.Node) {
	f := t.F
	switch {
	case f.Lang == model.LangPython && n.Sym() == model.SymImportStatement:
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			switch c.Sym() {
			case model.SymDottedName: // import a.b binds a
				full := f.Text(c)
				first, _, _ := strings.Cut(full, ".")
				t.addImport(first, Import{Spec: first})
			case model.SymAliasedImport:
				t.addImport(f.Text(c.ChildByFieldName("alias")), Import{Spec: f.Text(c.ChildByFieldName("name"))})
			}
		}
	case f.Lang == model.LangPython && n.Sym() == model.SymImportFromStatement:
		mod := n.ChildByFieldName("module_name")
		if mod == nil {
			return
		}
		imp := Import{}
		if mod.Sym() == model.SymRelativeImport {
			for i := 0; i < int(mod.NamedChildCount()); i++ {
				c := mod.NamedChild(i)
				if c.Type() == "import_prefix" {
					imp.Level = strings.Count(f.Text(c), ".")
				} else if c.Sym() == model.SymDottedName {
					imp.Spec = f.Text(c)
				}
			}
			if imp.Level == 0 {
				imp.Level = strings.Count(f.Text(mod), ".") - strings.Count(imp.Spec, ".")
			}
		} else {
			imp.Spec = f.Text(mod)
		}
		adapt.PyFromImportNames(f, n, func(local, name string) {
			in := imp
			in.Name = name
			t.addImport(local, in)
		})
	case f.Lang.IsJS() && n.Sym() == model.SymImportStatement:
		src := n.ChildByFieldName("source")
		if src == nil {
			return
		}
		spec := strings.Trim(f.Text(src), "'\"`")
		if !jsmod.RepoSpec(spec) {
			return // a Node builtin: not repository code
		}
		adapt.JSImportClause(f, n, func(local, exported string) {
			switch exported {
			case "default":
				t.addImport(local, Import{Spec: spec, Name: "default"})
			case "*":
				t.addImport(local, Import{Spec: spec})
			default:
				t.addImport(local, Import{Spec: spec, Name: strings.Trim(exported, `'"`)})
			}
		})
	}
}

// Require records const x = require('./x') and const { a, b: c } = require('./x'),
// and the same bindings of a dynamic import (const { a } = await
// import('./x'); const ns = await import('./x') binds the module's
// namespace, as import * as ns does). A dynamic import inside a function
// is recorded for the whole file, as a require() there is; a name the file
// binds first otherwise keeps that binding (addImport).
func (t *Table) Require(n *model.Node) {
	f := t.F
	if !f.Lang.IsJS() {
		return
	}
	whole := "module.exports"
	spec := jsmod.RequireSpec(f, n.ChildByFieldName("value"))
	if spec == "" {
		spec, whole = jsmod.ImportCallSpec(f, n.ChildByFieldName("value")), ""
	}
	if spec == "" {
		return
	}
	name := n.ChildByFieldName("name")
	switch name.Sym() {
	case model.SymIdentifier:
		t.addImport(f.Text(name), Import{Spec: spec, Name: whole})
	case model.SymObjectPattern:
		for k := 0; k < int(name.NamedChildCount()); k++ {
			p := name.NamedChild(k)
			switch p.Sym() {
			case model.SymShorthandPropertyIdentifierPattern:
				t.addImport(f.Text(p), Import{Spec: spec, Name: f.Text(p)})
			case model.SymPairPattern:
				key, val := p.ChildByFieldName("key"), p.ChildByFieldName("value")
				if key != nil && val != nil && val.Sym() == model.SymIdentifier {
					t.addImport(f.Text(val), Import{Spec: spec, Name: strings.Trim(f.Text(key), `'"`)})
				}
			}
		}
	}
}

// CJSExport records module.exports = ..., exports.f = ... .
func (t *Table) CJSExport(n *model.Node) {
	f := t.F
	name := jsmod.CJSExportName(f, n.ChildByFieldName("left"))
	if name == "" {
		return
	}
	right := n.ChildByFieldName("right")
	if right == nil {
		return
	}
	switch right.Sym() {
	case model.SymIdentifier:
		t.addExport(name, f.Text(right))
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
		if nm := right.ChildByFieldName("name"); nm != nil && name == "default" {
			t.addExport(name, name) // funcName names it after the export
		}
		t.addExport(name, name)
	case model.SymObject:
		if name != "default" {
			return
		}
		for i := 0; i < int(right.NamedChildCount()); i++ {
			p := right.NamedChild(i)
			switch p.Sym() {
			case model.SymShorthandPropertyIdentifier:
				t.addExport(f.Text(p), f.Text(p))
			case model.SymPair:
				if v := p.ChildByFieldName("value"); v != nil && v.Sym() == model.SymIdentifier {
					t.addExport(strings.Trim(f.Text(p.ChildByFieldName("key")), `'"`), f.Text(v))
				}
			}
		}
	}
}

// Export records an ES export statement (jsmod.Exports reads it).
func (t *Table) Export(n *model.Node) {
	e := jsmod.Exports(t.F, n)
	for _, r := range e.ReExports {
		*t.ReExports = append(*t.ReExports, ReExport{Name: r.Name, From: r.From, Spec: r.Spec})
	}
	for _, p := range e.Names {
		t.addExport(p[0], p[1])
	}
	if e.DefaultObject != nil {
		t.defaultObject(e.DefaultObject) // export default { issueRequest, get: getJSON }
	}
}

// GoImport records a Go import spec under its local package name.
func (t *Table) GoImport(n *model.Node) {
	f := t.F
	p, err := strconv.Unquote(f.Text(n.ChildByFieldName("path")))
	if err != nil {
		return
	}
	local := p[strings.LastIndex(p, "/")+1:]
	if nm := n.ChildByFieldName("name"); nm != nil {
		local = f.Text(nm)
	}
	if local == "_" || local == "." {
		return
	}
	t.addImport(local, Import{Spec: p})
}

// defaultObject records the functions a default-exported object literal
// names (`export default { issueRequest, get: getJSON }`) as exports
// "default.issueRequest" and "default.get", so `API.issueRequest()` after
// `import API from './api'` resolves. Other members (methods, computed
// keys, spreads) are left unknown.
func (t *Table) defaultObject(v *model.Node) {
	f := t.F
	for i := 0; i < int(v.NamedChildCount()); i++ {
		p := v.NamedChild(i)
		switch p.Sym() {
		case model.SymShorthandPropertyIdentifier:
			t.addExport("default."+f.Text(p), f.Text(p))
		case model.SymPair:
			if val := p.ChildByFieldName("value"); val != nil && val.Sym() == model.SymIdentifier {
				t.addExport("default."+strings.Trim(f.Text(p.ChildByFieldName("key")), `'"`), f.Text(val))
			}
		}
	}
}

// JoinDots joins two dotted names ("pkg", "mod" -> "pkg.mod"; "" and b
// -> b): a Python module and the name imported from it.
func JoinDots(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}
