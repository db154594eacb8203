// Package served judges whether a JavaScript or TypeScript function of a
// whole-repository scan is served: whether code that runs when the server
// runs (a tool, a handler, the server's modules) may call it, or whether
// only scripts and tests call it, or nothing does. A finding in code that is
// not served is lowered to low with the reason in its message (the
// engine's notServed pass), as a finding in a script is (impact.PlaceScript):
// issue 21's severity by impact, batch 11's reading of atlas-mcp-server's
// backup scripts' helpers and mittwald's unused CLI modules.
//
// The test is backwards and by name, so that what does not resolve stays
// served. A unit is a top-level function (a declaration or a const bound to
// a function), a class, or a method of a class. A unit is served when its
// name, as a word, occurs in code that is served: the top level of a module
// that is no script and no test (what runs when the module loads, exports
// and registrations included), or a served unit (other than the unit
// itself). Words in comments and in import/export lists do not count (they
// call nothing); words in strings do (a name looked up at run time). A
// method is served only in a served class. Roots, served whatever mentions
// them: an `export default` declaration, the methods of a class that extends
// or implements another (a framework may call them), instance methods no
// code names at all (a library may call them by convention), implicit
// methods (constructor, then, toJSON, ...), and a top-level function or
// static method no code names at all when it could be an entry by
// convention: an exported name a framework calls (GET, handler, loader,
// ...), a file in a route folder (app/, pages/, api/, routes/, functions/),
// a file a package's main or exports reach through re-exports (a library's
// API), a file of a package that imports modules by a computed name, or a
// file with no package.json above it. Whatever the search cannot finish (a word in too many
// files, too many units) is served. Words are looked for in the scan's
// inputs only: a file the configuration excludes is not read.
package served

import (
	"bytes"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	sitter "github.com/smacker/go-tree-sitter"
)

// File is one input of the scan: its path and a way to read it.
type File struct {
	Path string
	Read func() ([]byte, error)
}

// Judge answers NotServed for the positions of one scan. It is not safe for
// concurrent use.
type Judge struct {
	srcs     map[string][]byte // JS/TS inputs by path (read once, on New)
	paths    []string          // their paths, sorted
	infos    map[string]*info  // parsed files
	imported func(string) bool // a script-folder module that serving code imports (jsImportOracle)
	config   func(string) ([]byte, error)
	pkgs     map[string]map[string]any  // package.json by folder (nil: none)
	api      map[string]map[string]bool // per package folder, the modules its entries reach (apiFiles)
	dyn      map[string]bool            // per package folder, whether it imports by a computed name
	ents     map[string]map[string]bool // per package folder, its programs (entries)
	parser   *sitter.Parser
}

// maxWordFiles is the most files a unit's name may occur in: past it the
// name is common and the unit is taken as served.
const maxWordFiles = 40

// maxUnits is the most units one judgement explores before it gives up
// (served).
const maxUnits = 400

// New returns a judge over files (JS/TS files only are read). imported
// says whether serving code imports a module in a script folder (such a
// module is no script); config reads a repository file (package.json) or
// fails.
func New(files []File, imported func(string) bool, config func(string) ([]byte, error)) *Judge {
	j := &Judge{srcs: map[string][]byte{}, infos: map[string]*info{}, imported: imported, config: config}
	for _, f := range files {
		if lang, _ := model.DetectLanguage(f.Path); !lang.IsJS() || f.Read == nil {
			continue
		}
		src, err := f.Read()
		if err != nil {
			src = nil // unreadable: its words are unknown, so every name it might hold is served (wordFiles)
		}
		j.srcs[f.Path] = src
		j.paths = append(j.paths, f.Path)
	}
	sort.Strings(j.paths)
	return j
}

// Close releases the parser.
func (j *Judge) Close() {
	if j.parser != nil {
		j.parser.Close()
	}
}

// unit is a function, class or method of a file.
type unit struct {
	name       string
	start, end uint32 // bytes
	line, last int    // lines, 1-based
	parent     int    // the class of a method, else -1
	root       bool   // served whatever names it
	instance   bool   // an instance method: served when nothing names it
	exported   bool   // a top-level unit the module exports (or a static method of one)
}

// info is what a file holds for the judgement: its units and, per word,
// the units it occurs in (-1: the top level).
type info struct {
	units  []unit
	words  map[string][]int
	script bool     // a script or a test: its words serve nothing
	reexp  []string // specifiers of export ... from
}

// NotServed returns why the code at line of path is not served (a
// sentence for the finding's message), or "" when it may be served or
// the judge cannot tell.
func (j *Judge) NotServed(p string, line int) string {
	if _, ok := j.srcs[p]; !ok {
		return ""
	}
	in := j.info(p)
	if in == nil || in.script {
		return ""
	}
	u := -1
	for i, x := range in.units {
		if x.line <= line && line <= x.last && (u < 0 || x.parent == u) {
			u = i
		}
	}
	if u < 0 {
		return ""
	}
	return j.judge(p, in, u)
}

// ukey names a unit of a file.
type ukey struct {
	path string
	idx  int
}

