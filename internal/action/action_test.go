package action_test

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/cgi"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
	"github.com/resilience-check/resilience-check/internal/action"
)

var wantAnnotations = []string{"app.py:14 warning", "svc/handler.py:5 failure"}

// prFiles is what the pull request files API answers for the fixture's PR.
func prFiles(f *fixture) []ghfake.File {
	return []ghfake.File{
		{Filename: "app.py", Status: "modified", Patch: "@@ -8,3 +8,7 @@ def fetch(url):\n \n def total(xs):\n     return sum(xs)\n+\n+\n+def more(u):\n+    return requests.get(u)  # line 14", Additions: 4},
		{Filename: "notes.txt", Status: "added", Patch: "@@ -0,0 +1 @@\n+requests.get(x)", Additions: 1},
		{Filename: "svc/handler.py", Status: "added", Patch: "@@ -0,0 +1,6 @@\n+import time\n+\n+\n+async def handle(req):\n+    time.sleep(1)\n+    return req", Additions: 6},
	}
}

// serveHead puts the fixture's head files in the fake's contents API.
func serveHead(t *testing.T, h *harness, f *fixture) {
	for _, p := range []string{"app.py", "svc/handler.py", "notes.txt"} {
		h.fake.SetContent(f.head, p, []byte(gitCmd(t, f.origin, "show", f.head+":"+p)+"\n"))
	}
}

func TestPullRequestFromShallowCheckout(t *testing.T) {
	f := newFixture(t, nil)
	for _, c := range []string{f.base, f.head} {
		if exec.Command("git", "-C", f.ws, "cat-file", "-e", c+"^{commit}").Run() == nil {
			t.Fatalf("fixture: %s is already in the shallow checkout", c)
		}
	}
	h := newHarness(t, f.ws)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d, want %d (a high finding, fail-on high)", code, action.ExitFindings)
	}
	log := h.log.String()
	if !strings.Contains(log, "diff source: local git") || !strings.Contains(log, "fetched ") {
		t.Error("log does not say the commits were fetched and git was the diff source")
	}
	if len(h.fake.CheckRuns) != 1 {
		t.Fatalf("%d check runs, want 1", len(h.fake.CheckRuns))
	}
	cr := h.fake.CheckRuns[0]
	if cr.HeadSHA != f.head || cr.Name != "resilience-check" || cr.Status != "completed" || cr.Conclusion != "failure" {
		t.Errorf("check run %+v", cr)
	}
	if cr.Batches[0] != 0 {
		t.Errorf("the create carried %d annotations: it must be made in_progress first", cr.Batches[0])
	}
	if got := annotations(cr); !slices.Equal(got, wantAnnotations) {
		t.Errorf("annotations %v, want %v (head line numbers, not the merge commit's)", got, wantAnnotations)
	}
	if cr.Title != "2 findings (1 high, 1 medium)" || !strings.Contains(cr.Summary, "svc/handler.py") {
		t.Errorf("title %q, summary %q", cr.Title, cr.Summary)
	}
	// The POST that created the check run came first, in_progress.
	first := h.fake.Requests[0]
	var body map[string]any
	json.Unmarshal(first.Body, &body)
	if first.Method != "POST" || body["status"] != "in_progress" || body["head_sha"] != f.head {
		t.Errorf("first request %s %s %v, want the in_progress check run on the head", first.Method, first.Path, body)
	}
	if len(h.fake.Comments) != 1 || !strings.HasPrefix(h.fake.Comments[0].Body, annotate.CommentMarker) || h.fake.Comments[0].Issue != 1 {
		t.Fatalf("comments %+v", h.fake.Comments)
	}
	out := h.outputs()
	want := map[string]string{"findings": "2", "high": "1", "medium": "1", "low": "0", "sarif-file": "resilience-check.sarif", "conclusion": "failure"}
	for k, v := range want {
		if out[k] != v {
			t.Errorf("output %s = %q, want %q", k, out[k], v)
		}
	}
	var checklist []map[string]any
	if err := json.Unmarshal([]byte(out["checklist"]), &checklist); err != nil || len(checklist) == 0 {
		t.Errorf("checklist output %q: %v", out["checklist"], err)
	}
	sarif := h.sarifResults()
	// SARIF carries the findings in the diff; app.py:6 is on a line the pull
	// request did not add, and other.py changed on main only.
	if want := []string{"app.py:14 RC101", "svc/handler.py:5 RC201"}; !slices.Equal(sarif, want) {
		t.Errorf("SARIF results %v, want %v", sarif, want)
	}
	if s := h.summary(); !strings.Contains(s, "resilience-check") || !strings.Contains(s, "diff source: local git") {
		t.Errorf("summary %q", s)
	}
	if strings.Contains(log, "::error file=") {
		t.Error("workflow-command annotations printed although the check run worked")
	}
	h.assertNoToken()
}

