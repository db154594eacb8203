package syntax

// SymBitset is a set of Sym constants as a bitmap: membership is one shift and
// one mask, with no map and no string. Make one per set of node types, once
// (a package-level variable), with NewSymBitset.
type SymBitset [(len(symNames) + 63) / 64]uint64

// NewSymBitset returns the set of syms (SymOther in it stands for every
// node type without a constant).
func NewSymBitset(syms ...Sym) *SymBitset {
	s := new(SymBitset)
	for _, x := range syms {
		s[x>>6] |= 1 << (x & 63)
	}
	return s
}

// Has reports whether x is in the set.
func (s *SymBitset) Has(x Sym) bool { return int(x>>6) < len(s) && s[x>>6]&(1<<(x&63)) != 0 }

// WalkSyms calls fn, in document order, for n and each descendant of n whose
// Sym is in set; when fn returns false the node's subtree is skipped. n must
// be a node of t (nil walks nothing). It is exactly
//
//	Walk(n, func(m *Node) bool { return !set.Has(m.Sym()) || fn(m) })
//
// (the same nodes, order and limit panics, ErrStepLimit and ErrTimeLimit;
// it counts the nodes it passes, skipped subtrees included) but reads a
// 2-byte Sym per node (t.syms: at 2 bytes a node it is a thirty-second of the
// nodes' memory, so a scan for a few node types reads a few cache lines per
// hundred nodes instead of every node) and makes no call for the nodes
// outside the set: the walk to use when a callback would only look at a few
// node types and return true for every other.
func (t *Tree) WalkSyms(n *Node, set *SymBitset, fn func(*Node) bool) {
	if n == nil {
		return
	}
	syms, nodes := t.syms, t.nodes
	checked := int(n.idx) // Walk checks its limits every 4,096 nodes visited
	end := int(n.skip)
	for i := int(n.idx); i < end; {
		if i-checked >= 4096 {
			t.spend(i-checked, true)
			checked = i
		}
		if set.Has(syms[i]) && !fn(&nodes[i]) {
			i = int(nodes[i].skip)
			continue
		}
		i++
	}
	t.spend(end-checked, false)
}
