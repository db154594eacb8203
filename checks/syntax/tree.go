package syntax

import (
	"errors"
	"sync"
	"time"

	"github.com/resilience-check/resilience-check/finding"
	sitter "github.com/smacker/go-tree-sitter"
)

// Node is one syntax node, copied out of the tree-sitter tree into Go memory by
// one cursor walk per file (see BuildTree). Its methods have the names and
// results of the tree-sitter binding's Node, so a rule reads it the same way,
// but none of them crosses into C: after the walk the rules make no cgo call.
//
// Byte offsets are 0-based into File.Src; counts and indices follow the
// binding (uint32 counts, int indices). A nil *Node is never returned for an
// existing node; methods return nil for "none". Nodes are valid for the life
// of their Tree and compare equal only to themselves.
type Node struct {
	tree       *Tree
	start, end uint32 // byte span
	idx        int32  // index in Tree.nodes (document pre-order)
	skip       int32  // index just past this node's subtree
	parent     int32  // index of the parent, -1 for the root
	pos, npos  int32  // index among the parent's children / named children (-1 if anonymous)
	kidStart   uint32 // this node's children are Tree.kids[kidStart:kidStart+kidCount]
	kidCount   uint32
	namedStart uint32 // and its named children Tree.named[namedStart:namedStart+namedCount]
	namedCount uint32
	kind       Kind
	sym        Sym    // kind as a language-independent Sym, resolved per language
	field      uint16 // field ID in the parent (0 for none); names in the symbol table
	flags      uint8
}

// Kind is a node type as a small integer: the grammar's symbol number, the
// same for every node of one type in one language (see KindOf).
type Kind uint16

//go:generate go run ./gensym

// Sym is a node type as a small integer that is the same in every language:
// one constant per node-type name that the model and the rules compare
// (SymCall for "call", SymCallExpression for "call_expression", listed in
// symnames.txt and generated into syms_gen.go by gensym), and SymOther (0)
// for every other name. Two nodes have the same Sym exactly when their Type
// names are equal or neither name has a constant, so n.Sym() == SymCall says
// what n.Type() == "call" says without comparing strings. A node's Sym is
// looked up once per grammar symbol when the language's symbol table is built.
type Sym uint16

// symByName maps a node-type name to its Sym; names without a constant are
// absent (SymOther).
var symByName = func() map[string]Sym {
	m := make(map[string]Sym, len(symNames))
	for s, name := range symNames {
		if s != int(SymOther) {
			m[name] = Sym(s)
		}
	}
	return m
}()

// SymOf returns the Sym of node-type name typ, SymOther when it has no
// constant.
func SymOf(typ string) Sym { return symByName[typ] }

// String returns the node-type name of s, "" for SymOther.
func (s Sym) String() string {
	if int(s) < len(symNames) {
		return symNames[s]
	}
	return ""
}

const (
	flagNamed uint8 = 1 << iota
	flagError
	flagMissing
	flagHasError
	flagScope // the type is one of ScopeTypes
)

// kindError is tree-sitter's ts_builtin_sym_error ((TSSymbol)-1).
const kindError Kind = 0xFFFF

// Tree is a file's syntax tree in Go memory: every node in document
// (pre-)order, so a walk is a loop over a slice.
type Tree struct {
	Lang     Language
	nodes    []Node
	kids     []int32 // child indices, grouped by parent (Node.kidStart)
	named    []int32 // named child indices, grouped by parent
	syms     []Sym   // nodes[i].sym for every i, compact (File.WalkSyms reads it)
	st       *symbolTable
	deadline int64    // unix nanoseconds; 0 for none (see SetDeadline)
	steps    int64    // nodes visited by Walk and WalkSyms since SetStepLimit
	maxSteps int64    // 0 for no limit (see SetStepLimit)
	work     int64    // nodes visited by walks plus parent links followed, since the tree was built (see Work)
	buf      *treeBuf // where nodes, kids and named live; returned to treePool by Release

	ix *symIndex // the nodes by Sym, built on first use (NodesOf, index.go)

	scopes []int32 // each node's nearest scope ancestor, -1 for none; built on first use (EnclosingScope, scope.go)
}

// treeBuf holds a tree's slices so that the next tree can reuse them: a scan
// builds one tree per file, and without reuse every file's nodes (about 80
// bytes per node, tens of MB for a large file) are fresh memory for the
// garbage collector to clear and reclaim.
type treeBuf struct {
	nodes []Node
	kids  []int32
	named []int32
	syms  []Sym
}

