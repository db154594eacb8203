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

func (a *API) get(u string) (*http.Response, error) { return a.c.Get(u) } // want: RC101 (the request, on the field newAPI sets)

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

type Search struct {
	httpClient *http.Client
	base       string
}

// A constructor keeps the client in a variable first and stores it in the
// struct it returns: the requests are made by the methods, elsewhere.
func newSearch(rt http.RoundTripper, base string) *Search {
	client := &http.Client{ // want: RC101
		Transport: rt,
		Timeout:   10 * time.Second,
	}
	return &Search{httpClient: client, base: base}
}

// The client variable is returned.
func buildClient(rt http.RoundTripper) (*http.Client, error) {
	hc := &http.Client{Transport: rt, Timeout: 10 * time.Second} // want: RC101
	return hc, nil
}

// The client is handed to another package that makes the requests with it
// (an OIDC provider, a wrapper): assigned to a declared variable first.
func discover(rt http.RoundTripper, register func(*http.Client)) {
	var hc *http.Client
	hc = &http.Client{Transport: rt, Timeout: 10 * time.Second} // want: RC101
	register(hc)
}

// Passed straight to a wrapper.
func wrapped(rt http.RoundTripper, wrap func(*http.Client) *http.Client) *http.Client {
	return wrap(&http.Client{Transport: rt, Timeout: 10 * time.Second}) // want: RC101
}

// ---- not reported ----

// The variable gets its Timeout before it is stored.
func newSearchWithTimeout(rt http.RoundTripper) *Search {
	client := &http.Client{Transport: rt}
	client.Timeout = 15 * time.Second
	return &Search{httpClient: client}
}

// The variable is only read for its transport; the returned client is
// another value.
func cloneTransport(base *http.Client) http.RoundTripper {
	if base == nil {
		base = &http.Client{}
	}
	return base.Transport
}

// A key of the struct literal that happens to share the variable's name is
// not a use of the variable.
func sameName(rt http.RoundTripper, other *http.Client) *Search {
	httpClient := &http.Client{Transport: rt, Timeout: 5 * time.Second}
	_ = httpClient
	return &Search{httpClient: other}
}

// A client handed to a streaming transport (an MCP streamable HTTP or SSE
// client, a websocket): a total Timeout would cut the long-lived stream, so
// each request's context bounds it instead. Not reported.
func connectStream(rt http.RoundTripper, newStreamTransport func(string, *http.Client) any) any {
	return newStreamTransport("https://tools.internal/mcp", &http.Client{Transport: rt})
}

type StreamConfig struct {
	Endpoint   string
	HTTPClient *http.Client
}

func streamSession(rt http.RoundTripper, open func(*StreamConfig)) {
	hc := &http.Client{Transport: rt}
	open(&StreamConfig{Endpoint: "https://tools.internal/mcp", HTTPClient: hc})
}
