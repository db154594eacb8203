package served

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// implicitMethods are methods the language or the runtime calls without
// naming them in the caller's code: served whenever their class is.
var implicitMethods = map[string]bool{"constructor": true, "then": true, "toJSON": true, "toString": true, "valueOf": true,
	"catch": true, "finally": true, "next": true, "return": true, "throw": true}

// conventionNames are exported names a framework or a runtime calls by
// convention without the repository naming them: HTTP route handlers
// (Next.js, SvelteKit, Astro, Hono file routes), serverless entries (AWS
// Lambda, Netlify, Cloudflare Workers), Remix loaders and actions, Next.js
// data functions and middleware.
var conventionNames = map[string]bool{"GET": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "HEAD": true,
	"OPTIONS": true, "ALL": true, "handler": true, "main": true, "loader": true, "action": true, "middleware": true,
	"fetch": true, "scheduled": true, "queue": true, "config": true, "getServerSideProps": true, "getStaticProps": true,
	"getStaticPaths": true, "generateMetadata": true, "activate": true, "deactivate": true, "setup": true, "register": true}

// routeDirs are folders whose modules a framework loads by their place
// (file-based routing, serverless functions): an exported function there
// may be an entry nothing names.
var routeDirs = map[string]bool{"app": true, "pages": true, "api": true, "routes": true, "functions": true, "netlify": true,
	"lambda": true, "lambdas": true, "plugins": true}

// extract reads a JS/TS file's units and the words of each.
func extract(f *model.File) *Info {
	in := &Info{words: map[string][]int{}}
	x := &extractor{f: f, in: in, starts: map[[2]uint32]int{}, skip: map[uint32]bool{}, exports: map[string]bool{}, deflt: map[string]bool{}}
	root := f.Root
	for i := 0; i < int(root.NamedChildCount()); i++ {
		x.top(root.NamedChild(i), false, false)
	}
	for i := range in.units {
		u := &in.units[i]
		if u.parent < 0 && (x.exports[u.name] || x.deflt[u.name]) {
			u.exported = true
			u.root = u.root || x.deflt[u.name]
		}
	}
	for i := range in.units {
		if u := &in.units[i]; u.parent >= 0 {
			u.exported = in.units[u.parent].exported
		}
	}
	x.walk(root, -1)
	return in
}

type extractor struct {
	f      *model.File
	in     *Info
	starts map[[2]uint32]int // unit nodes by byte range
	skip   map[uint32]bool   // name nodes of units (by start byte): a declaration names nothing
	// exports and deflt are the names of `export { a, b as c }` and of
	// `export default a`: a default export is imported under any name, so
	// it is a root.
	exports, deflt map[string]bool
}

// newUnit records a unit at node n named by node name.
func (x *extractor) newUnit(n, name *model.Node, parent int) int {
	l, _ := x.f.Position(int(n.StartByte()))
	e, _ := x.f.Position(int(n.EndByte()))
	x.in.units = append(x.in.units, unit{name: x.f.Text(name), start: n.StartByte(), end: n.EndByte(), line: l, last: e, parent: parent})
	i := len(x.in.units) - 1
	x.starts[[2]uint32{n.StartByte(), n.EndByte()}] = i
	x.skip[name.StartByte()] = true
	return i
}

