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
// file with no package.json above it. An import whose argument can only be a
// literal of its file (a const string or choice of strings, a const object
// of strings indexed: `import(moduleMap[name])`) is no computed one, nor is
// a computed require() in a file that builds a test runner's mocks; an input
// the scan did not extract (over the size limit) is read again as text for
// the word and for computed imports. Whatever the search cannot finish (a word in too many
// files, too many units, an input that cannot be read) is served. Words are looked for in the scan's
// inputs only: a file the configuration excludes is not read.
package served

import (
	"bytes"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Judge answers NotServed for the positions of one scan. It is not safe for
// concurrent use.
type Judge struct {
	paths   []string         // the scan's JS/TS inputs, sorted
	has     map[string]bool  // the same, as a set
	infos   map[string]*Info // what Extract read of each (nil: not scanned)
	config  func(string) ([]byte, error)
	pkgs    map[string]map[string]any  // package.json by folder (nil: none)
	api     map[string]map[string]bool // per package folder, the modules its entries reach (apiFiles)
	dyn     map[string]bool            // per package folder, whether it imports by a computed name
	ents    map[string]map[string]bool // per package folder, its programs (entries)
	judged  map[ukey]string            // NotServed's answers by unit
	wordsAt map[string][]string        // wordFiles' answers (nil: too many, or unknown)
	unread  map[string][]byte          // the text of inputs the scan did not extract (nil: unreadable)
	tops    map[string]bool            // topServed's answers by module
	texts   map[string][]byte          // inputs' text, read once for topServed (nil: unreadable)
}

// maxWordFiles is the most files a unit's name may occur in: past it the
// name is common and the unit is taken as served.
const maxWordFiles = 40

// maxUnits is the most units one judgement explores before it gives up
// (served).
const maxUnits = 400

// New returns a judge over the scan's JS/TS inputs (paths) with what
// Extract read of each (infos; an input without one, not scanned or not
// finished, leaves every judgement unknown); config reads a repository
// file (package.json, a Dockerfile) or fails.
func New(paths []string, infos map[string]*Info, config func(string) ([]byte, error)) *Judge {
	j := &Judge{infos: infos, config: config, has: map[string]bool{}, judged: map[ukey]string{}, wordsAt: map[string][]string{}}
	for _, p := range paths {
		if lang, _ := model.DetectLanguage(p); lang.IsJS() && !j.has[p] {
			j.has[p] = true
			j.paths = append(j.paths, p)
		}
	}
	sort.Strings(j.paths)
	return j
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

// Info is what a JS/TS file holds for the judgement (Extract): its units
// and, per word, the units it occurs in (-1: the top level).
type Info struct {
	units     []unit
	words     map[string][]int
	scriptish bool     // a test, or a script or CLI (File.IsScript): its words serve nothing unless it is a package's entry
	dynamic   bool     // it imports a module by a computed name
	reexp     []string // specifiers of export ... from
	script    int8     // 0 not judged yet, 1 serving, 2 a script (info)
}

// NotServed returns why the code at line of path is not served (a
// sentence for the finding's message), or "" when it may be served or
// the judge cannot tell.
func (j *Judge) NotServed(p string, line int) string {
	in := j.info(p)
	if in == nil || in.isScript() {
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
	k := ukey{p, u}
	if why, ok := j.judged[k]; ok {
		return why
	}
	why := j.judge(p, in, u)
	j.judged[k] = why
	return why
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
func (j *Judge) judge(p string, in *Info, u int) string {
	type node struct {
		by    []ukey // the units that name it
		live  bool   // named at a served top level, or a root
		named bool   // named anywhere else (scripts and tests included)
		where []string
		dead  []string // modules nothing imports whose top level names it
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
				if gi.isScript() {
					if len(n.where) < 3 {
						n.where = appendOnce(n.where, g)
					}
					continue
				}
				if at < 0 && !j.topServed(g) {
					n.dead = appendOnce(n.dead, g)
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
	case len(n.by) == 0 && len(n.dead) > 0:
		return "not served: " + name + " is named only at the top level of modules nothing imports (" + strings.Join(dedupe(n.dead), ", ") + ")"
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
	if out, ok := j.wordsAt[word]; ok {
		return out, out != nil
	}
	out, ok := j.findWord(word)
	if !ok {
		out = nil
	} else if out == nil {
		out = []string{}
	}
	j.wordsAt[word] = out
	return out, ok
}

func (j *Judge) findWord(word string) ([]string, bool) {
	var out []string
	for _, p := range j.paths {
		in := j.infos[p]
		if in == nil {
			if j.unreadNames(p, word) {
				return nil, false // not scanned and its text holds the word (or cannot be read): where is unknown
			}
			continue // not scanned, but its text never names the word
		}
		if len(in.words[word]) > 0 {
			if len(out) == maxWordFiles {
				return nil, false
			}
			out = append(out, p)
		}
	}
	return out, true
}

// unreadNames reports whether a JS/TS input the scan did not extract (a
// file over the size limit) may name word: its text, read again, holds the
// word as a whole identifier, or cannot be read. A file whose text never
// holds the word names no unit by it, whatever its parse would show.
func (j *Judge) unreadNames(p, word string) bool {
	b, ok := j.unread[p]
	if !ok {
		if j.config != nil {
			if data, err := j.config(p); err == nil {
				b = data
			}
		}
		if j.unread == nil {
			j.unread = map[string][]byte{}
		}
		j.unread[p] = b
	}
	if b == nil {
		return true
	}
	return hasWord(b, []byte(word))
}

// info returns what Extract read of p, with whether it is a script judged
// (a command-line program that a package runs as its entry is not one).
func (j *Judge) info(p string) *Info {
	in := j.infos[p]
	if in != nil && in.script == 0 {
		in.script = 1
		if in.scriptish && !j.entries(j.pkgDir(p))[p] {
			in.script = 2
		}
	}
	return in
}

func (in *Info) isScript() bool { return in.script == 2 }

// Extract reads a scanned JS/TS file's units, the words of each, its
// re-exports, and whether it is a test, a script or CLI, or imports by a
// computed name. f.Imported must be set (File.IsScript).
func Extract(f *model.File) *Info {
	in := extract(f)
	in.scriptish = impact.IsTestPath(f.Path) || f.IsScript()
	in.dynamic = dynamicImport(f.Src) && !testSupport(f.Src)
	return in
}

// testSupport reports whether src builds a test runner's mocks (jest.fn,
// jest.mock, vi.fn, vi.mock): a test helper kept outside the test folders
// (src/testing/base/...), whose computed require() loads the module a test
// mocks, not a module the server serves.
func testSupport(src []byte) bool {
	for _, w := range [][]byte{[]byte("jest.fn("), []byte("jest.mock("), []byte("vi.fn("), []byte("vi.mock(")} {
		if bytes.Contains(src, w) {
			return true
		}
	}
	return false
}
