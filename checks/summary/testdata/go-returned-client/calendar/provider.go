package calendar

import (
	"context"
	"io"
	"net/http"
)

// Provider holds the client newBasicAuthClient returns (http.go); its
// methods build each request from the caller's context, and nothing in
// this repository gives a context a deadline.
type Provider struct {
	base       string
	httpClient *http.Client
}

// New builds the provider once, at start-up.
func New(user, pass string) *Provider {
	client := newBasicAuthClient(user, pass)
	return &Provider{base: "https://caldav.example.com", httpClient: client}
}

// Calendars sends the request with the caller's context only.
func (p *Provider) Calendars(ctx context.Context) (string, error) {
	req, err := http.NewRequestWithContext(ctx, "PROPFIND", p.base+"/calendars", nil)
	if err != nil {
		return "", err
	}
	resp, err := p.httpClient.Do(req) // want: RC101 whole-only
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// Delete builds the request and hands it to do.
func (p *Provider) Delete(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, p.base+"/events/"+id, nil)
	if err != nil {
		return err
	}
	return p.do(req)
}

// Touch builds a request with no context at all and hands it to do.
func (p *Provider) Touch(id string) error {
	req, err := http.NewRequest(http.MethodPatch, p.base+"/events/"+id, nil)
	if err != nil {
		return err
	}
	return p.do(req)
}

// do sends a request every caller in this file builds from its own
// context parameter or none: judged through those calls.
func (p *Provider) do(req *http.Request) error {
	resp, err := p.httpClient.Do(req) // want: RC101 whole-only
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Send is exported: its callers may hand it a request with a deadline.
func (p *Provider) Send(req *http.Request) (*http.Response, error) {
	return p.httpClient.Do(req)
}

// Prepared hands send a request a helper builds: its context is not read
// here, so send's request stays unjudged.
func (p *Provider) Prepared(ctx context.Context) error {
	return p.send(p.newRequest(ctx))
}

func (p *Provider) send(req *http.Request) error {
	resp, err := p.httpClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (p *Provider) newRequest(ctx context.Context) *http.Request {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, p.base+"/ping", nil)
	return req
}

// Quick holds the client newQuickClient returns, which has a Timeout.
type Quick struct {
	httpClient *http.Client
}

// NewQuick builds the quick provider.
func NewQuick() *Quick {
	return &Quick{httpClient: newQuickClient()}
}

// Calendars is bounded by the client's Timeout.
func (q *Quick) Calendars(ctx context.Context) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "PROPFIND", "https://caldav.example.com/calendars", nil)
	if err != nil {
		return nil, err
	}
	return q.httpClient.Do(req)
}
