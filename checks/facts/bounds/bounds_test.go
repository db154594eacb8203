package bounds

import (
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/libmodels"
)

// BoundGaps reports a call of a user row (as `libraries:` in the
// configuration adds it) that sets no bound when the default is none or
// above the budget, not when the default is within it, and a bound set to
// None; calls that may pass the bound unseen are not gaps.
func TestBoundGapsUserRows(t *testing.T) {
	pos := 1
	rows := []*libmodels.Row{
		{Lang: libmodels.Python, Module: "acme", Name: "acme.Client", API: libmodels.Constructor, Kind: libmodels.HTTP,
			Bound:   &libmodels.Bound{Where: libmodels.Keyword, Name: "timeout", Position: &pos},
			Default: &libmodels.Default{Value: "none", URL: "https://wiki.example.com/acme"}, Source: "https://wiki.example.com/acme"},
		{Lang: libmodels.Python, Module: "acme", Name: "acme.Slow", API: libmodels.Constructor, Kind: libmodels.HTTP,
			Bound:   &libmodels.Bound{Where: libmodels.Keyword, Name: "timeout"},
			Default: &libmodels.Default{Value: "10m", URL: "https://wiki.example.com/slow"}, Source: "https://wiki.example.com/slow"},
		{Lang: libmodels.Python, Module: "acme", Name: "acme.Quick", API: libmodels.Constructor, Kind: libmodels.HTTP,
			Bound:   &libmodels.Bound{Where: libmodels.Keyword, Name: "timeout"},
			Default: &libmodels.Default{Value: "5s", URL: "https://wiki.example.com/quick"}, Source: "https://wiki.example.com/quick"},
		{Lang: libmodels.Python, Module: "acme", Name: "acme.Unknown", API: libmodels.Constructor, Kind: libmodels.HTTP,
			Bound: &libmodels.Bound{Where: libmodels.Keyword, Name: "timeout"}, Source: "https://wiki.example.com/unknown"},
	}
	set := mergeRows(t, rows)
	src := `import acme
a = acme.Client("u")
b = acme.Client("u", timeout=5)
c = acme.Client("u", 5)
d = acme.Client("u", **opts)
e = acme.Client("u", timeout=None)
f = acme.Slow()
g = acme.Quick()
h = acme.Unknown()
`
	f := modeltest.Parse(t, "x.py", model.LangPython, []byte(src))
	all := func(*libmodels.Row) bool { return true }
	budget := func(*libmodels.Row) time.Duration { return time.Minute }
	type gap struct {
		line                 int
		name                 string
		hasDefault, disabled bool
		def                  time.Duration
	}
	want := []gap{{2, "acme.Client", false, false, 0},
		{6, "acme.Client", false, true, 0},
		{7, "acme.Slow", true, false, 10 * time.Minute}}
	gaps := BoundGaps(f, set, all, budget)
	if len(gaps) != len(want) {
		t.Fatalf("%d gaps, want %d", len(gaps), len(want))
	}
	for i, g := range gaps {
		line, _ := f.Position(int(g.At.StartByte()))
		got := gap{line, g.Name, g.HasDefault, g.Disabled, g.Default}
		if got != want[i] {
			t.Errorf("gap %d: %+v, want %+v", i, got, want[i])
		}
	}
	if s := Setting(gaps[0].Row, 30*time.Second); s != "timeout=30" {
		t.Errorf("Setting: %q, want timeout=30", s)
	}
	if h := HumanDuration(gaps[2].Default); h != "10 min" {
		t.Errorf("HumanDuration: %q, want 10 min", h)
	}
	if gaps := BoundGaps(f, libmodels.Builtin(), all, budget); len(gaps) != 0 {
		t.Errorf("built-in rows: %d gaps, want 0 (acme is not a known library)", len(gaps))
	}
}

// mergeRows validates user rows as if read from rc.yml (in order) and
// returns the built-in set with them merged in; a row that fails
// validation or merging fails the test.
func mergeRows(t *testing.T, rows []*libmodels.Row) *libmodels.Set {
	t.Helper()
	for i, r := range rows {
		r.File, r.Index = "rc.yml", i
		if err := r.Validate(); err != nil {
			t.Fatal(err)
		}
	}
	set, err := libmodels.Builtin().Merge(rows)
	if err != nil {
		t.Fatal(err)
	}
	return set
}
