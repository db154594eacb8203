package bounds

import (
	"bytes"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/libmodels"
)

// callsPerCallJSMethod's one pass over the text answers as a search for
// `.m(` per per-call method m of the built-in rows does: a member call of
// one (also after a chain, and as the file's last text), not a longer name
// that ends or starts with one, not one without its parenthesis.
func TestCallsPerCallJSMethodOnePass(t *testing.T) {
	set := libmodels.Builtin()
	var m string
	for x := range perCallJSMethods(set) {
		if m == "" || x < m {
			m = x
		}
	}
	if m == "" {
		t.Skip("no per-call JS method among the built-in rows")
	}
	for _, src := range []string{
		"session." + m + "(q)",
		"a.b()." + m + "(",
		"x." + m + "x(q); x.x" + m + "(q); " + m + "(q)",
		"x." + m + " (q)",
		"x.$" + m + "(q) // ." + m,
		"." + m,
	} {
		f := modeltest.Parse(t, "x.ts", model.LangTypeScript, []byte(src))
		want := false
		for x := range perCallJSMethods(set) {
			want = want || bytes.Contains(f.Src, []byte("."+x+"("))
		}
		if got := callsPerCallJSMethod(f, set); got != want {
			t.Errorf("%q: callsPerCallJSMethod = %v, the per-method search says %v", src, got, want)
		}
	}
}
