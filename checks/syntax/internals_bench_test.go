//go:build linux && cgo && (amd64 || arm64) && !rc_portable

package syntax

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	sitter "github.com/smacker/go-tree-sitter"
)

// threadCPU returns the calling OS thread's CPU time (Linux RUSAGE_THREAD).
func threadCPU(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkParserInternals weighs the Linux-only private-layout walk against
// the portable build's public cursor walk, in one process on one OS thread,
// so that a busy machine slows both alike: per file of the corpus
// (RC_BENCH_CORPUS, else the rule fixtures) it parses, copies the tree's
// nodes and closes the tree once per variant, the variants taking turns file
// by file (BuildTree's Go-side linking, the same for both, is left out):
// "private" (walkC, the default build) and "public" (walkPublic, the
// rc_portable build). It reports each variant's thread CPU time per byte
// (cpu-ns/B), which BenchmarkScan's CPU time per byte puts in proportion.
//
// Measured on 18 public MCP repositories (3,329 files), 6 runs, with a third variant that
// installed the per-thread block allocator this package had before
// (ts_set_allocator): public/private 1.082 (1.064-1.121), allocator on /
// off 0.997 (0.987-1.008), so the allocator was removed and the walk kept.
func BenchmarkParserInternals(b *testing.B) {
	root := os.Getenv("RC_BENCH_CORPUS")
	if root == "" {
		root = ".."
	}
	type file struct {
		lang Language
		src  []byte
	}
	var files []file
	total := 0
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
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
		if lang, ok := DetectLanguage(p); ok {
			if src, err := os.ReadFile(p); err == nil && len(src) <= 256<<10 {
				files = append(files, file{lang, src})
				total += len(src)
			}
		}
		return nil
	})
	if len(files) == 0 {
		b.Skip("no source files")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	variants := []struct {
		name    string
		private bool
	}{{"private", true}, {"public", false}}
	cpu := make([]time.Duration, len(variants))
	p := sitter.NewParser()
	defer p.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for fi, f := range files {
			p.SetLanguage(Grammar(f.lang))
			for k := range variants {
				v := variants[(k+fi)%len(variants)] // rotate the order, so no variant always runs first
				start := threadCPU(b)
				tree, err := p.ParseCtx(context.Background(), nil, f.src)
				if err != nil {
					b.Fatal(err)
				}
				root := tree.RootNode()
				walk := walkPublic
				if v.private {
					walk = walkC
				}
				raw, release := walk(root, len(f.src)/2, root.HasError())
				if raw == nil { // deeper than walkC's stack
					raw, release = walkPublic(root, len(f.src)/2, root.HasError())
				}
				release()
				tree.Close()
				cpu[(k+fi)%len(variants)] += threadCPU(b) - start
			}
		}
	}
	for k, v := range variants {
		b.ReportMetric(float64(cpu[k].Nanoseconds())/float64(b.N)/float64(total), v.name+"-cpu-ns/B")
	}
}
