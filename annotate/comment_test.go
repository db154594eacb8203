package annotate

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/resilience-check/resilience-check/finding"
)

func TestMarkdownGolden(t *testing.T) {
	golden(t, "comment.md", []byte(Markdown(sampleReport())))
}

func TestMarkdownIsSummaryWithMarker(t *testing.T) {
	r := sampleReport()
	md := Markdown(r)
	if !strings.HasPrefix(md, CommentMarker+"\n") {
		t.Fatalf("comment does not start with the marker line: %.80q", md)
	}
	if md != CommentMarker+"\n"+Summary(r) {
		t.Error("Markdown is not the marker line followed by Summary")
	}
	if strings.Contains(Summary(r), CommentMarker) {
		t.Error("Summary carries the comment marker")
	}
}

// TestVerdictFollowsFailOn: the header marks a failure only for reported
// findings at or above fail-on; below it the findings are advice.
func TestVerdictFollowsFailOn(t *testing.T) {
	r := sampleReport()
	r.Notices = nil // complete: TestIncompleteIsNeverAPass covers the rest
	for _, tc := range []struct {
		failOn finding.Severity
		want   string
	}{
		{finding.SeverityHigh, "**❌ resilience-check: 3 findings on changed lines (1 high, 1 medium, 1 low)**"},
		{finding.SeverityLow, "**❌ resilience-check: 3 findings"},
		{finding.SeverityNone, "**💡 resilience-check: 3 findings on changed lines (1 high, 1 medium, 1 low); nothing fails the check (fail-on none)**"},
	} {
		r.FailOn = tc.failOn
		if got := verdict(r); !strings.HasPrefix(got, tc.want) {
			t.Errorf("fail-on %v: verdict %q, want prefix %q", tc.failOn, got, tc.want)
		}
	}
	low := &Report{FailOn: finding.SeverityHigh, FilterMode: "added", Findings: []finding.Finding{
		{RuleID: "RC302", Severity: finding.SeverityLow, Path: "a.py", StartLine: 3, InDiff: true}}}
	if got, want := verdict(low), "**💡 resilience-check: 1 finding on changed lines (1 low); none at or above the fail-on severity, high**"; got != want {
		t.Errorf("low-only verdict %q, want %q", got, want)
	}
}

func TestMarkdownContent(t *testing.T) {
	r := sampleReport()
	md := Markdown(r)
	for _, want := range []string{
		"**❌ resilience-check: 3 findings on changed lines (1 high, 1 medium, 1 low)** — ⚠️ incomplete: not scanned: vendor/big.min.js",
		"| Item | Status | Rules |",
		"| Every upstream network call has an explicit timeout | ❌ fail (1) | RC101 |",
		"| Each external dependency has its own circuit breaker<br><sub>check that each upstream host has its own breaker</sub> | 👀 manual review (3 upstream calls) | RC403 |",
		`| Retries use bounded exponential backoff \| full jitter | 💡 advice (1) | RC301 |`,
		"| Per-user and global rate and concurrency limits<br><sub>check rate gates</sub> | 👀 manual review | — |",
		"\n1 fixable with `resilience-check scan --fix`.\n",
		"| Subprocess and database calls have timeouts | ✅ pass | RC102, RC103 |",
		"| ➖ not applicable | RC202 |",
		"[app/client.py#L12](https://github.com/o/r/blob/abc123/app/client.py#L12)",
		"— fix: requests.get(url, timeout=(5, 20))",
		// Markdown and HTML in messages are neutralised.
		`asyncio.sleep(...) \| &lt;b&gt;not&lt;/b&gt; \*this\*`,
		"- filter mode: added\n",
		"- 5 files scanned, 1 skipped",
		"- 1 finding outside the diff, 1 suppressed",
		"- vendor/big.min.js: skipped: file is 3145728 bytes, over the 1048576-byte limit",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("comment lacks %q", want)
		}
	}
	for _, unwanted := range []string{"<b>", "app/legacy.py#L7", "app/worker.py#L3"} {
		if strings.Contains(md, unwanted) {
			t.Errorf("comment contains %q (raw HTML, or a finding that is outside the diff or suppressed)", unwanted)
		}
	}
	// Findings are grouped under one heading per file.
	if n := strings.Count(md, "**app/client.py**"); n != 1 {
		t.Errorf("app/client.py heading appears %d times, want 1", n)
	}

	r.LinkBase = ""
	if md := Markdown(r); !strings.Contains(md, "[app/client.py#L12](app/client.py#L12)") {
		t.Error("without LinkBase the link should be relative")
	}
}

func TestMarkdownNoFindings(t *testing.T) {
	r := sampleReport()
	for i := range r.Findings {
		r.Findings[i].InDiff = false
	}
	r.Notices = nil
	md := Markdown(r)
	if !strings.Contains(md, "**✅ resilience-check: no findings on changed lines**\n") {
		t.Errorf("verdict missing:\n%s", md)
	}
	if strings.Contains(md, "#### Findings") || strings.Contains(md, "**Notices**") {
		t.Error("empty findings or notices sections are rendered")
	}
	r.FilterMode = "nofilter"
	if !strings.Contains(Markdown(r), "no findings in the scanned files") {
		t.Error("nofilter verdict should not speak of changed lines")
	}
}

