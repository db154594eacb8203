package impact

import (
	"io/fs"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// globMatch is git's glob pathspec match for the two shapes TestPathGlobs
// uses: "**/NAME/**" (a folder of p named NAME) and "**/PATTERN" (p's base
// name matches PATTERN, where * matches no slash).
func globMatch(t *testing.T, g, p string) bool {
	t.Helper()
	rest, ok := strings.CutPrefix(g, "**/")
	if !ok {
		t.Fatalf("glob %q: not **/...", g)
	}
	if d, ok := strings.CutSuffix(rest, "/**"); ok {
		if strings.ContainsAny(d, "*?[/") {
			t.Fatalf("glob %q: a folder glob names one folder", g)
		}
		segs := strings.Split(p, "/")
		for _, s := range segs[:len(segs)-1] {
			if s == d {
				return true
			}
		}
		return false
	}
	if strings.Contains(rest, "/") {
		t.Fatalf("glob %q: a file glob matches a base name", g)
	}
	m, err := path.Match(rest, path.Base(p))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Every path a glob of TestPathGlobs names is a test path (IsTestPath):
// a search that leaves them out loses nothing its callers keep. Checked on
// paths made to match each glob, near misses, and this repository's files.
func TestTestPathGlobsAreTestPaths(t *testing.T) {
	globs := TestPathGlobs()
	paths := []string{"latest/a.py", "contest.py", "attest_x.py", "src/testing.py", "Tests/a.ts", "testsx/b.ts",
		"mytest/c.go", "a/b_test.gox", "test.ts", "spec/x.ts", "src/x.tests.ts", "pkg/mock.go", "run-tests.js"}
	for _, g := range globs {
		rest := strings.TrimPrefix(g, "**/")
		if d, ok := strings.CutSuffix(rest, "/**"); ok {
			paths = append(paths, d+"/x.py", "a/"+d+"/b/x.ts", d+"x/y.go", "x"+d+"/y.go")
		} else {
			name := strings.ReplaceAll(rest, "*", "foo")
			paths = append(paths, name, "a/b/"+name, strings.ReplaceAll(rest, "*", ""))
		}
	}
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(root, p)
			paths = append(paths, filepath.ToSlash(rel))
		}
		return nil
	})
	used := map[string]bool{}
	for _, p := range paths {
		for _, g := range globs {
			if globMatch(t, g, p) {
				used[g] = true
				if !IsTestPath(p) {
					t.Errorf("glob %q names %q, which IsTestPath does not report", g, p)
				}
			}
		}
	}
	for _, g := range globs {
		if !used[g] {
			t.Errorf("glob %q matched no path of the check", g)
		}
	}
}
