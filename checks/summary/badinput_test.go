package summary_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/summary"
)

// TestBadInput: an import cycle with mutual recursion, a self-recursive
// helper, a missing import target and files that do not parse each give a
// result (the file is scanned, or skipped with a notice), and the chain
// h -> a -> b -> c -> d -> e -> f -> execSync, longer than summary.MaxDepth
// (a chain of six calls from a()), gives a
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
	longerThan := fmt.Sprintf("longer than %d calls", summary.MaxDepth)
	for _, n := range res.Notices {
		if n.Path == "js/h.ts" && strings.Contains(n.Reason, longerThan) && strings.Contains(n.Reason, "a() at line 6") {
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

// TestLargePackage: a 2,000-file Go package whose functions call each other
// in a chain ending in http.Get gives its result in linear time: the sink
// and the calls up to summary.MaxDepth away from it are reported, the one
// MaxDepth+1 away gets the cut notice, and no other file has either.
func TestLargePackage(t *testing.T) {
	const n = 2000
	var in []checks.Input
	for i := 0; i < n; i++ {
		var src string
		if i == n-1 {
			src = fmt.Sprintf("package big\n\nimport \"net/http\"\n\nfunc F%d() { http.Get(\"https://example.com\") }\n", i)
		} else {
			src = fmt.Sprintf("package big\n\nfunc F%d() { F%d() }\n", i, i+1)
		}
		b := []byte(src)
		in = append(in, checks.Input{Path: fmt.Sprintf("big/f%04d.go", i), Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }})
	}
	start := time.Now()
	res, err := (&checks.Engine{Workers: 2}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d files in %v", n, time.Since(start))
	got := map[string]bool{}
	for _, f := range res.Findings {
		got[f.Path] = true
	}
	for i := n - 1; i >= n-1-summary.MaxDepth; i-- {
		if p := fmt.Sprintf("big/f%04d.go", i); !got[p] {
			t.Errorf("no RC101 finding in %s", p)
		}
	}
	if len(res.Findings) != summary.MaxDepth+1 {
		t.Errorf("%d findings, want %d (the sink and the %d calls above it)", len(res.Findings), summary.MaxDepth+1, summary.MaxDepth)
	}
	cutAt := fmt.Sprintf("big/f%04d.go", n-2-summary.MaxDepth)
	cuts := 0
	for _, no := range res.Notices {
		if strings.Contains(no.Reason, "longer than") {
			cuts++
			if no.Path != cutAt {
				t.Errorf("cut notice on %s, want %s", no.Path, cutAt)
			}
		}
	}
	if cuts != 1 {
		t.Errorf("%d cut notices, want 1", cuts)
	}
}

// TestChainSeverityByImpact: a finding reached through a helper gets the
// severity of where its call runs, as an in-file finding does (issue 21):
// low in a CLI with the reason in the message, medium in a tool handler
// with "in a tool handler".
func TestChainSeverityByImpact(t *testing.T) {
	fo := loadFolder(t, filepath.Join("testdata", "js-cli-caller"))
	var in []checks.Input
	for _, p := range fo.sources() {
		in = append(in, fo.input(p))
	}
	res, err := (&checks.Engine{Workers: 1, Repo: fo.source()}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"src/cli/login.ts": "low: in a CLI", "src/tools.ts": "medium: in a tool handler"}
	for _, f := range res.Findings {
		if f.RuleID != "RC101" {
			continue
		}
		w, ok := want[f.Path]
		if !ok {
			continue
		}
		delete(want, f.Path)
		if sev, _, _ := strings.Cut(w, ":"); f.Severity.String() != sev || !strings.Contains(f.Message, "("+w) {
			t.Errorf("%s:%d: %s %q, want %q", f.Path, f.StartLine, f.Severity, f.Message, w)
		}
	}
	for p := range want {
		t.Errorf("%s: no RC101 through the helper", p)
	}
}

// TestDeepChainsCut: RC402's and RC601's chains longer than
// summary.MaxDepth (tool -> a -> b -> c -> d -> e -> f -> the driver or
// tool -> apost -> bpost -> cpost -> dpost -> epost -> post -> the POST)
// give a notice on the file, not a finding; one call shorter is reported
// (the want comments of testdata/py-deep-chain).
func TestDeepChainsCut(t *testing.T) {
	fo := loadFolder(t, filepath.Join("testdata", "py-deep-chain"))
	var in []checks.Input
	for _, p := range fo.sources() {
		in = append(in, fo.input(p))
	}
	res, err := (&checks.Engine{Workers: 1, Repo: fo.source()}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"(RC402)": false, "(RC601)": false}
	longerThan := fmt.Sprintf("longer than %d calls", summary.MaxDepth)
	for _, n := range res.Notices {
		for rule := range want {
			if n.Path == "app/tools.py" && strings.Contains(n.Reason, longerThan) && strings.HasSuffix(n.Reason, rule) {
				want[rule] = true
			}
		}
	}
	for rule, ok := range want {
		if !ok {
			t.Errorf("no notice of a cut %s chain in app/tools.py; notices: %+v", rule, res.Notices)
		}
	}
}

// TestBudgetsAcrossFiles: RC104 judges a helper's timeout at the handler's
// call against the budgets of the caller's settings (timeouts: in the
// configuration): the 300 s timeout of testdata/py-budget-helper is within
// a tool budget of 10 minutes.
func TestBudgetsAcrossFiles(t *testing.T) {
	fo := loadFolder(t, filepath.Join("testdata", "py-budget-helper"))
	var in []checks.Input
	for _, p := range fo.sources() {
		in = append(in, fo.input(p))
	}
	eng := &checks.Engine{Workers: 1, Repo: fo.source()}
	eng.Settings.Budgets.Tool = 10 * time.Minute
	res, err := eng.Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Findings {
		if f.RuleID == "RC104" && f.Path == "app/tools.py" && (f.StartLine == 12 || f.StartLine == 27) {
			t.Errorf("RC104 at %s:%d under a 10-minute tool budget: %s", f.Path, f.StartLine, f.Message)
		}
	}
	n := 0
	for _, f := range res.Findings {
		if f.RuleID == "RC104" && f.Path == "app/tools.py" {
			n++
		}
	}
	if n != 2 { // the connect timeout (5 s budget) and the resource's read timeout (10 s budget)
		t.Errorf("got %d RC104 findings in app/tools.py, want 2 (connect and resource)", n)
	}
}
