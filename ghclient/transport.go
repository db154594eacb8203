package ghclient

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// RetryPolicy says how a request is timed and retried. Zero fields take the
// defaults named on each field (see DefaultRetryPolicy).
type RetryPolicy struct {
	// MaxAttempts is how many times one request is sent at most, the first
	// included; 0 means 5.
	MaxAttempts int
	// BaseDelay caps the first backoff; each later retry doubles the cap
	// (exponential backoff) and the wait is drawn uniformly from [0, cap]
	// (full jitter). 0 means 1 s.
	BaseDelay time.Duration
	// MaxDelay caps one backoff wait; 0 means 30 s. A Retry-After or
	// X-RateLimit-Reset wait is not capped by it, only by Budget.
	MaxDelay time.Duration
	// SecondaryMinDelay is the least wait after a secondary rate limit answer
	// that carries neither Retry-After nor X-RateLimit-Reset; 0 means 60 s
	// (GitHub asks to wait at least a minute then).
	SecondaryMinDelay time.Duration
	// Budget bounds one request's whole life, waits included: no retry is
	// started whose wait would end after first attempt + Budget. 0 means 2 min.
	Budget time.Duration
	// Timeout bounds one attempt, reading the response body included; 0 means
	// 30 s.
	Timeout time.Duration
}

// DefaultRetryPolicy is the policy used for zero RetryPolicy fields.
var DefaultRetryPolicy = RetryPolicy{
	MaxAttempts:       5,
	BaseDelay:         time.Second,
	MaxDelay:          30 * time.Second,
	SecondaryMinDelay: time.Minute,
	Budget:            2 * time.Minute,
	Timeout:           30 * time.Second,
}

func (p RetryPolicy) withDefaults() RetryPolicy {
	d := DefaultRetryPolicy
	if p.MaxAttempts <= 0 {
		p.MaxAttempts = d.MaxAttempts
	}
	if p.BaseDelay <= 0 {
		p.BaseDelay = d.BaseDelay
	}
	if p.MaxDelay <= 0 {
		p.MaxDelay = d.MaxDelay
	}
	if p.SecondaryMinDelay <= 0 {
		p.SecondaryMinDelay = d.SecondaryMinDelay
	}
	if p.Budget <= 0 {
		p.Budget = d.Budget
	}
	if p.Timeout <= 0 {
		p.Timeout = d.Timeout
	}
	return p
}

// Clock is the time source of the retry transport; tests pass a fake one so
// that waits of minutes take no time.
type Clock interface {
	// Now returns the current time.
	Now() time.Time
	// Sleep waits for d or until ctx is done, whichever comes first, and
	// returns ctx.Err() in the second case.
	Sleep(ctx context.Context, d time.Duration) error
}

// RealClock is the wall clock.
type RealClock struct{}

// Now returns time.Now().
func (RealClock) Now() time.Time { return time.Now() }

// Sleep waits for d or until ctx is done.
func (RealClock) Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Transport is an http.RoundTripper that gives every attempt a timeout and
// retries what is safe to retry:
//
//   - network errors and 5xx answers, for idempotent requests only (GET, HEAD,
//     OPTIONS, PUT, DELETE, or any request whose context went through
//     WithIdempotent); a POST or PATCH may have taken effect, so it is not
//     blindly sent again;
//   - a failed connection (dial error), for every method: nothing was sent;
//   - rate limit answers (429, or 403 with Retry-After, X-RateLimit-Remaining 0
//     or a "secondary rate limit" message), for every method: GitHub refused
//     the request without acting on it.
//
// Waits honour Retry-After, then X-RateLimit-Reset (when the remaining quota
// is 0), else exponential backoff with full jitter; a retry whose wait would
// end after the policy's Budget is not made and the last answer is returned
// as it is. Logf sees the method, the URL path and the status, never headers,
// query strings or bodies, so the token cannot leak into the log.
type Transport struct {
	// Base sends the requests; nil means http.DefaultTransport.
	Base http.RoundTripper
	// Policy sets attempts, delays and the budget.
	Policy RetryPolicy
	// Clock is the time source; nil means RealClock.
	Clock Clock
	// Jitter returns a uniformly random duration in [0, max]; nil means
	// math/rand/v2.
	Jitter func(max time.Duration) time.Duration
	// Logf, when set, is told about every retry and every give-up.
	Logf func(format string, args ...any)
}

type idempotentKey struct{}

// WithIdempotent marks the requests made with the returned context as safe to
// repeat, so the transport retries them on network errors and 5xx answers
// whatever their method (e.g. a PATCH that sets a comment's whole body).
func WithIdempotent(ctx context.Context) context.Context {
	return context.WithValue(ctx, idempotentKey{}, true)
}

func isIdempotent(req *http.Request) bool {
	switch req.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions, http.MethodPut, http.MethodDelete:
		return true
	}
	v, _ := req.Context().Value(idempotentKey{}).(bool)
	return v
}

