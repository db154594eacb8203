package syntax

import sitter "github.com/tree-sitter/go-tree-sitter"

// refNode is a node of the tree-sitter tree read through the binding's public
// API, one cgo call per method, under the names and integer types of Node:
// the reference the tests compare the Go tree with.
type refNode struct{ n *sitter.Node }

// ref wraps n, nil for nil.
func ref(n *sitter.Node) *refNode {
	if n == nil {
		return nil
	}
	return &refNode{n}
}

func (r *refNode) Type() string              { return r.n.Kind() }
func (r *refNode) Symbol() uint16            { return r.n.KindId() }
func (r *refNode) StartByte() uint32         { return uint32(r.n.StartByte()) }
func (r *refNode) EndByte() uint32           { return uint32(r.n.EndByte()) }
func (r *refNode) IsNamed() bool             { return r.n.IsNamed() }
func (r *refNode) IsError() bool             { return r.n.IsError() }
func (r *refNode) IsMissing() bool           { return r.n.IsMissing() }
func (r *refNode) HasError() bool            { return r.n.HasError() }
func (r *refNode) ChildCount() uint32        { return uint32(r.n.ChildCount()) }
func (r *refNode) NamedChildCount() uint32   { return uint32(r.n.NamedChildCount()) }
func (r *refNode) Child(i int) *refNode      { return ref(r.n.Child(uint(i))) }
func (r *refNode) NamedChild(i int) *refNode { return ref(r.n.NamedChild(uint(i))) }
func (r *refNode) Parent() *refNode          { return ref(r.n.Parent()) }
func (r *refNode) NextNamedSibling() *refNode {
	return ref(r.n.NextNamedSibling())
}
func (r *refNode) PrevNamedSibling() *refNode {
	return ref(r.n.PrevNamedSibling())
}
func (r *refNode) ChildByFieldName(f string) *refNode { return ref(r.n.ChildByFieldName(f)) }
func (r *refNode) String() string                     { return r.n.ToSexp() }

// refCursor is the binding's tree cursor under the names the tests use.
type refCursor struct{ c *sitter.TreeCursor }

func newRefCursor(n *sitter.Node) *refCursor  { return &refCursor{n.Walk()} }
func (c *refCursor) CurrentNode() *refNode    { return ref(c.c.Node()) }
func (c *refCursor) CurrentFieldName() string { return c.c.FieldName() }
func (c *refCursor) GoToFirstChild() bool     { return c.c.GotoFirstChild() }
func (c *refCursor) GoToNextSibling() bool    { return c.c.GotoNextSibling() }
func (c *refCursor) GoToParent() bool         { return c.c.GotoParent() }
func (c *refCursor) Close()                   { c.c.Close() }
