package rc601

import (
	"reflect"
	"testing"
)

// TestTargetSegments pins the path segments the idempotent-endpoint table
// (apiidem.go) is matched against.
func TestTargetSegments(t *testing.T) {
	for in, want := range map[string][]string{
		`"definitions"`:                              {"definitions"},
		`f"bindings/{v}/e/{x}/q/{q}"`:                {"bindings", "*", "e", "*", "q", "*"},
		"`${base}/api/rebalance/queues?x=1`":         {"*", "api", "rebalance", "queues"},
		`"/api/bindings/" + quote(v) + "/e/" + x`:    {"api", "bindings", "*", "e", "*"},
		`"https://workflows.example/v1/definitions"`: {"*", "workflows.example", "v1", "definitions"},
	} {
		if got := targetSegments(in); !reflect.DeepEqual(got, want) {
			t.Errorf("targetSegments(%s) = %q, want %q", in, got, want)
		}
	}
}
