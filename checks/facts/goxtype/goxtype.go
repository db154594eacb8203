// Package goxtype reads, from the other files of a Go file's package and
// from the packages of the repository's module that it imports, the types
// their declarations give: the first result of a method (`func (c *Client)
// GetPoolFor(connStr string) *pgxpool.Pool`), the type of a struct field
// (`type Server struct { db *sql.DB }`) and of a package variable (`var DB
// *mongo.Database`), each qualified through the declaring file's imports
// ("github.com/jackc/pgx/v5/pgxpool.Pool"), as go/types would type a
// selector across packages (Go spec, "Selectors", "Method sets").
//
// It serves the library rows whose bound goes to each call of a client
// (facts/bounds, RC103's Go drivers): a handler in internal/tools runs
// queries on a pool that internal/database builds and hands out through a
// method (a DB driver/pool/client built in another module or in a factory).
// The reading is textual (declaration heads, balanced parentheses and
// braces); what it cannot read is unknown ("") and the call stays unjudged.
package goxtype

import (
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Pkg is what the files of one Go package declare, by type and name.
type Pkg struct {
	once    sync.Once           // reads the declarations (decls) on the first Method, Field or Var
	methods map[string]string   // "T.M" -> qualified first result ("" when two files disagree)
	fields  map[string]string   // "T.f" -> qualified field type
	vars    map[string]string   // "V" -> qualified type of a package variable
	embeds  map[string][]string // "T" -> qualified types of T's embedded fields (embed.go)
	own     map[string]bool     // "T.M" for every method the package declares on T
	imports map[string]bool     // import specs of the package's files
	src     []string            // the files' text (sorted by path), for Contains
}

// Method returns the qualified first result type of method m of the
// package's type t, or "".
func (p *Pkg) Method(t, m string) string {
	if p == nil {
		return ""
	}
	p.once.Do(p.decls)
	return p.methods[t+"."+m]
}

// Field returns the qualified type of field name of the package's struct
// type t, or "".
func (p *Pkg) Field(t, name string) string {
	if p == nil {
		return ""
	}
	p.once.Do(p.decls)
	return p.fields[t+"."+name]
}

// Var returns the qualified type of the package variable name, or "".
func (p *Pkg) Var(name string) string {
	if p == nil {
		return ""
	}
	p.once.Do(p.decls)
	return p.vars[name]
}

// Contains reports whether a file of the package contains s.
func (p *Pkg) Contains(s string) bool {
	if p == nil {
		return false
	}
	for _, t := range p.src {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

// sqlOpen is a database/sql or sqlx open call with a literal driver name.
var sqlOpen = regexp.MustCompile(`\bsqlx?\.(?:Open|MustOpen|Connect|MustConnect|ConnectContext)\(\s*"([^"]+)"`)

// OpensNetworkSQL reports whether the package opens its database/sql or
// sqlx pools itself, each with a literal driver name of a database server
// (sql.Open("postgres", dsn)): not an embedded one (a name with "lite" or
// "duckdb"), and the package imports none of embedded (the no-I/O modules,
// such as the SQLite drivers). A handle typed through the package is then
// one of a server's pools; any other package is unknown (false), its pool
// may be opened elsewhere with any driver.
func (p *Pkg) OpensNetworkSQL(embedded []string) bool {
	if p == nil {
		return false
	}
	for imp := range p.imports {
		for _, m := range embedded {
			if imp == m || strings.HasPrefix(imp, m+"/") {
				return false
			}
		}
	}
	n := 0
	for _, s := range p.src {
		for _, m := range sqlOpen.FindAllStringSubmatch(s, -1) {
			d := strings.ToLower(m[1])
			if strings.Contains(d, "lite") || strings.Contains(d, "duckdb") {
				return false
			}
			n++
		}
	}
	return n > 0
}

// ImportsAny reports whether a file of the package imports one of mods or
// a package inside one (m/sub).
func (p *Pkg) ImportsAny(mods map[string]bool) bool {
	if p == nil {
		return false
	}
	for imp := range p.imports {
		if mods[imp] {
			return true
		}
		for i := 0; i < len(imp); i++ {
			if imp[i] == '/' && mods[imp[:i]] {
				return true
			}
		}
	}
	return false
}

// Own returns the package of Go file f as its other files declare it (f
// itself left out), nil when there are none or no registry is set.
func Own(f *model.File) *Pkg {
	p := own(f)
	note(f, p)
	return p
}

// own is Own without noting the package for Named.
func own(f *model.File) *Pkg {
	return model.Fact(f, ownKey, func(f *model.File) *Pkg { return build(thirdparty.Of(f), handlers.GoPackageSources(f)) })
}

var ownKey = model.NewFactKey[*Pkg]("own")

// Imported returns the package of the repository's module that Go file f
// imports under name pkg (`database` of "pgedge-postgres-mcp/internal/database"),
// read once per scan; nil for an import outside the module (a third-party
// or standard package: its declarations are the library rows' business)
// or an unreadable one.
func Imported(f *model.File, pkg string) *Pkg {
	p := imported(f, pkg)
	note(f, p)
	return p
}

// imported is Imported without noting the package for Named.
func imported(f *model.File, pkg string) *Pkg {
	spec, ok := f.Imports()[pkg]
	w := thirdparty.Of(f)
	if !ok || w.GoModule == "" || spec != w.GoModule && !strings.HasPrefix(spec, w.GoModule+"/") {
		return nil
	}
	return w.Memo("goxtype:"+spec, func() any { return build(w, handlers.GoImportSources(f, spec)) }).(*Pkg)
}

// consulted is the set of packages a file's lookups read (Named).
type consulted struct{ pkgs []*Pkg }

var consultedKey = model.NewFactKey[*consulted]("consulted")

func note(f *model.File, p *Pkg) {
	if p == nil {
		return
	}
	c := model.Fact(f, consultedKey, func(*model.File) *consulted { return &consulted{} })
	for _, q := range c.pkgs {
		if q == p {
			return
		}
	}
	c.pkgs = append(c.pkgs, p)
}

// Named reports whether a package a lookup of file f read contains s (a
// client-level setting such as statement_timeout, configured where the
// client is built): a client typed through another package is bounded by
// what that package configures, so its calls are then not judged.
func Named(f *model.File, s string) bool {
	c := model.Fact(f, consultedKey, func(*model.File) *consulted { return &consulted{} })
	for _, p := range c.pkgs {
		if p.Contains(s) {
			return true
		}
	}
	return false
}

// ImportsVia reports whether Go file f imports a package of the
// repository's module, or its package's other files import one, whose files
// import one of mods: a client of such a library may reach f through that
// package's methods, fields or variables. It reads the module's packages f
// imports.
func ImportsVia(f *model.File, mods map[string]bool) bool {
	if f.Lang != model.LangGo || len(mods) == 0 {
		return false
	}
	if own(f).ImportsAny(mods) {
		return true
	}
	names := make([]string, 0, len(f.Imports()))
	for name := range f.Imports() {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if imported(f, name).ImportsAny(mods) {
			return true
		}
	}
	return false
}

var (
	importLine = regexp.MustCompile(`(?m)^\s*(?:import\s+)?([A-Za-z_]\w*|\.|_)?\s*"([^"\s]+)"`)
	methodHead = regexp.MustCompile(`(?m)\nfunc\s*\(\s*\w*\s*\*?\s*(\w+)(?:\[[^\]]*\])?\s*\)\s*(\w+)\s*(?:\[[^\]]*\])?\(`)
	typeHead   = regexp.MustCompile(`(?m)\n(?:type\s+|\t)(\w+)(?:\[[^\]]*\])?\s+struct\s*\{`)
	varHead    = regexp.MustCompile(`(?m)\n(?:var\s+|\t)(\w+)\s+(\*?[A-Za-z_]\w*\.[A-Za-z_]\w*)\s*(?:$|//|=)`)
	fieldLine  = regexp.MustCompile(`^\s*(\w+(?:\s*,\s*\w+)*)\s+(\*?[A-Za-z_]\w*\.[A-Za-z_]\w*)\s*(?:$|//|` + "`" + `)`)
	qualType   = regexp.MustCompile(`^\*?([A-Za-z_]\w*)\.([A-Za-z_]\w*)$`)
)

// goFile is one Go file's text and import specs, read once per scan (w's
// memo by path: every file of a package reads its package's other files).
type goFile struct {
	src string
	all []string // fileImports' specs
}

// maxMemoBytes bounds the text the scan's memo of goFiles holds (memory);
// past it a file is read from its bytes each time, as without the memo.
const maxMemoBytes = 64 << 20

func readFile(w *thirdparty.World, path string, b []byte) *goFile {
	read := func() any {
		s := string(b)
		_, all := fileImports(s)
		return &goFile{s, all}
	}
	held := w.Memo("goxtype:memo-bytes", func() any { return new(atomic.Int64) }).(*atomic.Int64)
	if held.Load() >= maxMemoBytes {
		return read().(*goFile)
	}
	return w.Memo("goxtype:file:"+path, func() any {
		held.Add(int64(len(b)))
		return read()
	}).(*goFile)
}

// build reads the imports of a package's files (path -> source; w the
// scan's world, nil for none) and keeps their text; the declarations are
// read when first asked (decls): most packages are consulted only for
// their imports (ImportsVia).
func build(w *thirdparty.World, srcs map[string][]byte) *Pkg {
	if len(srcs) == 0 {
		return nil
	}
	p := &Pkg{imports: map[string]bool{}}
	paths := make([]string, 0, len(srcs))
	for q := range srcs {
		paths = append(paths, q)
	}
	sort.Strings(paths)
	for _, q := range paths {
		gf := readFile(w, q, srcs[q])
		p.src = append(p.src, gf.src)
		for _, spec := range gf.all {
			p.imports[spec] = true
		}
	}
	return p
}

// decls reads the declarations of the package's files, in path order.
func (p *Pkg) decls() {
	p.methods, p.fields, p.vars = map[string]string{}, map[string]string{}, map[string]string{}
	p.embeds, p.own = map[string][]string{}, map[string]bool{}
	put := func(m map[string]string, k, v string) {
		if old, ok := m[k]; ok && old != v {
			v = "" // declared twice (build tags): unknown
		}
		m[k] = v
	}
	for _, s := range p.src {
		imps, _ := fileImports(s)
		qual := func(t string) string {
			m := qualType.FindStringSubmatch(strings.TrimSpace(t))
			if m == nil {
				return ""
			}
			spec, ok := imps[m[1]]
			if !ok {
				return ""
			}
			return spec + "." + m[2]
		}
		t := "\n" + s
		for _, m := range lineStarts(methodHead, t) {
			t, name := s[m[2]:m[3]], s[m[4]:m[5]]
			p.own[t+"."+name] = true
			if res, ok := firstResult(s, m[1]-1); ok {
				put(p.methods, t+"."+name, qual(res))
			}
		}
		for _, m := range lineStarts(typeHead, t) {
			t := s[m[2]:m[3]]
			body, ok := balanced(s, m[1]-1, '{', '}')
			if !ok {
				continue
			}
			depth := 0
			for _, line := range strings.Split(body, "\n") {
				if depth == 0 {
					if fm := fieldLine.FindStringSubmatch(line); fm != nil {
						for _, n := range strings.Split(fm[1], ",") {
							put(p.fields, t+"."+strings.TrimSpace(n), qual(fm[2]))
						}
					} else if em := embedLine.FindStringSubmatch(line); em != nil {
						if et := qual(em[1]); et != "" {
							p.embeds[t] = append(p.embeds[t], et)
						}
					}
				}
				depth += strings.Count(line, "{") - strings.Count(line, "}")
				if depth < 0 {
					depth = 0
				}
			}
		}
		for _, m := range lineStarts(varHead, t) {
			if vt := qual(s[m[4]:m[5]]); vt != "" && packageLevelVar(s, s[m[0]:m[1]]) {
				put(p.vars, s[m[2]:m[3]], vt)
			}
		}
	}
}

// lineStarts returns the submatch indexes into s of the successive
// non-overlapping matches of re, a pattern `\n BODY` with no assertion
// before BODY's first character, in t = "\n"+s: exactly what
// `(?m)^BODY`'s FindAllStringSubmatchIndex returns on s. A match of
// `(?m)^BODY` at a of s is one of re at a of t (t[a] is the newline before
// s[a], or the one prepended for a = 0), and the next search of s from its
// end b is one of t from b (the t match ends at b+1; a match of t at b
// starts at the newline s[b-1], so one of s at b). re's literal first
// byte lets the matcher skip to line starts (a pattern that begins with
// ^ cannot: it is tried at every byte).
func lineStarts(re *regexp.Regexp, t string) [][]int {
	var out [][]int
	for pos := 0; pos < len(t); {
		m := re.FindStringSubmatchIndex(t[pos:])
		if m == nil {
			break
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += pos - 1 // into s: t[i+1] is s[i]
			}
		}
		m[0]++ // the match of s starts after the newline, at t's match start
		out = append(out, m)
		pos = m[1] // t's match ends at m[1]+1; the next may start at its last byte
	}
	return out
}

// packageLevelVar reports whether the declaration line decl of source s is
// a package variable: `var V *pkg.T` at the start of a line, or a line of a
// top-level `var ( ... )` block.
func packageLevelVar(s, decl string) bool {
	if strings.HasPrefix(decl, "var") {
		return true
	}
	i := strings.Index(s, decl)
	if i < 0 {
		return false
	}
	open := strings.LastIndex(s[:i], "\nvar (")
	if open < 0 {
		return false
	}
	return !strings.Contains(s[open:i], "\n)")
}

// fileImports returns the imports of a Go source by the name they bind:
// the alias, or the last element of the path (the one before a /vN major
// version suffix); all lists every import's spec, blank ones too (_
// "github.com/mattn/go-sqlite3").
func fileImports(s string) (out map[string]string, all []string) {
	out = map[string]string{}
	i := strings.Index(s, "\nimport")
	if i < 0 {
		return out, nil
	}
	block := s[i+1:]
	if j := strings.Index(block, "\nfunc "); j >= 0 {
		block = block[:j]
	}
	if j := strings.Index(block, "\ntype "); j >= 0 {
		block = block[:j]
	}
	for _, m := range importLine.FindAllStringSubmatch(block, -1) {
		name, spec := m[1], m[2]
		all = append(all, spec)
		if name == "_" || name == "." {
			continue
		}
		if name == "" {
			elems := strings.Split(spec, "/")
			name = elems[len(elems)-1]
			if len(elems) > 1 && len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
				name = elems[len(elems)-2]
			}
			name = strings.TrimSuffix(strings.TrimPrefix(name, "go-"), "-go")
			if strings.ContainsAny(name, ".-") {
				continue // gopkg.in/yaml.v3, a dashed path: the package clause decides; unknown
			}
		}
		out[name] = spec
	}
	return out, all
}

// firstResult returns the text of the first result type of the function
// whose parameter list opens at s[open] ('('): the type before '{', or the
// first element of a parenthesized result list; ok false when it cannot be
// read.
func firstResult(s string, open int) (string, bool) {
	params, ok := balanced(s, open, '(', ')')
	if !ok {
		return "", false
	}
	rest := s[open+len(params)+2:]
	end := strings.IndexAny(rest, "{\n")
	if end < 0 {
		return "", false
	}
	res := strings.TrimSpace(rest[:end])
	if strings.HasPrefix(res, "(") {
		res = strings.TrimPrefix(res, "(")
		if j := strings.IndexAny(res, ",)"); j >= 0 {
			res = res[:j]
		}
		res = strings.TrimSpace(res)
		if k := strings.LastIndexByte(res, ' '); k >= 0 { // a named result: (pool *pgxpool.Pool, err error)
			res = strings.TrimSpace(res[k+1:])
		}
	}
	return res, res != ""
}

// balanced returns the text between s[open] (o) and its matching c, ok
// false when it does not close.
func balanced(s string, open int, o, c byte) (string, bool) {
	if open < 0 || open >= len(s) || s[open] != o {
		return "", false
	}
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case o:
			depth++
		case c:
			depth--
			if depth == 0 {
				return s[open+1 : i], true
			}
		}
	}
	return "", false
}

