package bot

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/resilience-check/resilience-check/ghclient/ghfake"
	"github.com/resilience-check/resilience-check/internal/config"
)

func headOf(n int) string { return fmt.Sprintf("%040x", 0xabc000+n) }

// 200 deliveries over 50 pull requests, sent concurrently, with 2 workers:
// each head is reviewed exactly once, every delivery is answered within
// GitHub's 10-second delivery timeout (the receiver only queues the review;
// the old 1-second bound failed on a loaded machine, and speed is measured by
// benchmarks, not by this test), and memory stays bounded.
func TestBurst(t *testing.T) {
	h := newHarness(t, "", 2, nil)
	const prs = 50
	type del struct {
		event, id string
		body      []byte
	}
	var dels []del
	for i := 0; i < prs; i++ {
		n := 100 + i
		h.addPR(n, headOf(n))
		open := prPayload(t, "opened", n, headOf(n))
		dels = append(dels, del{"pull_request", fmt.Sprintf("o-%d", n), open},
			del{"pull_request", fmt.Sprintf("o-%d", n), open}, // GitHub's redelivery
			del{"pull_request", fmt.Sprintf("s-%d", n), prPayload(t, "synchronize", n, headOf(n))},
			del{"pull_request", fmt.Sprintf("r-%d", n), prPayload(t, "reopened", n, headOf(n))})
	}
	rand.Shuffle(len(dels), func(i, j int) { dels[i], dels[j] = dels[j], dels[i] })
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	heapBefore := ms.HeapAlloc
	h.start()
	var (
		mu      sync.Mutex
		slowest time.Duration
		lat     []time.Duration
		bad     []string
		next    atomic.Int64
		wg      sync.WaitGroup
	)
	start := time.Now()
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(dels); i = int(next.Add(1) - 1) {
				d := dels[i]
				t0 := time.Now()
				st, res := h.deliver(d.event, d.id, d.body)
				el := time.Since(t0)
				mu.Lock()
				lat = append(lat, el)
				slowest = max(slowest, el)
				if st != http.StatusAccepted || (res != "queued" && res != "duplicate") {
					bad = append(bad, fmt.Sprintf("%s: %d %s", d.id, st, res))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	sent := time.Since(start)
	if len(bad) > 0 {
		t.Fatalf("deliveries not queued: %v", bad)
	}
	if slowest >= 10*time.Second {
		t.Errorf("slowest delivery answered in %s, want under GitHub's 10 s delivery timeout", slowest)
	}
	h.waitFor(60*time.Second, "every head reviewed", func() bool {
		for i := 0; i < prs; i++ {
			if !h.completedOn(headOf(100 + i)) {
				return false
			}
		}
		return true
	})
	h.idle(10 * time.Second)
	reviewed := time.Since(start)
	for i := 0; i < prs; i++ {
		if runs := h.fake.CheckRunsOn(headOf(100 + i)); len(runs) != 1 {
			t.Errorf("head of #%d: %d check runs, want exactly 1", 100+i, len(runs))
		}
	}
	h.fake.Lock()
	comments, edits, sarifs := len(h.fake.Comments), 0, len(h.fake.SARIFUploads)
	for _, c := range h.fake.Comments {
		edits += c.Edits
	}
	h.fake.Unlock()
	if comments != prs || edits != 0 || sarifs != prs {
		t.Errorf("%d comments (%d edits), %d SARIF uploads; want %d of each and no edit", comments, edits, sarifs, prs)
	}
	if j := h.jobs(); j["completed"] != prs || j["total"] != prs {
		t.Errorf("jobs %v, want %d completed", j, prs)
	}
	runtime.GC()
	runtime.ReadMemStats(&ms)
	growth := int64(ms.HeapAlloc) - int64(heapBefore)
	if growth > 64<<20 {
		t.Errorf("live heap grew by %d MB over the burst, want bounded (< 64 MB)", growth>>20)
	}
	sortDurations(lat)
	t.Logf("%d deliveries sent in %s (p50 %s, p99 %s, max %s); %d heads reviewed after %s with 2 workers; live heap %+d KB",
		len(dels), sent.Round(time.Millisecond), lat[len(lat)/2], lat[len(lat)*99/100], slowest, prs, reviewed.Round(time.Millisecond), growth>>10)
}

func sortDurations(d []time.Duration) {
	for i := 1; i < len(d); i++ {
		for j := i; j > 0 && d[j] < d[j-1]; j-- {
			d[j], d[j-1] = d[j-1], d[j]
		}
	}
}

// downTransport fails every request as a refused connection while down is
// set: GitHub unreachable.
type downTransport struct {
	down atomic.Bool
}

func (d *downTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if d.down.Load() {
		return nil, &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}
	}
	return http.DefaultTransport.RoundTrip(r)
}

// checkAllCompleted fails when a check run is left in progress.
func checkAllCompleted(t *testing.T, f *ghfake.Server) {
	t.Helper()
	f.Lock()
	defer f.Unlock()
	for _, cr := range f.CheckRuns {
		if cr.Status != "completed" {
			t.Errorf("check run %d on %s left %s", cr.ID, cr.HeadSHA, cr.Status)
		}
	}
}

// GitHub answering 502 past the transport's retries, a secondary rate limit
// with Retry-After, and GitHub down for a while: River retries the job, it
// finishes once GitHub recovers, on one check run, and no check run is left
// in progress.
func TestGitHubFailuresRetried(t *testing.T) {
	t.Run("502 and secondary rate limit", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h.fake.Fail("POST", `/check-runs$`, 1, http.StatusForbidden, map[string]string{"Retry-After": "1"},
			`{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}`)
		h.fake.Fail("GET", `/pulls/\d+/files$`, 7, http.StatusBadGateway, nil, "")
		h.start()
		t0 := time.Now()
		h.deliver("pull_request", "f-1", payload(t, "pull_request.opened", nil))
		h.waitFor(20*time.Second, "the review", func() bool { return h.completedOn(prHead) })
		h.idle(5 * time.Second)
		if el := time.Since(t0); el < time.Second {
			t.Errorf("finished in %s: the Retry-After of 1 s was not waited", el)
		}
		checkAllCompleted(t, h.fake)
		if runs := h.fake.CheckRunsOn(prHead); len(runs) != 1 || runs[0].Conclusion != "failure" || len(runs[0].Annotations) != 2 {
			t.Errorf("check runs %+v, want one with the review", runs)
		}
		if j := h.jobs(); j["completed"] != 1 {
			t.Errorf("jobs %v, want one completed", j)
		}
		if !strings.Contains(h.logs.String(), `"result":"retry"`) {
			t.Error("no job attempt was retried by River: the 502s did not outlast the transport's retries")
		}
		said := false
		h.fake.Lock()
		for _, r := range h.fake.Requests {
			said = said || (r.Method == "PATCH" && strings.Contains(string(r.Body), "waiting to retry") && strings.Contains(string(r.Body), "502"))
		}
		h.fake.Unlock()
		if !said {
			t.Error("the check run did not say that the review waits to be retried")
		}
	})
	t.Run("down then recovering", func(t *testing.T) {
		dt := &downTransport{}
		dt.down.Store(true)
		h := newHarness(t, "", 1, func(c *Config, o *Options) {
			o.GitHubTransport = dt
			o.MaxAttempts = 20
			o.RetryDelay = func(int) time.Duration { return 150 * time.Millisecond }
		})
		h.start()
		h.deliver("pull_request", "down-1", payload(t, "pull_request.opened", nil))
		time.Sleep(1500 * time.Millisecond)
		if j := h.jobs(); j["completed"] != 0 {
			t.Fatalf("jobs %v while GitHub is down", j)
		}
		dt.down.Store(false)
		h.waitFor(20*time.Second, "the review after GitHub recovered", func() bool { return h.completedOn(prHead) })
		h.idle(5 * time.Second)
		checkAllCompleted(t, h.fake)
		if runs := h.fake.CheckRunsOn(prHead); len(runs) != 1 || runs[0].Conclusion != "failure" {
			t.Errorf("check runs %+v, want one with the review", runs)
		}
	})
	t.Run("primary rate limit past the transport's budget", func(t *testing.T) {
		// The reset is beyond what one request may wait, so the job is
		// snoozed until it: with one attempt allowed, a retry would have
		// discarded the job.
		h := newHarness(t, "", 1, func(c *Config, o *Options) {
			o.MaxAttempts = 1
			o.GitHubPolicy.Budget = 300 * time.Millisecond
		})
		reset := time.Now().Add(2 * time.Second).Unix()
		h.fake.Fail("GET", `/pulls/\d+/files$`, 1, http.StatusForbidden,
			map[string]string{"X-RateLimit-Remaining": "0", "X-RateLimit-Limit": "5000", "X-RateLimit-Reset": fmt.Sprint(reset)},
			`{"message":"API rate limit exceeded for installation ID 1."}`)
		h.start()
		h.deliver("pull_request", "rl-1", payload(t, "pull_request.opened", nil))
		h.waitFor(15*time.Second, "the review after the reset", func() bool { return h.completedOn(prHead) })
		h.idle(5 * time.Second)
		if time.Now().Unix() < reset {
			t.Error("the review finished before the rate limit reset")
		}
		if runs := h.fake.CheckRunsOn(prHead); len(runs) != 1 || runs[0].Conclusion != "failure" || len(runs[0].Annotations) != 2 {
			t.Errorf("check runs %+v, want one with the review", runs)
		}
		if !strings.Contains(h.logs.String(), `"result":"snoozed"`) {
			t.Error("the job was not snoozed")
		}
	})
	t.Run("still failing at the last attempt", func(t *testing.T) {
		h := newHarness(t, "", 1, func(c *Config, o *Options) { o.MaxAttempts = 2 })
		h.fake.Fail("GET", `/pulls/\d+/files$`, 0, http.StatusBadGateway, nil, "")
		h.start()
		h.deliver("pull_request", "gone-1", payload(t, "pull_request.opened", nil))
		h.waitFor(20*time.Second, "the check run completed after the last attempt", func() bool { return h.completedOn(prHead) })
		h.idle(5 * time.Second)
		runs := h.fake.CheckRunsOn(prHead)
		if len(runs) != 1 || runs[0].Conclusion != "failure" || !strings.Contains(runs[0].Summary, "gave up after 2 attempts") ||
			!strings.Contains(runs[0].Summary, "502") {
			t.Errorf("check runs %+v, want one failure saying it gave up after 2 attempts on a 502", runs)
		}
		if j := h.jobs(); j["discarded"] != 1 {
			t.Errorf("jobs %v, want one discarded", j)
		}
	})
}

