package syntax

import (
	"context"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestNodesOfIsWalkSyms: on every rule fixture, for random Sym sets and
// callbacks that prune (return false) on some nodes, NodesOf gives exactly
// the nodes and order of WalkSyms, over the whole tree and over every scope's
// subtree (small ones go by the scan, large ones by the index); and however
// many times a tree is asked, its index is built once.
func TestNodesOfIsWalkSyms(t *testing.T) {
	paths, _ := filepath.Glob("../rc*/testdata/*")
	rng := rand.New(rand.NewSource(17))
	files := 0
	for _, p := range paths {
		lang, ok := DetectLanguage(p)
		if !ok {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		parser := sitter.NewParser()
		parser.SetLanguage(Grammar(lang))
		ts, err := parser.ParseCtx(context.Background(), nil, src)
		if err != nil {
			t.Fatal(err)
		}
		tree := BuildTree(lang, ts.RootNode())
		ts.Close()
		files++
		before := IndexBuilds()
		for round := 0; round < 20; round++ {
			var syms []Sym
			for k := 1 + rng.Intn(12); k > 0; k-- {
				syms = append(syms, Sym(rng.Intn(len(symNames))))
			}
			set := NewSymBitset(syms...)
			mod := 2 + rng.Intn(5)
			prune := func(n *Node) bool { return round%3 == 0 || int(n.idx)%mod != 0 }
			collect := func(walk func(*Node, *SymBitset, func(*Node) bool), n *Node) []int32 {
				var out []int32
				walk(n, set, func(m *Node) bool {
					out = append(out, m.idx)
					return prune(m)
				})
				return out
			}
			roots := []*Node{tree.Root()}
			for i := range tree.nodes {
				if tree.nodes[i].IsScope() || i%97 == 0 {
					roots = append(roots, &tree.nodes[i])
				}
			}
			for _, n := range roots {
				want, got := collect(tree.WalkSyms, n), collect(tree.NodesOf, n)
				if !slices.Equal(want, got) {
					t.Fatalf("%s: node %d (%d nodes), set %v: NodesOf gave %v, WalkSyms %v", p, n.idx, n.skip-n.idx, syms, got, want)
				}
			}
		}
		if tree.Len() > 0 {
			if built := IndexBuilds() - before; built != 1 {
				t.Errorf("%s: index built %d times for one tree, want 1", p, built)
			}
		}
		tree.Release()
	}
	if files < 50 {
		t.Fatalf("%d fixtures: want the rule fixtures", files)
	}
}

// TestNodesOfStepLimit: NodesOf counts the index's pass and the nodes it
// hands out against the tree's step limit, and panics with ErrStepLimit past
// it as the walks do.
func TestNodesOfStepLimit(t *testing.T) {
	parser := sitter.NewParser()
	parser.SetLanguage(Grammar(LangPython))
	src := []byte("")
	for i := 0; i < 2000; i++ {
		src = append(src, "f(x)\n"...)
	}
	ts, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	tree := BuildTree(LangPython, ts.RootNode())
	ts.Close()
	defer tree.Release()
	calls := NewSymBitset(SymCall)
	tree.SetStepLimit(0)
	n := 0
	tree.NodesOf(tree.Root(), calls, func(*Node) bool { n++; return true })
	if n != 2000 || tree.Steps() != int64(tree.Len())+2000 {
		t.Fatalf("%d calls, %d steps: want 2000 calls and %d steps (the index's pass and the calls)", n, tree.Steps(), tree.Len()+2000)
	}
	tree.SetStepLimit(100)
	defer func() {
		if r := recover(); r != ErrStepLimit {
			t.Fatalf("recovered %v, want ErrStepLimit", r)
		}
	}()
	for i := 0; i < 2; i++ {
		tree.NodesOf(tree.Root(), calls, func(*Node) bool { return true })
	}
}
