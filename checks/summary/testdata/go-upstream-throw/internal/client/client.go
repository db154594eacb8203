package client

import (
	"context"
	"fmt"
	"io"
	"net/http"
)

// Client calls the issue tracker.
type Client struct {
	HTTP *http.Client
}

// Get fetches one issue.
func (c *Client) Get(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("request failed")
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("read failed")
	}
	if resp.StatusCode >= 500 {
		return nil, fmt.Errorf("server error %d: %s", resp.StatusCode, string(body)) // want: RC402 whole-only
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("unexpected status %d", resp.StatusCode)
	}
	return body, nil
}
