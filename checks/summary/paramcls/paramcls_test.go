package paramcls

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/summary/fnparam"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
)

// world is one file: funcs 0 impl(client, id), 1 tool (module level),
// 2 deep(client) handing client on to impl; instances as given; callers as
// given, resolved by callee name; class "Api" has file 0, "Store" file 0.
func world(callers []fnparam.Call, inst map[string]string) World {
	use := fnparam.Call{Callee: "client.get_item", Func: 0, Line: 3}
	calls := append([]fnparam.Call{use}, callers...)
	funcs := []fnparam.Func{{Params: []string{"client", "id"}}, {}, {Params: []string{"client"}}}
	byName := map[string]fnparam.Ref{"impl": {File: 0, Fn: 0}, "deep": {File: 0, Fn: 2}}
	return World{
		Calls: [][]fnparam.Call{calls},
		Funcs: [][]fnparam.Func{funcs},
		Target: func(fi, k int) fnparam.Ref {
			if r, ok := byName[calls[k].Callee]; ok {
				return r
			}
			return fnparam.None
		},
		Instances: func(int) map[string]string { return inst },
		ClassOf: func(fi int, t string) (int, string, bool) {
			switch t {
			case "Api", "get_api()":
				return 0, "Api", true
			case "Store":
				return 0, "Store", true
			}
			return 0, "", false
		},
		Symbol: func(fi int, name string) (int, string, bool) {
			_, ok := inst[name]
			return fi, name, ok
		},
		Typed: func(int) bool { return false },
	}
}

func TestBind(t *testing.T) {
	at := func(name string) []fwd.Arg { return []fwd.Arg{{Name: name}, {}} }
	for _, tc := range []struct {
		name    string
		callers []fnparam.Call
		inst    map[string]string
		want    string // the class Bind gives the call, "" for none
	}{
		{"local instance", []fnparam.Call{{Callee: "impl", Func: 1, Args: at("c")}}, map[string]string{"1/c": "Api"}, "Api"},
		{"factory's return", []fnparam.Call{{Callee: "impl", Func: 1, Args: at("c")}}, map[string]string{"1/c": "get_api()"}, "Api"},
		{"module instance", []fnparam.Call{{Callee: "impl", Func: 1, Args: at("shared")}}, map[string]string{"shared": "Api"}, "Api"},
		{"keyword", []fnparam.Call{{Callee: "impl", Func: 1, Kw: []fwd.Arg{{Key: "client", Name: "c"}}}}, map[string]string{"1/c": "Api"}, "Api"},
		{"through a parameter", []fnparam.Call{{Callee: "impl", Func: 2, Args: []fwd.Arg{{Kind: fwd.ArgParam, Name: "client"}, {}}}, {Callee: "deep", Func: 1, Args: []fwd.Arg{{Name: "c"}}}}, map[string]string{"1/c": "Api"}, "Api"},
		{"agree", []fnparam.Call{{Callee: "impl", Func: 1, Args: at("c")}, {Callee: "impl", Func: 1, Args: at("d")}}, map[string]string{"1/c": "Api", "1/d": "get_api()"}, "Api"},
		{"disagree", []fnparam.Call{{Callee: "impl", Func: 1, Args: at("c")}, {Callee: "impl", Func: 1, Args: at("d")}}, map[string]string{"1/c": "Api", "1/d": "Store"}, ""},
		{"not a name", []fnparam.Call{{Callee: "impl", Func: 1, Args: []fwd.Arg{{}, {}}}}, nil, ""},
		{"unknown class", []fnparam.Call{{Callee: "impl", Func: 1, Args: at("c")}}, map[string]string{"1/c": "boto3.client()"}, ""},
		{"not passed", []fnparam.Call{{Callee: "impl", Func: 1}}, nil, ""},
		{"own annotation", []fnparam.Call{{Callee: "impl", Func: 1, Args: at("c")}}, map[string]string{"1/c": "Api", "0/client": "SdkClient"}, ""},
		{"no caller", nil, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ""
			for _, b := range Bind(world(tc.callers, tc.inst)) {
				if b.File == 0 && b.Call == 0 && b.Method == "get_item" {
					got = b.Class.Name
				}
			}
			if got != tc.want {
				t.Errorf("class = %q, want %q", got, tc.want)
			}
		})
	}
}
