package annotate

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/resilience-check/resilience-check/finding"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, or rewrites the file with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden (run go test -update to create it): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test ./annotate -update rewrites it)\n--- got:\n%s\n--- want:\n%s", name, got, want)
	}
}

// Test rules, written out here so that goldens do not change with the
// metadata in package checks.
var (
	ruleRC101 = &finding.RuleInfo{ID: "RC101", Name: "http-call-without-timeout", Severity: finding.SeverityMedium, CWE: 400,
		Checklist: finding.ItemTimeouts, Summary: "Outbound HTTP or socket call without an explicit timeout",
		Description: "An HTTP call with no timeout waits as long as the server and the network let it.",
		Help:        "## What it does\n\nFinds HTTP calls without a timeout.\n\n## Use instead\n\n```python\nrequests.get(url, timeout=(5, 20))\n```\n"}
	ruleRC201 = &finding.RuleInfo{ID: "RC201", Name: "blocking-call-in-async", Severity: finding.SeverityHigh, CWE: 400,
		Checklist: finding.ItemNoBlocking, Summary: "Blocking call inside an async function"}
	ruleRC301 = &finding.RuleInfo{ID: "RC301", Name: "retry-without-backoff", Severity: finding.SeverityLow, CWE: 1088,
		Checklist: finding.ItemBackoff, Summary: "Retry loop without backoff", Description: "Retries in a tight loop hammer a struggling upstream."}
)

// newFinding builds a finding of rule at path:line:col..endLine:endCol.
func newFinding(rule *finding.RuleInfo, path string, line, col, endLine, endCol int, msg, fix, text string) finding.Finding {
	return finding.Finding{RuleID: rule.ID, RuleName: rule.Name, Severity: rule.Severity, CWE: rule.CWE,
		Checklist: rule.Checklist, Path: path, StartLine: line, StartCol: col, EndLine: endLine, EndCol: endCol,
		Message: msg, Fix: fix, LineText: text, InDiff: true}
}

// sampleReport is a small scan: three reported findings (one per severity,
// one spanning lines, one with markdown and HTML in its message; one fix is
// code, one repeats the message, one is prose), one outside
// the diff, one suppressed, a skipped and a partly scanned file.
func sampleReport() *Report {
	outside := newFinding(ruleRC101, "app/legacy.py", 7, 5, 7, 25,
		"urllib.request.urlopen has no timeout and can hang forever; pass timeout=10", "", "    urllib.request.urlopen(u)")
	outside.InDiff = false
	suppressed := newFinding(ruleRC101, "app/worker.py", 3, 8, 3, 30,
		"httpx.get has no timeout and can hang forever; pass timeout=10", "", "    r = httpx.get(health_url)")
	suppressed.Suppression = &finding.Suppression{Kind: "inSource", Justification: "health check has its own deadline"}
	fixable := newFinding(ruleRC101, "app/client.py", 12, 12, 12, 29,
		"requests.get has no timeout and can hang forever; pass timeout=(5, 20)", "requests.get(url, timeout=(5, 20))",
		"    resp = requests.get(url)")
	fixable.Autofix = &finding.Fix{Applicability: finding.FixSafe, Message: "add timeout=(5, 20)",
		Edits: []finding.Edit{{Start: 310, End: 310, Text: ", timeout=(5, 20)"}}}
	return &Report{
		ToolVersion: "0.1.0",
		Findings: []finding.Finding{
			fixable,
			newFinding(ruleRC201, "app/client.py", 40, 9, 42, 6,
				"time.sleep blocks the event loop in async def fetch_all; use await asyncio.sleep(...) | <b>not</b> *this*",
				"use await asyncio.sleep(...)", // repeats the message: not shown
				"        time.sleep("),
			outside,
			suppressed,
			newFinding(ruleRC301, "web/api.ts", 21, 3, 21, 8,
				"retry loop has no backoff; sleep 2^attempt * base with full jitter",
				"add exponential backoff with full jitter", // prose: not shown
				"\t\tretry(() => call())"),
		},
		Notices: []finding.Notice{
			{Path: "app/broken.py", Kind: finding.NoticePartial, Reason: "file does not parse cleanly; findings inside the broken parts may be missing"},
			{Path: "vendor/big.min.js", Kind: finding.NoticeSkipped, Reason: "file is 3145728 bytes, over the 1048576-byte limit", Incomplete: true},
		},
		Files: []finding.ScannedFile{
			{Path: "app/broken.py", Lang: finding.LangPython, Bytes: 900},
			{Path: "app/client.py", Lang: finding.LangPython, Bytes: 2400},
			{Path: "app/legacy.py", Lang: finding.LangPython, Bytes: 300},
			{Path: "app/worker.py", Lang: finding.LangPython, Bytes: 500},
			{Path: "web/api.ts", Lang: finding.LangTypeScript, Bytes: 1200},
		},
		Rules:      []*finding.RuleInfo{ruleRC101, ruleRC201, ruleRC301},
		Checklist:  sampleChecklist(),
		FailOn:     finding.SeverityMedium,
		FilterMode: "added",
		LinkBase:   "https://github.com/o/r/blob/abc123/",
		// A trailing slash lets GitHub append the run.
		AutomationID: "resilience-check/pull_request/",
	}
}

// sampleChecklist has one item in each state, written out here like the
// rules; one title has a "|" that must not split its table row.
func sampleChecklist() []finding.ChecklistStatus {
	item := func(id, title, guidance string) finding.ChecklistItem {
		return finding.ChecklistItem{ID: id, Title: title, Source: "test", Guidance: guidance}
	}
	return []finding.ChecklistStatus{
		{Item: item(finding.ItemTimeouts, "Every upstream network call has an explicit timeout", "check connect and read timeouts"),
			State: finding.StateFail, Count: 1, Rules: []string{"RC101"}},
		{Item: item(finding.ItemBreaker, "Each external dependency has its own circuit breaker", "check that each upstream host has its own breaker"),
			State: finding.StateManual, Sites: 3, Rules: []string{"RC403"}},
		{Item: item(finding.ItemBackoff, "Retries use bounded exponential backoff | full jitter", "check retry loops"),
			State: finding.StateAdvice, Count: 1, Rules: []string{"RC301"}},
		{Item: item(finding.ItemRateLimits, "Per-user and global rate and concurrency limits", "check rate gates"),
			State: finding.StateManual, Rules: []string{}},
		{Item: item(finding.ItemNoBlocking, "No blocking calls in async handlers", "check async handlers"),
			State: finding.StateFail, Count: 1, Rules: []string{"RC201"}},
		{Item: item(finding.ItemSubprocessDB, "Subprocess and database calls have timeouts", "check subprocess timeouts"),
			State: finding.StatePass, Rules: []string{"RC102", "RC103"}},
		{Item: item(finding.ItemAllSettled, "Multi-source aggregation degrades gracefully (allSettled)", "check Promise.allSettled"),
			State: finding.StateNotApplicable, Rules: []string{"RC202"}},
	}
}
