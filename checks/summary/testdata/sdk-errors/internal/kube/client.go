package kube

import (
	"context"
	"fmt"

	"k8s.io/client-go/dynamic"
)

// Client wraps a client-go dynamic client.
type Client struct {
	dyn dynamic.Interface
}

// List returns the names of the resources; its error is client-go's.
func (c *Client) List(ctx context.Context, ns string) ([]string, error) {
	list, err := c.dyn.Resource(gvr).Namespace(ns).List(ctx, opts)
	if err != nil {
		return nil, fmt.Errorf("list: %w", err)
	}
	return names(list), nil
}