// top records the units a top-level statement declares.
func (x *extractor) top(st *model.Node, exported, deflt bool) {
	switch st.Type() {
	case "export_statement":
		if src := st.ChildByFieldName("source"); src != nil {
			x.in.reexp = append(x.in.reexp, strings.Trim(x.f.Text(src), "'\"`"))
			return
		}
		d := st.ChildByFieldName("declaration")
		if d == nil {
			d = st.ChildByFieldName("value")
			if d != nil && d.Type() == "identifier" {
				x.deflt[x.f.Text(d)] = true // export default a;
				return
			}
		}
		for k := 0; d == nil && k < int(st.NamedChildCount()); k++ {
			if c := st.NamedChild(k); c.Type() == "export_clause" {
				for q := 0; q < int(c.NamedChildCount()); q++ {
					if name := c.NamedChild(q).ChildByFieldName("name"); name != nil {
						x.exports[x.f.Text(name)] = true // export { a, b as c }
					}
				}
			}
		}
		if d != nil {
			x.top(d, true, strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(x.f.Text(st), "export")), "default"))
		}
	case "function_declaration", "generator_function_declaration":
		if name := st.ChildByFieldName("name"); name != nil {
			i := x.newUnit(st, name, -1)
			x.in.units[i].exported, x.in.units[i].root = exported, deflt
		}
	case "lexical_declaration", "variable_declaration":
		for k := 0; k < int(st.NamedChildCount()); k++ {
			d := st.NamedChild(k)
			name, val := d.ChildByFieldName("name"), d.ChildByFieldName("value")
			if d.Type() != "variable_declarator" || name == nil || name.Type() != "identifier" || val == nil {
				continue
			}
			if t := val.Type(); t == "arrow_function" || t == "function_expression" || t == "function" || t == "generator_function" {
				i := x.newUnit(d, name, -1)
				x.in.units[i].exported = exported
			}
		}
	case "class_declaration", "abstract_class_declaration":
		name := st.ChildByFieldName("name")
		if name == nil {
			return
		}
		c := x.newUnit(st, name, -1)
		x.in.units[c].exported, x.in.units[c].root = exported, deflt
		heritage := false
		for k := 0; k < int(st.NamedChildCount()); k++ {
			heritage = heritage || st.NamedChild(k).Type() == "class_heritage"
		}
		body := st.ChildByFieldName("body")
		for k := 0; body != nil && k < int(body.NamedChildCount()); k++ {
			m := body.NamedChild(k)
			mn := m.ChildByFieldName("name")
			if m.Type() != "method_definition" || mn == nil || mn.Type() != "property_identifier" && mn.Type() != "private_property_identifier" {
				continue
			}
			i := x.newUnit(m, mn, c)
			static, private := false, mn.Type() == "private_property_identifier"
			for q := 0; q < int(m.ChildCount()); q++ {
				k := m.Child(q)
				static = static || k.Type() == "static"
				private = private || k.Type() == "accessibility_modifier" && x.f.Text(k) == "private"
			}
			u := &x.in.units[i]
			u.name = strings.TrimPrefix(u.name, "#")
			u.root = heritage || implicitMethods[u.name]
			u.instance = !static && !private // a private method only its class calls, by name
		}
	}
}

// walk records the words under n, each for the innermost unit holding it
// (cur; -1 the top level). Comments and import lists name nothing.
func (x *extractor) walk(n *model.Node, cur int) {
	switch n.Type() {
	case "comment", "import_statement", "regex", "hash_bang_line":
		return
	case "export_statement":
		if n.ChildByFieldName("source") != nil {
			return // export ... from: a re-export calls nothing
		}
		if n.ChildByFieldName("declaration") == nil && n.ChildByFieldName("value") == nil {
			return // export { a, b }: the list calls nothing
		}
	case "string", "template_string":
		t := x.f.Text(n)
		for i := 0; i < len(t); {
			if !identByte(t[i]) || '0' <= t[i] && t[i] <= '9' {
				i++
				continue
			}
			k := i
			for k < len(t) && identByte(t[k]) {
				k++
			}
			x.add(t[i:k], cur)
			i = k
		}
		return
	case "identifier", "property_identifier", "shorthand_property_identifier", "shorthand_property_identifier_pattern",
		"type_identifier", "private_property_identifier", "statement_identifier":
		if !x.skip[n.StartByte()] {
			x.add(strings.TrimPrefix(x.f.Text(n), "#"), cur)
		}
		return
	}
	if i, ok := x.starts[[2]uint32{n.StartByte(), n.EndByte()}]; ok && (x.in.units[i].parent < 0 || x.in.units[i].parent == cur) {
		cur = i
	}
	for k := 0; k < int(n.ChildCount()); k++ {
		x.walk(n.Child(k), cur)
	}
}

// add records word w (a string into the file's source) for unit cur; a
// new key is copied, so the source is not kept alive.
func (x *extractor) add(w string, cur int) {
	ws, ok := x.in.words[w]
	if len(ws) > 0 && ws[len(ws)-1] == cur {
		return
	}
	if !ok {
		w = strings.Clone(w)
	}
	x.in.words[w] = append(ws, cur)
}

