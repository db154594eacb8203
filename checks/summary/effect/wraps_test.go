package effect

import (
	"slices"
	"testing"
)

// TestMergeWraps: merging into an effect of the same origin adds the
// classes (sorted union) without aliasing the caller's slice; a new origin
// is not merged.
func TestMergeWraps(t *testing.T) {
	in := []string{"B"}
	es := []ErrorEffect{{Origin: 3, Wraps: in}}
	if !MergeWraps(es, 3, "", []string{"A", "B"}) || !slices.Equal(es[0].Wraps, []string{"A", "B"}) || !slices.Equal(in, []string{"B"}) {
		t.Errorf("merge: %v (input %v)", es[0].Wraps, in)
	}
	if MergeWraps(es, 4, "", []string{"C"}) {
		t.Error("another origin was merged")
	}
	if got := WrapsThrough(Hop{Wrap: "ApiError"}, []string{"B"}); !slices.Equal(got, []string{"ApiError"}) {
		t.Errorf("through a re-wrapping hop: %v", got)
	}
	if got := WrapsThrough(Hop{}, []string{"B"}); !slices.Equal(got, []string{"B"}) {
		t.Errorf("through a plain hop: %v", got)
	}
}