// A push that supersedes a queued review: the old head's check run ends
// skipped and only the new head is reviewed. A push that supersedes a
// running review: its check run ends cancelled.
func TestSupersede(t *testing.T) {
	t.Run("queued", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h2 := headOf(2)
		h.addPR(prNum, h2)
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
		h.deliver("pull_request", "s", prPayload(t, "synchronize", prNum, h2))
		h.start()
		h.waitFor(10*time.Second, "both heads", func() bool { return h.completedOn(prHead) && h.completedOn(h2) })
		h.idle(5 * time.Second)
		old, cur := h.fake.CheckRunsOn(prHead), h.fake.CheckRunsOn(h2)
		if len(old) != 1 || old[0].Conclusion != "skipped" || !strings.Contains(old[0].Summary, "newer push") {
			t.Errorf("old head's check runs %+v, want one skipped", old)
		}
		if len(cur) != 1 || cur[0].Conclusion != "failure" || len(cur[0].Annotations) != 2 {
			t.Errorf("new head's check runs %+v, want the review", cur)
		}
		if n := h.fake.Count("GET", `/contents/svc/app\.py$`); n != 1 {
			t.Errorf("%d file reads, want 1 (the old head is not scanned)", n)
		}
		if j := h.jobs(); j["cancelled"] != 1 || j["completed"] != 1 {
			t.Errorf("jobs %v, want one cancelled, one completed", j)
		}
	})
	t.Run("running", func(t *testing.T) {
		h := newHarness(t, "", 2, nil)
		h2 := headOf(2)
		h.addPR(prNum, h2)
		hang := h.fake.Fail("GET", `/contents/svc/app\.py$`, 1, 0, nil, "")
		hang.Hang = true
		h.start()
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
		h.waitFor(10*time.Second, "the first review to read its file", func() bool { return h.fake.Count("GET", `/contents/svc/app\.py$`) == 1 })
		h.deliver("pull_request", "s", prPayload(t, "synchronize", prNum, h2))
		h.waitFor(15*time.Second, "both heads", func() bool { return h.completedOn(prHead) && h.completedOn(h2) })
		h.idle(5 * time.Second)
		old, cur := h.fake.CheckRunsOn(prHead), h.fake.CheckRunsOn(h2)
		if len(old) != 1 || old[0].Conclusion != "cancelled" {
			t.Errorf("old head's check runs %+v, want one cancelled", old)
		}
		if len(cur) != 1 || cur[0].Conclusion != "failure" {
			t.Errorf("new head's check runs %+v, want the review", cur)
		}
	})
}

