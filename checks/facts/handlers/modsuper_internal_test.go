package handlers

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/modreach"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
	sitter "github.com/smacker/go-tree-sitter"
)

// TestTextModulesCoverImportTable: every module the registry's import
// table (importTable, memberRef's Python submodule form, reExports) takes
// from a Python or JS/TS file, and that its resolver could resolve (JS:
// relative, `@/`, `~/`), is among the modules modreach reads from the
// file's text (PyModules, JSModules): the text reading is a superset, so
// modreach.Idle never calls idle a file whose imports reach a scanned one.
// The files: every Python and JS/TS fixture under checks/, and the files
// under the folders RC_MODREACH_CORPUS lists (colon-separated; a check
// over cloned repositories, not run by default).
func TestTextModulesCoverImportTable(t *testing.T) {
	roots := []string{filepath.Join("..", "..")}
	if env := os.Getenv("RC_MODREACH_CORPUS"); env != "" {
		roots = append(roots, strings.Split(env, ":")...)
	}
	p := sitter.NewParser()
	defer p.Close()
	files, checked := 0, 0
	for _, root := range roots {
		filepath.WalkDir(root, func(pth string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
				if d != nil && d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			lang, ok := model.DetectLanguage(pth)
			if d.IsDir() || !ok || lang != model.LangPython && !lang.IsJS() || d.Type()&os.ModeSymlink != 0 {
				return nil
			}
			src, err := os.ReadFile(pth)
			if err != nil || len(src) > 1<<20 {
				return nil
			}
			mods, ok := modreach.ModulesOf(pth, src)
			if !ok {
				t.Errorf("%s: modules not read", pth)
				return nil
			}
			src = syntax.ParseInput(lang, src)
			p.SetLanguage(model.Grammar(lang))
			tree, err := p.ParseCtx(context.Background(), nil, src)
			if err != nil || tree == nil {
				p.Reset()
				return nil
			}
			defer tree.Close()
			f := model.NewFile(filepath.ToSlash(pth), lang, src, tree.RootNode())
			defer f.Release()
			files++
			want := func(m, how string) {
				if lang.IsJS() && !strings.HasPrefix(m, ".") && !strings.HasPrefix(m, "@/") && !strings.HasPrefix(m, "~/") {
					return
				}
				checked++
				if !slices.Contains(mods, m) {
					t.Errorf("%s: module %q (%s) not among the text's modules", pth, m, how)
				}
			}
			for local, v := range importTable(f) {
				want(v[0], "import of "+local)
				if lang == model.LangPython && v[1] != "*" {
					m, _ := memberRef(lang, v[0], v[1], "x")
					want(m, "submodule "+v[1])
				}
			}
			for _, re := range reExports(f, "*") {
				want(re.Module, "re-export")
			}
			return nil
		})
	}
	if files == 0 || checked == 0 {
		t.Fatalf("read %d files, %d modules", files, checked)
	}
	t.Logf("%d files, %d modules", files, checked)
}
