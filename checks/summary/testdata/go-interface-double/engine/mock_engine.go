package engine

import "context"

// MockEngine is the tests' double: it does nothing.
type MockEngine struct{}

func (m *MockEngine) Install(ctx context.Context, name string) (string, error) { return "", nil }

func (m *MockEngine) List(ctx context.Context) (string, error) { return "", nil }
