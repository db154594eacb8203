package consul

import (
	"github.com/hashicorp/go-retryablehttp"
)

// go-retryablehttp's NewClient keeps go-cleanhttp's http.Client, whose
// zero Timeout means none (libmodels/data/sdks-libgo31.yml): each of its
// attempts waits on a stalled server forever.
func newClient() *retryablehttp.Client {
	c := retryablehttp.NewClient() // want: RC101
	c.RetryMax = 3
	return c
}

// The package-level Get sends through a default NewClient().
func fetch(url string) error {
	resp, err := retryablehttp.Get(url) // want: RC101
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// The clean look-alike, a client whose inner http.Client is bounded, is
// libgo31_retryablehttp_bounded.go (the bound's name anywhere in a file
// keeps it from being judged).
