package consul

import (
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// ---- clean look-alike ----

// newClient bounds every attempt through the inner http.Client.
func newClient() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.RetryMax = 3
	c.HTTPClient.Timeout = 30 * time.Second
	return c
}