func TestSecondRunEditsTheComment(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.fake.AddComment(1, "LGTM")
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	h.run()
	h.event("pull_request", prPayload(t, "pull_request.synchronize.json", 1, f.base, f.head, 3, false))
	h.run()
	var ours []*ghfake.Comment
	for _, c := range h.fake.Comments {
		if strings.Contains(c.Body, annotate.CommentMarker) {
			ours = append(ours, c)
		}
	}
	if len(ours) != 1 || ours[0].Edits != 1 {
		t.Fatalf("comments with the marker: %+v, want one edited once", ours)
	}
	if n := h.fake.Count("POST", `/issues/1/comments$`); n != 1 {
		t.Errorf("%d comment creates, want 1", n)
	}
	if len(h.fake.CheckRuns) != 2 {
		t.Errorf("%d check runs, want one per run", len(h.fake.CheckRuns))
	}
}

func TestLaterPushWithoutFindingsUpdatesComment(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	h.run()
	// The next push fixed everything: simulate with an exclude of the files.
	h.env["INPUT_EXCLUDE"] = "app.py\nsvc/**"
	h.event("pull_request", prPayload(t, "pull_request.synchronize.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitOK {
		t.Fatalf("exit %d", code)
	}
	if len(h.fake.Comments) != 1 || !strings.Contains(h.fake.Comments[0].Body, "no findings") || h.fake.Comments[0].Edits != 1 {
		t.Errorf("comment %+v, want ours edited to say there are no findings", h.fake.Comments[0])
	}
	if cr := h.fake.CheckRuns[1]; cr.Conclusion != "success" || cr.Title != "no findings" {
		t.Errorf("second check run %+v", cr)
	}
}

func TestAnnotationsInBatchesOf50(t *testing.T) {
	var b strings.Builder
	b.WriteString("import requests\n\n")
	for i := 0; i < 123; i++ {
		fmt.Fprintf(&b, "r%d = requests.get('https://example.com/%d')\n", i, i)
	}
	f := newFixture(t, map[string]string{"many.py": b.String()})
	h := newHarness(t, f.ws)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 1, false))
	if code := h.run(); code != action.ExitOK {
		t.Fatalf("exit %d, want 0 (medium findings, fail-on high)", code)
	}
	cr := h.fake.CheckRuns[0]
	if fmt.Sprint(cr.Batches) != "[0 50 50 23 0]" {
		t.Errorf("annotations per request %v, want [0 50 50 23 0]", cr.Batches)
	}
	lines := map[int]bool{}
	for _, a := range cr.Annotations {
		lines[a.StartLine] = true
	}
	for i := 0; i < 123; i++ {
		if !lines[i+3] {
			t.Fatalf("no annotation on many.py:%d", i+3)
		}
	}
	if cr.Conclusion != "neutral" || h.outputs()["conclusion"] != "neutral" {
		t.Errorf("conclusion %q, want neutral (findings below fail-on)", cr.Conclusion)
	}
}

func TestForkPullRequestFallsBackToWorkflowCommands(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	denied := `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/checks/runs#create-a-check-run","status":"403"}`
	h.fake.Fail("POST", `/check-runs$`, 0, 403, nil, denied)
	h.fake.Fail("POST", `/issues/\d+/comments$`, 0, 403, nil, denied)
	h.fake.Fail("PATCH", `/issues/comments/`, 0, 403, nil, denied)
	h.env["INPUT_FAIL-ON"] = "none"
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, true))
	if code := h.run(); code != action.ExitOK {
		t.Fatalf("exit %d, want 0: a refused write must not fail the step", code)
	}
	log := h.log.String()
	for _, w := range []string{
		"::error file=svc/handler.py,line=5",
		"::warning file=app.py,line=14",
		"Resource not accessible by integration",
		"fork",
	} {
		if !strings.Contains(log, w) {
			t.Errorf("log lacks %q", w)
		}
	}
	if n := h.fake.Count("POST", ""); n != 2 {
		t.Errorf("%d POSTs, want 2 (one refused check run, one refused comment; never retried)", n)
	}
	if s := h.summary(); !strings.Contains(s, "GitHub refused to create the check run") || !strings.Contains(s, "svc/handler.py") {
		t.Errorf("summary lacks the findings or the reason: %q", s)
	}
	if h.outputs()["findings"] != "2" {
		t.Errorf("outputs %v", h.outputs())
	}
	h.sarifResults()
	h.assertNoToken()
}

