// Retry loops that leave when the answer is not retryable and wait on the
// rest of the body (retryguard.Inverted): sishbi/confluence-mcp
// internal/confluence/client.go:116, with a delay helper of the file bound
// with := (`delay := c.backoff(attempt, resp)`) that doubles in a loop.
package inverted

import (
	"context"
	"io"
	"math/rand"
	"net/http"
	"time"
)

type Client struct{ base time.Duration }

func shouldRetry(code int) bool { return code == 429 || code >= 500 }

func (c *Client) backoff(attempt int) time.Duration {
	d := c.base
	for i := 0; i < attempt; i++ {
		d *= 2
	}
	return d
}

func (c *Client) retry(ctx context.Context, fn func() (*http.Response, error)) (*http.Response, error) {
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		resp, err = fn()
		if err != nil {
			return nil, err
		}
		if !shouldRetry(resp.StatusCode) {
			return resp, nil
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		_ = resp.Body.Close()
		delay := c.backoff(attempt)
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(delay): // want: RC302
		}
	}
	return resp, nil
}

// ---- clean look-alike: the helper randomises ----

func (c *Client) jitter(attempt int) time.Duration {
	return time.Duration(rand.Int63n(int64(c.base << attempt)))
}

func (c *Client) retryJitter(ctx context.Context, fn func() (*http.Response, error)) (*http.Response, error) {
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		resp, err = fn()
		if err != nil {
			return nil, err
		}
		if !shouldRetry(resp.StatusCode) {
			return resp, nil
		}
		delay := c.jitter(attempt)
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(delay):
		}
	}
	return resp, nil
}
