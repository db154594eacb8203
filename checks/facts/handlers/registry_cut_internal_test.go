package handlers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRegistryCutIsReported: a registry that spends its budget of
// maxRegistryFiles parses before it has followed every registration says
// so (Cut, which the engine turns into an incomplete notice); one that
// follows all says nothing, and neither answer depends on a second run.
func TestRegistryCutIsReported(t *testing.T) {
	root := filepath.Join("testdata", "registry")
	var paths []string
	if err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			rel, _ := filepath.Rel(root, p)
			paths = append(paths, filepath.ToSlash(rel))
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) }
	cut := func(limit int) string {
		defer func(n int) { maxRegistryFiles = n }(maxRegistryFiles)
		maxRegistryFiles = limit
		r := NewRegistry(paths, read)
		if r.Cut() != "" {
			t.Fatalf("limit %d: cut before it was computed", limit)
		}
		r.Prepare()
		defer r.Close()
		return r.Cut()
	}
	if got := cut(maxRegistryFiles); got != "" {
		t.Errorf("default budget: cut %q, want none (%d files)", got, len(paths))
	}
	for i := 0; i < 2; i++ {
		if got := cut(1); !strings.Contains(got, "more than 1 files would be parsed") {
			t.Errorf("budget 1: cut %q, want the registry's partial reason", got)
		}
	}
	// the smallest budget that follows everything is not a cut (review34a
	// MEDIUM-1: a registry that parsed exactly its budget and had nothing
	// left to read reported one), and one less is
	n := 1
	for ; n <= 4*len(paths) && cut(n) != ""; n++ { // a file may be parsed twice (its own registrations, then a name followed into it)
	}
	if n > 4*len(paths) || n < 2 {
		t.Fatalf("no budget in 1..%d follows everything (n=%d)", 4*len(paths), n)
	}
	if cut(n-1) == "" {
		t.Errorf("budget %d: no cut, but %d is the smallest that follows everything", n-1, n)
	}
	var nilReg *Registry
	if nilReg.Cut() != "" {
		t.Error("a nil registry reports a cut")
	}
}
