package checks

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// TestStepLimitHeadroom: on every rule fixture each rule's walks stay under a
// tenth of its step limit (DefaultMinSteps + DefaultStepsPerNode × nodes) and
// under 20 steps per node, so the limit stops only work that is out of
// proportion to the file. The real-code corpus measured at most 8.2 steps per
// node (RC201) and 148k steps on one file (2026-11-26, 3,330 files).
func TestStepLimitHeadroom(t *testing.T) {
	paths, _ := filepath.Glob("rc*/testdata/*")
	var in []Input
	for _, p := range paths {
		if _, ok := DetectLanguage(p); ok {
			p := p
			in = append(in, Input{Path: p, Size: -1, Read: func() ([]byte, error) { return os.ReadFile(p) }})
		}
	}
	if len(in) < 50 {
		t.Fatalf("%d fixtures found: want the rule fixtures", len(in))
	}
	var mu sync.Mutex
	seen := 0
	stepsHook = func(rule string, nodes int, steps int64) {
		mu.Lock()
		defer mu.Unlock()
		seen++
		limit := int64(DefaultMinSteps) + DefaultStepsPerNode*int64(nodes)
		if steps > limit/10 || steps > 20*int64(nodes)+10_000 {
			t.Errorf("%s: %d steps on a file of %d nodes (limit %d)", rule, steps, nodes, limit)
		}
	}
	defer func() { stepsHook = nil }()
	if _, err := (&Engine{Workers: 1}).Scan(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	if seen == 0 {
		t.Fatal("no rule ran")
	}
}
