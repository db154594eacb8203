package syntax

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestParseCoverage measures the share of files whose tree has an error
// (the root's HasError: an ERROR or MISSING node somewhere, so part of the
// file was not parsed as code and its findings may be missing) over the
// folders in RC_PARSE_CORPUS (separated by the OS's path-list separator, e.g.
// the real-code corpus), skipping the folders a default scan skips
// (node_modules, .git, vendor, dist, build) and files over 1 MiB. It logs
// every partly parsed file and the share per language; with
// RC_PARSE_MAX_SHARE (a fraction, e.g. 0.001) it fails when the share is
// higher. Issue 19's target is under 0.1 %.
func TestParseCoverage(t *testing.T) {
	dirs := filepath.SplitList(os.Getenv("RC_PARSE_CORPUS"))
	if len(dirs) == 0 {
		t.Skip("RC_PARSE_CORPUS is not set: no corpus to measure")
	}
	parsers := map[Language]*sitter.Parser{}
	defer func() {
		for _, p := range parsers {
			p.Close()
		}
	}()
	total, partial := map[Language]int{}, map[Language]int{}
	var bad []string
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				switch d.Name() {
				case "node_modules", ".git", "vendor", "dist", "build":
					return filepath.SkipDir
				}
				return nil
			}
			lang, ok := DetectLanguage(path)
			if !ok || !d.Type().IsRegular() {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil || len(src) > 1<<20 {
				return nil
			}
			p := parsers[lang]
			if p == nil {
				p = sitter.NewParser()
				p.SetLanguage(Grammar(lang))
				parsers[lang] = p
			}
			tree, err := p.ParseCtx(context.Background(), nil, src)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			total[lang]++
			if tree.RootNode().HasError() {
				partial[lang]++
				bad = append(bad, path)
			}
			tree.Close()
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Logf("partly parsed: %s", b)
	}
	all, allBad := 0, 0
	for _, l := range []Language{LangPython, LangJavaScript, LangTypeScript, LangTSX, LangGo} {
		all += total[l]
		allBad += partial[l]
		if total[l] > 0 {
			t.Logf("%-10s %5d of %6d files partly parsed (%.3f %%)", l, partial[l], total[l], 100*float64(partial[l])/float64(total[l]))
		}
	}
	if all == 0 {
		t.Fatalf("no source files under %v", dirs)
	}
	share := float64(allBad) / float64(all)
	t.Logf("all        %5d of %6d files partly parsed (%.3f %%)", allBad, all, 100*share)
	if s := os.Getenv("RC_PARSE_MAX_SHARE"); s != "" {
		max, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("RC_PARSE_MAX_SHARE=%q: %v", s, err)
		}
		if share > max {
			t.Fatalf("%.3f %% of the files parse only partly, over the %.3f %% allowed", 100*share, 100*max)
		}
	}
}
