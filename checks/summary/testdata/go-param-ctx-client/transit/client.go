package transit

import (
	"context"
	"io"
	"net/http"
	"time"
)

// Client holds an http.Client without a Timeout (TedTimbrell/muni-mcp's
// NewClient, batch 33); its methods build each request from the caller's
// context, and nothing in this repository gives a context a deadline.
type Client struct {
	base       string
	httpClient *http.Client
}

// NewClient builds the client once, at start-up.
func NewClient(base string) *Client {
	return &Client{
		base:       base,
		httpClient: &http.Client{}, // want: RC101
	}
}

// Routes sends the request with the caller's context only.
func (c *Client) Routes(ctx context.Context) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/routes", nil)
	if err != nil {
		return "", err
	}
	resp, err := c.httpClient.Do(req) // want: RC101 whole-only
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// Stops derives a cancellable context from the caller's: still no deadline.
func (c *Client) Stops(ctx context.Context, route string) (string, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/stops/"+route, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.httpClient.Do(req) // want: RC101 whole-only
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// Prepared sends a request a helper builds: its context is not read here.
func (c *Client) Prepared(ctx context.Context) (*http.Response, error) {
	return c.httpClient.Do(c.newRequest(ctx))
}

func (c *Client) newRequest(ctx context.Context) *http.Request {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/ping", nil)
	return req
}

// Quick holds a client with a Timeout: its requests are bounded.
type Quick struct {
	httpClient *http.Client
}

// NewQuick builds the quick client.
func NewQuick() *Quick {
	return &Quick{httpClient: &http.Client{Timeout: 10 * time.Second}}
}

// Routes is bounded by the client's Timeout.
func (q *Quick) Routes(ctx context.Context) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/routes", nil)
	if err != nil {
		return nil, err
	}
	return q.httpClient.Do(req)
}
