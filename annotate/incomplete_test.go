package annotate

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/finding"
)

// incompleteReport has no findings, one file whose RC101 stopped at its
// step limit, one file not scanned (over the size limit) and one file
// skipped by policy (binary).
func incompleteReport() *Report {
	res := &checks.Result{
		Files: []finding.ScannedFile{{Path: "gen.go", Lang: finding.LangGo}},
		Notices: []finding.Notice{
			{Path: "big.py", Kind: finding.NoticeSkipped, Reason: "not scanned: file is 2000000 bytes, over the 1048576-byte limit", Incomplete: true},
			{Path: "blob.js", Kind: finding.NoticeSkipped, Reason: "binary file by git's rule"},
			{Path: "gen.go", Kind: finding.NoticePartial, Reason: "rule RC101 did not finish", Incomplete: true, Rules: []string{"RC101"}},
		},
	}
	rules := checks.Infos(checks.DefaultRules())
	return &Report{Files: res.Files, Notices: res.Notices, Rules: rules, FailOn: finding.SeverityHigh, FilterMode: "added",
		Checklist: checks.EvaluateChecklist(rules, res, finding.SeverityHigh)}
}

// TestIncompleteIsNeverAPass: a scan in which a rule did not finish or a
// file was not scanned concludes neutral with the reason in the title, its
// headline names the files and rules, the timeouts row reads "not
// evaluated", SARIF carries it in the run's properties, and only the
// user's lenience turns it into success. Before, the same report concluded
// success with "no findings" and every row read "pass".
func TestIncompleteIsNeverAPass(t *testing.T) {
	r := incompleteReport()
	if got := Conclusion(r, finding.SeverityHigh); got != ConclusionNeutral {
		t.Errorf("conclusion %q, want neutral", got)
	}
	if got, want := CheckRunTitle(r), "incomplete (not scanned: big.py; RC101 did not finish on gen.go): no findings"; got != want {
		t.Errorf("title %q, want %q", got, want)
	}
	md := Markdown(r)
	head := strings.SplitN(md, "\n", 3)[1]
	for _, want := range []string{"⚠️ resilience-check: incomplete", "big.py", "RC101 did not finish on gen.go", "1 file skipped by policy"} {
		if !strings.Contains(head, want) {
			t.Errorf("headline %q lacks %q", head, want)
		}
	}
	if strings.Contains(md, "✅") {
		t.Errorf("an incomplete comment shows a pass mark:\n%s", md)
	}
	for _, st := range r.Checklist {
		if st.Item.ID == finding.ItemTimeouts && st.State != finding.StateNotEvaluated {
			t.Errorf("timeouts row %q, want %q (RC101 did not finish, big.py holds all rules)", st.State, finding.StateNotEvaluated)
		}
		if st.State == finding.StatePass {
			t.Errorf("row %s reads pass although big.py was not scanned", st.Item.ID)
		}
	}
	if !strings.Contains(md, "⚠️ not evaluated") {
		t.Error("checklist table lacks a not-evaluated cell")
	}
	var buf bytes.Buffer
	if err := WriteSARIF(&buf, r); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Runs []struct {
			Properties map[string]any `json:"properties"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if p := doc.Runs[0].Properties; p["incomplete"] != true || !strings.Contains(p["incompleteReason"].(string), "RC101") {
		t.Errorf("SARIF run properties %v: want incomplete and the reason", p)
	}
	buf.Reset()
	if err := WriteText(&buf, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "incomplete: not scanned: big.py; RC101 did not finish on gen.go\n") {
		t.Errorf("text output lacks the incomplete line:\n%s", buf.String())
	}

	r.AllowIncomplete = true
	if got := Conclusion(r, finding.SeverityHigh); got != ConclusionSuccess {
		t.Errorf("with lenience: conclusion %q, want success", got)
	}
	if !strings.Contains(CheckRunTitle(r), "incomplete") {
		t.Error("with lenience the title must still say incomplete")
	}

	empty := &Report{Empty: true, FailOn: finding.SeverityHigh}
	if got := Conclusion(empty, finding.SeverityHigh); got != ConclusionNeutral || !strings.Contains(CheckRunTitle(empty), "nothing was scanned") {
		t.Errorf("nothing scanned: conclusion %q title %q, want neutral and why", got, CheckRunTitle(empty))
	}
}

// TestCapNoticeReachesSinks: the notice counting the findings the caps
// dropped reaches text, markdown and the SARIF run properties.
func TestCapNoticeReachesSinks(t *testing.T) {
	r := &Report{FailOn: finding.SeverityHigh, Notices: []finding.Notice{
		{Path: "amp.js", Kind: finding.NoticeCapped, Dropped: 110000, Reason: "110000 more findings in this file were dropped over the cap of 1000 per file"},
		{Kind: finding.NoticeCapped, Dropped: 5, Reason: "5 more findings were dropped over the cap of 10000 findings per run"}}}
	var text, sarifOut bytes.Buffer
	if err := WriteText(&text, r); err != nil {
		t.Fatal(err)
	}
	if err := WriteSARIF(&sarifOut, r); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"text": text.String(), "markdown": Markdown(r), "sarif": sarifOut.String()} {
		if !strings.Contains(out, "110000 more findings in this file") || !strings.Contains(out, "5 more findings were dropped") {
			t.Errorf("%s lacks the cap notices:\n%s", name, out)
		}
	}
	if !strings.Contains(sarifOut.String(), `"findingsDropped": 110005`) {
		t.Errorf("SARIF lacks findingsDropped 110005:\n%s", sarifOut.String())
	}
}

// TestScanWideGapIsNamed: a gap of the whole scan (a per-scan budget of the
// facts ran out: no path, no rule) is named by its reason in the one-line
// summary of what did not finish, after the files and rules; before, the
// summary read "not scanned: " with an empty list.
func TestScanWideGapIsNamed(t *testing.T) {
	r := incompleteReport()
	r.Notices = append(r.Notices, finding.Notice{Kind: finding.NoticePartial, Incomplete: true,
		Reason: "more than 1000 files would be parsed to follow the handlers registered across files"})
	got := r.IncompleteReason(3)
	want := "not scanned: big.py; RC101 did not finish on gen.go; more than 1000 files would be parsed to follow the handlers registered across files"
	if got != want {
		t.Errorf("IncompleteReason = %q, want %q", got, want)
	}
	only := &Report{Notices: []finding.Notice{{Kind: finding.NoticePartial, Incomplete: true, Reason: "budget spent"}}}
	if got := only.IncompleteReason(3); got != "budget spent" {
		t.Errorf("scan-wide gap alone: %q, want %q", got, "budget spent")
	}
}
