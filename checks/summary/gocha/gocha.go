// Package gocha holds the pure helpers of the Go class-hierarchy dispatch
// of checks/summary (Program.goImpl): the method names an interface
// declares and which types are test doubles. It is split from that package,
// which is at the package size limit (checks/size_test.go).
package gocha

import (
	"path"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// MaxIfaceMethods bounds the method names IfaceMethods returns.
const MaxIfaceMethods = 64

// IfaceMethods returns the names of the methods Go interface type node t
// of file f declares, in order, at most MaxIfaceMethods; the methods of
// embedded interfaces are not among them.
func IfaceMethods(f *model.File, t *model.Node) []string {
	var ms []string
	for i := 0; i < int(t.NamedChildCount()) && len(ms) < MaxIfaceMethods; i++ {
		if c := t.NamedChild(i); c.Type() == "method_elem" || c.Type() == "method_spec" {
			if n := c.ChildByFieldName("name"); n != nil {
				ms = append(ms, f.Text(n))
			}
		}
	}
	return ms
}

// Double reports whether Go type t declared in the file at repository
// path fp is a test double: a type named Mock*, Fake* or Stub* (either
// case), or one declared in a _test.go file or under a folder or in a file
// whose name holds mock, fake or stub (counterfeiter's fakes/, mockgen's
// mocks/, mock_store.go).
func Double(t, fp string) bool {
	for _, pre := range []string{"Mock", "mock", "Fake", "fake", "Stub", "stub"} {
		if strings.HasPrefix(t, pre) {
			return true
		}
	}
	if strings.HasSuffix(fp, "_test.go") {
		return true
	}
	for _, seg := range strings.Split(strings.ToLower(path.Dir(fp)+"/"+path.Base(fp)), "/") {
		for _, w := range []string{"mock", "fake", "stub"} {
			if strings.Contains(seg, w) {
				return true
			}
		}
	}
	return false
}

// Impl is one Go method of the module: the folder of its package, its
// receiver type, and what the summaries hold for it (R).
type Impl[R any] struct {
	Dir, Type string
	R         R
}

// Index lists the methods of methods (package folder -> "Type.method" ->
// R; "*.m" keys, the name-only index, are left out) by method name, test
// doubles left out (Double, path giving R's file), each list sorted by
// folder and type.
func Index[R any](methods map[string]map[string]R, path func(R) string) map[string][]Impl[R] {
	out := map[string][]Impl[R]{}
	for d, ms := range methods {
		for k, r := range ms {
			t, name, ok := strings.Cut(k, ".")
			if !ok || t == "*" || Double(t, path(r)) {
				continue
			}
			out[name] = append(out[name], Impl[R]{d, t, r})
		}
	}
	for _, l := range out {
		sort.Slice(l, func(i, j int) bool { return l[i].Dir < l[j].Dir || l[i].Dir == l[j].Dir && l[i].Type < l[j].Type })
	}
	return out
}

// Implementers returns the candidates whose type has every method of ms
// (has(folder, "Type.method")): the types that implement an interface
// declaring ms, by method set, as go/types' Implements does for methods by
// name.
func Implementers[R any](cands []Impl[R], ms []string, has func(dir, key string) bool) []Impl[R] {
	var out []Impl[R]
next:
	for _, c := range cands {
		for _, n := range ms {
			if !has(c.Dir, c.Type+"."+n) {
				continue next
			}
		}
		out = append(out, c)
	}
	return out
}
