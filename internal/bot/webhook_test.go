package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// A signed pull_request.opened ends with one completed check run carrying
// the annotations, one comment and one SARIF upload; the same delivery sent
// again changes nothing. The fake serves GitHub Enterprise Server's /api/v3
// layout, so the installation token and every call go below it.
func TestPullRequestOpenedReviewedOnce(t *testing.T) {
	h := newHarness(t, "/api/v3", 2, nil)
	h.start()
	body := payload(t, "pull_request.opened", nil)
	if st, res := h.deliver("pull_request", "d-1", body); st != http.StatusAccepted || res != "queued" {
		t.Fatalf("delivery: %d %s, want 202 queued", st, res)
	}
	h.waitFor(10*time.Second, "the check run to complete", func() bool { return h.completedOn(prHead) })
	h.idle(5 * time.Second)

	f := h.fake
	f.Lock()
	if len(f.CheckRuns) != 1 {
		t.Fatalf("%d check runs, want 1", len(f.CheckRuns))
	}
	cr := f.CheckRuns[0]
	if cr.Name != CheckRunName || cr.HeadSHA != prHead || cr.Conclusion != "failure" || len(cr.Annotations) != 2 {
		t.Errorf("check run %s on %s: %s/%s with %d annotations, want completed failure (a high finding) with 2",
			cr.Name, cr.HeadSHA, cr.Status, cr.Conclusion, len(cr.Annotations))
	}
	for _, a := range cr.Annotations {
		if a.Path != "svc/app.py" || (a.StartLine != 6 && a.StartLine != 10) {
			t.Errorf("annotation %s:%d, want svc/app.py lines 6 and 10", a.Path, a.StartLine)
		}
	}
	if len(f.Comments) != 1 || f.Comments[0].Issue != prNum || !strings.Contains(f.Comments[0].Body, "<!-- resilience-check -->") {
		t.Errorf("comments: %+v, want one sticky comment on #%d", f.Comments, prNum)
	}
	if len(f.SARIFUploads) != 1 {
		t.Fatalf("%d SARIF uploads, want 1", len(f.SARIFUploads))
	}
	up := f.SARIFUploads[0]
	if up.CommitSHA != prHead || up.Ref != "refs/pull/2/head" || !bytes.Contains(up.SARIF, []byte(`"RC201"`)) {
		t.Errorf("SARIF upload %s %s, want %s refs/pull/2/head with RC201", up.CommitSHA, up.Ref, prHead)
	}
	var sarif struct{ Version string }
	if json.Unmarshal(up.SARIF, &sarif) != nil || sarif.Version != "2.1.0" {
		t.Errorf("uploaded SARIF is not a 2.1.0 log: %.200s", up.SARIF)
	}
	tokens, api := 0, 0
	for _, r := range f.Requests {
		if strings.HasSuffix(r.Path, "/access_tokens") {
			tokens++
			if !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer ") {
				t.Errorf("token request without the App's JWT")
			}
			continue
		}
		api++
		if r.Header.Get("Authorization") != "token "+instToken {
			t.Errorf("%s %s: not authorized with the installation token", r.Method, r.Path)
		}
	}
	if tokens != 1 {
		t.Errorf("%d installation token requests, want 1 (the transport is cached)", tokens)
	}
	before := len(f.Requests)
	f.Unlock()

	// The same delivery again (GitHub's redelivery): nothing changes.
	if st, res := h.deliver("pull_request", "d-1", body); st != http.StatusAccepted || res != "duplicate" {
		t.Fatalf("redelivery: %d %s, want 202 duplicate", st, res)
	}
	time.Sleep(10 * h.opts.Poll)
	f.Lock()
	if len(f.CheckRuns) != 1 || len(f.Comments) != 1 || f.Comments[0].Edits != 0 || len(f.SARIFUploads) != 1 || len(f.Requests) != before {
		t.Errorf("redelivery changed GitHub: %d check runs, %d comments, %d SARIF uploads, %d more requests",
			len(f.CheckRuns), len(f.Comments), len(f.SARIFUploads), len(f.Requests)-before)
	}
	f.Unlock()
	if j := h.jobs(); j["completed"] != 1 || j["total"] != 1 {
		t.Errorf("jobs %v, want one completed", j)
	}
	m := h.metrics()
	for _, want := range []string{`resilience_bot_webhooks_total{event="pull_request",result="queued"} 1`,
		`resilience_bot_webhooks_total{event="pull_request",result="duplicate"} 1`,
		`resilience_bot_jobs_total{result="completed"} 1`, `resilience_bot_queue_jobs{state="completed"} 1`,
		`resilience_bot_github_requests_total{status="201"}`, `resilience_bot_github_requests_total{status="202"} 1`,
		`resilience_bot_github_rate_limit_remaining{installation="1"} 49`, `resilience_bot_scan_seconds_count 1`,
		`resilience_bot_queue_depth 0`} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	logs := h.logs.String()
	if strings.Contains(logs, instToken) || strings.Contains(logs, "eyJ") {
		t.Error("the log holds the installation token or a JWT")
	}
	for _, want := range []string{`"delivery":"d-1"`, `"repo":"Codertocat/Hello-World"`, `"pr":2`, `"head_sha":"` + prHead + `"`, `"duration_ms"`, `"msg":"review"`, `"result":"completed"`} {
		if !strings.Contains(logs, want) {
			t.Errorf("log lacks %s", want)
		}
	}
}

