package ghclient

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fakeClock advances only when slept on, and records the sleeps.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	sleeps []time.Duration
}

func newFakeClock() *fakeClock { return &fakeClock{now: time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sleeps = append(c.sleeps, d)
	c.now = c.now.Add(d)
	return ctx.Err()
}

func (c *fakeClock) total() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	var t time.Duration
	for _, d := range c.sleeps {
		t += d
	}
	return t
}

// script answers the i-th request with steps[i] (the last step repeats).
type step struct {
	status int
	header map[string]string
	body   string
}

func scripted(t *testing.T, steps ...step) (*httptest.Server, *atomic.Int32, *[]string) {
	t.Helper()
	var n atomic.Int32
	var mu sync.Mutex
	var bodies []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, string(b))
		mu.Unlock()
		i := int(n.Add(1)) - 1
		s := steps[min(i, len(steps)-1)]
		for k, v := range s.header {
			w.Header().Set(k, v)
		}
		w.WriteHeader(s.status)
		io.WriteString(w, s.body)
	}))
	t.Cleanup(srv.Close)
	return srv, &n, &bodies
}

func maxJitter(d time.Duration) time.Duration { return d }

func newTransport(clk Clock, logs *[]string) *Transport {
	return &Transport{
		Policy: RetryPolicy{MaxAttempts: 5, BaseDelay: time.Second, MaxDelay: 8 * time.Second, Budget: 2 * time.Minute, Timeout: 5 * time.Second},
		Clock:  clk, Jitter: maxJitter,
		Logf: func(f string, a ...any) {
			if logs != nil {
				*logs = append(*logs, fmt.Sprintf(f, a...))
			}
		},
	}
}

func do(t *testing.T, rt http.RoundTripper, ctx context.Context, method, url, body string) (*http.Response, string, error) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := rt.RoundTrip(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b), nil
}

func TestRetryGET502ThenOK(t *testing.T) {
	srv, n, _ := scripted(t, step{status: 502, body: "bad gateway"}, step{status: 200, body: "ok"})
	clk := newFakeClock()
	var logs []string
	resp, body, err := do(t, newTransport(clk, &logs), context.Background(), "GET", srv.URL+"/repos/o/r/pulls/1/files?per_page=100", "")
	if err != nil || resp.StatusCode != 200 || body != "ok" {
		t.Fatalf("got %v %q %v, want 200 ok", resp, body, err)
	}
	if n.Load() != 2 || len(clk.sleeps) != 1 || clk.sleeps[0] != time.Second {
		t.Errorf("requests %d, sleeps %v; want 2 requests and one 1s sleep", n.Load(), clk.sleeps)
	}
	if len(logs) != 1 || !strings.Contains(logs[0], "GET /repos/o/r/pulls/1/files: 502 Bad Gateway; retry 2/5") || strings.Contains(logs[0], "per_page") {
		t.Errorf("log = %q", logs)
	}
}

func TestBackoffDoublesUpToMaxAndGivesUp(t *testing.T) {
	srv, n, _ := scripted(t, step{status: 503})
	clk := newFakeClock()
	var logs []string
	tr := newTransport(clk, &logs)
	resp, _, err := do(t, tr, context.Background(), "GET", srv.URL+"/x", "")
	if err != nil || resp.StatusCode != 503 {
		t.Fatalf("got %v %v; want the last 503 returned", resp, err)
	}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second}
	if fmt.Sprint(clk.sleeps) != fmt.Sprint(want) || n.Load() != 5 {
		t.Errorf("sleeps %v after %d requests, want %v after 5", clk.sleeps, n.Load(), want)
	}
	if !strings.Contains(logs[len(logs)-1], "giving up after 5 attempt(s)") {
		t.Errorf("last log %q", logs[len(logs)-1])
	}
}

func TestFullJitterStaysWithinCap(t *testing.T) {
	tr := &Transport{}
	p := RetryPolicy{BaseDelay: time.Second, MaxDelay: 4 * time.Second}.withDefaults()
	for attempt := 1; attempt <= 6; attempt++ {
		limit := min(time.Second<<(attempt-1), 4*time.Second)
		for i := 0; i < 200; i++ {
			if d := tr.backoff(p, attempt); d < 0 || d > limit {
				t.Fatalf("attempt %d: backoff %s outside [0, %s]", attempt, d, limit)
			}
		}
	}
}

