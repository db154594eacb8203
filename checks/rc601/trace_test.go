package rc601_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/rc601"
)

// TestTrace: the Trace hook hears how each tool was judged (the gap count
// of bench/realcode/rc601gap.py reads it): a POST with no key reported, a
// key, a read name, and a tool left to the function summaries, which a
// delete verb's name excuses.
func TestTrace(t *testing.T) {
	got := map[string]string{}
	rc601.Trace = func(path string, line int, name, outcome string) { got[name] = outcome }
	defer func() { rc601.Trace = nil }()
	checkstest.File(t, rc601.Rule, "testdata/trace/trace_outcomes.py")
	want := map[string]string{"create_order": "reported:POST", "create_payment": "keyed", "list_orders": "readname",
		"create_ticket": "pending", "delete_ticket": "pending-named"}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: outcome %q, want %q", name, got[name], w)
		}
	}
}
