// Package cutmsg words package summary's notice for call chains cut at its
// depth bound — split from package summary, which is at the package size
// limit (checks/size_test.go).
package cutmsg

import (
	"fmt"
	"strings"
)

// maxCutLines is how many lines a cut-chain notice lists before it counts
// the rest.
const maxCutLines = 3

// Reason words the notice for the calls of name (at lines, 1-based, in
// the order found) whose chains for ruleID are longer than maxDepth calls.
func Reason(name, ruleID string, lines []int, maxDepth int) string {
	if len(lines) == 1 {
		return fmt.Sprintf("the call chain from %s at line %d is longer than %d calls; what it reaches further down is not judged (%s)", name, lines[0], maxDepth, ruleID)
	}
	shown := lines
	if len(shown) > maxCutLines {
		shown = shown[:maxCutLines]
	}
	var b strings.Builder
	for i, l := range shown {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%d", l)
	}
	if rest := len(lines) - len(shown); rest > 0 {
		fmt.Fprintf(&b, " and %d more", rest)
	}
	return fmt.Sprintf("the call chains from %s at lines %s are longer than %d calls; what they reach further down is not judged (%s)", name, b.String(), maxDepth, ruleID)
}