func TestAPISourceWhenGitIsMissing(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.git = filepath.Join(t.TempDir(), "no-git-here")
	h.fake.PRFiles[1] = prFiles(f)
	serveHead(t, h, f)
	h.event("pull_request_target", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	if got := annotations(h.fake.CheckRuns[0]); !slices.Equal(got, wantAnnotations) {
		t.Errorf("annotations %v, want %v", got, wantAnnotations)
	}
	if !strings.Contains(h.summary(), "the pull request files API") {
		t.Error("summary does not name the API as the diff source")
	}
	for _, r := range h.fake.Requests {
		if r.Method == "GET" && strings.Contains(r.Path, "/contents/") && !strings.HasSuffix(r.Path, "/.github/resilience-check.yml") && r.Query.Get("ref") != f.head {
			t.Errorf("contents read at %q, want the head SHA", r.Query.Get("ref"))
		}
	}
	if n := h.fake.Count("GET", `/contents/notes\.txt`); n != 0 {
		t.Errorf("read notes.txt %d times: files in no scanned language need no download", n)
	}
}

func TestFileWithoutPatchIsScannedWhole(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.git = filepath.Join(t.TempDir(), "no-git-here")
	files := prFiles(f)
	files[0].Patch = "" // GitHub leaves patch out of very large diffs
	h.fake.PRFiles[1] = files
	serveHead(t, h, f)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	h.run()
	got := annotations(h.fake.CheckRuns[0])
	if !slices.Contains(got, "app.py:6 warning") || !slices.Contains(got, "app.py:14 warning") {
		t.Errorf("annotations %v: app.py has no patch and must be scanned whole", got)
	}
	if !strings.Contains(h.summary(), "without a patch") {
		t.Error("summary does not say a file was scanned whole")
	}
}

func TestGETRetriedAfter502(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.git = filepath.Join(t.TempDir(), "no-git-here")
	h.fake.PRFiles[1] = prFiles(f)
	serveHead(t, h, f)
	h.fake.Fail("GET", `/pulls/1/files$`, 1, 502, nil, "")
	h.fake.Fail("GET", `/contents/`, 1, 502, nil, "")
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	if got := annotations(h.fake.CheckRuns[0]); !slices.Equal(got, wantAnnotations) {
		t.Errorf("annotations %v", got)
	}
	if n := h.fake.Count("GET", `/pulls/1/files$`); n != 2 {
		t.Errorf("%d files requests, want 2 (a 502 then a success)", n)
	}
	if !strings.Contains(h.log.String(), "502 Bad Gateway; retry 2/4") {
		t.Error("log does not show the retry")
	}
}

func TestSecondaryRateLimitHonoursRetryAfter(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.fake.Fail("POST", `/check-runs$`, 1, 403, map[string]string{"Retry-After": "7"},
		`{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again.","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"}`)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	h.run()
	if len(h.fake.CheckRuns) != 1 || h.fake.Count("POST", `/check-runs$`) != 2 {
		t.Fatalf("%d check runs after %d POSTs, want 1 after 2", len(h.fake.CheckRuns), h.fake.Count("POST", `/check-runs$`))
	}
	if !slices.Contains(h.clock.sleeps, 7*time.Second) {
		t.Errorf("waits %v, want the 7s of Retry-After", h.clock.sleeps)
	}
	if h.fake.CheckRuns[0].Conclusion != "failure" || len(h.fake.CheckRuns[0].Annotations) != 2 {
		t.Errorf("check run %+v", h.fake.CheckRuns[0])
	}
}

func TestGitHubDown(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	h.env["GITHUB_API_URL"] = "http://" + ln.Addr().String()
	ln.Close() // nothing listens there
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d, want %d: per fail-on, as if GitHub were up", code, action.ExitFindings)
	}
	if got := h.sarifResults(); !slices.Contains(got, "svc/handler.py:5 RC201") {
		t.Errorf("SARIF %v", got)
	}
	s := h.summary()
	for _, w := range []string{"GitHub could not be reached to create the check run", "did not post the comment on #1: GitHub was unreachable", "svc/handler.py"} {
		if !strings.Contains(s, w) {
			t.Errorf("summary lacks %q", w)
		}
	}
	if out := h.outputs(); out["findings"] != "2" || out["conclusion"] != "failure" {
		t.Errorf("outputs %v", out)
	}
	if !strings.Contains(h.log.String(), "::error file=svc/handler.py,line=5") {
		t.Error("findings not in the log as workflow commands")
	}
	if n := strings.Count(h.log.String(), "giving up"); n != 1 {
		t.Errorf("%d calls waited out the retry budget, want 1: later calls are skipped once GitHub is down", n)
	}
}

