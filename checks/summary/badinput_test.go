package summary_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/summary"
)

// TestBadInput: an import cycle with mutual recursion, a self-recursive
// helper, a missing import target and files that do not parse each give a
// result (the file is scanned, or skipped with a notice), and the chain
// h -> a -> b -> c -> d -> execSync, longer than summary.MaxDepth, gives a
// notice on the call where it was cut instead of a finding.
func TestBadInput(t *testing.T) {
	fo := loadFolder(t, filepath.Join("testdata", "bad-input"))
	var in []checks.Input
	for _, p := range fo.sources() {
		in = append(in, fo.input(p))
	}
	res, err := (&checks.Engine{Workers: 1, Repo: fo.source()}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	done := map[string]bool{}
	for _, f := range res.Files {
		done[f.Path] = true
	}
	for _, n := range res.Notices {
		done[n.Path] = true
	}
	for _, p := range fo.sources() {
		if !done[p] {
			t.Errorf("%s: neither scanned nor noticed", p)
		}
	}
	var cut, broken bool
	for _, n := range res.Notices {
		if n.Path == "js/h.ts" && strings.Contains(n.Reason, "longer than 3 calls") && strings.Contains(n.Reason, "a() at line 6") {
			cut = true
		}
		if n.Path == "js/broken.ts" && n.Kind == checks.NoticePartial {
			broken = true
		}
	}
	if !cut {
		t.Errorf("no notice of the cut chain at js/h.ts:6; notices: %+v", res.Notices)
	}
	if !broken {
		t.Errorf("no partial notice for js/broken.ts; notices: %+v", res.Notices)
	}
	for _, f := range res.Findings {
		if f.Path == "js/h.ts" {
			t.Errorf("finding past the depth limit: %s:%d %s", f.Path, f.StartLine, f.Message)
		}
	}
}

// TestSummaryIsSerializable: a file summary survives a JSON round trip
// unchanged (what a cache by blob SHA stores).
func TestSummaryIsSerializable(t *testing.T) {
	fo := loadFolder(t, filepath.Join("testdata", "js-fetch-forward"))
	res, err := (&checks.Engine{Workers: 1}).Scan(context.Background(), []checks.Input{fo.input("src/api.ts")})
	if err != nil || len(res.Files) != 1 {
		t.Fatalf("scan: %v %+v", err, res)
	}
	s := summary.ExtractSource(t, "src/api.ts", fo.files["src/api.ts"])
	if len(s.Funcs) < 4 || len(s.Funcs[0].Forwards) != 1 {
		t.Fatalf("summary of api.ts: %+v", s)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back summary.File
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*s, back) {
		t.Errorf("round trip changed the summary:\n%s", b)
	}
}
