package summary_test

import (
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/summary"
)

func TestGoDeclared(t *testing.T) {
	src := "package p\n\n// funcs of the package\nfunc A() {}\nfunc  B (x int) {}\nfunc C[T any](t T) {}\nfunc (r *R) M() {}\nfunc (s S[T]) N[U any]() {}\nfunc(){}\nvar f = func() {}\nfunc\nD() {}\nfunc Ünï() {}\n// func InComment(\nfunc 9x() {}\nfuncs E() {}\nmyfunc F() {}\nvar g = func(x int) error { return nil }\ntype T struct{ x int }\ntype (\n\tU int\n\tV struct{ y int }\n)\ntypes W int\n"
	var got []string
	for n := range resolve.GoDeclared([]byte(src)) {
		got = append(got, n)
	}
	sort.Strings(got)
	want := []string{"A", "B", "C", "D", "InComment", "R.M", "S.N", "T", "U", "V", "Ünï"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("GoDeclared = %q, want %q", got, want)
	}
}

// TestGoDeclaredCoversExtract: on every Go file of the repository's test
// data, GoDeclared finds each top-level function and method Extract records
// (by the method's name) and each struct type whose fields it records:
// Needed may leave a file unread only when the parser would find none of
// the names either.
func TestGoDeclaredCoversExtract(t *testing.T) {
	n := 0
	err := filepath.WalkDir("../..", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || !strings.Contains(filepath.ToSlash(p), "/testdata/") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		names := resolve.GoDeclared(src)
		sum := summary.ExtractSource(t, filepath.ToSlash(p), src)
		for _, fn := range sum.Funcs {
			if fn.Top && !names[fn.Name] {
				t.Errorf("%s: GoDeclared misses %s (line %d)", p, fn.Name, fn.Line)
			}
		}
		for key := range sum.Instances {
			if owner, _, field := strings.Cut(key, ".self."); field && !names[owner] {
				t.Errorf("%s: GoDeclared misses the struct %s (field %s)", p, owner, key)
			}
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 10 {
		t.Fatalf("only %d Go test data files found", n)
	}
}

// TestNeededGoDemand: with Options.GoFuncs, Needed wants only the files of
// a Go package that declare a function the demanded code calls, one call
// level at a time (main -> api.Sync in sync.go -> get in get.go); the
// package's other file (a type, its method Do, an unused function) is
// never wanted. Without GoFuncs it wants the whole package at once, as the bot
// reads it.
func TestNeededGoDemand(t *testing.T) {
	fo := loadFolder(t, "testdata/go-package-demand")
	src := fo.source()
	opt := summary.Options{Has: src.Has, List: src.List, GoModule: resolve.ModulePath(fo.files["go.mod"])}
	sum := func(p string) *summary.File { return summary.ExtractSource(t, p, fo.files[p]) }
	scanned := func(p string) bool { return p == "cmd/main.go" }
	files := []*summary.File{sum("cmd/main.go")}

	equal := func(what string, got, want []string) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: Needed = %q, want %q", what, got, want)
		}
	}
	equal("bot", summary.Needed(files, opt, scanned), []string{"api/client.go", "api/get.go", "api/sync.go"})

	opt.GoFuncs = func(p string) (map[string]bool, bool) { return resolve.GoDeclared(fo.files[p]), true }
	equal("level 0", summary.Needed(files, opt, scanned), []string{"api/sync.go"})
	files = append(files, sum("api/sync.go"))
	equal("level 1", summary.Needed(files, opt, scanned), []string{"api/get.go"})
	files = append(files, sum("api/get.go"))
	equal("level 2", summary.Needed(files, opt, scanned), []string{})

	// A file whose declarations are unknown (unreadable) is wanted: reading
	// it gives its notice.
	opt.GoFuncs = func(p string) (map[string]bool, bool) { return nil, p != "api/client.go" }
	equal("unknown", summary.Needed(files, opt, scanned), []string{"api/client.go"})
}