func TestPullRequestWith3000FilesPaginates(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.git = filepath.Join(t.TempDir(), "no-git-here")
	var files []ghfake.File
	for i := 0; i < 3500; i++ {
		files = append(files, ghfake.File{Filename: fmt.Sprintf("docs/page%04d.md", i), Status: "added", Patch: "@@ -0,0 +1 @@\n+hello"})
	}
	files[10] = ghfake.File{Filename: "svc/handler.py", Status: "added", Patch: prFiles(f)[2].Patch}
	files[3200] = ghfake.File{Filename: "late.py", Status: "added", Patch: "@@ -0,0 +1 @@\n+import time; time.sleep(1)"}
	h.fake.PRFiles[1] = files
	serveHead(t, h, f)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3500, false))
	h.run()
	if n := h.fake.Count("GET", `/pulls/1/files$`); n != 30 {
		t.Errorf("%d files requests, want 30 pages", n)
	}
	for _, r := range h.fake.Requests {
		if strings.HasSuffix(r.Path, "/files") && r.Query.Get("per_page") != "100" {
			t.Fatalf("page request without per_page=100: %v", r.Query)
		}
	}
	if got := annotations(h.fake.CheckRuns[0]); !slices.Equal(got, []string{"svc/handler.py:5 failure"}) {
		t.Errorf("annotations %v", got)
	}
	if s := h.summary(); !strings.Contains(s, "lists only the first 3000") || !strings.Contains(s, "500 were not scanned") {
		t.Errorf("summary does not note the 3000-file cap: %q", s)
	}
}

func TestPushScansBeforeAfter(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.event("push", loadEvent(t, "push.json", map[string]string{"BEFORE": f.mainStart, "AFTER": f.head}))
	h.env["GITHUB_SHA"] = f.head
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	if cr := h.fake.CheckRuns[0]; cr.HeadSHA != f.head || !slices.Equal(annotations(cr), wantAnnotations) {
		t.Errorf("check run on %s with %v", cr.HeadSHA, annotations(cr))
	}
	if n := h.fake.Count("", `/comments`); n != 0 {
		t.Errorf("%d comment requests on a push", n)
	}
}

func TestPushOfNewBranchComparesWithDefaultBranch(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	ev := loadEvent(t, "push.json", map[string]string{"BEFORE": "0000000000000000000000000000000000000000", "AFTER": f.head})
	ev["created"] = true
	h.event("push", ev)
	h.env["GITHUB_SHA"] = f.head
	h.run()
	if got := annotations(h.fake.CheckRuns[0]); !slices.Equal(got, wantAnnotations) {
		t.Errorf("annotations %v, want %v (the branch's commits against main)", got, wantAnnotations)
	}
	if !strings.Contains(h.log.String(), "new branch feature") {
		t.Error("log does not explain the new-branch comparison")
	}
}

func TestPushAPISourceUsesCompare(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.git = filepath.Join(t.TempDir(), "no-git-here")
	h.fake.Compare["main..."+f.head] = prFiles(f)
	serveHead(t, h, f)
	ev := loadEvent(t, "push.json", map[string]string{"BEFORE": "0000000000000000000000000000000000000000", "AFTER": f.head})
	h.event("push", ev)
	h.run()
	if got := annotations(h.fake.CheckRuns[0]); !slices.Equal(got, wantAnnotations) {
		t.Errorf("annotations %v", got)
	}
}

