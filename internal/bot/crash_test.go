package bot

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
)

// TestCrashedReviewGivesUp: a review whose process was killed while running
// it (issue 19: OOM-killed 3 s after each start, the job re-queued every
// time) is not scanned again for ever. The job is left "running" with two
// attempts and no error recorded, as two kills leave it; at the next start
// it is handed out once more, and that attempt completes the check run as
// failed, saying why, without reading a file. A job that has had all its
// attempts is discarded at start. Before, every start re-queued the job
// and scanned it again.
func TestCrashedReviewGivesUp(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	h.deliver("pull_request", "crash", payload(t, "pull_request.opened", nil)) // queued, workers not started
	if err := h.bot.Stop(); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", filepath.Join(h.cfg.DataDir, "queue.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	// The review job as two kills leave it; a second job past its last attempt.
	if _, err := db.Exec("UPDATE river_job SET state = 'running', attempt = 2, attempted_at = datetime('now', 'subsec')"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO river_job (args, kind, max_attempts, attempt, attempted_at, priority, queue, state, metadata, tags)
		SELECT args, kind, max_attempts, max_attempts, attempted_at, priority, queue, 'running', metadata, tags FROM river_job`); err != nil {
		t.Fatal(err)
	}
	db.Close()

	b, err := New(context.Background(), h.cfg, appKey(t), h.opts)
	if err != nil {
		t.Fatal(err)
	}
	h.bot = b
	h.start()
	h.waitFor(10*time.Second, "the check run", func() bool { return h.completedOn(prHead) })
	runs := h.fake.CheckRunsOn(prHead)
	if len(runs) != 1 || runs[0].Conclusion != "failure" || !strings.Contains(runs[0].Summary, "2 of its attempts stopped without finishing") {
		t.Fatalf("check runs %+v, want one failure saying the attempts crashed", runs)
	}
	if n := h.fake.Count("GET", `/contents/`); n != 0 {
		t.Errorf("%d file reads: the crashed review was scanned again", n)
	}
	h.idle(time.Second)
	jobs := h.jobs()
	if jobs["cancelled"] != 1 || jobs["discarded"] != 1 || jobs["available"]+jobs["running"]+jobs["retryable"] != 0 {
		t.Errorf("jobs by state %v, want one cancelled (gave up) and one discarded (past its last attempt)", jobs)
	}
}

// TestAmplificationBounded: issue 19's amplification file (100 lines of
// 9,990 bytes of `fetch(u);`, 1 MB, 111,000 findings) in a pull request is
// reviewed with the real rules in bounded work: at most MaxAnnotations
// annotations in MaxAnnotations/50 requests (2,230 before), the check run
// completed, and the dropped findings counted in its summary. The peak
// memory of the test process is logged (VmHWM).
func TestAmplificationBounded(t *testing.T) {
	h := newHarness(t, "", 1, func(_ *Config, o *Options) { o.Rules = nil }) // the real rules
	line := strings.Repeat("fetch(u);", 1110)
	src := strings.Repeat(line+"\n", 100)
	var patch strings.Builder
	patch.WriteString("@@ -0,0 +1,100 @@\n")
	for i := 0; i < 100; i++ {
		patch.WriteString("+" + line + "\n")
	}
	h.fake.Lock()
	h.fake.PRFiles[prNum] = []ghfake.File{{Filename: "web/amp.js", Status: "added", Patch: patch.String(), Additions: 100}}
	h.fake.Unlock()
	h.fake.SetContent(prHead, "web/amp.js", []byte(src))
	h.start()
	h.deliver("pull_request", "amp", payload(t, "pull_request.opened", nil))
	h.waitFor(60*time.Second, "the check run", func() bool { return h.completedOn(prHead) })
	runs := h.fake.CheckRunsOn(prHead)
	h.fake.Lock()
	defer h.fake.Unlock()
	cr := runs[0]
	annotated, requests := 0, 0
	for _, n := range cr.Batches {
		if n > 0 {
			annotated += n
			requests++
		}
	}
	if annotated > annotate.MaxAnnotations || requests > annotate.MaxAnnotations/annotate.MaxAnnotationsPerRequest {
		t.Errorf("%d annotations in %d requests: want at most %d", annotated, requests, annotate.MaxAnnotations)
	}
	if !strings.Contains(cr.Summary, "110000 more findings in this file were dropped") {
		t.Errorf("summary does not count the dropped findings:\n%.2000s", cr.Summary)
	}
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, "VmHWM") {
				t.Logf("peak RSS of the test process: %s", strings.TrimSpace(strings.TrimPrefix(l, "VmHWM:")))
			}
		}
	}
}
