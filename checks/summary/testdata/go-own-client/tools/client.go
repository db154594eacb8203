package tools

import (
	"bytes"
	"context"
	"net/http"
	"time"
)

// Client is the server's own client of the notes service.
type Client struct {
	base string
	http *http.Client
}

// NewClient returns a client with a 10 s timeout.
func NewClient(base string) *Client {
	return &Client{base: base, http: &http.Client{Timeout: 10 * time.Second}}
}

// CreatePage writes the page at the path of its name: a PUT, which a
// repeat writes again.
func (c *Client) CreatePage(ctx context.Context, name, content string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, c.base+"/.fs/"+name+".md", bytes.NewBufferString(content))
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreateNote adds a note under a new id per call: a POST.
func (c *Client) CreateNote(ctx context.Context, content string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/notes", bytes.NewBufferString(content))
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