// A missing, wrong or replayed-with-altered-body signature gets 401 and
// queues nothing; ping gets 200; unknown events 202 and are ignored.
func TestSignatureAndEvents(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	body := payload(t, "pull_request.opened", nil)
	altered := bytes.Replace(body, []byte(`"number": 2`), []byte(`"number": 3`), 1)
	if bytes.Equal(altered, body) {
		t.Fatal("payload edit did not apply")
	}
	for name, c := range map[string]struct {
		body []byte
		sig  string
	}{
		"missing":       {body, "-"},
		"wrong secret":  {body, sign(body, "not the secret")},
		"garbage":       {body, "sha256=zz"},
		"sha1 only":     {body, "sha1=0123"},
		"altered body":  {altered, sign(body, testSecret)},
		"empty":         {body, "sha256="},
		"wrong payload": {[]byte("{}"), sign(body, testSecret)},
	} {
		if st, _ := deliver(t, h.srv.URL, "pull_request", "bad-"+name, c.body, c.sig); st != http.StatusUnauthorized {
			t.Errorf("%s signature: %d, want 401", name, st)
		}
	}
	if j := h.jobs(); j["total"] != 0 {
		t.Errorf("jobs after bad signatures: %v, want none", j)
	}
	if st, res := h.deliver("ping", "p", []byte(`{"zen":"Keep it logically awesome.","hook_id":1}`)); st != http.StatusOK || res != "ping" {
		t.Errorf("ping: %d %s", st, res)
	}
	if st, res := h.deliver("star", "s", []byte(`{"action":"created"}`)); st != http.StatusAccepted || res != "ignored" {
		t.Errorf("unknown event: %d %s, want 202 ignored", st, res)
	}
	if st, res := h.deliver("installation", "i", payload(t, "installation.created", nil)); st != http.StatusAccepted || res != "logged" {
		t.Errorf("installation: %d %s, want 202 logged", st, res)
	}
	closed := payload(t, "pull_request.opened", map[string]any{"action": "closed"})
	if st, res := h.deliver("pull_request", "c", closed); st != http.StatusAccepted || res != "ignored" {
		t.Errorf("pull_request closed: %d %s, want 202 ignored", st, res)
	}
	if st, res := h.deliver("pull_request", "nj", []byte("this is not JSON")); st != http.StatusBadRequest || res != "bad_request" {
		t.Errorf("signed non-JSON payload: %d %s, want 400", st, res)
	}
	if j := h.jobs(); j["total"] != 0 {
		t.Errorf("jobs: %v, want none", j)
	}
	big := bytes.Repeat([]byte(" "), MaxWebhookBytes+1)
	if st, res := h.deliver("pull_request", "big", big); st != http.StatusRequestEntityTooLarge {
		t.Errorf("body over 25 MB: %d %s, want 413", st, res)
	}
	if !strings.Contains(h.logs.String(), `"reason":"payload is not a pull_request event`) {
		t.Error("no clear log line for the non-JSON payload")
	}
	if n := h.fake.Count("", "."); n != 0 {
		t.Errorf("%d GitHub requests, want none", n)
	}
	m := h.metrics()
	for _, want := range []string{`resilience_bot_webhooks_total{event="unverified",result="unauthorized"} 7`,
		`resilience_bot_webhooks_total{event="ping",result="ping"} 1`, `resilience_bot_queue_depth 0`} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

// /readyz answers while the queue database does, and fails (as the webhook
// does, with 503 so that GitHub shows the delivery failed) once it is gone.
func TestQueueDown(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	get := func(p string) int {
		resp, err := http.Get(h.srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if st := get("/readyz"); st != http.StatusOK {
		t.Fatalf("readyz: %d", st)
	}
	h.bot.q.close()
	if st := get("/readyz"); st != http.StatusServiceUnavailable {
		t.Errorf("readyz with the database closed: %d, want 503", st)
	}
	if st := get("/healthz"); st != http.StatusOK {
		t.Errorf("healthz: %d, want 200 (the process is up)", st)
	}
	if st, res := h.deliver("pull_request", "x", payload(t, "pull_request.opened", nil)); st != http.StatusServiceUnavailable {
		t.Errorf("delivery with the database closed: %d %s, want 503", st, res)
	}
	h.bot.stopping.Store(true) // closed already
}

// A SQLite queue belongs to one process: a second bot on the same data
// directory is refused with the reason.
func TestSQLiteQueueIsExclusive(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	if _, err := New(context.Background(), h.cfg, appKey(t), h.opts); err == nil || !strings.Contains(err.Error(), "in use by another resilience-bot process") {
		t.Errorf("second bot on %s: %v, want refused", h.cfg.DataDir, err)
	}
}

// TestUnsignedRequestsDoNotGrowMetrics: 5,000 unsigned requests, each with
// an event header of its own, add no series: /metrics grows by under 100 KB
// (it grew by one series a request when the raw header was the label), and
// a huge header value is cut in the log line. /metrics is not served on the
// webhook port.
func TestUnsignedRequestsDoNotGrowMetrics(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	before := len(h.metrics())
	handler := h.bot.Handler()
	for i := range 5000 {
		req := httptest.NewRequest("POST", "/webhook", strings.NewReader(`{}`))
		req.Header.Set("X-GitHub-Event", fmt.Sprintf("evil_%d_%s", i, strings.Repeat("x", 40)))
		req.Header.Set("X-GitHub-Delivery", fmt.Sprintf("d-%d", i))
		if i%2 == 0 {
			req.Header.Set("X-Hub-Signature-256", "sha256=00")
		}
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusUnauthorized {
			t.Fatalf("request %d: %d, want 401", i, rec.Code)
		}
	}
	// A signed delivery of an event the bot does not handle counts as "other".
	h.deliver("star", "s", []byte(`{}`))
	after := h.metrics()
	grew := len(after) - before
	t.Logf("/metrics: %d bytes before, %d after 5,000 unsigned requests with distinct event headers (+%d)", before, len(after), grew)
	if grew >= 100_000 {
		t.Errorf("/metrics grew by %d bytes, want under 100 KB", grew)
	}
	if strings.Contains(after, "evil_") {
		t.Error("an unsigned event header became a label value")
	}
	for _, want := range []string{`resilience_bot_webhooks_total{event="unverified",result="unauthorized"} 5000`,
		`resilience_bot_webhooks_total{event="other",result="ignored"} 1`} {
		if !strings.Contains(after, want) {
			t.Errorf("metrics lack %s", want)
		}
	}

	req := httptest.NewRequest("POST", "/webhook", strings.NewReader(`{}`))
	req.Header.Set("X-GitHub-Event", strings.Repeat("E", 20_000))
	handler.ServeHTTP(httptest.NewRecorder(), req)
	if strings.Contains(h.logs.String(), strings.Repeat("E", maxHeaderLog+1)) || !strings.Contains(h.logs.String(), "…(20000 bytes)") {
		t.Error("the 20,000-byte event header was not cut in the log")
	}
	resp, err := http.Get(h.srv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		t.Error("/metrics is served on the webhook port")
	}
}
