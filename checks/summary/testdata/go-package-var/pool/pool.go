package pool

import (
	"context"
	"fmt"
	"net/http"
)

// Provider hands out leases.
type Provider interface {
	Acquire(ctx context.Context) (Lease, error)
	AcquireByInstance(ctx context.Context, name string) (Lease, error)
}

// Lease holds a client until released.
type Lease interface {
	Client() *Client
	Release(err error)
}

// Client calls the upstream API.
type Client struct{ http *http.Client }

// Call posts one API method.
func (c *Client) Call(ctx context.Context, method string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/"+method, nil)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("call %s: %w", method, err)
	}
	return resp.Body.Close()
}

type clientPool struct{ c *Client }

func (p *clientPool) Acquire(ctx context.Context) (Lease, error) { return &poolLease{p.c}, nil }

func (p *clientPool) AcquireByInstance(ctx context.Context, name string) (Lease, error) {
	return &poolLease{p.c}, nil
}

type poolLease struct{ c *Client }

func (l *poolLease) Client() *Client   { return l.c }
func (l *poolLease) Release(err error) {}