// mayBeEntry reports whether an exported unit x of file p may be called
// from outside the repository's code, whatever names it: a name a
// framework calls by convention, a module in a route folder, a module a
// package's entry reaches through re-exports (its API), or a module of a
// package that imports modules by a computed name (import(url),
// require(name)), which may load it, or a module with no package.json
// above it (the entries are unknown).
func (j *Judge) mayBeEntry(p string, x unit) bool {
	if conventionNames[x.name] || j.config == nil {
		return true // a convention's entry; or no package.json can be read, so a library's API is unknown
	}
	for _, seg := range strings.Split(path.Dir(p), "/") {
		if routeDirs[seg] {
			return true
		}
	}
	pkg := j.pkgDir(p)
	if _, ok := j.pkgJSON(pkg); !ok || j.dynamic(pkg) {
		return true // no package.json: its entries are unknown
	}
	return j.apiFiles(pkg)[p]
}

// pkgDir returns the folder of the nearest package.json above p ("" for
// the root, also when none is found).
func (j *Judge) pkgDir(p string) string {
	for d := path.Dir(p); ; d = path.Dir(d) {
		if d == "." {
			d = ""
		}
		if _, ok := j.pkgJSON(d); ok {
			return d
		}
		if d == "" {
			return ""
		}
	}
}

// pkgJSON reads the package.json of folder d once.
func (j *Judge) pkgJSON(d string) (map[string]any, bool) {
	if j.pkgs == nil {
		j.pkgs = map[string]map[string]any{}
	}
	if m, ok := j.pkgs[d]; ok {
		return m, m != nil
	}
	j.pkgs[d] = nil
	if j.config == nil {
		return nil, false
	}
	b, err := j.config(path.Join(d, "package.json"))
	if err != nil {
		return nil, false
	}
	m := map[string]any{}
	if json.Unmarshal(b, &m) != nil {
		m = map[string]any{"unparsed": true} // a package all the same, of unknown entries
	}
	j.pkgs[d] = m
	return m, true
}

// dynamicImport reports an import() or require() in src whose argument is
// not a plain string literal (a variable, a template with ${...}): what
// the regular expression \b(?:import|require)\s*\(\s*(?:[^'"`\s)]|`[^`]*\$\{)
// finds, by a search of the keywords (the expression cost more than the
// rest of Extract).
func dynamicImport(src []byte) bool {
	for _, kw := range [][]byte{[]byte("import"), []byte("require")} {
		for i := 0; ; {
			k := bytes.Index(src[i:], kw)
			if k < 0 {
				break
			}
			k += i
			i = k + len(kw)
			if k > 0 && identByte(src[k-1]) {
				continue
			}
			e := skipSpace(src, i)
			if e >= len(src) || src[e] != '(' {
				continue
			}
			a := skipSpace(src, e+1)
			if a >= len(src) {
				return false
			}
			switch src[a] {
			case '\'', '"', ')':
				continue
			case '`':
				end := bytes.IndexByte(src[a+1:], '`')
				if end < 0 || bytes.Contains(src[a+1:a+1+end], []byte("${")) {
					return true
				}
				continue
			}
			if literalChoice(src, a) {
				continue
			}
			return true
		}
	}
	return false
}

// literalArgRE matches an import's argument that names a binding: an
// identifier (`require(protocol)`) or an identifier indexed by anything
// (`import(moduleMap[moduleName])`), up to the closing parenthesis.
var literalArgRE = regexp.MustCompile(`^([A-Za-z_$][\w$]*)\s*(\[[^\]()]*\])?\s*\)`)

// stringRE matches a quoted string literal without interpolation.
const stringRE = `(?:'[^'\n]*'|"[^"\n]*")`

