package fwd

import "testing"

func TestJudge(t *testing.T) {
	for _, tc := range []struct {
		name        string
		c           Call
		param       int
		key, rule   string
		wantJ       int
		wantVerdict Verdict
	}{
		{"missing positional", Call{}, 1, "signal", "", 0, Unbounded},
		{"missing but spread", Call{Spread: true}, 1, "signal", "", 0, Unknown},
		{"undefined", Call{Args: []Arg{{Kind: ArgNone}}}, 0, "signal", "", 0, Unbounded},
		{"object without key", Call{Args: []Arg{{Kind: ArgObject, Keys: []string{"method"}}}}, 0, "signal", "", 0, Unbounded},
		{"object with key", Call{Args: []Arg{{Kind: ArgObject, Keys: []string{"signal"}}}}, 0, "signal", "", 0, Unknown},
		{"own parameter", Call{Args: []Arg{{Kind: ArgOther}, {Kind: ArgParam, Param: 2}}}, 1, "signal", "", 2, Forwarded},
		{"own parameter with key", Call{Args: []Arg{{Kind: ArgParam, Param: 0, Keys: []string{"signal"}}}}, 0, "signal", "", 0, Unknown},
		{"handler ctx RC103", Call{Args: []Arg{{Kind: ArgCtx, Param: 0}}}, 0, "context", "RC103", 0, HandlerCtx},
		{"ctx param forwarded", Call{Args: []Arg{{Kind: ArgCtx, Param: 3}}}, 0, "context", "", 3, Forwarded},
		{"kwargs missing", Call{}, -1, "timeout", "", 0, Unbounded},
		{"kwargs keyword", Call{Keywords: []string{"timeout"}}, -1, "timeout", "", 0, Unknown},
		{"kwargs own splat", Call{KwSplat: true, KwSplatParam: true}, -1, "timeout", "", -1, Forwarded},
		{"kwargs other splat", Call{KwSplat: true}, -1, "timeout", "", 0, Unknown},
	} {
		j, v := Judge(tc.c, tc.param, tc.key, tc.rule)
		if j != tc.wantJ || v != tc.wantVerdict {
			t.Errorf("%s: Judge = (%d, %d), want (%d, %d)", tc.name, j, v, tc.wantJ, tc.wantVerdict)
		}
	}
}
