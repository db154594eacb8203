package checks

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// slowPython returns about n bytes of Python that tree-sitter parses slowly
// (broken code: error recovery runs at a fraction of the normal speed).
func slowPython(n int) []byte {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "def f%d(a, b:\n    return [x for x in (a if b else\n", i)
	}
	return []byte(b.String())
}

// resultKey renders what a scan found, for comparing two scans.
func resultKey(res *Result) string {
	var b strings.Builder
	for _, f := range res.Findings {
		fmt.Fprintf(&b, "%s %s:%d:%d %s\n", f.RuleID, f.Path, f.StartLine, f.StartCol, f.Message)
	}
	for _, f := range res.Files {
		fmt.Fprintf(&b, "file %s %d\n", f.Path, f.Bytes)
	}
	for _, n := range res.Notices {
		fmt.Fprintf(&b, "notice %s %s %s\n", n.Path, n.Kind, n.Reason)
	}
	return b.String()
}

// TestScanCancelledMidParse: a context cancelled while a worker is inside a
// long parse (the hook sets the parser's cancellation flag) ends the scan
// with the context's error; the files done before keep their findings, the
// file being parsed and every later one get a skipped notice, and the same
// engine then scans the same files to the same result as a fresh engine.
func TestScanCancelledMidParse(t *testing.T) {
	small, _ := generatedInputs(9) // py, js, go: sorted by language, python first
	var inputs []Input
	var pyDone []string
	for _, in := range small {
		if strings.HasSuffix(in.Path, ".py") {
			pyDone = append(pyDone, in.Path)
		}
	}
	inputs = append(inputs, small...)
	// zz sorts last among the Python files: it is parsed after every other one
	inputs = append(inputs, memInput("zz/slow.py", slowPython(2<<20)))
	e := &Engine{Workers: 1, MaxFileBytes: 64 << 20, MaxLineBytes: 1 << 20, FileTimeout: time.Minute}

	ref, err := (&Engine{Workers: 1}).Scan(context.Background(), small)
	if err != nil {
		t.Fatal(err)
	}
	for round := 0; round < 3; round++ {
		ctx, cancel := context.WithCancel(context.Background())
		done := 0 // small Python files finished: counted by path, not by call, so the cancel never comes before they are done whatever the machine's load
		e.Progress = func(path string, _ int64) {
			if !slices.Contains(pyDone, path) {
				return
			}
			if done++; done == len(pyDone) {
				// the slow file's parse starts now and takes seconds
				time.AfterFunc(50*time.Millisecond, cancel)
			}
		}
		res, err := e.Scan(ctx, inputs)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("round %d: err %v, want context.Canceled", round, err)
		}
		scanned := scannedPaths(res)
		for _, p := range pyDone {
			if !scanned[p] {
				t.Errorf("round %d: %s was done before the cancel but is not reported as scanned", round, p)
			}
		}
		if len(res.Files)+len(res.Notices) != len(inputs) {
			t.Fatalf("round %d: %d scanned + %d notices for %d inputs", round, len(res.Files), len(res.Notices), len(inputs))
		}
		if n := noticeFor(t, res, "zz/slow.py"); n.Kind != NoticeSkipped || n.Reason != "not scanned: the scan was cancelled" {
			t.Errorf("round %d: slow file: %+v, want skipped because of the cancel (its parse stopped)", round, n)
		}
		for _, in := range small {
			if !scanned[in.Path] {
				if n := noticeFor(t, res, in.Path); n.Kind != NoticeSkipped {
					t.Errorf("round %d: %s not scanned, notice %+v", round, in.Path, n)
				}
			}
		}
		for _, f := range res.Findings {
			if !scanned[f.Path] {
				t.Errorf("round %d: finding in %s, which is not reported as scanned", round, f.Path)
			}
		}
		e.Progress = nil
		again, err := e.Scan(context.Background(), small)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := resultKey(again), resultKey(ref); got != want {
			t.Fatalf("round %d: scan after a cancelled scan differs from a fresh scan:\n%s\nwant\n%s", round, got, want)
		}
	}
}

