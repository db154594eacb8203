//go:build !asan && linux && cgo && (amd64 || arm64) && !rc_portable

// Under -asan the resident set also holds the sanitizer's quarantine and
// per-thread caches, so the measure below says nothing there.

package syntax

import (
	"context"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestWalkStackThreadExit: an OS thread that ends (a goroutine locked to it
// exits without unlocking) gives back the C walk's frame stack it kept
// (walk_cgo.go, rc_stack_free). Each of 60 threads parses, copies and closes
// a tree of a few MB of subtrees and a deep tree (growing its frame stack)
// and exits; memory that nobody frees would grow the resident set with every
// thread.
func TestWalkStackThreadExit(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 70 threads")
	}
	src := []byte(strings.Repeat("def f(a, b):\n    return [x for x in range(a) if (x + b) % 3]\n", 1000))
	deep := []byte("x = " + strings.Repeat("[", 1000) + strings.Repeat("]", 1000) + "\n")
	work := func() {
		p := sitter.NewParser()
		defer p.Close()
		p.SetLanguage(Grammar(LangPython))
		for _, s := range [][]byte{src, deep} {
			tree, err := p.ParseCtx(context.Background(), nil, s)
			if err != nil {
				t.Error(err)
				return
			}
			gt := BuildTree(LangPython, tree.RootNode())
			gt.Release()
			tree.Close()
		}
	}
	rss := func() int64 {
		debug.FreeOSMemory()
		b, err := os.ReadFile("/proc/self/statm")
		if err != nil {
			t.Skip("no /proc/self/statm")
		}
		pages, _ := strconv.ParseInt(strings.Fields(string(b))[1], 10, 64)
		return pages * int64(os.Getpagesize())
	}
	threads := func(n int) {
		for i := 0; i < n; i++ {
			done := make(chan struct{})
			go func() {
				defer close(done)
				runtime.LockOSThread() // never unlocked: the thread ends here
				work()
			}()
			<-done
		}
	}
	threads(10) // warm up glibc's arenas and the Go heap
	before := rss()
	threads(60)
	after := rss()
	t.Logf("RSS %.1f MiB -> %.1f MiB over 60 threads that ended", float64(before)/(1<<20), float64(after)/(1<<20))
	if after-before > 24<<20 {
		t.Fatalf("RSS grew by %.1f MiB over 60 threads that ended: their memory was not released",
			float64(after-before)/(1<<20))
	}
}
