package calendar

import (
	"net/http"
	"time"
)

// basicAuth adds the account's credentials to every request.
type basicAuth struct {
	user, pass string
	next       http.RoundTripper
}

// RoundTrip sets the Authorization header and sends the request on.
func (b basicAuth) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.SetBasicAuth(b.user, b.pass)
	return b.next.RoundTrip(r)
}

// newBasicAuthClient builds the provider's client in another file than
// the requests (Dzarlax-AI/calendar-mcp's internal/apple/http.go, batch 26):
// no Timeout.
func newBasicAuthClient(user, pass string) *http.Client {
	if user == "" {
		return nil
	}
	return &http.Client{ // want: RC101
		Transport: basicAuth{user: user, pass: pass, next: http.DefaultTransport},
	}
}

// newQuickClient builds a client with a Timeout: its requests are bounded.
func newQuickClient() *http.Client {
	return &http.Client{Timeout: 10 * time.Second}
}
