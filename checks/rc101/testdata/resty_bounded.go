package wazuhtools

import (
	"time"

	"github.com/go-resty/resty/v2"
)

// ---- clean look-alike ----

// Client's resty client is bounded at the client level: every request of
// it ends after 30 s.
type Client struct{ manager *resty.Client }

// NewClient builds the bounded client.
func NewClient(base string) *Client {
	manager := resty.New().
		SetBaseURL(base).
		SetTimeout(30 * time.Second)
	return &Client{manager: manager}
}

// Agents sends through it.
func (c *Client) Agents() (string, error) {
	resp, err := c.manager.R().Get("/agents")
	if err != nil {
		return "", err
	}
	return resp.String(), nil
}
