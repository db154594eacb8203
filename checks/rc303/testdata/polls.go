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
