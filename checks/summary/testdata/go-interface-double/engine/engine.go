package engine

import "context"

// Engine installs charts; its implementations live in engine/v3 and
// engine/v4, and a test double in this package.
type Engine interface {
	Install(ctx context.Context, name string) (string, error)
}

// Lister lists releases; v3 and v4 both implement it.
type Lister interface {
	List(ctx context.Context) (string, error)
}
