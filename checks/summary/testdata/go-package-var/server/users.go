package server

import (
	"context"

	"example.com/pv/pool"
)

// GetUsers picks a lease by instance in if/else branches of a var block.
func GetUsers(ctx context.Context, provider pool.Provider, instance string) error {
	var (
		lease pool.Lease
		err   error
	)
	if instance != "" {
		lease, err = provider.AcquireByInstance(ctx, instance)
	} else {
		lease, err = provider.Acquire(ctx)
	}
	if err != nil {
		return err
	}
	var callErr error
	defer func() { lease.Release(callErr) }()
	client := lease.Client()
	callErr = client.Call(ctx, "user.get")
	if callErr != nil {
		return callErr
	}
	return nil
}
