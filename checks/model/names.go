package model

import (
	"strconv"
	"strings"
)

// Imports maps each local name a file imports to its canonical dotted name:
//
//	Python  import requests as r          r -> requests
//	        from requests import get as g g -> requests.get
//	JS/TS   import * as http from 'node:http'  http -> http
//	        const { get } = require('https')  get -> https.get
//	        import axios from 'axios'          axios -> axios
//	Go      import ex "os/exec"               ex -> os/exec
//
// Module names lose a "node:" prefix. Computed once per file.
func (f *File) Imports() map[string]string {
	if v, ok := f.facts["imports"]; ok {
		return v.(map[string]string)
	}
	m := map[string]string{}
	switch {
	case f.Lang == LangPython:
		pyImports(f, m)
	case f.Lang.IsJS():
		jsImports(f, m)
	case f.Lang == LangGo:
		goImports(f, m)
	}
	f.facts["imports"] = m
	return m
}

func pyImports(f *File, m map[string]string) {
	Walk(f.Root, func(n *Node) bool {
		switch n.Sym() {
		case SymImportStatement:
			for i := 0; i < int(n.NamedChildCount()); i++ {
				c := n.NamedChild(i)
				switch c.Sym() {
				case SymDottedName: // import a.b  binds a
					full := f.Text(c)
					first := strings.SplitN(full, ".", 2)[0]
					m[first] = first
				case SymAliasedImport: // import a.b as x binds x to a.b
					m[f.Text(c.ChildByFieldName("alias"))] = f.Text(c.ChildByFieldName("name"))
				}
			}
			return false
		case SymImportFromStatement:
			mod := n.ChildByFieldName("module_name")
			if mod == nil || mod.Sym() != SymDottedName {
				return false // relative imports name project code
			}
			base := f.Text(mod)
			for i := 0; i < int(n.ChildCount()); i++ {
				if n.FieldNameForChild(i) != "name" {
					continue
				}
				c := n.Child(i)
				switch c.Sym() {
				case SymDottedName:
					m[f.Text(c)] = base + "." + f.Text(c)
				case SymAliasedImport:
					m[f.Text(c.ChildByFieldName("alias"))] = base + "." + f.Text(c.ChildByFieldName("name"))
				}
			}
			return false
		case SymFunctionDefinition, SymClassDefinition:
			return true // imports inside functions count too
		}
		return true
	})
}

func jsModule(s string) string {
	s = strings.Trim(s, "'\"`")
	return strings.TrimPrefix(s, "node:")
}

func jsImports(f *File, m map[string]string) {
	Walk(f.Root, func(n *Node) bool {
		switch n.Sym() {
		case SymImportStatement:
			src := n.ChildByFieldName("source")
			if src == nil {
				return false
			}
			mod := jsModule(f.Text(src))
			for i := 0; i < int(n.NamedChildCount()); i++ {
				clause := n.NamedChild(i)
				if clause.Sym() != SymImportClause {
					continue
				}
				for j := 0; j < int(clause.NamedChildCount()); j++ {
					c := clause.NamedChild(j)
					switch c.Sym() {
					case SymIdentifier: // default import
						m[f.Text(c)] = mod
					case SymNamespaceImport:
						if c.NamedChildCount() > 0 {
							m[f.Text(c.NamedChild(0))] = mod
						}
					case SymNamedImports:
						for k := 0; k < int(c.NamedChildCount()); k++ {
							spec := c.NamedChild(k)
							if spec.Sym() != SymImportSpecifier {
								continue
							}
							name := f.Text(spec.ChildByFieldName("name"))
							local := name
							if a := spec.ChildByFieldName("alias"); a != nil {
								local = f.Text(a)
							}
							if name == "default" {
								m[local] = mod
							} else {
								m[local] = mod + "." + name
							}
						}
					}
				}
			}
			return false
		case SymVariableDeclarator:
			v := n.ChildByFieldName("value")
			for v != nil && (v.Sym() == SymAwaitExpression || v.Sym() == SymParenthesizedExpression) {
				v = v.NamedChild(0)
			}
			mod, ok := JsRequire(f, v)
			if !ok {
				return true
			}
			name := n.ChildByFieldName("name")
			switch name.Sym() {
			case SymIdentifier:
				m[f.Text(name)] = mod
			case SymObjectPattern:
				for k := 0; k < int(name.NamedChildCount()); k++ {
					p := name.NamedChild(k)
					switch p.Sym() {
					case SymShorthandPropertyIdentifierPattern:
						m[f.Text(p)] = mod + "." + f.Text(p)
					case SymPairPattern:
						key, val := p.ChildByFieldName("key"), p.ChildByFieldName("value")
						if key != nil && val != nil && val.Sym() == SymIdentifier {
							m[f.Text(val)] = mod + "." + strings.Trim(f.Text(key), "'\"")
						}
					}
				}
			}
			return false
		}
		return true
	})
}

