package checks

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// maxPackageLines is the most non-test lines a package under checks/ may
// hold (issue 17: "no shared package under checks/ is over 4,000 non-test
// lines"); a package that grows past it splits its facts into a package of
// their own (checks/facts/...), as go/analysis splits analyzers.
const maxPackageLines = 4000

// TestPackageSize counts the lines of every package's non-test Go files
// (generated ones too: they are compiled and read like the rest) under
// checks/ and fails when one is over maxPackageLines; it logs the counts,
// largest first.
func TestPackageSize(t *testing.T) {
	lines := map[string]int{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		lines[filepath.ToSlash(filepath.Dir(path))] += bytes.Count(src, []byte{'\n'})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	pkgs := make([]string, 0, len(lines))
	for p := range lines {
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(i, j int) bool { return lines[pkgs[i]] > lines[pkgs[j]] })
	for _, p := range pkgs {
		t.Logf("%5d checks/%s", lines[p], p)
		if lines[p] > maxPackageLines {
			t.Errorf("checks/%s has %d non-test lines, over the %d ceiling: move a fact family into a package of its own", p, lines[p], maxPackageLines)
		}
	}
}