// TestScanCancelAccountsEveryFile: with two workers and the cancel landing
// at different moments, every input is reported exactly once, as scanned or
// as skipped, findings come only from scanned files, and no goroutine (the
// hook's context.AfterFunc, a worker) outlives the scans.
func TestScanCancelAccountsEveryFile(t *testing.T) {
	inputs, _ := generatedInputs(60)
	inputs = append(inputs, memInput("mid/slow.py", slowPython(256<<10)))
	e := &Engine{Workers: 2, MaxFileBytes: 64 << 20, MaxLineBytes: 1 << 20, FileTimeout: time.Minute}
	before := runtime.NumGoroutine()
	for round := 0; round < 30; round++ {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(time.Duration(round)*time.Millisecond, cancel)
		res, err := e.Scan(ctx, inputs)
		cancel()
		seen := map[string]int{}
		for _, f := range res.Files {
			seen[f.Path]++
		}
		for _, n := range res.Notices {
			if n.Kind == NoticeSkipped {
				seen[n.Path]++
			}
		}
		for _, in := range inputs {
			if seen[in.Path] != 1 {
				t.Fatalf("round %d: %s reported %d times (scanned or skipped), want once", round, in.Path, seen[in.Path])
			}
		}
		if len(seen) != len(inputs) {
			t.Fatalf("round %d: %d paths reported for %d inputs", round, len(seen), len(inputs))
		}
		if err == nil && len(res.Files) != len(inputs) {
			t.Fatalf("round %d: no error but %d of %d files scanned", round, len(res.Files), len(inputs))
		}
		scanned := scannedPaths(res)
		for _, f := range res.Findings {
			if !scanned[f.Path] {
				t.Fatalf("round %d: finding in %s, which is not reported as scanned", round, f.Path)
			}
		}
	}
	// the AfterFunc goroutines of the hooks end right after their cancel
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Fatalf("%d goroutines after the scans, %d before", n, before)
	}
}

// rssBytes returns the process's resident set size in bytes (Linux).
func rssBytes(t *testing.T) int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		t.Skip("no /proc/self/statm")
	}
	f := strings.Fields(string(b))
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// TestScanSoak (RC_SOAK_CORPUS=dir, e.g. a folder of real Python files; RC_SOAK_SCANS, default
// 200): many scans in one process, as the bot runs them back to back, every
// fourth one cancelled midway, give the same result each time, and the
// resident set after the last scan is within 64 MiB of the one after the
// first quarter (the Go heap is returned to the OS before each reading).
func TestScanSoak(t *testing.T) {
	dir := os.Getenv("RC_SOAK_CORPUS")
	if dir == "" {
		t.Skip("RC_SOAK_CORPUS not set")
	}
	scans := 200
	if s := os.Getenv("RC_SOAK_SCANS"); s != "" {
		scans, _ = strconv.Atoi(s)
	}
	var inputs []Input
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		inputs = append(inputs, Input{Path: filepath.ToSlash(rel), Size: -1, Read: func() ([]byte, error) { return os.ReadFile(path) }})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(inputs, func(a, b int) bool { return inputs[a].Path < inputs[b].Path })
	e := &Engine{Workers: 2}
	want := ""
	var rss []int64
	for i := 0; i < scans; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		if i%4 == 3 {
			time.AfterFunc(30*time.Millisecond, cancel)
		}
		res, err := e.Scan(ctx, inputs)
		cancel()
		if i%4 != 3 || err == nil {
			if err != nil {
				t.Fatal(err)
			}
			if k := resultKey(res); want == "" {
				want = k
			} else if k != want {
				t.Fatalf("scan %d differs from the first", i)
			}
		}
		if i == scans/4 || i == scans/2 || i == 3*scans/4 || i == scans-1 {
			debug.FreeOSMemory()
			rss = append(rss, rssBytes(t))
			t.Logf("after scan %d: RSS %.1f MiB", i+1, float64(rss[len(rss)-1])/(1<<20))
		}
	}
	if len(rss) == 4 && rss[3]-rss[0] > 64<<20 {
		t.Fatalf("RSS grew from %d to %d bytes between scan %d and scan %d", rss[0], rss[3], scans/4+1, scans)
	}
}
