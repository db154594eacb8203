package api

import "net/http"

// Client and its method are declared here; a diff that calls only Sync
// (and get, through it) never needs this file.
type Client struct{ h *http.Client }

func (c *Client) Do(url string) (*http.Response, error) {
	return c.h.Get(url)
}

func Unused(url string) (*http.Response, error) {
	return http.Get(url) // want: RC101
}