// JsRequire recognises require('m'), require('m').x and import('m') and
// returns the canonical module (plus member) name.
func JsRequire(f *File, v *Node) (string, bool) {
	if v == nil {
		return "", false
	}
	if v.Sym() == SymMemberExpression {
		mod, ok := JsRequire(f, v.ChildByFieldName("object"))
		if !ok {
			return "", false
		}
		return mod + "." + f.Text(v.ChildByFieldName("property")), true
	}
	if v.Sym() != SymCallExpression {
		return "", false
	}
	fn := v.ChildByFieldName("function")
	if fn == nil || (f.Text(fn) != "require" && fn.Sym() != SymImport) {
		return "", false
	}
	args := v.ChildByFieldName("arguments")
	if args == nil || args.NamedChildCount() == 0 || args.NamedChild(0).Sym() != SymString {
		return "", false
	}
	return jsModule(f.Text(args.NamedChild(0))), true
}

func goImports(f *File, m map[string]string) {
	Walk(f.Root, func(n *Node) bool {
		switch n.Sym() {
		case SymImportSpec:
			p, err := strconv.Unquote(f.Text(n.ChildByFieldName("path")))
			if err != nil {
				return false
			}
			local := p[strings.LastIndex(p, "/")+1:]
			if strings.HasPrefix(local, "v") && isDigits(local[1:]) && strings.Count(p, "/") > 0 {
				rest := p[:strings.LastIndex(p, "/")]
				local = rest[strings.LastIndex(rest, "/")+1:] // github.com/x/go-github/v62 -> go-github
			}
			local = strings.TrimPrefix(local, "go-")
			if name := n.ChildByFieldName("name"); name != nil {
				local = f.Text(name)
			}
			m[local] = p
			return false
		case SymFunctionDeclaration, SymMethodDeclaration:
			return false
		}
		return true
	})
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// QualifiedName returns the canonical dotted name of an expression made of
// identifiers and member accesses, resolving its first segment through the
// file's imports: with `import requests as r`, `r.get` is "requests.get";
// with `from requests import get`, `get` is "requests.get"; in Go, `http.Get`
// is "net/http.Get". An unresolved first segment stays as written
// ("session.get"). It returns "" for anything else (calls, subscripts).
func (f *File) QualifiedName(n *Node) string {
	parts, ok := f.nameParts(n)
	if !ok {
		return ""
	}
	if imp, ok := f.Imports()[parts[0]]; ok {
		parts[0] = imp
	}
	return strings.Join(parts, ".")
}

func (f *File) nameParts(n *Node) ([]string, bool) {
	if n == nil {
		return nil, false
	}
	switch n.Sym() {
	case SymIdentifier, SymPropertyIdentifier, SymFieldIdentifier, SymPackageIdentifier, SymThis, SymSelf, SymTypeIdentifier:
		return []string{f.Text(n)}, true
	case SymAttribute: // Python
		p, ok := f.nameParts(n.ChildByFieldName("object"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("attribute"))), true
	case SymMemberExpression: // JS
		p, ok := f.nameParts(n.ChildByFieldName("object"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("property"))), true
	case SymSelectorExpression: // Go
		p, ok := f.nameParts(n.ChildByFieldName("operand"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("field"))), true
	case SymQualifiedType: // Go: http.Client
		return []string{f.Text(n.ChildByFieldName("package")), f.Text(n.ChildByFieldName("name"))}, true
	case SymNonNullExpression, SymParenthesizedExpression: // TS x!.y, (x)
		if n.NamedChildCount() == 1 {
			return f.nameParts(n.NamedChild(0))
		}
	}
	return nil, false
}
