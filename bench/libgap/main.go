// Command libgap counts, over Go repositories, the calls into third-party
// packages that no library row (libmodels/data) covers: a call pkg.F(...)
// whose import path has no row naming path.F and no module row naming the
// path or one of its parents. It is the measure of Go library coverage the
// sdkgo round used (bench/realcode/blind.tsv's Go servers): a row added for
// a package moves its calls from "unmodelled" to "modelled".
//
// Usage: go run ./bench/libgap DIR... (each DIR a repository; its go.mod
// module paths are the project's own and not counted). Output: one line per
// unmodelled import path, "repos files calls path", most repositories first,
// then the totals. Test files and vendor, testdata and node_modules folders
// are skipped.
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/libmodels"
)

// stat is what libgap counts for one import path.
type stat struct {
	repos map[string]bool
	files int
	calls int
}

func main() {
	set := libmodels.Builtin()
	unmod := map[string]*stat{}
	var total, modelled int
	for _, dir := range os.Args[1:] {
		own := ownModules(dir)
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				switch d.Name() {
				case "vendor", "testdata", "node_modules", ".git":
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return nil
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
			if err != nil {
				return nil
			}
			names := map[string]string{} // local name -> import path
			for _, im := range f.Imports {
				path, _ := strconv.Unquote(im.Path.Value)
				if !thirdParty(path, own) {
					continue
				}
				name := path[strings.LastIndex(path, "/")+1:]
				if im.Name != nil {
					name = im.Name.Name
				} else if strings.HasPrefix(name, "v") && len(name) <= 3 && strings.Contains(path, "/") { // .../v2
					rest := path[:strings.LastIndex(path, "/")]
					name = rest[strings.LastIndex(rest, "/")+1:]
				}
				name = strings.TrimSuffix(strings.TrimPrefix(name, "go-"), "-go")
				names[name] = path
			}
			seen := map[string]bool{}
			ast.Inspect(f, func(n ast.Node) bool {
				c, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := c.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				id, ok := sel.X.(*ast.Ident)
				if !ok {
					return true
				}
				path, ok := names[id.Name]
				if !ok {
					return true
				}
				total++
				if covered(set, path, sel.Sel.Name) {
					modelled++
					return true
				}
				s := unmod[path]
				if s == nil {
					s = &stat{repos: map[string]bool{}}
					unmod[path] = s
				}
				s.repos[dir] = true
				s.calls++
				if !seen[path] {
					seen[path] = true
					s.files++
				}
				return true
			})
			return nil
		})
	}
	paths := make([]string, 0, len(unmod))
	for p := range unmod {
		paths = append(paths, p)
	}
	sort.Slice(paths, func(i, j int) bool {
		a, b := unmod[paths[i]], unmod[paths[j]]
		if len(a.repos) != len(b.repos) {
			return len(a.repos) > len(b.repos)
		}
		if a.calls != b.calls {
			return a.calls > b.calls
		}
		return paths[i] < paths[j]
	})
	for _, p := range paths {
		s := unmod[p]
		fmt.Printf("%d\t%d\t%d\t%s\n", len(s.repos), s.files, s.calls, p)
	}
	fmt.Printf("total third-party package calls %d, modelled %d, unmodelled %d in %d packages\n", total, modelled, total-modelled, len(paths))
}

// covered reports whether a row names path.fn, or a module row names path
// or one of its parent paths.
func covered(set *libmodels.Set, path, fn string) bool {
	if set.Lookup(libmodels.Go, path+"."+fn) != nil {
		return true
	}
	for p := path; p != ""; {
		if r := set.Lookup(libmodels.Go, p); r != nil && r.API == libmodels.Module {
			return true
		}
		i := strings.LastIndex(p, "/")
		if i <= 0 {
			break
		}
		p = p[:i]
	}
	return false
}

// thirdParty reports whether an import path is neither the standard
// library's (no dot in its first element) nor one of the project's own
// modules.
func thirdParty(path string, own []string) bool {
	first := path
	if i := strings.Index(path, "/"); i >= 0 {
		first = path[:i]
	}
	if !strings.Contains(first, ".") {
		return false
	}
	for _, m := range own {
		if path == m || strings.HasPrefix(path, m+"/") {
			return false
		}
	}
	return true
}

// ownModules returns the module paths of the go.mod files under dir.
func ownModules(dir string) []string {
	var out []string
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == "vendor" || d.Name() == "node_modules" || d.Name() == ".git") {
			return filepath.SkipDir
		}
		if d.Name() != "go.mod" {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil
		}
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
				out = append(out, f[1])
			}
		}
		return nil
	})
	return out
}