// Re-run requests run again for a head already reviewed; a check run
// re-run without a pull request in its payload finds it from the commit.
func TestRerun(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	h.start()
	h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
	h.waitFor(10*time.Second, "the review", func() bool { return h.completedOn(prHead) })
	if st, res := h.deliver("check_suite", "cs-1", payload(t, "check_suite.rerequested", nil)); st != http.StatusAccepted || res != "queued" {
		t.Fatalf("check_suite rerequested: %d %s", st, res)
	}
	h.waitFor(10*time.Second, "the re-run", func() bool { return len(h.fake.CheckRunsOn(prHead)) == 2 && h.completedOn(prHead) })
	crHead := "d6fde92930d4715a2b49857d24b940956b26d2d3" // check_run.rerequested.json
	h.addPR(7, crHead)
	if st, res := h.deliver("check_run", "cr-1", payload(t, "check_run.rerequested", nil)); st != http.StatusAccepted || res != "queued" {
		t.Fatalf("check_run rerequested: %d %s", st, res)
	}
	h.waitFor(10*time.Second, "the check run re-run", func() bool { return h.completedOn(crHead) })
	h.idle(5 * time.Second)
	if runs := h.fake.CheckRunsOn(crHead); len(runs) != 1 || runs[0].Conclusion != "failure" {
		t.Errorf("check runs on the re-run head: %+v", runs)
	}
	h.fake.Lock()
	issues := map[int]bool{}
	for _, c := range h.fake.Comments {
		issues[c.Issue] = true
	}
	comments := len(h.fake.Comments)
	h.fake.Unlock()
	if !issues[prNum] || !issues[7] || comments != 2 {
		t.Errorf("comments on %v, want one on #2 and one on #7 (found from the commit)", issues)
	}
	// check_suite.requested for a push without a pull request: nothing to
	// review, no check run.
	if st, res := h.deliver("check_suite", "cs-push", payload(t, "check_suite.requested", map[string]any{"installation.id": 1})); st != http.StatusAccepted || res != "queued" {
		t.Fatalf("check_suite requested: %d %s", st, res)
	}
	h.idle(5 * time.Second)
	pushHead := "f95f852bd8fca8fcc58a9a2d6c842781e32a215e" // check_suite.requested.json
	if runs := h.fake.CheckRunsOn(pushHead); len(runs) != 0 {
		t.Errorf("a push without a pull request got %d check runs", len(runs))
	}
	// A pull request opened later for that head is reviewed.
	h.addPR(9, pushHead)
	if st, res := h.deliver("pull_request", "o-9", prPayload(t, "opened", 9, pushHead)); st != http.StatusAccepted || res != "queued" {
		t.Fatalf("opened after the push: %d %s, want 202 queued", st, res)
	}
	h.waitFor(10*time.Second, "the review of the pull request opened after the push", func() bool { return h.completedOn(pushHead) })
	checkAllCompleted(t, h.fake)
}

