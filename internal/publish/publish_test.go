package publish_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
	"github.com/resilience-check/resilience-check/internal/publish"
)

const head = "0123456789abcdef0123456789abcdef01234567"

// setup returns a fake GitHub with pull request 7 adding svc/tool.py, a
// client for it, an in-progress check run and a report with one reported
// finding whose safe fix lies on an added line.
func setup(t *testing.T) (*ghfake.Server, *ghclient.Client, *ghclient.CheckRun, *annotate.Report) {
	t.Helper()
	fake := ghfake.New("")
	t.Cleanup(fake.Close)
	fake.PRFiles[7] = []ghfake.File{{Filename: "svc/tool.py", Status: "added", Additions: 5,
		Patch: "@@ -0,0 +1,5 @@\n+import subprocess\n+\n+\n+def render(cmd):\n+    return subprocess.run(cmd)"}}
	gh, err := ghclient.New(ghclient.Options{Token: "t", APIURL: fake.APIURL(),
		Policy: ghclient.RetryPolicy{MaxAttempts: 1, Timeout: 5 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	repo := ghclient.Repo{Owner: "o", Name: "r"}
	check, err := gh.CreateCheckRun(context.Background(), repo, "resilience-check", head, ghclient.Output{Title: "scanning", Summary: "scanning"})
	if err != nil {
		t.Fatal(err)
	}
	line := "    return subprocess.run(cmd)"
	f := finding.Finding{RuleID: "RC102", RuleName: "subprocess-without-timeout", Severity: finding.SeverityHigh, CWE: 400,
		Checklist: finding.ItemSubprocessDB, Path: "svc/tool.py", StartLine: 5, StartCol: 12, EndLine: 5, EndCol: 31,
		Message: "subprocess.run has no timeout", LineText: line, InDiff: true, FixInDiff: true,
		Autofix: &finding.Fix{Applicability: finding.FixSafe, Message: "add timeout=30",
			Lines: &finding.LineChange{StartLine: 5, EndLine: 5, Text: "    return subprocess.run(cmd, timeout=30)"}}}
	rep := &annotate.Report{Findings: []finding.Finding{f}, FailOn: finding.SeverityMedium, FilterMode: "added"}
	return fake, gh, check, rep
}

// TestRunOrder: every step on posts the review of suggestions, then the
// comment (which links the review), the SARIF upload, the annotations and
// the conclusion, in that order.
func TestRunOrder(t *testing.T) {
	fake, gh, check, rep := setup(t)
	var done []publish.Step
	seq := &publish.Sequence{GH: gh, Repo: ghclient.Repo{Owner: "o", Name: "r"}, Number: 7, Head: head,
		Suggestions: true, Comment: true, SARIFRef: "refs/pull/7/head", Check: check,
		Conclusion: annotate.Conclusion(rep, rep.FailOn), ExternalID: "review-key",
		Done: func(st publish.Step, _ *publish.Outcome) { done = append(done, st) }}
	out, err := seq.Run(context.Background(), rep)
	if err != nil {
		t.Fatal(err)
	}
	want := []publish.Step{publish.StepSuggestions, publish.StepComment, publish.StepSARIF, publish.StepAnnotate, publish.StepComplete}
	if !slices.Equal(done, want) {
		t.Errorf("steps done %v, want %v", done, want)
	}
	if out.Suggested != 1 || len(fake.Reviews) != 1 || out.Comment == nil || !out.Comment.Created || out.SARIFID == "" || out.Annotations != 1 {
		t.Fatalf("outcome %+v; reviews %d", out, len(fake.Reviews))
	}
	if len(fake.Comments) != 1 || !strings.Contains(fake.Comments[0].Body, "1 suggested change with one-click fixes") {
		t.Errorf("the comment does not link the review posted before it: %v", fake.Comments)
	}
	cr := fake.CheckRuns[0]
	if cr.Status != "completed" || cr.Conclusion != "failure" || cr.ExternalID != "review-key" || len(cr.Annotations) != 1 || !strings.Contains(cr.Summary, "suggested change") {
		t.Errorf("check run %+v", cr)
	}
	// the order of the writes GitHub saw
	var writes []string
	for _, r := range fake.Requests {
		if r.Method != http.MethodGet {
			writes = append(writes, r.Method+" "+r.Path)
		}
	}
	wantWrites := []string{"POST /repos/o/r/check-runs", "POST /repos/o/r/pulls/7/reviews", "POST /repos/o/r/issues/7/comments",
		"POST /repos/o/r/code-scanning/sarifs", "PATCH /repos/o/r/check-runs/" + strconv.FormatInt(check.ID, 10), "PATCH /repos/o/r/check-runs/" + strconv.FormatInt(check.ID, 10)}
	if !slices.Equal(writes, wantWrites) {
		t.Errorf("writes\n%v\nwant\n%v", writes, wantWrites)
	}
}

// TestRunFailedAndSkip: Failed returning nil goes on with the next step, a
// non-nil return stops the sequence with that error and leaves the check run
// open; Skip skips a step without a request; steps that need a pull request
// do nothing without one.
func TestRunFailedAndSkip(t *testing.T) {
	fake, gh, check, rep := setup(t)
	fake.Fail("POST", `/issues/7/comments$`, 1, http.StatusForbidden, nil, "")
	stop := errors.New("stop")
	var failed []publish.Step
	seq := &publish.Sequence{GH: gh, Repo: ghclient.Repo{Owner: "o", Name: "r"}, Number: 7, Head: head,
		Suggestions: true, Comment: true, SARIFRef: "refs/pull/7/head", Check: check, Conclusion: "failure",
		Skip: func(st publish.Step) bool { return st == publish.StepSuggestions },
		Failed: func(st publish.Step, _ *publish.Outcome, err error) error {
			failed = append(failed, st)
			if !ghclient.IsForbidden(err) {
				t.Errorf("%s: error %v, want the 403", st, err)
			}
			return nil
		}}
	if _, err := seq.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(failed, []publish.Step{publish.StepComment}) || len(fake.Reviews) != 0 || fake.CheckRuns[0].Status != "completed" {
		t.Errorf("failed %v, reviews %d, check run %+v: a skipped step posts nothing and a noted failure does not stop", failed, len(fake.Reviews), fake.CheckRuns[0])
	}

	fake2, gh2, check2, rep2 := setup(t)
	fake2.Fail("POST", `/code-scanning/sarifs$`, 1, http.StatusBadGateway, nil, "")
	seq2 := &publish.Sequence{GH: gh2, Repo: ghclient.Repo{Owner: "o", Name: "r"}, Number: 7, Head: head,
		Comment: true, SARIFRef: "refs/pull/7/head", Check: check2, Conclusion: "failure", ExternalID: "review-key",
		Failed: func(publish.Step, *publish.Outcome, error) error { return stop }}
	if _, err := seq2.Run(context.Background(), rep2); !errors.Is(err, stop) {
		t.Fatalf("Run returned %v, want the error Failed returned", err)
	}
	if fake2.CheckRuns[0].Status == "completed" || check2.ExternalID != "" || len(fake2.Comments) != 1 {
		t.Errorf("check run %+v, %d comments: a stopped sequence must leave the check run open, without the external ID, after the comment", fake2.CheckRuns[0], len(fake2.Comments))
	}

	fake3, gh3, _, rep3 := setup(t)
	seq3 := &publish.Sequence{GH: gh3, Repo: ghclient.Repo{Owner: "o", Name: "r"}, Head: head, Suggestions: true, Comment: true}
	if out, err := seq3.Run(context.Background(), rep3); err != nil || out.Comment != nil || len(fake3.Comments) != 0 || len(fake3.Reviews) != 0 {
		t.Errorf("without a pull request: outcome %+v, error %v, %d comments, %d reviews", out, err, len(fake3.Comments), len(fake3.Reviews))
	}
}