func TestWorkflowDispatchScansWholeRepository(t *testing.T) {
	for _, event := range []string{"workflow_dispatch", "schedule"} {
		t.Run(event, func(t *testing.T) {
			f := newFixture(t, nil)
			// A plain checkout of main, as for these events.
			gitCmd(t, f.ws, "fetch", "-q", "--depth=1", "origin", "+refs/heads/main:refs/remotes/origin/main")
			gitCmd(t, f.ws, "checkout", "-q", "--detach", "refs/remotes/origin/main")
			h := newHarness(t, f.ws)
			h.event(event, loadEvent(t, event+".json", nil))
			h.env["GITHUB_SHA"] = f.base
			h.env["INPUT_EXCLUDE"] = "README.md"
			h.run()
			cr := h.fake.CheckRuns[0]
			got := annotations(cr)
			// other.py is a module nothing imports or starts, so its finding
			// is low (not served: served.PyJudge), a notice; it is annotated
			// all the same, outside any diff.
			want := []string{"app.py:11 warning", "other.py:2 notice"}
			if cr.HeadSHA != f.base || !slices.Equal(got, want) {
				t.Errorf("check run on %s with %v, want %s with %v", cr.HeadSHA, got, f.base, want)
			}
			if n := h.fake.Count("", `/comments`); n != 0 {
				t.Errorf("%d comment requests, want none", n)
			}
		})
	}
}

func TestDeletedBranchPushScansNothing(t *testing.T) {
	h := newHarness(t, t.TempDir())
	ev := loadEvent(t, "push.json", map[string]string{"BEFORE": strings.Repeat("a", 40), "AFTER": "0000000000000000000000000000000000000000"})
	ev["deleted"] = true
	h.event("push", ev)
	if code := h.run(); code != action.ExitOK || len(h.fake.Requests) != 0 {
		t.Errorf("exit %d after %d requests", code, len(h.fake.Requests))
	}
	if h.outputs()["conclusion"] != "success" {
		t.Errorf("outputs %v", h.outputs())
	}
}

func TestBadInputs(t *testing.T) {
	for k, v := range map[string]string{"INPUT_FAIL-ON": "critical", "INPUT_FILTER-MODE": "lines", "INPUT_COMMENT": "maybe", "INPUT_PATHS": "src/[a"} {
		t.Run(k, func(t *testing.T) {
			h := newHarness(t, t.TempDir())
			h.env[k] = v
			h.event("pull_request", map[string]any{})
			if code := h.run(); code != action.ExitError || !strings.Contains(h.log.String(), "::error::resilience-check: input") {
				t.Errorf("exit %d, log %q", code, h.log.String())
			}
			if s := h.summary(); !strings.Contains(s, "could not run") || !strings.Contains(s, "input") {
				t.Errorf("summary %q does not say why the step failed", s)
			}
		})
	}
}

func TestCheckRunAndCommentInputsOff(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	h.env["INPUT_CHECK-RUN"] = "false"
	h.env["INPUT_COMMENT"] = "false"
	h.env["INPUT_SUGGESTIONS"] = "false"
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	h.run()
	if len(h.fake.Requests) != 0 {
		t.Errorf("%d requests to GitHub, want none", len(h.fake.Requests))
	}
	if !strings.Contains(h.log.String(), "::error file=svc/handler.py,line=5") {
		t.Error("without a check run the findings must be workflow commands")
	}
}

func TestMissingRunnerFilesDoNotCrash(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	delete(h.env, "GITHUB_OUTPUT")
	h.env["GITHUB_STEP_SUMMARY"] = filepath.Join(t.TempDir(), "no", "such", "dir", "summary")
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(h.log.String(), "GITHUB_OUTPUT is not set") || !strings.Contains(h.log.String(), "could not write the job summary") {
		t.Error("log does not say what was not written")
	}
	if _, err := os.Stat(filepath.Join(f.ws, "resilience-check.sarif")); err != nil {
		t.Error(err)
	}
}

