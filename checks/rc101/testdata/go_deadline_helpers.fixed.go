package kaliclient

// A client without Timeout held in an unexported field, whose every
// request the file builds under a deadline through its own helpers
// (requestContext returns context.WithTimeout; newRequest builds the
// request from its context parameter; send is called only with such
// contexts): the deadline bounds each request, nothing to report. The
// twin client below has one request built from a context with no
// deadline: its literal is reported.

import (
	"context"
	"net/http"
	"time"
)

type Client struct {
	base    string
	timeout time.Duration
	http    *http.Client
}

func New(base string) *Client {
	return &Client{base: base, timeout: 30 * time.Second, http: &http.Client{}}
}

func (c *Client) requestContext(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, c.timeout)
}

func (c *Client) newRequest(ctx context.Context, method, path string) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, method, c.base+path, nil)
}

func (c *Client) Get(ctx context.Context, path string) (*http.Response, error) {
	reqCtx, cancel := c.requestContext(ctx)
	defer cancel()
	req, err := c.newRequest(reqCtx, http.MethodGet, path)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

func (c *Client) Health(ctx context.Context) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	return c.send(ctx, "/health")
}

func (c *Client) send(ctx context.Context, path string) (*http.Response, error) {
	req, err := c.newRequest(ctx, http.MethodGet, path)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

type Twin struct {
	base string
	hc   *http.Client
}

func NewTwin(base string) *Twin {
	return &Twin{base: base, hc: &http.Client{Timeout: 10 * time.Second}} // want: RC101
}

func (t *Twin) Get(ctx context.Context, path string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, t.base+path, nil)
	if err != nil {
		return nil, err
	}
	return t.hc.Do(req)
}