// judge explores the units that name unit u (and, for a method, its
// class), then finds the least set of served units: roots, units named at
// a served top level, units named in a served unit. u is not served when it
// is outside that set.
func (j *Judge) judge(p string, in *info, u int) string {
	type node struct {
		by    []ukey // the units that name it
		live  bool   // named at a served top level, or a root
		named bool   // named anywhere else (scripts and tests included)
		where []string
	}
	nodes := map[ukey]*node{}
	var queue []ukey
	add := func(k ukey) {
		if _, ok := nodes[k]; !ok {
			nodes[k] = nil
			queue = append(queue, k)
		}
	}
	start := ukey{p, u}
	add(start)
	if par := in.units[u].parent; par >= 0 {
		add(ukey{p, par})
	}
	for len(queue) > 0 {
		if len(nodes) > maxUnits {
			return ""
		}
		k := queue[0]
		queue = queue[1:]
		fi := j.info(k.path)
		x := fi.units[k.idx]
		n := &node{live: x.root || x.exported && j.mayBeEntry(k.path, x)}
		nodes[k] = n
		if x.parent >= 0 {
			add(ukey{k.path, x.parent})
		}
		if n.live {
			continue
		}
		files, ok := j.wordFiles(x.name)
		if !ok {
			return ""
		}
		for _, g := range files {
			gi := j.info(g)
			if gi == nil {
				return "" // a file that does not parse: its words are unknown
			}
			for _, at := range gi.words[x.name] {
				if g == k.path && (at == k.idx || at >= 0 && gi.units[at].parent == k.idx) {
					continue // the unit itself: recursion, a class naming itself
				}
				n.named = true
				if gi.script {
					if len(n.where) < 3 {
						n.where = appendOnce(n.where, g)
					}
					continue
				}
				if at < 0 {
					n.live = true
					break
				}
				n.by = append(n.by, ukey{g, at})
				add(ukey{g, at})
			}
			if n.live {
				break
			}
		}
		if !n.named && x.instance {
			n.live = true // nothing names it, and a library may call it by convention
		}
	}
	// least fixpoint: a unit is served if it is live, or named by a served
	// unit; a method only within a served class
	served := map[ukey]bool{}
	for changed := true; changed; {
		changed = false
		for k, n := range nodes {
			if served[k] {
				continue
			}
			ok := n.live
			for _, b := range n.by {
				ok = ok || served[b]
			}
			if par := j.info(k.path).units[k.idx].parent; ok && par >= 0 {
				ok = served[ukey{k.path, par}]
			}
			if ok {
				served[k], changed = true, true
			}
		}
	}
	if served[start] {
		return ""
	}
	x := in.units[u]
	target := start
	if x.parent >= 0 && !served[ukey{p, x.parent}] {
		target = ukey{p, x.parent} // the class nothing served names is the reason
	}
	n, name := nodes[target], j.info(target.path).units[target.idx].name
	switch {
	case !n.named:
		return "not served: nothing in the scanned code names " + name
	case len(n.by) == 0:
		return "not served: only scripts and tests name " + name + " (" + strings.Join(n.where, ", ") + ")"
	default:
		var callers, where []string
		for k, m := range nodes {
			if !served[k] {
				where = append(where, m.where...)
			}
		}
		for _, b := range n.by {
			callers = appendOnce(callers, j.info(b.path).units[b.idx].name)
		}
		sort.Strings(callers)
		if len(callers) > 3 {
			callers = append(callers[:3], "...")
		}
		why := "not served: " + name + " is called only from code nothing served calls (" + strings.Join(callers, ", ") + ")"
		if where = dedupe(where); len(where) > 0 {
			why += "; scripts and tests name it: " + strings.Join(where, ", ")
		}
		return why
	}
}

// dedupe sorts xs and drops repeats, keeping at most three.
func dedupe(xs []string) []string {
	sort.Strings(xs)
	var out []string
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	if len(out) > 3 {
		out = append(out[:3], "...")
	}
	return out
}

func anyServed(ks []ukey, served map[ukey]bool) bool {
	for _, k := range ks {
		if served[k] {
			return true
		}
	}
	return false
}

func appendOnce(xs []string, s string) []string {
	for _, x := range xs {
		if x == s {
			return xs
		}
	}
	return append(xs, s)
}

// wordFiles returns the JS/TS inputs whose text holds word as a word, or
// false when there are more than maxWordFiles or an input could not be
// read.
func (j *Judge) wordFiles(word string) ([]string, bool) {
	var out []string
	w := []byte(word)
	for _, p := range j.paths {
		src := j.srcs[p]
		if src == nil {
			return nil, false
		}
		if hasWord(src, w) {
			if len(out) == maxWordFiles {
				return nil, false
			}
			out = append(out, p)
		}
	}
	return out, true
}

// hasWord reports whether w occurs in src with no identifier byte on
// either side.
func hasWord(src, w []byte) bool {
	for i := 0; ; {
		k := bytes.Index(src[i:], w)
		if k < 0 {
			return false
		}
		k += i
		e := k + len(w)
		if (k == 0 || !identByte(src[k-1])) && (e == len(src) || !identByte(src[e])) {
			return true
		}
		i = k + 1
	}
}

func identByte(c byte) bool {
	return c == '_' || c == '$' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}

// info parses p once (nil when it cannot be read or parsed).
func (j *Judge) info(p string) *info {
	if in, ok := j.infos[p]; ok {
		return in
	}
	j.infos[p] = nil
	src := j.srcs[p]
	lang, _ := model.DetectLanguage(p)
	if src == nil || !lang.IsJS() {
		return nil
	}
	if j.parser == nil {
		j.parser = sitter.NewParser()
	}
	j.parser.SetLanguage(model.Grammar(lang))
	tree := j.parser.Parse(nil, src)
	if tree == nil {
		return nil
	}
	defer tree.Close()
	f := model.NewFile(p, lang, src, tree.RootNode())
	if j.imported != nil {
		f.Imported = func() bool { return j.imported(p) }
	}
	in := extract(f)
	in.script = impact.IsTestPath(p) || f.IsScript() && !j.entries(j.pkgDir(p))[p]
	j.infos[p] = in
	return in
}