// RoundTrip sends req, retrying as the Transport's doc says. The returned
// response's body must be closed as usual; closing it also releases the
// attempt's timeout.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	p := t.Policy.withDefaults()
	clock := t.Clock
	if clock == nil {
		clock = RealClock{}
	}
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	ctx := req.Context()
	deadline := clock.Now().Add(p.Budget)
	idem := isIdempotent(req)
	for attempt := 1; ; attempt++ {
		r, err := rewind(req, attempt)
		if err != nil {
			return nil, err
		}
		actx, cancel := context.WithTimeout(ctx, p.Timeout)
		resp, err := base.RoundTrip(r.WithContext(actx))
		var (
			wait  time.Duration
			why   string
			retry bool
		)
		if err != nil {
			timedOut := errors.Is(actx.Err(), context.DeadlineExceeded)
			cancel()
			if ctx.Err() != nil {
				return nil, err
			}
			if timedOut {
				err = fmt.Errorf("%w (no answer within %s)", err, p.Timeout)
			}
			retry = idem || isDialError(err)
			why = err.Error()
			wait = t.backoff(p, attempt)
		} else {
			resp.Body = &cancelBody{ReadCloser: resp.Body, cancel: cancel}
			switch rl, w := rateLimited(resp, clock.Now(), p); {
			case rl:
				retry, wait, why = true, w, resp.Status+" (rate limit)"
			case resp.StatusCode >= 500 && resp.StatusCode != http.StatusNotImplemented && idem:
				retry, why = true, resp.Status
				wait = t.backoff(p, attempt)
				if ra, ok := retryAfter(resp, clock.Now()); ok {
					wait = ra
				}
			}
		}
		if !retry {
			return resp, err
		}
		if attempt >= p.MaxAttempts || clock.Now().Add(wait).After(deadline) {
			t.logf("github: %s %s: %s; giving up after %d attempt(s)", req.Method, req.URL.Path, why, attempt)
			return resp, err
		}
		if resp != nil {
			io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
			resp.Body.Close()
		}
		t.logf("github: %s %s: %s; retry %d/%d in %s", req.Method, req.URL.Path, why, attempt+1, p.MaxAttempts, wait.Round(time.Millisecond))
		if err := clock.Sleep(ctx, wait); err != nil {
			return nil, err
		}
	}
}

func (t *Transport) logf(format string, args ...any) {
	if t.Logf != nil {
		t.Logf(format, args...)
	}
}

// backoff is the full-jitter exponential backoff before attempt+1: uniform in
// [0, min(MaxDelay, BaseDelay*2^(attempt-1))].
func (t *Transport) backoff(p RetryPolicy, attempt int) time.Duration {
	c := p.BaseDelay
	for i := 1; i < attempt && c < p.MaxDelay; i++ {
		c *= 2
	}
	c = min(c, p.MaxDelay)
	if t.Jitter != nil {
		return t.Jitter(c)
	}
	return rand.N(c + 1)
}

// rewind returns the request to send for attempt: req itself first, then a
// clone with a fresh body from GetBody.
func rewind(req *http.Request, attempt int) (*http.Request, error) {
	if attempt == 1 || req.Body == nil || req.Body == http.NoBody {
		return req, nil
	}
	if req.GetBody == nil {
		return nil, fmt.Errorf("%s %s: cannot retry: request body cannot be re-read", req.Method, req.URL.Path)
	}
	body, err := req.GetBody()
	if err != nil {
		return nil, fmt.Errorf("%s %s: rewind body: %w", req.Method, req.URL.Path, err)
	}
	r := req.Clone(req.Context())
	r.Body = body
	return r, nil
}

// isDialError reports whether err happened while connecting, before any byte
// of the request was sent.
func isDialError(err error) bool {
	var op *net.OpError
	if errors.As(err, &op) && op.Op == "dial" {
		return true
	}
	var dns *net.DNSError
	return errors.As(err, &dns)
}

// rateLimited reports whether resp is a primary or secondary rate-limit
// answer, and how long to wait before trying again. A 403 body is read (up to
// 64 KiB) to look for GitHub's message and then put back.
func rateLimited(resp *http.Response, now time.Time, p RetryPolicy) (bool, time.Duration) {
	switch resp.StatusCode {
	case http.StatusTooManyRequests:
	case http.StatusForbidden:
		if resp.Header.Get("Retry-After") == "" && resp.Header.Get("X-RateLimit-Remaining") != "0" && !bodyMentionsRateLimit(resp) {
			return false, 0
		}
	default:
		return false, 0
	}
	if d, ok := retryAfter(resp, now); ok {
		return true, d
	}
	if resp.Header.Get("X-RateLimit-Remaining") == "0" {
		if reset, err := strconv.ParseInt(resp.Header.Get("X-RateLimit-Reset"), 10, 64); err == nil {
			// One second more: the reset time has one-second resolution.
			return true, max(time.Unix(reset, 0).Sub(now), 0) + time.Second
		}
	}
	return true, p.SecondaryMinDelay
}

func bodyMentionsRateLimit(resp *http.Response) bool {
	b, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	rest := resp.Body
	resp.Body = &multiReadCloser{Reader: io.MultiReader(bytes.NewReader(b), rest), Closer: rest}
	if err != nil {
		return false
	}
	s := strings.ToLower(string(b))
	return strings.Contains(s, "rate limit") || strings.Contains(s, "abuse detection")
}

// retryAfter parses a Retry-After header: delay seconds or an HTTP date.
func retryAfter(resp *http.Response, now time.Time) (time.Duration, bool) {
	v := strings.TrimSpace(resp.Header.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second, true
	}
	if at, err := http.ParseTime(v); err == nil {
		return max(at.Sub(now), 0), true
	}
	return 0, false
}

type multiReadCloser struct {
	io.Reader
	io.Closer
}

// cancelBody releases an attempt's timeout when the body is closed.
type cancelBody struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (b *cancelBody) Close() error {
	err := b.ReadCloser.Close()
	b.cancel()
	return err
}
