package checks

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	sitter "github.com/smacker/go-tree-sitter"
)

// benchSource concatenates every fixture of one language (all rules) and
// repeats it to about 256 KiB, so the benchmark sees real rule-triggering code.
func benchSource(b *testing.B, lang Language) []byte {
	b.Helper()
	var one bytes.Buffer
	files, _ := filepath.Glob("rc*/testdata/*")
	for _, f := range files {
		if l, ok := DetectLanguage(f); ok && l == lang {
			src, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			if lang == LangGo && one.Len() > 0 {
				src = bytes.Replace(src, []byte("package "), []byte("// package "), 1)
			}
			one.Write(src)
			one.WriteByte('\n')
		}
	}
	if one.Len() == 0 {
		b.Skipf("no %s fixtures", lang)
	}
	var out bytes.Buffer
	for out.Len() < 256<<10 {
		out.Write(one.Bytes())
	}
	return out.Bytes()
}

var benchLangs = []struct {
	lang Language
	ext  string
}{{LangPython, ".py"}, {LangJavaScript, ".js"}, {LangTypeScript, ".ts"}, {LangGo, ".go"}}

// BenchmarkParse measures tree-sitter parsing alone (MB/s), the baseline for
// BenchmarkScan.
func BenchmarkParse(b *testing.B) {
	for _, bl := range benchLangs {
		b.Run(string(bl.lang), func(b *testing.B) {
			src := benchSource(b, bl.lang)
			p := sitter.NewParser()
			defer p.Close()
			p.SetLanguage(model.Grammar(bl.lang))
			b.SetBytes(int64(len(src)))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				t, err := p.ParseCtx(context.Background(), nil, src)
				if err != nil {
					b.Fatal(err)
				}
				t.Close()
			}
		})
	}
}

// BenchmarkScan measures parse plus every rule on one worker (MB/s).
func BenchmarkScan(b *testing.B) {
	for _, bl := range benchLangs {
		b.Run(string(bl.lang), func(b *testing.B) {
			src := benchSource(b, bl.lang)
			eng := &Engine{Workers: 1, MaxLineBytes: 1 << 20, MaxFileBytes: 1 << 30, FileTimeout: 60e9}
			in := []Input{{Path: "bench" + bl.ext, Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}}
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
