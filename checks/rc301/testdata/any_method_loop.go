package client

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Client's Do retries its request for whatever method Post and Get hand
// it: Post's create is re-sent after a 5xx answer or a lost response.
type Client struct {
	http    *http.Client
	baseURL string
}

func (c *Client) Do(ctx context.Context, method, path string, body io.Reader) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 {
			time.Sleep(time.Duration(attempt) * time.Second)
		}
		resp, err := c.doRequest(ctx, method, path, body) // want: RC301
		if err != nil {
			lastErr = err
			continue
		}
		if resp.StatusCode >= 500 {
			lastErr = fmt.Errorf("status %d", resp.StatusCode)
			continue
		}
		return resp, nil
	}
	return nil, lastErr
}

func (c *Client) doRequest(ctx context.Context, method, path string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

func (c *Client) Post(ctx context.Context, path string, body io.Reader) (*http.Response, error) {
	return c.Do(ctx, http.MethodPost, path, body)
}

func (c *Client) Get(ctx context.Context, path string) (*http.Response, error) {
	return c.Do(ctx, http.MethodGet, path, nil)
}

// Reader's fetch loop takes a method too, but the file only hands it GET:
// nothing that creates is re-sent.
type Reader struct{ c *Client }

func (r *Reader) fetch(ctx context.Context, method, path string) (*http.Response, error) {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		resp, err = r.c.doRequest(ctx, method, path, nil)
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

func (r *Reader) Issues(ctx context.Context) (*http.Response, error) {
	return r.fetch(ctx, http.MethodGet, "/issues")
}

// Guarded retries only when the method is GET: a POST is sent once.
type Guarded struct{ c *Client }

func (g *Guarded) send(ctx context.Context, method, path string) (*http.Response, error) {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		resp, err = g.c.doRequest(ctx, method, path, nil)
		if err == nil || method != http.MethodGet {
			return resp, err
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

func (g *Guarded) Create(ctx context.Context) (*http.Response, error) {
	return g.send(ctx, http.MethodPost, "/issues")
}

// ---- clean look-alike: Limited re-sends only after a 429 and returns on
// an error (a lost response is not retried); the upstream refused the
// 429'd request without acting on it (RFC 6585 §4), so no POST is
// performed twice. Source: review33 MEDIUM-6 (/tmp/r33/gr/client.go).
type Limited struct{ c *Client }

func (l *Limited) Do(ctx context.Context, method, path string, body io.Reader) (*http.Response, error) {
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := l.c.doRequest(ctx, method, path, body)
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != http.StatusTooManyRequests {
			return resp, nil
		}
		resp.Body.Close()
		time.Sleep(time.Second)
	}
	return nil, nil
}

func (l *Limited) Post(ctx context.Context, path string, body io.Reader) (*http.Response, error) {
	return l.Do(ctx, http.MethodPost, path, body)
}

// LimitedLit is Limited with the status written as a number.
type LimitedLit struct{ c *Client }

func (l *LimitedLit) Do(ctx context.Context, method, path string, body io.Reader) (*http.Response, error) {
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := l.c.doRequest(ctx, method, path, body)
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != 429 {
			return resp, nil
		}
		resp.Body.Close()
		time.Sleep(time.Second)
	}
	return nil, nil
}

func (l *LimitedLit) Post(ctx context.Context, path string, body io.Reader) (*http.Response, error) {
	return l.Do(ctx, http.MethodPost, path, body)
}

// Lossy re-sends after a 429 and after a lost response (`continue` on the
// error): the lost response may follow a performed POST.
type Lossy struct{ c *Client }

func (l *Lossy) Do(ctx context.Context, method, path string, body io.Reader) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := l.c.doRequest(ctx, method, path, body) // want: RC301
		if err != nil {
			lastErr = err
			continue
		}
		if resp.StatusCode != http.StatusTooManyRequests {
			return resp, nil
		}
		resp.Body.Close()
		time.Sleep(time.Second)
	}
	return nil, lastErr
}

func (l *Lossy) Post(ctx context.Context, path string, body io.Reader) (*http.Response, error) {
	return l.Do(ctx, http.MethodPost, path, body)
}