// Bad input: a config with an error, files that cannot be read, a draft, an
// installation that was removed. Each gets a clear log line and, where there
// is a head SHA to write on, a completed check run saying why.
func TestBadInput(t *testing.T) {
	t.Run("config error", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h.fake.SetContent(prBase, ".github/resilience-check.yml", []byte("disable: [RC101]\nenable: [RC999]\n"))
		h.start()
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
		h.waitFor(10*time.Second, "the check run", func() bool { return h.completedOn(prHead) })
		runs := h.fake.CheckRunsOn(prHead)
		if len(runs) != 1 || runs[0].Conclusion != "failure" || !strings.Contains(runs[0].Summary, `.github/resilience-check.yml:2: unknown rule "RC999"`) {
			t.Errorf("check runs %+v, want a failure naming the config line", runs)
		}
	})
	t.Run("files unreadable", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h.fake.Fail("GET", `/pulls/\d+/files$`, 0, http.StatusNotFound, nil, "")
		h.start()
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
		h.waitFor(10*time.Second, "the check run", func() bool { return h.completedOn(prHead) })
		runs := h.fake.CheckRunsOn(prHead)
		if len(runs) != 1 || runs[0].Conclusion != "failure" || !strings.Contains(runs[0].Summary, "files could not be read: 404") {
			t.Errorf("check runs %+v, want a failure saying the files could not be read", runs)
		}
		if n := h.fake.Count("GET", `/pulls/\d+/files$`); n != 1 {
			t.Errorf("%d file list requests, want 1 (a 404 is not retried)", n)
		}
	})
	t.Run("draft", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h.start()
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", map[string]any{"pull_request.draft": true}))
		h.idle(10 * time.Second)
		if runs := h.fake.CheckRunsOn(prHead); len(runs) != 0 {
			t.Errorf("draft: %d check runs, want none", len(runs))
		}
		// The automatic check suite of a draft is not reviewed either: the
		// draft state comes from the API.
		h.fake.Lock()
		h.fake.Pulls[0].Draft = true
		h.fake.Unlock()
		suite := payload(t, "check_suite.rerequested", map[string]any{"action": "requested", "installation.id": 1})
		if st, res := h.deliver("check_suite", "cs-draft", suite); st != http.StatusAccepted || res != "queued" {
			t.Fatalf("check_suite requested: %d %s", st, res)
		}
		h.idle(10 * time.Second)
		if runs := h.fake.CheckRunsOn(prHead); len(runs) != 0 {
			t.Errorf("draft via check suite: %d check runs, want none", len(runs))
		}
		h.fake.Lock()
		h.fake.Pulls[0].Draft = false
		h.fake.Unlock()
		// Marked ready for review, the same head is reviewed.
		if st, res := h.deliver("pull_request", "rfr", payload(t, "pull_request.opened", map[string]any{"action": "ready_for_review"})); st != http.StatusAccepted || res != "queued" {
			t.Fatalf("ready_for_review: %d %s, want 202 queued", st, res)
		}
		h.waitFor(10*time.Second, "the review once ready", func() bool { return h.completedOn(prHead) })
		// With review-drafts: true in the config at the base commit, a
		// draft is reviewed.
		h2 := headOf(2)
		h.addPR(prNum, h2)
		h.fake.SetContent(prBase, ".github/resilience-check.yml", []byte("review-drafts: true\n"))
		h.deliver("pull_request", "s", payload(t, "pull_request.synchronize", map[string]any{"pull_request.draft": true, "pull_request.head.sha": h2}))
		h.waitFor(10*time.Second, "the review of the draft with review-drafts", func() bool { return h.completedOn(h2) })
		if !strings.Contains(h.logs.String(), "draft pull request: not reviewed") {
			t.Error("the skipped draft is not logged")
		}
	})
	t.Run("installation removed", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h.fake.Fail("POST", `/access_tokens$`, 0, http.StatusNotFound, nil, "")
		h.start()
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
		h.idle(10 * time.Second)
		if !strings.Contains(h.logs.String(), "the App was uninstalled") {
			t.Error("no clear log line for the removed installation")
		}
		if j := h.jobs(); j["cancelled"] != 1 {
			t.Errorf("jobs %v, want one cancelled (not retried)", j)
		}
		// The process keeps serving.
		if st, _ := h.deliver("ping", "p", []byte(`{}`)); st != http.StatusOK {
			t.Errorf("ping after the failure: %d", st)
		}
	})
	t.Run("every file excluded", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h.fake.SetContent(prBase, ".github/resilience-check.yml", []byte("exclude: [\"svc/**\"]\n"))
		h.start()
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
		h.waitFor(10*time.Second, "the check run", func() bool { return h.completedOn(prHead) })
		if runs := h.fake.CheckRunsOn(prHead); len(runs) != 1 || runs[0].Conclusion != "success" || runs[0].Title != "no findings" {
			t.Errorf("check runs %+v, want one success with no findings", runs)
		}
	})
	t.Run("wrong app id", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h.fake.AppID = 1 // the JWT the bot signs says 4242
		h.start()
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
		h.idle(10 * time.Second)
		if !strings.Contains(h.logs.String(), "or its ID or key is wrong") || !strings.Contains(h.logs.String(), `"status":401`) {
			t.Error("no clear log line for the refused App JWT")
		}
		if j := h.jobs(); j["cancelled"] != 1 {
			t.Errorf("jobs %v, want one cancelled (not retried)", j)
		}
		if n := h.fake.Count("", `^/repos/`); n != 0 {
			t.Errorf("%d repository requests without a token", n)
		}
	})
	t.Run("code scanning off", func(t *testing.T) {
		h := newHarness(t, "", 1, nil)
		h.fake.CodeScanningOff = true
		h.start()
		h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
		h.waitFor(10*time.Second, "the review", func() bool { return h.completedOn(prHead) })
		h.idle(5 * time.Second)
		if runs := h.fake.CheckRunsOn(prHead); len(runs) != 1 || runs[0].Conclusion != "failure" || len(runs[0].Annotations) != 2 {
			t.Errorf("check runs %+v, want the review despite code scanning being off", runs)
		}
		if !strings.Contains(h.logs.String(), "sarif upload skipped") {
			t.Error("the skipped SARIF upload is not logged")
		}
	})
}

