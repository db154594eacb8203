package model

import "time"

// symSet is a set of Sym constants as a bitmap: membership is one shift and
// one mask, with no map and no string.
type symSet [(len(symNames) + 63) / 64]uint64

// newSymSet returns the set of syms.
func newSymSet(syms ...Sym) *symSet {
	s := new(symSet)
	for _, x := range syms {
		s[x>>6] |= 1 << (x & 63)
	}
	return s
}

// has reports whether x is in the set; SymOther is never added by the
// callers, so a node type without a constant is never in a set.
func (s *symSet) has(x Sym) bool { return s[x>>6]&(1<<(x&63)) != 0 }

// symArray returns the Sym of every node of the file's tree, indexed like
// the tree's nodes (document pre-order), built by one pass on first use. At
// 2 bytes a node it is a fortieth of the nodes' memory, so a scan for a few
// node types (walkSyms) reads a few cache lines per hundred nodes instead of
// every node.
func (f *File) symArray() []Sym {
	if f.syms == nil {
		nodes := f.Tree.nodes
		syms := make([]Sym, len(nodes))
		for i := range nodes {
			syms[i] = nodes[i].sym
		}
		f.syms = syms
	}
	return f.syms
}

// walkSyms calls fn, in document order, for each node of the file whose Sym
// is in set; when fn returns false the node's subtree is skipped. It is
// exactly
//
//	Walk(f.Root, func(n *Node) bool { return !set.has(n.Sym()) || fn(n) })
//
// (the same nodes, order and time-limit panic) without reading the nodes
// that are not in the set and without a function call per node.
func (f *File) walkSyms(set *symSet, fn func(*Node) bool) {
	syms, nodes, deadline := f.symArray(), f.Tree.nodes, f.Tree.deadline
	checked := 0 // Walk checks the deadline every 4,096 nodes visited
	for i := 0; i < len(syms); {
		if deadline != 0 && i-checked >= 4096 {
			checked = i
			if time.Now().UnixNano() > deadline {
				panic(ErrTimeLimit)
			}
		}
		if set.has(syms[i]) && !fn(&nodes[i]) {
			i = int(nodes[i].skip)
			continue
		}
		i++
	}
}
