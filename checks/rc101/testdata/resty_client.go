package wazuhtools

import (
	"crypto/tls"

	"github.com/go-resty/resty/v2"
)

// go-resty v2's New() wraps &http.Client{Jar: jar}, whose zero Timeout
// means none (libmodels/data/sdks-rc101x29.yml): a client the file never
// bounds waits on a stalled server forever.
type Client struct{ manager *resty.Client }

// NewClient builds the manager's client with no client-level bound.
func NewClient(base string) *Client {
	manager := resty.New(). // want: RC101
				SetBaseURL(base).
				SetTLSClientConfig(&tls.Config{MinVersion: tls.VersionTLS12})
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

// The clean look-alike, a client given its client-level bound, is
// resty_bounded.go: the bound may be set anywhere in the file.