// SIGTERM while a review runs past the grace period: the review is
// cancelled without spending an attempt, and the next start on the same
// queue finishes it on the same check run.
func TestStopPastGrace(t *testing.T) {
	h := newHarness(t, "", 1, func(c *Config, o *Options) { o.Grace = 300 * time.Millisecond; o.MaxAttempts = 1 })
	hang := h.fake.Fail("GET", `/contents/svc/app\.py$`, 1, 0, nil, "")
	hang.Hang = true
	h.start()
	h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
	h.waitFor(10*time.Second, "the review to read its file", func() bool { return h.fake.Count("GET", `/contents/svc/app\.py$`) == 1 })
	t0 := time.Now()
	h.bot.Stop()
	if el := time.Since(t0); el > 5*time.Second {
		t.Errorf("stop took %s with a 300 ms grace period", el)
	}
	if runs := h.fake.CheckRunsOn(prHead); len(runs) != 1 || runs[0].Status != "in_progress" {
		t.Fatalf("check runs after stop: %+v, want one left in progress for the next start", runs)
	}
	b2, err := New(context.Background(), h.cfg, appKey(t), h.opts)
	if err != nil {
		t.Fatal(err)
	}
	h.bot = b2
	if err := b2.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer b2.Stop()
	h.waitFor(10*time.Second, "the review after the restart", func() bool { return h.completedOn(prHead) })
	h.idle(5 * time.Second)
	if runs := h.fake.CheckRunsOn(prHead); len(runs) != 1 || runs[0].Conclusion != "failure" || len(runs[0].Annotations) != 2 {
		t.Errorf("check runs %+v, want the one check run completed with the review", runs)
	}
	if j := h.jobs(); j["completed"] != 1 {
		t.Errorf("jobs %v, want one completed (the interruption spent no attempt of the 1 allowed)", j)
	}
}

