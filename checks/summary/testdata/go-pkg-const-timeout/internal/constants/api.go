package constants

import "time"

const (
	// DefaultHTTPTimeout bounds the API calls.
	DefaultHTTPTimeout = 3 * time.Minute
	QuickTimeout       = 10 * time.Second
)
