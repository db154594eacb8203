package client

import (
	"context"
	"net/http"
	"time"
)

type Adapter struct{ HTTPClient *http.Client }

// A literal replaced by a copy of a shared client only when one is set
// (buildkite-mcp-server artifacts.go): on the other path the literal, with no
// Timeout, sends the request.
func (a *Adapter) Resolve(ctx context.Context, u string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return "", err
	}
	client := http.Client{Timeout: 10 * time.Second} // want: RC101
	if a.HTTPClient != nil {
		client = *a.HTTPClient
	}
	client.CheckRedirect = func(req *http.Request, via []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Header.Get("Location"), nil
}

// Clean look-alike: replaced on both paths, the literal never sends.
func (a *Adapter) Both(ctx context.Context, u string, shared *http.Client) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	client := http.Client{}
	if a.HTTPClient != nil {
		client = *a.HTTPClient
	} else {
		client = *shared
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