// TestConfigFromBase: a pull request that adds `exclude: ["**"]` to the
// config does not turn its own failing check green: the bot reads the
// config at the base commit, and the comment's headline says that the pull
// request changes the config.
func TestConfigFromBase(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	h.fake.Lock()
	h.fake.PRFiles[prNum] = append(h.fake.PRFiles[prNum], ghfake.File{Filename: config.DefaultPath, Status: "added",
		Patch: addedPatch("exclude: [\"**\"]\n"), Additions: 1})
	h.fake.Unlock()
	h.fake.SetContent(prHead, config.DefaultPath, []byte("exclude: [\"**\"]\n"))
	h.start()
	h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
	h.waitFor(10*time.Second, "the check run", func() bool { return h.completedOn(prHead) })
	runs := h.fake.CheckRunsOn(prHead)
	if len(runs) != 1 || runs[0].Conclusion == "success" || runs[0].Title == "no findings" {
		t.Errorf("check runs %+v, want the findings the base config reports", runs)
	}
	h.fake.Lock()
	defer h.fake.Unlock()
	if len(h.fake.Comments) != 1 {
		t.Fatalf("%d comments, want 1", len(h.fake.Comments))
	}
	if body := h.fake.Comments[0].Body; !strings.Contains(body, "This pull request changes .github/resilience-check.yml") {
		t.Errorf("the comment does not say the pull request changes the config:\n%s", body)
	}
	for _, r := range h.fake.Requests {
		if strings.HasSuffix(r.Path, "/contents/.github/resilience-check.yml") && r.Query.Get("ref") != prBase {
			t.Errorf("config read at %q, want the base commit %s", r.Query.Get("ref"), prBase)
		}
	}
}

