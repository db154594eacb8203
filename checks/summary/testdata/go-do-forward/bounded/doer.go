package bounded

// A client without Timeout held by a small wrapper whose Do forwards the
// request it is handed (the httpDoer seam of openshift-mcp-server's netedge
// probe_http): every call of Do in the file sends a request built under
// context.WithTimeout, so the deadline bounds each one, nothing to report.
// Its twins are rc101/testdata/go_forward_doer_twin.go and ../unbounded,
// where another file of the package sends a request without a deadline
// through the same Do. A diff scan cannot list the package's other files
// (its harness has no Grep): the callers are unknown, the finding stays.

import (
	"context"
	"net/http"
	"time"
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
	return &defaultHTTPClient{client: &http.Client{}} // want: RC101 diff-only
}

func probe(ctx context.Context, client httpDoer, url string, seconds int) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Duration(seconds)*time.Second)
	defer cancel()
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
