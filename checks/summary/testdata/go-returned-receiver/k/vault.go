package k

import (
	"context"
	"errors"

	"github.com/hashicorp/vault/api"
)

// VaultFromContext returns the request's Vault client.
func VaultFromContext(ctx context.Context) (*api.Client, error) {
	return api.NewClient(api.DefaultConfig()) // want: RC104 whole-only (vault DefaultConfig: 60 s default)
}

// Config is the server's own settings.
type Config struct {
	Mount string
}

// ConfigFromContext returns the request's settings.
func ConfigFromContext(ctx context.Context) (*Config, error) {
	return &Config{}, nil
}

// Validate checks the settings; its errors are its own.
func (c *Config) Validate() error {
	if c.Mount == "" {
		return errors.New("no mount")
	}
	return nil
}
