package annotate

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/finding"
)

func suggestable(path string, line int, text string, safe bool) finding.Finding {
	app := finding.FixSafe
	if !safe {
		app = finding.FixUnsafe
	}
	return finding.Finding{RuleID: "RC102", RuleName: "subprocess-without-timeout", Severity: finding.SeverityMedium,
		Path: path, StartLine: line, EndLine: line, Message: "subprocess.run has no timeout", LineText: text, InDiff: true, FixInDiff: true,
		Autofix: &finding.Fix{Applicability: app, Message: "add timeout=30",
			Lines: &finding.LineChange{StartLine: line, EndLine: line, Text: strings.Replace(text, ")", ", timeout=30)", 1)}}}
}

func TestSuggestions(t *testing.T) {
	var fs []finding.Finding
	for i := 0; i < 25; i++ {
		fs = append(fs, suggestable("a.py", 10+i, "    subprocess.run(cmd"+strings.Repeat("x", i)+")", true))
	}
	unsafe := suggestable("b.js", 3, "Promise.all(xs)", false)
	outside := suggestable("c.py", 4, "run(a)", true)
	outside.FixInDiff = false
	multi := suggestable("d.py", 7, "run(a,", true)
	multi.Autofix.Lines = &finding.LineChange{StartLine: 7, EndLine: 8, Text: "run(a,\n    b, timeout=30)"}
	r := &Report{Findings: append([]finding.Finding{multi, unsafe, outside}, fs...)}

	got := Suggestions(r, nil, 0)
	if len(got) != MaxSuggestions {
		t.Fatalf("%d suggestions, want the cap %d", len(got), MaxSuggestions)
	}
	if got[0].Path != "d.py" || got[0].StartLine != 7 || got[0].Line != 8 {
		t.Errorf("multi-line suggestion %+v: want start_line 7, line 8", got[0])
	}
	if !strings.Contains(got[0].Body, "```suggestion\nrun(a,\n    b, timeout=30)\n```") {
		t.Errorf("body lacks the suggestion block:\n%s", got[0].Body)
	}
	for _, c := range got {
		if c.Path == "b.js" || c.Path == "c.py" {
			t.Errorf("unsafe or out-of-diff fix suggested: %+v", c)
		}
		if SuggestedFingerprint(c.Body) != c.Fingerprint {
			t.Errorf("body marker %q does not give back fingerprint %s", SuggestedFingerprint(c.Body), c.Fingerprint)
		}
	}
	// a second push: what was posted is not posted again
	posted := map[string]bool{}
	for _, c := range got {
		posted[c.Fingerprint] = true
	}
	again := Suggestions(r, posted, 0)
	if len(again) != 6 {
		t.Fatalf("second push: %d suggestions, want the 6 not posted yet", len(again))
	}
	for _, c := range again {
		if posted[c.Fingerprint] {
			t.Errorf("suggested twice: %+v", c)
		}
	}
}
