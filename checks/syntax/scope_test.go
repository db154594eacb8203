package syntax

import (
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestEnclosingScopeMatchesParentWalk: EnclosingScope's table gives, for
// every node of a file with nested functions, classes and lambdas, the
// nearest scope that walking up the parents finds; and it answers in O(1)
// on a 3,000-level else-if chain.
func TestEnclosingScopeMatchesParentWalk(t *testing.T) {
	srcs := map[Language]string{
		LangPython:     "class C:\n    def m(self):\n        f = lambda x: g(x)\n        def inner():\n            return h()\n        return inner\nx = k()\n",
		LangJavaScript: "function f(u){ const g = () => { if (u) { fetch(u) } else if (u) { return function(){ x() } } }; class K { m(){ y() } } }\nz();\n" + "function e(u){ " + strings.Repeat("if (u) { fetch(u); } else\n", 3000) + "{} }\n",
		LangGo:         "package p\nfunc f() { g := func() { h() }; g() }\nvar v = func() int { return 1 }()\n",
	}
	for lang, src := range srcs {
		p := sitter.NewParser()
		p.SetLanguage(Grammar(lang))
		tree, err := p.ParseCtx(t.Context(), nil, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		tr := BuildTree(lang, tree.RootNode())
		tree.Close()
		scopes := 0
		for i := range tr.nodes {
			n := &tr.nodes[i]
			var want *Node
			for q := n.Parent(); q != nil; q = q.Parent() {
				if q.IsScope() {
					want = q
					break
				}
			}
			if got := n.EnclosingScope(); got != want {
				t.Fatalf("%v: node %d (%s): EnclosingScope %v, parent walk %v", lang, i, n.Type(), got, want)
			}
			if want != nil {
				scopes++
			}
		}
		if scopes == 0 {
			t.Errorf("%v: no node inside a scope: the test reads nothing", lang)
		}
		tr.Release()
	}
}
