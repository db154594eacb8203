package annotate

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-github/v62/github"

	"github.com/resilience-check/resilience-check/finding"
)

func TestCheckRunAnnotationsGolden(t *testing.T) {
	out, err := json.MarshalIndent(CheckRunAnnotations(sampleReport()), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "checkrun-annotations.json", append(out, '\n'))
}

func TestCheckRunAnnotationsFields(t *testing.T) {
	a := CheckRunAnnotations(sampleReport())
	if len(a) != 3 {
		t.Fatalf("%d annotations, want 3 (the reported findings)", len(a))
	}
	for i, want := range []struct {
		path, level, title string
		cols               bool
		details            bool
	}{
		{"app/client.py", "warning", "RC101 http-call-without-timeout", true, true},
		{"app/client.py", "failure", "RC201 blocking-call-in-async", false, false}, // lines 40-42
		{"web/api.ts", "notice", "RC301 retry-without-backoff", true, false},
	} {
		got := a[i]
		if got.GetPath() != want.path || got.GetAnnotationLevel() != want.level || got.GetTitle() != want.title {
			t.Errorf("annotation %d: %s %s %q", i, got.GetPath(), got.GetAnnotationLevel(), got.GetTitle())
		}
		if (got.StartColumn != nil) != want.cols || (got.EndColumn != nil) != want.cols {
			t.Errorf("annotation %d: columns present = %v, want %v", i, got.StartColumn != nil, want.cols)
		}
		if (got.RawDetails != nil) != want.details {
			t.Errorf("annotation %d: raw_details = %q", i, got.GetRawDetails())
		}
	}
}

func TestCheckRunAnnotationsLimits(t *testing.T) {
	f := newFinding(ruleRC101, "a.py", 1, 1, 1, 2, strings.Repeat("m", 70000), strings.Repeat("f", 70000), "x")
	f.RuleName = strings.Repeat("n", 300)
	a := CheckRunAnnotations(&Report{Findings: []finding.Finding{f}})[0]
	if n := len(a.GetTitle()); n > 255 {
		t.Errorf("title is %d bytes, over 255", n)
	}
	if n := len(a.GetMessage()); n > 64*1024 || n < 60000 {
		t.Errorf("message is %d bytes, want close to but not over 64 KB", n)
	}
	if n := len(a.GetRawDetails()); n > 64*1024 {
		t.Errorf("raw_details is %d bytes, over 64 KB", n)
	}
}

func TestBatches(t *testing.T) {
	r := &Report{}
	for i := range 120 {
		r.Findings = append(r.Findings, newFinding(ruleRC101, fmt.Sprintf("f%d.py", i), i+1, 1, i+1, 2, "m", "", "x"))
	}
	batches := Batches(CheckRunAnnotations(r), MaxAnnotationsPerRequest)
	var sizes []int
	seen := map[string]int{}
	for _, b := range batches {
		sizes = append(sizes, len(b))
		for _, a := range b {
			seen[fmt.Sprintf("%s:%d", a.GetPath(), a.GetStartLine())]++
		}
	}
	if fmt.Sprint(sizes) != "[50 50 20]" {
		t.Errorf("batch sizes %v, want [50 50 20]", sizes)
	}
	for i := range 120 {
		if key := fmt.Sprintf("f%d.py:%d", i, i+1); seen[key] != 1 {
			t.Errorf("%s appears %d times, want once", key, seen[key])
		}
	}
	if len(seen) != 120 {
		t.Errorf("%d distinct annotations, want 120", len(seen))
	}

	// Appending to a batch must not overwrite the next one.
	first := batches[1][0]
	_ = append(batches[0], &github.CheckRunAnnotation{})
	if batches[1][0] != first {
		t.Error("appending to batch 0 overwrote batch 1")
	}
	if got := Batches(nil, 50); len(got) != 0 {
		t.Errorf("Batches(nil) = %d batches, want none", len(got))
	}
	if got := Batches(make([]*github.CheckRunAnnotation, 51), 0); len(got) != 2 {
		t.Errorf("n = 0 should mean MaxAnnotationsPerRequest; got %d batches for 51", len(got))
	}
}

// TestCheckRunAnnotationsCapped: 3,000 reported findings give at most
// MaxAnnotations annotations (20 requests, not 60), every high one first,
// and the summary counts the rest as SARIF-only.
func TestCheckRunAnnotationsCapped(t *testing.T) {
	r := &Report{FailOn: finding.SeverityHigh}
	for i := 0; i < 3000; i++ {
		sev := finding.SeverityLow
		if i%100 == 99 {
			sev = finding.SeverityHigh
		}
		r.Findings = append(r.Findings, finding.Finding{RuleID: "RC101", Severity: sev, Path: "a.js", StartLine: i + 1, EndLine: i + 1, InDiff: true, Message: "m"})
	}
	anns := CheckRunAnnotations(r)
	if len(anns) != MaxAnnotations || len(Batches(anns, 0)) != MaxAnnotations/MaxAnnotationsPerRequest {
		t.Fatalf("%d annotations in %d requests, want %d", len(anns), len(Batches(anns, 0)), MaxAnnotations)
	}
	high := 0
	for _, a := range anns {
		if a.GetAnnotationLevel() == "failure" {
			high++
		}
	}
	if high != 30 {
		t.Fatalf("%d high annotations, want all 30 kept", high)
	}
	if !strings.Contains(Summary(r), "2000 findings past the 1000 check-run annotations are in the SARIF only") {
		t.Error("summary does not count the findings left out of the annotations")
	}
}
