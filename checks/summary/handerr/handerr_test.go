package handerr

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/summary/cbargs"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// TestOrigin: a helper that calls the parameter in the position of a
// handed callable with an origin raises it; not when the call is in a try
// that keeps the error, in a callback of its own, of another parameter, or
// when the helper hands it to a thread runner.
func TestOrigin(t *testing.T) {
	helper := func(d sumfile.Call, offloads int) *sumfile.File {
		d.Func, d.Line = 0, 8
		return &sumfile.File{Path: "util.py", Funcs: []sumfile.Func{{Name: "with_retry", Params: []string{"fn", "n"}, Offloads: offloads}}, Calls: []sumfile.Call{d}}
	}
	call := &sumfile.Call{Callee: "with_retry", Cbs: []cbargs.Arg{{Index: 0, Origin: 4}}}
	for _, tc := range []struct {
		name   string
		callee *sumfile.File
		want   xfacts.Origin
	}{
		{"calls it", helper(sumfile.Call{Callee: "fn"}, 0), 4},
		{"keeps its error", helper(sumfile.Call{Callee: "fn", Caught: true}, 0), 0},
		{"in a callback", helper(sumfile.Call{Callee: "fn", Nested: true}, 0), 0},
		{"another parameter", helper(sumfile.Call{Callee: "n"}, 0), 0},
		{"thread runner", helper(sumfile.Call{Callee: "fn"}, 1), 0},
	} {
		e, os := Origin(call, tc.callee, 0, []xfacts.Origin{4})
		got := xfacts.Origin(0)
		if e != nil {
			got = e.Origin
			if len(e.Chain) != 1 || e.Chain[0].Path != "util.py" || e.Chain[0].Line != 8 {
				t.Errorf("%s: chain %+v", tc.name, e.Chain)
			}
		}
		if got != tc.want || len(os) != 1 {
			t.Errorf("%s: Origin = %d (origins %v), want %d", tc.name, got, os, tc.want)
		}
	}
}
