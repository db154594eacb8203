package api

import "net/http"

// Client's method get is not the package's function get: a diff that
// calls only Sync never needs this file.
type Client struct{ h *http.Client }

func (c *Client) get(url string) (*http.Response, error) {
	return c.h.Get(url)
}

func Unused(url string) (*http.Response, error) {
	return http.Get(url) // want: RC101
}
