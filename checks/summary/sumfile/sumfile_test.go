package sumfile

import (
	"encoding/json"
	"testing"
)

// A forward's rule is the one it names, RC101 (an outbound call without a
// timeout) when it names none.
func TestSinkRule(t *testing.T) {
	if got := (Forward{}).SinkRule(); got != "RC101" {
		t.Errorf("SinkRule() = %q, want RC101", got)
	}
	if got := (Forward{Rule: "RC102"}).SinkRule(); got != "RC102" {
		t.Errorf("SinkRule() = %q, want RC102", got)
	}
}

// A File round-trips through JSON (a bot caches it by blob SHA), with the
// call's embedded hop's fields inline.
func TestFileJSON(t *testing.T) {
	f := File{Path: "a.py", Funcs: []Func{{Name: "f", Line: 1, Params: []string{"x"}}},
		Calls: []Call{{Func: 0, Callee: "g", Hop: Hop{Name: "g()", Path: "a.py", Line: 2}, LineText: "g(x)"}}}
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	var g File
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	if g.Path != "a.py" || len(g.Funcs) != 1 || g.Funcs[0].Params[0] != "x" || len(g.Calls) != 1 || g.Calls[0].Line != 2 || g.Calls[0].LineText != "g(x)" {
		t.Errorf("round trip = %+v from %s", g, b)
	}
}
