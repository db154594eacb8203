package fixtures

import (
	"context"
	"fmt"
	"math/rand"
	"net/http"
	"time"
)

const guardRetries = 3
const guardDelay = time.Second

// A wait under a last-attempt guard is judged like any other wait.
func guardedGrows(ctx context.Context, c *http.Client, u string) (*http.Response, error) {
	for attempt := range guardRetries {
		req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
		if err != nil {
			return nil, err
		}
		resp, err := c.Do(req)
		if err != nil {
			if attempt < guardRetries-1 {
				delay := time.Duration(attempt+1) * guardDelay
				select {
				case <-ctx.Done():
					return nil, ctx.Err()
				case <-time.After(delay): // want: RC302
				}
				continue
			}
			return nil, fmt.Errorf("failed after %d attempts: %w", guardRetries, err)
		}
		return resp, nil
	}
	return nil, nil
}

func guardedFixed(c *http.Client, u string) (*http.Response, error) {
	for attempt := 0; attempt < guardRetries; attempt++ {
		resp, err := c.Get(u)
		if err != nil {
			if attempt < guardRetries-1 {
				time.Sleep(2 * time.Second) // want: RC302
				continue
			}
			return nil, err
		}
		return resp, nil
	}
	return nil, nil
}

// ---- negatives ----

// The same guard around a jittered wait is fine.
func guardedJitter(c *http.Client, u string) (*http.Response, error) {
	for attempt := 0; attempt < guardRetries; attempt++ {
		resp, err := c.Get(u)
		if err != nil {
			if attempt < guardRetries-1 {
				time.Sleep(time.Duration(rand.Int63n(int64(guardDelay << attempt))))
				continue
			}
			return nil, err
		}
		return resp, nil
	}
	return nil, nil
}

// A handler that always leaves is no retry, whatever it waits first.
func noRetry(c *http.Client, u string) (*http.Response, error) {
	for attempt := 0; attempt < guardRetries; attempt++ {
		resp, err := c.Get(u)
		if err != nil {
			time.Sleep(time.Second)
			return nil, err
		}
		return resp, nil
	}
	return nil, nil
}