func TestMarkdownEscapesMentionsAndPaths(t *testing.T) {
	f := newFinding(ruleRC101, "src/a (copy)/b_c.py", 5, 1, 5, 2, "@retry wraps a call without a timeout", "", "x")
	md := Markdown(&Report{Findings: []finding.Finding{f}, LinkBase: "https://x/"})
	if strings.Contains(md, "@retry") {
		t.Error("an @mention survived escaping")
	}
	if !strings.Contains(md, "(https://x/src/a%20%28copy%29/b_c.py#L5)") {
		t.Errorf("link destination not escaped:\n%s", md)
	}
	if !strings.Contains(md, `[src/a (copy)/b\_c.py#L5]`) {
		t.Errorf("link text not escaped:\n%s", md)
	}
}

// bigReport has n reported findings and n skipped files, with long messages.
func bigReport(n int) *Report {
	r := sampleReport()
	r.Findings, r.Notices = nil, nil
	for i := range n {
		r.Findings = append(r.Findings, newFinding(ruleRC101, fmt.Sprintf("pkg%03d/client.py", i/10), i%10+1, 5, i%10+1, 20,
			"requests.get has no timeout and can hang forever; pass timeout=(5, 20) "+strings.Repeat("é", 40), "", "x"))
		r.Notices = append(r.Notices, finding.Notice{Path: fmt.Sprintf("vendor/%d.min.js", i), Kind: finding.NoticeSkipped, Reason: "minified"})
	}
	return r
}

func TestMarkdownTruncatesFindingsNotChecklist(t *testing.T) {
	r := bigReport(5000)
	small := Markdown(sampleReport())
	table := small[strings.Index(small, "| Item |"):]
	table = table[:strings.Index(table, "\n\n")] // the table ends at the first blank line

	for name, c := range map[string]struct {
		out   string
		limit int
	}{"comment": {Markdown(r), MaxCommentChars}, "summary": {Summary(r), MaxSummaryChars}} {
		md := c.out
		if len(md) >= c.limit || utf8.RuneCountInString(md) >= c.limit {
			t.Errorf("%s: %d bytes, %d characters; want under %d", name, len(md), utf8.RuneCountInString(md), c.limit)
		}
		if len(md) < c.limit-2000 {
			t.Errorf("%s: only %d bytes used of %d", name, len(md), c.limit)
		}
		if !strings.Contains(md, table) {
			t.Errorf("%s: checklist table is not intact", name)
		}
		shown := strings.Count(md, "- 🟠 **medium** RC101")
		note := fmt.Sprintf("\n… and %d more findings; see the check run or SARIF\n", 5000-shown)
		if shown == 0 || !strings.Contains(md, note) {
			t.Errorf("%s: %d findings shown, note %q missing", name, shown, note)
		}
		notices := strings.Count(md, ": skipped: minified")
		if notices == 0 || !strings.Contains(md, fmt.Sprintf("- … and %d more notices\n", 5000-notices)) {
			t.Errorf("%s: %d notices shown, note missing", name, notices)
		}
		if !strings.HasSuffix(md, "\n</details>\n") {
			t.Errorf("%s: details section not closed", name)
		}
	}
}

// TestShownFix: a fix is shown when it is code the message does not already
// say; the cases are real messages and fixes of the demo server's findings.
func TestShownFix(t *testing.T) {
	for _, tc := range []struct{ msg, fix, want string }{
		// code the message does not show
		{"requests.post sends a POST that is retried by the loop at line 108 without an Idempotency-Key header, so a lost response makes the upstream perform it twice; send an Idempotency-Key that stays the same across attempts",
			`headers={"Idempotency-Key": key}`, `headers={"Idempotency-Key": key}`},
		{"requests.get has no timeout and can hang forever; pass timeout=(5, 20)",
			"requests.get(url, timeout=(5, 20))", "requests.get(url, timeout=(5, 20))"},
		// repeats the message
		{"requests.get has no timeout and can hang forever; pass timeout=(5, 20)", "timeout=(5, 20)", ""},
		{"http.Client has no Timeout and is used for requests that can hang forever; set Timeout: 10 * time.Second",
			"Timeout:  10 * time.Second", ""}, // whitespace runs compare as one space
		{"time.sleep blocks the event loop in async def current_conditions, so no other request or task runs until the sleep ends; use await asyncio.sleep(...)",
			"use await asyncio.sleep(...)", ""},
		// prose
		{"`while True` retries requests.get with no attempt limit or deadline, so a failing upstream is retried forever; cap the attempts or add a deadline",
			"cap the attempts", ""},
		{"tool create_ticket performs a POST (requests.post at line 110) but takes no idempotency key, so a retry after a lost response repeats the mutation; accept a caller-supplied idempotency key and deduplicate on it",
			"add an idempotency_key parameter, deduplicate on it and send it as an Idempotency-Key header", ""},
		{"any message", "", ""},
	} {
		f := finding.Finding{Message: tc.msg, Fix: tc.fix}
		if got := shownFix(&f); got != tc.want {
			t.Errorf("fix %q: shown %q, want %q", tc.fix, got, tc.want)
		}
		want := tc.msg
		if tc.want != "" {
			want += " — fix: " + tc.want
		}
		if got := messageWithFix(&f); got != want {
			t.Errorf("fix %q: message %q, want %q", tc.fix, got, want)
		}
	}
}

// TestMarkdownConfigNote: the note about the config is on the line after
// the verdict, before the checklist.
func TestMarkdownConfigNote(t *testing.T) {
	r := &Report{ConfigNote: "This pull request changes .github/resilience-check.yml; the scan used the base branch's config"}
	md := Markdown(r)
	lines := strings.Split(md, "\n")
	if len(lines) < 4 || !strings.Contains(lines[3], "This pull request changes .github/resilience-check.yml") {
		t.Fatalf("config note not right after the verdict:\n%s", md)
	}
	if !strings.Contains(Summary(r), "changes .github/resilience-check.yml") {
		t.Error("summary lacks the config note")
	}
}
