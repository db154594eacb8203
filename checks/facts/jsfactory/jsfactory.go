// Package jsfactory types the client a JS/TS repository factory of another
// module returns: `const api = createManagementApiClient(url, token)` with
// `import { createManagementApiClient } from '../management-api/index.js'`,
// whose declaration there is `export function createManagementApiClient(...)
// { return createClient<paths>({ baseUrl, headers }) }`. When every return
// of the factory builds a client of one library row (libmodels), or its
// declared return type names the row's class, the local holds that row's
// client, as a local built in the file does: RC101 then judges its per-call
// bound (checks/facts/bounds) and RC601 its creating methods. The factory's
// module is read through the scan's view of the repository
// (thirdparty.World: Has and Read), parsed once per scan and module. A
// factory that is not imported from a repository file, is not found there,
// or whose returns build anything else, disagree or do not resolve, leaves
// the local unknown: never a guess.
//
// Peer practice: CodeQL's JavaScript type tracking follows a value across
// module boundaries through `import`/`export` (API graphs); Semgrep's
// intraprocedural taint does not. This is one step of the former, for the
// values a library row models.
package jsfactory

import (
	"bytes"
	"context"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/libmodels"
)

// maxModuleBytes is the largest factory module parsed (256 KiB): a factory
// module is small; a generated client of megabytes is not read.
const maxModuleBytes = 256 << 10

// Row returns the library row of the client that call builds, when call
// calls, by its local name, a function the file imports from a module of
// the repository (`import { f } from './x'`, `import f from './x'`) and
// that module's top-level declaration of the function returns one row's
// client (returnedRow); nil otherwise.
func Row(f *model.File, set *libmodels.Set, call *model.Node) *libmodels.Row {
	if set == nil {
		return nil
	}
	mf, name, method := factoryModule(f, call)
	if mf == nil {
		return nil
	}
	if method != "" {
		cls := instanceClass(mf, name)
		if cls == nil {
			return nil
		}
		return funcRow(mf, set, classMethod(mf, cls, method, false))
	}
	return returnedRow(mf, set, name)
}

// factoryModule returns the repository module that declares the factory
// JS/TS call calls through an import of file f (`f(...)` with `import { f }
// from './x'`, or `obj.m()` on an instance the module exports: method "m"),
// the factory's name there and the method; nil when call is no such call,
// the import is a default one, or the module is not in the scan's view.
func factoryModule(f *model.File, call *model.Node) (mf *model.File, name, method string) {
	if f == nil || !f.Lang.IsJS() || call == nil || call.Sym() != model.SymCallExpression {
		return nil, "", ""
	}
	callee := model.Callee(call)
	if callee != nil && callee.Sym() == model.SymMemberExpression {
		// a method of an instance the module exports: neo4jDriver.getSession()
		// with `export const neo4jDriver = Neo4jDriver.getInstance()`
		method = f.Text(callee.ChildByFieldName("property"))
		callee = model.Unwrap(callee.ChildByFieldName("object"))
	}
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return nil, "", ""
	}
	spec, name, ok := importOf(f, f.Text(callee))
	if !ok || name == "default" {
		return nil, "", ""
	}
	w := thirdparty.Of(f)
	if w.Has == nil || w.Read == nil {
		return nil, "", ""
	}
	target, ok := resolve.JS(f.Path, spec, w.Has)
	if !ok {
		return nil, "", ""
	}
	return module(f, w, target), name, method
}

// classSyms are the class declarations instanceClass and classMethod read.
var classSyms = model.NewSymBitset(model.SymClassDeclaration)

