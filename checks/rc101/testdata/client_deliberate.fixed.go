// Stands for a Go client kept for a long-lived event stream whose author wrote
// down why it has no Client.Timeout (a Timeout would cut the stream) and how
// each call is bounded instead: the note is the decision, not an oversight,
// and counts as a suppression of RC101 with the note as its reason (found,
// marked suppressed, counted as suppressed; never dropped silently).
// A TODO about the timeout is no such decision and is still reported.
package client

import (
	"context"
	"net/http"
	"time"
)

type streamClient struct {
	hc *http.Client
}

func newStreamClient(rt http.RoundTripper) *streamClient {
	return &streamClient{
		// No Client.Timeout on purpose: the event stream stays open for
		// minutes; every call is bounded by the deadline its caller sets on ctx.
		hc: &http.Client{Transport: rt}, // want: RC101 suppressed
	}
}

type pollClient struct {
	hc *http.Client
}

func newPollClient(rt http.RoundTripper) *pollClient {
	return &pollClient{
		// TODO: add a timeout
		hc: &http.Client{Transport: rt, Timeout: 10 * time.Second}, // want: RC101
	}
}

func (c *streamClient) Ask(ctx context.Context, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}