func TestBudgetStopsRetries(t *testing.T) {
	srv, n, _ := scripted(t, step{status: 502})
	clk := newFakeClock()
	tr := newTransport(clk, nil)
	tr.Policy.MaxAttempts = 100
	tr.Policy.Budget = 10 * time.Second
	do(t, tr, context.Background(), "GET", srv.URL+"/x", "")
	// waits 1, 2, 4 (7 s); the next 8 s would end after 10 s.
	if clk.total() != 7*time.Second || n.Load() != 4 {
		t.Errorf("slept %s over %d requests; want 7s over 4", clk.total(), n.Load())
	}
}

func TestPOSTNotRetriedOn5xx(t *testing.T) {
	srv, n, _ := scripted(t, step{status: 502}, step{status: 201})
	resp, _, err := do(t, newTransport(newFakeClock(), nil), context.Background(), "POST", srv.URL+"/repos/o/r/issues/1/comments", `{"body":"x"}`)
	if err != nil || resp.StatusCode != 502 || n.Load() != 1 {
		t.Fatalf("got %v %v after %d requests; want the 502 after 1", resp, err, n.Load())
	}
}

func TestIdempotentPATCHRetried(t *testing.T) {
	srv, n, bodies := scripted(t, step{status: 500}, step{status: 200})
	ctx := WithIdempotent(context.Background())
	resp, _, err := do(t, newTransport(newFakeClock(), nil), ctx, "PATCH", srv.URL+"/repos/o/r/issues/comments/9", `{"body":"x"}`)
	if err != nil || resp.StatusCode != 200 || n.Load() != 2 {
		t.Fatalf("got %v %v after %d requests", resp, err, n.Load())
	}
	if (*bodies)[0] != (*bodies)[1] || (*bodies)[1] != `{"body":"x"}` {
		t.Errorf("bodies %q: the retry must resend the same body", *bodies)
	}
}

func TestSecondaryRateLimitRetryAfterOnPOST(t *testing.T) {
	srv, n, bodies := scripted(t,
		step{status: 403, header: map[string]string{"Retry-After": "3"}, body: `{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again.","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"}`},
		step{status: 201, body: `{"id":1}`})
	clk := newFakeClock()
	resp, body, err := do(t, newTransport(clk, nil), context.Background(), "POST", srv.URL+"/repos/o/r/check-runs", `{"name":"rc"}`)
	if err != nil || resp.StatusCode != 201 || body != `{"id":1}` {
		t.Fatalf("got %v %q %v", resp, body, err)
	}
	if n.Load() != 2 || fmt.Sprint(clk.sleeps) != "[3s]" || (*bodies)[1] != `{"name":"rc"}` {
		t.Errorf("requests %d, sleeps %v, bodies %q", n.Load(), clk.sleeps, *bodies)
	}
}

func TestSecondaryRateLimitByMessageOnly(t *testing.T) {
	srv, n, _ := scripted(t,
		step{status: 403, body: `{"message":"You have exceeded a secondary rate limit."}`},
		step{status: 200})
	clk := newFakeClock()
	tr := newTransport(clk, nil)
	tr.Policy.SecondaryMinDelay = 61 * time.Second
	resp, _, _ := do(t, tr, context.Background(), "GET", srv.URL+"/x", "")
	if resp.StatusCode != 200 || n.Load() != 2 || fmt.Sprint(clk.sleeps) != "[1m1s]" {
		t.Errorf("status %d after %d requests, sleeps %v; want 200 after 2, [1m1s]", resp.StatusCode, n.Load(), clk.sleeps)
	}
}

func TestRetryAfterHTTPDate(t *testing.T) {
	clk := newFakeClock()
	at := clk.Now().Add(7 * time.Second).Format(http.TimeFormat)
	srv, _, _ := scripted(t, step{status: 429, header: map[string]string{"Retry-After": at}}, step{status: 200})
	do(t, newTransport(clk, nil), context.Background(), "GET", srv.URL+"/x", "")
	if fmt.Sprint(clk.sleeps) != "[7s]" {
		t.Errorf("sleeps %v, want [7s]", clk.sleeps)
	}
}

