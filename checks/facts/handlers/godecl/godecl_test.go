package godecl_test

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/godecl"
	"github.com/resilience-check/resilience-check/checks/model"
	sitter "github.com/smacker/go-tree-sitter"
)

func TestMayDeclare(t *testing.T) {
	cases := []struct {
		src, name string
		want      bool
	}{
		{"package p\nfunc Value() {}\n", "Value", true},
		{"package p\nfunc (h *H) Value() int { return 0 }\n", "Value", true},
		{"package p\nfunc (h *H[K]) Value() int { return 0 }\n", "Value", true},
		{"package p\nfunc Value[T any](t T) {}\n", "Value", true},
		{"package p\nfunc\n\tValue() {}\n", "Value", true},
		{"package p\nfunc (h H)\tValue() {}\n", "Value", true},
		{"package p\nfunc (h H) /* c */ Value() {}\n", "Value", true}, // a block comment between: may be
		{"package p\nfunc Value\u00a0() {}\n", "Value", true},         // a non-ASCII byte next to it: may be
		{"package p\nfunc f(v V) int { return v.Value() }\n", "Value", false},
		{"package p\nfunc f() { x := ctx.Value(k); _ = x }\n", "Value", false},
		{"package p\n// Value returns the value.\nvar x = 1\n", "Value", false},
		{"package p\nvar s = \"func Values\"\n", "Value", false}, // a longer token
		{"package p\nfunc GetValue() {}\nfunc ValueOf() {}\n", "Value", false},
		{"package p\nfunc f() int { return a / Value }\n", "Value", false},
		{"package p\nfunc f() { g(x) .Value() }\n", "Value", false},
		{"package p\nfunc f() { var Value int; _ = Value }\n", "Value", false},
		{"package p\ntype T struct{ Value int }\n", "Value", false},
		{"Value", "Value", false},
		{"package p\nfunc f() {}\n", "", true},
		{"package p\nfuncValue() {}\n", "Value", false}, // not the keyword
		{"package p\nxfunc Value() {}\n", "Value", false},
		{"package p\nfunc (x) Value", "Value", true},
	}
	for _, c := range cases {
		if got := godecl.MayDeclare([]byte(c.src), c.name); got != c.want {
			t.Errorf("MayDeclare(%q, %q) = %v, want %v", c.src, c.name, got, c.want)
		}
	}
}

// TestMayDeclareNeverMissesADeclaration: over the project's own Go files
// (some thousands of real functions and methods), every name a
// top-level function or method declaration of a file's tree-sitter tree
// has is one MayDeclare says the file may declare; and, for every other
// word of the file, a false answer is right (no declaration of it). It
// also checks that the test prunes: most words of a file are no
// declaration's names.
func TestMayDeclareNeverMissesADeclaration(t *testing.T) {
	root := filepath.Join("..", "..", "..", "..")
	word := regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(model.Grammar(model.LangGo))
	files, pruned, asked := 0, 0, 0
	err := filepath.WalkDir(filepath.Join(root, "checks"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || files >= 400 {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		tree, err := p.ParseCtx(context.Background(), nil, src)
		if err != nil {
			return err
		}
		f := model.NewFile(path, model.LangGo, src, tree.RootNode())
		declared := map[string]bool{}
		for i := 0; i < int(f.Root.NamedChildCount()); i++ {
			n := f.Root.NamedChild(i)
			if n.Sym() == model.SymFunctionDeclaration || n.Sym() == model.SymMethodDeclaration {
				declared[f.Text(n.ChildByFieldName("name"))] = true
			}
		}
		f.Release()
		tree.Close()
		files++
		seen := map[string]bool{}
		for _, w := range word.FindAllString(string(src), -1) {
			if seen[w] {
				continue
			}
			seen[w] = true
			asked++
			got := godecl.MayDeclare(src, w)
			if declared[w] && !got {
				t.Errorf("%s: MayDeclare(%q) = false, but the file declares it", path, w)
			}
			if !got {
				pruned++
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 || pruned < asked/2 {
		t.Fatalf("%d files, %d of %d words pruned: expected many files and most words pruned", files, pruned, asked)
	}
}
