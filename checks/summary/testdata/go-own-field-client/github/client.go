package github

import (
	"bytes"
	"context"
	"net/http"
	"time"
)

// Client is the server's own client of the code host, in a package of its
// own module.
type Client struct {
	base string
	http *http.Client
}

// NewClient returns a client with a 10 s timeout.
func NewClient(base string) *Client {
	return &Client{base: base, http: &http.Client{Timeout: 10 * time.Second}}
}

// CreateFile writes the file at its path: a PUT, refused on a repeat
// without the file's sha.
func (c *Client) CreateFile(ctx context.Context, path, content string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, c.base+"/contents/"+path, bytes.NewBufferString(content))
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreateIssue opens an issue under a new number per call: a POST.
func (c *Client) CreateIssue(ctx context.Context, title string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/issues", bytes.NewBufferString(title))
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
