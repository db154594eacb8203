package model

import (
	"bytes"
	"sort"
	"sync"
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

func NewFile(path string, lang Language, src []byte, root *sitter.Node) *File {
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
// false the node's children are skipped. A walk from the root of a file the
// engine is scanning iterates the file's flattened node list (built once per
// file, so a dozen rules walking the whole tree cross into cgo once, not a
// dozen times); any other walk uses a tree cursor.
func Walk(n *sitter.Node, fn func(*sitter.Node) bool) {
	if n == nil {
		return
	}
	if v, ok := FlatTrees.Load(n); ok {
		ft := v.(*flatTree)
		for i := 0; i < len(ft.nodes); {
			if fn(ft.nodes[i]) {
				i++
			} else {
				i = int(ft.skip[i])
			}
		}
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

// flatTrees maps the root node of each file being scanned to its flattened
// tree; the engine adds a file's entry before the rules run and removes it
// after.
var FlatTrees sync.Map

// flatTree is a tree's nodes in document (pre-)order; skip[i] is the index
// just past node i's subtree.
type flatTree struct {
	nodes []*sitter.Node
	skip  []int32
}

// flatten lists root's subtree in document order with one cursor walk.
func Flatten(root *sitter.Node) *flatTree {
	ft := &flatTree{}
	var open []int32 // indices of the ancestors of the cursor's node
	c := sitter.NewTreeCursor(root)
	defer c.Close()
	for {
		idx := int32(len(ft.nodes))
		ft.nodes = append(ft.nodes, c.CurrentNode())
		ft.skip = append(ft.skip, idx+1)
		if c.GoToFirstChild() {
			open = append(open, idx)
			continue
		}
		for !c.GoToNextSibling() {
			if !c.GoToParent() || len(open) == 0 {
				for _, o := range open {
					ft.skip[o] = int32(len(ft.nodes))
				}
				return ft
			}
			ft.skip[open[len(open)-1]] = int32(len(ft.nodes))
			open = open[:len(open)-1]
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