// instanceClass returns the class declaration of module mf whose instance
// its top-level const name holds: `new C(...)`, or `C.m()` of a static
// method m of C declared to return C (`static getInstance(): C`, the
// singleton shape); nil for any other value.
func instanceClass(mf *model.File, name string) *model.Node {
	var v *model.Node
	mf.NodesOf(funcSyms, func(n *model.Node) bool {
		if v != nil || n.Sym() != model.SymVariableDeclarator || model.EnclosingFunc(n) != nil {
			return v == nil
		}
		if nm := n.ChildByFieldName("name"); nm != nil && mf.Text(nm) == name {
			v = model.Unwrap(n.ChildByFieldName("value"))
			if v == nil {
				v = n // declared without a value: no class
			}
		}
		return v == nil
	})
	if v == nil || v.Sym() != model.SymNewExpression && v.Sym() != model.SymCallExpression {
		return nil
	}
	c := model.Callee(v)
	static := ""
	if v.Sym() == model.SymCallExpression {
		if c == nil || c.Sym() != model.SymMemberExpression {
			return nil
		}
		static = mf.Text(c.ChildByFieldName("property"))
		c = model.Unwrap(c.ChildByFieldName("object"))
	}
	if c == nil || c.Sym() != model.SymIdentifier {
		return nil
	}
	var cls *model.Node
	mf.NodesOf(classSyms, func(n *model.Node) bool {
		if nm := n.ChildByFieldName("name"); cls == nil && nm != nil && mf.Text(nm) == mf.Text(c) {
			cls = n
		}
		return cls == nil
	})
	if cls == nil || static == "" {
		return cls
	}
	m := classMethod(mf, cls, static, true)
	if m == nil {
		return nil
	}
	rt := m.ChildByFieldName("return_type")
	if rt == nil || strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(mf.Text(rt)), ":")) != mf.Text(c) {
		return nil
	}
	return cls
}

// classMethod returns the method definition of class cls named name (a
// static one when static is set), or nil.
func classMethod(mf *model.File, cls *model.Node, name string, static bool) *model.Node {
	body := cls.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		m := body.NamedChild(i)
		if m.Sym() != model.SymMethodDefinition {
			continue
		}
		if nm := m.ChildByFieldName("name"); nm == nil || mf.Text(nm) != name {
			continue
		}
		isStatic := false
		for j := 0; j < int(m.ChildCount()); j++ {
			if c := m.Child(j); c != nil && mf.Text(c) == "static" {
				isStatic = true
			}
		}
		if isStatic == static {
			return m
		}
	}
	return nil
}

// ImportsVia reports whether a module the JS/TS file f imports from the
// repository (a relative specifier) itself imports one of mods or a module
// inside one (`@aws-sdk` covers `@aws-sdk/client-s3`): the file may then
// hold a client of a row of those modules that a factory there built, which
// checks/facts/bounds's import gate would otherwise skip. Each module's
// specifiers are read once per scan, as bytes, without a parse.
func ImportsVia(f *model.File, mods map[string]bool) bool {
	if f == nil || !f.Lang.IsJS() || len(mods) == 0 {
		return false
	}
	w := thirdparty.Of(f)
	if w.Has == nil || w.Read == nil {
		return false
	}
	for _, spec := range specifiers(f.Src) {
		target, ok := resolve.JS(f.Path, spec, w.Has)
		if !ok {
			continue
		}
		v := w.Memo("jsfactory.specs:"+target, func() any {
			src := w.File(target)
			if len(src) > maxModuleBytes {
				return []string(nil)
			}
			return specifiers(src)
		})
		for _, s := range v.([]string) {
			if importsMod(s, mods) {
				return true
			}
		}
	}
	return false
}

// importsMod reports whether specifier s is one of mods or inside one (its
// prefixes ending before a '/').
func importsMod(s string, mods map[string]bool) bool {
	s = strings.TrimPrefix(s, "node:")
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '/' {
			if mods[s[:i]] {
				return true
			}
		}
	}
	return false
}

// specifiers returns the module specifiers of src's static imports,
// re-exports and require()/import() calls: a quoted string right after the
// word from, require( or import( (white space allowed). It reads bytes,
// without a parse; a string that merely follows one of the words inside a
// comment or a template counts too, which only widens the gate ImportsVia
// opens, never a finding.
func specifiers(src []byte) []string {
	var out []string
	for i := 0; i < len(src); i++ {
		q := src[i]
		if q != '\'' && q != '"' {
			continue
		}
		end := bytes.IndexByte(src[i+1:], q)
		if end < 0 {
			break
		}
		s := src[i+1 : i+1+end]
		if bytes.IndexByte(s, '\n') >= 0 {
			continue
		}
		if precededBy(src, i) {
			out = append(out, string(s))
		}
		i += end + 1
	}
	return out
}

