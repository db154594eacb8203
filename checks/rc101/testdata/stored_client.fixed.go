package fixtures

import (
	"net/http"
	"time"
)

type API struct{ c *http.Client }

type Store struct{ hc *http.Client }

// newAPI stores a client without Timeout in a struct: its requests are made
// by the methods, out of sight of the literal.
func newAPI(rt http.RoundTripper) *API {
	return &API{c: &http.Client{Transport: rt, Timeout: 10 * time.Second}} // want: RC101
}

func plainClient() *http.Client {
	return &http.Client{Timeout: 10 * time.Second} // want: RC101
}

func (a *API) get(u string) (*http.Response, error) { return a.c.Get(u) }

// the field gets its Timeout later in the file: not reported
func newStore(rt http.RoundTripper) *Store {
	s := &Store{hc: &http.Client{Transport: rt}}
	s.hc.Timeout = 10 * time.Second
	return s
}

// a Timeout in the literal: not reported
func withTimeout() *http.Client {
	return &http.Client{Timeout: 10 * time.Second}
}
