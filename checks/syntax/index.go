package syntax

import (
	"math/bits"
	"sync"
)

// symIndex lists a tree's nodes by Sym: nodes[start[s]:start[s+1]] are the
// indices (into Tree.nodes) of the nodes whose Sym is s, in document order.
// It is what the engine's one walk of a file builds (Tree.NodesOf), in the
// manner of Ruff's single Checker pass that hands each rule the node kinds
// it registered for: after it, a rule that asks for calls reads the calls,
// not the tree.
type symIndex struct {
	start [len(symNames) + 1]int32
	nodes []int32
}

// indexPool keeps the indexes' buffers for the next tree (Tree.Release).
var indexPool = sync.Pool{New: func() any { return new(symIndex) }}

// indexBuilds counts the indexes built (one per tree that a rule asked about
// by Sym); IndexBuilds reads it.
var indexBuilds struct {
	sync.Mutex
	n int64
}

// IndexBuilds returns how many per-tree Sym indexes have been built in this
// process: at most one per tree, whatever the number of rules and facts that
// read it (the test of the engine's single walk reads it).
func IndexBuilds() int64 {
	indexBuilds.Lock()
	defer indexBuilds.Unlock()
	return indexBuilds.n
}

// index returns the tree's Sym index, building it on first use: one pass
// over the compact Sym array counts the nodes of each Sym, a second places
// each node's index in its Sym's run (a counting sort, so each run is in
// document order). The pass is the file's one walk and counts against the
// step limit (len(nodes) steps) of the rule that asks first.
func (t *Tree) index() *symIndex {
	if t.ix != nil {
		return t.ix
	}
	ix := indexPool.Get().(*symIndex)
	var count [len(symNames) + 1]int32
	for _, s := range t.syms {
		count[s+1]++
	}
	for s := 1; s < len(count); s++ {
		count[s] += count[s-1]
	}
	ix.start = count
	if cap(ix.nodes) < len(t.syms) {
		ix.nodes = make([]int32, len(t.syms))
	}
	ix.nodes = ix.nodes[:len(t.syms)]
	for i, s := range t.syms {
		ix.nodes[count[s]] = int32(i)
		count[s]++
	}
	t.ix = ix
	indexBuilds.Lock()
	indexBuilds.n++
	indexBuilds.Unlock()
	t.spend(len(t.syms), true)
	return ix
}

// releaseIndex gives the tree's index back to indexPool.
func (t *Tree) releaseIndex() {
	if t.ix != nil {
		indexPool.Put(t.ix)
		t.ix = nil
	}
}

// smallSubtree is the subtree size (nodes) under which NodesOf scans a
// proper subtree's Sym array (WalkSyms) instead of searching the index's
// runs: both give the same nodes, the scan is cheaper for a small function
// body. The whole tree always goes through the index.
const smallSubtree = 512

// NodesOf calls fn, in document order, for n and each descendant of n whose
// Sym is in set; when fn returns false the node's subtree is skipped. It
// gives exactly the nodes, order and limit panics of WalkSyms(n, set, fn),
// but reads them from the tree's Sym index (built on first use, see index)
// instead of passing over the subtree: a rule asking for a file's calls
// costs the calls, not the file. It counts one step per node it hands to fn.
func (t *Tree) NodesOf(n *Node, set *SymBitset, fn func(*Node) bool) {
	if n == nil {
		return
	}
	lo, hi := n.idx, n.skip
	whole := lo == 0 && int(hi) == len(t.nodes)
	if !whole && hi-lo < smallSubtree {
		t.WalkSyms(n, set, fn)
		return
	}
	ix := t.index()
	// runs holds, per Sym of set with nodes in [lo, hi), what is left of its
	// run; the next node in document order is the smallest head.
	var buf [8][]int32
	runs := buf[:0]
	for w, word := range set {
		for word != 0 {
			s := w<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			if s >= len(symNames) {
				continue
			}
			run := ix.nodes[ix.start[s]:ix.start[s+1]]
			if !whole {
				run = run[searchIdx(run, lo):]
				run = run[:searchIdx(run, hi)]
			}
			if len(run) > 0 {
				runs = append(runs, run)
			}
		}
	}
	nodes := t.nodes
	visited := 0
	for len(runs) > 0 {
		m := 0
		for j := 1; j < len(runs); j++ {
			if runs[j][0] < runs[m][0] {
				m = j
			}
		}
		i := runs[m][0]
		runs[m] = runs[m][1:]
		if visited++; visited == 4096 {
			t.spend(visited, true)
			visited = 0
		}
		if !fn(&nodes[i]) {
			skip := nodes[i].skip
			for j := range runs {
				r := runs[j]
				for len(r) > 0 && r[0] < skip {
					r = r[1:]
				}
				runs[j] = r
			}
		}
		// drop the runs that are done, keeping the others' order
		k := 0
		for _, r := range runs {
			if len(r) > 0 {
				runs[k] = r
				k++
			}
		}
		runs = runs[:k]
	}
	t.spend(visited, false)
}

// searchIdx returns the first position in run (ascending) whose value is at
// least i.
func searchIdx(run []int32, i int32) int {
	lo, hi := 0, len(run)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if run[m] < i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}
