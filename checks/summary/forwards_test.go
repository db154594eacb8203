package summary_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/summary"
)

// wholeScan scans every source file of a folder fixture as a
// whole-repository scan does (internal/scan: only configuration is read
// beyond the inputs, so the summarised files are the repository's).
func wholeScan(t *testing.T, dir string) *checks.Result {
	t.Helper()
	fo := loadFolder(t, filepath.Join("testdata", dir))
	var in []checks.Input
	for _, p := range fo.sources() {
		in = append(in, fo.input(p))
	}
	src := fo.source()
	res, err := (&checks.Engine{Workers: 1, Repo: &checks.Source{GoModule: src.GoModule, Config: src.Read}}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestForwardDeepNotice: options forwarded through more functions than
// summary.MaxDepth before fetch are not judged at the fetch ("no caller
// bounds them" needs every caller), and a notice on the helper's file says
// so.
func TestForwardDeepNotice(t *testing.T) {
	res := wholeScan(t, "js-forward-deep")
	cuts := 0
	for _, n := range res.Notices {
		if n.Path == "src/http.ts" && strings.Contains(n.Reason, fmt.Sprintf("forwarded by callers more than %d calls up", summary.MaxDepth)) {
			cuts++
		}
	}
	if cuts != 1 {
		t.Errorf("%d notices of a cut forward on src/http.ts, want 1: %+v", cuts, res.Notices)
	}
	for _, f := range res.Findings {
		if f.RuleID == "RC101" {
			t.Errorf("unexpected %s:%d RC101: %s", f.Path, f.StartLine, f.Message)
		}
	}
}

// TestClosedSinkRelated: the finding at a helper's fetch that no caller
// bounds lists the calls that leave it unbounded as related locations.
func TestClosedSinkRelated(t *testing.T) {
	res := wholeScan(t, "js-forward-closed")
	for _, f := range res.Findings {
		if f.Path != "src/utils/fetch-json.ts" || f.RuleID != "RC101" {
			continue
		}
		if !strings.Contains(f.Message, "its only caller passes no signal") {
			t.Errorf("message %q", f.Message)
		}
		if len(f.Related) != 1 || f.Related[0].Path != "src/tools/deploy.ts" || !strings.Contains(f.Related[0].Message, "Deploy.file() calls fetchJSON() here without a signal") {
			t.Errorf("related %+v", f.Related)
		}
		return
	}
	t.Error("no RC101 at src/utils/fetch-json.ts")
}
