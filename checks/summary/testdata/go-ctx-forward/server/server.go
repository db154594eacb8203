package server

import (
	"context"
	"time"

	"example.com/ctxdemo/meta"
)

// Handle passes the request's context on: the bound is the caller's, as Go
// intends; not reported.
func Handle(ctx context.Context) error {
	_, err := meta.Get(ctx, "https://example.com/.well-known/x")
	return err
}

// Bounded gives the call a deadline: not reported.
func Bounded() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err := meta.Get(ctx, "https://example.com/.well-known/x")
	return err
}

// Warm passes a context that never ends: the call through meta.Get has no
// timeout at all.
func Warm() error {
	_, err := meta.Get(context.Background(), "https://example.com/.well-known/x") // want: RC101
	return err
}
