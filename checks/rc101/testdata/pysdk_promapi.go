package promq

import (
	"context"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/api"
	v1 "github.com/prometheus/client_golang/api/prometheus/v1"
)

// client_golang's api.Config without Client sends through
// http.Client{Transport: DefaultRoundTripper}, which has no Timeout
// (library row github.com/prometheus/client_golang/api.Config).
func open(addr string) (v1.API, error) {
	c, err := api.NewClient(api.Config{Address: addr}) // want: RC101
	if err != nil {
		return nil, err
	}
	return v1.NewAPI(c), nil
}

// Clean twins: a bounded client of the caller's, a client given from
// outside, a RoundTripper of the caller's (it may carry its own bounds).
func bounded(addr string, hc *http.Client, rt http.RoundTripper) []api.Client {
	a, _ := api.NewClient(api.Config{Address: addr, Client: &http.Client{Timeout: 30 * time.Second}})
	b, _ := api.NewClient(api.Config{Address: addr, Client: hc})
	c, _ := api.NewClient(api.Config{Address: addr, RoundTripper: rt})
	return []api.Client{a, b, c}
}

func query(ctx context.Context, p v1.API) error {
	_, _, err := p.Query(ctx, "up", time.Now())
	return err
}
