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

// TestPyNotServedFixture: in a whole-repository scan of py-not-served, the
// finding in a Python module nothing imports or starts (old_status.py) is
// low with the reason; the others keep their severity: a module the server
// imports, one a [project.scripts] entry starts, one the README runs with
// python -m, one in a plugin folder. In py-not-served-dyn the server
// imports its tools by a computed name (importlib.import_module), so the
// same module stays served. Diff mode and a scan of named paths cannot
// tell, and lower nothing.
func TestPyNotServedFixture(t *testing.T) {
	for fixture, want := range map[string]int{"py-not-served": 5, "py-not-served-dyn": 1} {
		fo := loadFolder(t, filepath.Join("testdata", fixture))
		var in []checks.Input
		for _, p := range fo.sources() {
			in = append(in, fo.input(p))
		}
		src := fo.source()
		for i, whole := range []bool{true, false, false} {
			eng := &checks.Engine{Workers: 2, Repo: &checks.Source{Config: src.Read}}
			if !whole {
				eng.Repo = fo.source()
				eng.Repo.Diff = i == 1
			}
			res, err := eng.Scan(context.Background(), in)
			if err != nil {
				t.Fatal(err)
			}
			res.Findings = finding.DropCovered(res.Findings)
			seen := 0
			for _, f := range res.Findings {
				if f.RuleID != "RC102" {
					continue
				}
				seen++
				low := checkstest.WantSeverity(fo.files[f.Path])[f.StartLine] == "low" && whole
				got := f.Severity == model.SeverityLow && strings.Contains(f.Message, "(low: not served: nothing in the repository imports or starts ")
				if low != got {
					t.Errorf("%s whole=%v %s:%d %s: %s %q, want not served %v", fixture, whole, f.Path, f.StartLine, f.RuleID, f.Severity, f.Message, low)
				}
				if !got && f.Severity != model.SeverityMedium {
					t.Errorf("%s whole=%v %s:%d: %s, want medium", fixture, whole, f.Path, f.StartLine, f.Severity)
				}
			}
			if seen != want {
				t.Errorf("%s whole=%v: %d findings of RC102, want %d", fixture, whole, seen, want)
			}
		}
	}
}