// TestFetchWithTokenOverHTTP serves the origin over smart HTTP with git
// http-backend behind a check for the token, the way github.com wants it
// (basic auth, user x-access-token). The checkout has no stored credentials
// (actions/checkout with persist-credentials: false), so the plain fetch is
// refused and the fetch with the token must work, without the token showing
// in the log.
func TestFetchWithTokenOverHTTP(t *testing.T) {
	execPath, err := exec.Command("git", "--exec-path").Output()
	if err != nil {
		t.Skip("git --exec-path:", err)
	}
	backend := filepath.Join(strings.TrimSpace(string(execPath)), "git-http-backend")
	if _, err := os.Stat(backend); err != nil {
		t.Skip("no git-http-backend:", err)
	}
	f := newFixture(t, nil)
	var refused, allowed atomic.Int32
	cgiHandler := &cgi.Handler{Path: backend, Env: []string{"GIT_PROJECT_ROOT=" + filepath.Dir(f.origin), "GIT_HTTP_EXPORT_ALL=1"}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if user, pass, ok := r.BasicAuth(); !ok || user != "x-access-token" || pass != token {
			refused.Add(1)
			w.Header().Set("WWW-Authenticate", `Basic realm="GitHub"`)
			http.Error(w, "authentication required", http.StatusUnauthorized)
			return
		}
		allowed.Add(1)
		cgiHandler.ServeHTTP(w, r)
	}))
	defer srv.Close()
	gitCmd(t, f.ws, "remote", "set-url", "origin", srv.URL+"/origin/.git")

	h := newHarness(t, f.ws)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	if refused.Load() == 0 || allowed.Load() == 0 {
		t.Errorf("%d refused and %d authorized git requests; want the plain fetch refused, then the token accepted", refused.Load(), allowed.Load())
	}
	if !strings.Contains(h.log.String(), "diff source: local git") {
		t.Error("the diff did not come from git")
	}
	if got := annotations(h.fake.CheckRuns[0]); !slices.Equal(got, wantAnnotations) {
		t.Errorf("annotations %v", got)
	}
	h.assertNoToken()
	if b, _ := os.ReadFile(filepath.Join(f.ws, ".git", "config")); strings.Contains(string(b), "extraheader") {
		t.Error("the token header was written into the repository config")
	}
}

func TestBadConfigCompletesTheCheckRun(t *testing.T) {
	f := newFixture(t, nil)
	h := newHarness(t, f.ws)
	writeFiles(t, f.ws, map[string]string{"rc.yml": "enable: [RC999]\n"})
	h.env["INPUT_CONFIG"] = "rc.yml"
	h.env["INPUT_CONFIG-FROM"] = "head" // rc.yml is in the workspace only
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 3, false))
	if code := h.run(); code != action.ExitError {
		t.Fatalf("exit %d, want %d", code, action.ExitError)
	}
	if cr := h.fake.CheckRuns[0]; cr.Status != "completed" || cr.Conclusion != "failure" || !strings.Contains(cr.Summary, "RC999") {
		t.Errorf("check run %+v: it must not stay in progress", cr)
	}
	if !strings.Contains(h.summary(), "RC999") {
		t.Error("summary does not carry the config error")
	}
}

// TestSuggestedChanges: a pull request that adds a subprocess call without a
// timeout gets one review whose comment holds the one-click fix on that
// line; the sticky comment links it; a second run on the same head posts no
// second suggestion; a fork's run posts none.
func TestSuggestedChanges(t *testing.T) {
	tool := "import subprocess\n\n\ndef render(cmd):\n    return subprocess.run(cmd, capture_output=True)\n"
	f := newFixture(t, map[string]string{"svc/tool.py": tool})
	files := []ghfake.File{{Filename: "svc/tool.py", Status: "added", Additions: 5,
		Patch: "@@ -0,0 +1,5 @@\n+import subprocess\n+\n+\n+def render(cmd):\n+    return subprocess.run(cmd, capture_output=True)"}}
	run := func(fork bool) *harness {
		h := newHarness(t, f.ws)
		h.rules = nil // the real catalogue: RC102 writes the fix
		h.fake.PRFiles[1] = files
		h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 1, fork))
		h.run()
		return h
	}
	h := run(false)
	if len(h.fake.Reviews) != 1 || len(h.fake.Reviews[0].Comments) != 1 {
		t.Fatalf("reviews %+v, want one review with one suggestion; log:\n%s\nsummary:\n%s", h.fake.Reviews, h.log.String(), h.summary())
	}
	rv := h.fake.Reviews[0]
	c := rv.Comments[0]
	if rv.Event != "COMMENT" || rv.CommitID != f.head || c.Path != "svc/tool.py" || c.Line != 5 || c.Side != "RIGHT" ||
		!strings.Contains(c.Body, "```suggestion\n    return subprocess.run(cmd, capture_output=True, timeout=30)\n```") {
		t.Fatalf("suggestion %+v in review %+v", c, rv)
	}
	if len(h.fake.Comments) != 1 || !strings.Contains(h.fake.Comments[0].Body, "1 suggested change with one-click fixes") {
		t.Errorf("the sticky comment does not link the suggestions: %v", h.fake.Comments)
	}
	// the same head again (a re-run): the suggestion is not posted twice
	h2 := newHarness(t, f.ws)
	h2.rules = nil
	h2.fake = h.fake
	h2.env["GITHUB_API_URL"] = h.fake.APIURL()
	h2.fake.PRFiles[1] = files
	h2.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 1, false))
	h2.run()
	if len(h.fake.Reviews) != 1 || h.fake.Count("GET", `/pulls/1/comments$`) != 2 {
		t.Fatalf("%d reviews after a second run that listed the review comments %d times; want still 1 review, 2 lists",
			len(h.fake.Reviews), h.fake.Count("GET", `/pulls/1/comments$`))
	}
	hf := run(true)
	if len(hf.fake.Reviews) != 0 || !strings.Contains(hf.log.String(), "no suggested changes: the pull request comes from a fork") {
		t.Fatalf("fork: %d reviews; log:\n%s", len(hf.fake.Reviews), hf.log.String())
	}
}

