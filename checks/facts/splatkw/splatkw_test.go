package splatkw

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestKeyword: the keywords of connect(**p) are read in the dict the file
// builds (a literal, string-keyed assignments, a function or method of the
// file returning it), and stay unknown wherever the dict could change
// unseen.
func TestKeyword(t *testing.T) {
	cases := []struct {
		src   string
		want  string // value text, "-" for none
		known bool
	}{
		{"def f():\n    p = {'a': 1}\n    return connect(**p)\n", "-", true},
		{"def f():\n    p = {'a': 1, 'timeout': 5}\n    return connect(**p)\n", "5", true},
		{"def f():\n    p: dict = {'a': 1}\n    p['timeout'] = 7\n    return connect(**p)\n", "7", true},
		{"def f():\n    p = {'a': 1}\n    if x:\n        p['b'] = 2\n    return connect(**p)\n", "-", true},
		{"def f():\n    return connect(**{'timeout': 3})\n", "3", true},
		{"def g():\n    p = {'a': 1}\n    p['b'] = 2\n    return p\n\ndef f():\n    return connect(**g())\n", "-", true},
		{"class C:\n    def _p(self):\n        return {'timeout': 9}\n    def f(self):\n        p = self._p()\n        return connect(**p)\n", "9", true},
		// unknown: a parameter, filled by another call, updated, a computed key,
		// a spread inside, reassigned, *args, a function without a return
		{"def f(p):\n    return connect(**p)\n", "-", false},
		{"def f():\n    p = {'a': 1}\n    fill(p)\n    return connect(**p)\n", "-", false},
		{"def f(e):\n    p = {'a': 1}\n    p.update(e)\n    return connect(**p)\n", "-", false},
		{"def f(k):\n    p = {'a': 1}\n    p[k] = 2\n    return connect(**p)\n", "-", false},
		{"def f(e):\n    p = {'a': 1, **e}\n    return connect(**p)\n", "-", false},
		{"def f(e):\n    p = {'a': 1}\n    p = e\n    return connect(**p)\n", "-", false},
		{"def f(a):\n    p = {'a': 1}\n    return connect(*a, **p)\n", "-", false},
		{"def g():\n    pass\n\ndef f():\n    return connect(**g())\n", "-", false},
		{"def f():\n    return connect(**h())\n", "-", false},
	}
	for i, c := range cases {
		f := modeltest.Parse(t, "x.py", model.LangPython, []byte(c.src))
		var call *model.Node
		f.NodesOf(model.NewSymBitset(model.SymCall), func(n *model.Node) bool {
			if f.Text(model.Callee(n)) == "connect" {
				call = n
			}
			return true
		})
		v, known := Keyword(f, call, []string{"timeout"})
		got := "-"
		if v != nil {
			got = f.Text(v)
		}
		if got != c.want || known != c.known {
			t.Errorf("case %d %q: value %q known %v, want %q %v", i, strings.ReplaceAll(c.src, "\n", " | "), got, known, c.want, c.known)
		}
	}
}
