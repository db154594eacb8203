// Package meta fetches metadata with the caller's context: the request
// carries ctx, so its bound is whatever context the callers pass. The
// client falls back to http.DefaultClient, which has no timeout: RC101
// reports the Do in this file.
package meta

import (
	"context"
	"net/http"
)

func getJSON(ctx context.Context, c *http.Client, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	if c == nil {
		c = http.DefaultClient
	}
	return c.Do(req) // want: RC101
}

// Get forwards its own context: not reported here.
func Get(ctx context.Context, url string) (*http.Response, error) {
	return getJSON(ctx, nil, url)
}
