package summary

import (
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/jsmod"
)

func (x *extractor) addImport(local string, imp Import) {
	if local == "" {
		return
	}
	if x.out.Imports == nil {
		x.out.Imports = map[string]Import{}
	}
	if _, ok := x.out.Imports[local]; !ok { // the first binding wins, as Imports does
		x.out.Imports[local] = imp
	}
}

func (x *extractor) addExport(name, local string) {
	if name == "" || local == "" {
		return
	}
	if x.out.Exports == nil {
		x.out.Exports = map[string]string{}
	}
	x.out.Exports[name] = local
}

// imports records Python import statements and JS/TS import declarations.
func (x *extractor) imports(n *model.Node) {
	f := x.f
	switch {
	case f.Lang == model.LangPython && n.Sym() == model.SymImportStatement:
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			switch c.Sym() {
			case model.SymDottedName: // import a.b binds a
				full := f.Text(c)
				first, _, _ := strings.Cut(full, ".")
				x.addImport(first, Import{Spec: first})
			case model.SymAliasedImport:
				x.addImport(f.Text(c.ChildByFieldName("alias")), Import{Spec: f.Text(c.ChildByFieldName("name"))})
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
			x.addImport(local, in)
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
				x.addImport(local, Import{Spec: spec, Name: "default"})
			case "*":
				x.addImport(local, Import{Spec: spec})
			default:
				x.addImport(local, Import{Spec: spec, Name: strings.Trim(exported, `'"`)})
			}
		})
	}
}

// require records const x = require('./x') and const { a, b: c } = require('./x').
func (x *extractor) require(n *model.Node) {
	f := x.f
	if !f.Lang.IsJS() {
		return
	}
	spec := jsmod.RequireSpec(f, n.ChildByFieldName("value"))
	if spec == "" {
		return
	}
	name := n.ChildByFieldName("name")
	switch name.Sym() {
	case model.SymIdentifier:
		x.addImport(f.Text(name), Import{Spec: spec, Name: "module.exports"})
	case model.SymObjectPattern:
		for k := 0; k < int(name.NamedChildCount()); k++ {
			p := name.NamedChild(k)
			switch p.Sym() {
			case model.SymShorthandPropertyIdentifierPattern:
				x.addImport(f.Text(p), Import{Spec: spec, Name: f.Text(p)})
			case model.SymPairPattern:
				key, val := p.ChildByFieldName("key"), p.ChildByFieldName("value")
				if key != nil && val != nil && val.Sym() == model.SymIdentifier {
					x.addImport(f.Text(val), Import{Spec: spec, Name: strings.Trim(f.Text(key), `'"`)})
				}
			}
		}
	}
}

// cjsExport records module.exports = ..., exports.f = ... .
func (x *extractor) cjsExport(n *model.Node) {
	f := x.f
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
		x.addExport(name, f.Text(right))
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
		if nm := right.ChildByFieldName("name"); nm != nil && name == "default" {
			x.addExport(name, name) // funcName names it after the export
		}
		x.addExport(name, name)
	case model.SymObject:
		if name != "default" {
			return
		}
		for i := 0; i < int(right.NamedChildCount()); i++ {
			p := right.NamedChild(i)
			switch p.Sym() {
			case model.SymShorthandPropertyIdentifier:
				x.addExport(f.Text(p), f.Text(p))
			case model.SymPair:
				if v := p.ChildByFieldName("value"); v != nil && v.Sym() == model.SymIdentifier {
					x.addExport(strings.Trim(f.Text(p.ChildByFieldName("key")), `'"`), f.Text(v))
				}
			}
		}
	}
}

// export records an ES export statement (jsmod.Exports reads it).
func (x *extractor) export(n *model.Node) {
	e := jsmod.Exports(x.f, n)
	for _, r := range e.ReExports {
		x.out.ReExports = append(x.out.ReExports, ReExport{Name: r.Name, From: r.From, Spec: r.Spec})
	}
	for _, p := range e.Names {
		x.addExport(p[0], p[1])
	}
	if e.DefaultObject != nil {
		x.defaultObject(e.DefaultObject) // export default { issueRequest, get: getJSON }
	}
}

// goImport records a Go import spec under its local package name.
func (x *extractor) goImport(n *model.Node) {
	f := x.f
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
	x.addImport(local, Import{Spec: p})
}

// defaultObject records the functions a default-exported object literal
// names (`export default { issueRequest, get: getJSON }`) as exports
// "default.issueRequest" and "default.get", so `API.issueRequest()` after
// `import API from './api'` resolves. Other members (methods, computed
// keys, spreads) are left unknown.
func (x *extractor) defaultObject(v *model.Node) {
	f := x.f
	for i := 0; i < int(v.NamedChildCount()); i++ {
		p := v.NamedChild(i)
		switch p.Sym() {
		case model.SymShorthandPropertyIdentifier:
			x.addExport("default."+f.Text(p), f.Text(p))
		case model.SymPair:
			if val := p.ChildByFieldName("value"); val != nil && val.Sym() == model.SymIdentifier {
				x.addExport("default."+strings.Trim(f.Text(p.ChildByFieldName("key")), `'"`), f.Text(val))
			}
		}
	}
}
