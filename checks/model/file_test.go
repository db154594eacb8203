package model

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestFlatWalkMatchesCursorWalk checks that a walk over the flattened tree
// visits the same nodes in the same order as the cursor walk, including when
// the callback skips subtrees, on every fixture file.
func TestFlatWalkMatchesCursorWalk(t *testing.T) {
	paths, _ := filepath.Glob("../rc*/testdata/*")
	n := 0
	for _, path := range paths {
		lang, ok := DetectLanguage(path)
		if !ok {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		p := sitter.NewParser()
		p.SetLanguage(Grammar(lang))
		tree, err := p.ParseCtx(context.Background(), nil, src)
		if err != nil {
			t.Fatal(err)
		}
		root := tree.RootNode()
		for _, skipType := range []string{"", "call", "call_expression", "function_definition", "arguments", "string"} {
			visit := func(out *[]*sitter.Node) func(*sitter.Node) bool {
				return func(n *sitter.Node) bool {
					*out = append(*out, n)
					return n.Type() != skipType
				}
			}
			var viaCursor, viaFlat []*sitter.Node
			Walk(root, visit(&viaCursor)) // not registered: cursor walk
			FlatTrees.Store(root, Flatten(root))
			Walk(root, visit(&viaFlat))
			FlatTrees.Delete(root)
			if len(viaCursor) != len(viaFlat) {
				t.Fatalf("%s skipping %q: cursor visited %d nodes, flat %d", path, skipType, len(viaCursor), len(viaFlat))
			}
			for i := range viaCursor {
				if viaCursor[i] != viaFlat[i] {
					t.Fatalf("%s skipping %q: node %d differs: %s vs %s", path, skipType, i, viaCursor[i].Type(), viaFlat[i].Type())
				}
			}
		}
		tree.Close()
		p.Close()
		n++
	}
	if n < 10 {
		t.Fatalf("only %d fixture files walked", n)
	}
}
