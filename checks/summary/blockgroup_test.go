package summary_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/finding"
)

// TestBlockGroup checks js-block-group's whole scan: the three async calls
// of fetchConfig() that reach the pool's CA read are one finding, low (the
// read is cached per URL on first use), with the two others as related
// locations after its chain and counted in its message; loadTemplate()'s
// calls, high (a whole-file read on every request), keep a finding each,
// also the two in renderBoth(); ensureDir() reaches only a stat and a
// mkdir, low as the in-file rule rates them. In diff mode each call keeps
// its finding.
func TestBlockGroup(t *testing.T) {
	res := wholeScan(t, "js-block-group")
	type row struct {
		sev     string
		related int
		msg     string
	}
	want := map[int]row{
		5:  {"low", 6, "[one finding for the 3 async calls of fetchConfig() that reach fs.readFileSync()"},
		17: {"high", 1, "loadTemplate() blocks the event loop in renderIssue()"},
		21: {"high", 1, "loadTemplate() blocks the event loop in renderMerge()"},
		25: {"low", 1, "a local file operation takes milliseconds"},
		30: {"high", 1, "loadTemplate() blocks the event loop in renderBoth()"},
		31: {"high", 1, "loadTemplate() blocks the event loop in renderBoth()"},
	}
	seen := 0
	for _, f := range res.Findings {
		if f.RuleID != "RC201" {
			continue
		}
		w, ok := want[f.StartLine]
		if !ok || f.Path != "src/tools.ts" {
			t.Errorf("unexpected %s:%d %s", f.Path, f.StartLine, f.Message)
			continue
		}
		seen++
		if f.Severity.String() != w.sev || len(f.Related) != w.related || !strings.Contains(f.Message, w.msg) {
			t.Errorf("line %d: %s, %d related, %q; want %s, %d related, %q", f.StartLine, f.Severity, len(f.Related), f.Message, w.sev, w.related, w.msg)
		}
		if f.StartLine == 5 {
			if !strings.Contains(f.Message, "it blocks once: the result is cached on first use (this.createAgents() at src/pool.ts:15)") {
				t.Errorf("line 5: no once reason: %q", f.Message)
			}
			last := f.Related[len(f.Related)-1]
			if last.StartLine != 13 || !strings.HasPrefix(last.Message, "also here: fetchConfig() blocks the event loop in closeIssue()") {
				t.Errorf("line 5: last related %+v", last)
			}
		}
	}
	if seen != len(want) {
		t.Errorf("%d of %d findings", seen, len(want))
	}
	// diff mode: a changed caller keeps its own finding
	fo := loadFolder(t, filepath.Join("testdata", "js-block-group"))
	eng := &checks.Engine{Workers: 1, Repo: fo.source()}
	dres, err := eng.Scan(context.Background(), []checks.Input{fo.input("src/tools.ts")})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range finding.DropCovered(dres.Findings) {
		if f.RuleID == "RC201" {
			n++
		}
	}
	if n != 8 {
		t.Errorf("diff mode: %d RC201 findings, want 8 (one per call)", n)
	}
}
