package api

import (
	"context"
	"io"
	"net/http"
	"time"
)

// Client holds an http.Client built with a Timeout over the tool budget
// (fengzhilaoling/zabbix-mcp-go's NewZabbixClient): every request a method
// makes on the field waits up to it, and so does a tool that calls one.
type Client struct {
	http *http.Client
	base string
}

// New builds the client once, at start-up.
func New(base string) *Client {
	return &Client{
		http: &http.Client{
			Timeout: 2 * time.Minute, // want: RC104 whole-only
		},
		base: base,
	}
}

// Report fetches a report.
func (c *Client) Report(id string) (string, error) {
	resp, err := c.http.Get(c.base + "/reports/" + id)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// QuickClient: an http.Client within the budget, through a local.
type QuickClient struct {
	http *http.Client
}

// NewQuick builds the quick client.
func NewQuick() *QuickClient {
	hc := &http.Client{Timeout: 20 * time.Second}
	return &QuickClient{http: hc}
}

// Report fetches a report.
func (c *QuickClient) Report(id string) (string, error) {
	resp, err := c.http.Get("https://api.example.com/reports/" + id)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// BoundedClient: a long client Timeout, but each request carries a
// shorter deadline of its own (osv-mcp's 30 s context per call).
type BoundedClient struct {
	http *http.Client
}

// NewBounded builds the bounded client.
func NewBounded() *BoundedClient {
	return &BoundedClient{http: &http.Client{Timeout: 90 * time.Second}}
}

// Report fetches a report under a 20 s deadline.
func (c *BoundedClient) Report(id string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/reports/"+id, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// SwappedClient: an option may replace the http.Client, so which one a
// request uses is not known here.
type SwappedClient struct {
	client *http.Client
}

// NewSwapped builds the client, applying its options.
func NewSwapped(opts ...func(*SwappedClient)) *SwappedClient {
	c := &SwappedClient{client: &http.Client{Timeout: 3 * time.Minute}}
	for _, o := range opts {
		o(c)
	}
	return c
}

// WithHTTPClient replaces the client.
func WithHTTPClient(hc *http.Client) func(*SwappedClient) {
	return func(c *SwappedClient) { c.client = hc }
}

// Report fetches a report.
func (c *SwappedClient) Report(id string) (string, error) {
	resp, err := c.client.Get("https://api.example.com/reports/" + id)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
