package model

import (
	"bytes"
	"sort"
	"sync"
	"unicode/utf8"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// File is one parsed source file as the rules see it: its source, its syntax
// tree in Go memory (Tree, Root) and the facts computed about it.
type File struct {
	Path  string   // slash-separated, relative to the repository root
	Lang  Language // grammar the file was parsed with
	Src   []byte   // file contents
	Tree  *Tree    // every node, in document order
	Root  *Node    // Tree.Root()
	lines []int    // byte offset of the start of each line, built on first use (lineStarts)
	// lineASCII says per line whether it is all ASCII (1) or not (2), 0 not
	// known yet; on an ASCII line a column is an offset difference.
	lineASCII []uint8
	// lastPos is the last column counted on a line with other characters,
	// from which the next Position on that line counts on: rules ask in
	// document order, so a long line is not counted again for every node.
	lastPos struct{ line, off, col int }
	gram    *gramSet // trigrams of Src for the literal pre-filters, built on first use
	lower   []byte   // Src in ASCII lowercase, built with gram
	// foldHas and srcHas hold the answers of ContainsFold's and Contains's
	// searches of the source by word (past the trigram test): a rule asks
	// for the same word at every call node, and a word the trigrams let
	// through but the text lacks costs a pass over the whole file.
	foldHas, srcHas map[string]bool
	// longLines holds the text of each line longer than longLine bytes that
	// Line was asked for: summaries keep a line's text per call, and a
	// minified file has thousands of calls on a few lines of 100 KB or more
	// (a 777 KB bundle: 830 MB of copies before, one copy per line now).
	longLines map[int]string

	facts caches // the facts model helpers compute once per file

	// Typed caches of the facts the rules ask for most, filled on first use:
	// a field read instead of a map lookup and a type assertion per call.
	buf      *fileBuf          // where gram, lower and binds live; back to fileBufs on Release
	imports  map[string]string // Imports
	binds    *bindIndex        // bindings and their indexes (bindIndex)
	upstream *Upstreams        // Upstreams
	pyClient int8              // ImportsPyClient: 0 not known yet, 1 no, 2 yes
	// Imported, set by the engine, reports whether another file of the scan imports this
	// Python module: its `__main__` guard is then a demo, not a program's entry (IsScript);
	// for a JS/TS module, whether serving code imports it, directly or through other modules.
	Imported func() bool
}

// NewFile copies the tree-sitter tree under root into Go memory (BuildTree);
// the line starts of src are indexed on first use. The tree-sitter tree may
// be closed as soon as NewFile returns.
func NewFile(path string, lang Language, src []byte, root *sitter.Node) *File {
	t := BuildTree(lang, root)
	return &File{Path: path, Lang: lang, Src: src, Tree: t, Root: t.Root()}
}

// caches holds the facts the model's helpers compute once per file, each in
// a field of its own Go type (as a go/analysis result has a ResultType)
// rather than in a map keyed by strings; a field is filled on first use. The
// fact packages outside model (checks/facts/...) keep theirs in slots
// (Fact).
type caches struct {
	suppressions     []suppression         // Suppressions
	suppressionsDone bool                  // suppressions is computed (it may be nil)
	isScript         int8                  // IsScript: 0 not known yet, 1 no, 2 yes
	goRegistered     map[*Node]HandlerKind // goRegistered (set before it is filled)
	localFuncs       map[string][]*Node    // localFunc's index of the file's functions, by name in document order
	slots            []factSlot            // the facts of packages outside model, by FactKey
}

// lineStarts returns the byte offset of the start of each line, indexed on
// first use (most files report nothing and never ask), in one allocation.
func (f *File) lineStarts() []int {
	if f.lines == nil {
		lines := make([]int, 1, bytes.Count(f.Src, []byte{'\n'})+1)
		for i := 0; ; {
			j := bytes.IndexByte(f.Src[i:], '\n')
			if j < 0 {
				break
			}
			i += j + 1
			lines = append(lines, i)
		}
		f.lines = lines
	}
	return f.lines
}

// fileBuf holds a file's per-byte and per-node scratch (trigram set,
// lowercase copy, bindings) so that the next file reuses the memory instead
// of asking the garbage collector, and the kernel, for fresh pages.
type fileBuf struct {
	gram  gramSet
	lower []byte
	binds []binding // bindIdx's bindings
}

var fileBufs = sync.Pool{New: func() any { return new(fileBuf) }}

// scratch returns the file's fileBuf, taken from the pool on first use.
func (f *File) scratch() *fileBuf {
	if f.buf == nil {
		f.buf = fileBufs.Get().(*fileBuf)
	}
	return f.buf
}

// Release gives the file's memory back for the next file to reuse: its tree
// (Tree.Release) and its scratch buffers. The File, its nodes and anything
// but positions and strings taken from it must not be used afterwards; the
// engine calls it once the file's rules are done and its suppressions
// applied. Calling it twice is harmless.
func (f *File) Release() {
	f.Tree.Release()
	if b := f.buf; b != nil {
		clear(b.binds) // they point into this file's tree and source: let those go
		b.binds = b.binds[:0]
		f.buf, f.gram, f.lower, f.binds = nil, nil, nil, nil
		fileBufs.Put(b)
	}
}

// Text returns the source text of node n. The string shares File.Src's
// memory instead of copying it (Src is never modified once a file is parsed),
// so the rules' many name and literal reads allocate nothing.
func (f *File) Text(n *Node) string {
	if n == nil || n.EndByte() <= n.StartByte() {
		return ""
	}
	b := f.Src[n.StartByte():n.EndByte()]
	return unsafe.String(&b[0], len(b))
}

// Position converts a byte offset into a 1-based line and a 1-based column counted in Unicode code points.
//
// It costs a binary search over the line starts; the column costs nothing more on an all-ASCII line and, on another
// line, the code points between the previous position asked on that line and off. Counting from the line's start every
// time made a file of 10,000-byte lines quadratic (100 lines of `fetch(u);`: 3 of 6 s went into counting).
func (f *File) Position(off int) (line, col int) {
	if off > len(f.Src) {
		off = len(f.Src)
	}
	lines := f.lineStarts()
	i := sort.Search(len(lines), func(i int) bool { return lines[i] > off }) - 1
	start := lines[i]
	if f.lineASCII == nil {
		f.lineASCII = make([]uint8, len(lines))
	}
	if f.lineASCII[i] == 0 {
		end := len(f.Src)
		if i+1 < len(lines) {
			end = lines[i+1]
		}
		f.lineASCII[i] = 2
		if isASCII(f.Src[start:end]) {
			f.lineASCII[i] = 1
		}
	}
	if f.lineASCII[i] == 1 {
		return i + 1, off - start + 1
	}
	from, c := start, 1
	if lp := f.lastPos; lp.line == i+1 && lp.off <= off {
		from, c = lp.off, lp.col
	}
	c += utf8.RuneCount(f.Src[from:off])
	if off == len(f.Src) || utf8.RuneStart(f.Src[off]) { // count on only from a character's start
		f.lastPos.line, f.lastPos.off, f.lastPos.col = i+1, off, c
	}
	return i + 1, c
}

// isASCII reports whether b holds only ASCII bytes.
func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Line returns the text of 1-based line n without its line ending, or "" when
// n is out of range.
func (f *File) Line(n int) string {
	b := f.LineBytes(n)
	if len(b) <= longLine {
		return string(b)
	}
	if t, ok := f.longLines[n]; ok {
		return t
	}
	if f.longLines == nil {
		f.longLines = map[int]string{}
	}
	t := string(b)
	f.longLines[n] = t
	return t
}

// longLine is the length (bytes) past which Line keeps one copy of a line's
// text for every caller instead of a copy per call.
const longLine = 512

// LineBytes is Line without the copy: the bytes of line n in Src, which
// the caller must not modify.
func (f *File) LineBytes(n int) []byte {
	lines := f.lineStarts()
	if n < 1 || n > len(lines) {
		return nil
	}
	start := lines[n-1]
	end := len(f.Src)
	if n < len(lines) {
		end = lines[n] - 1
	}
	return bytes.TrimRight(f.Src[start:end], "\r")
}

// ContainsFold reports whether the source contains any of words, ignoring
// ASCII case; words must be lowercase. It is the cheap pre-filter a rule runs
// before walking the tree: the file's trigram set rejects most words without
// a search (see Contains); a word that may be present is searched for in a
// lowercase copy of the source, made once per file.
func (f *File) ContainsFold(words ...string) bool {
	for _, w := range words {
		if !f.mayContainFold(w) {
			continue
		}
		has, ok := f.foldHas[w]
		if !ok {
			f.grams() // builds f.lower too (ASCII only: the words are ASCII)
			has = bytes.Contains(f.lower, []byte(w))
			if f.foldHas == nil {
				f.foldHas = map[string]bool{}
			}
			f.foldHas[w] = has
		}
		if has {
			return true
		}
	}
	return false
}

// ContainsFoldAny reports whether s contains any of words, ignoring ASCII
// case; words must be lowercase. It allocates nothing: the replacement for a
// case-insensitive regexp alternation of literals on names and short texts.
func ContainsFoldAny(s string, words ...string) bool {
	for _, w := range words {
		if len(w) == 0 {
			return true
		}
	next:
		for i := 0; i+len(w) <= len(s); i++ {
			for j := 0; j < len(w); j++ {
				c := s[i+j]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				if c != w[j] {
					continue next
				}
			}
			return true
		}
	}
	return false
}
