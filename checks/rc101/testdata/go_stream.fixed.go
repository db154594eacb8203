// Issue 21: a Go client used for a streaming response (SSE). A client
// Timeout would cut the stream, so the finding gives the transport advice
// (dial and response-header timeouts, a context for the request) and no fix
// that sets Client.Timeout.
package stream

import (
	"bufio"
	"context"
	"net/http"
	"time"
)

// Events reads server-sent events until the context ends.
func Events(ctx context.Context, url string, client *http.Client) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "text/event-stream")
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := http.DefaultClient.Do(req) // want: RC101 fix:none
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		_ = sc.Text()
	}
	return sc.Err()
}

// Fetch is a plain request: the client Timeout fix applies.
func Fetch(url string) (*http.Response, error) {
	return (&http.Client{Timeout: 10 * time.Second}).Get(url) // want: RC101 fix:unsafe
}