// precededBy reports whether the quote at q follows `from`, `require(` or
// `import(` (or `import` of a side-effect import), with only white space
// between.
func precededBy(src []byte, q int) bool {
	e := q
	for e > 0 && (src[e-1] == ' ' || src[e-1] == '\t' || src[e-1] == '\n' || src[e-1] == '\r') {
		e--
	}
	if e > 0 && src[e-1] == '(' {
		e--
		for e > 0 && (src[e-1] == ' ' || src[e-1] == '\t') {
			e--
		}
	}
	for _, kw := range []string{"from", "require", "import"} {
		if e >= len(kw) && string(src[e-len(kw):e]) == kw && (e == len(kw) || !wordByte(src[e-len(kw)-1])) {
			return true
		}
	}
	return false
}

// wordByte reports whether c can be part of a JS identifier (ASCII).
func wordByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// importSyms are the import statements importOf reads.
var importSyms = model.NewSymBitset(model.SymImportStatement)

// importOf returns the module specifier and the imported name ("default"
// for a default import) that an ES import of file f binds to local; ok is
// false when no import binds it (a require() is not followed).
func importOf(f *model.File, local string) (spec, name string, ok bool) {
	f.NodesOf(importSyms, func(n *model.Node) bool {
		src := n.ChildByFieldName("source")
		if src == nil || ok {
			return false
		}
		for i := 0; i < int(n.NamedChildCount()) && !ok; i++ {
			clause := n.NamedChild(i)
			if clause.Sym() != model.SymImportClause {
				continue
			}
			for j := 0; j < int(clause.NamedChildCount()) && !ok; j++ {
				c := clause.NamedChild(j)
				switch c.Sym() {
				case model.SymIdentifier:
					if f.Text(c) == local {
						spec, name, ok = unquote(f.Text(src)), "default", true
					}
				case model.SymNamedImports:
					for k := 0; k < int(c.NamedChildCount()) && !ok; k++ {
						s := c.NamedChild(k)
						if s.Sym() != model.SymImportSpecifier {
							continue
						}
						nm := f.Text(s.ChildByFieldName("name"))
						l := nm
						if a := s.ChildByFieldName("alias"); a != nil {
							l = f.Text(a)
						}
						if l == local {
							spec, name, ok = unquote(f.Text(src)), nm, true
						}
					}
				}
			}
		}
		return false
	})
	return spec, name, ok
}

// unquote strips a string literal's quotes.
func unquote(s string) string {
	if len(s) >= 2 {
		return s[1 : len(s)-1]
	}
	return s
}

// module returns the parsed JS/TS file at repository path target, parsed
// once per file f that asks (a fact of f): nil when it is absent, too
// large or not JS/TS. The parse is not shared across files: a File is
// used by one goroutine at a time (model.File: its indexes, scopes and
// step budget are filled in on use), and files are scanned by several
// workers at once, so a module parsed once per scan and walked from two
// workers raced (go test -race, found by review in the thirtieth session).
func module(f *model.File, w *thirdparty.World, target string) *model.File {
	cache := model.Fact(f, modulesKey, func(*model.File) map[string]*model.File { return map[string]*model.File{} })
	if mf, ok := cache[target]; ok {
		return mf
	}
	mf := parseModule(w, target)
	cache[target] = mf
	return mf
}

// modulesKey holds, per file, the modules module parsed for it.
var modulesKey = model.NewFactKey[map[string]*model.File]("jsfactory.modules")

// parseModule parses the JS/TS file at repository path target; nil when it
// is absent, too large, not JS/TS or does not parse.
func parseModule(w *thirdparty.World, target string) *model.File {
	lang, ok := model.DetectLanguage(target)
	if !ok || !lang.IsJS() {
		return nil
	}
	src := w.File(target)
	if src == nil || len(src) > maxModuleBytes {
		return nil
	}
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(model.Grammar(lang))
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil || tree == nil {
		return nil
	}
	defer tree.Close()
	mf := model.NewFile(target, lang, src, tree.RootNode())
	thirdparty.Set(mf, w)
	return mf
}

// funcSyms are the top-level declarations returnedRow looks the factory up
// among.
var funcSyms = model.NewSymBitset(model.SymFunctionDeclaration, model.SymVariableDeclarator)

// nestedFuncs are the function nodes whose returns are not the factory's.
var nestedFuncs = model.NewSymBitset(model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression,
	model.SymFunction, model.SymMethodDefinition, model.SymClassDeclaration, model.SymClass)

