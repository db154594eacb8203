package kafka

import (
	"context"
	"time"

	"github.com/twmb/franz-go/pkg/kgo"
)

// Client wraps a franz-go client, which has no timeout of its own: a poll
// waits until records come or its context ends.
type Client struct {
	cl *kgo.Client
}

// Consume polls on the context its caller passes.
func (c *Client) Consume(ctx context.Context) (int, error) {
	fs := c.cl.PollFetches(ctx)
	return fs.NumRecords(), fs.Err()
}

// ConsumeBounded derives its own deadline.
func (c *Client) ConsumeBounded(ctx context.Context) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	fs := c.cl.PollFetches(ctx)
	return fs.NumRecords(), fs.Err()
}
