package gosrc

import (
	"errors"
	"path"
	"reflect"
	"sort"
	"testing"
)

// resolver lists, like the registry's Go resolution, the .go files of
// from's folder (importPath ".") or of folder importPath, from left out,
// and counts its calls.
type resolver struct {
	files []string
	calls int
}

func (r *resolver) resolve(importPath string) func(string) []string {
	return func(from string) []string {
		r.calls++
		dir := importPath
		if importPath == "." {
			dir = path.Dir(from)
		}
		var out []string
		for _, p := range r.files {
			if path.Dir(p) == dir && p != from {
				out = append(out, p)
			}
		}
		sort.Strings(out)
		return out
	}
}

// TestFilesAsResolve: Files answers what resolve(from) answers, for every
// file of a folder and of the top folder, asking resolve once per folder
// or import path.
func TestFilesAsResolve(t *testing.T) {
	r := &resolver{files: []string{"a/x.go", "a/y.go", "a/z.go", "b/u.go", "m.go", "n.go"}}
	var c Cache
	for _, from := range []string{"a/x.go", "a/y.go", "a/z.go", "m.go", "n.go", "b/u.go"} {
		for _, imp := range []string{".", "a"} {
			want := r.resolve(imp)(from)
			if got := c.Files(from, imp, r.resolve(imp)); !reflect.DeepEqual(got, want) && len(got)+len(want) > 0 {
				t.Errorf("Files(%s, %s) = %v, want %v", from, imp, got, want)
			}
		}
	}
	r.calls = 0
	c.Files("a/y.go", ".", r.resolve("."))
	c.Files("m.go", ".", r.resolve("."))
	c.Files("b/u.go", "a", r.resolve("a"))
	if r.calls != 0 {
		t.Errorf("resolve asked %d times for listed folders, want 0", r.calls)
	}
}

// TestReadKeepsSuccesses: a file read once is answered from the memo; a
// failed read is tried again.
func TestReadKeepsSuccesses(t *testing.T) {
	var c Cache
	n := 0
	read := func(p string) ([]byte, error) {
		n++
		if p == "bad.go" {
			return nil, errors.New("unreadable")
		}
		return []byte("package " + p), nil
	}
	for i := 0; i < 3; i++ {
		if b, err := c.Read("a.go", read); err != nil || string(b) != "package a.go" {
			t.Fatalf("Read(a.go) = %q, %v", b, err)
		}
		if _, err := c.Read("bad.go", read); err == nil {
			t.Fatal("Read(bad.go) did not fail")
		}
	}
	if n != 4 {
		t.Errorf("read called %d times, want 4 (a.go once, bad.go three times)", n)
	}
}
