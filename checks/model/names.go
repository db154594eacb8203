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
		switch n.Type() {
		case "import_statement":
			for i := 0; i < int(n.NamedChildCount()); i++ {
				c := n.NamedChild(i)
				switch c.Type() {
				case "dotted_name": // import a.b  binds a
					full := f.Text(c)
					first := strings.SplitN(full, ".", 2)[0]
					m[first] = first
				case "aliased_import": // import a.b as x binds x to a.b
					m[f.Text(c.ChildByFieldName("alias"))] = f.Text(c.ChildByFieldName("name"))
				}
			}
			return false
		case "import_from_statement":
			mod := n.ChildByFieldName("module_name")
			if mod == nil || mod.Type() != "dotted_name" {
				return false // relative imports name project code
			}
			base := f.Text(mod)
			for i := 0; i < int(n.ChildCount()); i++ {
				if n.FieldNameForChild(i) != "name" {
					continue
				}
				c := n.Child(i)
				switch c.Type() {
				case "dotted_name":
					m[f.Text(c)] = base + "." + f.Text(c)
				case "aliased_import":
					m[f.Text(c.ChildByFieldName("alias"))] = base + "." + f.Text(c.ChildByFieldName("name"))
				}
			}
			return false
		case "function_definition", "class_definition":
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
		switch n.Type() {
		case "import_statement":
			src := n.ChildByFieldName("source")
			if src == nil {
				return false
			}
			mod := jsModule(f.Text(src))
			for i := 0; i < int(n.NamedChildCount()); i++ {
				clause := n.NamedChild(i)
				if clause.Type() != "import_clause" {
					continue
				}
				for j := 0; j < int(clause.NamedChildCount()); j++ {
					c := clause.NamedChild(j)
					switch c.Type() {
					case "identifier": // default import
						m[f.Text(c)] = mod
					case "namespace_import":
						if c.NamedChildCount() > 0 {
							m[f.Text(c.NamedChild(0))] = mod
						}
					case "named_imports":
						for k := 0; k < int(c.NamedChildCount()); k++ {
							spec := c.NamedChild(k)
							if spec.Type() != "import_specifier" {
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
		case "variable_declarator":
			v := n.ChildByFieldName("value")
			for v != nil && (v.Type() == "await_expression" || v.Type() == "parenthesized_expression") {
				v = v.NamedChild(0)
			}
			mod, ok := JsRequire(f, v)
			if !ok {
				return true
			}
			name := n.ChildByFieldName("name")
			switch name.Type() {
			case "identifier":
				m[f.Text(name)] = mod
			case "object_pattern":
				for k := 0; k < int(name.NamedChildCount()); k++ {
					p := name.NamedChild(k)
					switch p.Type() {
					case "shorthand_property_identifier_pattern":
						m[f.Text(p)] = mod + "." + f.Text(p)
					case "pair_pattern":
						key, val := p.ChildByFieldName("key"), p.ChildByFieldName("value")
						if key != nil && val != nil && val.Type() == "identifier" {
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
	if v.Type() == "member_expression" {
		mod, ok := JsRequire(f, v.ChildByFieldName("object"))
		if !ok {
			return "", false
		}
		return mod + "." + f.Text(v.ChildByFieldName("property")), true
	}
	if v.Type() != "call_expression" {
		return "", false
	}
	fn := v.ChildByFieldName("function")
	if fn == nil || (f.Text(fn) != "require" && fn.Type() != "import") {
		return "", false
	}
	args := v.ChildByFieldName("arguments")
	if args == nil || args.NamedChildCount() == 0 || args.NamedChild(0).Type() != "string" {
		return "", false
	}
	return jsModule(f.Text(args.NamedChild(0))), true
}

func goImports(f *File, m map[string]string) {
	Walk(f.Root, func(n *Node) bool {
		switch n.Type() {
		case "import_spec":
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
		case "function_declaration", "method_declaration":
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
	switch n.Type() {
	case "identifier", "property_identifier", "field_identifier", "package_identifier", "this", "self", "type_identifier":
		return []string{f.Text(n)}, true
	case "attribute": // Python
		p, ok := f.nameParts(n.ChildByFieldName("object"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("attribute"))), true
	case "member_expression": // JS
		p, ok := f.nameParts(n.ChildByFieldName("object"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("property"))), true
	case "selector_expression": // Go
		p, ok := f.nameParts(n.ChildByFieldName("operand"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("field"))), true
	case "qualified_type": // Go: http.Client
		return []string{f.Text(n.ChildByFieldName("package")), f.Text(n.ChildByFieldName("name"))}, true
	case "non_null_expression", "parenthesized_expression": // TS x!.y, (x)
		if n.NamedChildCount() == 1 {
			return f.nameParts(n.NamedChild(0))
		}
	}
	return nil, false
}
