package handlers_test

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestRegFlow: each folder of testdata/regflow is a small repository whose
// registrations reach their handlers through containers, factories, loops
// and imports (flow.go, registry.go); a function whose first line carries
// `want: handler` is a tool handler, every other function (the look-alikes:
// a function in a list nothing registers, a test file's registration) is
// not.
func TestRegFlow(t *testing.T) {
	cases, err := os.ReadDir(filepath.Join("testdata", "regflow"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if !c.IsDir() {
			continue
		}
		t.Run(c.Name(), func(t *testing.T) {
			root := filepath.Join("testdata", "regflow", c.Name())
			var paths []string
			if err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
				if err == nil && !info.IsDir() {
					rel, _ := filepath.Rel(root, p)
					paths = append(paths, filepath.ToSlash(rel))
				}
				return err
			}); err != nil {
				t.Fatal(err)
			}
			reg := handlers.NewRegistry(paths, func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) })
			if mod, err := os.ReadFile(filepath.Join(root, "go.mod")); err == nil {
				reg.GoModule = strings.TrimSpace(strings.TrimPrefix(strings.SplitN(string(mod), "\n", 2)[0], "module"))
			}
			defer reg.Close()
			for _, p := range paths {
				lang, ok := model.DetectLanguage(p)
				if !ok {
					continue
				}
				src, err := os.ReadFile(filepath.Join(root, p))
				if err != nil {
					t.Fatal(err)
				}
				want := map[int]bool{}
				names := map[int]string{} // want: handler NAME: the tool's name too
				sc := bufio.NewScanner(bytes.NewReader(src))
				for line := 1; sc.Scan(); line++ {
					if _, rest, ok := strings.Cut(sc.Text(), "want: handler"); ok {
						want[line] = true
						if fs := strings.Fields(rest); len(fs) > 0 {
							names[line] = fs[0]
						}
					}
				}
				f := modeltest.Parse(t, p, lang, src)
				handlers.SetRegistry(f, reg)
				syms := model.NewSymBitset(model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDeclaration,
					model.SymArrowFunction, model.SymFuncLiteral, model.SymFunctionExpression, model.SymMethodDefinition, model.SymLambda)
				got := map[int]bool{}
				f.NodesOf(syms, func(n *model.Node) bool {
					if handlers.Kind(f, n) == model.ToolHandler {
						got[model.LineOf(f, n)] = true
					}
					return true
				})
				for _, tl := range handlers.Tools(f) {
					if tl.Handler == nil {
						continue
					}
					l := model.LineOf(f, tl.Handler)
					if n, ok := names[l]; ok && tl.Name != n {
						t.Errorf("%s:%d: tool named %q, want %q", p, l, tl.Name, n)
					}
					delete(names, l)
				}
				for l, n := range names {
					t.Errorf("%s:%d: no tool named %q", p, l, n)
				}
				for l := range want {
					if !got[l] {
						t.Errorf("%s:%d: not a tool handler, want one", p, l)
					}
				}
				for l := range got {
					if !want[l] {
						t.Errorf("%s:%d: a tool handler, want none", p, l)
					}
				}
			}
		})
	}
}
