package summary

import (
	"fmt"
	"testing"

	"github.com/resilience-check/resilience-check/checks/summary/cutmsg"
)

// TestCutReasonCountsCalls: the calls of one helper whose chains were cut
// give one notice that lists the first lines and counts the rest (a
// 15,000-line file calling one deep helper from 250 places gave 250 notices).
func TestCutReasonCountsCalls(t *testing.T) {
	for _, c := range []struct {
		lines []int
		want  string
	}{
		{[]int{6}, "the call chain from a() at line 6 is longer than %d calls; what it reaches further down is not judged (RC201)"},
		{[]int{6, 9}, "the call chains from a() at lines 6, 9 are longer than %d calls; what they reach further down is not judged (RC201)"},
		{[]int{6, 9, 12, 15, 18}, "the call chains from a() at lines 6, 9, 12 and 2 more are longer than %d calls; what they reach further down is not judged (RC201)"},
	} {
		want := fmt.Sprintf(c.want, MaxDepth)
		if got := cutmsg.Reason("a()", "RC201", c.lines, MaxDepth); got != want {
			t.Errorf("cutmsg.Reason(%v) =\n %q, want\n %q", c.lines, got, want)
		}
	}
}