// TestIncompleteScanIsNeverAPass: a pull request that adds a file padded
// past the size limit (issue 19's evasion) concludes neutral with the reason
// in the title, the comment's headline names the file, and the step exits 2:
// a neutral check run alone passes a branch protection rule. Before, the
// file was skipped and the run concluded success, exit 0.
func TestIncompleteScanIsNeverAPass(t *testing.T) {
	f := newFixture(t, map[string]string{
		"big.py": "import requests\nrequests.get(u)\n" + strings.Repeat("# padding\n", 110_000),
	})
	h := newHarness(t, f.ws)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 1, false))
	if code := h.run(); code != action.ExitIncomplete {
		t.Fatalf("exit %d, want %d (incomplete)\n%s", code, action.ExitIncomplete, h.log.String())
	}
	cr := h.fake.CheckRuns[0]
	if cr.Conclusion != "neutral" || !strings.HasPrefix(cr.Title, "incomplete (not scanned: big.py)") {
		t.Errorf("check run concluded %q with title %q, want neutral and the reason", cr.Conclusion, cr.Title)
	}
	if len(h.fake.Comments) != 1 || !strings.Contains(h.fake.Comments[0].Body, "⚠️ resilience-check: incomplete: not scanned: big.py") {
		t.Errorf("comment headline does not name the file: %+v", h.fake.Comments)
	}
	if out := h.outputs(); out["conclusion"] != "neutral" {
		t.Errorf("conclusion output %q, want neutral", out["conclusion"])
	}
}

// TestPullRequestReadsWhatTheChangeCalls: with the diff from local git,
// the changed files are judged with the summaries of the files they
// import, read from the head commit (internal/scan's treeSource): an async
// handler's call of app.py's fetch(), whose requests.get both test rules'
// RC101 and the summaries' sync-call effect see, gives RC101 and RC201 at
// the handler's call, in the diff, although app.py is not in the pull
// request. Before, the Action's diff from git judged the changed files by
// themselves: nothing here.
func TestPullRequestReadsWhatTheChangeCalls(t *testing.T) {
	f := newFixture(t, map[string]string{"svc/handler.py": "from app import fetch\n\n\nasync def handle(u):\n    return fetch(u)\n"})
	h := newHarness(t, f.ws)
	h.event("pull_request", prPayload(t, "pull_request.opened.json", 1, f.base, f.head, 1, false))
	if code := h.run(); code != action.ExitFindings {
		t.Fatalf("exit %d, want %d; log:\n%s", code, action.ExitFindings, h.log.String())
	}
	if got, want := annotations(h.fake.CheckRuns[0]), []string{"svc/handler.py:5 warning", "svc/handler.py:5 failure"}; !slices.Equal(got, want) {
		t.Errorf("annotations %v, want %v", got, want)
	}
	if want := []string{"svc/handler.py:5 RC101", "svc/handler.py:5 RC201"}; !slices.Equal(h.sarifResults(), want) {
		t.Errorf("SARIF results %v, want %v", h.sarifResults(), want)
	}
}
