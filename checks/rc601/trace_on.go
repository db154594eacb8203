//go:build rc601trace

package rc601

import (
	"fmt"
	"os"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

// In the rc601trace build, RC601's judgement of each tool and the calls of
// the tools it leaves to the summaries go to stderr, one tab-separated
// line each ("RC601T path line name outcome", "RC601X path line tool
// call=U|R|M"), for the gap count (bench/realcode/rc601gap.py).
func init() {
	Trace = func(path string, line int, name, outcome string) {
		fmt.Fprintf(os.Stderr, "RC601T\t%s\t%d\t%s\t%s\n", path, line, name, outcome)
	}
	xfacts.ToolCallTrace = func(path string, line int, tool, call string, inHandler, resolved, mutates bool) {
		if !inHandler {
			return
		}
		st := "U"
		switch {
		case mutates:
			st = "M"
		case resolved:
			st = "R"
		}
		fmt.Fprintf(os.Stderr, "RC601X\t%s\t%d\t%s\t%s=%s\n", path, line, tool, strings.ReplaceAll(call, " ", ""), st)
	}
}