var treePool = sync.Pool{New: func() any { return new(treeBuf) }}

// Release gives the tree's memory back for the next BuildTree to reuse. The
// tree and every Node of it must not be used afterwards; the engine calls it
// once a file's rules are done and only positions remain in its findings.
// Calling it twice, or on a tree never released, is harmless.
func (t *Tree) Release() {
	t.releaseIndex()
	t.scopes = nil
	if t.buf == nil {
		return
	}
	t.buf.nodes = t.nodes[:0]
	t.buf.kids, t.buf.named, t.buf.syms = t.kids[:0], t.named[:0], t.syms[:0]
	treePool.Put(t.buf)
	t.buf, t.nodes, t.kids, t.named, t.syms = nil, nil, nil, nil, nil
}

// ErrTimeLimit is the value Walk panics with when the tree's deadline has
// passed; the engine recovers it, keeps the findings reported so far and
// says that the rules stopped at the file's time limit.
var ErrTimeLimit = errors.New("rules stopped at the file's time limit")

// ErrStepLimit is the value Walk and WalkSyms panic with when the nodes they
// visited since SetStepLimit exceed its limit. Unlike ErrTimeLimit it does not
// depend on the machine or its load: the same file and rules stop at the same
// node on every run. The engine recovers it as it does ErrTimeLimit.
var ErrStepLimit = errors.New("rules stopped at the file's step limit")

// SetStepLimit starts counting the nodes Walk and WalkSyms visit over the
// tree from zero and makes them panic with ErrStepLimit once the count
// exceeds limit (checked when a walk ends and every 4,096 nodes within one);
// limit 0 removes the limit. Walks nested in a walk's callback count too, so
// a rule that walks a function once per call in it is bounded by the limit,
// not by the clock.
func (t *Tree) SetStepLimit(limit int64) { t.steps, t.maxSteps = 0, limit }

// Steps returns the nodes visited since the last SetStepLimit.
func (t *Tree) Steps() int64 { return t.steps }

// Work returns the nodes that Walk and WalkSyms visited plus the parent links
// that Node.Parent followed since the tree was built; unlike Steps it is never
// reset. It is a count of work, not of time: the same file and rules give the
// same count on any machine under any load, so tests check with it that the
// rules' work grows linearly with the file (checks/linear_test.go). It does
// not count work done on text (string searches over a node's source).
func (t *Tree) Work() int64 { return t.work }

// spend adds n visited nodes to the count and panics with ErrStepLimit past
// the limit; when full is set (a run of 4,096 visits ended inside a walk) it
// also checks the deadline.
func (t *Tree) spend(n int, full bool) {
	t.steps += int64(n)
	t.work += int64(n)
	if t.maxSteps != 0 && t.steps > t.maxSteps {
		panic(ErrStepLimit)
	}
	if full && t.deadline != 0 && time.Now().UnixNano() > t.deadline {
		panic(ErrTimeLimit)
	}
}

// SetDeadline makes every Walk over the tree panic with ErrTimeLimit once d
// has passed (checked every 4,096 nodes visited); the zero time removes it.
// It is the wall-clock backstop behind SetStepLimit.
func (t *Tree) SetDeadline(d time.Time) {
	if d.IsZero() {
		t.deadline = 0
		return
	}
	t.deadline = d.UnixNano()
}

// Root returns the tree's root node.
func (t *Tree) Root() *Node { return &t.nodes[0] }

// Len returns the number of nodes, named and anonymous.
func (t *Tree) Len() int { return len(t.nodes) }

// symbolTable holds, per grammar, each symbol's type name and whether it is
// named; filled once per language on first use.
type symbolTable struct {
	names    []string
	named    []bool
	scope    []bool // ScopeTypes[names[s]], so IsScope is a bit test
	syms     []Sym  // SymOf(names[s]), so Node.Sym is an index
	kinds    map[string]Kind
	fields   []string          // field ID -> name; ID 0 is "no field"
	fieldIDs map[string]uint16 // name -> field ID
}

var symbolTables sync.Map // Language -> *symbolTable

