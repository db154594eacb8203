package kube

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/muesli/cache2go"
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

// Cache keeps names; a cache hit is only tested, its error never passed on.
type Cache struct {
	table *cache2go.CacheTable
}

// Name returns a cached name or one the code builds; no error of the cache
// library leaves it.
func (c *Cache) Name(key string) (string, error) {
	if item, err := c.table.Value(key); err == nil {
		return item.Data().(string), nil
	}
	if key == "" {
		return "", errors.New("no key")
	}
	if _, err := strconv.Atoi(key); err != nil {
		return "", fmt.Errorf("bad key: %w", err)
	}
	return key, nil
}