func TestPrimaryRateLimitWaitsForReset(t *testing.T) {
	clk := newFakeClock()
	reset := fmt.Sprint(clk.Now().Add(20 * time.Second).Unix())
	srv, n, _ := scripted(t,
		step{status: 403, header: map[string]string{"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset}, body: `{"message":"API rate limit exceeded"}`},
		step{status: 200})
	resp, _, _ := do(t, newTransport(clk, nil), context.Background(), "GET", srv.URL+"/x", "")
	if resp.StatusCode != 200 || n.Load() != 2 || fmt.Sprint(clk.sleeps) != "[21s]" {
		t.Errorf("status %d, %d requests, sleeps %v; want 200, 2, [21s]", resp.StatusCode, n.Load(), clk.sleeps)
	}
}

func TestRateLimitBeyondBudgetReturnsAtOnce(t *testing.T) {
	clk := newFakeClock()
	reset := fmt.Sprint(clk.Now().Add(time.Hour).Unix())
	srv, n, _ := scripted(t, step{status: 403, header: map[string]string{"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset}, body: `{"message":"API rate limit exceeded"}`})
	resp, body, _ := do(t, newTransport(clk, nil), context.Background(), "GET", srv.URL+"/x", "")
	if resp.StatusCode != 403 || n.Load() != 1 || len(clk.sleeps) != 0 || !strings.Contains(body, "rate limit") {
		t.Errorf("status %d, %d requests, sleeps %v, body %q; want the 403 with its body at once", resp.StatusCode, n.Load(), clk.sleeps, body)
	}
}

func TestForbiddenNotRetried(t *testing.T) {
	msg := `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/checks/runs#create-a-check-run"}`
	srv, n, _ := scripted(t, step{status: 403, body: msg})
	resp, body, _ := do(t, newTransport(newFakeClock(), nil), context.Background(), "POST", srv.URL+"/repos/o/r/check-runs", "{}")
	if resp.StatusCode != 403 || n.Load() != 1 || body != msg {
		t.Errorf("status %d after %d requests, body %q; want the 403 untouched after 1", resp.StatusCode, n.Load(), body)
	}
}

func TestDialErrorRetriedEvenForPOST(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens: connection refused
	clk := newFakeClock()
	var logs []string
	_, _, err = do(t, newTransport(clk, &logs), context.Background(), "POST", "http://"+addr+"/repos/o/r/check-runs", "{}")
	if err == nil || !isDialError(err) {
		t.Fatalf("err = %v, want a dial error", err)
	}
	if strings.Contains(err.Error(), "no answer within") {
		t.Errorf("a refused connection reported as a timeout: %v", err)
	}
	if len(clk.sleeps) != 4 || !strings.Contains(logs[len(logs)-1], "giving up after 5") {
		t.Errorf("sleeps %v, logs %q", clk.sleeps, logs)
	}
}

func TestAttemptTimeoutRetriesGET(t *testing.T) {
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n.Add(1) == 1 {
			<-r.Context().Done() // hang until the client gives up
			return
		}
		io.WriteString(w, "late but fine")
	}))
	defer srv.Close()
	tr := newTransport(newFakeClock(), nil)
	tr.Policy.Timeout = 50 * time.Millisecond
	resp, body, err := do(t, tr, context.Background(), "GET", srv.URL+"/x", "")
	if err != nil || resp.StatusCode != 200 || body != "late but fine" || n.Load() != 2 {
		t.Fatalf("got %v %q %v after %d requests", resp, body, err, n.Load())
	}
}

func TestAttemptTimeoutNotRetriedForPOST(t *testing.T) {
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		io.ReadAll(r.Body) // the server notices the client going only once the body is read
		<-r.Context().Done()
	}))
	defer srv.Close()
	tr := newTransport(newFakeClock(), nil)
	tr.Policy.Timeout = 50 * time.Millisecond
	_, _, err := do(t, tr, context.Background(), "POST", srv.URL+"/repos/o/r/issues/1/comments", "{}")
	if err == nil || !strings.Contains(err.Error(), "no answer within 50ms") || n.Load() != 1 {
		t.Fatalf("err %v after %d requests; want a timeout after 1", err, n.Load())
	}
}

func TestCallerCancelStopsWaiting(t *testing.T) {
	srv, n, _ := scripted(t, step{status: 502})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, _, err := do(t, newTransport(RealClock{}, nil), ctx, "GET", srv.URL+"/x", "")
	if err == nil || n.Load() > 1 {
		t.Fatalf("err %v after %d requests; want the cancellation", err, n.Load())
	}
}

func TestRealClockSleep(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := (RealClock{}).Sleep(ctx, time.Hour); err != context.Canceled {
		t.Errorf("Sleep on a cancelled context = %v", err)
	}
	if err := (RealClock{}).Sleep(context.Background(), time.Millisecond); err != nil {
		t.Error(err)
	}
}
