package fixtures

import (
	"context"
	"math/rand"
	"net/http"
	"time"
)

// A delay built through Go conversions (uint, time.Duration) still grows
// with the attempt: Blankcut/kubernetes-mcp-server's ArgoCD and GitLab
// clients, `time.Duration(1<<uint(attempt)) * baseDelay` under time.After.

// ---- positives ----

func shiftConverted(ctx context.Context, c *http.Client, req *http.Request) (*http.Response, error) {
	const baseDelay = 1 * time.Second
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, lastErr := c.Do(req)
		if lastErr == nil {
			return resp, nil
		}
		delay := time.Duration(1<<uint(attempt)) * baseDelay
		select {
		case <-time.After(delay): // want: RC302
			continue
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return nil, lastErr
}

// ---- clean look-alikes ----

func shiftJittered(ctx context.Context, c *http.Client, req *http.Request) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, lastErr := c.Do(req)
		if lastErr == nil {
			return resp, nil
		}
		delay := time.Duration(rand.Int63n(int64(time.Duration(1<<uint(attempt)) * time.Second)))
		select {
		case <-time.After(delay):
			continue
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return nil, lastErr
}
