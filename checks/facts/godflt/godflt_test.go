package godflt

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// bindings returns, for the last use of name in the source (its use as a
// timeout), the texts of Bindings joined by " | ".
func bindings(t *testing.T, src, name string) string {
	t.Helper()
	f := modeltest.Parse(t, "x.go", model.LangGo, []byte(src))
	var last *model.Node
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == model.SymIdentifier && f.Text(n) == name {
			last = n
		}
		return true
	})
	var out []string
	for _, b := range Bindings(f, last) {
		out = append(out, f.Text(b))
	}
	return strings.Join(out, " | ")
}

func TestBindings(t *testing.T) {
	cases := []struct{ src, want string }{
		{`package x
func h(ms float64) {
	timeout := defaultTimeout
	if ms > 0 {
		timeout = min(time.Duration(ms)*time.Millisecond, maxTimeout)
	}
	use(timeout)
}`, "defaultTimeout | min(time.Duration(ms)*time.Millisecond, maxTimeout)"},
		{`package x
func h() {
	timeout := 5 * time.Second
	use(timeout)
}`, ""}, // bound once: HeldOnce's
		{`package x
func h() {
	delay := time.Second
	for i := 0; i < 3; i++ {
		if i > 0 {
			delay = 2 * time.Second
		}
	}
	use(delay)
}`, ""}, // rebound in a loop
		{`package x
func h() {
	timeout := time.Second
	timeout = 2 * time.Minute
	use(timeout)
}`, ""}, // rebound unconditionally: the second value is the one in force
		{`package x
func h(big bool) {
	timeout := time.Second
	if big {
		timeout = timeout * 10
	}
	use(timeout)
}`, ""}, // grows from itself
	}
	for i, c := range cases {
		if got := bindings(t, c.src, map[bool]string{true: "delay", false: "timeout"}[strings.Contains(c.src, "delay")]); got != c.want {
			t.Errorf("case %d: got %q, want %q", i, got, c.want)
		}
	}
}
