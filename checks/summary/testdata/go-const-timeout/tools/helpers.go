package tools

import "time"

const (
	// DefaultTimeout bounds a k6 run.
	DefaultTimeout = 5 * time.Minute
	// QuickTimeout bounds a version check.
	QuickTimeout = 10 * time.Second
)

// Retries is no duration.
const Retries = 3
