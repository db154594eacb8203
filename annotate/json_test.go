package annotate

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestWriteJSONGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, sampleReport()); err != nil {
		t.Fatal(err)
	}
	golden(t, "report.json", buf.Bytes())
}

func TestWriteJSONContent(t *testing.T) {
	r := sampleReport()
	var buf bytes.Buffer
	if err := WriteJSON(&buf, r); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Version  string         `json:"version"`
		Summary  map[string]int `json:"summary"`
		Findings []struct {
			RuleID      string `json:"rule_id"`
			Severity    string `json:"severity"`
			StartLine   int    `json:"start_line"`
			Fingerprint string `json:"fingerprint"`
			Reported    bool   `json:"reported"`
			InDiff      bool   `json:"in_diff"`
			Suppression *struct {
				Justification string `json:"justification"`
			} `json:"suppression"`
		} `json:"findings"`
		Checklist []struct {
			ID    string `json:"id"`
			State string `json:"state"`
		} `json:"checklist"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"high": 1, "medium": 1, "low": 1, "total": 3, "outside_diff": 1, "suppressed": 1}
	for k, v := range want {
		if doc.Summary[k] != v {
			t.Errorf("summary.%s = %d, want %d", k, doc.Summary[k], v)
		}
	}
	if doc.Version != "0.1.0" || len(doc.Findings) != len(r.Findings) || len(doc.Checklist) != len(r.Checklist) {
		t.Fatalf("version %q, %d findings, %d checklist items", doc.Version, len(doc.Findings), len(doc.Checklist))
	}
	for i, f := range doc.Findings {
		src := &r.Findings[i]
		if f.RuleID != src.RuleID || f.Severity != src.Severity.String() || f.StartLine != src.StartLine ||
			f.Fingerprint != src.Fingerprint() || f.Reported != src.Reported() || f.InDiff != src.InDiff ||
			(f.Suppression != nil) != (src.Suppression != nil) {
			t.Errorf("finding %d = %+v, want %+v", i, f, src)
		}
	}

	// An empty report has lists, not nulls.
	buf.Reset()
	if err := WriteJSON(&buf, &Report{}); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(buf.Bytes(), []byte("null")) {
		t.Errorf("empty report has null:\n%s", buf.Bytes())
	}
}
