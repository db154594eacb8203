package model

import (
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/syntax"
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
	if f.imports != nil {
		return f.imports
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
	f.imports = m
	return m
}

// pyImportSyms are the Python import statements (they do not nest, and
// imports inside functions and classes count too).
var pyImportSyms = NewSymBitset(SymImportStatement, SymImportFromStatement)

func pyImports(f *File, m map[string]string) {
	f.NodesOf(pyImportSyms, func(n *Node) bool {
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
		}
		return true
	})
}

func jsModule(s string) string {
	s = strings.Trim(s, "'\"`")
	return strings.TrimPrefix(s, "node:")
}

// jsImportSyms are the JS/TS nodes that may import: import statements and
// declarators (const x = require('m')).
var jsImportSyms = NewSymBitset(SymImportStatement, SymVariableDeclarator)

func jsImports(f *File, m map[string]string) {
	f.NodesOf(jsImportSyms, func(n *Node) bool {
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
			name := n.ChildByFieldName("name")
			if !ok && v != nil && v.Sym() == SymIdentifier && name.Sym() == SymObjectPattern {
				mod, ok = m[f.Text(v)] // import pg from "pg"; const { Pool } = pg
			}
			if !ok && name.Sym() == SymIdentifier {
				mod, ok = jsInterop(f, v, m) // const GC = (mod as any).GarminConnect || mod
			}
			if !ok {
				return true
			}
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

// jsInterop resolves the CommonJS/ES-module interop idiom `(M as
// any).X || M` (or `M.X ?? M`), M a module the file imports (m): the
// member X of M when the bundler exposes it, else M itself, so the value
// names M's named export X (a class: GarminConnect). `M.default || M` is
// left alone. Any other value: "", false.
func jsInterop(f *File, v *Node, m map[string]string) (string, bool) {
	if v == nil || v.Sym() != SymBinaryExpression {
		return "", false
	}
	op, left, right := v.ChildByFieldName("operator"), jsBare(v.ChildByFieldName("left")), jsBare(v.ChildByFieldName("right"))
	if op == nil || f.Text(op) != "||" && f.Text(op) != "??" || left == nil || right == nil || left.Sym() != SymMemberExpression || right.Sym() != SymIdentifier {
		return "", false
	}
	obj, prop := jsBare(left.ChildByFieldName("object")), left.ChildByFieldName("property")
	mod, ok := m[f.Text(right)]
	if !ok || obj == nil || prop == nil || obj.Sym() != SymIdentifier || f.Text(obj) != f.Text(right) {
		return "", false
	}
	if f.Text(prop) == "default" {
		return "", false // the default export: a function as often as a client, its calls' origin unknown
	}
	return mod + "." + f.Text(prop), true
}

// jsBare strips parentheses and TypeScript's `as T` and `x!` from n.
func jsBare(n *Node) *Node {
	for n != nil && (n.Sym() == SymParenthesizedExpression || n.Sym() == SymAsExpression || n.Sym() == SymNonNullExpression) && n.NamedChildCount() > 0 {
		n = n.NamedChild(0)
	}
	return n
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

// goImportSyms are the Go import specs and the declarations whose bodies
// goImports skips.
var goImportSyms = NewSymBitset(SymImportSpec, SymFunctionDeclaration, SymMethodDeclaration)

func goImports(f *File, m map[string]string) {
	f.NodesOf(goImportSyms, func(n *Node) bool {
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
			if i := strings.IndexFunc(local, notIdentRune); i > 0 { // clickhouse-go -> clickhouse, yaml.v3 -> yaml (goimports' assumed name)
				local = local[:i]
			}
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

// notIdentRune reports a rune that cannot be in a Go identifier.
func notIdentRune(r rune) bool {
	return !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r >= 0x80)
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
	head, ok := f.nameHead(n)
	if !ok {
		return ""
	}
	if imp, ok := f.Imports()[head]; ok {
		head = imp
	}
	return f.joinName(n, head)
}

// NameHead is nameHead for the fact packages outside model
// (checks/facts/outbound).
func (f *File) NameHead(n *Node) (string, bool) { return f.nameHead(n) }

// nameHead returns the first segment of a name expression (what
// nameParts(n)[0] is) and whether n is one, building nothing: most names
// that rules qualify are not imported, and this is all ImportedName needs to
// tell.
func (f *File) nameHead(n *Node) (string, bool) {
	for n != nil {
		switch n.Sym() {
		case SymIdentifier, SymPropertyIdentifier, SymFieldIdentifier, SymPackageIdentifier, SymThis, SymSelf, SymTypeIdentifier:
			return f.Text(n), true
		case SymAttribute, SymMemberExpression: // Python, JS
			n = n.ChildByFieldName("object")
		case SymSelectorExpression: // Go
			n = n.ChildByFieldName("operand")
		case SymQualifiedType: // Go: http.Client
			return f.Text(n.ChildByFieldName("package")), true
		case SymNonNullExpression, SymParenthesizedExpression: // TS x!.y, (x)
			if n.NamedChildCount() != 1 {
				return "", false
			}
			n = n.NamedChild(0)
		default:
			return "", false
		}
	}
	return "", false
}

// joinName returns strings.Join(nameParts(n), ".") with the first segment
// replaced by head; n must be a name (nameHead). When the result is the
// node's own text (no import replaced, no parentheses or spaces) it returns
// that text and allocates nothing.
func (f *File) joinName(n *Node, head string) string {
	var buf [128]byte
	b := f.appendName(buf[:0], n, head)
	if txt := f.Text(n); string(b) == txt {
		return txt
	}
	return string(b)
}

// appendName appends the segments of name n joined by dots, head first.
func (f *File) appendName(b []byte, n *Node, head string) []byte {
	switch n.Sym() {
	case SymAttribute: // Python
		b = append(f.appendName(b, n.ChildByFieldName("object"), head), '.')
		return append(b, f.Text(n.ChildByFieldName("attribute"))...)
	case SymMemberExpression: // JS
		b = append(f.appendName(b, n.ChildByFieldName("object"), head), '.')
		return append(b, f.Text(n.ChildByFieldName("property"))...)
	case SymSelectorExpression: // Go
		b = append(f.appendName(b, n.ChildByFieldName("operand"), head), '.')
		return append(b, f.Text(n.ChildByFieldName("field"))...)
	case SymQualifiedType: // Go: http.Client
		b = append(append(b, head...), '.')
		return append(b, f.Text(n.ChildByFieldName("name"))...)
	case SymNonNullExpression, SymParenthesizedExpression: // TS x!.y, (x)
		return f.appendName(b, n.NamedChild(0), head)
	}
	return append(b, head...) // an identifier
}

// ImportedName is File.QualifiedName for names whose first segment the file
// imports, and "" otherwise, so a local `requests` or `http` is not mistaken
// for the library.
func ImportedName(f *File, n *Node) string {
	head, ok := f.nameHead(n)
	if !ok {
		return ""
	}
	imp, ok := f.Imports()[head]
	if !ok {
		return ""
	}
	return f.joinName(n, imp)
}

// CalleeName is importedName of a call's function, or "" when n is no call.
func CalleeName(f *File, n *Node) string {
	if n == nil || (n.Sym() != SymCall && n.Sym() != SymCallExpression && n.Sym() != SymNewExpression) {
		return ""
	}
	return ImportedName(f, Callee(n))
}

// LocalFunc returns the definition of the function a callee names when the
// file defines it (def, function, method, const f = () =>, func), or nil;
// the index of the file's functions is built once.
func (f *File) LocalFunc(fn *Node) *Node {
	name := f.Text(fn)
	if fn.Sym() == SymAttribute || fn.Sym() == SymMemberExpression { // self.helper(), this.helper()
		if !IsSelfMember(name) {
			return nil
		}
		name = name[5:]
	}
	idx := f.facts.localFuncs
	if idx == nil {
		idx = map[string][]*Node{}
		f.NodesOf(localFuncSyms, func(n *Node) bool {
			switch n.Sym() {
			case SymFunctionDefinition, SymFunctionDeclaration, SymMethodDefinition, SymMethodDeclaration:
				if nm := n.ChildByFieldName("name"); nm != nil {
					idx[f.Text(nm)] = append(idx[f.Text(nm)], n)
				}
			case SymVariableDeclarator:
				if v := n.ChildByFieldName("value"); v != nil && (v.Sym() == SymArrowFunction || v.Sym() == SymFunctionExpression || v.Sym() == SymFunction) {
					idx[f.Text(n.ChildByFieldName("name"))] = append(idx[f.Text(n.ChildByFieldName("name"))], v)
				}
			}
			return true
		})
		f.facts.localFuncs = idx
	}
	return syntax.Innermost(idx[name], fn) // by lexical scope (the last definition when none encloses fn)
}

// localFuncSyms are the nodes that declare a function localFunc can find.
var localFuncSyms = NewSymBitset(SymFunctionDefinition, SymFunctionDeclaration, SymMethodDefinition, SymMethodDeclaration, SymVariableDeclarator)

// decoratedSyms are the nodes FuncDecorators visits.
var decoratedSyms = NewSymBitset(SymDecoratedDefinition)

// FuncDecorators calls visit, in source order, with each Python function
// definition that has decorators and the expression of each of its
// decorators (`@mcp.tool()` gives the call `mcp.tool()`, `@register` the
// name), top to bottom; visit returns true to stop at that decorator (the
// definition's others are skipped).
func (f *File) FuncDecorators(visit func(def, expr *Node) bool) {
	f.NodesOf(decoratedSyms, func(dd *Node) bool {
		def := dd.ChildByFieldName("definition")
		if def == nil || def.Sym() != SymFunctionDefinition {
			return true
		}
		for i := 0; i < int(dd.NamedChildCount()); i++ {
			d := dd.NamedChild(i)
			if d.Sym() != SymDecorator || d.NamedChildCount() == 0 {
				continue
			}
			if visit(def, d.NamedChild(0)) {
				break
			}
		}
		return true
	})
}