// TestRunAgainAfterCrashSkipsCompletedReview: a job run again after the
// process was killed between completing the check run and recording the job
// (River runs it once more) finds the completed check run of the same head
// and config by its external_id and posts nothing twice. With another config
// at the base, or on an explicit re-run, it reviews again.
func TestRunAgainAfterCrashSkipsCompletedReview(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	h.start()
	h.deliver("pull_request", "o", payload(t, "pull_request.opened", nil))
	h.waitFor(10*time.Second, "the review", func() bool { return h.completedOn(prHead) })
	h.idle(5 * time.Second)
	args := ReviewArgs{InstallationID: 1, Owner: "Codertocat", Repo: "Hello-World", HeadSHA: prHead, Number: prNum, BaseSHA: prBase,
		ChangedFiles: 1, PRKey: prKey(1, "Codertocat", "Hello-World", prNum), DeliveryID: "o", Event: "pull_request.opened"}
	runAgain := func(a ReviewArgs) error {
		job := &river.Job[ReviewArgs]{JobRow: &rivertype.JobRow{ID: 1 << 40, Attempt: 2, MaxAttempts: 5}, Args: a}
		return (&reviewWorker{b: h.bot}).Work(context.Background(), job)
	}
	requestsBefore := len(h.fake.Requests)
	if err := runAgain(args); err != nil {
		t.Fatalf("run again: %v", err)
	}
	if runs := h.fake.CheckRunsOn(prHead); len(runs) != 1 {
		t.Errorf("%d check runs after the job ran again, want still 1", len(runs))
	}
	h.fake.Lock()
	for _, r := range h.fake.Requests[requestsBefore:] {
		if r.Method != "GET" && r.Method != "POST" || r.Method == "POST" && !strings.HasSuffix(r.Path, "/access_tokens") {
			t.Errorf("the job run again wrote %s %s", r.Method, r.Path)
		}
	}
	comments := len(h.fake.Comments)
	edits := h.fake.Comments[0].Edits
	h.fake.Unlock()
	if comments != 1 || edits != 0 {
		t.Errorf("%d comments, %d edits; want 1 and 0", comments, edits)
	}
	if !strings.Contains(h.logs.String(), "already reviewed") {
		t.Error("no log line for the skipped review")
	}
	// Another config at the base: reviewed again.
	h.fake.SetContent(prBase, config.DefaultPath, []byte("scan-tests: true\n"))
	if err := runAgain(args); err != nil {
		t.Fatalf("run with another config: %v", err)
	}
	if runs := h.fake.CheckRunsOn(prHead); len(runs) != 2 {
		t.Errorf("%d check runs after a config change, want 2", len(runs))
	}
	// An explicit re-run reviews again.
	args.Rerun = "rr"
	if err := runAgain(args); err != nil {
		t.Fatalf("re-run: %v", err)
	}
	if runs := h.fake.CheckRunsOn(prHead); len(runs) != 3 {
		t.Errorf("%d check runs after an explicit re-run, want 3", len(runs))
	}
}
