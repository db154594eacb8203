package upstream

import (
	"context"
	"errors"
	"net/http"
	"time"
)

// Client calls the upstream API.
type Client struct {
	http    *http.Client
	retries int
}

// NewClient returns a client.
func NewClient() *Client { return &Client{http: &http.Client{Timeout: 10 * time.Second}, retries: 2} }

// retry calls fn until it succeeds and returns its last error.
func (c *Client) retry(fn func() (*http.Response, error)) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; i <= c.retries; i++ { // want: RC302
		resp, err = fn()
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// quiet calls fn and returns an error of its own in place of fn's.
func (c *Client) quiet(fn func() (*http.Response, error)) (*http.Response, error) {
	resp, err := fn()
	if err != nil {
		return nil, errors.New("request failed")
	}
	return resp, nil
}

func (c *Client) do(ctx context.Context, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

// Fetch gets an item through retry: net/http's error comes out.
func (c *Client) Fetch(ctx context.Context, id string) (string, error) {
	resp, err := c.retry(func() (*http.Response, error) { return c.do(ctx, "https://api.example.com/items/"+id) })
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// Ping gets the status through quiet: only quiet's own error comes out.
func (c *Client) Ping(ctx context.Context) (string, error) {
	resp, err := c.quiet(func() (*http.Response, error) { return c.do(ctx, "https://api.example.com/ping") })
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}
