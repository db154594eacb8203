package checks

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/syntax"
)

// TestRulesDoNotWalkFromRoot: no rule package (checks/rc*), no fact
// package (checks/facts/*) and no helper of checks/model walks a file's tree from its root itself
// (Walk, WalkSyms or a Walk method handed a file's Root): they read the
// nodes they need from the file's one walk (File.NodesOf, the per-file index
// by Sym), as a Ruff rule is handed node kinds by the one Checker pass
// instead of traversing the module. Walks of a subtree (a function body, a
// loop) stay allowed.
func TestRulesDoNotWalkFromRoot(t *testing.T) {
	dirs, _ := filepath.Glob("rc*")
	facts, _ := filepath.Glob("facts/*")
	dirs = append(dirs, facts...)
	dirs = append(dirs, "model")
	if len(dirs) < 15 {
		t.Fatalf("%d rule and fact packages found: run from checks/", len(dirs))
	}
	fset := token.NewFileSet()
	checked := 0
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			file, err := parser.ParseFile(fset, path, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			checked++
			// roots are the local names bound to a file's root (root := f.Root)
			roots := map[string]bool{}
			ast.Inspect(file, func(n ast.Node) bool {
				if as, ok := n.(*ast.AssignStmt); ok {
					for i, r := range as.Rhs {
						if isRoot(r, nil) && i < len(as.Lhs) {
							if id, ok := as.Lhs[i].(*ast.Ident); ok {
								roots[id.Name] = true
							}
						}
					}
				}
				return true
			})
			ast.Inspect(file, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) == 0 {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if id, isID := call.Fun.(*ast.Ident); isID && id.Name == "Walk" && isRoot(call.Args[0], roots) { // model's own Walk
					t.Errorf("%s: Walk walks the file from its root; read the nodes from File.NodesOf", fset.Position(call.Pos()))
				}
				if !ok {
					return true
				}
				switch sel.Sel.Name {
				case "Walk", "WalkSyms":
				default:
					return true
				}
				if sel.Sel.Name == "Walk" {
					// c.Walk(f.Root, nil) is RC201's own walk, which reads the index (NodesIn)
					if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "model" && x.Name != "syntax" {
						return true
					}
				}
				if isRoot(call.Args[0], roots) {
					t.Errorf("%s: %s walks the file from its root; read the nodes from File.NodesOf", fset.Position(call.Pos()), sel.Sel.Name)
				}
				return true
			})
		}
	}
	if checked < 30 {
		t.Fatalf("%d files checked: want every rule and fact package", checked)
	}
}

// isRoot reports whether e is a file's root: x.Root, x.Root(), or a name in
// roots.
func isRoot(e ast.Expr, roots map[string]bool) bool {
	switch e := e.(type) {
	case *ast.SelectorExpr:
		return e.Sel.Name == "Root"
	case *ast.CallExpr:
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok {
			return sel.Sel.Name == "Root" && len(e.Args) == 0
		}
	case *ast.Ident:
		return roots[e.Name]
	}
	return false
}

// TestOneIndexPerFile: a scan of the rule fixtures with every rule builds
// the per-file index by Sym (the engine's one walk) at most once per file,
// however many rules and facts read it.
func TestOneIndexPerFile(t *testing.T) {
	paths, _ := filepath.Glob("rc*/testdata/*")
	var in []Input
	for _, p := range paths {
		if _, ok := DetectLanguage(p); ok {
			p := p
			in = append(in, Input{Path: p, Size: -1, Read: func() ([]byte, error) { return os.ReadFile(p) }})
		}
	}
	if len(in) < 50 {
		t.Fatalf("%d fixtures found: want the rule fixtures", len(in))
	}
	before := syntax.IndexBuilds()
	res, err := (&Engine{Workers: 1}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	built := syntax.IndexBuilds() - before
	if built == 0 || built > int64(len(res.Files)) {
		t.Errorf("%d indexes built for %d files scanned: want at least one and at most one per file", built, len(res.Files))
	}
}

// TestSharedPackagesDoNotReport: the shared layers (checks/model's helpers
// and checks/facts/*) never report a finding (Report, ReportFix, AlsoAt), so
// no finding's message is worded outside the rule package that owns it (as
// a go/analysis fact never emits a diagnostic; only its analyzer does).
// model/rule.go, which defines the Pass methods, is the exception.
func TestSharedPackagesDoNotReport(t *testing.T) {
	dirs, _ := filepath.Glob("facts/*")
	dirs = append(dirs, "model")
	fset := token.NewFileSet()
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") || filepath.ToSlash(path) == "model/rule.go" {
				continue
			}
			file, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(file, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
						switch sel.Sel.Name {
						case "Report", "ReportFix", "AlsoAt":
							t.Errorf("%s: a shared package reports a finding (%s): word and report it in the rule package", fset.Position(call.Pos()), sel.Sel.Name)
						}
					}
				}
				return true
			})
		}
	}
}
