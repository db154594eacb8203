package rabind

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// alts parses src and returns, for the last use of name (the sleep's
// argument), the texts of Alternatives joined by " | ".
func alts(t *testing.T, src, name string) string {
	t.Helper()
	f := modeltest.Parse(t, "x.py", model.LangPython, []byte(src))
	var last *model.Node
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == model.SymIdentifier && f.Text(n) == name {
			last = n
		}
		return true
	})
	var out []string
	for _, v := range Alternatives(f, name, last, f.Lookup(name, last)) {
		out = append(out, f.Text(v))
	}
	return strings.Join(out, " | ")
}

func TestAlternatives(t *testing.T) {
	cases := []struct{ src, want string }{
		{`def f(ra, n):
    if ra:
        try:
            w = int(ra)
        except ValueError:
            w = 2 ** n
    else:
        w = 2 ** n
    sleep(w)
`, "int(ra) | 2 ** n"},
		// the last binding dominates the use: no other path
		{`def f(ra, n):
    w = float(ra)
    w = 2 ** n
    sleep(w)
`, ""},
		// another except clause's binding never reaches this one's sleep
		{`def f(ra, n):
    try:
        g()
    except A:
        w = float(ra)
        sleep(w)
    except B:
        if n:
            w = 2 ** n
        sleep(w)
`, ""},
		// a try body's binding reaches its handler
		{`def f(ra, n):
    try:
        w = float(ra)
        g()
    except B:
        if n:
            w = 2 ** n
        sleep(w)
`, "float(ra)"},
		// a branch that returns after binding never reaches the sleep (review31 MEDIUM-7)
		{`def f(ra, n):
    if ra:
        w = float(ra)
        return {"retry_after": w}
    else:
        w = 2 ** n
    sleep(w)
`, ""},
	}
	for i, c := range cases {
		if got := alts(t, c.src, "w"); got != c.want {
			t.Errorf("case %d: got %q, want %q", i, got, c.want)
		}
	}
}

func TestCapped(t *testing.T) {
	cases := []struct {
		src  string
		want bool
	}{
		{"def f(ra):\n    j = random.uniform(0, min(ra * 0.5, 2.0))\n    sleep(ra + j)\n", false},
		{"def f(ra):\n    ra = min(ra, 60)\n    sleep(ra)\n", true},
		{"def f(ra):\n    sleep(min(ra, 60))\n", true},
		{"def f(ra):\n    if ra > 60:\n        return\n    sleep(ra)\n", true},
		{"def f(ra):\n    if ra <= 0:\n        ra = 1\n    sleep(ra)\n", false},
		{"def f(ra):\n    if ra > 0:\n        sleep(ra)\n", false}, // a positivity test, no cap (review31 LOW-1)
	}
	for i, c := range cases {
		f := modeltest.Parse(t, "x.py", model.LangPython, []byte(c.src))
		var fn *model.Node
		model.Walk(f.Root, func(n *model.Node) bool {
			if fn == nil && n.Sym() == model.SymFunctionDefinition {
				fn = n
			}
			return true
		})
		if got := Capped(f, fn, "ra"); got != c.want {
			t.Errorf("case %d: got %v, want %v", i, got, c.want)
		}
	}
}
