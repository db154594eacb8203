package deps

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	confluence "github.com/ctreminiom/go-atlassian/confluence"
)

// Deps is what a tool needs; two types implement it (and a test double),
// so a call of its methods resolves to neither: only its declared results
// type what the call returns.
type Deps interface {
	GetClient(ctx context.Context) (*confluence.Client, error)
	GetLimits(ctx context.Context) (*Limits, error)
	Token(ctx context.Context) (string, error)
}

// Limits checks sizes; its errors are its own.
type Limits struct{ Max int }

// Check fails on a size over the limit.
func (l *Limits) Check(n int) error {
	if n > l.Max {
		return errors.New("too big")
	}
	return nil
}

// BaseDeps holds one client built at start-up.
type BaseDeps struct {
	Client *confluence.Client
	Lim    *Limits
}

// GetClient returns the client.
func (d *BaseDeps) GetClient(ctx context.Context) (*confluence.Client, error) { return d.Client, nil }

// GetLimits returns the limits.
func (d *BaseDeps) GetLimits(ctx context.Context) (*Limits, error) { return d.Lim, nil }

// Token returns no token.
func (d *BaseDeps) Token(ctx context.Context) (string, error) { return "", nil }

// RequestDeps builds a client per request from a token it fetches.
type RequestDeps struct{ http *http.Client }

// GetClient builds the request's client.
func (d *RequestDeps) GetClient(ctx context.Context) (*confluence.Client, error) {
	return confluence.New(&http.Client{Timeout: 10 * time.Second}, "https://wiki.example.com")
}

// GetLimits returns fixed limits.
func (d *RequestDeps) GetLimits(ctx context.Context) (*Limits, error) { return &Limits{Max: 10}, nil }

// Token fetches a token; its errors carry the server's body.
func (d *RequestDeps) Token(ctx context.Context) (string, error) {
	resp, err := d.http.Get("https://auth.example.com/token")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("status %d: %s", resp.StatusCode, b)
	}
	return string(b), nil
}
