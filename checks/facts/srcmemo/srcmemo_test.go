package srcmemo

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// TestOf: a question asked again of the same path and bytes is answered
// from the memo of the scan's world (shared by its files); other bytes at
// the same path, another path or another question are read again; without
// a world every call reads.
func TestOf(t *testing.T) {
	w := &thirdparty.World{}
	f, g := &model.File{}, &model.File{}
	thirdparty.Set(f, w)
	thirdparty.Set(g, w)
	reads := 0
	count := func(b []byte) any { reads++; return len(b) }
	steps := []struct {
		f         *model.File
		q, path   string
		src       string
		want      int
		wantReads int
	}{
		{f, "q", "a.go", "abc", 3, 1},
		{g, "q", "a.go", "abc", 3, 1},     // another file of the scan: memo
		{f, "q", "a.go", "abcd", 4, 2},    // changed bytes: read again
		{f, "q", "a.go", "abc", 3, 2},     // the first bytes: memo
		{f, "q", "b.go", "abc", 3, 3},     // another path
		{f, "other", "a.go", "abc", 3, 4}, // another question
	}
	for i, s := range steps {
		if got := Of(s.f, s.q, s.path, []byte(s.src), count).(int); got != s.want || reads != s.wantReads {
			t.Fatalf("step %d: Of = %d after %d reads, want %d after %d", i, got, reads, s.want, s.wantReads)
		}
	}
	lone := &model.File{}
	Of(lone, "q", "a.go", []byte("abc"), count)
	Of(lone, "q", "a.go", []byte("abc"), count)
	if reads != 6 {
		t.Fatalf("without a world: %d reads, want 6", reads)
	}
}
