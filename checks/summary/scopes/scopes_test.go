package scopes

import "testing"

// TestPick checks the declaration a bare call sees: the innermost scope
// around it, the nearest declaration above the call, a later sibling when
// none is above, and none outside every scope.
func TestPick(t *testing.T) {
	ds := []Decl{
		{Line: 3, In: [2]int{1, 40}},   // in the outer function
		{Line: 12, In: [2]int{10, 20}}, // in a callback of it
		{Line: 25, In: [2]int{22, 30}}, // in another callback
		{Line: 28, In: [2]int{22, 30}}, // a second one there
	}
	for _, tc := range []struct{ line, want int }{
		{15, 1}, // the callback's own
		{5, 0},  // outside the callbacks: the outer function's
		{23, 2}, // above both of the second callback's: the first after
		{29, 3}, // below both: the nearer above
		{26, 2},
		{50, -1}, // outside every scope
	} {
		if got := Pick(ds, tc.line); got != tc.want {
			t.Errorf("Pick(line %d) = %d, want %d", tc.line, got, tc.want)
		}
	}
}
