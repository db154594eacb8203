// Package forecast is a use case over a repository interface: UseCase
// implements Repository by method set too, but its method hands the call on
// to the repository it holds (a delegating wrapper, summary gocha.Workers).
package forecast

import "context"

// Repository is implemented by infra/owm's Repo (the one doing the work)
// and, by method set, by UseCase, which delegates to it.
type Repository interface {
	Get(ctx context.Context, city string) (string, error)
}

// UseCase wraps a Repository.
type UseCase struct {
	repository Repository
}

// Get delegates to the repository.
func (uc *UseCase) Get(ctx context.Context, city string) (string, error) {
	return uc.repository.Get(ctx, city)
}
