package checks_test

import (
	"context"
	"os"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/rc201"
)

// TestScriptsAreServersSetting: RC201 leaves scripts and entry points alone
// by default and reports them when the scan's settings say scripts are
// servers (config scripts-are-servers: true).
func TestScriptsAreServersSetting(t *testing.T) {
	var in []checks.Input
	for _, p := range []string{"rc201/testdata/scripts/build_docs.ts", "rc201/testdata/cli_entry.py"} {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, checks.Input{Path: p, Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }})
	}
	for _, on := range []bool{false, true} {
		eng := &checks.Engine{Rules: []*model.Rule{rc201.Rule}, Workers: 1, Settings: model.Settings{ScriptsAreServers: on}}
		res, err := eng.Scan(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if on && len(res.Findings) != 3 || !on && len(res.Findings) != 0 {
			t.Errorf("scripts-are-servers %v: %d findings, want %d", on, len(res.Findings), map[bool]int{true: 3, false: 0}[on])
		}
	}
}