// FieldOf returns the qualified type of field of base, an identifier
// declared with a type of a package of the repository's module
// (`dbClient *database.Client`: database's struct Client), or naming such a
// package (`client.DB` of its `var DB *mongo.Database`), read here;
// "" otherwise.
func FieldOf(f *model.File, base *model.Node, field string) (string, *Pkg) {
	name := f.Text(base)
	t := unPointer(identType(f, base, name))
	if t == nil {
		if f.Lookup(name, base) == nil && model.ParamNode(f, name, base) == nil {
			p := Imported(f, name)
			return p.Var(field), p
		}
		return "", nil
	}
	tn, p := typePkg(f, t)
	if p == nil {
		return "", nil
	}
	return p.Field(tn, field), p
}

// MethodOf returns the qualified first result of method m called on
// base, an identifier declared with a type of another file of the package
// or of a package of the repository's module (`dbClient.GetPoolFor(s)` of
// `func (c *Client) GetPoolFor(connStr string) *pgxpool.Pool` in
// internal/database), read here; "" otherwise.
func MethodOf(f *model.File, base *model.Node, m string) (string, *Pkg) {
	t := unPointer(identType(f, base, f.Text(base)))
	if t == nil {
		return "", nil
	}
	tn, p := typePkg(f, t)
	if p == nil {
		return "", nil
	}
	return p.Method(tn, m), p
}