func symbols(lang Language) *symbolTable {
	if v, ok := symbolTables.Load(lang); ok {
		return v.(*symbolTable)
	}
	g := Grammar(lang)
	n := g.SymbolCount()
	st := &symbolTable{names: make([]string, n), named: make([]bool, n), scope: make([]bool, n), syms: make([]Sym, n), kinds: map[string]Kind{},
		fields: []string{""}, fieldIDs: map[string]uint16{}}
	for id := 1; ; id++ {
		name := g.FieldName(id)
		if name == "" {
			break
		}
		st.fields = append(st.fields, name)
		st.fieldIDs[name] = uint16(id)
	}
	for s := uint32(0); s < n; s++ {
		st.names[s] = g.SymbolName(sitter.Symbol(s))
		st.named[s] = g.SymbolType(sitter.Symbol(s)) == sitter.SymbolTypeRegular
		st.scope[s] = ScopeTypes[st.names[s]]
		st.syms[s] = SymOf(st.names[s])
		if _, dup := st.kinds[st.names[s]]; !dup || st.named[s] {
			st.kinds[st.names[s]] = Kind(s)
		}
	}
	v, _ := symbolTables.LoadOrStore(lang, st)
	return v.(*symbolTable)
}

// KindOf returns the Kind of node type typ in lang (the named symbol when an
// anonymous token shares its name), and false when the grammar has no such
// type.
func KindOf(lang Language, typ string) (Kind, bool) {
	k, ok := symbols(lang).kinds[typ]
	return k, ok
}

// BuildTree copies the tree under root into Go memory: one cgo call walks
// the tree in C and records per node its symbol, byte span, parent and field;
// type names, field names and named-ness then come from the grammar's
// tables, read once per language. Missing nodes are looked for only when the
// root reports an error. On Linux amd64/arm64 the walk reads tree-sitter's
// subtrees directly (walkC, walk_cgo.go); elsewhere, with the rc_portable
// tag, and for trees deeper than maxTreeDepth it goes through the public
// cursor API (walkPublic), with the same result.
func BuildTree(lang Language, root *sitter.Node) *Tree {
	st := symbols(lang)
	checkMissing := root.HasError()
	guess := int(root.EndByte()-root.StartByte()) / 2
	raw, release := walkC(root, guess, checkMissing)
	if raw == nil {
		raw, release = walkPublic(root, guess, checkMissing)
	}
	defer release()
	if regroupAwaits && (lang == finding.LangTypeScript || lang == finding.LangTSX) {
		regroupGenericAwaits(raw, st)
	}
	t := &Tree{Lang: lang, st: st}
	t.buf = treePool.Get().(*treeBuf)
	if cap(t.buf.nodes) < len(raw) {
		t.buf.nodes = make([]Node, len(raw))
	}
	if cap(t.buf.syms) < len(raw) {
		t.buf.syms = make([]Sym, len(raw))
	}
	t.nodes, t.syms = t.buf.nodes[:len(raw)], t.buf.syms[:len(raw)]
	nodes, syms := t.nodes, t.syms
	// One forward pass fills every node, the compact Sym array and the
	// parents' child counts: a parent precedes its children in document
	// order, so it is already filled when a child counts itself in.
	totalNamed := 0
	for i := range raw {
		r := &raw[i]
		n := &nodes[i]
		*n = Node{tree: t, kind: Kind(r.sym), start: r.start, end: r.end, idx: int32(i), skip: int32(i + 1), parent: r.parent, pos: -1, npos: -1}
		if int(r.sym) < len(st.names) {
			n.sym = st.syms[r.sym]
			if st.named[r.sym] {
				n.flags |= flagNamed
			}
			if st.scope[r.sym] {
				n.flags |= flagScope
			}
		}
		if n.kind == kindError {
			n.sym = symError
			n.flags |= flagNamed | flagError | flagHasError
		}
		if r.missing != 0 {
			n.flags |= flagMissing | flagHasError
		}
		if int(r.field) < len(st.fields) {
			n.field = r.field
		}
		syms[i] = n.sym
		if i > 0 {
			p := &nodes[r.parent]
			p.kidCount++
			if n.flags&flagNamed != 0 {
				p.namedCount++
				totalNamed++
			}
		}
	}
	t.link(totalNamed)
	return t
}

// symError is the Sym of "ERROR" nodes.
var symError = SymOf("ERROR")

