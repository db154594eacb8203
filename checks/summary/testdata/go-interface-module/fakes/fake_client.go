package fakes

import "context"

// FakeServiceRepoClient is a counterfeiter-style test double: not an implementation.
type FakeServiceRepoClient struct{}

// CreateService returns its argument.
func (f *FakeServiceRepoClient) CreateService(ctx context.Context, name string) (string, error) {
	return name, nil
}

// GetService returns its argument.
func (f *FakeServiceRepoClient) GetService(ctx context.Context, id string) (string, error) {
	return id, nil
}
