// Package cutmsg words package summary's notice for call chains cut at its
// depth bound — split from package summary, which is at the package size
// limit (checks/size_test.go).
package cutmsg

import (
	"fmt"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
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

// Cuts returns the notices for the findings more holds that sites (the
// findings of a search MaxDepth calls deep) does not: the calls whose chain
// a deeper search would follow further. One notice per file, rule and
// called name: a helper called from 200 places of one file gives one
// notice that counts them (Reason), not 200. maxDepth is the depth the
// chains were cut at.
func Cuts(sites, more []effect.Site, maxDepth int) []effect.Cut {
	seen := map[string]bool{}
	for _, x := range sites {
		seen[siteKey(x)] = true
	}
	type cutKey struct{ path, name, rule string }
	lines := map[cutKey][]int{}
	var order []cutKey
	for _, x := range more {
		if seen[siteKey(x)] {
			continue
		}
		k := cutKey{x.Call.Path, x.Call.Name, x.RuleID}
		if _, ok := lines[k]; !ok {
			order = append(order, k)
		}
		if l := lines[k]; len(l) == 0 || l[len(l)-1] != x.Call.Line {
			lines[k] = append(l, x.Call.Line)
		}
	}
	cuts := make([]effect.Cut, 0, len(order))
	for _, k := range order {
		cuts = append(cuts, effect.Cut{Path: k.path, Reason: Reason(k.name, k.rule, lines[k], maxDepth)})
	}
	return cuts
}

// siteKey identifies a finding by its call's place and its rule.
func siteKey(s effect.Site) string {
	return fmt.Sprintf("%s:%d:%d:%s", s.Call.Path, s.Call.Line, s.Call.Col, s.RuleID)
}