// literalChoice reports whether the import argument at src[a:] can only be
// a literal of the same file, so that the import is no computed one: an
// identifier bound by `const` to a string or to a choice of strings
// (`const protocol = secure ? 'https' : 'http'`), or a `const` object of
// string values indexed by anything (`const moduleMap = { dns:
// './servers/dns-server', ... }` then `import(moduleMap[name])`). The
// modules it loads are those literals: the import is as static as
// `import('./servers/dns-server')`. A binding that is reassigned, not
// const, or has any value that is no string literal is computed.
func literalChoice(src []byte, a int) bool {
	m := literalArgRE.FindSubmatch(src[a:])
	if m == nil {
		return false
	}
	name := regexp.QuoteMeta(string(m[1]))
	decl := regexp.MustCompile(`\bconst\s+` + name + `\s*(?::[^=\n]*)?=\s*`)
	locs := decl.FindAllIndex(src, 2)
	if len(locs) != 1 {
		return false // undeclared here, or declared twice (shadowed): unknown
	}
	rest := src[locs[0][1]:]
	if len(m[2]) == 0 {
		choice := regexp.MustCompile(`^(?:(?:[^;\n?'"]|` + stringRE + `)*\?\s*)?` + stringRE + `(?:\s*:\s*` + stringRE + `)?\s*(?:;|\n)`)
		return choice.Match(rest)
	}
	if len(rest) == 0 || rest[0] != '{' {
		return false
	}
	end := bytes.IndexByte(rest, '}')
	if end < 0 {
		return false
	}
	entry := regexp.MustCompile(`^\s*(?:[A-Za-z_$][\w$]*|` + stringRE + `)\s*:\s*` + stringRE + `\s*,?`)
	body := rest[1:end]
	n := 0
	for len(bytes.TrimSpace(body)) > 0 {
		loc := entry.FindIndex(body)
		if loc == nil {
			return false // a value that is no string literal (a call, a spread, a nested object)
		}
		body = body[loc[1]:]
		n++
	}
	return n > 0
}

// skipSpace returns the index of the first byte at or after i that is no
// white space.
func skipSpace(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r' || src[i] == '\f') {
		i++
	}
	return i
}

// dynamic reports whether a served-looking module of package folder pkg
// imports a module by a computed name.
func (j *Judge) dynamic(pkg string) bool {
	if v, ok := j.dyn[pkg]; ok {
		return v
	}
	if j.dyn == nil {
		j.dyn = map[string]bool{}
	}
	v := false
	for _, p := range j.paths {
		if (pkg == "" || strings.HasPrefix(p, pkg+"/")) && j.pkgDir(p) == pkg {
			if in := j.info(p); in == nil && j.unreadDynamic(p) || in != nil && in.dynamic && !in.isScript() {
				v = true // a computed import, or a file not scanned that has one or cannot be read: either may load any module
				break
			}
		}
	}
	j.dyn[pkg] = v
	return v
}

// apiFiles returns the modules of package folder pkg that its main,
// module or exports (their literal targets; a pattern with * is not
// followed) reach through `export ... from` (a library's API). A target
// that names no input (a build output without its source) makes every
// module of the package API.
func (j *Judge) apiFiles(pkg string) map[string]bool {
	if a, ok := j.api[pkg]; ok {
		return a
	}
	if j.api == nil {
		j.api = map[string]map[string]bool{}
	}
	out := map[string]bool{}
	j.api[pkg] = out
	m, ok := j.pkgJSON(pkg)
	if !ok {
		return out
	}
	targets := jsonTargets(false, m["main"], m["module"], m["exports"])
	all := m["unparsed"] != nil || m["main"] == nil && m["module"] == nil && m["exports"] == nil && m["bin"] == nil
	var queue []string
	for _, t := range targets {
		if strings.HasSuffix(t, ".json") || strings.HasSuffix(t, ".d.ts") || strings.HasSuffix(t, ".css") {
			continue
		}
		if src := j.source(path.Join(pkg, t)); src != "" {
			queue = append(queue, src)
		} else {
			all = true
		}
	}
	if all {
		for _, p := range j.paths {
			if j.pkgDir(p) == pkg {
				out[p] = true
			}
		}
		return out
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if out[p] {
			continue
		}
		out[p] = true
		in := j.info(p)
		if in == nil {
			continue
		}
		for _, spec := range in.reexp {
			if strings.HasPrefix(spec, ".") {
				if q := j.source(path.Join(path.Dir(p), spec)); q != "" {
					queue = append(queue, q)
				}
			}
		}
	}
	return out
}

// buildDirs are the folders a build writes its output to.
var buildDirs = map[string]bool{"dist": true, "build": true, "lib": true, "out": true, "esm": true, "cjs": true}

