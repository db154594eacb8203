package a

import (
	"context"
	nethttp "net/http"
)

func get(ctx context.Context, u string) error {
	req, _ := nethttp.NewRequestWithContext(ctx, "GET", u, nil)
	_, err := nethttp.DefaultClient.Do(req) // want: RC404
	return err
}
