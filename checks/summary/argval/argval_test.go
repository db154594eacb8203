package argval

import (
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
)

func TestDuration(t *testing.T) {
	cases := []struct {
		v    Val
		unit time.Duration
		want time.Duration
		ok   bool
	}{
		{Val{Num: 600, Text: "600"}, time.Second, 600 * time.Second, true},
		{Val{Num: 120000, Text: "GIT_COMMAND_TIMEOUT_MS"}, time.Millisecond, 120 * time.Second, true},
		{Val{Num: 45000, Text: "FETCH_TIMEOUT_MS"}, time.Second, 0, false}, // a name in ms where seconds are read
		{Val{Num: 30, Text: "WAIT_SECONDS"}, time.Millisecond, 0, false},
		{Val{Num: 5, Text: "TIMEOUT_MINUTES"}, time.Second, 0, false},
		{Val{Dur: time.Minute, Go: true, Text: "time.Minute"}, 0, time.Minute, true},
		{Val{Dur: time.Minute, Go: true, Text: "time.Minute"}, time.Second, 0, false}, // a Go duration in a numeric place
		{Val{Num: 60, Text: "60"}, 0, 0, false},
	}
	for _, c := range cases {
		d, ok := Duration(c.v, c.unit)
		if ok != c.ok || ok && d != c.want {
			t.Errorf("Duration(%+v, %v) = %v, %v; want %v, %v", c.v, c.unit, d, ok, c.want, c.ok)
		}
	}
}

func TestApply(t *testing.T) {
	te := effect.TimeoutEffect{Kind: 0, Param: 2, ParamName: "timeout", Unit: time.Second, Arg: true,
		Effect: effect.Effect{What: "run()'s timeout=timeout", Chain: []effect.Hop{{Path: "shell.py", Line: 5}}}}
	hop := effect.Hop{Path: "tools.py", Line: 9, Name: "run()"}
	// a positional value
	r, ok := Apply(te, []Val{{Pos: 1, Num: 600, Text: "600"}}, nil, nil, hop, "", "run()", nil)
	if !ok || r.Arg || r.Dur != 600*time.Second || len(r.Chain) != 1 || r.Chain[0].Path != "tools.py" || r.Chain[0].Line != 9 {
		t.Fatalf("positional: %+v %v", r, ok)
	}
	// by keyword
	if r, ok := Apply(te, []Val{{Pos: -1, Key: "timeout", Num: 90, Text: "90"}}, nil, nil, hop, "", "run()", nil); !ok || r.Dur != 90*time.Second {
		t.Fatalf("keyword: %+v %v", r, ok)
	}
	// another argument's value is not this parameter's
	if _, ok := Apply(te, []Val{{Pos: 0, Num: 600, Text: "600"}}, nil, nil, hop, "", "run()", nil); ok {
		t.Fatal("first argument taken for the second")
	}
	// the caller's own parameter handed on: one call up
	args := []fwd.Arg{{Kind: fwd.ArgOther}, {Kind: fwd.ArgParam, Param: 1}}
	r, ok = Apply(te, nil, args, nil, hop, "", "run()", []string{"cmd", "limit"})
	if !ok || !r.Arg || r.Param != 2 || r.ParamName != "limit" || len(r.Chain) != 2 {
		t.Fatalf("forwarded: %+v %v", r, ok)
	}
	// a value that does not read, or left out: unknown
	if _, ok := Apply(te, nil, []fwd.Arg{{Kind: fwd.ArgOther}, {Kind: fwd.ArgOther}}, nil, hop, "", "run()", []string{"cmd"}); ok {
		t.Fatal("unread value judged")
	}
	// a timeout that is no argument's
	plain := te
	plain.Arg = false
	if _, ok := Apply(plain, []Val{{Pos: 1, Num: 600}}, nil, nil, hop, "", "run()", nil); ok {
		t.Fatal("plain timeout applied")
	}
}
