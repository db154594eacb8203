// Stands for Go tool handlers that call a public catalog or token endpoint
// with http.Get or http.DefaultClient.Do: the fix gives the call a client of
// its own with a Timeout. It is unsafe, since settings given to
// http.DefaultClient elsewhere (a mock transport, a cookie jar) would be lost.
// A client reached through a variable is still reported when it may be the
// default client, but gets no fix: the variable may hold another client.
package handlers

import (
	"context"
	nethttp "net/http"
	"time"
)

func latest(ctx context.Context, url string) (*nethttp.Response, error) {
	req, err := nethttp.NewRequestWithContext(ctx, nethttp.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return (&nethttp.Client{Timeout: 10 * time.Second}).Do(req) // want: RC101 fix:unsafe
}

func catalog(url string) (*nethttp.Response, error) {
	return (&nethttp.Client{Timeout: 10 * time.Second}).Get(url) // want: RC101 fix:unsafe
}

func viaVariable(req *nethttp.Request, hc *nethttp.Client) (*nethttp.Response, error) {
	if hc == nil {
		hc = nethttp.DefaultClient
	}
	return hc.Do(req) // want: RC101 fix:none
}
