package client

import (
	"context"
	"net/http"
	"time"
)

// Options configure a Client (session 32: NacerKH/autosphere-mcp-golang's
// AWX client, `&http.Client{Timeout: config.Timeout}`; nfsarch33/mem0-mcp-go's
// NewClient, `timeout := opts.Timeout; if timeout == 0 { timeout = 120 *
// time.Second }`). The http.Client's Timeout is set from a field the
// configuration writes in another package: each request a method sends on
// the held client waits up to the largest value written to it.
type Options struct {
	APITimeout   time.Duration
	QuickTimeout time.Duration
}

// Client sends the requests of the tools.
type Client struct {
	http  *http.Client
	quick *http.Client
}

// New builds a Client.
func New(o Options) *Client {
	timeout := o.APITimeout
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	return &Client{http: &http.Client{Timeout: timeout}, quick: &http.Client{Timeout: o.QuickTimeout}}
}

// Fetch waits up to the configured APITimeout.
func (c *Client) Fetch(ctx context.Context, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

// Ping waits up to QuickTimeout, within the budget.
func (c *Client) Ping(ctx context.Context, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return c.quick.Do(req)
}

// FetchBounded sets a deadline of its own, which bounds the request.
func (c *Client) FetchBounded(ctx context.Context, url string) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}
