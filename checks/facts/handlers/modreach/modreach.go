// Package modreach tells, from import declarations alone (no tree-sitter
// parse), which Go files of a repository may lead through their imports to
// a set of files: in diff
// mode the handler registry (checks/facts/handlers, registry.go) parses the
// repository's files that hold a registration's word (its anchors) and
// follows what they register into the packages they import; a Go anchor
// none of whose imports, followed package by package as far as they go,
// reaches a scanned file cannot register one of its functions, so its parse
// (tree-sitter, most of the registry's cost) can be skipped with no change to
// what the scan judges.
//
// The imports read here (Modules: "." for the file's own package and every
// import path of its import declarations, read by go/parser in its
// ImportsOnly mode) are those the registry follows, resolved by the
// registry's own resolver, so a file this package says leads nowhere the
// registry would not have reached from it either. A file that cannot be
// read, or whose imports do not parse, leads anywhere (never a false pass).
//
// Peer practice: Go's build list and Bazel's query compute the transitive
// imports of a target from its import declarations before compiling
// anything; tools that run on a change (Go's `go test` package selection,
// Nx affected) select what to run by the same reachability.
package modreach

import (
	"go/parser"
	"go/token"
	"path"
	"strconv"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Modules returns the packages a Go file with source src imports: "."
// (its own package) and the path of every import spec, as go/parser reads
// them in its ImportsOnly mode (it stops after the import declarations).
// ok is false when the file's package clause or imports do not parse: what
// it imports is then unknown (the caller treats it as importing anything).
func Modules(src []byte) (mods []string, ok bool) {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly|parser.SkipObjectResolution)
	if err != nil || f == nil {
		return nil, false
	}
	mods = make([]string, 0, len(f.Imports)+1)
	mods = append(mods, ".")
	for _, im := range f.Imports {
		p, err := strconv.Unquote(im.Path.Value)
		if err != nil {
			return nil, false
		}
		mods = append(mods, p)
	}
	return mods, true
}

// Graph is the import graph of a repository's files as far as it has been
// read: Read reads a file, Resolve gives the files an import of a module
// (as Modules returns it) from a file names. Safe for one goroutine.
type Graph struct {
	Read    func(path string) ([]byte, error)
	Resolve func(from, module string) []string
	// Limit bounds the bytes Imports reads in all (0: no bound); a file
	// past it is taken as one that cannot be read (it may import anything).
	Limit int
	spent int // bytes Imports read
	edges map[string][]string
	open  map[string]bool // files that could not be read: they may import anything
	size  map[string]int  // bytes of each file read
}