// source returns the input a module path names: itself, with a TS or JS
// extension, its index file, or the source of a build output (dist/x.js ->
// src/x.ts or x.ts); "" when none is an input.
func (j *Judge) source(p string) string {
	p = path.Clean(p)
	try := func(q string) string {
		stem := strings.TrimSuffix(q, path.Ext(q))
		for _, c := range []string{q, stem + ".ts", stem + ".tsx", stem + ".mts", stem + ".js", stem + ".mjs", stem + ".cjs",
			q + "/index.ts", q + "/index.js", q + ".ts", q + ".js"} {
			if j.has[c] {
				return c
			}
		}
		return ""
	}
	if s := try(p); s != "" {
		return s
	}
	segs := strings.Split(p, "/")
	for i, seg := range segs {
		if buildDirs[seg] {
			rest := strings.Join(segs[i+1:], "/")
			pre := strings.Join(segs[:i], "/")
			for _, alt := range []string{path.Join(pre, "src", rest), path.Join(pre, rest)} {
				if s := try(alt); s != "" {
					return s
				}
			}
		}
	}
	return ""
}

// startScripts are npm script names that start the package's program
// (npm start, npm run dev): a file they run is an entry.
var startScripts = map[string]bool{"start": true, "serve": true, "dev": true, "server": true, "mcp": true, "prod": true}

// runTarget matches a module path an npm script or a Dockerfile runs.
var runTarget = regexp.MustCompile(`[\w./@-]+\.(?:[cm]?[jt]s|tsx)\b`)

// entries returns the programs of package folder pkg: the sources of its
// main, module, bin and exports targets, of the files its start scripts
// (start, serve, dev, start:*, ...) run, and of those its Dockerfile
// runs. A command-line program among them launches what the package
// serves, so what it names is served (a server started by a CLI's
// subcommand).
func (j *Judge) entries(pkg string) map[string]bool {
	if e, ok := j.ents[pkg]; ok {
		return e
	}
	if j.ents == nil {
		j.ents = map[string]map[string]bool{}
	}
	out := map[string]bool{}
	j.ents[pkg] = out
	m, ok := j.pkgJSON(pkg)
	if !ok {
		return out
	}
	targets := jsonTargets(true, m["main"], m["module"], m["bin"], m["exports"])
	if sc, ok := m["scripts"].(map[string]any); ok {
		for name, cmd := range sc {
			stem, _, _ := strings.Cut(name, ":")
			if c, ok := cmd.(string); ok && startScripts[stem] {
				targets = append(targets, runTarget.FindAllString(c, -1)...)
			}
		}
	}
	if j.config != nil {
		if b, err := j.config(path.Join(pkg, "Dockerfile")); err == nil {
			for _, line := range strings.Split(string(b), "\n") {
				if f := strings.Fields(line); len(f) > 0 && (strings.EqualFold(f[0], "CMD") || strings.EqualFold(f[0], "ENTRYPOINT")) {
					targets = append(targets, runTarget.FindAllString(line, -1)...)
				}
			}
		}
	}
	for _, t := range targets {
		if src := j.source(path.Join(pkg, t)); src != "" {
			out[src] = true
		}
	}
	return out
}

// jsonTargets returns the strings package.json values vs hold (a path, the
// values of a map such as exports' conditions or bin's commands, the items
// of a list); with wild false, a pattern holding * (a value, or a map key
// such as "./*") is skipped. The order follows the maps' iteration: callers
// use the result as a set.
func jsonTargets(wild bool, vs ...any) []string {
	var out []string
	var collect func(v any)
	collect = func(v any) {
		switch t := v.(type) {
		case string:
			if wild || !strings.Contains(t, "*") {
				out = append(out, t)
			}
		case map[string]any:
			for k, w := range t {
				if wild || !strings.Contains(k, "*") {
					collect(w)
				}
			}
		case []any:
			for _, w := range t {
				collect(w)
			}
		}
	}
	for _, v := range vs {
		collect(v)
	}
	return out
}

// identByte reports a byte of a JS identifier (non-ASCII bytes included).
func identByte(c byte) bool {
	return c == '_' || c == '$' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}

// unreadDynamic reports whether a JS/TS input the scan did not extract (a
// file over the size limit, such as generated API types) may import by a
// computed name: its bytes, read again, hold a computed import() or
// require() (dynamicImport, a byte search that needs no parse), or cannot
// be read at all.
func (j *Judge) unreadDynamic(p string) bool {
	if j.config == nil {
		return true
	}
	b, err := j.config(p)
	if err != nil {
		return true
	}
	return dynamicImport(b) && !testSupport(b)
}
