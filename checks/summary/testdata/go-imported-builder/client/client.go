package client

import (
	"fmt"
	"io"
	"net/http"
	"time"
)

// Client calls the upstream API.
type Client struct {
	base string
	hc   *http.Client
}

// New builds a client with a timeout.
func New(base string) *Client {
	return &Client{base: base, hc: &http.Client{Timeout: 10 * time.Second}}
}

// GetAlerts returns the alerts.
func (c *Client) GetAlerts() ([]byte, error) {
	resp, err := c.hc.Get(c.base + "/api/v2/alerts")
	if err != nil {
		return nil, fmt.Errorf("request failed: %w", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("API returned status %d: %s", resp.StatusCode, string(body)) // want: RC402 whole-only (in a diff scan the handler's call, which lets it out, is reported instead)
	}
	return body, nil
}
