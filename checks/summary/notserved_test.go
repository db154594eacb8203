package summary_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
)

// TestNotServedFixture: in a whole-repository scan of js-not-served, the
// findings on lines marked low sit in code nothing served calls (a
// function only a script reaches, a static method and a module nothing
// names) and are low with the reason; the others (a tool's helper, an
// instance method named nowhere, a module of a package that imports by a
// computed name, a library's API, a module server.ts imports whose top
// level builds its tools) keep their severity; what only the top level of
// a module nothing imports names is low too. Diff mode and a
// scan of named paths cannot tell, and lower nothing.
func TestNotServedFixture(t *testing.T) {
	fo := loadFolder(t, filepath.Join("testdata", "js-not-served"))
	var in []checks.Input
	for _, p := range fo.sources() {
		in = append(in, fo.input(p))
	}
	src := fo.source()
	for i, whole := range []bool{true, false, false} {
		eng := &checks.Engine{Workers: 2, Repo: &checks.Source{Config: src.Read}}
		if !whole {
			eng.Repo = fo.source() // named paths: the rest of the repository is read for summaries
			eng.Repo.Diff = i == 1
		}
		res, err := eng.Scan(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		res.Findings = finding.DropCovered(res.Findings) // as internal/scan does
		seen := 0
		for _, f := range res.Findings {
			if f.RuleID != "RC102" && f.RuleID != "RC201" {
				continue
			}
			seen++
			low := checkstest.WantSeverity(fo.files[f.Path])[f.StartLine] == "low" && whole
			got := f.Severity == model.SeverityLow && strings.Contains(f.Message, "(low: not served: ")
			if low != got {
				t.Errorf("whole=%v %s:%d %s: %s %q, want not served %v", whole, f.Path, f.StartLine, f.RuleID, f.Severity, f.Message, low)
			}
		}
		if want := 25; seen != want {
			t.Errorf("whole=%v: %d findings of RC102 and RC201, want %d", whole, seen, want)
		}
	}
}