// link fills the child index lists from the parent indices and child counts
// (Node.kidCount, namedCount) that BuildTree recorded, with at most two
// allocations for the whole tree, then each subtree's end (skip) and the
// HasError flags bottom-up. totalNamed is the number of named non-root nodes.
func (t *Tree) link(totalNamed int) {
	nodes := t.nodes
	t.kids = grow(t.buf.kids, len(nodes)-1)
	t.named = grow(t.buf.named, totalNamed)
	kids, named := t.kids, t.named
	// One forward pass: a node's lists start where its predecessors' end
	// (ko, no), and its counts restart at 0 as the fill cursor; its children
	// come after it in document order, so its start is set before the first
	// child writes itself in.
	ko, no := uint32(0), uint32(0)
	for i := range nodes {
		n := &nodes[i]
		n.kidStart, n.namedStart = ko, no
		ko += n.kidCount
		no += n.namedCount
		n.kidCount, n.namedCount = 0, 0
		if i == 0 {
			continue
		}
		p := &nodes[n.parent]
		n.pos = int32(p.kidCount)
		kids[p.kidStart+p.kidCount] = int32(i)
		p.kidCount++
		if n.flags&flagNamed != 0 {
			n.npos = int32(p.namedCount)
			named[p.namedStart+p.namedCount] = int32(i)
			p.namedCount++
		}
	}
	// A subtree ends where its last descendant's subtree ends, and a node
	// has an error below it when a child has one; descendants come after
	// their ancestors, so one backward pass settles both.
	for i := len(nodes) - 1; i > 0; i-- {
		n := &nodes[i]
		p := &nodes[n.parent]
		if p.skip < n.skip {
			p.skip = n.skip
		}
		if n.flags&flagHasError != 0 {
			p.flags |= flagHasError
		}
	}
}

// grow returns s resized to n elements, reusing its array when it is large
// enough; the contents are unspecified (link writes every element).
func grow(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

// Type returns the node's type name, as the grammar spells it ("call",
// "call_expression", "(").
func (n *Node) Type() string {
	if names := n.tree.st.names; int(n.kind) < len(names) {
		return names[n.kind]
	}
	if n.kind == kindError {
		return "ERROR"
	}
	return ""
}

// Sym returns the node's type as a language-independent number: the Sym
// constant of its Type name, SymOther when the name has none.
func (n *Node) Sym() Sym { return n.sym }

// Index returns the node's index in its tree's document (pre-)order: an
// ancestor's index is below its descendants', and nodes of one tree compare
// by position through it.
func (n *Node) Index() int32 { return n.idx }

// Kind returns the node's type as a number (see KindOf).
func (n *Node) Kind() Kind { return n.kind }

// StartByte returns the offset of the node's first byte in File.Src.
func (n *Node) StartByte() uint32 { return n.start }

// EndByte returns the offset just past the node's last byte.
func (n *Node) EndByte() uint32 { return n.end }

// Parent returns the node's parent, or nil for the root.
func (n *Node) Parent() *Node {
	if n.parent < 0 {
		return nil
	}
	n.tree.work++
	return &n.tree.nodes[n.parent]
}

// ChildCount returns the number of children, named and anonymous.
func (n *Node) ChildCount() uint32 { return n.kidCount }

// Child returns child i (0-based) or nil when out of range.
func (n *Node) Child(i int) *Node {
	if i < 0 || i >= int(n.kidCount) {
		return nil
	}
	return &n.tree.nodes[n.tree.kids[n.kidStart+uint32(i)]]
}

// NamedChildCount returns the number of named children.
func (n *Node) NamedChildCount() uint32 { return n.namedCount }

// NamedChild returns named child i (0-based) or nil when out of range.
func (n *Node) NamedChild(i int) *Node {
	if i < 0 || i >= int(n.namedCount) {
		return nil
	}
	return &n.tree.nodes[n.tree.named[n.namedStart+uint32(i)]]
}

// ChildByFieldName returns the first child in field name, or nil.
func (n *Node) ChildByFieldName(name string) *Node {
	t := n.tree
	for _, k := range t.kids[n.kidStart : n.kidStart+n.kidCount] {
		if c := &t.nodes[k]; c.field != 0 && t.st.fields[c.field] == name {
			return c
		}
	}
	return nil
}

// FieldNameForChild returns the field name of child i, "" for none.
func (n *Node) FieldNameForChild(i int) string {
	if c := n.Child(i); c != nil {
		return c.FieldName()
	}
	return ""
}

// FieldName returns the node's field name in its parent, "" for none.
func (n *Node) FieldName() string { return n.tree.st.fields[n.field] }

// NextSibling returns the next child of the parent, or nil.
func (n *Node) NextSibling() *Node {
	if p := n.Parent(); p != nil {
		return p.Child(int(n.pos) + 1)
	}
	return nil
}

// PrevSibling returns the previous child of the parent, or nil.
func (n *Node) PrevSibling() *Node {
	if p := n.Parent(); p != nil {
		return p.Child(int(n.pos) - 1)
	}
	return nil
}

// NextNamedSibling returns the next named child of the parent, or nil. For an
// anonymous node it is the first named sibling after it.
func (n *Node) NextNamedSibling() *Node {
	p := n.Parent()
	if p == nil {
		return nil
	}
	for i := int(n.pos) + 1; i < int(p.kidCount); i++ {
		if c := p.Child(i); c.flags&flagNamed != 0 {
			return c
		}
	}
	return nil
}

// PrevNamedSibling returns the previous named child of the parent, or nil.
func (n *Node) PrevNamedSibling() *Node {
	p := n.Parent()
	if p == nil {
		return nil
	}
	for i := int(n.pos) - 1; i >= 0; i-- {
		if c := p.Child(i); c.flags&flagNamed != 0 {
			return c
		}
	}
	return nil
}

// IsScope reports whether the node's type opens a variable scope:
// ScopeTypes[n.Type()], read from a flag set when the tree was built.
func (n *Node) IsScope() bool { return n.flags&flagScope != 0 }

// IsNamed reports whether the node is named (not an anonymous token).
func (n *Node) IsNamed() bool { return n.flags&flagNamed != 0 }

// IsError reports whether the node is an ERROR node.
func (n *Node) IsError() bool { return n.flags&flagError != 0 }

// IsMissing reports whether the parser inserted the node to recover from an
// error (it spans no bytes).
func (n *Node) IsMissing() bool { return n.flags&flagMissing != 0 }

// HasError reports whether the node is or contains an error or missing node.
func (n *Node) HasError() bool { return n.flags&flagHasError != 0 }

// Walk calls fn for n and every descendant in document order. When fn returns
// false the node's children are skipped. It is a loop over the tree's node
// slice; it counts the nodes visited against the tree's step limit
// (Tree.SetStepLimit, panic ErrStepLimit) and, past the tree's deadline
// (Tree.SetDeadline), panics with ErrTimeLimit.
func Walk(n *Node, fn func(*Node) bool) {
	if n == nil {
		return
	}
	end := int(n.skip)
	t := n.tree
	nodes := t.nodes[:end]
	// Runs of up to 4,096 visits between checks keep the inner loop to a
	// call and a branch.
	for i := int(n.idx); i < end; {
		k := 0
		for ; k < 4096 && i < end; k++ {
			if fn(&nodes[i]) {
				i++
			} else {
				i = int(nodes[i].skip)
			}
		}
		t.spend(k, i < end)
	}
}

// Ancestor returns the nearest proper ancestor of n whose Sym is one of syms
// (Sym constants, not SymOther), or nil.
func Ancestor(n *Node, syms ...Sym) *Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		for _, s := range syms {
			if p.sym == s {
				return p
			}
		}
	}
	return nil
}

