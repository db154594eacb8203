package auth

import (
	"context"
	"net/http"
	"time"

	confluence "github.com/ctreminiom/go-atlassian/confluence"
)

// ClientResolver resolves the request's Confluence client.
type ClientResolver func(ctx context.Context) (*confluence.Client, error)

// NewStaticResolver returns a resolver that always returns one client.
func NewStaticResolver() ClientResolver {
	c, _ := confluence.New(&http.Client{Timeout: 10 * time.Second}, "https://wiki.example.com")
	return func(ctx context.Context) (*confluence.Client, error) { return c, nil }
}

// Limits checks sizes; its errors are its own.
type Limits struct{ Max int }

// Check fails on a size over the limit.
func (l *Limits) Check(n int) error { return nil }

// LimitsFn returns the request's limits (a type of the module).
type LimitsFn func(ctx context.Context) *Limits
