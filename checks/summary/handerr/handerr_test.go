package handerr

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
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
	own := helper(sumfile.Call{Callee: "fn"}, 0)
	own.Funcs[0].ErrOwn = true
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
		{"Go: returns its own errors", own, 0},
	} {
		e, os := Origin(call, tc.callee, 0, []xfacts.Origin{4}, nil)
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

// TestHidden: a callable whose calls the file cannot see into takes the
// strongest origin the summaries give the functions they resolve to.
func TestHidden(t *testing.T) {
	caller := &sumfile.File{Path: "client.go", Calls: []sumfile.Call{
		{Callee: "c.retry", Cbs: []cbargs.Arg{{Index: 0, Calls: []cbargs.Site{{Line: 9, Col: 3, Name: "do"}}}}},
		{Callee: "c.do"},
	}}
	caller.Calls[0].Line, caller.Calls[0].Col = 8, 2
	caller.Calls[1].Line, caller.Calls[1].Col = 9, 3
	helper := &sumfile.File{Path: "client.go", Funcs: []sumfile.Func{{Name: "Client.retry", Params: []string{"fn"}}}, Calls: []sumfile.Call{{Func: 0, Callee: "fn"}}}
	h := &Hidden{File: caller, Target: func(k int) (int, int) {
		if k == 1 {
			return 0, 1
		}
		return -1, -1
	}, Errs: [][][]sumfile.ErrorEffect{{nil, {{Origin: 4}}}}}
	if e, _ := Origin(&caller.Calls[0], helper, 0, nil, h); e == nil || e.Origin != 4 {
		t.Errorf("Origin with Hidden = %+v, want origin 4", e)
	}
	if e, _ := Origin(&caller.Calls[0], helper, 0, nil, nil); e != nil {
		t.Errorf("Origin without Hidden = %+v, want nil", e)
	}
}

// TestPass: the handed origin is added once, through the call's chain.
func TestPass(t *testing.T) {
	helper := &sumfile.File{Path: "util.py", Funcs: []sumfile.Func{{Name: "with_retry", Params: []string{"fn"}}}, Calls: []sumfile.Call{{Func: 0, Callee: "fn"}}}
	call := &sumfile.Call{Callee: "with_retry", Cbs: []cbargs.Arg{{Index: 0, Origin: 4}}}
	via := func(c *sumfile.Call, e *sumfile.Effect) *sumfile.Effect {
		return &sumfile.Effect{What: e.What, Chain: append([]sumfile.Hop{c.Hop}, e.Chain...)}
	}
	errs := Pass(nil, call, helper, 0, nil, via)
	if len(errs) != 1 || errs[0].Origin != 4 || len(errs[0].Chain) != 2 {
		t.Fatalf("Pass = %+v, want one effect of origin 4 through the call", errs)
	}
	if again := Pass(errs, call, helper, 0, nil, via); len(again) != 1 {
		t.Errorf("Pass again = %+v, want the origin once", again)
	}
}

// TestBack: a wrapper that calls its parameter takes the origin of the
// callable its caller hands it there; not for a call of another name, in a
// callback of its own, or in Go.
func TestBack(t *testing.T) {
	// run.ts: function run(fn) calls fn in its try; index.ts hands it an
	// arrow function over axios (origin 4) and a parser (origin 0).
	run := &sumfile.File{Path: "src/run.ts", Funcs: []sumfile.Func{{Name: "run", Params: []string{"fn"}}}, Calls: []sumfile.Call{{Func: 0, Callee: "fn"}, {Func: 0, Callee: "log"}}}
	index := &sumfile.File{Path: "src/index.ts", Calls: []sumfile.Call{
		{Func: -1, Callee: "run", Cbs: []cbargs.Arg{{Index: 0, Origin: 4}}},
		{Func: -1, Callee: "other", Cbs: []cbargs.Arg{{Index: 0, Origin: 6}}},
	}}
	index.Calls[0].Line = 10
	files := []*sumfile.File{run, index}
	target := func(fi, k int) (int, int) {
		if fi == 1 && k == 0 {
			return 0, 0
		}
		return -1, -1
	}
	e, os := Back(files, target, nil, 0, &run.Calls[0], nil)
	if e == nil || e.Origin != 4 || len(os) != 1 || len(e.Chain) != 1 || e.Chain[0].Path != "src/index.ts" || e.Chain[0].Line != 10 {
		t.Errorf("Back(fn()) = %+v, %v; want origin 4 from src/index.ts:10", e, os)
	}
	if e, _ := Back(files, target, nil, 0, &run.Calls[1], nil); e != nil {
		t.Errorf("Back(log()) = %+v, want nil: log is no parameter", e)
	}
	nested := run.Calls[0]
	nested.Nested = true
	if e, _ := Back(files, target, nil, 0, &nested, nil); e != nil {
		t.Errorf("Back(nested fn()) = %+v, want nil", e)
	}
	run.Lang = model.LangGo
	if e, _ := Back(files, target, nil, 0, &run.Calls[0], nil); e != nil {
		t.Errorf("Back in Go = %+v, want nil", e)
	}
}
