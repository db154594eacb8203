package fnparam

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/summary/fwd"
)

// world is one file: funcs 0 register(mcp, fetch), 1 tool (declared in 0),
// 2 get_json, 3 label; calls as given, targets by callee name.
func world(calls []Call) ([][]Call, [][]Func, func(fi, k int) Ref, func(fi int, name string, line int) Ref) {
	funcs := [][]Func{{{Params: []string{"mcp", "fetch"}}, {Params: []string{"id"}, Outer: 1}, {Params: []string{"url"}}, {Params: []string{"url"}}}}
	byName := map[string]Ref{"register": {0, 0}, "get_json": {0, 2}, "label": {0, 3}}
	lookup := func(fi int, name string, line int) Ref {
		if r, ok := byName[name]; ok {
			return r
		}
		return None
	}
	target := func(fi, k int) Ref { return lookup(fi, calls[k].Callee, calls[k].Line) }
	return [][]Call{calls}, funcs, target, lookup
}

func TestBind(t *testing.T) {
	use := Call{Callee: "fetch", Func: 1, Line: 3}
	for _, tc := range []struct {
		name    string
		callers []Call
		want    Ref
	}{
		{"positional", []Call{{Callee: "register", Func: -1, Args: []fwd.Arg{{Name: "mcp"}, {Name: "get_json"}}}}, Ref{0, 2}},
		{"keyword", []Call{{Callee: "register", Func: -1, Args: []fwd.Arg{{Name: "mcp"}}, Kw: []fwd.Arg{{Key: "fetch", Name: "get_json"}}}}, Ref{0, 2}},
		{"agree", []Call{{Callee: "register", Func: -1, Args: []fwd.Arg{{}, {Name: "label"}}}, {Callee: "register", Func: -1, Args: []fwd.Arg{{}, {Name: "label"}}}}, Ref{0, 3}},
		{"disagree", []Call{{Callee: "register", Func: -1, Args: []fwd.Arg{{}, {Name: "get_json"}}}, {Callee: "register", Func: -1, Args: []fwd.Arg{{}, {Name: "label"}}}}, None},
		{"not a name", []Call{{Callee: "register", Func: -1, Args: []fwd.Arg{{}, {}}}}, None},
		{"not passed", []Call{{Callee: "register", Func: -1, Args: []fwd.Arg{{}}}}, None},
		{"spread", []Call{{Callee: "register", Func: -1, Args: []fwd.Arg{{}, {Name: "get_json"}}, Spread: true}}, None},
		{"unknown name", []Call{{Callee: "register", Func: -1, Args: []fwd.Arg{{}, {Name: "requests"}}}}, None},
		{"recursion", []Call{{Callee: "register", Func: 0, Args: []fwd.Arg{{}, {Kind: fwd.ArgParam, Param: 1, Name: "fetch"}}}}, None},
		{"no caller", nil, None},
	} {
		calls, funcs, target, lookup := world(append([]Call{use}, tc.callers...))
		got := None
		for _, b := range Bind(calls, funcs, target, lookup) {
			if b.Call == 0 {
				got = b.To
			}
		}
		if got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}
