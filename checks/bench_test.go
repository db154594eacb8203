package checks

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

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
		if err != nil || len(src) > 256<<10 || unscannable(src, DefaultMaxLineBytes, true) != "" {
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

// processCPU returns the CPU time (user and system) the test process has used
// so far, all threads together.
func processCPU(b testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatalf("getrusage: %v", err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPUThroughput reports "cpu-MB/s": the bytes processed per second of
// the process's CPU time since start. Unlike MB/s (bytes per wall second) it
// does not drop when other processes share the machine's cores, so the
// parse-floor ratio of bench/scan.sh holds on a busy machine.
func reportCPUThroughput(b *testing.B, bytes int64, start time.Duration) {
	if cpu := processCPU(b) - start; cpu > 0 {
		b.ReportMetric(float64(bytes)*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
	}
}

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
			cpu := processCPU(b)
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
			reportCPUThroughput(b, corpusBytes(files), cpu)
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
			cpu := processCPU(b)
			for i := 0; i < b.N; i++ {
				if _, err := eng.Scan(context.Background(), in); err != nil {
					b.Fatal(err)
				}
			}
			reportCPUThroughput(b, corpusBytes(files), cpu)
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

// threadCPU returns the CPU time of the calling OS thread (Linux
// RUSAGE_THREAD); the caller must be locked to its thread.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD, Linux
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkWorkers estimates the 2-worker speedup from CPU time, for machines
// whose wall clock says nothing (a shared VM where a lone CPU-bound thread
// gets a fraction of a core). It scans the whole corpus, every language, on
// one worker locked to its OS thread and takes each file's cost from the
// thread's CPU time between reads; the rest of the process's CPU time
// (garbage collection in the background, the engine's merging) counts as
// work that does not shrink with workers. It then lays the files out on two
// workers as the engine feeds them (one language after another, each file to
// the first free worker) and reports est-speedup-2w: one worker's time over two workers'
// time, both as CPU seconds on otherwise idle cores.
func BenchmarkWorkers(b *testing.B) {
	var files []benchFile
	for _, fam := range benchFamilies {
		files = append(files, benchCorpus(b, fam)...)
	}
	var costs []time.Duration
	var last time.Duration
	idx := -1
	record := func(next int) {
		now := threadCPU()
		if idx >= 0 {
			costs[idx] = now - last
		}
		idx, last = next, now
	}
	in := make([]Input, 0, len(files)+1)
	for i, f := range files {
		src := f.src
		in = append(in, Input{Path: f.path, Size: int64(len(src)), Read: func() ([]byte, error) {
			runtime.LockOSThread() // the worker stays on this thread: it never unlocks
			record(i)
			return src, nil
		}})
	}
	// fed last (smallest size): closes the last real file's cost
	in = append(in, Input{Path: "zz-sentinel.py", Size: -1, Read: func() ([]byte, error) {
		record(-1)
		return nil, fs.ErrNotExist
	}})
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		costs, idx = make([]time.Duration, len(files)), -1
		start := processCPU(b)
		if _, err := (&Engine{Workers: 1, FileTimeout: 60e9}).Scan(context.Background(), in); err != nil {
			b.Fatal(err)
		}
		total := processCPU(b) - start
		var work time.Duration
		for _, c := range costs {
			work += c
		}
		serial := max(total-work, 0)
		order := make([]int, len(files))
		for i := range order {
			order[i] = i
		}
		langOf := func(i int) model.Language { l, _ := model.DetectLanguage(files[i].path); return l }
		sort.SliceStable(order, func(x, y int) bool { return langOf(order[x]) < langOf(order[y]) })
		var w [2]time.Duration
		for _, i := range order {
			k := 0
			if w[1] < w[0] {
				k = 1
			}
			w[k] += costs[i]
		}
		b.ReportMetric(total.Seconds(), "cpu-s-1w")
		b.ReportMetric(serial.Seconds()/total.Seconds()*100, "not-per-file-%")
		b.ReportMetric(total.Seconds()/(serial+max(w[0], w[1])).Seconds(), "est-speedup-2w")
	}
}
