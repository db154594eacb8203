package demo

import (
	"context"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/internal/fixrun"
	"github.com/resilience-check/resilience-check/internal/scan"
)

// TestDemoFixRemovesSafeFindings applies every safe fix to a copy of the
// demo's three vulnerable servers, as `scan --fix` does, and checks that each
// finding that had a safe fix is gone, that a second pass changes nothing,
// and that the servers still compile: Go with go/parser (a build would need
// the demo's modules from the network), Python with python3 -m py_compile,
// TypeScript with a clean tree-sitter parse (tsc is not installed here).
func TestDemoFixRemovesSafeFindings(t *testing.T) {
	files := []string{"python/server.py", "typescript/server.ts", "go/vulnerable/main.go"}
	dir := t.TempDir()
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(exampleDir, f))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	eng := &checks.Engine{Workers: 1}
	opts := scan.Options{Repo: dir, Paths: []string{dir}, Engine: eng}
	before, err := scan.Run(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	safe, _ := fixrun.Fixable(before)
	if safe == 0 {
		t.Fatal("the demo has no finding with a safe fix")
	}
	s, err := fixrun.Run(ctx, before, fixrun.Options{Root: dir, Engine: eng, Write: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range s.Dropped {
		t.Errorf("%s:%d %s: fix dropped: %s", d.Path, d.Finding.StartLine, d.Finding.RuleID, d.Reason)
	}
	if s.Applied != safe {
		t.Errorf("applied %d fixes, want all %d safe ones", s.Applied, safe)
	}
	after, err := scan.Run(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	if left, _ := fixrun.Fixable(after); left != 0 {
		t.Errorf("%d findings with a safe fix remain after --fix", left)
	}
	// Gone besides the safe ones: findings whose related location is a
	// fixed finding (a request sent on the http.Client literal that got a
	// Timeout: RC101 reports the literal and each request made with it).
	fixed := map[[2]any]bool{}
	for _, f := range before.Findings {
		if f.Reported() && f.Autofix != nil && f.Autofix.Applicability != model.FixUnsafe {
			fixed[[2]any{f.Path, f.StartLine}] = true
		}
	}
	also := 0
	for _, f := range before.Findings {
		if f.Reported() && f.Autofix == nil && slices.ContainsFunc(f.Related, func(r finding.Related) bool { return fixed[[2]any{r.Path, r.StartLine}] }) {
			also++
		}
	}
	if got, want := len(after.Findings), len(before.Findings)-safe-also; got != want {
		t.Errorf("%d findings after --fix, want %d (%d before, %d fixed, %d through a fixed construction)", got, want, len(before.Findings), safe, also)
	}
	again, err := fixrun.Run(ctx, after, fixrun.Options{Root: dir, Engine: eng, Write: true})
	if err != nil || again.Applied != 0 {
		t.Fatalf("a second --fix applied %d fixes (%v)", again.Applied, err)
	}
	t.Logf("demo: %d safe fixes applied, %d findings before, %d after", s.Applied, len(before.Findings), len(after.Findings))

	if _, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, "go/vulnerable/main.go"), nil, parser.AllErrors); err != nil {
		t.Errorf("the fixed Go server does not parse: %v", err)
	}
	if py, err := exec.LookPath("python3"); err != nil {
		t.Log("python3 not found: the fixed Python server is not compiled")
	} else if out, err := exec.Command(py, "-m", "py_compile", filepath.Join(dir, "python/server.py")).CombinedOutput(); err != nil {
		t.Errorf("the fixed Python server does not compile: %v\n%s", err, out)
	}
	ts, _ := os.ReadFile(filepath.Join(dir, "typescript/server.ts"))
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(model.Grammar(model.LangTypeScript))
	tree, err := p.ParseCtx(ctx, nil, ts)
	if err != nil || tree.RootNode().HasError() {
		t.Errorf("the fixed TypeScript server does not parse cleanly (%v)", err)
	}
	if tree != nil {
		tree.Close()
	}
}
