package syntax

import (
	"context"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// parseRoot parses src and returns only the root node: nothing else refers
// to the tree, so it lives as long as the node does.
func parseRoot(t *testing.T, p *sitter.Parser, src []byte) *sitter.Node {
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	return tree.RootNode()
}

// TestWalkKeepsTreeAlive: BuildTree's walks (walkC and walkPublic) keep the
// tree alive while C reads it, when the caller holds nothing but the root
// node and drops it after the call (the tree is left to its finalizer, as
// TestTreeSitterMemoryAcrossThreads does): with garbage collections running
// all the time beside it, a walk whose tree was freed under it would read
// freed memory (a crash, or a node count that differs).
func TestWalkKeepsTreeAlive(t *testing.T) {
	src := []byte(strings.Repeat("def f(a, b):\n    return [x for x in range(a) if (x + b) % 3]\n", 1500))
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(Grammar(LangPython))
	want := BuildTree(LangPython, parseRoot(t, p, src))
	n := want.Len()
	want.Release()
	var stop atomic.Bool
	done := make(chan struct{})
	go func() {
		defer close(done)
		for !stop.Load() {
			runtime.GC()
		}
	}()
	defer func() { stop.Store(true); <-done }()
	rounds := 12
	if testing.Short() {
		rounds = 4
	}
	for i := 0; i < rounds; i++ {
		gt := BuildTree(LangPython, parseRoot(t, p, src))
		if gt.Len() != n {
			t.Fatalf("round %d: %d nodes, want %d", i, gt.Len(), n)
		}
		gt.Release()
		raw, release := walkPublic(parseRoot(t, p, src), 64, false)
		if len(raw) != n {
			t.Fatalf("round %d: public walk %d nodes, want %d", i, len(raw), n)
		}
		release()
	}
}
