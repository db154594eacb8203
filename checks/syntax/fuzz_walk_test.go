package syntax

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// walkLangs maps FuzzWalk's language selector (modulo its length) to a
// grammar.
var walkLangs = []Language{LangPython, LangJavaScript, LangTypeScript, LangTSX, LangGo}

// FuzzWalk: on any input in any language, the walk that reads tree-sitter's
// private Subtree layout (walkC, in the default Linux build) and the public
// cursor walk in C (walkPublic) record exactly what the binding's cursor
// driven from Go records (walkCursor), and BuildTree's tree has as many
// nodes, each inside its parent's span. This is the differential test that
// guards the copied layout against inputs the fixtures do not have. Seeds:
// the rule fixtures and small adversarial sources; .ci/run fuzzes it
// briefly.
func FuzzWalk(f *testing.F) {
	paths, _ := filepath.Glob("../rc*/testdata/*")
	for _, p := range paths {
		lang, ok := DetectLanguage(p)
		if !ok {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		for i, l := range walkLangs {
			if l == lang {
				f.Add(uint8(i), src)
			}
		}
	}
	for i := range walkLangs {
		f.Add(uint8(i), []byte(strings.Repeat("(", 5000)))
		f.Add(uint8(i), []byte("x = "+strings.Repeat("[", 4100)+strings.Repeat("]", 4100)+"\n"))
		f.Add(uint8(i), []byte("\xef\xbb\xbf\xff\xfe\xc3\x28 f(a, \x00 b;\r\n"))
		f.Add(uint8(i), []byte(""))
	}
	parsers := map[Language]*sitter.Parser{}
	f.Fuzz(func(t *testing.T, sel uint8, src []byte) {
		lang := walkLangs[int(sel)%len(walkLangs)]
		p := parsers[lang]
		if p == nil {
			p = sitter.NewParser()
			p.SetLanguage(Grammar(lang))
			parsers[lang] = p
		}
		tree, err := p.ParseCtx(context.Background(), nil, src)
		if err != nil {
			t.Fatal(err)
		}
		defer tree.Close()
		root := tree.RootNode()
		want := walkCursor(root, symbols(lang), root.HasError())
		check := func(what string, got []rawNode) {
			if len(got) != len(want) {
				t.Fatalf("%s: %d nodes, cursor walk %d", what, len(got), len(want))
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("%s: node %d: %+v, cursor %+v", what, i, got[i], want[i])
				}
			}
		}
		pub, release := walkPublic(root, 1, root.HasError())
		check("public walk", pub)
		release()
		if priv, release := walkC(root, 1, root.HasError()); priv != nil {
			check("C walk", priv)
			release()
		}
		gt := BuildTree(lang, root)
		defer gt.Release()
		if gt.Len() != len(want) {
			t.Fatalf("BuildTree: %d nodes, cursor walk %d", gt.Len(), len(want))
		}
		Walk(gt.Root(), func(n *Node) bool {
			if p := n.Parent(); p != nil && (n.StartByte() < p.StartByte() || n.EndByte() > p.EndByte()) {
				t.Fatalf("node %s [%d,%d) outside its parent %s [%d,%d)", n.Type(), n.StartByte(), n.EndByte(), p.Type(), p.StartByte(), p.EndByte())
			}
			return true
		})
	})
}
