package godemand

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/checks/summary"
)

func TestDecls(t *testing.T) {
	src := []byte(`package p

import "fmt"

// func commented(x int) {}
var s = "func quoted() {}"
var r = ` + "`func raw() {}`" + `

type (
	Plain struct{ a int }
	Gen[K comparable, V any] struct{ m map[K]V }
)

func Top(a int) {}
func Generic[T any](x T) T { return x }
func (s *Plain) Ptr() {}
func (Plain) Value() {}
func (g *Gen[K, V]) Get(k K) V { var v V; return v }
func lit() { f := func(x int) {}; _ = f; fmt.Println('"') }
`)
	got := Decls(src)
	for _, k := range []string{"Top", "Generic", "lit", "Plain.Ptr", "s.Ptr", "Plain.Value", "Gen.Get", "K.Get", "Plain.self", "Gen.self"} {
		if !got[k] {
			t.Errorf("missing %q", k)
		}
	}
	for _, k := range []string{"commented", "quoted", "raw", "x.int"} {
		if got[k] {
			t.Errorf("%q found in a comment, a literal or a type", k)
		}
	}
}

// TestDeclsCoverExtract checks that Decls has every key under which
// summary.Link may find what a Go file's summary declares (its functions,
// methods and struct fields), on the repository's own Go files, test data
// included, and on the Go files under RC_BENCH_CORPUS when it is set: a
// key Decls missed would leave a needed file unread.
func TestDeclsCoverExtract(t *testing.T) {
	roots := []string{"../.."}
	if c := os.Getenv("RC_BENCH_CORPUS"); c != "" {
		roots = append(roots, c)
	}
	n := 0
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(p, ".go") {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil || len(src) > 1<<20 {
				return err
			}
			n++
			keys := Decls(src)
			s := summary.Extract(modeltest.Parse(t, p, model.LangGo, src), nil)
			var miss []string
			for _, fn := range s.Funcs {
				if fn.Top && !keys[fn.Name] {
					miss = append(miss, fn.Name)
				}
			}
			for k := range s.Instances {
				if owner, _, ok := strings.Cut(k, ".self."); ok && !keys[owner+".self"] {
					miss = append(miss, owner+".self")
				}
				if strings.HasPrefix(k, "var.") && !keys[k] {
					miss = append(miss, k)
				}
			}
			if len(miss) > 0 {
				sort.Strings(miss)
				t.Errorf("%s: Decls misses %v", p, miss)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d Go files", n)
}

// TestDemandReadsWhatLiveCallsReach runs the fixed point of a diff scan on
// testdata/pkg with handler.go changed: helper.go and server.go (the
// receiver's struct) are asked in the first round, store.go (the field's
// type's method) in the second, flush.go (what Save calls) in the third,
// unused.go never.
func TestDemandReadsWhatLiveCallsReach(t *testing.T) {
	src := map[string][]byte{}
	ents, err := os.ReadDir("testdata/pkg")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join("testdata/pkg", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		src["pkg/"+e.Name()] = b
	}
	extract := func(p string) *summary.File {
		return summary.Extract(modeltest.Parse(t, p, model.LangGo, src[p]), nil)
	}
	files := []*summary.File{extract("pkg/handler.go")}
	pool := map[string][]byte{}
	for p, b := range src {
		if p != "pkg/handler.go" {
			pool[p] = b
		}
	}
	d := New(pool)
	var rounds [][]string
	for len(rounds) < 5 {
		sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
		summary.Link(files, summary.Options{GoAsk: d.Ask})
		next := d.Next(files, func(p string) bool { return p == "pkg/handler.go" })
		if len(next) == 0 {
			break
		}
		rounds = append(rounds, next)
		for _, p := range next {
			if string(d.Source(p)) != string(src[p]) {
				t.Errorf("Source(%s) is not its contents", p)
			}
			files = append(files, extract(p))
		}
	}
	got := strings.Join(func() []string {
		var out []string
		for _, r := range rounds {
			out = append(out, strings.Join(r, " "))
		}
		return out
	}(), " | ")
	want := "pkg/helper.go pkg/server.go | pkg/store.go | pkg/flush.go"
	if got != want {
		t.Errorf("rounds: %s\nwant:   %s", got, want)
	}
	if left := d.Pending(); len(left) != 1 || left[0] != "pkg/unused.go" {
		t.Errorf("left unread: %v, want pkg/unused.go", left)
	}
	if got := d.Drop([]string{"pkg/unused.go", "pkg/flush.go", "other.py"}); len(got) != 1 || got[0] != "other.py" {
		t.Errorf("Drop: %v", got)
	}
}