// returnedRow returns the row of the client the module's top-level function
// name returns: the row its declared return type names (`: Promise<Client>`,
// `: WebApi`), else the one row every return builds (`return new X(...)`,
// `return createClient(...)`, `return client` of a local bound to one, an
// arrow function whose body is one); nil when there is no such function,
// no return, or the returns disagree.
func returnedRow(mf *model.File, set *libmodels.Set, name string) *libmodels.Row {
	return funcRow(mf, set, topFunc(mf, name))
}

// topFunc returns the top-level function of module mf called name (a
// function declaration, or a const bound to an arrow function or function
// expression), or nil.
func topFunc(mf *model.File, name string) *model.Node {
	var fn *model.Node
	mf.NodesOf(funcSyms, func(n *model.Node) bool {
		if fn != nil || model.EnclosingFunc(n) != nil {
			return false
		}
		nm := n.ChildByFieldName("name")
		if nm == nil || mf.Text(nm) != name {
			return true
		}
		if n.Sym() == model.SymFunctionDeclaration {
			fn = n
			return false
		}
		if v := model.Unwrap(n.ChildByFieldName("value")); v != nil && (v.Sym() == model.SymArrowFunction || v.Sym() == model.SymFunctionExpression || v.Sym() == model.SymFunction) {
			fn = v
		}
		return false
	})
	return fn
}

// funcRow returns the row of the client function fn of module mf returns:
// the one its declared return type names, else the one every return builds
// (builtRow); nil for no function, no return, or returns that disagree.
func funcRow(mf *model.File, set *libmodels.Set, fn *model.Node) *libmodels.Row {
	if fn == nil {
		return nil
	}
	if rt := fn.ChildByFieldName("return_type"); rt != nil {
		if r := set.Lookup(libmodels.JavaScript, TypeName(mf, rt)); r != nil {
			return r
		}
	}
	body := fn.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	var vals []*model.Node
	if body.Sym() != model.SymStatementBlock { // an arrow's expression body
		vals = append(vals, body)
	} else {
		model.Walk(body, func(n *model.Node) bool {
			if n != body && nestedFuncs.Has(n.Sym()) {
				return false // a nested function's returns are its own
			}
			if n.Sym() == model.SymReturnStatement {
				if n.NamedChildCount() == 0 {
					vals = append(vals, nil)
				} else {
					vals = append(vals, n.NamedChild(0))
				}
				return false
			}
			return true
		})
	}
	var found *libmodels.Row
	for _, v := range vals {
		r := builtRow(mf, set, v)
		if r == nil || found != nil && r != found {
			return nil
		}
		found = r
	}
	return found
}

// builtRow returns the row whose client v constructs, directly or through a
// local bound to the construction; nil for anything else.
func builtRow(mf *model.File, set *libmodels.Set, v *model.Node) *libmodels.Row {
	v = model.Unwrap(v)
	if v != nil && v.Sym() == model.SymIdentifier {
		v = model.Unwrap(mf.Resolve(v))
	}
	if v == nil || v.Sym() != model.SymCallExpression && v.Sym() != model.SymNewExpression {
		return nil
	}
	return set.Lookup(libmodels.JavaScript, model.CalleeName(mf, v))
}

// TypeName returns the qualified name of the imported class a TypeScript
// annotation names (": Client", ": Promise<Client>", ": Client | null",
// ": sdk.Client"), or "" for any other type (a union of several, a
// generic container, an unimported name) or a nil annotation. A name the
// file aliases to a factory's result (`type C = ReturnType<typeof
// xmlrpc.createClient>`) gives the factory's name. Shared with
// checks/facts/bounds (declared return types and fields).
func TypeName(f *model.File, t *model.Node) string {
	if t == nil {
		return ""
	}
	s := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(f.Text(t)), ":"))
	if strings.HasPrefix(s, "Promise<") && strings.HasSuffix(s, ">") {
		s = strings.TrimSpace(s[len("Promise<") : len(s)-1])
	}
	for _, opt := range []string{"| null", "| undefined"} {
		s = strings.TrimSpace(strings.TrimSuffix(s, opt))
	}
	if s == "" || strings.ContainsAny(s, "<>|&[]{}() ,") {
		return ""
	}
	head, rest, _ := strings.Cut(s, ".")
	imp, ok := f.Imports()[head]
	if !ok {
		return aliasedResult(f, s) // type XmlRpcClient = ReturnType<typeof xmlrpc.createClient>
	}
	if rest != "" {
		return imp + "." + rest
	}
	return imp
}
