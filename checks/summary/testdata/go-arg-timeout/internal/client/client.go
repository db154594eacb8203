package client

import (
	"context"
	"net/http"
	"time"
)

type Client struct{ hc *http.Client }

func (c *Client) Do(ctx context.Context, req *http.Request, d time.Duration) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	return c.hc.Do(req.WithContext(ctx))
}