// ScopesHaveSyms reports whether every scope type of lang's grammar has a
// Sym constant (not JS/TS, whose generator_function has none), so that a
// walk for scopes can go by Sym; computed once per language.
func ScopesHaveSyms(lang Language) bool {
	if v, ok := scopeSymsByLang.Load(lang); ok {
		return v.(bool)
	}
	st := symbols(lang)
	all := true
	for s := range st.names {
		if st.scope[s] && st.syms[s] == SymOther {
			all = false
		}
	}
	scopeSymsByLang.Store(lang, all)
	return all
}

var scopeSymsByLang sync.Map // Language -> bool

// Callee returns the function expression of a call node (Python call, JS/TS
// call_expression or new_expression, Go call_expression), or nil. A
// TypeScript `await f<T>(x)` is already an await of the call here (BuildTree
// regroups tree-sitter-typescript's call-of-an-await; genericawait.go), so its
// callee is f.
func Callee(call *Node) *Node {
	if call.Sym() == SymNewExpression {
		return call.ChildByFieldName("constructor")
	}
	return call.ChildByFieldName("function")
}

// IsAsync reports whether a function node is declared async (Python
// `async def`, JS/TS `async function`, `async () =>`, `async m()`).
func IsAsync(fn *Node) bool {
	if fn == nil {
		return false
	}
	for i := 0; i < int(fn.ChildCount()); i++ {
		c := fn.Child(i)
		if c.Sym() == SymAsync {
			return true
		}
		if c.IsNamed() && c.Sym() != SymDecorator && c.Sym() != SymAccessibilityModifier {
			break // modifiers come before the first named child
		}
	}
	return false
}
