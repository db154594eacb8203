package goembedbound

// Clean twin of goembed/forgejo_embedded.go: the package builds the
// embedded forgejo client with an http.Client that has a Timeout, so every
// promoted call is bounded by it.

import (
	"net/http"
	"time"

	"codeberg.org/mvdkleijn/forgejo-sdk/forgejo/v2"
)

type Client struct {
	*forgejo.Client
}

func New(url string) (*Client, error) {
	sdk, err := forgejo.NewClient(url, forgejo.SetHTTPClient(&http.Client{Timeout: 30 * time.Second}))
	if err != nil {
		return nil, err
	}
	return &Client{Client: sdk}, nil
}

func (c *Client) Get(owner, repo string) error {
	_, _, err := c.GetRepo(owner, repo)
	return err
}
