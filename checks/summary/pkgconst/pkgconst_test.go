package pkgconst

import (
	"testing"
	"time"
)

func TestHome(t *testing.T) {
	imps := func(pkg string) (string, bool) {
		if pkg == "constants" {
			return "example.com/m/internal/constants", true
		}
		if pkg == "ext" {
			return "github.com/other/ext", true
		}
		return "", false
	}
	mod := func(spec string) (string, bool) {
		if spec == "example.com/m/internal/constants" {
			return "internal/constants", true
		}
		return "", false
	}
	for _, tc := range []struct {
		c, dir, name string
		ok           bool
	}{
		{"DefaultTimeout", "pkg/client", "DefaultTimeout", true},
		{"constants.DefaultHTTPTimeout", "internal/constants", "DefaultHTTPTimeout", true},
		{"ext.Timeout", "", "", false},     // outside the module: unknown
		{"missing.Timeout", "", "", false}, // not imported: unknown
	} {
		dir, name, ok := Home("pkg/client/client.go", tc.c, imps, mod)
		if dir != tc.dir || name != tc.name || ok != tc.ok {
			t.Errorf("Home(%q) = %q, %q, %v; want %q, %q, %v", tc.c, dir, name, ok, tc.dir, tc.name, tc.ok)
		}
	}
}

func TestCacheOf(t *testing.T) {
	calls := 0
	files := func(yield func(string, map[string]time.Duration)) {
		calls++
		yield("a/x.go", map[string]time.Duration{"T": 5 * time.Second, "Same": time.Second})
		yield("a/y.go", map[string]time.Duration{"T": 7 * time.Second, "Same": time.Second, "Only": time.Minute})
		yield("b/z.go", map[string]time.Duration{"Other": time.Hour})
	}
	var c Cache
	m := c.Of("a", files)
	if _, ok := m["T"]; ok {
		t.Errorf("T has two values in package a and must be left out: %v", m)
	}
	if m["Same"] != time.Second || m["Only"] != time.Minute || len(m) != 2 {
		t.Errorf("Of(a) = %v; want Same=1s, Only=1m", m)
	}
	c.Of("a", files)
	if calls != 1 {
		t.Errorf("Of read the files %d times for one folder; want once", calls)
	}
}
