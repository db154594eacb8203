package probetwin

// The twin of summary/testdata/go-do-forward/bounded/doer.go: the wrapper's caller builds its request
// from a context with no deadline, so the wrapped client without Timeout
// is reported at its literal.

import (
	"context"
	"net/http"
)

type httpDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

type defaultHTTPClient struct {
	client *http.Client
}

func (d *defaultHTTPClient) Do(req *http.Request) (*http.Response, error) {
	return d.client.Do(req)
}

func newProbe() httpDoer {
	return &defaultHTTPClient{client: &http.Client{}} // want: RC101
}

func probe(ctx context.Context, client httpDoer, url string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}
