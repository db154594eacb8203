package fixtures

// A delay computed by exponential backoff and then spread by a jitter term
// added in the loop (kyong0612/youtube-mcp's retryWithBackoff, blind batch
// 26), and its twins whose added term is fixed (a margin, a constant named
// jitterMs).

import (
	"context"
	"errors"
	"math"
	"time"
)

var errStop = errors.New("stop")

type service struct{}

func (s *service) isRetryableError(err error) bool { return !errors.Is(err, errStop) }

// Clean look-alike: delay += jitter spreads the wait.
func (s *service) retryWithJitter(ctx context.Context, fn func() error) error {
	baseDelay := time.Second
	var lastErr error
	for attempt := 0; attempt <= 3; attempt++ {
		if attempt > 0 {
			delay := time.Duration(float64(baseDelay) * math.Pow(2, float64(attempt-1)))
			jitter := time.Duration(float64(delay) * 0.1 * (0.5 - float64(time.Now().UnixNano()%1000)/1000))
			delay += jitter
			if delay > 30*time.Second {
				delay = 30 * time.Second
			}
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(delay):
			}
		}
		lastErr = fn()
		if lastErr == nil {
			return nil
		}
		if !s.isRetryableError(lastErr) {
			break
		}
	}
	return lastErr
}

// Defect twin: the term added is a fixed margin, not random.
func retryWithMargin(ctx context.Context, fn func() error) error {
	baseDelay := time.Second
	var lastErr error
	for attempt := 0; attempt <= 3; attempt++ {
		if attempt > 0 {
			delay := time.Duration(float64(baseDelay) * math.Pow(2, float64(attempt-1)))
			margin := 50 * time.Millisecond
			delay += margin
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(delay): // want: RC302
			}
		}
		lastErr = fn()
		if lastErr == nil {
			return nil
		}
	}
	if lastErr == nil {
		return errStop
	}
	return lastErr
}

const jitterMs = 250 * time.Millisecond

// Defect twin: the term added is a constant that is only named jitter.
func retryWithConstJitter(ctx context.Context, fn func() error) error {
	baseDelay := time.Second
	var lastErr error
	for attempt := 0; attempt <= 3; attempt++ {
		if attempt > 0 {
			delay := time.Duration(float64(baseDelay) * math.Pow(2, float64(attempt-1)))
			delay += jitterMs
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(delay): // want: RC302
			}
		}
		lastErr = fn()
		if lastErr == nil {
			return nil
		}
	}
	return lastErr
}
