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

// TestDebugAndStartUp checks js-debug-startup's whole scan: log() appends
// to a file only when debugLogPath is set (after --debug), so the handlers'
// calls of it are low, with the flag named (one finding, grouped as a
// helper's defect); readTemplate() reads a file on every request, high;
// main(), called only by the module's entry code, reads its spec and logs
// once before it serves: no finding there.
func TestDebugAndStartUp(t *testing.T) {
	res := wholeScan(t, "js-debug-startup")
	got := map[int]string{}
	for _, f := range res.Findings {
		if f.RuleID != "RC201" {
			continue
		}
		got[f.StartLine] = f.Severity.String()
		if f.Severity.String() == "low" && !strings.Contains(f.Message, "it runs only when the debug flag debugLogPath is on") {
			t.Errorf("line %d: no debug reason: %q", f.StartLine, f.Message)
		}
	}
	if got[12] != "low" || got[13] != "high" {
		t.Errorf("handlers: %v, want 12 low (log) and 13 high (readTemplate)", got)
	}
	if _, ok := got[17]; ok && got[17] != "low" {
		t.Errorf("line 17: %s, want low or grouped into line 12", got[17])
	}
	for _, l := range []int{22, 23} {
		if s, ok := got[l]; ok {
			t.Errorf("line %d (main, start-up): reported %s", l, s)
		}
	}
}
