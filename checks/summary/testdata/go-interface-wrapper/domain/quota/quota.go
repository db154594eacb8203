// Package quota is the clean look-alike: the same wrapper shape, whose one
// working implementation fails with fixed messages only.
package quota

import "context"

// Counter is implemented by infra/owm's Local and, by method set, by Guard.
type Counter interface {
	Left(ctx context.Context, key string) (int, error)
}

// Guard wraps a Counter.
type Guard struct {
	counter Counter
}

// Left delegates to the counter.
func (g *Guard) Left(ctx context.Context, key string) (int, error) {
	return g.counter.Left(ctx, key)
}
