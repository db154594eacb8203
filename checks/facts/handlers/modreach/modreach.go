// Package modreach tells, from source text alone (no parse), which Go files
// of a repository may lead through their imports to a set of files: in diff
// mode the handler registry (checks/facts/handlers, registry.go) parses the
// repository's files that hold a registration's word (its anchors) and
// follows what they register into the packages they import; a Go anchor
// none of whose imports, followed package by package as far as they go,
// reaches a scanned file cannot register one of its functions, so its parse
// (tree-sitter, most of the registry's cost) can be skipped with no change to
// what the scan judges.
//
// The imports read here (Modules: "." for the file's own package and every
// import path of its import declarations, read from the text) are a superset
// of those the registry follows, resolved by the registry's own resolver, so
// a file this package says leads nowhere the registry would not have
// reached from it either. A file that cannot be read leads anywhere (never
// a false pass).
//
// Peer practice: Go's build list and Bazel's query compute the transitive
// imports of a target from its import declarations before compiling
// anything; tools that run on a change (Go's `go test` package selection,
// Nx affected) select what to run by the same reachability.
package modreach

import (
	"bytes"
	"regexp"
	"strconv"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Modules returns the packages a Go file with source src may import: "."
// (its own package) and the path of every import spec of its import
// declarations (`import "p"`, `import x "p"`, and each spec of `import (
// ... )`, comments and raw strings allowed), read from the text: a word
// import anywhere counts, so the result is a superset.
func Modules(src []byte) []string {
	return append([]string{"."}, goModules(src)...)
}

// words returns the offsets of w in src as a word (no identifier byte on
// either side).
func words(src []byte, w string) []int {
	var out []int
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte(w))
		if j < 0 {
			return out
		}
		at := i + j
		if (at == 0 || !isWord(src[at-1])) && (at+len(w) == len(src) || !isWord(src[at+len(w)])) {
			out = append(out, at)
		}
		i = at + len(w)
	}
}

// isWord reports a byte of an identifier (ASCII letters, digits, _, and
// any byte of a multi-byte character).
func isWord(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// goString matches a Go string literal.
var goString = regexp.MustCompile("\"(?:[^\"\\\\\\n]|\\\\.)*\"|`[^`]*`")

// goModules returns the import paths of every import declaration: the
// string literals up to the closing parenthesis of `import (`, else on the
// line where the spec after `import` starts.
func goModules(src []byte) []string {
	var out []string
	for _, at := range words(src, "import") {
		rest := skipSpace(src[at+len("import"):])
		var region []byte
		if len(rest) > 0 && rest[0] == '(' {
			region = goBlock(rest[1:])
		} else if j := bytes.IndexByte(rest, '\n'); j >= 0 {
			region = rest[:j]
		} else {
			region = rest
		}
		for _, s := range goString.FindAll(region, -1) {
			if p, err := strconv.Unquote(string(s)); err == nil {
				out = append(out, p)
			}
		}
	}
	return out
}

// skipSpace returns b after its leading white space (newlines too: Go
// inserts no semicolon after the keyword import) and comments.
func skipSpace(b []byte) []byte {
	for len(b) > 0 {
		switch {
		case b[0] == ' ' || b[0] == '\t' || b[0] == '\r' || b[0] == '\n':
			b = b[1:]
		case bytes.HasPrefix(b, []byte("//")):
			j := bytes.IndexByte(b, '\n')
			if j < 0 {
				return nil
			}
			b = b[j:]
		case bytes.HasPrefix(b, []byte("/*")):
			j := bytes.Index(b[2:], []byte("*/"))
			if j < 0 {
				return nil
			}
			b = b[j+4:]
		default:
			return b
		}
	}
	return b
}

// goBlock returns the text of an import block up to its closing
// parenthesis, outside strings and comments.
func goBlock(rest []byte) []byte {
	for j := 0; j < len(rest); j++ {
		switch rest[j] {
		case ')':
			return rest[:j]
		case '"', '`':
			if loc := goString.FindIndex(rest[j:]); loc != nil && loc[0] == 0 {
				j += loc[1] - 1
			}
		case '/':
			if j+1 < len(rest) && rest[j+1] == '/' {
				if k := bytes.IndexByte(rest[j:], '\n'); k >= 0 {
					j += k
				} else {
					return rest
				}
			} else if j+1 < len(rest) && rest[j+1] == '*' {
				if k := bytes.Index(rest[j+2:], []byte("*/")); k >= 0 {
					j += k + 3
				} else {
					return rest
				}
			}
		}
	}
	return rest
}

// Graph is the import graph of a repository's files as far as it has been
// read: Read reads a file, Resolve gives the files an import of a module
// (as Modules returns it) from a file names. Safe for one goroutine.
type Graph struct {
	Read    func(path string) ([]byte, error)
	Resolve func(from, module string) []string
	edges   map[string][]string
	open    map[string]bool // files that could not be read: they may import anything
	size    map[string]int  // bytes of each file read
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
	if err != nil {
		g.open[p] = true
		return nil, false
	}
	g.size[p] = len(src)
	seen := map[string]bool{}
	var out []string
	for _, m := range Modules(src) {
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
// that may register, paths: the scanned files), whether a Go file that is
// not scanned cannot lead through its imports (Graph, at most LeadsFactor
// times its size read) to a scanned file: what the registry finds from it
// registers nothing of the scan's files (a Go file registers only Go files,
// and no JS or Python file imports one), so it need not be parsed. Without
// anchors (a whole scan) no file is idle.
func Idle(anchors, paths []string, read func(string) ([]byte, error), resolve func(from, module string) []string) func(string) bool {
	if len(anchors) == 0 {
		return func(string) bool { return false }
	}
	g := &Graph{Read: read, Resolve: resolve}
	scanned := make(map[string]bool, len(paths))
	for _, p := range paths {
		scanned[p] = true
	}
	memo := map[string]bool{}
	return func(p string) bool {
		if lang, _ := model.DetectLanguage(p); lang != model.LangGo || scanned[p] {
			return false
		}
		v, ok := memo[p]
		if !ok {
			v = !g.Leads(p, func(q string) bool { return scanned[q] }, LeadsFactor)
			memo[p] = v
		}
		return v
	}
}

// LeadsFactor bounds what Idle reads to follow a file's imports: 8 times
// the file's bytes (a tree-sitter parse costs about 100 ns a byte on the
// corpus, reading a blob and scanning its imports a few).
const LeadsFactor = 8
