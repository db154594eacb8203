package pathdirs

import (
	"path"
	"reflect"
	"testing"
)

// The index answers as the walks over the list it replaces: the files of a
// folder in list order, and the first folder of greatest length a suffix
// test picks.
func TestIndexAsWalk(t *testing.T) {
	paths := []string{"b/x.go", "a.go", "a/y.go", "b/z.go", "a/b/c.go", "c.py", "a/w.go", "x/a/b/d.go"}
	x := New(paths)
	for _, dir := range []string{".", "a", "b", "a/b", "x/a/b", "none", ""} {
		var want []string
		for _, p := range paths {
			if path.Dir(p) == dir {
				want = append(want, p)
			}
		}
		if got := x.Files(paths, dir); !reflect.DeepEqual(got, want) {
			t.Errorf("Files(%q) = %v, want %v", dir, got, want)
		}
		if got := (*Index)(nil).Files(paths, dir); !reflect.DeepEqual(got, want) {
			t.Errorf("nil Files(%q) = %v, want %v", dir, got, want)
		}
	}
	best := func(dirs []string, module string) string {
		target, n := "", -1
		for _, d := range dirs {
			if (len(module) > len(d) && module[len(module)-len(d)-1:] == "/"+d || module == d) && len(d) > n {
				target, n = d, len(d)
			}
		}
		return target
	}
	var all []string
	for _, p := range paths {
		all = append(all, path.Dir(p))
	}
	for _, m := range []string{"example.com/m/a/b", "a", "example.com/b", "zzz", "example.com/x/a/b"} {
		if got, want := best(x.Dirs(paths), m), best(all, m); got != want {
			t.Errorf("best folder for %q: %q from Dirs, %q from the paths", m, got, want)
		}
	}
}