// typePkg returns the name of type node t and the package that declares
// it: a package of the module for a qualified type (Imported), f's own for
// a bare one (Own); p is nil for any other type.
func typePkg(f *model.File, t *model.Node) (tn string, p *Pkg) {
	tn = f.Text(t)
	switch t.Sym() {
	case model.SymQualifiedType:
		var pkg string
		pkg, tn, _ = strings.Cut(tn, ".")
		return tn, Imported(f, pkg)
	case model.SymTypeIdentifier:
		return tn, Own(f)
	}
	return tn, nil
}

// identType returns the declared type node of identifier name as seen from n: a
// parameter or receiver of the functions around n, a var of the innermost
// one or of the package (this file); nil when none.
func identType(f *model.File, n *model.Node, name string) *model.Node {
	for fn := model.EnclosingFunc(n); fn != nil; fn = model.EnclosingFunc(fn) {
		for _, field := range []string{"receiver", "parameters"} {
			if t := adapt.GoParamType(f, fn.ChildByFieldName(field), name); t != nil {
				return t
			}
		}
	}
	var found *model.Node
	f.NodesOf(varSpecs, func(d *model.Node) bool {
		if fn := model.EnclosingFunc(d); fn != nil && fn != model.EnclosingFunc(n) {
			return true
		}
		for i := 0; found == nil && i < int(d.NamedChildCount()); i++ {
			if c := d.NamedChild(i); c.FieldName() == "name" && f.Text(c) == name {
				found = d.ChildByFieldName("type")
			}
		}
		return found == nil
	})
	return found
}

// unPointer returns the type a pointer type points to, or t.
func unPointer(t *model.Node) *model.Node {
	if t != nil && t.Sym() == model.SymPointerType && t.NamedChildCount() > 0 {
		return t.NamedChild(0)
	}
	return t
}

// varSpecs are the Go declarations identType reads.
var varSpecs = model.NewSymBitset(model.SymVarSpec)
