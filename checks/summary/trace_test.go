package summary_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

// TestToolCallTrace: the summaries tell xfacts.ToolCallTrace the calls of
// each tool RC601 left to them, resolved and mutating (new_ticket's
// create_ticket(): tickets.py POSTs) or resolved with no mutation (close's
// close_ticket(): a PUT), for the gap count of bench/realcode/rc601gap.py.
func TestToolCallTrace(t *testing.T) {
	type st struct{ resolved, mutates bool }
	got := map[string]st{}
	old := xfacts.ToolCallTrace
	xfacts.ToolCallTrace = func(path string, line int, tool, call string, in, resolved, mutates bool) {
		if in {
			got[tool+" "+call] = st{resolved, mutates}
		}
	}
	defer func() { xfacts.ToolCallTrace = old }()
	fo := loadFolder(t, filepath.Join("testdata", "py-mutation-service"))
	var in []checks.Input
	for _, p := range fo.sources() {
		in = append(in, fo.input(p))
	}
	src := fo.source()
	eng := &checks.Engine{Workers: 1, Repo: &checks.Source{GoModule: src.GoModule, Config: src.Read}}
	if _, err := eng.Scan(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]st{"tool new_ticket create_ticket()": {true, true}, "tool close close_ticket()": {true, false}} {
		if g, ok := got[k]; !ok || g != want {
			t.Errorf("%s: %+v (seen %v), want %+v (all: %v)", k, g, ok, want, got)
		}
	}
}