// Imports returns the files the Go file at p may import (Modules,
// resolved), and false when p cannot be read (it may import any file).
func (g *Graph) Imports(p string) ([]string, bool) {
	if g.edges == nil {
		g.edges, g.open, g.size = map[string][]string{}, map[string]bool{}, map[string]int{}
	}
	if e, ok := g.edges[p]; ok || g.open[p] {
		return e, !g.open[p]
	}
	src, err := g.Read(p)
	if err != nil || g.Limit > 0 && g.spent+len(src) > g.Limit {
		g.open[p] = true
		return nil, false
	}
	g.spent += len(src)
	g.size[p] = len(src)
	mods, ok := ModulesOf(p, src)
	if !ok {
		g.open[p] = true
		return nil, false
	}
	seen := map[string]bool{}
	var out []string
	for _, m := range mods {
		if seen["\x00"+m] {
			continue
		}
		seen["\x00"+m] = true
		for _, t := range g.Resolve(p, m) {
			if !seen[t] && t != p {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	g.edges[p] = out
	return out, true
}

// Leads reports whether a file that target accepts is from itself or may
// be imported from it, directly or through files it may import; a file
// that cannot be read on the way may lead anywhere (true). Factor bounds
// the bytes of the other files it reads that no earlier question read, as
// a multiple of from's size (0: no bound): past it the answer is true, as
// when a file cannot be read, so that a question costs less than the parse
// of from it may save (reading a file and scanning its text costs a small
// part of parsing it).
func (g *Graph) Leads(from string, target func(string) bool, factor int) bool {
	seen := map[string]bool{from: true}
	stack := []string{from}
	budget := -1
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if target(p) {
			return true
		}
		_, known := g.edges[p]
		next, ok := g.Imports(p)
		if !ok {
			return true
		}
		switch {
		case factor <= 0:
		case p == from:
			budget = factor * g.size[p]
		case !known:
			if budget -= g.size[p]; budget < 0 {
				return true
			}
		}
		for _, q := range next {
			if !seen[q] {
				seen[q] = true
				stack = append(stack, q)
			}
		}
	}
	return false
}

// Idle returns, for a diff-mode registry (anchors: files of the repository
// that may register, paths: the scanned files), whether a file that is not
// scanned need not be parsed: what the registry finds from it registers
// nothing of the scan's files.
//
// A Go file is idle when it cannot lead through its imports (Graph, at
// most LeadsFactor times its size read) to a scanned file (a Go file
// registers only Go files, and no JS or Python file imports one).
//
// A Python or JS/TS file is idle when, in the same way (its imports read
// by PyModules or JSModules, a superset of those the registry follows; the
// files read beyond paths and anchors at most LeadsFactor times the
// anchors' bytes in all, not per question), it cannot lead to a scanned file, and no scanned file nor file that may
// lead to one (among paths and anchors, whose files the registry's
// wrapper search reads) may import it: a registration wrapper it defines
// (regflow) then registers only through calls in files whose findings
// reach no scanned file either. The caller still parses a file whose
// registrations it must read for other reasons (a Python lifespan).
//
// Without anchors (a whole scan) no file is idle.
func Idle(anchors, paths []string, read func(string) ([]byte, error), resolve func(from, module string) []string) func(string) bool {
	if len(anchors) == 0 {
		return func(string) bool { return false }
	}
	g := &Graph{Read: read, Resolve: resolve} // Go files
	// Python and JS/TS files: a module resolves the same from every file of
	// a folder and language family (the registry's resolver reads only the
	// importing file's folder and language)
	memoRes := map[string][]string{}
	gt := &Graph{Read: read, Resolve: func(from, m string) []string {
		lang, _ := model.DetectLanguage(from)
		k := strconv.FormatBool(lang.IsJS()) + "\x00" + path.Dir(from) + "\x00" + m
		r, ok := memoRes[k]
		if !ok {
			r = resolve(from, m)
			memoRes[k] = r
		}
		return r
	}}
	scanned := make(map[string]bool, len(paths))
	for _, p := range paths {
		scanned[p] = true
	}
	isScanned := func(q string) bool { return scanned[q] }
	memo := map[string]bool{}
	var used map[string]bool // imported by a file that is or may lead to a scanned one; nil: not computed
	anyUsed := false         // such a file's imports could not be read: any file may be
	return func(p string) bool {
		lang, ok := model.DetectLanguage(p)
		if !ok || scanned[p] || lang != model.LangGo && lang != model.LangPython && !lang.IsJS() {
			return false
		}
		v, ok := memo[p]
		if ok {
			return v
		}
		if lang == model.LangGo {
			v = !g.Leads(p, isScanned, LeadsFactor)
		} else {
			if used == nil {
				used = map[string]bool{}
				var known []string
				saved := 0 // the anchors' bytes: what their parses would cost
				for i, q := range append(append([]string(nil), paths...), anchors...) {
					if l, ok := model.DetectLanguage(q); ok && (l == model.LangPython || l.IsJS()) {
						known = append(known, q)
						before := gt.spent
						gt.Imports(q)
						if i >= len(paths) {
							saved += gt.spent - before
						}
					}
				}
				// the other files read to follow them: at most
				// LeadsFactor times the anchors' bytes in all
				gt.Limit = gt.spent + LeadsFactor*saved
				for _, q := range known {
					if !scanned[q] && !gt.Leads(q, isScanned, 0) {
						continue
					}
					next, ok := gt.Imports(q)
					if !ok {
						anyUsed = true
					}
					for _, t := range next {
						used[t] = true
					}
				}
			}
			v = !anyUsed && !used[p] && !gt.Leads(p, isScanned, 0)
		}
		memo[p] = v
		return v
	}
}

// LeadsFactor bounds what Idle reads to follow a file's imports: 8 times
// the file's bytes (a tree-sitter parse costs about 100 ns a byte on the
// corpus, reading a blob and scanning its imports a few).
const LeadsFactor = 8
