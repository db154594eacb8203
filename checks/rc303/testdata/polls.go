package polls

import (
	"context"
	"time"
)

type Operation struct{ Done bool }

type Client interface {
	GetOperation(ctx context.Context, name string) (*Operation, error)
}

type Provider interface{ IsReady() (bool, error) }

// A poll of a long-running operation with no cap or deadline of its own.
func WaitForOperation(ctx context.Context, c Client, name string) (*Operation, error) {
	for { // want: RC303
		op, err := c.GetOperation(ctx, name)
		if err != nil {
			return nil, err
		}
		if op.Done {
			return op, nil
		}
		time.Sleep(5 * time.Second)
	}
}

// Clean look-alikes: a poll that checks its context, and a start-up
// readiness wait on a local cache.
func WaitWithContext(ctx context.Context, c Client, name string) (*Operation, error) {
	for {
		op, err := c.GetOperation(ctx, name)
		if err != nil {
			return nil, err
		}
		if op.Done {
			return op, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(5 * time.Second):
		}
	}
}

func WaitReady(p Provider) {
	for {
		if ready, _ := p.IsReady(); ready {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// watcher is a provider whose background watch loop is stopped by a cancel
// the provider owns.
type watcher struct {
	watchCtx context.Context
	c        Client
}

// Clean look-alike: a reconnecting watcher run as a goroutine that returns
// when the provider's own context is cancelled, with a capped backoff.
func (w *watcher) watch(name string) {
	delay := time.Second
	for {
		select {
		case <-w.watchCtx.Done():
			return
		default:
		}
		op, err := w.c.GetOperation(w.watchCtx, name)
		if err != nil {
			time.Sleep(delay)
			delay = min(delay*2, 5*time.Minute)
			continue
		}
		if op.Done {
			delay = time.Second
		}
	}
}

// Positive: the same watcher with no context to stop it.
func (w *watcher) watchForever(name string) {
	for { // want: RC303
		op, err := w.c.GetOperation(context.Background(), name)
		if err != nil {
			time.Sleep(5 * time.Second)
			continue
		}
		if op.Done {
			return
		}
		time.Sleep(5 * time.Second)
	}
}
