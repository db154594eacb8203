//go:build linux && cgo && (amd64 || arm64) && !rc_portable

package syntax

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// BenchmarkBindingAllocator weighs the allocator that
// github.com/tree-sitter/go-tree-sitter's init installs (every malloc, calloc,
// realloc and free of the runtime calls from C into Go, allocator.go) against
// the C library's, which parser.go's init puts back: it parses and closes each
// file of RC_BENCH_CORPUS (else the rule fixtures) under one and then the
// other, on one OS thread, and reports the ratio of their thread CPU times.
// Measured (3 rounds over the files of /work/corpus/go-sdk and sentry-mcp):
// 1.45 and 1.54.
func BenchmarkBindingAllocator(b *testing.B) {
	t := b
	root := os.Getenv("RC_BENCH_CORPUS")
	if root == "" {
		root = ".."
	}
	type file struct {
		lang Language
		src  []byte
	}
	var files []file
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			if d != nil && d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
				return filepath.SkipDir
			}
			return nil
		}
		if lang, ok := DetectLanguage(p); ok {
			if src, err := os.ReadFile(p); err == nil && len(src) <= 256<<10 {
				files = append(files, file{lang, src})
			}
		}
		return nil
	})
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p := NewParser()
	defer p.Close()
	var dGo, dC time.Duration
	for round := 0; round < b.N; round++ {
		for _, f := range files {
			p.SetLanguage(Grammar(f.lang))
			for v := 0; v < 2; v++ {
				if v == 0 {
					sitter.SetAllocator(nil, nil, nil, nil) // the binding's Go-callback allocator
				} else {
					defaultAllocator()
				}
				c0 := threadCPU(t)
				tree, _ := p.ParseCtx(context.Background(), nil, f.src)
				tree.Close()
				d := threadCPU(t) - c0
				if v == 0 {
					dGo += d
				} else {
					dC += d
				}
			}
		}
	}
	defaultAllocator()
	b.ReportMetric(float64(dGo)/float64(dC), "go-alloc/libc")
}
