package fixtures

import (
	"context"
	"math/rand"
	"net/http"
	"time"
)

// A delay read from a written-out schedule by the attempt
// (richardpowellus/mailchimp-mcp-server), or computed by a method of the
// file (FrancoRutigliano/mcp-go-meta-ads `c.backoffFor(attempt)`).

type scheduleClient struct {
	http    *http.Client
	backoff time.Duration
}

// ---- positives ----

func (c *scheduleClient) doSchedule(ctx context.Context, req *http.Request) (*http.Response, error) {
	backoff := []time.Duration{1 * time.Second, 2 * time.Second, 4 * time.Second}
	var lastErr error
	for attempt := 0; attempt <= 3; attempt++ {
		if attempt > 0 {
			wait := backoff[min(attempt-1, len(backoff)-1)]
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(wait): // want: RC302
			}
		}
		resp, err := c.http.Do(req)
		if err == nil {
			return resp, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

func (c *scheduleClient) doMethod(ctx context.Context, req *http.Request) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 4; attempt++ {
		resp, err := c.http.Do(req)
		if err == nil {
			return resp, nil
		}
		lastErr = err
		time.Sleep(c.backoffFor(attempt)) // want: RC302
	}
	return nil, lastErr
}

func (c *scheduleClient) backoffFor(attempt int) time.Duration {
	return c.backoff * (1 << attempt)
}

// ---- clean look-alikes ----

func (c *scheduleClient) doScheduleJitter(ctx context.Context, req *http.Request) (*http.Response, error) {
	backoff := []time.Duration{1 * time.Second, 2 * time.Second, 4 * time.Second}
	var lastErr error
	for attempt := 0; attempt <= 3; attempt++ {
		if attempt > 0 {
			wait := time.Duration(rand.Int63n(int64(backoff[min(attempt-1, len(backoff)-1)])))
			time.Sleep(wait)
		}
		resp, err := c.http.Do(req)
		if err == nil {
			return resp, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

func (c *scheduleClient) doMethodJitter(ctx context.Context, req *http.Request) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 4; attempt++ {
		resp, err := c.http.Do(req)
		if err == nil {
			return resp, nil
		}
		lastErr = err
		time.Sleep(c.jitteredFor(attempt))
	}
	return nil, lastErr
}

func (c *scheduleClient) jitteredFor(attempt int) time.Duration {
	return time.Duration(rand.Int63n(int64(c.backoff * (1 << attempt))))
}

type limiter interface {
	Wait(ctx context.Context) error
}

type pacedClient struct {
	http    *http.Client
	limiter limiter
}

// ---- positive: a rate limiter's wait before each attempt does not decide the retry's delay ----

func (c *pacedClient) getPaced(ctx context.Context, req *http.Request) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt <= 3; attempt++ {
		if err := c.limiter.Wait(ctx); err != nil {
			return nil, err
		}
		resp, err := c.http.Do(req)
		if err == nil {
			return resp, nil
		}
		lastErr = err
		select {
		case <-time.After(time.Duration(1<<attempt) * time.Second): // want: RC302
			continue
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return nil, lastErr
}

// ---- clean look-alike: a helper wait on the failure path decides the delay ----

func (c *pacedClient) getHelper(ctx context.Context, req *http.Request) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt <= 3; attempt++ {
		resp, err := c.http.Do(req)
		if err == nil {
			return resp, nil
		}
		lastErr = err
		if err := c.limiter.Wait(ctx); err != nil {
			return nil, err
		}
	}
	return nil, lastErr
}
