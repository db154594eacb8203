package checks_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// TestRC601GetmembersTools: a Python server that registers, through a
// wrapper factory, every public function `inspect.getmembers(module,
// inspect.isfunction)` yields for the modules it lists
// (benmonopoli/open-greenhouse-mcp, nikitatsym/gitea-mcp; package
// checks/facts/handlers/pymembers) makes those functions tools: the ones
// that create without a key are reported at their definitions (the want
// comments of testdata/py-getmembers-tools). Look-alikes: a keyed create, a
// read, a private helper, a class's method and a module no loop walks
// (archive.py) are not reported; nor, as the signature is the schema, a
// create given the object's own id (note_id), an organization's login or a
// file's path, a key
// (a named pair) or a reject (a transition); an interview_id the description
// calls a type is no own id, nor is a "key" of a JSON example in a
// description (admin.py). A whole scan: the registration is in
// another file than the tools (a diff scan finds it by the repository's
// search, which this test has not).
func TestRC601GetmembersTools(t *testing.T) {
	root := filepath.Join("testdata", "py-getmembers-tools")
	files := map[string][]byte{}
	want := map[string]bool{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		files[rel] = b
		sc := bufio.NewScanner(bytes.NewReader(b))
		for n := 1; sc.Scan(); n++ {
			if strings.Contains(sc.Text(), "# want: RC601") {
				want[fmt.Sprintf("%s:%d", rel, n)] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var in []checks.Input
	for p, b := range files {
		b := b
		in = append(in, checks.Input{Path: p, Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }})
	}
	src := &checks.Source{Config: func(p string) ([]byte, error) {
		if b, ok := files[p]; ok {
			return b, nil
		}
		return nil, fs.ErrNotExist
	}}
	res, err := (&checks.Engine{Workers: 1, Repo: src}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, f := range res.Findings {
		if f.RuleID == "RC601" {
			got[fmt.Sprintf("%s:%d", f.Path, f.StartLine)] = true
		}
	}
	var problems []string
	for k := range want {
		if !got[k] {
			problems = append(problems, "missing RC601 at "+k)
		}
	}
	for k := range got {
		if !want[k] {
			problems = append(problems, "unexpected RC601 at "+k)
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}
