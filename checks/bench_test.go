package checks

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks/model"
)

// benchFile is one input of the benchmarks.
type benchFile struct {
	path string
	src  []byte
}

// benchCorpus returns real-shaped input for one language family: many files
// of ordinary size. With RC_BENCH_CORPUS set to a folder (bench/scan.sh sets
// it to a checkout of real repositories), its source files up to 256 KiB,
// tests and vendored folders excluded, as a default scan picks them; else the
// rule fixtures (about 300 small files).
func benchCorpus(b *testing.B, family string) []benchFile {
	b.Helper()
	root := os.Getenv("RC_BENCH_CORPUS")
	var out []benchFile
	add := func(path string) {
		lang, ok := model.DetectLanguage(path)
		if !ok || langFamily(lang) != family {
			return
		}
		src, err := os.ReadFile(path)
		if err != nil || len(src) > 256<<10 || unscannable(src, DefaultMaxLineBytes) != "" {
			return
		}
		out = append(out, benchFile{path: filepath.ToSlash(path), src: src})
	}
	if root == "" {
		paths, _ := filepath.Glob("rc*/testdata/*")
		for _, p := range paths {
			add(p)
		}
	} else {
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			name := d.Name()
			if d.IsDir() {
				switch name {
				case "node_modules", ".git", "vendor", "dist", "build", "test", "tests", "__tests__", "testdata":
					return filepath.SkipDir
				}
				return nil
			}
			if strings.HasSuffix(name, "_test.go") || strings.Contains(name, ".test.") || strings.Contains(name, ".spec.") ||
				strings.HasPrefix(name, "test_") {
				return nil
			}
			add(p)
			return nil
		})
	}
	if len(out) == 0 {
		b.Skipf("no %s files", family)
	}
	return out
}

// langFamily groups TSX with TypeScript, as the rules do.
func langFamily(l model.Language) string {
	if l == model.LangTSX {
		return string(model.LangTypeScript)
	}
	return string(l)
}

var benchFamilies = []string{"python", "javascript", "typescript", "go"}

func corpusBytes(files []benchFile) int64 {
	n := 0
	for _, f := range files {
		n += len(f.src)
	}
	return int64(n)
}

// BenchmarkParse measures tree-sitter parsing alone (MB/s) over the corpus of
// one language family: the floor that BenchmarkScan is compared with.
func BenchmarkParse(b *testing.B) {
	for _, fam := range benchFamilies {
		b.Run(fam, func(b *testing.B) {
			files := benchCorpus(b, fam)
			p := sitter.NewParser()
			defer p.Close()
			b.SetBytes(corpusBytes(files))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, f := range files {
					lang, _ := model.DetectLanguage(f.path)
					p.SetLanguage(model.Grammar(lang))
					t, err := p.ParseCtx(context.Background(), nil, f.src)
					if err != nil {
						b.Fatal(err)
					}
					t.Close()
				}
			}
		})
	}
}

// BenchmarkScan measures the engine (parse, model and every default rule) on
// one worker over the same corpus (MB/s); its ratio to BenchmarkParse is the
// share of the parse floor.
func BenchmarkScan(b *testing.B) {
	for _, fam := range benchFamilies {
		b.Run(fam, func(b *testing.B) {
			files := benchCorpus(b, fam)
			in := make([]Input, len(files))
			for i, f := range files {
				src := f.src
				in[i] = Input{Path: f.path, Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}
			}
			eng := &Engine{Workers: 1, FileTimeout: 60e9}
			b.SetBytes(corpusBytes(files))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := eng.Scan(context.Background(), in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkAdversarial scans 1, 2, 4 and 8 copies of a file that rebinds one
// name at every line and uses it (an adversarial shape for scope lookups, 250 lines a
// copy here): ns/op must grow linearly with the copies, which bench/scan.sh
// checks.
func BenchmarkAdversarial(b *testing.B) {
	one := "    s = requests.Session(); s.get(u)\n"
	for _, copies := range []int{1, 2, 4, 8} {
		b.Run("copies="+string(rune('0'+copies)), func(b *testing.B) {
			src := []byte("import requests\ndef f(u):\n" + strings.Repeat(one, 2500*copies))
			in := []Input{{Path: "adv.py", Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}}
			eng := &Engine{Workers: 1, FileTimeout: 60e9}
			b.SetBytes(int64(len(src)))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := eng.Scan(context.Background(), in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
