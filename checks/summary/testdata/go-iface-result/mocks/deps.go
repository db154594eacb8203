package mocks

import (
	"context"

	"example.com/ifres/deps"
	confluence "github.com/ctreminiom/go-atlassian/confluence"
)

// MockDeps is a test double of deps.Deps: never an implementation.
type MockDeps struct{}

// GetClient returns nothing.
func (MockDeps) GetClient(ctx context.Context) (*confluence.Client, error) { return nil, nil }

// GetLimits returns nothing.
func (MockDeps) GetLimits(ctx context.Context) (*deps.Limits, error) { return nil, nil }

// Token returns nothing.
func (MockDeps) Token(ctx context.Context) (string, error) { return "", nil }
