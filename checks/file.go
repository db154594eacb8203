package checks

import (
	"bytes"
	"sort"
	"unicode/utf8"

	sitter "github.com/smacker/go-tree-sitter"
)

// File is one parsed source file as the rules see it. It is valid only during
// the rule passes of one scan: the tree is closed afterwards.
type File struct {
	Path  string   // slash-separated, relative to the repository root
	Lang  Language // grammar the file was parsed with
	Src   []byte   // file contents
	Root  *sitter.Node
	lines []int // byte offset of the start of each line

	facts map[string]any // per-file caches filled lazily by language helpers
}

func newFile(path string, lang Language, src []byte, root *sitter.Node) *File {
	f := &File{Path: path, Lang: lang, Src: src, Root: root, lines: []int{0}, facts: map[string]any{}}
	for i, b := range src {
		if b == '\n' {
			f.lines = append(f.lines, i+1)
		}
	}
	return f
}

// Text returns the source text of node n.
func (f *File) Text(n *sitter.Node) string {
	if n == nil {
		return ""
	}
	return string(f.Src[n.StartByte():n.EndByte()])
}

// Position converts a byte offset into a 1-based line and a 1-based column
// counted in Unicode code points.
func (f *File) Position(off int) (line, col int) {
	if off > len(f.Src) {
		off = len(f.Src)
	}
	i := sort.Search(len(f.lines), func(i int) bool { return f.lines[i] > off }) - 1
	return i + 1, utf8.RuneCount(f.Src[f.lines[i]:off]) + 1
}

// Line returns the text of 1-based line n without its line ending, or "" when
// n is out of range.
func (f *File) Line(n int) string {
	if n < 1 || n > len(f.lines) {
		return ""
	}
	start := f.lines[n-1]
	end := len(f.Src)
	if n < len(f.lines) {
		end = f.lines[n] - 1
	}
	return string(bytes.TrimRight(f.Src[start:end], "\r"))
}

// Walk calls fn for n and every descendant in document order. When fn returns
// false the node's children are skipped. It uses a tree cursor, so it costs no
// allocation per node beyond the *Node the binding returns.
func Walk(n *sitter.Node, fn func(*sitter.Node) bool) {
	if n == nil {
		return
	}
	c := sitter.NewTreeCursor(n)
	defer c.Close()
	for {
		node := c.CurrentNode()
		if fn(node) && c.GoToFirstChild() {
			continue
		}
		for !c.GoToNextSibling() {
			if !c.GoToParent() {
				return
			}
		}
	}
}

// Ancestor returns the nearest proper ancestor of n whose type is one of types,
// or nil.
func Ancestor(n *sitter.Node, types ...string) *sitter.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		for _, t := range types {
			if p.Type() == t {
				return p
			}
		}
	}
	return nil
}
